#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Encodes premultiplied pixmaps as 8-bit sRGB PNG data.
///
/// Pixels are un-premultiplied (rounded to nearest) and written as non-interlaced RGBA8,
/// or RGB8 when `isOpaque` is set, with an sRGB chunk. Decoding the result gives back
/// every pixel whose alpha is 0 or 255 exactly, and every other pixel within the
/// rounding of one un-premultiply/premultiply round trip.
///
/// The rows are filtered and compressed in one call by libdeflate, and the file's chunks are
/// written by Limner (`PNGWriter`): libpng, which reads PNG files here, cannot compress with
/// libdeflate, which reaches a given size in about half zlib's time.
///
/// ```swift
/// let data = try PNGEncoder().encode(pixmap)
/// ```
public struct PNGEncoder: Sendable {
    /// Writes RGB without an alpha channel. Set it only for pixmaps that are opaque:
    /// any pixel that is not is written as it would look over black (its premultiplied
    /// colour).
    public var isOpaque: Bool
    /// Trades a larger file for faster compression: `Compression.fast` (level 3, no row
    /// filter, as libpng's `PNG_IMAGE_FLAG_FAST` chose) when `compression` is nil or `.default`.
    public var prefersSpeed: Bool
    /// The compression level and row filters; nil means `.default` (or `.fast` with
    /// `prefersSpeed`).
    public var compression: Compression?

    /// A speed/size trade-off: the compression level and the row filters the encoder may
    /// choose from (adaptively, per row, when several are allowed).
    ///
    /// On share cards (text on white; gradients and a photo; emoji on a gradient; the table is
    /// in `docs/TextAndImages.md`, "PNG speed or size"): levels 1–3 with no filter are the
    /// fastest that compress (`.fast`), filters cost time and — on dithered gradients — bytes
    /// too, `.default` (level 6, every filter) is close to the smallest, and `.smallest` is slow.
    public struct Compression: Hashable, Sendable {
        /// The compression level, 0 (stored, no compression) … 12 (smallest): libdeflate's
        /// scale, which matches zlib's from 1 (fastest) to 9 and adds 10–12, slower and smaller.
        public var level: Int
        /// The row filters allowed.
        public var filters: Filters

        /// A level (clamped to 0…12) and the filters allowed.
        public init(level: Int, filters: Filters = .all) {
            self.level = min(max(level, 0), 12)
            self.filters = filters
        }

        /// Level 6, every filter (libpng's own defaults, on libdeflate's scale).
        public static let `default` = Compression(level: 6, filters: .all)
        /// The fastest that still compresses: level 1, no filter.
        public static let fastest = Compression(level: 1, filters: .none)
        /// About as fast as `fastest` and smaller: level 3, no filter (filters cost time and,
        /// on dithered gradients, bytes too).
        public static let fast = Compression(level: 3, filters: .none)
        /// The smallest: level 12, every filter (slow; for files written once and served often).
        public static let smallest = Compression(level: 12, filters: .all)
    }

    /// PNG row filters (the filter types' bits, numbered as libpng's `PNG_FILTER_*`).
    public struct Filters: OptionSet, Hashable, Sendable {
        public let rawValue: Int32
        public init(rawValue: Int32) { self.rawValue = rawValue }
        /// No filtering.
        public static let none = Filters(rawValue: 0x08)
        /// Difference from the pixel to the left.
        public static let sub = Filters(rawValue: 0x10)
        /// Difference from the pixel above.
        public static let up = Filters(rawValue: 0x20)
        /// Difference from the mean of left and above.
        public static let average = Filters(rawValue: 0x40)
        /// Paeth predictor.
        public static let paeth = Filters(rawValue: 0x80)
        /// Every filter, chosen per row: the one whose bytes, read as signed, have the least
        /// absolute sum (libpng's heuristic). An empty set means `.none`.
        public static let all: Filters = [.none, .sub, .up, .average, .paeth]
    }

    /// Creates an encoder.
    public init(isOpaque: Bool = false, prefersSpeed: Bool = false, compression: Compression? = nil) {
        self.isOpaque = isOpaque
        self.prefersSpeed = prefersSpeed
        self.compression = compression
    }

    /// The compression this encoder uses: `compression`, or `.default`, which `prefersSpeed`
    /// turns into `.fast`.
    var effectiveCompression: Compression {
        let chosen = compression ?? .default
        return prefersSpeed && chosen == .default ? .fast : chosen
    }

    /// Encodes `pixmap` as a complete PNG file. Throws `PNGError.emptyImage` for a
    /// pixmap with a zero dimension, which PNG cannot represent, and
    /// `PNGError.encodingFailed` when a dimension passes PNG's 2³¹ − 1 or memory runs out.
    public func encode(_ pixmap: Pixmap) throws -> Data {
        let width = pixmap.width, height = pixmap.height
        guard width > 0, height > 0 else { throw PNGError.emptyImage(width: width, height: height) }
        guard width <= Int(Int32.max), height <= Int(Int32.max) else {
            throw PNGError.encodingFailed(message: "\(width)×\(height) is larger than PNG allows (2³¹ − 1)")
        }
        let compression = effectiveCompression
        return try PNGWriter(width: width, height: height, channels: isOpaque ? 3 : 4, level: compression.level,
                             filters: compression.filters).write(pixmap)
    }

    /// The premultiplied R, G, B bytes of `pixmap` (its colour composited over black),
    /// `width * height * 3`, no padding.
    static func premultipliedRGB(_ pixmap: Pixmap) -> [UInt8] {
        let width = pixmap.width, height = pixmap.height, stride = pixmap.rowStride
        return [UInt8](unsafeUninitializedCapacity: width * height * 3) { out, count in
            pixmap.storage.withUnsafeBufferPointer { pixels in
                var o = 0
                for y in 0..<height {
                    let row = y * stride
                    for x in 0..<width {
                        let p = pixels[row + x]
                        out[o] = UInt8(truncatingIfNeeded: p)
                        out[o + 1] = UInt8(truncatingIfNeeded: p >> 8)
                        out[o + 2] = UInt8(truncatingIfNeeded: p >> 16)
                        o += 3
                    }
                }
            }
            count = width * height * 3
        }
    }
}
