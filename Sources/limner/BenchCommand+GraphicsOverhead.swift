import Foundation
import Limner

/// `limner bench --graphics-overhead`: what recording through `GraphicsContext` and replaying
/// the `DisplayList` costs over filling the same commands straight into a `RasterContext`.
///
/// A seeded list of 10 000 fills (rectangles, ellipses and rounded rectangles, solid colours
/// and linear gradients, partly transparent) on a 512×512 canvas. Paths are built once; each
/// direct frame builds the `FillCommand`s and calls `render(_:threadCount:)`; each graphics
/// frame records the same fills with `GraphicsContext.fill` and replays the list with
/// `DisplayListRenderer` into the same context. Both clear the canvas first.
extension BenchCommand {
    func runGraphicsOverhead(threadCounts: [Int]) {
        let size = 512
        var seed: UInt64 = 0x5EED
        func unit() -> Double {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Double(seed >> 11) / Double(1 << 53)
        }
        struct Shape { let path: Path; let color: RGBAColor; let gradient: Bool; let rect: CGRect }
        var shapes: [Shape] = []
        for i in 0..<10_000 {
            let r = CGRect(x: unit() * 480, y: unit() * 480, width: 4 + unit() * 40, height: 4 + unit() * 40)
            let path = switch i % 3 {
            case 0: Path(r)
            case 1: Path(ellipseIn: r)
            default: Path(roundedRect: r, cornerRadius: 5)
            }
            let c = RGBAColor(red: Float(unit()), green: Float(unit()), blue: Float(unit()), alpha: Float(0.5 + unit() / 2))
            shapes.append(Shape(path: path, color: c, gradient: i % 10 == 0, rect: r))
        }
        let stops = [GradientStop(location: 0, color: .black), GradientStop(location: 1, color: .white)]
        let gradient = Gradient(colors: [.black, .white])
        let context = try! RasterContext(width: size, height: size)

        print("graphics overhead: 10 000 fills, 512×512")
        let header: [String] = ["threads".rightPadded(10), "direct".leftPadded(14), "record+replay".leftPadded(16),
                                "record only".leftPadded(14), "overhead".leftPadded(11)]
        print(header.joined())
        for n in threadCounts {
            let renderer = DisplayListRenderer(scale: 1, threadCount: n)
            let direct = {
                context.clear(.white)
                let commands = shapes.map { s in
                    FillCommand(path: s.path, paint: s.gradient
                                ? .linearGradient(stops: stops, start: s.rect.origin, end: CGPoint(x: s.rect.maxX, y: s.rect.maxY), spread: .pad)
                                : .solid(s.color))
                }
                context.render(commands, threadCount: n)
            }
            let record = { () -> DisplayList in
                let g = GraphicsContext(size: CGSize(width: size, height: size))
                for s in shapes {
                    g.fill(s.path, with: s.gradient
                           ? .linearGradient(gradient, startPoint: s.rect.origin, endPoint: CGPoint(x: s.rect.maxX, y: s.rect.maxY))
                           : .color(Color(s.color)))
                }
                return g.recordedDisplayList
            }
            let graphics = {
                context.clear(.white)
                renderer.render(record(), into: context)
            }
            // Interleave the two so load changes hit both alike; take the medians.
            var d: [Double] = [], g: [Double] = []
            for _ in 0..<3 {
                d.append(Self.medianFrameTime(direct, warmup: warmup, minIterations: minIterations,
                                              maxIterations: maxIterations, minSeconds: minTime).0)
                g.append(Self.medianFrameTime(graphics, warmup: warmup, minIterations: minIterations,
                                              maxIterations: maxIterations, minSeconds: minTime).0)
            }
            let (rec, _) = Self.medianFrameTime({ _ = record() }, warmup: warmup, minIterations: minIterations,
                                                maxIterations: maxIterations, minSeconds: minTime)
            let dm = d.sorted()[1], gm = g.sorted()[1]
            print("\(n)".rightPadded(10) + String(format: "%11.3f ms%13.3f ms%11.3f ms%10.1f %%",
                                                  dm * 1e3, gm * 1e3, rec * 1e3, (gm / dm - 1) * 100))
        }
    }
}
