import Foundation
import Testing
@testable import LimnerQuartz

/// Path morphing: equal structures blend point by point; unequal ones follow PathMorph's rules.
@Suite struct PathMorphTests {
    @Test func equalStructureBlendsEveryPoint() {
        let a = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))
        let b = Path(ellipseIn: CGRect(x: 20, y: 0, width: 60, height: 120))
        let mid = PathMorph.interpolate(a, b, fraction: 0.5)
        #expect(mid.verbs == a.verbs)
        #expect(PathMorphTests.close(mid, Path(ellipseIn: CGRect(x: 10, y: 0, width: 80, height: 110))))
    }

    @Test func shapeLayerPathAnimationMidpoint() {
        let (_, root) = Q.host()
        let shape = CAShapeLayer()
        shape.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100), transform: nil)
        root.addSublayer(shape)
        let morph = CABasicAnimation(keyPath: "path")
        morph.toValue = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 50, height: 100), transform: nil)
        morph.duration = 1
        shape.add(morph, forKey: nil)
        let mid = Path(shape.presentation(at: 0.5).path!)
        #expect(PathMorphTests.close(mid, Path(ellipseIn: CGRect(x: 0, y: 0, width: 75, height: 100))))
        #expect(Path(shape.presentation(at: 1.5).path!) == Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100)))
    }

    @Test func circleToSquareNormalisesToCubicsAndStaysOnTheWay() {
        let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))
        let square = Path(CGRect(x: 0, y: 0, width: 100, height: 100))
        let start = PathMorph.interpolate(circle, square, fraction: 0.0001)
        let mid = PathMorph.interpolate(circle, square, fraction: 0.5)
        let end = PathMorph.interpolate(circle, square, fraction: 0.9999)
        // The on-curve points blend: corners of the square meet the circle's diagonal points.
        let bounds = mid.boundingRect
        #expect(abs(bounds.minX) < 0.5 && abs(bounds.maxX - 100) < 0.5)
        #expect(mid.contains(CGPoint(x: 50, y: 50)))
        #expect(mid.contains(CGPoint(x: 8, y: 8)))          // fuller than the circle near a corner…
        #expect(!start.contains(CGPoint(x: 8, y: 8)))
        #expect(!mid.contains(CGPoint(x: 2, y: 2)))         // …but not yet square
        #expect(end.contains(CGPoint(x: 2, y: 2)))
    }

    static func close(_ a: Path, _ b: Path) -> Bool {
        a.verbs == b.verbs && zip(a.points, b.points).allSatisfy { abs($0.x - $1.x) < 1e-9 && abs($0.y - $1.y) < 1e-9 }
    }

    @Test func differentSubpathCountsSwitchAtHalfway() {
        let one = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        var two = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        two.addRect(CGRect(x: 20, y: 0, width: 10, height: 10))
        #expect(PathMorph.interpolate(one, two, fraction: 0.49) == one)
        #expect(PathMorph.interpolate(one, two, fraction: 0.5) == two)
    }
}
