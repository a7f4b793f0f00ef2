#if !canImport(CoreGraphics)
import Testing
import LimnerGeometry

@Suite("CGPath and CGMutablePath")
struct CGPathTests {
    @Test func convenienceInitializersMatchPathBuilders() {
        let r = CGRect(x: 1, y: 2, width: 30, height: 20)
        #expect(Path(CGPath(rect: r, transform: nil)) == Path(r))
        #expect(Path(CGPath(ellipseIn: r, transform: nil)) == Path(ellipseIn: r))
        #expect(Path(CGPath(roundedRect: r, cornerWidth: 4, cornerHeight: 3, transform: nil))
                == Path(roundedRect: r, cornerSize: CGSize(width: 4, height: 3), style: .circular))
        var t = CGAffineTransform(scaleX: 2, y: 2)
        #expect(Path(CGPath(rect: r, transform: &t)) == Path(r).applying(t))
    }

    @Test func boundingBoxesAndEmptyPaths() {
        let empty = CGMutablePath()
        #expect(empty.isEmpty)
        #expect(empty.boundingBox.isNull)
        #expect(empty.boundingBoxOfPath.isNull)
        #expect(empty.currentPoint == .zero)
        let m = CGMutablePath()
        m.move(to: .zero)
        m.addCurve(to: CGPoint(x: 100, y: 0), control1: CGPoint(x: 0, y: 100), control2: CGPoint(x: 100, y: 100))
        #expect(m.boundingBox == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(close(m.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 100, height: 75), 1e-12))
        #expect(m.currentPoint == CGPoint(x: 100, y: 0))
    }

    @Test func mutableBuildersAndCopies() {
        let m = CGMutablePath()
        let t = CGAffineTransform(translationX: 10, y: 0)
        m.addLines(between: [.zero, CGPoint(x: 1, y: 0), CGPoint(x: 1, y: 1)], transform: t)
        m.addQuadCurve(to: CGPoint(x: 2, y: 2), control: CGPoint(x: 2, y: 1), transform: t)
        m.closeSubpath()
        m.addRect(CGRect(x: 0, y: 0, width: 1, height: 1))
        m.addRects([CGRect(x: 5, y: 5, width: 1, height: 1)])
        m.addEllipse(in: CGRect(x: 0, y: 0, width: 2, height: 2))
        m.addRoundedRect(in: CGRect(x: 0, y: 0, width: 10, height: 10), cornerWidth: 2, cornerHeight: 2)
        m.addArc(center: .zero, radius: 1, startAngle: 0, endAngle: .pi, clockwise: false)
        m.addRelativeArc(center: .zero, radius: 1, startAngle: 0, delta: .pi / 2)
        m.addArc(tangent1End: CGPoint(x: 5, y: 0), tangent2End: CGPoint(x: 5, y: 5), radius: 1)
        m.addLine(to: CGPoint(x: 9, y: 9))
        var expected = Path()
        expected.addLines([CGPoint(x: 10, y: 0), CGPoint(x: 11, y: 0), CGPoint(x: 11, y: 1)])
        expected.addQuadCurve(to: CGPoint(x: 12, y: 2), control: CGPoint(x: 12, y: 1))
        expected.closeSubpath()
        expected.addRect(CGRect(x: 0, y: 0, width: 1, height: 1))
        expected.addRects([CGRect(x: 5, y: 5, width: 1, height: 1)])
        expected.addEllipse(in: CGRect(x: 0, y: 0, width: 2, height: 2))
        expected.addRoundedRect(in: CGRect(x: 0, y: 0, width: 10, height: 10), cornerSize: CGSize(width: 2, height: 2),
                                style: .circular)
        expected.addArc(center: .zero, radius: 1, startAngle: .zero, endAngle: .radians(.pi), clockwise: false)
        expected.addRelativeArc(center: .zero, radius: 1, startAngle: .zero, delta: .radians(.pi / 2))
        expected.addArc(tangent1End: CGPoint(x: 5, y: 0), tangent2End: CGPoint(x: 5, y: 5), radius: 1)
        expected.addLine(to: CGPoint(x: 9, y: 9))
        #expect(Path(m) == expected)

        let frozen = m.copy()!
        m.addLine(to: CGPoint(x: 100, y: 100))
        #expect(Path(frozen) == expected)
        #expect(frozen != m)
        let again = frozen.mutableCopy()!
        #expect(again == frozen)
        var s = CGAffineTransform(scaleX: 2, y: 2)
        #expect(Path(frozen.copy(using: &s)!) == expected.applying(s))
        let combined = CGMutablePath()
        combined.addPath(frozen, transform: s)
        #expect(Path(combined) == expected.applying(s))
    }

    @Test func containsWithRulesAndTransform() {
        let m = CGMutablePath()
        m.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        m.addRect(CGRect(x: 2, y: 2, width: 6, height: 6))
        #expect(m.contains(CGPoint(x: 5, y: 5)))
        #expect(!m.contains(CGPoint(x: 5, y: 5), using: .evenOdd))
        #expect(m.contains(CGPoint(x: 1, y: 1), using: .evenOdd))
        #expect(m.contains(CGPoint(x: 15, y: 1), transform: CGAffineTransform(translationX: 10, y: 0)))
    }

    @Test func pathCGPathRoundTrip() {
        let p = Path(roundedRect: CGRect(x: 0, y: 0, width: 10, height: 5), cornerRadius: 2)
        #expect(Path(p.cgPath) == p)
    }
}
#endif
