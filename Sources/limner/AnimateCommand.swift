import ArgumentParser
import Foundation
import LimnerGallery
#if canImport(Glibc)
import Glibc
#endif

/// `limner animate`: renders an animated scene to GIF, APNG, MP4, WebM or a PNG sequence.
///
///     limner animate --list
///     limner animate spinning-star -o star.gif                     one loop at 30 fps
///     limner animate bouncing-ball --duration 8 --fps 60 --scale 2 -o ball.mp4
///     limner animate spinning-star --frames 0..60 -o part1.mp4      one slice of the frames
///
/// `--frames A..B` (half-open, also written `A..<B`; `A...B` includes B; `A..` runs to the
/// end) renders only those frames of the whole animation, so a long render can be split
/// across machines and the slices joined with ffmpeg's concat demuxer.
struct AnimateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "animate",
        abstract: "Render an animated scene to .gif, .apng/.png, .mp4, .webm or a PNG sequence directory.")

    @Argument(help: "The scene name (see --list).")
    var scene: String?

    @Flag(help: "List the animated scenes.")
    var list = false

    @Option(help: "Seconds to render (default: the scene's loop length).")
    var duration: Double?

    @Option(help: "Frames per second (GIF: at most 50).")
    var fps: Double = 30

    @Option(help: "Pixels per point.")
    var scale: Double = 1

    @Option(name: .shortAndLong, help: "Output file: .gif, .png/.apng, .mp4, .webm, or a directory for PNG frames.")
    var output: String?

    @Option(help: "Only these frames of the whole animation: A..B (B excluded), A...B (B included) or A.. (to the end).")
    var frames: String?

    @Option(help: "Rendering threads.")
    var threads: Int = 2

    @Option(help: "MP4/WebM: a keyframe every N frames of the whole animation and nowhere else, each group of pictures encoded on its own, so slices that start on a multiple of N join without re-encoding.")
    var keyframeInterval: Int?

    func validate() throws {
        if list { return }
        guard scene != nil else { throw ValidationError("give a scene name, or --list") }
        guard output != nil else { throw ValidationError("give an output file with -o") }
        guard scale.isFinite, scale > 0, scale <= 16 else { throw ValidationError("--scale must be in (0, 16]") }
        guard threads >= 1, threads <= 64 else { throw ValidationError("--threads must be in 1…64") }
        if let keyframeInterval, keyframeInterval < 1 { throw ValidationError("--keyframe-interval must be at least 1") }
    }

    func run() throws {
        if list {
            for scene in AnimatedGallery.scenes {
                let size = "\(Int(scene.size.width))×\(Int(scene.size.height)) pt, \(scene.duration) s"
                print(scene.name.padding(toLength: 18, withPad: " ", startingAt: 0) + "  \(scene.title) (\(size))")
            }
            return
        }
        guard let name = scene, let found = AnimatedGallery.scene(named: name) else {
            throw ValidationError("no animated scene '\(scene ?? "")' (see limner animate --list)")
        }
        let url = URL(fileURLWithPath: output!)
        let seconds = duration ?? found.duration
        // Export errors (AnimationExportError) are sentences; they print as "Error: …".
        let count = try AnimationTiming.frameCount(duration: seconds, framesPerSecond: fps)
        let range = try frames.map { try FrameRangeArgument.parse($0, frameCount: count) }
        let bar = ProgressBar(enabled: isatty(STDERR_FILENO) != 0)
        try found.write(to: url, duration: seconds, framesPerSecond: fps, scale: CGFloat(scale), range: range,
                        threadCount: threads, options: AnimationWriter.Options(keyframeInterval: keyframeInterval),
                        progress: bar.update)
        bar.finish()
        let written = range ?? 0..<count
        print("\(written.count) frames (\(written.lowerBound)..<\(written.upperBound)) → \(url.path)")
    }
}

/// Parses `--frames`: `A..B` and `A..<B` (B excluded), `A...B` (B included), `A..` (to the end).
enum FrameRangeArgument {
    static func parse(_ text: String, frameCount: Int) throws -> Range<Int> {
        let bad = ValidationError("--frames expects A..B, A..<B, A...B or A.., with whole frame numbers; got '\(text)'")
        let separators = ["...", "..<", ".."]
        guard let separator = separators.first(where: { text.contains($0) }),
              let split = text.range(of: separator) else { throw bad }
        guard let lower = Int(text[..<split.lowerBound]) else { throw bad }
        let upperText = text[split.upperBound...]
        let upper: Int
        if upperText.isEmpty {
            guard separator == ".." else { throw bad }
            upper = frameCount
        } else {
            guard let value = Int(upperText) else { throw bad }
            upper = separator == "..." ? value + 1 : value
        }
        guard lower <= upper else {
            throw AnimationExportError.invalidFrameRange(lowerBound: lower, upperBound: upper, frameCount: frameCount)
        }
        let range = lower..<upper
        try AnimationTiming.validate(range: range, frameCount: frameCount)
        return range
    }
}

/// A one-line progress bar on standard error (frames done, frames per second, time left),
/// redrawn at most ten times a second; silent when standard error is not a terminal.
final class ProgressBar {
    private let enabled: Bool
    private let start = BenchCommand.now()
    private var lastDraw = -1.0
    private var drawn = false

    init(enabled: Bool) { self.enabled = enabled }

    func update(done: Int, total: Int) {
        guard enabled else { return }
        let now = BenchCommand.now()
        guard done == total || now - lastDraw >= 0.1 else { return }
        lastDraw = now
        let elapsed = max(now - start, 1e-6)
        let rate = Double(done) / elapsed
        let left = rate > 0 ? Double(total - done) / rate : 0
        let width = 30
        let filled = total > 0 ? width * done / total : width
        let bar = String(repeating: "█", count: filled) + String(repeating: "·", count: width - filled)
        let line = "\r\(bar) \(done)/\(total) frames  " + String(format: "%.1f", rate) + " frames/s  \(Self.clock(left)) left "
        FileHandle.standardError.write(Data(line.utf8))
        drawn = true
    }

    func finish() {
        if drawn { FileHandle.standardError.write(Data("\n".utf8)) }
    }

    static func clock(_ seconds: Double) -> String {
        let s = Int(seconds.rounded())
        return s >= 3600 ? String(format: "%d:%02d:%02d", s / 3600, s / 60 % 60, s % 60) : String(format: "%d:%02d", s / 60, s % 60)
    }
}
