import LimnerGeometry

// The rectangle fast path: a path that is one axis-aligned rectangle under a transform that
// keeps it axis-aligned (no rotation or skew) needs no flattening, edges or accumulation; it is
// painted by `DeviceRect.spans` (DeviceRectSpans.swift).
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
}
