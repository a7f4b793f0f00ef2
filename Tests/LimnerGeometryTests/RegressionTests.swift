import Testing
import LimnerGeometry

/// One test per bug found (by review, by tests or by the fuzzer), named after the bug.
@Suite("Regressions")
struct RegressionTests {
    /// Review of the seeded flattener: forward differences of a cubic whose control points
    /// are near ±1.7e308 overflowed, and the sink received infinite and NaN points although
    /// every input point was finite.
    @Test func flattenerEmittedNonFinitePointsForCoordinatesNearDoubleMax() {
        var p = Path()
        p.move(to: CGPoint(x: -1.7e308, y: 0))
        p.addCurve(to: CGPoint(x: 1.7e308, y: 0), control1: CGPoint(x: 1.7e308, y: 1.7e308),
                   control2: CGPoint(x: -1.7e308, y: -1.7e308))
        p.move(to: CGPoint(x: 1.7e308, y: 1.7e308))
        p.addQuadCurve(to: CGPoint(x: 1.7e308, y: 1.7e308), control: CGPoint(x: 1.7e308, y: 1.7e308))
        var rec = PolylineRecorder()
        p.flatten(into: &rec)
        #expect(rec.polylines.joined().allSatisfy { $0.x.isFinite && $0.y.isFinite })
        #expect(rec.polylines.first?.last == CGPoint(x: 1.7e308, y: 0))
    }

    /// Fuzzer crash `crash-FuzzSVGPath-5fc2bb44` (a chain of `T` commands reflecting
    /// controls out to ±8.5e307): the harness demanded finite bounds, but a path spanning
    /// more than `Double`'s range has a width that cannot be represented. The defined result
    /// is a finite origin and an infinite (never NaN) width; the harness now checks that.
    @Test func boundsWiderThanTheDoubleRangeHaveInfiniteWidthNotNaN() throws {
        let data = "M0,00 Q110 20 10 1 L940 00 0,0 T0,0 50, -450310 T0 00 50,00 T640 0 T640 ,05 T140  0 50,0 "
            + "140 00 50,40 0  100 100 00 50,00 T640 0 T10,0 0,50 T140 00 50,00 T640 0  50,00 T1440 00 50,00 "
            + "T140 00 50,0 140 00 50,40 0  100 100 0T 0.8521e308 00 50,00 T140 00 50,0 50, -30 0 1 515 25 "
            + "-25 -35-35 1"
        let p = try Path(data)
        #expect(p.points.allSatisfy { $0.x.isFinite && $0.y.isFinite })
        for b in [p.boundingRect, p.controlPointBounds!] {
            #expect(b.origin.x.isFinite && b.origin.y.isFinite)
            #expect(b.width == .infinity)
            #expect(b.height.isFinite && b.height > 0)
        }
        #expect(try Path(p.description) == p)
    }
}
