import Foundation
import Testing
@testable import LimnerGeometry
import LimnerTestSupport

// The stroker's shortcuts (trig-free arcs, chords for tiny round joins, miter tips folded into
// the offset lines of line-to-line corners, tight-curve fallback confined to the tight half of
// a piece) must draw the same region as the exact stroke within the tolerance. With round caps
// and joins the exact stroke is the set of points within half the width of the path, so every
// shortcut can be checked against a distance function.

/// Points of a path sampled densely enough for distances accurate to about 1e-3 units.
private func samples(_ path: Path) -> [Vec2] {
    var out: [Vec2] = []
    var last = Vec2.zero
    for e in path.elements {
        switch e {
        case .move(let p):
            last = Vec2(p)
            out.append(last)
        case .line(let p):
            let b = Vec2(p)
            let n = max(1, Int((b - last).length / 0.02))
            for i in 1...n { out.append(Vec2.lerp(last, b, Double(i) / Double(n))) }
            last = b
        case .curve(let p, let c1, let c2):
            let seg = StrokeSegment(cubic: last, Vec2(c1), Vec2(c2), Vec2(p))
            let hull = (seg.p1 - seg.p0).length + (seg.p2 - seg.p1).length + (seg.p3 - seg.p2).length
            let n = max(1, Int(hull / 0.02))
            for i in 1...n { out.append(seg.point(Double(i) / Double(n))) }
            last = seg.p3
        case .quadCurve, .closeSubpath:
            Issue.record("unexpected element in a test path")
        }
    }
    return out
}

/// Nonzero point-in-outline tests against one fine flattening of the outline (Path.contains
/// flattens the whole path again for every query).
private struct Winding {
    var polylines: [[CGPoint]]

    init(_ outline: Path) {
        var rec = PolylineRecorder()
        outline.flatten(transform: .identity, tolerance: 0.002, into: &rec)
        polylines = rec.polylines
    }

    func contains(_ q: Vec2) -> Bool {
        var winding = 0
        for poly in polylines where poly.count > 1 {
            var a = poly[poly.count - 1]
            for b in poly {
                let ay = Double(a.y), by = Double(b.y)
                if (ay <= q.y) != (by <= q.y) {
                    let x = Double(a.x) + (q.y - ay) / (by - ay) * Double(b.x - a.x)
                    if x > q.x { winding += by > ay ? 1 : -1 }
                }
                a = b
            }
        }
        return winding != 0
    }
}

/// Dense samples of a path in chunks with bounding circles, for fast distance queries.
private struct SampledPath {
    let pts: [Vec2]
    var chunks: [(center: Vec2, radius: Double, range: Range<Int>)] = []

    init(_ path: Path) {
        pts = samples(path)
        var i = 0
        while i < pts.count {
            let range = i..<min(i + 64, pts.count)
            var c = Vec2.zero
            for k in range { c = c + pts[k] }
            c = (1 / Double(range.count)) * c
            var rad = 0.0
            for k in range { rad = max(rad, (pts[k] - c).length) }
            chunks.append((c, rad, range))
            i += 64
        }
    }

    /// The distance from `q` to the nearest sample, or infinity when it exceeds `reach`.
    func distance(_ q: Vec2, reach: Double) -> Double {
        var best = reach * reach
        for ch in chunks where (ch.center - q).length - ch.radius <= reach {
            for k in ch.range { best = min(best, (pts[k] - q).lengthSquared) }
        }
        return best < reach * reach ? best.squareRoot() : .infinity
    }
}

/// Checks that `outline` holds the points within `r − margin` of `path` and none farther than
/// `r + margin`, probing around the path: in 8 directions around every `every`-th sample
/// point, at distances just inside and just outside the band and halfway in. Returns the
/// number of probes checked (those clear of the band's edge by `margin`).
@discardableResult
private func expectDistanceBand(_ outline: Path, of path: Path, radius r: Double, margin: Double,
                                every: Int = 100, sourceLocation: SourceLocation = #_sourceLocation) -> Int {
    let sampled = SampledPath(path)
    let winding = Winding(outline)
    var checked = 0, wrong = 0
    for i in stride(from: 0, to: sampled.pts.count, by: every) {
        for k in 0..<8 {
            let a = Double(k) * .pi / 4 + 0.1
            for dist in [r - 2 * margin, r + 2 * margin, 0.5 * r] {
                let q = sampled.pts[i] + dist * Vec2(cos(a), sin(a))
                let d = sampled.distance(q, reach: r + 2 * margin)
                guard d < r - margin || d > r + margin else { continue }
                checked += 1
                if winding.contains(q) != (d < r) { wrong += 1 }
            }
        }
    }
    #expect(wrong == 0, "\(wrong) of \(checked) probes on the wrong side", sourceLocation: sourceLocation)
    return checked
}

@Suite("Stroker shortcuts match the exact stroke")
struct StrokeFastPathTests {
    /// A polyline along a circle: every corner turns a few degrees, so round joins fold into
    /// miter tips (line to line) and the outline has no curve except the caps.
    @Test func nearlyStraightRoundJoinsFoldWithinTolerance() {
        let path = Path { p in
            for i in 0...40 {
                let a = Double(i) * 0.09
                let pt = CGPoint(x: 60 * cos(a), y: 60 * sin(a))
                if i == 0 { p.move(to: pt) } else { p.addLine(to: pt) }
            }
        }
        let r = 5.0
        let outline = path.strokedPath(StrokeStyle(lineWidth: 2 * r, lineCap: .round, lineJoin: .round), tolerance: 0.02)
        // Two quarter arcs per round cap, nothing at the corners.
        #expect(outline.verbs.filter { $0 == .cubic }.count == 4)
        // Left side, right side: one line per segment, plus the closing line.
        #expect(outline.verbs.filter { $0 == .line }.count <= 2 * 40 + 1)
        expectDistanceBand(outline, of: path, radius: r, margin: 0.03)
    }

    /// Miter corners between lines are the offset lines meeting at the tip: no extra edges.
    @Test func miterCornersBetweenLinesAddNoEdges() {
        let zigzag = Path { p in
            p.move(to: .zero)
            for i in 1...8 { p.addLine(to: CGPoint(x: Double(i) * 20, y: i % 2 == 0 ? 0 : 15)) }
        }
        let outline = zigzag.strokedPath(StrokeStyle(lineWidth: 4, lineJoin: .miter, miterLimit: 10))
        // 8 offset lines per side and one butt cap line at each end.
        #expect(outline.verbs.filter { $0 == .line }.count == 2 * 8 + 2)
        // The tips are still there: the outer corner of the first bend (turning right at
        // (20, 15)) lies above the centreline by r / cos(φ/2).
        let t0 = Vec2(20, 15).normalized!, t1 = Vec2(20, -15).normalized!
        let bisector = (t0.perpendicular + t1.perpendicular).normalized!
        let tip = Vec2(20, 15) + (2 / (1 + t0.dot(t1))).squareRoot() * 2 * bisector
        #expect(outline.contains((Vec2(20, 15) + 0.98 * (tip - Vec2(20, 15))).point))
        #expect(!outline.contains((Vec2(20, 15) + 1.02 * (tip - Vec2(20, 15))).point))
    }

    /// Round joins past a quarter turn (two arc pieces) and under it (one) lie on the circle.
    @Test(arguments: [30.0, 89.0, 120.0, 170.0])
    func roundJoinArcsLieOnTheCircle(degrees: Double) {
        let a = degrees * .pi / 180
        let corner = Path {
            $0.move(to: CGPoint(x: -100, y: 0))
            $0.addLine(to: .zero)
            $0.addLine(to: CGPoint(x: 100 * cos(a), y: 100 * sin(a)))
        }
        let r = 8.0
        let outline = corner.strokedPath(StrokeStyle(lineWidth: 2 * r, lineCap: .round, lineJoin: .round),
                                         tolerance: 0.01)
        var start = CGPoint.zero, curves = 0
        for e in outline.elements {
            if case .curve = e {
                // The join's arcs are around the corner (the origin); the caps' around the ends.
                let centre = [CGPoint.zero, CGPoint(x: -100, y: 0), CGPoint(x: 100 * cos(a), y: 100 * sin(a))]
                    .min { hypot($0.x - start.x, $0.y - start.y) < hypot($1.x - start.x, $1.y - start.y) }!
                for t in stride(from: 0.0, through: 1.0, by: 0.125) {
                    let p = pointOn(e, from: start, at: t)
                    #expect(abs(hypot(p.x - centre.x, p.y - centre.y) - r) < 1e-3 * r)
                }
                curves += 1
            }
            if let p = endPoint(e) { start = p }
        }
        // The join, plus two quarter arcs per round cap.
        #expect(curves == (degrees > 90 ? 2 : 1) + 4)
        expectDistanceBand(outline, of: corner, radius: r, margin: 0.03)
    }

    /// Random cubics and polylines, thin to wide, round caps and joins: the outline is the
    /// distance band within the tolerance, including tight bends, cusps-to-be and loops.
    @Test(arguments: [1.0, 4.0, 12.0])
    func randomStrokesAreTheDistanceBand(width: Double) {
        var rng = SeededGenerator(seed: 0x5EED + UInt64(width * 10))
        func point() -> CGPoint { CGPoint(x: Double.random(in: 0...50, using: &rng), y: Double.random(in: 0...50, using: &rng)) }
        var total = 0
        for k in 0..<6 {
            let path = Path { p in
                p.move(to: point())
                for _ in 0..<3 {
                    if k % 2 == 0 {
                        p.addCurve(to: point(), control1: point(), control2: point())
                    } else {
                        p.addLine(to: point())
                    }
                }
            }
            let outline = path.strokedPath(StrokeStyle(lineWidth: width, lineCap: .round, lineJoin: .round),
                                           tolerance: 0.01)
            total += expectDistanceBand(outline, of: path, radius: width / 2, margin: 0.03)
        }
        #expect(total > 500)
    }
}
