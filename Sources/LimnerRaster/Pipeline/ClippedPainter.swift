// The clip of a fill: a painter wrapper, generic so it is specialised into the sweep too.

/// Wraps a painter so that it draws only inside a `Clip`: spans are clamped to the clip's
/// rectangle, and where the clip has a mask the coverage becomes `coverage · clip(x, y)`.
struct ClippedPainter<P: SpanPainter>: SpanPainter {
    /// The painter that composites.
    var inner: P
    /// The clip.
    let clip: Clip
    /// Scratch coverage for one row, indexed by x (at least the canvas width).
    let scratch: UnsafeMutablePointer<UInt8>

    @inline(__always)
    mutating func paintConstant(row: UnsafeMutablePointer<UInt32>, x: Int, y: Int, count: Int, coverage: UInt32) {
        guard let (a, b) = clip.clamp(y: y, x0: x, x1: x + count) else { return }
        guard let mask = clip.mask else {
            inner.paintConstant(row: row, x: a, y: y, count: b - a, coverage: coverage)
            return
        }
        let s = scratch + a
        mask.coverageRow(y: y, x: a, count: b - a, into: s)
        if coverage != 255 {
            for i in 0..<(b - a) { s[i] = UInt8(PremultipliedPixel.mul255(UInt32(s[i]), coverage)) }
        }
        inner.paintMask(row: row, x: a, y: y, count: b - a, mask: s)
    }

    @inline(__always)
    mutating func paintMask(row: UnsafeMutablePointer<UInt32>, x: Int, y: Int, count: Int,
                            mask m: UnsafeMutablePointer<UInt8>) {
        guard let (a, b) = clip.clamp(y: y, x0: x, x1: x + count) else { return }
        guard let mask = clip.mask else {
            inner.paintMask(row: row, x: a, y: y, count: b - a, mask: m + (a - x))
            return
        }
        let s = scratch + a
        mask.coverageRow(y: y, x: a, count: b - a, into: s)
        let src = m + (a - x)
        for i in 0..<(b - a) { s[i] = UInt8(PremultipliedPixel.mul255(UInt32(s[i]), UInt32(src[i]))) }
        inner.paintMask(row: row, x: a, y: y, count: b - a, mask: s)
    }
}
