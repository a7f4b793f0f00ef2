import Foundation

// The output side of the stroker: the two offset sides of one subpath as they are built, and
// the joins and caps that connect them. See `PathStroker` for the stages.

/// One offset side of a subpath being stroked: a start point and segments, built forwards.
struct StrokeSide {
    /// The first point, set by the first primitive.
    var start = Vec2.zero
    /// The point the next segment starts from.
    var current = Vec2.zero
    /// Segments in order; each starts where the previous ended.
    var segments: [StrokeSegment] = []

    /// Starts the side at `p`, discarding anything built.
    mutating func begin(_ p: Vec2) {
        start = p
        current = p
        segments.removeAll(keepingCapacity: true)
    }

    /// Continues with a straight line; a line to the current point is dropped.
    mutating func line(to p: Vec2) {
        if p == current { return }
        segments.append(StrokeSegment(line: current, p))
        current = p
    }

    /// Moves the end of the last segment, a line, to `p`; false when the last segment is not a
    /// line (nothing changes).
    mutating func replaceLastLineEnd(with p: Vec2) -> Bool {
        guard let last = segments.last, last.kind == .line else { return false }
        segments[segments.count - 1] = StrokeSegment(line: last.p0, p)
        current = p
        return true
    }

    /// Continues with a cubic from the current point.
    mutating func cubic(_ c1: Vec2, _ c2: Vec2, _ p: Vec2) {
        segments.append(StrokeSegment(cubic: current, c1, c2, p))
        current = p
    }

    /// Appends the side forwards to `path` (no move).
    func appendForward(to path: inout Path) {
        for s in segments { s.append(to: &path) }
    }

    /// Appends the side backwards to `path` (no move): from `current` back to `start`.
    func appendReversed(to path: inout Path) {
        for s in segments.reversed() { s.reversed.append(to: &path) }
    }
}

/// Joins, caps and arcs: geometry appended to a `StrokeSide` around a pivot point.
enum StrokeShapes {
    /// Appends a circular arc around `center` with radius `r` from direction `from` to
    /// direction `to` (unit vectors), turning the way that passes direction `via`, as cubics of
    /// at most a quarter turn each.
    static func arc(_ side: inout StrokeSide, center: Vec2, radius r: Double, from: Vec2, to: Vec2, via: Vec2) {
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
    static func join(left: inout StrokeSide, right: inout StrokeSide, pivot p: Vec2, t0: Vec2, t1: Vec2,
                     radius r: Double, join: CGLineJoin, miterLimit: Double, innerRoom: Double? = nil) {
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
        func outer(_ side: inout StrokeSide) {
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
                // The arc passes the bisector of the outer normals, or straight ahead on a U-turn.
                let mid = (o0 + o1).normalized ?? t0
                arc(&side, center: p, radius: r, from: o0, to: o1, via: mid)
            @unknown default:
                side.line(to: p + r * o1)
            }
        }
        func inner(_ side: inout StrokeSide) {
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
            arc(&side, center: p, radius: r, from: n, to: -n, via: t)
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
