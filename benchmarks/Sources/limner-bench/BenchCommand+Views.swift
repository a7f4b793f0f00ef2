import Foundation
@_spi(Benchmarks) import Limner
import LimnerGallery

/// 2 000 animated views on a 1920×1080 canvas: shapes and labels moving, fading and turning,
/// each with its own phase, all started by one `withAnimation(... .repeatForever())`.
struct AnimatedFieldBenchView: View {
    let count: Int
    @State private var phase = false

    var body: some View {
        ZStack(alignment: .topLeading) {
            Color(white: 0.08)
            ForEach(0..<count, id: \.self) { i in
                item(i)
            }
        }
        .frame(width: 1920, height: 1080)
        .onAppear { withAnimation(.easeInOut(duration: 2).repeatForever()) { phase = true } }
    }

    @ViewBuilder
    private func item(_ i: Int) -> some View {
        let column = i % 50, row = i / 50
        let x = CGFloat(column) * 38 + 10, y = CGFloat(row % 27) * 40 + 10
        let hue = Double(i % 37) / 37
        let shift: CGFloat = phase ? 24 : -24
        Group {
            switch i % 4 {
            case 0: RoundedRectangle(cornerRadius: 6).fill(Color(hue: hue, saturation: 0.7, brightness: 0.95))
            case 1: Circle().fill(Color(hue: hue, saturation: 0.6, brightness: 1))
            case 2: Capsule().stroke(Color(hue: hue, saturation: 0.8, brightness: 0.9), lineWidth: 3)
            default: Text("\(i)").font(.system(size: 14, weight: .semibold)).foregroundColor(.white)
            }
        }
        .frame(width: 28, height: 28)
        .rotationEffect(.degrees(phase ? Double(i % 90) : -Double(i % 90)))
        .opacity(phase ? 1 : 0.35)
        .offset(x: x + (i.isMultiple(of: 2) ? shift : -shift), y: y + shift / 2)
    }
}

extension BenchCommand {
    /// `limner-bench --views`: frames per second of the animated field, with the time split
    /// between events, update and layout, recording, and rasterizing (on `--threads`);
    /// `--filter` picks one scene by its label ("matrix", "views").
    func runViews(threadCounts: [Int]) throws {
        try time("2 000 animated views, 1920×1080", threadCounts: threadCounts) { AnimatedFieldBenchView(count: 2_000) }
        try time("Matrix rain (96 columns), 1920×1080", threadCounts: threadCounts) {
            MatrixRain(columns: 96).frame(width: 1920, height: 1080)
        }
    }

    /// Renders consecutive 60 fps frames of `make()` and prints frames/s with the split.
    private func time<V: View>(_ label: String, threadCounts: [Int], make: () -> V) throws {
        guard filter.isEmpty || label.localizedCaseInsensitiveContains(filter) else { return }
        for threads in threadCounts {
            let renderer = AnimationRenderer(content: make())
            renderer.threadCount = threads
            var profiles: [FrameProfile] = []
            var totals: [Double] = []
            let frames = max(minIterations, 30)
            for k in 0..<(frames + warmup) {
                let start = DispatchTime.now().uptimeNanoseconds
                let (_, profile) = try renderer.profiledFrame(at: Double(k) / 60)
                let total = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
                if k >= warmup { profiles.append(profile); totals.append(total) }
            }
            func median(_ v: [Double]) -> Double { v.sorted()[v.count / 2] }
            let m = median(totals)
            print(String(format: "%@, %d thread(s): %.1f frames/s (median %.2f ms; events %.2f, update+layout %.2f, record %.2f, render %.2f ms)",
                         label, threads, 1 / m, m * 1e3, median(profiles.map(\.events)) * 1e3, median(profiles.map(\.updateAndLayout)) * 1e3,
                         median(profiles.map(\.record)) * 1e3, median(profiles.map(\.render)) * 1e3))
            fflush(nil)
        }
        try timeFramesInFlight(label, make: make)
    }

    /// Frames per second when two frames render at once, one per core, each on one thread:
    /// how `limner animate` and the gallery export render (frames are independent). Frame k
    /// goes to renderer k mod 2; the rate is frames over wall time, over four seconds of
    /// animation (240 frames) at least: new glyph sizes and shapings in the first second cost
    /// more than the frames after, and an export is rarely shorter.
    private func timeFramesInFlight<V: View>(_ label: String, make: () -> V) throws {
        let frames = max(minIterations, 240)
        let renderers = [AnimationRenderer(content: make()), AnimationRenderer(content: make())]
        for r in renderers { r.threadCount = 1 }
        // Warm both up (first layout, glyph caches) before timing.
        for (i, r) in renderers.enumerated() { _ = try r.frame(at: Double(i) / 60) }
        let failures = Failures()
        let start = DispatchTime.now().uptimeNanoseconds
        let lanes = Lanes(renderers: renderers)
        DispatchQueue.concurrentPerform(iterations: 2) { lane in
            let renderer = lanes.renderers[lane]
            for k in stride(from: lane, to: frames, by: 2) {
                do { _ = try renderer.frame(at: Double(k + 2) / 60) } catch { failures.record(error) }
            }
        }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        if let error = failures.first { throw error }
        print(String(format: "%@, 2 frames in flight (1 thread each, as exports render): %.1f frames/s", label,
                     Double(frames) / seconds))
        fflush(nil)
    }
}

/// The two renderers of `timeFramesInFlight`; each is used by one thread only.
private struct Lanes<V: View>: @unchecked Sendable {
    let renderers: [AnimationRenderer<V>]
}

/// The first error of concurrent work.
private final class Failures: @unchecked Sendable {
    private let lock = NSLock()
    private var errors: [Error] = []
    func record(_ error: Error) { lock.lock(); errors.append(error); lock.unlock() }
    var first: Error? { lock.lock(); defer { lock.unlock() }; return errors.first }
}
