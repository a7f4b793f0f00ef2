import Testing
import LimnerGeometry
import LimnerTestSupport

@Suite("Bounds and hit testing")
struct PathBoundsContainsTests {
    @Test func emptyPathBoundsAreZero() {
        #expect(Path().boundingRect == .zero)
        #expect(Path().controlPointBounds == nil)
    }

    @Test func cubicBoundsUseExtremaNotControlPoints() {
        var p = Path()
        p.move(to: CGPoint(x: 0, y: 0))
        p.addCurve(to: CGPoint(x: 100, y: 0), control1: CGPoint(x: 0, y: 100), control2: CGPoint(x: 100, y: 100))
        // y(t) = 300 t (1 − t) peaks at t = ½: 75.
        #expect(close(p.boundingRect, CGRect(x: 0, y: 0, width: 100, height: 75), 1e-12))
        #expect(p.controlPointBounds == CGRect(x: 0, y: 0, width: 100, height: 100))
    }

    @Test func cubicWithTwoExtremaOnOneAxis() {
        var p = Path()
        p.move(to: CGPoint(x: 0, y: 0))
        p.addCurve(to: CGPoint(x: 30, y: 0), control1: CGPoint(x: 10, y: 90), control2: CGPoint(x: 20, y: -90))
        // Brute force over the parameter.
        var lo = CGFloat.infinity, hi = -CGFloat.infinity
        for i in 0...100_000 {
            let q = pointOn(p.elements[1], from: .zero, at: Double(i) / 100_000)
            lo = min(lo, q.y); hi = max(hi, q.y)
        }
        let b = p.boundingRect
        #expect(close(b.minY, lo, 1e-6) && close(b.maxY, hi, 1e-6))
        #expect(b.minY < 0 && b.maxY > 0)
    }

    @Test func quadBounds() {
        var p = Path()
        p.move(to: CGPoint(x: 0, y: 0))
        p.addQuadCurve(to: CGPoint(x: 100, y: 0), control: CGPoint(x: 50, y: 100))
        #expect(close(p.boundingRect, CGRect(x: 0, y: 0, width: 100, height: 50), 1e-12))
    }

    @Test func loneMovesCountInBounds() {
        var p = Path(CGRect(x: 0, y: 0, width: 1, height: 1))
        p.move(to: CGPoint(x: 10, y: 10))
        #expect(p.boundingRect == CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    @Test func randomCurveBoundsContainSamplesAndAreTight() {
        var g = SeededGenerator(seed: 7)
        for _ in 0..<200 {
            var p = Path()
            func pt() -> CGPoint { CGPoint(x: .random(in: -100...100, using: &g), y: .random(in: -100...100, using: &g)) }
            p.move(to: pt())
            p.addCurve(to: pt(), control1: pt(), control2: pt())
            let b = p.boundingRect
            var lo = CGPoint(x: CGFloat.infinity, y: CGFloat.infinity), hi = CGPoint(x: -CGFloat.infinity, y: -CGFloat.infinity)
            for i in 0...2000 {
                let q = pointOn(p.elements[1], from: p.points[0], at: Double(i) / 2000)
                #expect(q.x >= b.minX - 1e-9 && q.x <= b.maxX + 1e-9 && q.y >= b.minY - 1e-9 && q.y <= b.maxY + 1e-9)
                lo = CGPoint(x: min(lo.x, q.x), y: min(lo.y, q.y)); hi = CGPoint(x: max(hi.x, q.x), y: max(hi.y, q.y))
            }
            // Sampling at 1/2000 lands within 1e-3 of the true extremes (derivative bounded).
            #expect(close(CGRect(x: lo.x, y: lo.y, width: hi.x - lo.x, height: hi.y - lo.y), b, 1e-2))
        }
    }

    /// A five-pointed star drawn in one stroke: its centre pentagon has winding number 2.
    func star() -> Path {
        var p = Path()
        for i in 0..<5 {
            let a = -Double.pi / 2 + Double(i) * 4 * Double.pi / 5
            let q = CGPoint(x: 100 + 90 * cos(a), y: 100 + 90 * sin(a))
            if i == 0 { p.move(to: q) } else { p.addLine(to: q) }
        }
        p.closeSubpath()
        return p
    }

    @Test func starUnderBothRules() {
        let s = star()
        let centre = CGPoint(x: 100, y: 100)
        #expect(s.contains(centre))
        #expect(!s.contains(centre, eoFill: true))
        // A point in one of the tips: winding 1, inside under both rules.
        let tip = CGPoint(x: 100, y: 25)
        #expect(s.contains(tip))
        #expect(s.contains(tip, eoFill: true))
        #expect(!s.contains(CGPoint(x: 0, y: 0)))
        #expect(!s.contains(CGPoint(x: 300, y: 100), eoFill: true))
    }

    @Test func containsOnCurvesUsesTheTrueOutline() {
        let circle = Path(ellipseIn: CGRect(x: -100, y: -100, width: 200, height: 200))
        // Just inside and just outside the approximating cubic, at 45°.
        let d = pointOn(circle.elements[1], from: circle.points[0], at: 0.5)
        let inside = CGPoint(x: d.x * 0.9999, y: d.y * 0.9999)
        let outside = CGPoint(x: d.x * 1.0001, y: d.y * 1.0001)
        #expect(circle.contains(inside))
        #expect(!circle.contains(outside))
    }

    @Test func containsIgnoresOpenEndsButClosesImplicitly() {
        var p = Path()
        p.move(to: .zero)
        p.addLine(to: CGPoint(x: 10, y: 0))
        p.addLine(to: CGPoint(x: 10, y: 10))
        #expect(p.contains(CGPoint(x: 8, y: 2)))
        #expect(!p.contains(CGPoint(x: 2, y: 8)))
        #expect(!Path().contains(.zero))
        #expect(!p.contains(CGPoint(x: CGFloat.nan, y: 1)))
    }

    @Test func oppositeWindingHoles() {
        var p = Path(CGRect(x: 0, y: 0, width: 100, height: 100))
        // Inner square drawn the other way round: a hole under both rules.
        p.addLines([CGPoint(x: 25, y: 25), CGPoint(x: 25, y: 75), CGPoint(x: 75, y: 75), CGPoint(x: 75, y: 25)])
        p.closeSubpath()
        #expect(!p.contains(CGPoint(x: 50, y: 50)))
        #expect(p.contains(CGPoint(x: 10, y: 50)))
        // Same direction: a hole only under even-odd.
        var q = Path(CGRect(x: 0, y: 0, width: 100, height: 100))
        q.addRect(CGRect(x: 25, y: 25, width: 50, height: 50))
        #expect(q.contains(CGPoint(x: 50, y: 50)))
        #expect(!q.contains(CGPoint(x: 50, y: 50), eoFill: true))
    }

    @Test func tinyAndFarPathsHitTest() {
        let tiny = Path(ellipseIn: CGRect(x: 1e-6, y: 1e-6, width: 1e-6, height: 1e-6))
        #expect(tiny.contains(CGPoint(x: 1.5e-6, y: 1.5e-6)))
        #expect(!tiny.contains(CGPoint(x: 1.01e-6, y: 1.01e-6)))
        let far = Path(CGRect(x: 1e9, y: 1e9, width: 2, height: 2))
        #expect(far.contains(CGPoint(x: 1e9 + 1, y: 1e9 + 1)))
        #expect(!far.contains(CGPoint(x: 1e9 + 3, y: 1e9 + 1)))
    }
}
