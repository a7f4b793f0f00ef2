import ArgumentParser
import Foundation
import Limner

/// `animate`: writes an animation scene to GIF, APNG, MP4, WebM or a PNG sequence.
///
///     animate --list
///     animate pulse -o pulse.gif                      one loop at 30 fps
///     animate pulse --duration 8 --fps 60 -o pulse.mp4
///     animate pulse --frames 0..60 -o part1.mp4       one slice of the frames
///
/// `--frames A..B` (half-open, also written `A..<B`; `A...B` includes B; `A..` runs to the
/// end) renders only those frames of the whole animation, so a long render can be split
/// across machines and the slices joined with ffmpeg's concat demuxer.
struct AnimateSubcommand<Program: LimnerCommand>: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "animate",
            abstract: "Render an animation scene to .gif, .apng/.png, .mp4, .webm or a directory of PNG frames.")
    }

    @Argument(help: "The scene (see --list).")
    var scene: String?

    @Flag(help: "List the animation scenes.")
    var list = false

    @Option(parsing: .unconditional, help: "Seconds to render (default: the scene's duration).")
    var duration: Double?

    @Option(parsing: .unconditional, help: "Frames per second (GIF: at most 50).")
    var fps: Double = 30

    @Option(parsing: .unconditional, help: "Pixels per point, in (0, 16].")
    var scale: Double = defaultScale

    @Option(name: .shortAndLong, help: "Output file: .gif, .png/.apng, .mp4, .webm, or a directory for PNG frames.")
    var output: String?

    @Option(help: "Only these frames of the whole animation: A..B (B excluded), A...B (B included) or A.. (to the end).")
    var frames: String?

    @Option(parsing: .unconditional, help: "Rendering threads, 1…64.")
    var threads: Int = 2

    @Option(parsing: .unconditional, help: "MP4/WebM: a keyframe every N frames of the whole animation and nowhere else, each group of pictures encoded on its own, so slices that start on a multiple of N join without re-encoding.")
    var keyframeInterval: Int?

    func validate() throws {
        if list { return }
        guard scene != nil else { throw ValidationError("give a scene name, or --list") }
        guard output != nil else { throw ValidationError("give an output file with -o") }
        guard fps.isFinite, fps > 0, fps <= 1000 else {
            throw ValidationError("--fps must be a number of frames per second in (0, 1000]; got \(CommandFormat.number(fps))")
        }
        if let duration, !(duration.isFinite && duration > 0) {
            throw ValidationError("--duration must be a positive number of seconds; got \(CommandFormat.number(duration))")
        }
        try CommandChecks.scale(scale)
        try CommandChecks.threads(threads)
        if let keyframeInterval, keyframeInterval < 1 {
            throw ValidationError("--keyframe-interval must be a whole number of frames, at least 1; got \(keyframeInterval)")
        }
    }

    func run() throws {
        if list {
            SceneList<Program>.listing(.animation).forEach { print($0) }
            return
        }
        let found = try SceneList<Program>.scene(named: scene!, kind: .animation, command: "animate")
        let url = URL(fileURLWithPath: output!)
        let seconds = duration ?? found.duration
        // Export errors (AnimationExportError) are sentences; they print as "Error: …".
        let count = try AnimationTiming.frameCount(duration: seconds, framesPerSecond: fps)
        let range = try frames.map { try FrameRangeArgument.parse($0, frameCount: count) }
        let bar = ProgressBar(unit: "frames")
        let pointScale = CGFloat(scale)
        try AnimationExport.write(to: url, duration: seconds, framesPerSecond: fps, range: range, threadCount: threads,
                                  options: AnimationWriter.Options(keyframeInterval: keyframeInterval),
                                  makeRenderer: {
                                      let render = found.makeFrameRenderer()!
                                      return { _, time in try render(time, pointScale) }
                                  }, progress: { bar.update(done: $0, total: $1) })
        bar.finish()
        let written = range ?? 0..<count
        print("\(written.count) frames (\(written.lowerBound)..<\(written.upperBound)) → \(url.path)")
    }
}

/// Parses `--frames`: `A..B` and `A..<B` (B excluded), `A...B` (B included), `A..` (to the end).
package enum FrameRangeArgument {
    package static func parse(_ text: String, frameCount: Int) throws -> Range<Int> {
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
