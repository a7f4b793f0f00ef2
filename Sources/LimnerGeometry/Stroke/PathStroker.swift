import Foundation

// The stroker: a path and a `StrokeStyle` in, the outline to fill (nonzero) out.
//
// Stages
// 1. Sanitize the style (`PathStroker.init`): a width that is negative, NaN or infinite
//    strokes nothing; a NaN miter limit means the default 10, and a limit below 1 bevels every
//    corner; an infinite one never bevels (except U-turns, whose miter is infinitely long).
// 2. Dash (`PathDasher`) when the style has a usable dash pattern, measuring arc length with
//    `PathMeasure`; the dashes are exact sub-curves of the path.
// 3. Split the path into subpaths of segments (`SegmentedSubpath`); a subpath containing a
//    non-finite point is dropped whole, as the flattener does.
// 4. Per subpath, walk its segments keeping two offset sides (left = +normal, right):
//    - lines are offset exactly; they are never flattened;
//    - curves (quads elevated to cubics) are split where their tangent turns more than 90°,
//      then each piece's offset is approximated by one cubic whose end points, tangents and
//      end speeds match the true offset (speed × (1 − d·κ)); a piece whose error at t = ¼, ½, ¾
//      exceeds the tolerance is halved (at most `maximumDepth` levels);
//    - a piece whose radius of curvature falls below the stroke's half width (a tight curve
//      under a wide pen, or a cusp) is flattened within the tolerance and stroked as lines with
//      round joins: the offset of such a piece folds over itself, the polyline's does not; a
//      long tight piece with one half not tight is halved first, so only the tight part
//      becomes a polyline;
//    - between segments the style's join: on the outer side miter, round or bevel; on the
//      inner side a path through the pivot point (Skia's approach), which keeps every piece of
//      the outline positively wound so the nonzero fill has no holes; between two lines long
//      enough for it, the inner side instead goes through the intersection of the two inner
//      offsets, so no pieces overlap at the corner (Limner's analytic coverage applies the
//      fill rule once per pixel and over-covers a pixel where winding 2 meets winding 0);
//    - shortcuts within the tolerance: between two lines, a miter within its limit, or any
//      join whose miter tip lies within the tolerance of the join's shape, is the two outer
//      offset lines meeting at the tip (no corner edge); a round join whose chord lies within
//      the tolerance of its arc is that chord; arcs are built without trigonometric calls;
//    - open subpaths: left side forwards, end cap, right side backwards, start cap, as one
//      closed contour; closed subpaths: joined at their start, and the two sides become two
//      contours (left forwards, right backwards);
//    - a subpath without length (every segment degenerate, or a move and a close) becomes a
//      dot: a circle for round caps, an axis-aligned square for square caps, nothing for butt.
//
// Where it departs from Skia and Core Graphics
// - Offsets are cubics fitted by Hermite end conditions with subdivision on parametric error,
//   not Skia's quad-by-quad ray intersection; the outline differs by at most `tolerance`.
// - At a cusp inside a curve Skia adds a whole circle; here the flattened fallback puts a
//   round join (a half disc) there, which covers the same area because the two bands meeting
//   at the cusp cover the other half.
// - Tight-curve regions use round joins between flattened pieces whatever the style's join;
//   Skia also rounds there.
// - U-turns (180°) between segments: miter falls back to bevel (infinitely long miter), round
//   draws a half disc; this matches Skia.

/// Turns a path into the outline of its stroke.
///
/// Use through `Path.strokedPath(_:)` and `Path.strokedPath(_:tolerance:)`, or
/// `Path.strokeOutline(style:transform:deviceTolerance:)` when drawing.
struct PathStroker {
    /// The outline tolerance used by `Path.strokedPath(_:)`, in user units.
    static let defaultTolerance = 0.05
    /// How many times a curve is halved at most (so at most 2^depth pieces per segment).
    static let maximumDepth = 8
    /// The most lines one tight-curve piece becomes.
    static let maximumFallbackLines = 256
    /// A tight piece is halved (depth permitting) while its polyline would have more lines.
    static let tightPieceLines = 8

    let radius: Double
    let cap: CGLineCap
    let join: CGLineJoin
    let miterLimit: Double
    let tolerance: Double
    /// Whether the width allows a stroke at all (finite and positive).
    let isDrawable: Bool

    private var left = StrokeSide()
    private var right = StrokeSide()
    private var firstTangent: Vec2?
    private var lastTangent: Vec2?
    private var firstPoint = Vec2.zero
    private var lastPoint = Vec2.zero
    /// The length of the previous primitive when it was a line, else nil.
    private var lastLineLength: Double?
    private var output = Path()

    /// How far from its path the outline can reach: the half width for bands, round and
    /// bevel joins, butt and round caps; √2 × it for the corners of square caps; the miter
    /// limit × it for miter tips (infinite for an infinite limit); plus the tolerance.
    var reach: Double {
        let miter = join == .miter ? Swift.max(miterLimit, 1) : 1
        return radius * Swift.max(miter, 2.0.squareRoot()) * 1.001 + tolerance
    }

    /// Creates a stroker for `style` with an outline tolerance in user units.
    init(style: StrokeStyle, tolerance: Double) {
        let w = Double(style.lineWidth)
        isDrawable = w.isFinite && w > 0
        radius = isDrawable ? w / 2 : 0
        cap = style.lineCap
        join = style.lineJoin
        let limit = Double(style.miterLimit)
        miterLimit = limit.isNaN ? 10 : limit
        let tol = (tolerance.isFinite && tolerance > 0) ? tolerance : PathStroker.defaultTolerance
        // Never ask for more precision than the doubles can give relative to the pen.
        self.tolerance = max(tol, radius * 1e-9, 1e-9)
    }

    /// The outline of `path` (already dashed, if dashing is wanted).
    mutating func stroke(_ path: Path) -> Path {
        output = Path()
        guard isDrawable else { return output }
        // One allocation per array for typical outlines: each source segment becomes about two
        // offset segments and a join on each side.
        let estimate = 6 * path.verbs.count + 8
        output.verbs.reserveCapacity(estimate)
        output.points.reserveCapacity(2 * estimate)
        var buffer: [StrokeSegment] = []
        buffer.reserveCapacity(path.verbs.count)
        SegmentedSubpath.forEach(in: path, buffer: &buffer) { strokeSubpath($0) }
        return output
    }

    // MARK: Subpaths

    private mutating func strokeSubpath(_ sub: SegmentedSubpath) {
        firstTangent = nil
        lastTangent = nil
        lastLineLength = nil
        firstPoint = sub.start
        for seg in sub.segments where !seg.isDegenerate() {
            if seg.kind == .line {
                strokeLine(seg)
            } else {
                strokeCurve(seg, depth: 0, segmentJoin: join)
            }
        }
        guard let t0 = firstTangent, let t1 = lastTangent else {
            StrokeShapes.dot(into: &output, at: sub.start, radius: radius, cap: cap)
            return
        }
        if sub.closed {
            StrokeShapes.join(left: &left, right: &right, pivot: firstPoint, t0: t1, t1: t0,
                              radius: radius, join: join, miterLimit: miterLimit, tolerance: tolerance)
            output.move(to: left.start.point)
            left.appendForward(to: &output)
            output.closeSubpath()
            output.move(to: right.current.point)
            right.appendReversed(to: &output)
            output.closeSubpath()
        } else {
            StrokeShapes.endCap(&left, at: lastPoint, tangent: t1, radius: radius, cap: cap)
            output.move(to: left.start.point)
            left.appendForward(to: &output)
            right.appendReversed(to: &output)
            var startCap = StrokeSide()
            startCap.begin(right.start)
            StrokeShapes.endCap(&startCap, at: firstPoint, tangent: -t0, radius: radius, cap: cap)
            startCap.appendForward(to: &output)
            output.closeSubpath()
        }
    }

    /// Starts a primitive at `p` heading `t`: the first one starts both sides, later ones
    /// join to the previous primitive with `join`. `lineLength` is the new primitive's length
    /// when it is a line: between two lines the inner side may cut the corner (half of each
    /// line at most, so the cuts at its two ends never cross).
    private mutating func begin(at p: Vec2, tangent t: Vec2, join: CGLineJoin, lineLength: Double? = nil) {
        let n = t.perpendicular
        if let prev = lastTangent {
            var room: Double?
            if let a = lastLineLength, let b = lineLength { room = 0.5 * min(a, b) }
            StrokeShapes.join(left: &left, right: &right, pivot: p, t0: prev, t1: t,
                              radius: radius, join: join, miterLimit: miterLimit, tolerance: tolerance,
                              innerRoom: room)
        } else {
            firstTangent = t
            firstPoint = p
            left.begin(p + radius * n)
            right.begin(p - radius * n)
        }
    }

    private mutating func strokeLine(_ seg: StrokeSegment, join: CGLineJoin? = nil) {
        guard let t = (seg.p3 - seg.p0).normalized else { return }
        let length = (seg.p3 - seg.p0).length
        begin(at: seg.p0, tangent: t, join: join ?? self.join, lineLength: length)
        let n = t.perpendicular
        left.line(to: seg.p3 + radius * n)
        right.line(to: seg.p3 - radius * n)
        lastTangent = t
        lastPoint = seg.p3
        lastLineLength = length
    }

    // MARK: Curves

    /// Strokes a curve piece: split on large turns, fit offsets, or fall back to lines.
    private mutating func strokeCurve(_ seg: StrokeSegment, depth: Int, segmentJoin: CGLineJoin) {
        guard let t0 = seg.startTangent, let t1 = seg.endTangent else { return }
        let tm = seg.derivative(0.5).normalized ?? t0
        let canSplit = depth < PathStroker.maximumDepth
        if turnsMoreThanQuarter(t0, tm, t1) && canSplit {
            let (a, b) = seg.split(0.5)
            strokeCurve(a, depth: depth + 1, segmentJoin: segmentJoin)
            strokeCurve(b, depth: depth + 1, segmentJoin: .round)
            return
        }
        let tight = isTight(seg)
        if !tight, let l = fitOffset(seg, distance: radius, t0: t0, t1: t1),
           let r = fitOffset(seg, distance: -radius, t0: t0, t1: t1) {
            begin(at: seg.p0, tangent: t0, join: segmentJoin)
            left.line(to: l.p0)
            left.cubic(l.p1, l.p2, l.p3)
            right.line(to: r.p0)
            right.cubic(r.p1, r.p2, r.p3)
            lastTangent = t1
            lastPoint = seg.p3
            lastLineLength = nil
            return
        }
        if canSplit && !tight {
            let (a, b) = seg.split(0.5)
            strokeCurve(a, depth: depth + 1, segmentJoin: segmentJoin)
            strokeCurve(b, depth: depth + 1, segmentJoin: .round)
            return
        }
        if canSplit && fallbackLineCount(seg) > PathStroker.tightPieceLines {
            // A long tight piece whose tightness lies in one half: halve it, so the fallback
            // covers only the tight part and the rest keeps fitted offsets. When both halves
            // are tight the piece stays whole (fewer seams between fallback polylines).
            let (a, b) = seg.split(0.5)
            if !isTight(a) || !isTight(b) {
                strokeCurve(a, depth: depth + 1, segmentJoin: segmentJoin)
                strokeCurve(b, depth: depth + 1, segmentJoin: .round)
                return
            }
        }
        strokeFlattened(seg, segmentJoin: segmentJoin)
    }

    /// Whether the unit directions `a` → `b` → `c` turn by more than a quarter turn in all
    /// (the sum of the two unsigned angles exceeds π/2), without trigonometric calls: either
    /// angle alone past π/2, or both within it and the cosine of their sum negative.
    private func turnsMoreThanQuarter(_ a: Vec2, _ b: Vec2, _ c: Vec2) -> Bool {
        let c1 = a.dot(b), c2 = b.dot(c)
        if c1 < 0 || c2 < 0 { return true }
        return c1 * c2 - abs(a.cross(b)) * abs(b.cross(c)) < 0
    }

    /// Whether the piece's radius of curvature drops below the half width anywhere (sampled),
    /// or its speed vanishes (a cusp).
    private func isTight(_ seg: StrokeSegment) -> Bool {
        // κ·r > 0.9 ⇔ |d1 × d2|·r > 0.9·|d1|³; no division, one square root per sample.
        let minSpeed = 1e-12 * max(1, radius)
        let a = seg.p1 - seg.p0, b = seg.p2 - seg.p1, c = seg.p3 - seg.p2
        let e = b - a, f = c - b
        for i in 0...8 {
            let t = Double(i) / 8, u = 1 - t
            let d1 = 3 * (u * u * a + 2 * u * t * b + t * t * c)
            let d2 = 6 * (u * e + t * f)
            let s2 = d1.lengthSquared
            let speed = s2.squareRoot()
            if speed < minSpeed { return true }
            if abs(d1.cross(d2)) * radius > 0.9 * s2 * speed { return true }
        }
        return false
    }

    /// The cubic approximating the offset of `seg` by `d` along its left normal, or nil when
    /// it misses the true offset by more than the tolerance at t = ¼, ½, ¾.
    private func fitOffset(_ seg: StrokeSegment, distance d: Double, t0: Vec2, t1: Vec2) -> StrokeSegment? {
        func scale(_ t: Double) -> Double {
            let d1 = seg.derivative(t)
            let s = d1.length
            guard s > 1e-12 else { return 1 }
            let k = d1.cross(seg.secondDerivative(t)) / (s * s * s)
            return 1 - d * k
        }
        let q0 = seg.p0 + d * t0.perpendicular
        let q3 = seg.p3 + d * t1.perpendicular
        let q1 = q0 + scale(0) * (seg.p1 - seg.p0)
        let q2 = q3 + scale(1) * (seg.p2 - seg.p3)
        let fit = StrokeSegment(cubic: q0, q1, q2, q3)
        for t in [0.25, 0.5, 0.75] {
            guard let n = seg.derivative(t).normalized?.perpendicular else { return nil }
            let truePoint = seg.point(t) + d * n
            let err = (fit.point(t) - truePoint).length
            if !(err <= tolerance) { return nil }
        }
        return fit
    }

    /// How many lines flatten `seg` within the tolerance (Wang's bound), at most
    /// `maximumFallbackLines`.
    private func fallbackLineCount(_ seg: StrokeSegment) -> Int {
        let a = seg.p0 - 2 * seg.p1 + seg.p2, b = seg.p1 - 2 * seg.p2 + seg.p3
        let x = 0.75 * max(a.length, b.length) / tolerance
        return x > 1 ? Int(min(x.squareRoot().rounded(.up), Double(PathStroker.maximumFallbackLines))) : 1
    }

    /// Strokes a tight piece as a polyline within the tolerance, with round joins inside. The
    /// piece's true end tangents are kept (zero-length round joins at both ends), so joins and
    /// caps next to it face the way the curve does, not the way its first and last chords do.
    private mutating func strokeFlattened(_ seg: StrokeSegment, segmentJoin: CGLineJoin) {
        let n = max(fallbackLineCount(seg), 2)
        if let t0 = seg.startTangent {
            begin(at: seg.p0, tangent: t0, join: segmentJoin)
            lastTangent = t0
            lastPoint = seg.p0
            lastLineLength = nil
        }
        var prev = seg.p0
        for i in 1...n {
            let p = i == n ? seg.p3 : seg.point(Double(i) / Double(n))
            if p == prev { continue }
            strokeLine(StrokeSegment(line: prev, p), join: .round)
            prev = p
        }
        if let t1 = seg.endTangent {
            begin(at: seg.p3, tangent: t1, join: .round)
            lastTangent = t1
            lastPoint = seg.p3
            lastLineLength = nil
        }
    }

}
