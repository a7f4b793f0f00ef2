/// Calls a painter out of line: what the path sweep hands shader painters.
///
/// A sweep is specialised per fill rule, clip and painter and calls its painter from four
/// places; with a shader painter inlined there, each specialisation carried a dozen copies of
/// the shader's span loops, and optimizing those 78 sweeps took half of this module's release
/// compile (a small share of it with this wrapper). The cost is one call
/// per span, small beside shading the span. Rectangles (`DeviceRect.spans`) keep the
/// painter inlined, and solid painters are never wrapped: those are the small-shape paths.
struct OutOfLinePainter<P: SpanPainter>: SpanPainter {
    /// The painter that composites.
    var inner: P

    /// The inner painter's.
    @inline(__always)
    static var rowMode: SweepRowMode { P.rowMode }

    @inline(never)
    mutating func paintConstant(row: UnsafeMutablePointer<UInt32>, x: Int, y: Int, count: Int, coverage: UInt32) {
        inner.paintConstant(row: row, x: x, y: y, count: count, coverage: coverage)
    }

    @inline(never)
    mutating func paintMask(row: UnsafeMutablePointer<UInt32>, x: Int, y: Int, count: Int,
                            mask: UnsafeMutablePointer<UInt8>) {
        inner.paintMask(row: row, x: x, y: y, count: count, mask: mask)
    }
}
