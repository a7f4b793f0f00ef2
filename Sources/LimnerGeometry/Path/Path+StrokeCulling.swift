import Foundation

// Stroke culling: what of a path cannot reach the visible area under a stroke, before the
// stroker offsets it.
//
// A stroke's outline lies within `reach` of its path, where `reach` bounds how far any piece
// of the pen's sweep gets from the point it belongs to: the half width for the bands, round
// joins, bevels and butt or round caps; half the width × √2 for square caps; half the width ×
// the miter limit for miter joins (the tip of a miter within the limit). So for a stroke drawn
// to a rectangle `visible`:
// - a subpath whose control points all lie more than `reach` outside it (on one side) adds
//   nothing there and is dropped;
// - a curve whose control points all lie more than `reach` outside it on one side becomes its
//   chord: the chord stays in the curve's hull, so its band, and the joins and caps at its ends
//   (which sit at the same end points, whatever their new angle), stay out of the rectangle
//   too; the neighbouring segments keep their own offsets. The outline inside `visible` is
//   unchanged, and a curve far off the canvas costs one line instead of its offset cubics.
// Dashing happens before (on the whole path), so dash positions never move.

extension Path {
    /// The outline of this path's stroke with `style` (as `strokedPath(_:tolerance:)`), exact
    /// only inside `visible` (user space): subpaths and curves whose stroke cannot reach it
    /// are dropped or replaced by their chords before stroking. For drawing to a canvas or
    /// clip whose user-space bounds are `visible`; a null or non-finite `visible` culls
    /// nothing.
    public func strokedPath(_ style: StrokeStyle, tolerance: Double, cullingOutside visible: CGRect) -> Path {
        // A closed polygon: the stroker's outline without its buffers (unculled: culling
        // drops such a subpath only when none of its stroke reaches `visible`).
        if let outline = polygonStrokeOutline(style, tolerance: tolerance) { return outline }
        var stroker = PathStroker(style: style, tolerance: tolerance)
        guard stroker.isDrawable else { return Path() }
        let source = PathDasher.dash(self, pattern: style.dash, phase: style.dashPhase) ?? self
        return stroker.stroke(source.culledForStroke(visible: visible, reach: stroker.reach))
    }

    /// This path without what a stroke reaching `reach` from it cannot draw inside `visible`
    /// (see the file comment). The path itself when nothing can be culled.
    func culledForStroke(visible: CGRect, reach: Double) -> Path {
        guard !visible.isNull, reach.isFinite, reach >= 0 else { return self }
        let x0 = Double(visible.minX) - reach, y0 = Double(visible.minY) - reach
        let x1 = Double(visible.maxX) + reach, y1 = Double(visible.maxY) + reach
        guard x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite else { return self }
        /// Whether the points `points[range]` all lie outside the box on one side (false when
        /// one is not finite: the stroker decides what to do with those).
        func missesBox(_ range: Range<Int>) -> Bool {
            var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
            for i in range {
                let p = points[i]
                let x = Double(p.x), y = Double(p.y)
                guard x.isFinite, y.isFinite else { return false }
                minX = Swift.min(minX, x); maxX = Swift.max(maxX, x)
                minY = Swift.min(minY, y); maxY = Swift.max(maxY, y)
            }
            return maxX < x0 || minX > x1 || maxY < y0 || minY > y1
        }
        // Nothing to cull when every point is inside the box (the common case: no copy).
        var allInside = true
        for p in points {
            let x = Double(p.x), y = Double(p.y)
            if !(x >= x0 && x <= x1 && y >= y0 && y <= y1) { allInside = false; break }
        }
        if allInside { return self }

        var result = Path()
        result.verbs.reserveCapacity(verbs.count)
        result.points.reserveCapacity(points.count)
        var verb = 0, point = 0, lastMove = -1
        while verb < verbs.count {
            // One subpath: a move and what follows up to the next move.
            var end = verb + 1, endPoint = point + verbs[verb].pointCount
            while end < verbs.count, verbs[end] != .move {
                endPoint += verbs[end].pointCount
                end += 1
            }
            if verbs[verb] == .move, missesBox(point..<endPoint) {
                verb = end; point = endPoint
                continue
            }
            var p = point
            for v in verb..<end {
                let verbKind = verbs[v]
                let count = verbKind.pointCount
                switch verbKind {
                case .quad, .cubic:
                    // The curve's points: its start (the point before) and its own.
                    if p > 0, missesBox((p - 1)..<(p + count)) {
                        result.verbs.append(.line)
                        result.points.append(points[p + count - 1])
                    } else {
                        result.verbs.append(verbKind)
                        result.points.append(contentsOf: points[p..<(p + count)])
                    }
                default:
                    if verbKind == .move { lastMove = result.points.count }
                    result.verbs.append(verbKind)
                    result.points.append(contentsOf: points[p..<(p + count)])
                }
                p += count
            }
            verb = end; point = endPoint
        }
        result.subpathStart = lastMove
        return result
    }
}
