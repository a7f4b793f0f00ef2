import Foundation

// Polygon strokes as their two contours, without the general stroker's machinery.
//
// The solid stroke of a closed polygon — a rectangle, aligned or rotated, a triangle, any
// closed polyline — is two contours filled once with the nonzero rule: the left offsets with
// their joins forwards, the right ones backwards. For a rectangle with miter joins (or joins
// whose miter tip is within the tolerance of their shape) and sides at least as long as the
// line width, that is the outer rectangle and the inner one: the ring.
//
// This is the stroker's own algorithm (`PathStroker`: begin, line, join at every corner,
// the closing join at the start) run on a path of one closed subpath of lines, with the
// same join code (`StrokeShapes.join`, generic over where the sides go). What it leaves out
// is the stroker's general plumbing: the segment buffer, the growable sides and the culling
// pass; the sides are built in a fixed buffer on the stack and copied into the outline once.
// So the outline has the same points, in the same order, as `PathStroker`'s (tested point
// for point, and pixel for pixel on every compiled band loop copy): it is exact where the
// stroker is, which includes its one known departure, the inner side of the closing join at
// the start point, which goes through the corner (the stroker has no room test there).
//
// Taken only when that equivalence is plain: one subpath (a move, lines, a close), every
// point finite, no segment degenerate (the stroker skips those), no dash, a finite positive
// width, at most `PolygonStroke.maximumSegments` segments. Anything else returns nil and
// goes to the stroker.

extension Path {
    /// The outline of this path's solid stroke with `style`, curves (round joins) within
    /// `tolerance` user units, when the path is one closed polygon (a move, lines and a close,
    /// every point finite, no zero-length side, at most 64 sides) and the style is not dashed;
    /// nil otherwise. The same outline as `strokedPath(_:tolerance:)` (the stroker's points
    /// in the stroker's order), built without the stroker's buffers. Fill it with the nonzero
    /// rule.
    package func polygonStrokeOutline(_ style: StrokeStyle, tolerance: Double) -> Path? {
        guard style.dash.isEmpty else { return nil }
        return PolygonStroke.outline(self, style: style, tolerance: tolerance)
    }
}

enum PolygonStroke {
    /// The most segments (the closing line included) a polygon stroked this way may have.
    static let maximumSegments = 64
    /// Points (and verbs) one segment can add to a side at most: its line (1), then a join:
    /// outer side a miter line and its end (2) or a round join of up to two cubics (6); inner
    /// side two lines through the pivot (2).
    static let pointsPerSegment = 8

    static func outline(_ path: Path, style: StrokeStyle, tolerance: Double) -> Path? {
        let verbs = path.verbs, points = path.points
        let n = verbs.count
        // A move, at least one line, a close.
        guard n >= 3, n - 1 <= maximumSegments, verbs[0] == .move, verbs[n - 1] == .close else { return nil }
        for i in 1..<(n - 1) where verbs[i] != .line { return nil }
        let stroker = PathStroker(style: style, tolerance: tolerance)
        guard stroker.isDrawable else { return nil }
        for p in points where !(p.x.isFinite && p.y.isFinite) { return nil }
        let start = Vec2(points[0])
        // Segments: every line, and the closing line when the last point is not the start.
        let closing = Vec2(points[points.count - 1]) != start
        let segmentCount = points.count - 1 + (closing ? 1 : 0)
        guard segmentCount >= 1 else { return nil }
        func segment(_ i: Int) -> StrokeSegment {
            let a = Vec2(points[i]), b = i + 1 < points.count ? Vec2(points[i + 1]) : start
            return StrokeSegment(line: a, b)
        }
        for i in 0..<segmentCount where segment(i).isDegenerate() { return nil }

        let capacity = segmentCount * pointsPerSegment + 8
        return withUnsafeTemporaryAllocation(of: Vec2.self, capacity: 2 * capacity) { pointBuffer in
            withUnsafeTemporaryAllocation(of: Path.Verb.self, capacity: 2 * capacity) { verbBuffer in
                var left = StrokeBufferSide(points: pointBuffer.baseAddress!, verbs: verbBuffer.baseAddress!, capacity: capacity)
                var right = StrokeBufferSide(points: pointBuffer.baseAddress! + capacity,
                                             verbs: verbBuffer.baseAddress! + capacity, capacity: capacity)
                let r = stroker.radius, join = stroker.join, limit = stroker.miterLimit, tol = stroker.tolerance
                var firstTangent = Vec2.zero, firstPoint = start
                var lastTangent = Vec2.zero, lastLength = 0.0
                // `PathStroker.strokeLine` and `begin`, for lines only.
                for i in 0..<segmentCount {
                    let seg = segment(i)
                    guard let t = (seg.p3 - seg.p0).normalized else { return nil }
                    let length = (seg.p3 - seg.p0).length
                    let normal = t.perpendicular
                    if i > 0 {
                        StrokeShapes.join(left: &left, right: &right, pivot: seg.p0, t0: lastTangent, t1: t,
                                          radius: r, join: join, miterLimit: limit, tolerance: tol,
                                          innerRoom: 0.5 * min(lastLength, length))
                    } else {
                        firstTangent = t
                        firstPoint = seg.p0
                        left.begin(seg.p0 + r * normal)
                        right.begin(seg.p0 - r * normal)
                    }
                    left.line(to: seg.p3 + r * normal)
                    right.line(to: seg.p3 - r * normal)
                    lastTangent = t
                    lastLength = length
                }
                // `PathStroker.strokeSubpath`'s closed ending: the join at the start, then the
                // left side forwards and the right side backwards, each closed.
                StrokeShapes.join(left: &left, right: &right, pivot: firstPoint, t0: lastTangent, t1: firstTangent,
                                  radius: r, join: join, miterLimit: limit, tolerance: tol)
                guard !left.overflowed, !right.overflowed else { return nil }
                var out = Path()
                out.verbs.reserveCapacity(left.verbCount + right.verbCount + 4)
                out.points.reserveCapacity(left.pointCount + right.pointCount + 2)
                out.move(to: left.start.point)
                left.appendForward(to: &out)
                out.closeSubpath()
                out.move(to: right.current.point)
                right.appendReversed(to: &out)
                out.closeSubpath()
                return out
            }
        }
    }
}

/// An offset side built in a fixed buffer (`StrokeSide`'s rules and layout, no growth): a
/// side that would outgrow it sets `overflowed` and stops taking segments.
struct StrokeBufferSide: StrokeSink {
    let points: UnsafeMutablePointer<Vec2>
    let verbs: UnsafeMutablePointer<Path.Verb>
    let capacity: Int
    private(set) var pointCount = 0
    private(set) var verbCount = 0
    private(set) var overflowed = false
    var start = Vec2.zero
    var current = Vec2.zero

    init(points: UnsafeMutablePointer<Vec2>, verbs: UnsafeMutablePointer<Path.Verb>, capacity: Int) {
        self.points = points
        self.verbs = verbs
        self.capacity = capacity
    }

    mutating func begin(_ p: Vec2) {
        start = p
        current = p
        pointCount = 0
        verbCount = 0
    }

    mutating func line(to p: Vec2) {
        if p == current { return }
        guard pointCount < capacity else { overflowed = true; return }
        verbs[verbCount] = .line
        verbCount += 1
        points[pointCount] = p
        pointCount += 1
        current = p
    }

    mutating func replaceLastLineEnd(with p: Vec2) -> Bool {
        guard verbCount > 0, verbs[verbCount - 1] == .line else { return false }
        points[pointCount - 1] = p
        current = p
        return true
    }

    mutating func cubic(_ c1: Vec2, _ c2: Vec2, _ p: Vec2) {
        guard pointCount + 3 <= capacity else { overflowed = true; return }
        verbs[verbCount] = .cubic
        verbCount += 1
        points[pointCount] = c1
        points[pointCount + 1] = c2
        points[pointCount + 2] = p
        pointCount += 3
        current = p
    }

    /// Appends the side forwards to `path` (which must have an open subpath).
    func appendForward(to path: inout Path) {
        for k in 0..<verbCount { path.verbs.append(verbs[k]) }
        for i in 0..<pointCount { path.points.append(points[i].point) }
    }

    /// Appends the side backwards to `path` (which must have an open subpath): from `current`
    /// back to `start`, as `StrokeSide.appendReversed`.
    func appendReversed(to path: inout Path) {
        path.appendSideReversed(verbs: UnsafeBufferPointer(start: verbs, count: verbCount),
                                points: UnsafeBufferPointer(start: points, count: pointCount), start: start)
    }
}
