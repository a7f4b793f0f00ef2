import Foundation

// Internal geometry shared by the stroker, the dasher and trimming: a 2D vector type and one
// path segment in cubic form.

/// A 2D vector of doubles for stroking arithmetic.
struct Vec2: Equatable {
    var x: Double
    var y: Double

    init(_ x: Double, _ y: Double) { self.x = x; self.y = y }
    init(_ p: CGPoint) { x = Double(p.x); y = Double(p.y) }

    static let zero = Vec2(0, 0)
    var point: CGPoint { CGPoint(x: x, y: y) }

    static func + (a: Vec2, b: Vec2) -> Vec2 { Vec2(a.x + b.x, a.y + b.y) }
    static func - (a: Vec2, b: Vec2) -> Vec2 { Vec2(a.x - b.x, a.y - b.y) }
    static func * (a: Vec2, k: Double) -> Vec2 { Vec2(a.x * k, a.y * k) }
    static func * (k: Double, a: Vec2) -> Vec2 { Vec2(a.x * k, a.y * k) }
    static prefix func - (a: Vec2) -> Vec2 { Vec2(-a.x, -a.y) }

    func dot(_ b: Vec2) -> Double { x * b.x + y * b.y }
    func cross(_ b: Vec2) -> Double { x * b.y - y * b.x }
    var length: Double { (x * x + y * y).squareRoot() }
    var lengthSquared: Double { x * x + y * y }
    var isFinite: Bool { x.isFinite && y.isFinite }
    /// The vector rotated a quarter turn (+x → +y): the left normal in a y-up frame.
    var perpendicular: Vec2 { Vec2(-y, x) }

    /// The unit vector in this direction, or nil for a (nearly) zero or non-finite vector.
    var normalized: Vec2? {
        let l = length
        guard l > 1e-300, l.isFinite else { return nil }
        return Vec2(x / l, y / l)
    }

    static func lerp(_ a: Vec2, _ b: Vec2, _ t: Double) -> Vec2 { Vec2(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t) }
}

/// One drawing segment of a path in cubic form.
///
/// Lines and quadratic curves are stored degree-elevated (exactly) so every operation is the
/// cubic one; `kind` remembers the original degree so output keeps lines as lines and quads as
/// quads (elevation commutes with de Casteljau subdivision, so split quads stay quads).
struct StrokeSegment {
    /// The degree the segment had in the source path.
    enum Kind { case line, quad, cubic }

    var kind: Kind
    var p0: Vec2
    var p1: Vec2
    var p2: Vec2
    var p3: Vec2

    init(line a: Vec2, _ b: Vec2) {
        kind = .line
        p0 = a; p1 = Vec2.lerp(a, b, 1.0 / 3); p2 = Vec2.lerp(a, b, 2.0 / 3); p3 = b
    }

    init(quad a: Vec2, _ c: Vec2, _ b: Vec2) {
        kind = .quad
        p0 = a; p1 = Vec2.lerp(a, c, 2.0 / 3); p2 = Vec2.lerp(b, c, 2.0 / 3); p3 = b
    }

    init(cubic a: Vec2, _ c1: Vec2, _ c2: Vec2, _ b: Vec2) {
        kind = .cubic
        p0 = a; p1 = c1; p2 = c2; p3 = b
    }

    /// The quad control point of a degree-elevated quadratic.
    var quadControl: Vec2 { (3 * p1 - p0) * 0.5 }

    /// The point at parameter `t`.
    func point(_ t: Double) -> Vec2 {
        if kind == .line { return Vec2.lerp(p0, p3, t) }
        let u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        return Vec2(a * p0.x + b * p1.x + c * p2.x + d * p3.x, a * p0.y + b * p1.y + c * p2.y + d * p3.y)
    }

    /// The first derivative at `t`.
    func derivative(_ t: Double) -> Vec2 {
        if kind == .line { return p3 - p0 }
        let u = 1 - t
        let a = p1 - p0, b = p2 - p1, c = p3 - p2
        return 3 * (u * u * a + 2 * u * t * b + t * t * c)
    }

    /// The second derivative at `t`.
    func secondDerivative(_ t: Double) -> Vec2 {
        if kind == .line { return .zero }
        let a = p2 - 2 * p1 + p0, b = p3 - 2 * p2 + p1
        return 6 * ((1 - t) * a + t * b)
    }

    /// The two halves at `t` (de Casteljau; exact for every kind).
    func split(_ t: Double) -> (StrokeSegment, StrokeSegment) {
        let ab = Vec2.lerp(p0, p1, t), bc = Vec2.lerp(p1, p2, t), cd = Vec2.lerp(p2, p3, t)
        let abc = Vec2.lerp(ab, bc, t), bcd = Vec2.lerp(bc, cd, t)
        let m = Vec2.lerp(abc, bcd, t)
        var l = self, r = self
        l.p1 = ab; l.p2 = abc; l.p3 = m
        r.p0 = m; r.p1 = bcd; r.p2 = cd
        if kind == .line {
            // Straight from the end points, so a line cut at ¼ lands exactly on ¼.
            let q = Vec2(p0.x + (p3.x - p0.x) * t, p0.y + (p3.y - p0.y) * t)
            l = StrokeSegment(line: p0, q)
            r = StrokeSegment(line: q, p3)
        }
        return (l, r)
    }

    /// The part between parameters `t0 ≤ t1`.
    func sub(_ t0: Double, _ t1: Double) -> StrokeSegment {
        if t0 <= 0 && t1 >= 1 { return self }
        if t0 <= 0 { return split(t1).0 }
        let right = split(t0).1
        if t1 >= 1 { return right }
        return right.split((t1 - t0) / (1 - t0)).0
    }

    /// The segment traversed backwards.
    var reversed: StrokeSegment {
        var r = self
        r.p0 = p3; r.p1 = p2; r.p2 = p1; r.p3 = p0
        return r
    }

    /// Whether all control points coincide (within `eps`).
    func isDegenerate(_ eps: Double = 1e-12) -> Bool {
        let s = max(abs(p0.x), abs(p0.y), 1) * eps
        func near(_ a: Vec2) -> Bool { abs(a.x - p0.x) <= s && abs(a.y - p0.y) <= s }
        return near(p1) && near(p2) && near(p3)
    }

    /// The unit tangent at the start: the first control point distinct from `p0`.
    var startTangent: Vec2? {
        (p1 - p0).normalized ?? (p2 - p0).normalized ?? (p3 - p0).normalized
    }

    /// The unit tangent at the end: towards `p3` from the last control point distinct from it.
    var endTangent: Vec2? {
        (p3 - p2).normalized ?? (p3 - p1).normalized ?? (p3 - p0).normalized
    }

    /// Appends the segment (without a move) to `path`, in its source degree.
    func append(to path: inout Path) {
        switch kind {
        case .line: path.addLine(to: p3.point)
        case .quad: path.addQuadCurve(to: p3.point, control: quadControl.point)
        case .cubic: path.addCurve(to: p3.point, control1: p1.point, control2: p2.point)
        }
    }
}

/// A path decomposed into subpaths of segments; NaN or infinite subpaths are dropped.
struct SegmentedSubpath {
    /// The subpath's start point.
    var start: Vec2
    /// Its segments in order; a closed subpath ends with the closing line when it has length.
    var segments: [StrokeSegment]
    /// Whether the source closed the subpath.
    var closed: Bool

    /// Splits `path` into subpaths. Subpaths with a non-finite point are dropped whole (as the
    /// flattener does). A lone move (a subpath with no segment) is dropped too: Core Graphics
    /// and Skia draw nothing for it. A closed subpath gets an explicit closing line when its
    /// last point differs from its start.
    static func decompose(_ path: Path) -> [SegmentedSubpath] {
        var out: [SegmentedSubpath] = []
        var buffer: [StrokeSegment] = []
        forEach(in: path, buffer: &buffer) { out.append($0) }
        return out
    }

    /// Calls `body` with each subpath `decompose` would return, in order, building their
    /// segments in `buffer`: a caller that keeps no subpath lets one buffer serve them all.
    static func forEach(in path: Path, buffer: inout [StrokeSegment], _ body: (SegmentedSubpath) -> Void) {
        var start = Vec2.zero
        var open = false
        var finite = true
        var last = Vec2.zero
        func finish(closed: Bool) {
            if open, finite, !(buffer.isEmpty && !closed) {
                body(SegmentedSubpath(start: start, segments: buffer, closed: closed))
            }
            buffer.removeAll(keepingCapacity: true)
            open = false
            finite = true
        }
        let pts = path.points
        var pi = 0
        for verb in path.verbs {
            switch verb {
            case .move:
                finish(closed: false)
                last = Vec2(pts[pi])
                finite = last.isFinite
                start = last
                open = true
            case .line:
                let b = Vec2(pts[pi])
                finite = finite && b.isFinite
                if open { buffer.append(StrokeSegment(line: last, b)) }
                last = b
            case .quad:
                let c = Vec2(pts[pi]), b = Vec2(pts[pi + 1])
                finite = finite && c.isFinite && b.isFinite
                if open { buffer.append(StrokeSegment(quad: last, c, b)) }
                last = b
            case .cubic:
                let c1 = Vec2(pts[pi]), c2 = Vec2(pts[pi + 1]), b = Vec2(pts[pi + 2])
                finite = finite && c1.isFinite && c2.isFinite && b.isFinite
                if open { buffer.append(StrokeSegment(cubic: last, c1, c2, b)) }
                last = b
            case .close:
                if open {
                    if last != start { buffer.append(StrokeSegment(line: last, start)) }
                    last = start
                }
                finish(closed: true)
            }
            pi += verb.pointCount
        }
        finish(closed: false)
    }
}
