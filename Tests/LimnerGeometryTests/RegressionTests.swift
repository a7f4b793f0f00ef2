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
}
