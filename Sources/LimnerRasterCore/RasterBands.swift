/// Band geometry shared by the single- and multi-threaded paths (the same partition in
/// both is what makes their output identical).
///
/// Public and `@inlinable`, like `CoverageGroups`, so that the band loops in the other
/// modules see literals: a stored `static let` is read across modules through an addressor
/// call, and a `package` computed one is not inlined across modules either (its body is not
/// serialized), which also turned every shift by these constants into a variable shift.
public enum RasterBands {
    /// log2 of the band height.
    @inlinable @inline(__always) public static var shift: Int { 4 }
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
