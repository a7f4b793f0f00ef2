import Foundation

// The output side of the stroker: the two offset sides of one subpath as they are built, and
// the joins and caps that connect them. See `PathStroker` for the stages.

/// Where joins, caps and arcs append an offset side's segments: `StrokeSide` (the stroker's
/// growable side) or `StrokeBufferSide` (a fixed buffer, `Path+PolygonStroke.swift`). Both
/// keep the same rules (a line to the current point is dropped), so the same calls build the
/// same points in either.
protocol StrokeSink {
    /// Continues with a straight line; a line to the current point is dropped.
    mutating func line(to p: Vec2)
    /// Moves the end of the last segment, a line, to `p`; false when the last segment is not a
    /// line (nothing changes).
    mutating func replaceLastLineEnd(with p: Vec2) -> Bool
    /// Continues with a cubic from the current point.
    mutating func cubic(_ c1: Vec2, _ c2: Vec2, _ p: Vec2)
}

extension StrokeSink {
    /// With `keeps`, moves the end of the last segment, a line, to `tip`, and returns true;
    /// otherwise, or when the last segment is not a line, changes nothing and returns false.
    mutating func replaceLastLineEnd(ifMiterFits tip: Vec2, keeps: Bool) -> Bool {
        keeps && replaceLastLineEnd(with: tip)
    }
}

/// One offset side of a subpath being stroked: a start point, then lines and cubics built
/// forwards, kept as compact verbs and points (the path's own layout) so appending the side
/// to the outline, forwards or backwards, copies points without per-segment conversion.
struct StrokeSide: StrokeSink {
    /// The first point, set by the first primitive.
    var start = Vec2.zero
    /// The point the next segment starts from.
    var current = Vec2.zero
    /// `.line` or `.cubic` per segment, in order; each starts where the previous ended.
    private(set) var verbs: [Path.Verb] = []
    /// The points the verbs consume: the end of a line; both controls and the end of a cubic.
    private(set) var points: [Vec2] = []

    /// Starts the side at `p`, discarding anything built.
    mutating func begin(_ p: Vec2) {
        start = p
        current = p
        verbs.removeAll(keepingCapacity: true)
        points.removeAll(keepingCapacity: true)
    }

    /// Continues with a straight line; a line to the current point is dropped.
    mutating func line(to p: Vec2) {
        if p == current { return }
        verbs.append(.line)
        points.append(p)
        current = p
    }

    /// Moves the end of the last segment, a line, to `p`; false when the last segment is not a
    /// line (nothing changes).
    mutating func replaceLastLineEnd(with p: Vec2) -> Bool {
        guard verbs.last == .line else { return false }
        points[points.count - 1] = p
        current = p
        return true
    }

    /// Continues with a cubic from the current point.
    mutating func cubic(_ c1: Vec2, _ c2: Vec2, _ p: Vec2) {
        verbs.append(.cubic)
        points.append(c1)
        points.append(c2)
        points.append(p)
        current = p
    }

    /// Appends the side forwards to `path` (no move; `path` must have an open subpath).
    func appendForward(to path: inout Path) {
        path.verbs.append(contentsOf: verbs)
        for p in points { path.points.append(p.point) }
    }

    /// Appends the side backwards to `path` (no move; `path` must have an open subpath): from
    /// `current` back to `start`.
    func appendReversed(to path: inout Path) {
        path.appendSideReversed(verbs: verbs, points: points, start: start)
    }
}

/// Joins, caps and arcs: geometry appended to a `StrokeSide` around a pivot point.
enum StrokeShapes {
    /// Appends a circular arc around `center` with radius `r` from direction `from` to
    /// direction `to` (unit vectors), turning the way that passes direction `via`, as cubics of
    /// at most a quarter turn each.
    static func arc<S: StrokeSink>(_ side: inout S, center: Vec2, radius r: Double, from: Vec2, to: Vec2, via: Vec2) {
        let cosSweep = from.dot(to), sinSweep = from.cross(to)
        if cosSweep > 0 && abs(sinSweep) >= 1e-9 && from.cross(via) * sinSweep > 0 && via.cross(to) * sinSweep > 0 {
            // Under a quarter turn through `via` (every join between the short pieces of a
            // flattened curve): one cubic, its handle factor 4/3·tan(sweep/4) from the
            // half-angle formula twice instead of trigonometry.
            let tanHalf = sinSweep / (1 + cosSweep)
            let k = 4.0 / 3.0 * tanHalf / (1 + (1 + tanHalf * tanHalf).squareRoot())
            side.cubic(center + r * (from + k * from.perpendicular),
                       center + r * (to - k * to.perpendicular),
                       center + r * to)
            return
        }
        var sweep = atan2(sinSweep, cosSweep)
        // Pick the direction of travel that passes `via`.
        let viaAngle = atan2(from.cross(via), from.dot(via))
        if sweep >= 0 {
            if viaAngle < -1e-12 || viaAngle > sweep + 1e-12 { sweep -= 2 * Double.pi }
        } else {
            if viaAngle > 1e-12 || viaAngle < sweep - 1e-12 { sweep += 2 * Double.pi }
        }
        if abs(sweep) < 1e-9 { side.line(to: center + r * to); return }
        let n = max(1, Int((abs(sweep) / (Double.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / Double(n)
        let k = 4.0 / 3.0 * tan(step / 4)
        let start = atan2(from.y, from.x)
        var a0 = Vec2(cos(start), sin(start))
        for i in 1...n {
            let angle = start + step * Double(i)
            let a1 = i == n ? to : Vec2(cos(angle), sin(angle))
            side.cubic(center + r * (a0 + k * a0.perpendicular),
                       center + r * (a1 - k * a1.perpendicular),
                       center + r * a1)
            a0 = a1
        }
    }

    /// Appends the shorter circular arc around `center` with radius `r` from unit direction
    /// `from` to unit direction `to` (not opposite), without trigonometric calls: a chord when
    /// it stays within `tolerance` of the arc, else one cubic per half of a turn past 90°.
    static func shortArc<S: StrokeSink>(_ side: inout S, center: Vec2, radius r: Double, from: Vec2, to: Vec2,
                         tolerance: Double) {
        let c = min(max(from.dot(to), -1), 1)
        // cos of half the sweep; the chord misses the arc by r·(1 − cos(sweep/2)).
        let cosHalf = ((1 + c) * 0.5).squareRoot()
        if r * (1 - cosHalf) <= tolerance {
            side.line(to: center + r * to)
            return
        }
        let turn: Double = from.cross(to) >= 0 ? 1 : -1
        if c >= 0 {
            arcPiece(&side, center: center, radius: r, from: from, to: to, cosSweep: c, turn: turn)
        } else {
            // Past a quarter turn: two equal pieces meeting on the bisector.
            let mid = (from + to).normalized ?? turn * from.perpendicular
            arcPiece(&side, center: center, radius: r, from: from, to: mid, cosSweep: cosHalf, turn: turn)
            arcPiece(&side, center: center, radius: r, from: mid, to: to, cosSweep: cosHalf, turn: turn)
        }
    }

    /// One cubic for an arc of at most a quarter turn between unit directions `a0` and `a1`
    /// whose sweep has cosine `cosSweep`, turning counterclockwise for `turn` = 1.
    private static func arcPiece<S: StrokeSink>(_ side: inout S, center: Vec2, radius r: Double, from a0: Vec2, to a1: Vec2,
                                 cosSweep c: Double, turn: Double) {
        // Handle length 4/3·tan(sweep/4), with tan(x/2) = sin x / (1 + cos x) at x = sweep/2.
        let cosHalf = ((1 + c) * 0.5).squareRoot()
        let sinHalf = max((1 - c) * 0.5, 0).squareRoot()
        let k = turn * (4.0 / 3.0) * sinHalf / (1 + cosHalf)
        side.cubic(center + r * (a0 + k * a0.perpendicular),
                   center + r * (a1 - k * a1.perpendicular),
                   center + r * a1)
    }

    /// Appends the join at `pivot` between incoming unit tangent `t0` and outgoing `t1` to both
    /// sides. The outer side gets the join's shape; the inner side goes through the pivot (as
    /// Skia's stroker does), which keeps every piece of the outline positively wound, so the
    /// nonzero fill covers the overlap without holes.
    ///
    /// `innerRoom` is how far along both neighbouring segments the inner offsets may be cut
    /// back (nil when either is a curve). When the inner offsets meet within it, the inner side
    /// goes through their intersection instead of the pivot: no overlapping pieces near the
    /// corner, so a rasterizer that applies the fill rule per pixel (Limner's analytic
    /// coverage) does not over-cover the corner pixel.
    static func join<S: StrokeSink>(left: inout S, right: inout S, pivot p: Vec2, t0: Vec2, t1: Vec2,
                     radius r: Double, join: CGLineJoin, miterLimit: Double, tolerance: Double,
                     innerRoom: Double? = nil) {
        let n0 = t0.perpendicular, n1 = t1.perpendicular
        let cross = t0.cross(t1), dot = t0.dot(t1)
        if dot > 0 && abs(cross) * r < 1e-9 * max(r, 1) {
            // Straight on (within rounding): continue both sides.
            left.line(to: p + r * n1)
            right.line(to: p - r * n1)
            return
        }
        // Turning left (cross > 0 with the left normal +n) puts the outer side on the right.
        let outerIsLeft = cross <= 0
        let sigma: Double = outerIsLeft ? 1 : -1
        let o0 = sigma * n0, o1 = sigma * n1
        func outer(_ side: inout S) {
            // Between two lines, when the join keeps its miter (or the miter tip is within the
            // tolerance of the join's shape: a nearly straight corner), the outer side is the
            // two offset lines meeting at the tip: the incoming line is extended to it and the
            // outgoing one starts there, so the corner adds no edge.
            if innerRoom != nil, 1 + dot > 1e-6,
               side.replaceLastLineEnd(ifMiterFits: p + (r / (1 + dot)) * (o0 + o1),
                                       keeps: keepsMiter(dot: dot, radius: r, join: join,
                                                         miterLimit: miterLimit, tolerance: tolerance)) {
                return
            }
            switch join {
            case .bevel:
                side.line(to: p + r * o1)
            case .miter:
                // Miter length ÷ width = 1 / cos(φ/2) with φ the turn; beveled past the limit.
                let cosHalfSquared = (1 + dot) / 2
                if cosHalfSquared > 1e-12 && cosHalfSquared * miterLimit * miterLimit >= 1 {
                    side.line(to: p + (r / (1 + dot)) * (o0 + o1))
                }
                side.line(to: p + r * o1)
            case .round:
                if 1 + dot > 1e-9 {
                    // The shorter arc: it passes the bisector of the outer normals.
                    shortArc(&side, center: p, radius: r, from: o0, to: o1, tolerance: tolerance)
                } else {
                    // A U-turn: half a circle straight ahead.
                    arc(&side, center: p, radius: r, from: o0, to: o1, via: t0)
                }
            @unknown default:
                side.line(to: p + r * o1)
            }
        }
        func inner(_ side: inout S) {
            // The inner offsets meet r·tan(φ/2) from the pivot along each segment.
            if let room = innerRoom, 1 + dot > 1e-6, r * abs(cross) / (1 + dot) <= room,
               side.replaceLastLineEnd(with: p - (sigma * r / (1 + dot)) * (n0 + n1)) {
                return
            }
            side.line(to: p)
            side.line(to: p - sigma * r * n1)
        }
        if outerIsLeft { outer(&left); inner(&right) } else { outer(&right); inner(&left) }
    }

    /// Whether a join with turn cosine `dot` may be drawn as its miter tip: always for a miter
    /// within the limit, for round and bevel joins when the tip lies within `tolerance` of the
    /// join's own shape (its arc, or its bevel line).
    static func keepsMiter(dot: Double, radius r: Double, join: CGLineJoin, miterLimit: Double,
                           tolerance: Double) -> Bool {
        // cos²(φ/2) for the turn φ; the tip lies r / cos(φ/2) from the pivot.
        let cosHalfSquared = (1 + dot) / 2
        guard cosHalfSquared > 1e-12 else { return false }
        let cosHalf = cosHalfSquared.squareRoot()
        switch join {
        case .miter: return cosHalfSquared * miterLimit * miterLimit >= 1
        case .round: return r * (1 / cosHalf - 1) <= tolerance
        case .bevel: return r * (1 / cosHalf - cosHalf) <= tolerance
        @unknown default: return false
        }
    }

    /// Appends the cap at the end `p` of a subpath with unit tangent `t`: from the left offset
    /// point `p + r·n` to the right one `p − r·n`.
    static func endCap(_ side: inout StrokeSide, at p: Vec2, tangent t: Vec2, radius r: Double, cap: CGLineCap) {
        let n = t.perpendicular
        switch cap {
        case .butt:
            side.line(to: p - r * n)
        case .square:
            side.line(to: p + r * n + r * t)
            side.line(to: p - r * n + r * t)
            side.line(to: p - r * n)
        case .round:
            // Two quarter turns through the tangent direction.
            let turn: Double = n.cross(t) >= 0 ? 1 : -1
            arcPiece(&side, center: p, radius: r, from: n, to: t, cosSweep: 0, turn: turn)
            arcPiece(&side, center: p, radius: r, from: t, to: -n, cosSweep: 0, turn: turn)
        @unknown default:
            side.line(to: p - r * n)
        }
    }

    /// Appends a dot for a zero-length subpath at `p` as a closed contour: a circle for round
    /// caps, an axis-aligned square for square caps, nothing for butt caps (Core Graphics').
    static func dot(into path: inout Path, at p: Vec2, radius r: Double, cap: CGLineCap) {
        switch cap {
        case .round:
            var side = StrokeSide()
            side.begin(p + Vec2(r, 0))
            // Same orientation as stroke bands (clockwise with y up), so overlaps add up.
            arc(&side, center: p, radius: r, from: Vec2(1, 0), to: Vec2(-1, 0), via: Vec2(0, -1))
            arc(&side, center: p, radius: r, from: Vec2(-1, 0), to: Vec2(1, 0), via: Vec2(0, 1))
            path.move(to: side.start.point)
            side.appendForward(to: &path)
            path.closeSubpath()
        case .square:
            path.move(to: CGPoint(x: p.x - r, y: p.y - r))
            path.addLine(to: CGPoint(x: p.x - r, y: p.y + r))
            path.addLine(to: CGPoint(x: p.x + r, y: p.y + r))
            path.addLine(to: CGPoint(x: p.x + r, y: p.y - r))
            path.closeSubpath()
        default:
            break
        }
    }
}

extension Path {
    /// Appends a stroke side backwards (no move; the path must have an open subpath): from its
    /// last point back to `start`, each segment reversed. `verbs` and `points` are the side's
    /// compact layout (`StrokeSide`, `StrokeBufferSide`): a line consumes one point, a cubic three.
    mutating func appendSideReversed<Verbs: RandomAccessCollection<Verb>, Points: RandomAccessCollection<Vec2>>(
        verbs: Verbs, points: Points, start: Vec2
    ) where Verbs.Index == Int, Points.Index == Int {
        var i = points.endIndex
        var k = verbs.endIndex
        while k > verbs.startIndex {
            k -= 1
            if verbs[k] == .line {
                i -= 1
                self.verbs.append(.line)
                self.points.append((i > points.startIndex ? points[i - 1] : start).point)
            } else {
                i -= 3
                self.verbs.append(.cubic)
                self.points.append(points[i + 1].point)
                self.points.append(points[i].point)
                self.points.append((i > points.startIndex ? points[i - 1] : start).point)
            }
        }
    }
}
