import Testing
import Foundation
import LimnerGeometry
import LimnerRaster
import LimnerTestSupport
@testable import LimnerGraphics

/// Thousands of small fills through `GraphicsContext` (the bl_bench family's shapes and
/// paints, seeded): whichever way a frame is drawn — as it is recorded on one thread (where
/// solid fills share one prepared slot and gradient fills keep their own, see
/// `RasterContext.render`), on two threads (a slot per command), or recorded first and then
/// replayed — and frame after frame on the same renderer (slots reused by other paints), the
/// bytes are the same.
@Suite struct SmallFillEquivalenceTests {
    static let size = CGSize(width: 96, height: 80)

    /// One seeded scene: rectangles aligned, unaligned and rotated, rounded rectangles,
    /// triangles, 10-point polygons (non-zero and even-odd) and 2-px strokes of rectangles and
    /// polygons, 2–24 px, in solid, linear and radial paint, some translucent, a few through a
    /// clip or a blend mode.
    static func scene(seed: UInt64, count: Int) -> (inout GraphicsContext, CGSize) -> Void {
        return { context, size in
            var g = SeededGenerator(seed: seed)
            func unit() -> Double { Double.random(in: 0..<1, using: &g) }
            func color() -> Color {
                Color(red: unit(), green: unit(), blue: unit(), opacity: unit() < 0.2 ? 1 : 0.3 + 0.6 * unit())
            }
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.white))
            for i in 0..<count {
                let s = [2.0, 4, 8, 8, 8, 16, 24][Int(unit() * 7)]
                let x = unit() * (size.width - s), y = unit() * (size.height - s)
                let box = CGRect(x: i % 3 == 0 ? x.rounded() : x, y: i % 3 == 0 ? y.rounded() : y, width: s, height: s)
                var path: Path
                var eo = false
                switch Int(unit() * 6) {
                case 0, 1: path = Path(box)
                case 2: path = Path(roundedRect: box, cornerRadius: min(4 + unit() * 36, s / 2))
                case 3: path = polygon(in: box, points: 3, &g)
                default:
                    path = polygon(in: box, points: 10, &g)
                    eo = unit() < 0.5
                }
                let shading: GraphicsContext.Shading
                let gradient = Gradient(colors: [color(), color(), color()])
                switch Int(unit() * 3) {
                case 0: shading = .color(color())
                case 1: shading = .linearGradient(gradient, startPoint: CGPoint(x: box.minX + 0.2 * s, y: box.minY + 0.2 * s),
                                                  endPoint: CGPoint(x: box.minX + 0.8 * s, y: box.minY + 0.8 * s))
                default: shading = .radialGradient(gradient, center: CGPoint(x: box.midX, y: box.midY), startRadius: 0,
                                                   endRadius: s / 2)
                }
                var c = context
                if unit() < 0.15 { c.rotate(by: .radians(unit() * 0.2)) }
                if unit() < 0.05 { c.clip(to: Path(ellipseIn: CGRect(x: 10, y: 10, width: 70, height: 60))) }
                if unit() < 0.05 { c.blendMode = .multiply }
                if unit() < 0.2 {
                    c.stroke(path, with: shading, lineWidth: 2)
                } else {
                    c.fill(path, with: shading, style: FillStyle(eoFill: eo))
                }
            }
        }
    }

    static func polygon(in box: CGRect, points: Int, _ g: inout SeededGenerator) -> Path {
        var path = Path()
        for k in 0..<points {
            let p = CGPoint(x: box.minX + Double.random(in: 0...1, using: &g) * box.width,
                            y: box.minY + Double.random(in: 0...1, using: &g) * box.height)
            if k == 0 { path.move(to: p) } else { path.addLine(to: p) }
        }
        path.closeSubpath()
        return path
    }

    @Test func oneThreadTwoThreadsAndReplayDrawTheSameBytes() {
        let one = CanvasRenderer(size: Self.size, threadCount: 1)
        let two = CanvasRenderer(size: Self.size, threadCount: 2)
        for seed in UInt64(1)...6 {
            // Frames of different scenes on the same renderers: a slot that held a gradient is
            // reused by a solid fill and the other way round.
            let draw = Self.scene(seed: seed, count: 300 + Int(seed) * 50)
            let reference = two.render(two.displayList(draw))
            let replayedOnOne = one.render(one.displayList(draw))
            let immediateOne = one.render(draw)
            let immediateTwo = two.render(draw)
            #expect(replayedOnOne.storage == reference.storage, "seed \(seed): replay, 1 thread")
            #expect(immediateOne.storage == reference.storage, "seed \(seed): as recorded, 1 thread")
            #expect(immediateTwo.storage == reference.storage, "seed \(seed): as recorded, 2 threads")
        }
    }

    @Test func theSameSceneTwiceDrawsTheSameBytes() {
        // The second frame finds every gradient's table already built in its slot.
        let renderer = CanvasRenderer(size: Self.size, threadCount: 1)
        let draw = Self.scene(seed: 42, count: 500)
        let first = renderer.render(draw)
        let second = renderer.render(draw)
        #expect(first.storage == second.storage)
        #expect(first.storage == CanvasRenderer(size: Self.size, threadCount: 2).render(draw).storage)
    }
}
