import Testing
import LimnerGeometry
import LimnerTestSupport

@Suite("Flattening: Wang's formula, or straddling chords, keep the polyline within tolerance")
struct FlatteningTests {
    /// The largest distance from a sample of the true curve to the polyline.
    func maxDeviation(_ element: Path.Element, from start: CGPoint, polyline: [CGPoint]) -> CGFloat {
        func segmentDistance(_ p: CGPoint, _ a: CGPoint, _ b: CGPoint) -> CGFloat {
            let dx = b.x - a.x, dy = b.y - a.y
            let len2 = dx * dx + dy * dy
            var t = len2 > 0 ? ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2 : 0
            t = min(1, max(0, t))
            let qx = a.x + t * dx - p.x, qy = a.y + t * dy - p.y
            return (qx * qx + qy * qy).squareRoot()
        }
        var worst: CGFloat = 0
        for i in 0...400 {
            let q = pointOn(element, from: start, at: Double(i) / 400)
            var best = CGFloat.infinity
            for k in 1..<polyline.count { best = min(best, segmentDistance(q, polyline[k - 1], polyline[k])) }
            worst = max(worst, best)
        }
        return worst
    }

    func randomCurves(cubic: Bool, seed: UInt64, tolerance: Double) {
        var g = SeededGenerator(seed: seed)
        for _ in 0..<150 {
            let scale = [1.0, 50, 1000][Int.random(in: 0..<3, using: &g)]
            func pt() -> CGPoint { CGPoint(x: .random(in: -scale...scale, using: &g), y: .random(in: -scale...scale, using: &g)) }
            var p = Path()
            let start = pt()
            p.move(to: start)
            if cubic { p.addCurve(to: pt(), control1: pt(), control2: pt()) } else { p.addQuadCurve(to: pt(), control: pt()) }
            var rec = PolylineRecorder()
            p.flatten(tolerance: tolerance, into: &rec)
            let line = rec.polylines[0]
            #expect(line.first == start)
            #expect(line.last == p.currentPoint)
            let dev = maxDeviation(p.elements[1], from: start, polyline: line)
            #expect(dev <= tolerance * (1 + 1e-9), "deviation \(dev) with \(line.count - 1) segments")
        }
    }

    @Test func randomCubicsStayWithinTolerance() {
        randomCurves(cubic: true, seed: 1, tolerance: 0.1)
        randomCurves(cubic: true, seed: 2, tolerance: 0.01)
    }

    @Test func randomQuadsStayWithinTolerance() {
        randomCurves(cubic: false, seed: 3, tolerance: 0.1)
        randomCurves(cubic: false, seed: 4, tolerance: 0.5)
    }

    /// How many segments the curve from the origin back to it, bulging `height` along y,
    /// becomes at `tolerance`: a cubic with controls (0, h) and (0, −h) (second differences
    /// 3h, third difference 6h), or a quadratic with control (0, h) (second difference 2h).
    func segments(cubic: Bool, height h: CGFloat, tolerance: Double) -> Int {
        var p = Path()
        p.move(to: .zero)
        if cubic {
            p.addCurve(to: .zero, control1: CGPoint(x: 0, y: h), control2: CGPoint(x: 0, y: -h))
        } else {
            p.addQuadCurve(to: .zero, control: CGPoint(x: 0, y: h))
        }
        var rec = PolylineRecorder()
        p.flatten(tolerance: tolerance, into: &rec)
        return rec.polylines[0].count - 1
    }

    @Test func segmentCountFollowsWangsFormula() {
        // Short curves: chords between points on the curve, Wang's count.
        // Cubic with second differences of 30: n = ceil(sqrt(0.75 · 30 / 0.25)) = 10.
        #expect(segments(cubic: true, height: 10, tolerance: 0.25) == 10)
        // Quadratic with |P0 − 2P1 + P2| = 20: n = ceil(sqrt(0.25 · 20 / 0.1)) = 8.
        #expect(segments(cubic: false, height: 10, tolerance: 0.1) == 8)
    }

    @Test func longCurvesGetStraddlingChords() {
        // Wang's count would be ceil(sqrt(0.75 · 300 / 0.1)) = 48 for second differences of 300.
        // Straddling: first ceil(sqrt(0.375 · 300 / 0.1)) = 34 steps; with the third difference
        // |P3 − 3P2 + 3P1 − P0| = 600, ceil(sqrt(0.375 · (300 + 600/34) / 0.1)) = 35 steps,
        // plus one segment each for the split first and last steps.
        #expect(segments(cubic: true, height: 100, tolerance: 0.1) == 37)
        // Quadratic with |P0 − 2P1 + P2| = 200 (Wang: 23): ceil(sqrt(0.125 · 200 / 0.1)) = 16
        // steps, 18 segments.
        #expect(segments(cubic: false, height: 100, tolerance: 0.1) == 18)
    }

    @Test func straddlingChordsHalveTheInscribedPolygonsAreaBias() {
        // A circle of radius 400 as four cubics, flattened to 0.1 px. Wang's count would be 38
        // chords a quarter (second differences 0.4598 · 400), whose sag r·(1 − cos θ/2) with
        // θ = (π/2)/38 is 0.0854 px; an inscribed polygon falls short of the area by about two
        // thirds of that along the perimeter, 0.057 px. Straddling chords take fewer, longer
        // steps, and their error along a chord averages a sixth of their larger sag inwards.
        let r = 400.0, k = 0.5522847498 * r
        var p = Path()
        p.move(to: CGPoint(x: r, y: 0))
        p.addCurve(to: CGPoint(x: 0, y: r), control1: CGPoint(x: r, y: k), control2: CGPoint(x: k, y: r))
        p.addCurve(to: CGPoint(x: -r, y: 0), control1: CGPoint(x: -k, y: r), control2: CGPoint(x: -r, y: k))
        p.addCurve(to: CGPoint(x: 0, y: -r), control1: CGPoint(x: -r, y: -k), control2: CGPoint(x: -k, y: -r))
        p.addCurve(to: CGPoint(x: r, y: 0), control1: CGPoint(x: k, y: -r), control2: CGPoint(x: r, y: -k))
        p.closeSubpath()
        func area(_ poly: [CGPoint]) -> Double {
            var a = 0.0
            for i in poly.indices {
                let u = poly[i], v = poly[(i + 1) % poly.count]
                a += u.x * v.y - v.x * u.y
            }
            return a / 2
        }
        var fine = PolylineRecorder(), coarse = PolylineRecorder()
        p.flatten(tolerance: 1e-4, into: &fine)
        p.flatten(tolerance: 0.1, into: &coarse)
        #expect(coarse.polylines[0].count - 1 <= 4 * 32)
        let shortfall = (area(fine.polylines[0]) - area(coarse.polylines[0])) / (2 * Double.pi * r)
        #expect(shortfall > 0 && shortfall < 0.035, "area short by \(shortfall) px along the perimeter")
    }

    @Test func transformScalesTheSegmentCount() {
        let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))
        var a = PolylineRecorder(), b = PolylineRecorder()
        circle.flatten(into: &a)
        circle.flatten(transform: CGAffineTransform(scaleX: 4, y: 4), into: &b)
        let na = a.polylines[0].count, nb = b.polylines[0].count
        #expect(nb > na * 3 / 2 && nb < na * 5 / 2)  // √4 = 2× the segments
        #expect(a.closed == [true])
    }

    @Test func nonFiniteSubpathsAreDroppedAndHugeCurvesAreBounded() {
        var p = Path(CGRect(x: 0, y: 0, width: 1, height: 1))
        p.move(to: CGPoint(x: CGFloat.nan, y: 0))
        p.addLine(to: CGPoint(x: 1, y: 1))
        p.move(to: CGPoint(x: -1.7e308, y: 0))
        p.addCurve(to: CGPoint(x: 1.7e308, y: 0), control1: CGPoint(x: 1.7e308, y: 1.7e308),
                   control2: CGPoint(x: -1.7e308, y: -1.7e308))
        var rec = PolylineRecorder()
        p.flatten(into: &rec)
        #expect(rec.polylines.count == 2)
        #expect(rec.polylines[1].count <= Path.maximumSegmentsPerCurve + 1)
        #expect(rec.polylines.joined().allSatisfy { $0.x.isFinite && $0.y.isFinite })
    }

    /// Finite points that the transform carries past the largest Double: that subpath is
    /// dropped and the others are flattened as usual (the whole-path magnitude check only
    /// decides whether subpaths need checking one by one).
    @Test func subpathsThatOverflowUnderTheTransformAreDropped() {
        var p = Path(CGRect(x: 0, y: 0, width: 1, height: 1))
        p.move(to: CGPoint(x: 1e200, y: 0))
        p.addLine(to: CGPoint(x: 0, y: 1e200))
        p.addLine(to: CGPoint(x: 0, y: 0))
        var rec = PolylineRecorder()
        p.flatten(transform: CGAffineTransform(scaleX: 1e200, y: 1e200), into: &rec)
        #expect(rec.polylines.count == 1)
        #expect(rec.polylines.joined().allSatisfy { $0.x.isFinite && $0.y.isFinite })
        var small = PolylineRecorder()
        p.flatten(transform: CGAffineTransform(scaleX: 1e-200, y: 1e-200), into: &small)
        #expect(small.polylines.count == 2)
    }
}
