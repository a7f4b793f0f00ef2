import ArgumentParser
import Foundation
import Limner
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `encode`: writes a directory of PNG frames (as `animate -o DIR` leaves them,
/// `frame-NNNNNN.png` numbered in the whole animation) to a GIF, APNG, MP4 or WebM.
///
///     encode frames/ -o film.gif --fps 30
///
/// This is how slices rendered apart are joined into a format that cannot be concatenated
/// (GIF, APNG): the slices are rendered as PNG frames, gathered in one directory, and
/// encoded once here, exactly as one `animate` run would have encoded the same frames. The
/// frames must be consecutive; the first one's number places the file on the animation's
/// clock (GIF delays continue from it).
///
/// What is exact: frames whose pixels are opaque or fully transparent encode to the same
/// bytes as a one-run `animate` would write. A PNG stores straight alpha, so a translucent
/// pixel comes back premultiplied again and may differ by one level in a channel.
struct EncodeSubcommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "encode",
        abstract: "Encode a directory of PNG frames (frame-NNNNNN.png) to .gif, .apng/.png, .mp4 or .webm.")

    @Argument(help: "The directory of frames, as `limner animate -o DIR` writes them.")
    var directory: String

    @Option(name: .shortAndLong, help: "Output file: .gif, .png/.apng, .mp4 or .webm.")
    var output: String

    @Option(parsing: .unconditional, help: "Frames per second (GIF: at most 50).")
    var fps: Double = 30

    @Option(parsing: .unconditional, help: "MP4/WebM: a keyframe every N frames of the whole animation (see `animate --help`).")
    var keyframeInterval: Int?

    func validate() throws {
        guard fps.isFinite, fps > 0, fps <= 1000 else {
            throw ValidationError("--fps must be a number of frames per second in (0, 1000]; got \(CommandFormat.number(fps))")
        }
        if let keyframeInterval, keyframeInterval < 1 {
            throw ValidationError("--keyframe-interval must be a whole number of frames, at least 1; got \(keyframeInterval)")
        }
    }

    func run() throws {
        let folder = URL(fileURLWithPath: directory, isDirectory: true)
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
                .filter(PNGSequenceFrames.isFrameName).sorted()
        } catch {
            throw ValidationError("cannot read the frame directory \(folder.path): \(error.localizedDescription)")
        }
        guard let first = names.first.flatMap(PNGSequenceFrames.index) else {
            throw ValidationError("no frame-NNNNNN.png files in \(folder.path)")
        }
        for (offset, name) in names.enumerated() where PNGSequenceFrames.index(of: name) != first + offset {
            throw ValidationError("frames are not consecutive: expected frame \(first + offset), found \(name)")
        }
        let url = URL(fileURLWithPath: output)
        let writer = try AnimationWriter(url: url, framesPerSecond: fps, firstFrameIndex: first,
                                         options: AnimationWriter.Options(keyframeInterval: keyframeInterval))
        let decoder = PNGDecoder()
        let bar = ProgressBar(unit: "frames")
        for (k, name) in names.enumerated() {
            let data = try Data(contentsOf: folder.appendingPathComponent(name))
            try writer.append(decoder.decode(data))
            bar.update(done: k + 1, total: names.count)
        }
        try writer.finish()
        bar.finish()
        print("\(names.count) frames (\(first)..<\(first + names.count)) → \(url.path)")
    }
}

/// The names `AnimationWriter` gives a PNG sequence's frames.
enum PNGSequenceFrames {
    /// Whether `name` is `frame-` six digits `.png`.
    static func isFrameName(_ name: String) -> Bool { index(of: name) != nil }

    /// The frame number in a frame file's name.
    static func index(of name: String) -> Int? {
        guard name.utf8.count == 16, name.hasPrefix("frame-"), name.hasSuffix(".png") else { return nil }
        let digits = name.dropFirst(6).prefix(6)
        guard digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber) else { return nil }
        return Int(digits)
    }
}
