/// Why an animation could not be written. Every case reads as a sentence (`description`).
///
/// Whatever the error, nothing that looks complete is left at the destination: output is
/// written beside it under a temporary name and renamed only once the encoder succeeded.
public enum AnimationExportError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The destination's extension names no supported format.
    case unknownExtension(String)
    /// Frames per second is not finite, not positive, or above the format's limit.
    case invalidFramesPerSecond(Double, maximum: Double)
    /// The duration is not finite or not positive.
    case invalidDuration(Double)
    /// The animation would have more frames than `AnimationTiming.maximumFrameCount`.
    case tooManyFrames(Int, maximum: Int)
    /// The frame range is empty or reaches outside `0..<frameCount`.
    case invalidFrameRange(lowerBound: Int, upperBound: Int, frameCount: Int)
    /// A frame's pixel size differs from the first frame's, or a frame has no pixels.
    case frameSizeMismatch(expectedWidth: Int, expectedHeight: Int, width: Int, height: Int)
    /// The destination (or the temporary file beside it) cannot be created.
    case unwritablePath(String, reason: String)
    /// The destination is an existing directory holding files other than a PNG sequence's
    /// frames, which are never deleted.
    case destinationNotEmpty(String)
    /// The `ffmpeg` program was not found (or is not executable).
    case ffmpegMissing(searched: String)
    /// `ffmpeg` exited with an error or was killed; `message` is the end of what it printed.
    case ffmpegFailed(status: Int32, message: String)
    /// The GIF encoder (libimagequant or giflib) failed.
    case gifEncodingFailed(String)
    /// `append` or `finish` was called on a writer that already finished or was cancelled.
    case writerClosed

    /// A one-sentence explanation.
    public var description: String {
        switch self {
        case .unknownExtension(let ext):
            return "unknown animation extension '.\(ext)': use one of "
                + AnimationFormat.knownExtensions.map { $0.hasPrefix("(") ? $0 : ".\($0)" }.joined(separator: ", ")
        case .invalidFramesPerSecond(let fps, let maximum):
            return "frames per second must be a finite number above 0 and at most \(Self.format(maximum)), got \(fps)"
        case .invalidDuration(let seconds):
            return "duration must be a finite number of seconds above 0, got \(seconds)"
        case .tooManyFrames(let count, let maximum):
            return "the animation would have \(count) frames; at most \(maximum) are written in one file "
                + "(render longer animations in slices with a frame range)"
        case .invalidFrameRange(let lower, let upper, let count):
            return "frame range \(lower)..<\(upper) must be non-empty and within 0..<\(count)"
        case .frameSizeMismatch(let ew, let eh, let w, let h):
            return "frame is \(w)×\(h) pixels, but the animation is \(ew)×\(eh) (every frame must have the first frame's non-zero size)"
        case .unwritablePath(let path, let reason):
            return "cannot write \(path): \(reason)"
        case .destinationNotEmpty(let path):
            return "\(path) is a directory holding files that are not PNG sequence frames; choose an empty or new directory"
        case .ffmpegMissing(let searched):
            return "the ffmpeg program is needed for APNG, MP4 and WebM but was not found (searched \(searched)); "
                + "install it (Debian: apt-get install ffmpeg) or write a .gif or a PNG sequence"
        case .ffmpegFailed(let status, let message):
            let tail = message.isEmpty ? "no message" : message
            return "ffmpeg failed (\(status < 0 ? "killed by signal \(-status)" : "exit status \(status)")): \(tail)"
        case .gifEncodingFailed(let message):
            return "GIF encoding failed: \(message)"
        case .writerClosed:
            return "the animation writer has already finished or been cancelled"
        }
    }

    private static func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
