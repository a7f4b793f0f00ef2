import Foundation
import Testing
@testable import LimnerGeometry
@testable import LimnerRaster
import LimnerTestSupport

/// Stroked rectangles and polygons drawn from the polygon outline (`Path.polygonStrokeOutline`,
/// what `strokedPath` and the renderer now use) and from the general stroker's outline, under
/// seeded transforms (translations, rotations, scales, shears) and paints, draw the same bytes
/// on every compiled copy of the band loops this CPU runs (portable and AVX2).
@Suite struct PolygonStrokeRasterTests {
    static func scene(seed: UInt64, general: Bool) -> [FillCommand] {
        var g = SeededGenerator(seed: seed)
        var out: [FillCommand] = []
        for _ in 0..<200 {
            let path = randomClosedPolygon(&g)
            let style = randomPolygonStrokeStyle(&g)
            // Bring the polygon to about 2–60 px on a 96-px canvas, sometimes rotated or sheared.
            let b = path.boundingRect
            let k = (2 + g.unit() * 58) / max(b.width, b.height)
            var t = CGAffineTransform(translationX: -b.minX, y: -b.minY).concatenating(CGAffineTransform(scaleX: k, y: k))
            if g.unit() < 0.3 { t = t.concatenating(CGAffineTransform(rotationAngle: g.unit() * 6.3)) }
            if g.unit() < 0.1 { t = t.concatenating(CGAffineTransform(a: 1, b: 0, c: g.unit() - 0.5, d: 1, tx: 0, ty: 0)) }
            t = t.concatenating(CGAffineTransform(translationX: g.unit() * 90 - 10, y: g.unit() * 90 - 10))
            let user = Path.defaultStrokeTolerance / Path.largestStretch(t)
            let outline: Path
            if general {
                var stroker = PathStroker(style: style, tolerance: user)
                outline = stroker.stroke(path)
            } else {
                guard let o = path.polygonStrokeOutline(style, tolerance: user) else { continue }
                outline = o
            }
            let c = RGBAColor(red: Float(g.unit()), green: Float(g.unit()), blue: Float(g.unit()), alpha: Float(0.3 + 0.7 * g.unit()))
            let paint: Paint = g.unit() < 0.7 ? .solid(c)
                : .linearGradient(stops: [GradientStop(location: 0, color: c), GradientStop(location: 1, color: RGBAColor(red: 0, green: 0.5, blue: 1, alpha: 1))],
                                  start: .zero, end: CGPoint(x: b.width, y: b.height), spread: .pad)
            out.append(FillCommand(path: outline, transform: t, paint: paint))
        }
        return out
    }

    @Test(arguments: [1, 2])
    func polygonOutlinesDrawTheStrokersBytesOnEveryBandLoopCopy(threads: Int) throws {
        for seed in UInt64(1)...2 {
            let ring = Self.scene(seed: seed, general: false), general = Self.scene(seed: seed, general: true)
            #expect(ring.count == general.count)
            for loops in SpanLoopSet.available {
                let a = try SpanLoopDispatchTests.render(ring, size: 96, threads: threads, loops: loops)
                let b = try SpanLoopDispatchTests.render(general, size: 96, threads: threads, loops: loops)
                #expect(a.storage == b.storage, "seed \(seed), \(loops.name), \(threads) threads")
            }
        }
    }
}
