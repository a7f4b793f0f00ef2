import LimnerGeometry

/// An axis-aligned rectangle in device pixels, already clipped to the canvas.
struct DeviceRect {
    var x0: Double, y0: Double, x1: Double, y1: Double

    /// Whether it covers no area.
    var isEmpty: Bool { !(x0 < x1 && y0 < y1) }
}

// The rectangle fast path: a path that is one axis-aligned rectangle under a transform that
// keeps it axis-aligned (no rotation or skew) needs no flattening, edges or accumulation. Each
// pixel's exact-area coverage is the product of the rectangle's overlap with the pixel's column
// and with its row, so a row is at most a partial pixel, a run of one constant coverage and a
// partial pixel, handed straight to the painter.
extension PreparedFill {
    /// The device rectangle `path` fills under `t` (clipped to a `width`×`height` canvas), or
    /// nil when the path is not a single axis-aligned rectangle there: move, three or four
    /// lines (the fourth back to the start), and an optional close.
    static func deviceRect(_ path: Path, _ t: CGAffineTransform, width: Int, height: Int) -> DeviceRect? {
        guard t.b == 0, t.c == 0 else { return nil }
        let verbs = path.verbs, points = path.points
        var n = verbs.count
        if n > 0 && verbs[n - 1] == .close { n -= 1 }
        guard n == 4 || n == 5, verbs[0] == .move else { return nil }
        for i in 1..<n where verbs[i] != .line { return nil }
        let p0 = points[0], p1 = points[1], p2 = points[2], p3 = points[3]
        if n == 5 && points[4] != p0 { return nil }
        let horizontalFirst = p0.y == p1.y && p1.x == p2.x && p2.y == p3.y && p3.x == p0.x
        let verticalFirst = p0.x == p1.x && p1.y == p2.y && p2.x == p3.x && p3.y == p0.y
        guard horizontalFirst || verticalFirst else { return nil }
        let ax = t.a * p0.x + t.tx, bx = t.a * p2.x + t.tx
        let ay = t.d * p0.y + t.ty, by = t.d * p2.y + t.ty
        guard ax.isFinite, bx.isFinite, ay.isFinite, by.isFinite else { return nil }
        return DeviceRect(x0: max(min(ax, bx), 0), y0: max(min(ay, by), 0),
                          x1: min(max(ax, bx), Double(width)), y1: min(max(ay, by), Double(height)))
    }

    /// Paints the rows of `r` in the band starting at device row `bandY0`.
    @inline(never)  // one call per band; see `CoverageAccumulator.sweep`
    func rectSpans<P: SpanPainter>(_ r: DeviceRect, bandY0: Int, pixels: UnsafeMutablePointer<UInt32>, rowStride: Int,
                                   painter p: inout P) {
        let rowStart = max(Int(r.y0), bandY0)
        let rowEnd = min(Int(r.y1.rounded(.up)), bandY0 + RasterBands.height)
        guard rowStart < rowEnd else { return }
        // Columns ix0 ..< ix1; the first and last may be partly covered, those between fully.
        let ix0 = Int(r.x0), ix1 = max(Int(r.x1.rounded(.up)), ix0 + 1)
        let single = ix1 - ix0 == 1
        let firstX = Float(single ? r.x1 - r.x0 : Double(ix0 + 1) - r.x0)
        let lastX = Float(r.x1 - Double(ix1 - 1))
        let fullStart = !single && firstX >= 1 ? ix0 : ix0 + 1
        let fullEnd = !single && lastX >= 1 ? ix1 : ix1 - 1
        @inline(__always) func paint(_ row: UnsafeMutablePointer<UInt32>, _ x: Int, _ y: Int, _ count: Int, _ area: Float) {
            let c = NonZeroRule.coverage(area)
            if c != 0 { p.paintConstant(row: row, x: x, y: y, count: count, coverage: c) }
        }
        for y in rowStart..<rowEnd {
            let coverY = Float(min(r.y1, Double(y + 1)) - max(r.y0, Double(y)))
            let row = pixels + y &* rowStride
            if fullStart > ix0 { paint(row, ix0, y, 1, firstX * coverY) }
            if fullEnd > fullStart { paint(row, fullStart, y, fullEnd - fullStart, coverY) }
            if !single && fullEnd < ix1 { paint(row, ix1 - 1, y, 1, lastX * coverY) }
        }
    }
}
