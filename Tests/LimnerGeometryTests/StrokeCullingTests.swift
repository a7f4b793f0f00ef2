import Testing
@testable import LimnerGeometry
import LimnerTestSupport

/// Strokes drawn to a known rectangle skip what cannot reach it before the stroker offsets
/// it (Path+StrokeCulling.swift): the 100 000 arcs of radius 1e5, almost all off a
/// 64² canvas (36 s in the measurement, 0.55 s in a release build before culling,
/// 0.10 s after).
@Suite struct StrokeCullingTests {
    static let canvas = CGRect(x: 0, y: 0, width: 64, height: 64)

    /// `count` arcs of radius 1e5: the first crosses the canvas, the rest lie far below it.
    static func arcs(_ count: Int) -> Path {
        var g = SeededGenerator(seed: 7)
        var path = Path()
        for i in 0..<count {
            let center = i == 0 ? CGPoint(x: 32, y: 1e5 + 20)
                                : CGPoint(x: Double(g.next() % 4_000_000) - 2e6, y: 3e5 + Double(g.next() % 1_000_000))
            path.addArc(center: center, radius: 1e5, startAngle: .degrees(0), endAngle: .degrees(359), clockwise: false)
            path.closeSubpath()
        }
        return path
    }

    static func curveCount(_ p: Path) -> Int { p.verbs.filter { $0 == .cubic || $0 == .quad }.count }

    @Test func offCanvasArcStrokesAreCulledBeforeStroking() {
        let style = StrokeStyle(lineWidth: 3)
        let culled = Self.arcs(20_000).strokedPath(style, tolerance: Path.defaultStrokeTolerance, cullingOutside: Self.canvas)
        let one = Self.arcs(1).strokedPath(style, tolerance: Path.defaultStrokeTolerance)
        // Only the arc crossing the canvas keeps its offset curves; the others are dropped
        // whole (every point of each lies far below the canvas).
        #expect(Self.curveCount(one) > 0)
        #expect(Self.curveCount(culled) <= Self.curveCount(one))
        #expect(culled.verbs.count <= 4 * one.verbs.count)
    }

    @Test func curvesOfAVisibleSubpathFarOffTheRectBecomeChords() {
        // One subpath: on the canvas, out to a big loop far to the right, back again.
        var p = Path()
        p.move(to: CGPoint(x: 10, y: 10))
        p.addLine(to: CGPoint(x: 1e4, y: 10))
        p.addCurve(to: CGPoint(x: 1e4, y: 50), control1: CGPoint(x: 5e4, y: -3e4), control2: CGPoint(x: 5e4, y: 3e4))
        p.addQuadCurve(to: CGPoint(x: 20, y: 50), control: CGPoint(x: 40, y: 200))
        let culled = p.culledForStroke(visible: Self.canvas, reach: 5)
        #expect(culled.verbs == [.move, .line, .line, .quad])
        #expect(culled.points.last == CGPoint(x: 20, y: 50))
        // Inside the reach nothing changes, and the path itself comes back.
        #expect(p.culledForStroke(visible: CGRect(x: -1e5, y: -1e5, width: 2e5, height: 2e5), reach: 5) == p)
        // An infinite reach (an infinite miter limit) culls nothing.
        #expect(p.culledForStroke(visible: Self.canvas, reach: .infinity) == p)
    }

    @Test func strokeReachCoversMiterTipsAndSquareCaps() {
        let miter = PathStroker(style: StrokeStyle(lineWidth: 4, lineCap: .butt, lineJoin: .miter, miterLimit: 10), tolerance: 0.1)
        #expect(miter.reach >= 20)
        let square = PathStroker(style: StrokeStyle(lineWidth: 4, lineCap: .square, lineJoin: .bevel), tolerance: 0.1)
        #expect(square.reach >= 2 * 2.0.squareRoot())
        let unlimited = PathStroker(style: StrokeStyle(lineWidth: 4, lineJoin: .miter, miterLimit: .infinity), tolerance: 0.1)
        #expect(unlimited.reach == .infinity)
    }
}
