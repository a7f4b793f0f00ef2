import Foundation
import Limner
import LimnerRaster

/// `limner-bench --graphics-overhead`: what recording through `GraphicsContext` and replaying
/// the `DisplayList` costs over filling the same commands straight into a `RasterContext`.
///
/// A seeded list of 10 000 fills (rectangles, ellipses and rounded rectangles, solid colours
/// and linear gradients, partly transparent) on a 512×512 canvas. Paths are built once; each
/// direct frame builds the `FillCommand`s and calls `render(_:threadCount:)`; each graphics
/// frame records the same fills with `GraphicsContext.fill` and replays the list with
/// `DisplayListRenderer` into the same context. Both clear the canvas first. Frames alternate
/// (direct, graphics, direct, …); the overhead is the median over pairs of graphics ÷ direct,
/// in wall time and in process CPU time; "replay only" is the CPU-time overhead of replaying
/// a list recorded beforehand (the recording's share is the rest).
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
                                "record only".leftPadded(14), "overhead".leftPadded(11),
                                "CPU overhead".leftPadded(14), "replay only".leftPadded(14)]
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
            let recorded = record()
            let replay = {
                context.clear(.white)
                renderer.render(recorded, into: context)
            }
            // Alternate the two frame by frame, so a load change on this shared machine hits
            // both alike; the overhead is the median of the per-pair ratios. Wall time and the
            // process's CPU time (all threads) are both taken: CPU time leaves out the time
            // other processes hold the cores, which dominates wall-time noise here.
            for _ in 0..<warmup { direct(); graphics() }
            var d: [Double] = [], g: [Double] = [], ratios: [Double] = [], cpuRatios: [Double] = []
            var replayRatios: [Double] = []
            let start = Self.now()
            while d.count < maxIterations && (d.count < max(minIterations, 5) || Self.now() - start < 2 * minTime) {
                let (t0, c0) = (Self.now(), Self.cpuNow())
                direct()
                let (t1, c1) = (Self.now(), Self.cpuNow())
                graphics()
                let (t2, c2) = (Self.now(), Self.cpuNow())
                replay()
                let c3 = Self.cpuNow()
                d.append(t1 - t0); g.append(t2 - t1)
                ratios.append((t2 - t1) / (t1 - t0)); cpuRatios.append((c2 - c1) / (c1 - c0))
                replayRatios.append((c3 - c2) / (c1 - c0))
            }
            let (rec, _) = Self.medianFrameTime({ _ = record() }, warmup: warmup, minIterations: minIterations,
                                                maxIterations: maxIterations, minSeconds: minTime)
            print("\(n)".rightPadded(10) + String(format: "%11.3f ms%13.3f ms%11.3f ms%10.1f %%%12.1f %%%14.1f %%",
                                                  Self.median(d) * 1e3, Self.median(g) * 1e3, rec * 1e3,
                                                  (Self.median(ratios) - 1) * 100, (Self.median(cpuRatios) - 1) * 100,
                                                  (Self.median(replayRatios) - 1) * 100))
        }
    }
}

extension BenchCommand {
    /// CPU time of the whole process (every thread) in seconds.
    static func cpuNow() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
    }

    /// The median of `values` (0 when empty).
    static func median(_ values: [Double]) -> Double {
        let v = values.sorted(), k = v.count
        guard k > 0 else { return 0 }
        return k % 2 == 1 ? v[k / 2] : 0.5 * (v[k / 2 - 1] + v[k / 2])
    }
}
