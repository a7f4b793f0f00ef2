import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Writes frames, in order, to an animated GIF, APNG, MP4, WebM or a PNG sequence directory.
///
/// The format comes from the destination's extension (`AnimationFormat(url:)`). Frames are
/// premultiplied pixmaps; each format gets what it needs (straight alpha for GIF, APNG and
/// PNG; the colour over black for the videos, which have no alpha). Frame k of the file is
/// shown at `(firstFrameIndex + k) / framesPerSecond` on the animation's clock; a writer
/// started at a later `firstFrameIndex` writes one slice of a longer animation, whose GIF
/// delays and PNG names continue the whole animation's.
///
/// Nothing that looks complete is ever left behind by a failure: output goes to a hidden
/// temporary file (or directory) beside the destination, which `finish()` renames over the
/// destination only after the encoder succeeded; `cancel()`, a thrown error and `deinit`
/// remove it.
///
/// ```swift
/// let writer = try AnimationWriter(url: URL(fileURLWithPath: "spin.gif"), framesPerSecond: 30)
/// for k in 0..<60 { try writer.append(renderFrame(at: Double(k) / 30)) }
/// try writer.finish()
/// ```
///
/// Use it from one thread at a time. `AnimationExport` renders frames on several threads and
/// feeds a writer in order.
public final class AnimationWriter {
    /// Settings beyond the destination and the frame rate.
    public struct Options: Sendable {
        /// The `ffmpeg` executable; nil searches `PATH`.
        public var ffmpegPath: String?
        /// libimagequant's speed for GIF palettes, 1 (slowest, best) to 10.
        public var gifQuantizationSpeed: Int
        /// Floyd–Steinberg dithering strength for GIF frames, 0 (none) to 1.
        public var gifDithering: Float
        /// Stores only each GIF frame's changed rectangle, unchanged pixels in it transparent
        /// (the default). Off, every frame is stored whole: larger files, for comparison.
        public var gifFrameDifferencing: Bool

        /// For MP4 and WebM: a keyframe every this many frames, counted from frame 0 of the
        /// whole animation, and nowhere else (nil: the encoder's own choice). Set it to write
        /// slices that join without re-encoding (ffmpeg's concat demuxer with `-c copy`): with
        /// an interval, each group of pictures is encoded on its own — a fixed quantizer (QP 20
        /// for H.264, 31 for VP9) instead of a quality target whose state runs across the whole
        /// file, no B-frames or alternate reference frames, no scene-cut keyframes. For MP4, a
        /// slice that starts on a multiple of the interval then encodes its frames exactly as a
        /// whole-file render with the same interval does, and the joined file decodes to the
        /// same frames. libvpx keeps encoder state (its adaptive mode-decision thresholds)
        /// across keyframes, so joined WebM slices play seamlessly but decode to frames that
        /// differ from a one-run encode within the codec's own error. Values below 1 are
        /// treated as nil.
        public var keyframeInterval: Int?

        /// Default settings: ffmpeg from `PATH`, GIF speed 4, full dithering, differencing, the
        /// encoder's own keyframes.
        public init(ffmpegPath: String? = nil, gifQuantizationSpeed: Int = 4, gifDithering: Float = 1,
                    gifFrameDifferencing: Bool = true, keyframeInterval: Int? = nil) {
            self.ffmpegPath = ffmpegPath
            self.gifQuantizationSpeed = gifQuantizationSpeed
            self.gifDithering = gifDithering
            self.gifFrameDifferencing = gifFrameDifferencing
            self.keyframeInterval = keyframeInterval
        }
    }

    /// Where the animation is written once `finish()` succeeds.
    public let url: URL
    /// The output format, from `url`'s extension.
    public let format: AnimationFormat
    /// Frames per second of the animation.
    public let framesPerSecond: Double
    /// The animation frame number of the first frame appended (0 unless writing a slice).
    public let firstFrameIndex: Int
    /// Frames appended so far.
    public private(set) var frameCount = 0
    /// The frame size in pixels, fixed by the first frame (0 before it).
    public private(set) var width = 0
    /// The frame height in pixels, fixed by the first frame (0 before it).
    public private(set) var height = 0

    let options: Options
    let temporaryURL: URL
    let preparer: FramePreparer
    private let ffmpeg: String?
    private var sink: AnimationSink?
    private var isClosed = false

    /// Opens a writer: checks the frame rate against the format's limit, that ffmpeg exists
    /// when the format needs it, and creates the temporary output beside `url` (so an
    /// unwritable destination fails here, before any frame is rendered).
    public init(url: URL, framesPerSecond: Double, firstFrameIndex: Int = 0, options: Options = Options()) throws {
        let format = try AnimationFormat(url: url)
        try AnimationTiming.validate(framesPerSecond: framesPerSecond, maximum: format.maximumFramesPerSecond)
        guard firstFrameIndex >= 0, firstFrameIndex < AnimationTiming.maximumFrameCount else {
            // Saturating: the index being reported may be Int.max itself.
            let (next, overflow) = firstFrameIndex.addingReportingOverflow(1)
            throw AnimationExportError.invalidFrameRange(lowerBound: firstFrameIndex, upperBound: overflow ? .max : next,
                                                         frameCount: AnimationTiming.maximumFrameCount)
        }
        self.url = url.standardizedFileURL
        self.format = format
        self.framesPerSecond = framesPerSecond
        self.firstFrameIndex = firstFrameIndex
        self.options = options
        self.preparer = FramePreparer(format: format)
        self.ffmpeg = format.usesFFmpeg ? try FFmpegProcess.locate(options.ffmpegPath) : nil
        self.temporaryURL = try Self.makeTemporaryOutput(for: self.url, format: format)
    }

    deinit {
        if !isClosed { cancel() }
    }

    /// Appends the next frame. The first frame fixes the size; a frame of another size, or
    /// with no pixels, throws `frameSizeMismatch`. An encoder failure cancels the writer
    /// (removing the temporary output) and is rethrown.
    public func append(_ frame: Pixmap) throws {
        try append(prepared: preparer.prepare(frame))
    }

    /// Appends a frame already converted by `preparer` (on any thread).
    func append(prepared frame: PreparedFrame) throws {
        guard !isClosed else { throw AnimationExportError.writerClosed }
        do {
            if sink == nil {
                width = frame.width
                height = frame.height
                sink = try makeSink()
            } else if frame.width != width || frame.height != height {
                throw AnimationExportError.frameSizeMismatch(expectedWidth: width, expectedHeight: height,
                                                             width: frame.width, height: frame.height)
            }
            try sink!.append(frame)
            frameCount += 1
        } catch {
            cancel()
            throw error
        }
    }

    /// Completes the file and moves it to `url`, replacing a file there (or a previous PNG
    /// sequence). Throws, and leaves nothing at the destination, when no frame was appended
    /// or the encoder fails.
    public func finish() throws {
        guard !isClosed else { throw AnimationExportError.writerClosed }
        do {
            guard let sink else {
                throw AnimationExportError.invalidFrameRange(lowerBound: firstFrameIndex, upperBound: firstFrameIndex,
                                                             frameCount: 0)
            }
            try sink.finish()
            try moveIntoPlace()
            isClosed = true
        } catch {
            cancel()
            throw error
        }
    }

    /// Stops writing and removes the temporary output; the destination is left as it was.
    public func cancel() {
        guard !isClosed else { return }
        isClosed = true
        sink?.cancel()
        sink = nil
        try? FileManager.default.removeItem(at: temporaryURL)
    }

    /// The running ffmpeg's process id, for tests that stop it mid-stream.
    var ffmpegProcessIdentifier: Int32? { (sink as? FFmpegProcess)?.processIdentifier }

    private func makeSink() throws -> AnimationSink {
        switch format {
        case .gif:
            return try GIFAnimationEncoder(path: temporaryURL.path, width: width, height: height,
                                           framesPerSecond: framesPerSecond, firstFrameIndex: firstFrameIndex,
                                           speed: options.gifQuantizationSpeed, dithering: options.gifDithering,
                                           differencing: options.gifFrameDifferencing)
        case .pngSequence:
            return PNGSequenceSink(directory: temporaryURL, firstFrameIndex: firstFrameIndex)
        case .apng, .mp4, .webm:
            return try FFmpegProcess(executable: ffmpeg!,
                                     arguments: FFmpegProcess.arguments(for: format, width: width, height: height,
                                                                        framesPerSecond: framesPerSecond,
                                                                        keyframeInterval: options.keyframeInterval,
                                                                        output: temporaryURL.path))
        }
    }

    // MARK: - Temporary output and the final rename

    /// A hidden name beside `url`, created now (a directory for PNG sequences, an empty file
    /// otherwise) so that permission problems surface before rendering.
    private static func makeTemporaryOutput(for url: URL, format: AnimationFormat) throws -> URL {
        let fm = FileManager.default
        let path = url.path
        let parent = url.deletingLastPathComponent()
        var isDirectory: ObjCBool = false
        if fm.fileExists(atPath: path, isDirectory: &isDirectory) {
            if format == .pngSequence {
                guard isDirectory.boolValue else {
                    throw AnimationExportError.unwritablePath(path, reason: "a file is in the way of the PNG sequence directory")
                }
                guard try isReplaceablePNGSequence(url) else { throw AnimationExportError.destinationNotEmpty(path) }
            } else if isDirectory.boolValue {
                throw AnimationExportError.unwritablePath(path, reason: "it is a directory")
            }
        }
        guard fm.fileExists(atPath: parent.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw AnimationExportError.unwritablePath(path, reason: "the directory \(parent.path) does not exist")
        }
        for attempt in 0..<100 {
            let name = ".\(url.lastPathComponent).partial-\(getpid())-\(attempt)"
            let candidate = parent.appendingPathComponent(name + (url.pathExtension.isEmpty ? "" : "." + url.pathExtension),
                                                          isDirectory: format == .pngSequence)
            let result = format == .pngSequence
                ? mkdir(candidate.path, 0o755)
                : open(candidate.path, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, 0o644)
            if result >= 0 {
                if format != .pngSequence { close(result) }
                return candidate
            }
            let code = errno
            if code == EEXIST { continue }
            throw AnimationExportError.unwritablePath(path, reason: String(cString: strerror(code)))
        }
        throw AnimationExportError.unwritablePath(path, reason: "no free temporary name beside it")
    }

    /// Whether the directory at `url` is empty or holds only PNG sequence frames.
    static func isReplaceablePNGSequence(_ url: URL) throws -> Bool {
        let names = try FileManager.default.contentsOfDirectory(atPath: url.path)
        return names.allSatisfy(PNGSequenceSink.isFrameName)
    }

    private func moveIntoPlace() throws {
        let fm = FileManager.default
        if format == .pngSequence, fm.fileExists(atPath: url.path) {
            guard try Self.isReplaceablePNGSequence(url) else { throw AnimationExportError.destinationNotEmpty(url.path) }
            try fm.removeItem(at: url)
        }
        guard rename(temporaryURL.path, url.path) == 0 else {
            throw AnimationExportError.unwritablePath(url.path, reason: String(cString: strerror(errno)))
        }
    }
}

/// Writes each frame as `frame-NNNNNN.png` (absolute frame number, six digits) into the
/// writer's temporary directory; the PNGs were compressed on the rendering threads.
final class PNGSequenceSink: AnimationSink {
    let directory: URL
    private var index: Int

    init(directory: URL, firstFrameIndex: Int) {
        self.directory = directory
        self.index = firstFrameIndex
    }

    /// The file name of frame `index`.
    static func frameName(_ index: Int) -> String {
        let digits = String(index)
        return "frame-" + String(repeating: "0", count: max(0, 6 - digits.count)) + digits + ".png"
    }

    /// Whether `name` is a frame file name (`frame-` six digits `.png`).
    static func isFrameName(_ name: String) -> Bool {
        let scalars = Array(name.utf8)
        guard scalars.count == 16, name.hasPrefix("frame-"), name.hasSuffix(".png") else { return false }
        return scalars[6..<12].allSatisfy { $0 >= 48 && $0 <= 57 }
    }

    func append(_ frame: PreparedFrame) throws {
        guard case .png(let data) = frame.payload else { preconditionFailure("PNG sequence given a non-PNG frame") }
        let file = directory.appendingPathComponent(Self.frameName(index))
        do {
            try data.write(to: file)
        } catch {
            throw AnimationExportError.unwritablePath(file.path, reason: "\(error.localizedDescription)")
        }
        index += 1
    }

    func finish() throws {}
    func cancel() {}
}
