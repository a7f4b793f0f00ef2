/// Band geometry shared by the single- and multi-threaded paths (the same partition in
/// both is what makes their output identical).
///
/// Public and `@inlinable`, like `CoverageGroups`, so that the band loops in the other
/// modules see literals: a stored `static let` is read across modules through an addressor
/// call, and a `package` computed one is not inlined across modules either (its body is not
/// serialized), which also turned every shift by these constants into a variable shift.
///
/// 64 rows: a fill pays per band it touches (a call into the band loops, its segments set up
/// again for the band's rows, the sweep's row loop), and with 16-row bands a 32-pixel shape
/// touched three. Measured through the API, one thread: 32-row bands 0.941 of 16-row ones over
/// 12 scenes (rotated 32-pixel squares 0.83), 64-row bands 0.971 of 32-row ones. The cost is
/// memory: a band's cells are 64 rows of floats per thread (1 MB at 4 096 pixels wide).
public enum RasterBands {
    /// log2 of the band height.
    @inlinable @inline(__always) public static var shift: Int { 6 }
    /// Rows per band.
    @inlinable @inline(__always) public static var height: Int { 1 << shift }
}

/// How the coverage buffers group their cells: one touched bit marks `cellsPerBit` aligned
/// cells, the sweep's vector width (see `CoverageBuffers`).
public enum CoverageGroups {
    /// Cells per touched bit: a bit marks cells `4g ..< 4g + 4`.
    @inlinable @inline(__always) public static var cellsPerBit: Int { 4 }
    /// log2 of `cellsPerBit`.
    @inlinable @inline(__always) public static var bitShift: Int { 2 }
}
