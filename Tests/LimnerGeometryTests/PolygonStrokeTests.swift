import Foundation
import Testing
@testable import LimnerGeometry
import LimnerTestSupport

/// The stroke of a closed polygon built directly (`Path.polygonStrokeOutline`) is the
/// stroker's outline, point for point: the ring of a rectangle is drawn exactly as the general
/// path draws it.
@Suite struct PolygonStrokeTests {
    /// The general stroker's outline, bypassing the polygon path.
    static func strokerOutline(_ path: Path, _ style: StrokeStyle, tolerance: Double) -> Path {
        var stroker = PathStroker(style: style, tolerance: tolerance)
        return stroker.stroke(path)
    }

    @Test func theOutlineIsTheStrokersPointForPoint() {
        var g = SeededGenerator(seed: 41)
        var taken = 0
        for i in 0..<1500 {
            let path = randomClosedPolygon(&g)
            let style = randomPolygonStrokeStyle(&g)
            let tolerance = [0.025, 0.05, 0.001, 0.5][i % 4]
            guard let outline = path.polygonStrokeOutline(style, tolerance: tolerance) else {
                Issue.record("case \(i): a closed polygon was not taken")
                continue
            }
            taken += 1
            let reference = Self.strokerOutline(path, style, tolerance: tolerance)
            #expect(outline.verbs == reference.verbs, "case \(i)")
            #expect(outline.points == reference.points, "case \(i)")
            // What every caller gets: strokedPath goes the polygon way.
            #expect(path.strokedPath(style, tolerance: tolerance).points == reference.points, "case \(i)")
        }
        #expect(taken == 1500)
    }

    @Test func aRectangleWithMiterJoinsIsTheRingBetweenTwoRectangles() throws {
        let rect = CGRect(x: 10, y: 20, width: 30, height: 16)
        let outline = try #require(Path(rect).polygonStrokeOutline(StrokeStyle(lineWidth: 4), tolerance: 0.025))
        // Two contours: the outer rectangle (its start in the middle of the first side) and
        // the inner one.
        #expect(outline.verbs.filter { $0 == .move }.count == 2)
        #expect(outline.verbs.allSatisfy { $0 != .cubic && $0 != .quad })
        let outer = rect.insetBy(dx: -2, dy: -2), inner = rect.insetBy(dx: 2, dy: 2)
        // Every point lies on the outer rectangle or on a line of the inner one (the closing
        // join at the start goes through the corner, as the stroker's does).
        let bounds = outer.insetBy(dx: -1e-12, dy: -1e-12)
        for p in outline.points {
            let onOuter = p.x == outer.minX || p.x == outer.maxX || p.y == outer.minY || p.y == outer.maxY
            let onInner = p.x == inner.minX || p.x == inner.maxX || p.y == inner.minY || p.y == inner.maxY
            #expect(bounds.contains(p) && (onOuter || onInner || p == CGPoint(x: rect.minX, y: rect.minY)), "\(p)")
        }
        #expect(outline.contains(CGPoint(x: 9, y: 19)))
        #expect(outline.contains(CGPoint(x: 41, y: 37)))
        #expect(!outline.contains(CGPoint(x: 25, y: 28)))
        #expect(!outline.contains(CGPoint(x: 7.5, y: 28)))
    }

    @Test func otherPathsAndStylesGoToTheStroker() {
        let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        let style = StrokeStyle(lineWidth: 2)
        var open = Path()
        open.move(to: .zero); open.addLine(to: CGPoint(x: 10, y: 0)); open.addLine(to: CGPoint(x: 10, y: 10))
        var two = square
        two.addRect(CGRect(x: 20, y: 0, width: 5, height: 5))
        var nan = Path()
        nan.move(to: .zero); nan.addLine(to: CGPoint(x: Double.nan, y: 1)); nan.addLine(to: CGPoint(x: 1, y: 1)); nan.closeSubpath()
        var repeated = Path()
        repeated.move(to: .zero); repeated.addLine(to: CGPoint(x: 5, y: 0)); repeated.addLine(to: CGPoint(x: 5, y: 0))
        repeated.addLine(to: CGPoint(x: 5, y: 5)); repeated.closeSubpath()
        var many = Path()
        many.move(to: .zero)
        for k in 1...80 { many.addLine(to: CGPoint(x: cos(Double(k) * 0.08) * 50, y: sin(Double(k) * 0.08) * 50)) }
        many.closeSubpath()
        #expect(Path(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10)).polygonStrokeOutline(style, tolerance: 0.05) == nil)
        #expect(open.polygonStrokeOutline(style, tolerance: 0.05) == nil)
        #expect(two.polygonStrokeOutline(style, tolerance: 0.05) == nil)
        #expect(nan.polygonStrokeOutline(style, tolerance: 0.05) == nil)
        #expect(repeated.polygonStrokeOutline(style, tolerance: 0.05) == nil)
        #expect(many.polygonStrokeOutline(style, tolerance: 0.05) == nil)
        #expect(Path().polygonStrokeOutline(style, tolerance: 0.05) == nil)
        #expect(square.polygonStrokeOutline(StrokeStyle(lineWidth: 2, dash: [3, 2]), tolerance: 0.05) == nil)
        #expect(square.polygonStrokeOutline(StrokeStyle(lineWidth: 0), tolerance: 0.05) == nil)
        #expect(square.polygonStrokeOutline(StrokeStyle(lineWidth: -1), tolerance: 0.05) == nil)
        #expect(square.polygonStrokeOutline(StrokeStyle(lineWidth: CGFloat.nan), tolerance: 0.05) == nil)
        // Those still stroke as before, through the stroker.
        for path in [open, two, repeated, many] {
            #expect(path.strokedPath(style, tolerance: 0.05) == Self.strokerOutline(path, style, tolerance: 0.05))
        }
        #expect(square.strokedPath(StrokeStyle(lineWidth: -1), tolerance: 0.05).isEmpty)
    }
}
