import Foundation

/// Arc-length measurement of a path, shared by dashing (`PathDasher`) and trimming
/// (`Path.trimmedPath(from:to:)`).
///
/// Each subpath with a finite point set becomes a contour (a closed subpath includes its
/// closing line). Lines are measured exactly; curves by 5-point Gauss–Legendre quadrature of
/// their speed over 16 equal parameter steps, and a distance is turned back into a parameter
/// by Newton's method inside its step, so extracted pieces are exact sub-curves (de Casteljau
/// at the found parameter) and stay curves.
public struct PathMeasure: Sendable {
    /// One measured subpath.
    struct Contour: Sendable {
        var segments: [StrokeSegment]
        /// Distance from the contour start to each segment's end.
        var ends: [Double]
        /// For curve segments, the cumulative length at each of the 16 steps (17 values);
        /// empty for lines.
        var tables: [[Double]]
        var closed: Bool
        var start: Vec2
        var length: Double { ends.last ?? 0 }
    }

    static let steps = 16
    var contours: [Contour]

    /// The total length of all subpaths.
    public let length: Double

    /// Measures `path`. Subpaths with a non-finite point are left out.
    public init(_ path: Path) {
        var cs: [Contour] = []
        for sub in SegmentedSubpath.decompose(path) {
            var c = Contour(segments: sub.segments, ends: [], tables: [], closed: sub.closed, start: sub.start)
            var total = 0.0
            for s in sub.segments {
                if s.kind == .line {
                    total += (s.p3 - s.p0).length
                    c.tables.append([])
                } else {
                    let table = PathMeasure.table(s)
                    total += table[PathMeasure.steps]
                    c.tables.append(table)
                }
                c.ends.append(total)
            }
            cs.append(c)
        }
        contours = cs
        length = cs.reduce(0) { $0 + $1.length }
    }

    /// The lengths of the subpaths, in order.
    public var subpathLengths: [Double] { contours.map(\.length) }

    // MARK: Quadrature

    private static let nodes: [Double] = [0, -0.5384693101056831, 0.5384693101056831, -0.9061798459386640, 0.9061798459386640]
    private static let weights: [Double] = [0.5688888888888889, 0.4786286704993665, 0.4786286704993665, 0.2369268850561891, 0.2369268850561891]

    /// The arc length of `s` between parameters `a` and `b`.
    static func length(_ s: StrokeSegment, _ a: Double, _ b: Double) -> Double {
        let h = (b - a) / 2, m = (a + b) / 2
        var sum = 0.0
        for i in 0..<5 { sum += weights[i] * s.derivative(m + h * nodes[i]).length }
        return sum * h
    }

    static func table(_ s: StrokeSegment) -> [Double] {
        var t = [0.0]
        t.reserveCapacity(steps + 1)
        var acc = 0.0
        for i in 0..<steps {
            acc += length(s, Double(i) / Double(steps), Double(i + 1) / Double(steps))
            t.append(acc)
        }
        return t
    }

    /// The parameter of segment `i` of contour `c` at distance `d` from the segment's start.
    func parameter(contour c: Contour, segment i: Int, distance d: Double) -> Double {
        let s = c.segments[i]
        let segStart = i == 0 ? 0 : c.ends[i - 1]
        let len = c.ends[i] - segStart
        guard len > 0 else { return 0 }
        if d <= 0 { return 0 }
        if d >= len { return 1 }
        if s.kind == .line { return d / len }
        let table = c.tables[i]
        // The step holding d: the last table value ≤ d.
        var lo = 0, hi = PathMeasure.steps
        while hi - lo > 1 {
            let mid = (lo + hi) / 2
            if table[mid] <= d { lo = mid } else { hi = mid }
        }
        let n = Double(PathMeasure.steps)
        let ta = Double(lo) / n, tb = Double(lo + 1) / n
        let stepLength = table[lo + 1] - table[lo]
        var t = stepLength > 0 ? ta + (d - table[lo]) / stepLength / n : ta
        // Newton converges quadratically from the interpolated start; stop once the distance
        // is within 1e-9 of the segment length (far below any outline tolerance) rather than
        // always iterating 4 times.
        let exact = 1e-9 * max(len, 1)
        for _ in 0..<4 {
            let f = table[lo] + PathMeasure.length(s, ta, t) - d
            if abs(f) <= exact { break }
            let speed = s.derivative(t).length
            guard speed > 1e-12 else { break }
            t = min(max(t - f / speed, ta), tb)
        }
        return t
    }

    /// Appends the part of contour `c` between distances `d0 ≤ d1` to `path` as a new subpath.
    /// `d0 == d1` gives a zero-length line (a dot once stroked with round or square caps).
    /// With `continuing`, the piece continues the path's current subpath instead (no move; the
    /// current point must be the piece's start).
    func appendPiece(of c: Contour, from d0: Double, to d1: Double, into path: inout Path, continuing: Bool = false) {
        func move(_ p: Vec2) { if !continuing { path.move(to: p.point) } }
        guard !c.segments.isEmpty else {
            move(c.start)
            path.addLine(to: c.start.point)
            return
        }
        let a = min(max(d0, 0), c.length), b = min(max(d1, a), c.length)
        var i = 0
        while i < c.ends.count - 1 && c.ends[i] <= a { i += 1 }
        var j = i
        while j < c.ends.count - 1 && c.ends[j] < b { j += 1 }
        let ta = parameter(contour: c, segment: i, distance: a - (i == 0 ? 0 : c.ends[i - 1]))
        let tb = parameter(contour: c, segment: j, distance: b - (j == 0 ? 0 : c.ends[j - 1]))
        if i == j {
            let piece = c.segments[i].sub(ta, max(ta, tb))
            move(piece.p0)
            if a == b { path.addLine(to: piece.p0.point) } else { piece.append(to: &path) }
            return
        }
        let first = c.segments[i].sub(ta, 1)
        move(first.p0)
        first.append(to: &path)
        for k in (i + 1)..<j { c.segments[k].append(to: &path) }
        c.segments[j].sub(0, tb).append(to: &path)
    }
}
