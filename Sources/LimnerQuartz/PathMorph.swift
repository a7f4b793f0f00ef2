import Foundation

/// Interpolation between two paths: how `CAShapeLayer.path` animates.
///
/// Core Animation documents only the case of equal structure (a linear blend of the points)
/// and calls the rest undefined. Limner defines every case:
/// 1. Same verbs: every point, on-curve and control, is blended linearly.
/// 2. Different verbs but the same number of subpaths: each subpath is rewritten as cubic
///    segments (a line is the cubic with control points at its thirds, a quadratic is
///    degree-elevated, a close that is not at the start adds a line back to it); each list's
///    longest segment is halved (de Casteljau) until both have twice the larger count; a closed
///    pair is rotated to the start that minimises the summed distance between matching
///    on-curve points; then every point is blended. A circle (four cubics) morphs into a
///    rectangle (four lines) as a rounded square whose corners sharpen.
/// 3. A different number of subpaths: no blend; the start path shows below fraction 0.5,
///    the end path from 0.5 on.
enum PathMorph {
    static func interpolate(_ a: Path, _ b: Path, fraction f: Double) -> Path {
        if f <= 0 { return a }
        if f >= 1 { return b }
        if a.verbs == b.verbs {
            var result = Path()
            var i = 0
            let g = CGFloat(f)
            func mix(_ p: CGPoint, _ q: CGPoint) -> CGPoint { CGPoint(x: p.x + (q.x - p.x) * g, y: p.y + (q.y - p.y) * g) }
            for verb in a.verbs {
                switch verb {
                case .move: result.move(to: mix(a.points[i], b.points[i]))
                case .line: result.addLine(to: mix(a.points[i], b.points[i]))
                case .quad: result.addQuadCurve(to: mix(a.points[i + 1], b.points[i + 1]), control: mix(a.points[i], b.points[i]))
                case .cubic:
                    result.addCurve(to: mix(a.points[i + 2], b.points[i + 2]), control1: mix(a.points[i], b.points[i]),
                                    control2: mix(a.points[i + 1], b.points[i + 1]))
                case .close: result.closeSubpath()
                }
                i += verb.pointCount
            }
            return result
        }
        let sa = CubicSubpath.subpaths(of: a), sb = CubicSubpath.subpaths(of: b)
        guard sa.count == sb.count, !sa.isEmpty else { return f < 0.5 ? a : b }
        var result = Path()
        for (p, q) in zip(sa, sb) {
            var p = p, q = q
            // Twice the larger count: a circle's quarter arcs gain their 45° points and a
            // square's sides their midpoints, so corners can meet diagonals.
            let count = 2 * max(p.segments.count, q.segments.count)
            p.split(toCount: count)
            q.split(toCount: count)
            if p.closed && q.closed { q.rotate(toMatch: p) }
            p.blend(with: q, fraction: CGFloat(f), into: &result)
        }
        return result
    }
}

/// One subpath as a start point and cubic segments.
struct CubicSubpath {
    struct Segment { var c1: CGPoint; var c2: CGPoint; var end: CGPoint }
    var start: CGPoint
    var segments: [Segment]
    var closed: Bool

    static func subpaths(of path: Path) -> [CubicSubpath] {
        var result: [CubicSubpath] = []
        var current: CubicSubpath?
        var last = CGPoint.zero
        var i = 0
        func third(_ a: CGPoint, _ b: CGPoint, _ k: CGFloat) -> CGPoint { CGPoint(x: a.x + (b.x - a.x) * k, y: a.y + (b.y - a.y) * k) }
        for verb in path.verbs {
            let pts = path.points
            switch verb {
            case .move:
                if let c = current { result.append(c) }
                current = CubicSubpath(start: pts[i], segments: [], closed: false)
                last = pts[i]
            case .line:
                current?.segments.append(Segment(c1: third(last, pts[i], 1.0 / 3), c2: third(last, pts[i], 2.0 / 3), end: pts[i]))
                last = pts[i]
            case .quad:
                let c = pts[i], e = pts[i + 1]
                current?.segments.append(Segment(c1: third(last, c, 2.0 / 3), c2: third(e, c, 2.0 / 3), end: e))
                last = e
            case .cubic:
                current?.segments.append(Segment(c1: pts[i], c2: pts[i + 1], end: pts[i + 2]))
                last = pts[i + 2]
            case .close:
                if var c = current {
                    if last != c.start {
                        c.segments.append(Segment(c1: third(last, c.start, 1.0 / 3), c2: third(last, c.start, 2.0 / 3), end: c.start))
                    }
                    c.closed = true
                    result.append(c)
                    last = c.start
                }
                current = nil
            }
            i += verb.pointCount
        }
        if let c = current { result.append(c) }
        return result.filter { !$0.segments.isEmpty || result.count == 1 }
    }

    /// Halves the longest segment until there are `count` segments.
    mutating func split(toCount count: Int) {
        guard !segments.isEmpty else {
            segments = Array(repeating: Segment(c1: start, c2: start, end: start), count: count)
            return
        }
        while segments.count < count {
            var longest = 0, longestLength: CGFloat = -1
            var from = start
            var starts: [CGPoint] = []
            for (k, s) in segments.enumerated() {
                starts.append(from)
                let length = hypot(s.end.x - from.x, s.end.y - from.y) + hypot(s.c1.x - from.x, s.c1.y - from.y)
                if length > longestLength { longestLength = length; longest = k }
                from = s.end
            }
            let s = segments[longest], p0 = starts[longest]
            func mid(_ a: CGPoint, _ b: CGPoint) -> CGPoint { CGPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2) }
            let p01 = mid(p0, s.c1), p12 = mid(s.c1, s.c2), p23 = mid(s.c2, s.end)
            let p012 = mid(p01, p12), p123 = mid(p12, p23), m = mid(p012, p123)
            segments[longest] = Segment(c1: p01, c2: p012, end: m)
            segments.insert(Segment(c1: p123, c2: p23, end: s.end), at: longest + 1)
        }
    }

    /// For a closed subpath: picks the segment boundary to start at that best matches `other`.
    mutating func rotate(toMatch other: CubicSubpath) {
        let n = segments.count
        guard n > 1, n == other.segments.count else { return }
        var best = 0, bestCost = CGFloat.infinity
        for r in 0..<n {
            var cost: CGFloat = 0
            for k in 0..<n {
                let a = other.segments[k].end, b = segments[(k + r) % n].end
                cost += (a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)
            }
            if cost < bestCost { bestCost = cost; best = r }
        }
        guard best != 0 else { return }
        start = segments[best - 1].end
        segments = Array(segments[best...] + segments[..<best])
    }

    func blend(with other: CubicSubpath, fraction g: CGFloat, into path: inout Path) {
        func mix(_ p: CGPoint, _ q: CGPoint) -> CGPoint { CGPoint(x: p.x + (q.x - p.x) * g, y: p.y + (q.y - p.y) * g) }
        path.move(to: mix(start, other.start))
        for (s, t) in zip(segments, other.segments) {
            path.addCurve(to: mix(s.end, t.end), control1: mix(s.c1, t.c1), control2: mix(s.c2, t.c2))
        }
        if closed || other.closed { path.closeSubpath() }
    }
}
