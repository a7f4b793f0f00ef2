import Foundation

// Flattening: curves to polylines, in device space.
//
// The rasterizer never sees a curve. `Path.flatten(transform:tolerance:into:)` maps each
// point through the transform first and then subdivides each curve uniformly in its
// parameter, with the segment count from Wang's formula (the bound on a polynomial curve's
// second differences; Blend2D, Vello and tiny-skia use the same bound). A curve that needs
// more than a few segments gets straddling chords instead: the interior vertices are moved
// off the curve to its convex side by a sixteenth of their second difference, which halves
// the error of each chord, so about 0.7× the segments (plus two) keep the same bound, and the
// polygon's area falls short of the curve's by about half as much (`straddledSegmentCount`).
// The distance between the polyline and the curve never exceeds `tolerance` device pixels, so
// the tolerance is tied to device scale: a path drawn under a 4× scale gets 2× the segments.
//
// Defined results for bad input:
// - A subpath with a non-finite point (NaN or infinity, before or after the transform) is
//   dropped whole; the rest of the path still draws.
// - Interior points of a curve whose differences overflow (coordinates near ±1e308) are
//   skipped, so the sink receives only finite coordinates.
// - Segment counts are capped (`maximumSegmentsPerCurve`), so a curve with coordinates of
//   1e30 costs bounded time; such a curve lies far outside any canvas anyway.
// - With a `cull` rectangle (the rasterizer passes its canvas), a curve whose control
//   points all lie on one side outside it becomes its chord: the chord stays inside the
//   curve's hull, so it crosses every horizontal line inside the rectangle's rows as often
//   (with the same signs) to the left of any point in it, and fill coverage is unchanged.
//   100 000 large arcs almost all off the canvas then cost one segment each.

/// Receives a flattened path: device-space polylines, one per subpath.
///
/// Each subpath is `moveTo` followed by zero or more `lineTo`, then `closeSubpath()` when
/// the path closes it. Fill consumers close every subpath implicitly.
public protocol PathFlatteningSink {
    /// Starts a subpath.
    mutating func moveTo(x: Double, y: Double)
    /// Continues the subpath with a straight line.
    mutating func lineTo(x: Double, y: Double)
    /// Marks the subpath as explicitly closed.
    mutating func closeSubpath()
}

/// A flattening sink that records the polylines; for tests and tools, not hot paths.
public struct PolylineRecorder: PathFlatteningSink, Sendable {
    /// One polyline per subpath.
    public var polylines: [[CGPoint]] = []
    /// Whether each polyline was explicitly closed.
    public var closed: [Bool] = []
    /// Creates an empty recorder.
    public init() {}
    /// Starts a new polyline.
    public mutating func moveTo(x: Double, y: Double) {
        polylines.append([CGPoint(x: x, y: y)])
        closed.append(false)
    }
    /// Appends a point to the current polyline.
    public mutating func lineTo(x: Double, y: Double) {
        polylines[polylines.count - 1].append(CGPoint(x: x, y: y))
    }
    /// Marks the current polyline closed.
    public mutating func closeSubpath() { closed[closed.count - 1] = true }
}

extension Path {
    /// The default flattening tolerance, in device pixels.
    public static let defaultFlatteningTolerance: Double = 0.1
    /// The most line segments one curve becomes.
    public static let maximumSegmentsPerCurve = 4096

    /// Streams the path, mapped through `transform` and flattened to within `tolerance`
    /// device pixels, into `sink`.
    ///
    /// `cull`: a device rectangle outside which curves need not be followed (see the file
    /// comment); fills inside it are unchanged. Nil follows every curve.
    @inlinable
    public func flatten<Sink: PathFlatteningSink>(
        transform: CGAffineTransform = .identity,
        tolerance: Double = Path.defaultFlatteningTolerance,
        cull: CGRect? = nil,
        into sink: inout Sink
    ) {
        let cullBox: (Double, Double, Double, Double)
        if let c = cull, !c.isNull {
            cullBox = (Double(c.minX), Double(c.minY), Double(c.maxX), Double(c.maxY))
        } else {
            cullBox = (-.infinity, -.infinity, .infinity, .infinity)
        }
        let tol = (tolerance.isFinite && tolerance > 0) ? max(tolerance, 1e-4) : Path.defaultFlatteningTolerance
        let verbs = self.verbs
        let points = self.points
        let t = transform
        let transformOK = t.a.isFinite && t.b.isFinite && t.c.isFinite && t.d.isFinite && t.tx.isFinite && t.ty.isFinite
        guard transformOK else { return }
        var vi = 0
        var pi = 0
        while vi < verbs.count {
            // One subpath: verbs[vi] is a move. Validate it before emitting anything.
            var vEnd = vi + 1
            var pEnd = pi + 1
            while vEnd < verbs.count && verbs[vEnd] != .move {
                pEnd += verbs[vEnd].pointCount
                vEnd += 1
            }
            var finite = true
            for k in pi..<pEnd {
                let p = points[k]
                let x = t.a * p.x + t.c * p.y + t.tx
                let y = t.b * p.x + t.d * p.y + t.ty
                if !(x.isFinite && y.isFinite) { finite = false; break }
            }
            if finite {
                Path.flattenSubpath(verbs: verbs, points: points, verbRange: vi..<vEnd, firstPoint: pi,
                                    transform: t, tolerance: tol, cull: cullBox, into: &sink)
            }
            vi = vEnd
            pi = pEnd
        }
    }

    @inlinable
    internal static func flattenSubpath<Sink: PathFlatteningSink>(
        verbs: [Verb], points: [CGPoint], verbRange: Range<Int>, firstPoint: Int,
        transform t: CGAffineTransform, tolerance: Double, cull: (Double, Double, Double, Double),
        into sink: inout Sink
    ) {
        /// Whether the points all lie left, right, above or below the cull box.
        @inline(__always) func outside(_ xs: (Double, Double, Double, Double), _ ys: (Double, Double, Double, Double)) -> Bool {
            max(xs.0, xs.1, xs.2, xs.3) < cull.0 || min(xs.0, xs.1, xs.2, xs.3) > cull.2
                || max(ys.0, ys.1, ys.2, ys.3) < cull.1 || min(ys.0, ys.1, ys.2, ys.3) > cull.3
        }
        @inline(__always) func map(_ p: CGPoint) -> (Double, Double) {
            (t.a * p.x + t.c * p.y + t.tx, t.b * p.x + t.d * p.y + t.ty)
        }
        var pi = firstPoint
        var (cx, cy) = (0.0, 0.0)
        // 1/tolerance folded into Wang's constants: n = sqrt(k · M / tol).
        let invTol = 1 / tolerance
        for vi in verbRange {
            switch verbs[vi] {
            case .move:
                (cx, cy) = map(points[pi])
                sink.moveTo(x: cx, y: cy)
            case .line:
                (cx, cy) = map(points[pi])
                sink.lineTo(x: cx, y: cy)
            case .quad:
                let (x1, y1) = map(points[pi])
                let (x2, y2) = map(points[pi + 1])
                let ddx = cx - 2 * x1 + x2, ddy = cy - 2 * y1 + y2
                let m = (ddx * ddx + ddy * ddy).squareRoot()
                let n = outside((cx, x1, x2, x2), (cy, y1, y2, y2)) ? 1 : segmentCount(0.25 * m * invTol)
                if n > straddlingThreshold {
                    straddleQuad((cx, cy), (x1, y1), (x2, y2), m: m, invTol: invTol, into: &sink)
                } else if n > 1 {
                    let dt = 1 / Double(n)
                    for i in 1..<n {
                        let s = Double(i) * dt, u = 1 - s
                        let a = u * u, b = 2 * u * s, c = s * s
                        let x = a * cx + b * x1 + c * x2, y = a * cy + b * y1 + c * y2
                        // Only coordinates near ±1e308 can overflow here; skip such points.
                        if x.isFinite && y.isFinite { sink.lineTo(x: x, y: y) }
                    }
                }
                sink.lineTo(x: x2, y: y2)
                (cx, cy) = (x2, y2)
            case .cubic:
                let (x1, y1) = map(points[pi])
                let (x2, y2) = map(points[pi + 1])
                let (x3, y3) = map(points[pi + 2])
                let ax = cx - 2 * x1 + x2, ay = cy - 2 * y1 + y2
                let bx = x1 - 2 * x2 + x3, by = y1 - 2 * y2 + y3
                let m = max((ax * ax + ay * ay).squareRoot(), (bx * bx + by * by).squareRoot())
                let n = outside((cx, x1, x2, x3), (cy, y1, y2, y3)) ? 1 : segmentCount(0.75 * m * invTol)
                if n > straddlingThreshold {
                    straddleCubic((cx, cy), (x1, y1), (x2, y2), (x3, y3), m: m, invTol: invTol, into: &sink)
                } else if n > 1 {
                    var steps = CubicPolynomial((cx, cy), (x1, y1), (x2, y2), (x3, y3)).steps(n)
                    for _ in 1..<n {
                        let (px, py) = steps.advance().point
                        // Differences of coordinates near ±1e308 can overflow; skip such points.
                        if px.isFinite && py.isFinite { sink.lineTo(x: px, y: py) }
                    }
                }
                sink.lineTo(x: x3, y: y3)
                (cx, cy) = (x3, y3)
            case .close:
                sink.closeSubpath()
            }
            pi += verbs[vi].pointCount
        }
    }

    /// Above this many chords between points on the curve (Wang's count), a curve is flattened
    /// with straddling chords instead: they need about 1/√2 as many, plus two at the ends and
    /// one for the cubic's third-order term, so below this they save nothing.
    @inlinable
    internal static var straddlingThreshold: Int { 12 }

    /// The step count of a curve flattened with straddling chords.
    ///
    /// Chords between points on a curve all lie on its concave side, up to (h²/8)·|P″| from it
    /// for a parameter step h. Moving each interior vertex by −(1/16)·Δ², its central second
    /// difference (h²·P″ there), to the convex side puts the curve between the chords: with
    /// P″ constant the error along a chord runs from h²|P″|/16 outside at its ends to
    /// h²|P″|/16 inside at its middle, half of the chord's alone. P″ changing along a step by
    /// h·|P‴| adds at most h³|P‴|/16, so the error is at most (h²/16)·(|P″| + h·|P‴|), and with
    /// |P″| ≤ 6m and |P‴| = 6k for a cubic (`m`: Wang's largest second difference of the
    /// control points, `k`: their third difference) that is (3/8)·(m + k/n)/n² for n steps,
    /// solved for n with k/n estimated once. The curve's end points stay on it (it joins its
    /// neighbours there), so the first and last steps are each split at a point on the curve
    /// half a step in, which keeps them within the same bound. Besides the segments saved, the
    /// area the polygon misses shrinks: an inscribed polygon falls short of a convex curve by
    /// two thirds of its sag along the edge on average, a straddling one by a sixth of its
    /// (about twice as large) sag, so edge pixels come closer to their exact coverage.
    @inlinable
    internal static func straddledSegmentCount(m: Double, k: Double, invTol: Double) -> Int {
        let first = segmentCount(0.375 * m * invTol)
        let n = segmentCount(0.375 * (m + k / Double(first)) * invTol)
        return max(n, 2)
    }

    /// The interior points of the quadratic p0 p1 p2 with straddling chords
    /// (`straddledSegmentCount`); `m` is |p0 − 2p1 + p2|. P″ = 2(p0 − 2p1 + p2) everywhere, so
    /// every interior vertex moves by −(h²/8)·(p0 − 2p1 + p2), and |P″| = 6·(m/3). Out of line,
    /// so the common short curves keep the flattening loop as small as it was.
    @inlinable @inline(never)
    internal static func straddleQuad<Sink: PathFlatteningSink>(
        _ p0: (Double, Double), _ p1: (Double, Double), _ p2: (Double, Double), m: Double,
        invTol: Double, into sink: inout Sink
    ) {
        let k = straddledSegmentCount(m: m / 3, k: 0, invTol: invTol)
        let h = 1 / Double(k)
        let ox = -0.125 * h * h * (p0.0 - 2 * p1.0 + p2.0), oy = -0.125 * h * h * (p0.1 - 2 * p1.1 + p2.1)
        @inline(__always) func emit(_ s: Double, _ dx: Double, _ dy: Double) {
            let u = 1 - s
            let a = u * u, b = 2 * u * s, c = s * s
            let x = a * p0.0 + b * p1.0 + c * p2.0 + dx, y = a * p0.1 + b * p1.1 + c * p2.1 + dy
            // Only coordinates near ±1e308 can overflow here; skip such points.
            if x.isFinite && y.isFinite { sink.lineTo(x: x, y: y) }
        }
        emit(0.5 * h, 0, 0)
        for i in 1..<k { emit(Double(i) * h, ox, oy) }
        emit(1 - 0.5 * h, 0, 0)
    }

    /// The interior points of the cubic p0 p1 p2 p3 with straddling chords
    /// (`straddledSegmentCount`); `m` is Wang's largest second difference of the control points.
    /// Out of line, as `straddleQuad`.
    @inlinable @inline(never)
    internal static func straddleCubic<Sink: PathFlatteningSink>(
        _ p0: (Double, Double), _ p1: (Double, Double), _ p2: (Double, Double), _ p3: (Double, Double),
        m: Double, invTol: Double, into sink: inout Sink
    ) {
        let cubic = CubicPolynomial(p0, p1, p2, p3)
        let g = cubic.g
        let steps = straddledSegmentCount(m: m, k: (g.0 * g.0 + g.1 * g.1).squareRoot(), invTol: invTol)
        @inline(__always) func emitOnCurve(_ s: Double) {
            let (x, y) = cubic.point(at: s)
            if x.isFinite && y.isFinite { sink.lineTo(x: x, y: y) }
        }
        let dt = 1 / Double(steps)
        var stepper = cubic.steps(steps)
        emitOnCurve(0.5 * dt)
        for _ in 1..<steps {
            let (p, d2) = stepper.advance()
            let qx = p.0 - 0.0625 * d2.0, qy = p.1 - 0.0625 * d2.1
            // Differences of coordinates near ±1e308 can overflow; skip such points.
            if qx.isFinite && qy.isFinite { sink.lineTo(x: qx, y: qy) }
        }
        emitOnCurve(1 - 0.5 * dt)
    }

    /// `ceil(sqrt(x))`, clamped to 1...maximumSegmentsPerCurve.
    @inlinable
    internal static func segmentCount(_ x: Double) -> Int {
        guard x > 1 else { return 1 }
        let n = x.squareRoot().rounded(.up)
        return n >= Double(maximumSegmentsPerCurve) ? maximumSegmentsPerCurve : Int(n)
    }
}

/// A cubic Bézier as the polynomial P(s) = ((g·s + f)·s + e)·s + p0 (g is the third difference
/// p3 − 3p2 + 3p1 − p0), for the flattener.
@usableFromInline
struct CubicPolynomial {
    @usableFromInline let p0, e, f, g: (Double, Double)

    @inlinable @inline(__always)
    init(_ p0: (Double, Double), _ p1: (Double, Double), _ p2: (Double, Double), _ p3: (Double, Double)) {
        self.p0 = p0
        e = (3 * (p1.0 - p0.0), 3 * (p1.1 - p0.1))
        f = (3 * (p0.0 - 2 * p1.0 + p2.0), 3 * (p0.1 - 2 * p1.1 + p2.1))
        g = (p3.0 - p0.0 + 3 * (p1.0 - p2.0), p3.1 - p0.1 + 3 * (p1.1 - p2.1))
    }

    /// P(s).
    @inlinable @inline(__always)
    func point(at s: Double) -> (Double, Double) {
        (((g.0 * s + f.0) * s + e.0) * s + p0.0, ((g.1 * s + f.1) * s + e.1) * s + p0.1)
    }

    /// The curve walked in `count` equal parameter steps by forward differences.
    @inlinable @inline(__always)
    func steps(_ count: Int) -> Steps {
        let dt = 1 / Double(count)
        let dt2 = dt * dt, dt3 = dt2 * dt
        return Steps(x: p0.0, y: p0.1,
                     d1x: e.0 * dt + f.0 * dt2 + g.0 * dt3, d1y: e.1 * dt + f.1 * dt2 + g.1 * dt3,
                     d2x: 2 * f.0 * dt2 + 6 * g.0 * dt3, d2y: 2 * f.1 * dt2 + 6 * g.1 * dt3,
                     d3x: 6 * g.0 * dt3, d3y: 6 * g.1 * dt3)
    }

    /// Forward differences of a cubic: the current point and its first, second and (constant)
    /// third differences.
    @usableFromInline
    struct Steps {
        @usableFromInline var x, y, d1x, d1y, d2x, d2y: Double
        @usableFromInline let d3x, d3y: Double

        @inlinable @inline(__always)
        init(x: Double, y: Double, d1x: Double, d1y: Double, d2x: Double, d2y: Double, d3x: Double, d3y: Double) {
            self.x = x; self.y = y; self.d1x = d1x; self.d1y = d1y
            self.d2x = d2x; self.d2y = d2y; self.d3x = d3x; self.d3y = d3y
        }

        /// Moves to the next point; returns it and the central second difference there
        /// (P(s − dt) − 2P(s) + P(s + dt), exactly dt²·P″(s) for a cubic).
        @inlinable @inline(__always)
        mutating func advance() -> (point: (Double, Double), secondDifference: (Double, Double)) {
            x += d1x; y += d1y
            d1x += d2x; d1y += d2y
            let central = (d2x, d2y)
            d2x += d3x; d2y += d3y
            return ((x, y), central)
        }
    }
}
