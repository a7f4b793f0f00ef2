import Foundation
import LimnerRaster
import LimnerTestSupport
import Testing
@testable import LimnerGraphics

/// Self-intersecting paths drawn the way SwiftUI code draws them: `GraphicsContext.fill` is
/// exact where the edges cross (`CrossingRows`), on one thread and on two; strokes keep summed
/// coverage where their outlines overlap themselves (`FillCommand.exactCrossings`).
@Suite struct SelfIntersectingFillTests {
    /// A five-pointed star drawn as one pentagram (the edges cross in five places), off the
    /// pixel grid.
    static func pentagram(center: CGPoint, radius: Double) -> [CGPoint] {
        (0..<5).map { i in
            let angle = -Double.pi / 2 + Double(i * 2) * 2 * Double.pi / 5
            return CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        }
    }

    @Test(arguments: [false, true])
    func aPentagramIsExactWhereItsEdgesCross(evenOdd: Bool) {
        let star = Self.pentagram(center: CGPoint(x: 20.37, y: 21.61), radius: 17.3)
        for threads in [1, 2] {
            let drawn = CanvasRenderer(size: CGSize(width: 42, height: 42), threadCount: threads).render { context, _ in
                context.fill(polygonPath([star]), with: .color(.black), style: FillStyle(eoFill: evenOdd))
            }
            let reference = exactPolygonCoverage([star], width: 42, height: 42, evenOdd: evenOdd)
            var worst = 0.0
            for y in 0..<42 {
                for x in 0..<42 {
                    worst = max(worst, abs(Double(drawn.pixel(x: x, y: y).a) - reference[y * 42 + x] * 255))
                }
            }
            #expect(worst <= 1.5, "threads \(threads)")
        }
    }

    @Test func strokesKeepSummedCoverageWhereTheirOutlinesOverlap() throws {
        // A polyline that crosses itself, stroked: the same bytes as filling its outline with
        // summed coverage, which differs from the exact fill where the outline crosses.
        var path = Path()
        path.move(to: CGPoint(x: 4.3, y: 5.1))
        path.addLine(to: CGPoint(x: 35.2, y: 30.7))
        path.addLine(to: CGPoint(x: 33.9, y: 6.2))
        path.addLine(to: CGPoint(x: 5.6, y: 33.4))
        let style = StrokeStyle(lineWidth: 1.3, lineJoin: .miter)
        let drawn = TestSupport.render(40, 40) { context, _ in context.stroke(path, with: .color(.black), style: style) }
        var summed = FillCommand(path: path.strokeOutline(style: style), paint: .solid(.black))
        summed.exactCrossings = false
        let a = try RasterContext(width: 40, height: 40), b = try RasterContext(width: 40, height: 40)
        a.fill(summed)
        summed.exactCrossings = true
        b.fill(summed)
        #expect(TestSupport.difference(drawn, a.pixmap).max == 0)
        #expect(TestSupport.difference(a.pixmap, b.pixmap).max > 10)
    }
}
