import Foundation
import Testing
@testable import LimnerRaster
import LimnerTestSupport

/// Curves wholly off the canvas are not followed (they become chords), and fills on the
/// canvas do not change.
@Suite struct OffCanvasCullingTests {
    /// Counts the segments a flattening emits.
    struct Counter: PathFlatteningSink {
        var segments = 0
        mutating func moveTo(x: Double, y: Double) {}
        mutating func lineTo(x: Double, y: Double) { segments += 1 }
        mutating func closeSubpath() {}
    }

    /// 100 000 arcs of radius 1e5, all but one far off a 64² canvas (the case that took 36 s).
    static func arcs() -> Path {
        var g = SeededGenerator(seed: 7)
        var path = Path()
        for i in 0..<100_000 {
            let center = i == 0 ? CGPoint(x: 32, y: 1e5 + 20)
                                : CGPoint(x: Double(g.next() % 4_000_000) - 2e6, y: 3e5 + Double(g.next() % 1_000_000))
            path.addArc(center: center, radius: 1e5, startAngle: .degrees(0), endAngle: .degrees(359), clockwise: false)
            path.closeSubpath()
        }
        return path
    }

    @Test func hundredThousandOffCanvasArcsAreNotFlattenedInFull() {
        let path = Self.arcs()
        var culled = Counter()
        path.flatten(cull: CGRect(x: 0, y: 0, width: 64, height: 64), into: &culled)
        var full = Counter()
        var one = Path()
        one.addArc(center: CGPoint(x: 0, y: 0), radius: 1e5, startAngle: .degrees(0), endAngle: .degrees(359), clockwise: false)
        one.flatten(into: &full)
        // Without culling each arc is thousands of segments; culled, the off-canvas ones are
        // one chord per cubic (at most 5 cubics and a closing line per arc).
        #expect(full.segments > 1_000)
        #expect(culled.segments < 100_000 * 6 + full.segments)
    }

    @Test func cullingKeepsTheCoverageOfCurvesCrossingTheCanvas() throws {
        // A circle of radius 1e5 whose edge crosses a 64² canvas, plus loops left, right,
        // above and below it (their winding must still count where it reaches the canvas).
        var path = Path()
        path.addEllipse(in: CGRect(x: -2e5 + 40, y: -1e5, width: 2e5, height: 2e5))
        path.addEllipse(in: CGRect(x: -500, y: -100, width: 480, height: 300))
        path.addEllipse(in: CGRect(x: 100, y: 10, width: 50, height: 40))
        path.addEllipse(in: CGRect(x: 10, y: -90, width: 50, height: 40))
        for rule in [FillRule.nonZero, .evenOdd] {
            let context = try RasterContext(width: 64, height: 64)
            context.fill(path, paint: .solid(.black), fillRule: rule)
            var recorder = PolylineRecorder()
            path.flatten(tolerance: FillCommand.defaultFlatteningTolerance, into: &recorder)
            var lines = Path()
            for poly in recorder.polylines {
                lines.move(to: poly[0])
                for p in poly.dropFirst() { lines.addLine(to: p) }
                lines.closeSubpath()
            }
            let reference = try RasterContext(width: 64, height: 64)
            reference.fill(lines, paint: .solid(.black), fillRule: rule)
            var worst = 0
            for i in context.pixmap.storage.indices {
                worst = max(worst, abs(Int(context.pixmap.storage[i] >> 24) - Int(reference.pixmap.storage[i] >> 24)))
            }
            #expect(worst <= 1, "\(rule)")
            #expect(Fixtures.totalAlpha(context.pixmap) > 0)
        }
    }
}
