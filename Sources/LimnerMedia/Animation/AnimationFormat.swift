#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The container an animation is written as, chosen from the destination's extension.
///
/// | extension | format | encoder |
/// |---|---|---|
/// | `.gif` | GIF89a, loops forever | libimagequant palettes + giflib (in process) |
/// | `.png`, `.apng` | animated PNG, loops forever, lossless | the `ffmpeg` program |
/// | `.mp4` | H.264, yuv420p, even size (padded), fast start | the `ffmpeg` program |
/// | `.webm` | VP9, yuv420p | the `ffmpeg` program |
/// | none, or a URL ending in `/` | a directory of PNG files, one per frame | libpng (in process) |
public enum AnimationFormat: String, Sendable, CaseIterable, CustomStringConvertible {
    /// GIF89a with a palette of up to 256 colours per frame and 1-bit transparency.
    case gif
    /// Animated PNG: lossless RGBA frames.
    case apng
    /// H.264 video in an MP4 container (no alpha: frames are shown over black).
    case mp4
    /// VP9 video in a WebM container (no alpha: frames are shown over black).
    case webm
    /// A directory of PNG files named `frame-000000.png`, … by absolute frame number.
    case pngSequence

    /// The format for `url`'s extension (case-insensitive). A URL with no extension, or one
    /// that names a directory (`hasDirectoryPath`), is a PNG sequence. Throws
    /// `AnimationExportError.unknownExtension` for any other extension.
    public init(url: URL) throws {
        let ext = url.pathExtension.lowercased()
        if url.hasDirectoryPath || ext.isEmpty {
            self = .pngSequence
            return
        }
        switch ext {
        case "gif": self = .gif
        case "png", "apng": self = .apng
        case "mp4": self = .mp4
        case "webm": self = .webm
        default: throw AnimationExportError.unknownExtension(ext)
        }
    }

    /// Whether frames go through the `ffmpeg` program.
    public var usesFFmpeg: Bool {
        switch self {
        case .apng, .mp4, .webm: return true
        case .gif, .pngSequence: return false
        }
    }

    /// Whether the format keeps transparency (1-bit for GIF, full alpha for APNG and PNG).
    public var keepsAlpha: Bool {
        switch self {
        case .gif, .apng, .pngSequence: return true
        case .mp4, .webm: return false
        }
    }

    /// The highest frame rate the format can play back faithfully: 50 for GIF (delays are
    /// whole hundredths of a second, and browsers stretch delays under 2/100 s to 1/10 s),
    /// `AnimationTiming.maximumFramesPerSecond` for the others.
    public var maximumFramesPerSecond: Double {
        self == .gif ? 50 : AnimationTiming.maximumFramesPerSecond
    }

    /// The extensions accepted, for messages.
    public static let knownExtensions = ["gif", "png", "apng", "mp4", "webm", "(none: a PNG sequence directory)"]

    /// A short name for messages.
    public var description: String {
        switch self {
        case .gif: return "GIF"
        case .apng: return "APNG"
        case .mp4: return "MP4 (H.264)"
        case .webm: return "WebM (VP9)"
        case .pngSequence: return "PNG sequence"
        }
    }
}
