// An exporter fuzzer: random frame rates, durations, canvas sizes, scales, frame ranges
// (slices of a longer animation), formats and thread counts through `AnimationRenderer.write`
// (the path `limner animate --frames` takes), `AnimationExport.write` with a frame renderer of
// its own, and `AnimationWriter` directly (frames of changing size, appends after finish,
// hostile first frame indices). Files go to a fresh temporary directory removed after each
// input. The work is bounded by the harness: a write that would encode more than a few
// thousand pixels per frame or a few dozen frames is asked for as a slice of that size, so
// every input stays in milliseconds while the hostile numbers still reach the checks.
import Foundation
import FuzzSupport
import Limner

/// libFuzzer's entry point.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzExport(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    blockAlarmOnFuzzingThread()
    var input = FuzzInput(data, size)
    ExportProgram.run(&input)
    return 0
}

/// A small animated view: a dot moving across, a colour fading, a timer.
struct Moving: View {
    let side: Double
    @State private var on = false
    @State private var ticks = 0

    var body: some View {
        ZStack {
            Color.blue.opacity(on ? 0.2 : 1)
            Circle().fill(.orange).frame(width: 6, height: 6).offset(x: on ? side / 3 : -side / 3)
            Text("\(ticks)").font(.system(size: 8))
        }
        .frame(width: CGFloat(side), height: CGFloat(side / 2))
        .onAppear { withAnimation(.easeInOut(duration: 0.5).repeatForever()) { on = true } }
        .onReceive(Timer.publish(every: 0.25, on: .main, in: .common).autoconnect()) { _ in ticks += 1 }
    }
}

enum ExportProgram {
    /// The most frames one input writes.
    static let maximumFrames = 24
    /// The most pixels a frame has.
    static let maximumPixels = 64 * 64

    static let extensions = ["gif", "png", "apng", "", "mp4", "webm", "txt", "GIF"]

    static func run(_ input: inout FuzzInput) {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("fuzz-export-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var steps = 0
        while input.hasMore, steps < 3 {
            steps += 1
            let name = "out\(steps)"
            let ext = extensions[input.choice(input.choice(8) == 0 ? extensions.count : 4)]
            let url = ext.isEmpty ? directory.appendingPathComponent(name, isDirectory: true)
                : directory.appendingPathComponent("\(name).\(ext)")
            switch input.choice(3) {
            case 0: renderer(&input, url: url)
            case 1: export(&input, url: url)
            default: writer(&input, url: url)
            }
        }
    }

    /// A frame rate: mostly ordinary, sometimes hostile.
    static func framesPerSecond(_ input: inout FuzzInput) -> Double {
        input.choice(4) == 0 ? input.number() : input.number(0.5...60)
    }

    /// A slice of at most `maximumFrames` frames out of `count` (sometimes out of bounds).
    static func slice(_ input: inout FuzzInput, count: Int) -> Range<Int>? {
        switch input.choice(4) {
        case 0 where count <= maximumFrames: return nil
        case 1:
            let lower = Int(clamping: Int64(exactly: input.number(-5...50).rounded()) ?? 0)
            let length = Int(clamping: Int64(exactly: input.number(-3...Double(maximumFrames)).rounded()) ?? 0)
            guard length >= 0, length <= maximumFrames else { return 0..<1 }
            return lower..<(lower + length)
        default:
            let start = count > maximumFrames ? input.choice(256) * (count / 256) : 0
            let lower = min(max(0, start), max(0, count - 1))
            return lower..<min(count, lower + 1 + input.choice(maximumFrames))
        }
    }

    static func renderer(_ input: inout FuzzInput, url: URL) {
        let side = input.number(-4...64)
        let renderer = AnimationRenderer(content: Moving(side: side))
        renderer.framesPerSecond = framesPerSecond(&input)
        renderer.scale = input.choice(4) == 0 ? CGFloat(input.number(-1...3)) : 1
        if input.choice(3) == 0 { renderer.proposedSize = ProposedViewSize(width: input.number(-4...64), height: input.number(-4...64)) }
        let size: CGSize? = input.choice(2) == 0 ? nil : CGSize(width: input.number(-4...64), height: input.number(-4...64))
        let duration = input.choice(4) == 0 ? input.number() * 1e6 : input.number(-1...3)
        // The pixels the write would encode per frame, bounded before asking for frames.
        let canvas = size ?? CGSize(width: renderer.proposedSize.width ?? side, height: renderer.proposedSize.height ?? side / 2)
        let s = renderer.scale.isFinite && renderer.scale > 0 ? renderer.scale : 1
        let pixels = (canvas.width * s).rounded(.up) * (canvas.height * s).rounded(.up)
        let count = (try? AnimationTiming.frameCount(duration: duration, framesPerSecond: renderer.framesPerSecond)) ?? 1
        let range = slice(&input, count: count)
        let frames = range?.count ?? count
        guard !(pixels.isFinite && pixels > Double(maximumPixels)) || frames <= 0 else {
            // Too large to encode in a fuzz input: only the checks that run before a frame.
            _ = try? renderer.write(to: url, duration: .nan, size: size, range: range, threadCount: 1)
            return
        }
        guard frames <= maximumFrames else { return }
        _ = try? renderer.write(to: url, duration: duration, size: size, range: range, threadCount: 1 + input.choice(2))
    }

    static func export(_ input: inout FuzzInput, url: URL) {
        let fps = framesPerSecond(&input)
        let duration = input.choice(4) == 0 ? input.number() : input.number(-1...2)
        let width = 1 + input.choice(48), height = 1 + input.choice(48)
        let varying = input.choice(6) == 0
        let failing = input.choice(8) == 0 ? input.choice(maximumFrames) : -1
        let count = (try? AnimationTiming.frameCount(duration: duration, framesPerSecond: fps)) ?? 1
        let range = slice(&input, count: count)
        guard (range?.count ?? count) <= maximumFrames else { return }
        _ = try? AnimationExport.write(to: url, duration: duration, framesPerSecond: fps, range: range,
                                       threadCount: 1 + input.choice(3)) {
            let canvas = CanvasRenderer(size: CGSize(width: width, height: height), threadCount: 1)
            return { index, time in
                if index == failing { throw CocoaError(.userCancelled) }
                if varying && index % 2 == 1 { return try Pixmap(width: width + 1, height: height) }
                return canvas.render { context, size in
                    let x = CGFloat(time.truncatingRemainder(dividingBy: 1)) * size.width
                    context.fill(Path(ellipseIn: CGRect(x: x, y: 0, width: 6, height: 6)), with: .color(.red))
                }
            }
        }
    }

    static func writer(_ input: inout FuzzInput, url: URL) {
        let first: Int
        switch input.choice(4) {
        case 0: first = [Int.max, Int.min, -1, AnimationTiming.maximumFrameCount, AnimationTiming.maximumFrameCount - 1][input.choice(5)]
        default: first = input.choice(100)
        }
        guard let writer = try? AnimationWriter(url: url, framesPerSecond: framesPerSecond(&input), firstFrameIndex: first,
                                                options: AnimationWriter.Options(gifQuantizationSpeed: input.choice(12) - 1,
                                                                                 gifDithering: Float(input.number(-1...2)),
                                                                                 gifFrameDifferencing: input.choice(2) == 0,
                                                                                 keyframeInterval: input.choice(6) - 1)) else { return }
        for _ in 0..<input.choice(maximumFrames) {
            let w = input.choice(5) == 0 ? input.choice(3) : 16, h = input.choice(5) == 0 ? input.choice(3) : 12
            guard var pixmap = try? Pixmap(width: w, height: h) else { continue }
            if input.choice(2) == 0 {
                pixmap.fill(RGBAColor(red: Float(input.unit()), green: 0.5, blue: Float(input.unit()), alpha: Float(input.unit())))
            }
            do { try writer.append(pixmap) } catch { break }
        }
        switch input.choice(4) {
        case 0: writer.cancel()
        case 1: try? writer.finish(); try? writer.finish()
        default: try? writer.finish()
        }
        _ = try? writer.append(Pixmap(width: 2, height: 2))
    }
}
