/// Band geometry shared by the single- and multi-threaded paths (the same partition in
/// both is what makes their output identical).
package enum RasterBands {
    /// log2 of the band height.
    package static let shift = 4
    /// Rows per band.
    package static let height = 1 << shift
}
