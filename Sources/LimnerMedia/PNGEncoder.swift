import CLibPNG
import CLimnerCodecs
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
/// ```swift
/// let data = try PNGEncoder().encode(pixmap)
/// ```
public struct PNGEncoder: Sendable {
    /// Writes RGB without an alpha channel. Set it only for pixmaps that are opaque:
    /// any pixel that is not is written as it would look over black (its premultiplied
    /// colour).
    public var isOpaque: Bool
    /// Trades a larger file for faster compression (libpng's `PNG_IMAGE_FLAG_FAST`).
    public var prefersSpeed: Bool
    /// The zlib level and row filters; nil (or `.default`) uses libpng's defaults (level 6,
    /// adaptive filtering) or, with `prefersSpeed`, its fast settings.
    public var compression: Compression?

    /// A speed/size trade-off: the zlib compression level, the row filters libpng may choose
    /// from (adaptively, per row, when several are allowed) and zlib's strategy.
    ///
    /// On share cards (text on white; gradients and a photo; emoji on a gradient; the table is
    /// in `docs/TextAndImages.md`, "PNG speed or size"): levels 1–3 with no filter are the
    /// fastest that compress (`.fast`), filters cost time and — on dithered gradients — bytes
    /// too, `.default` (level 6, every filter) is close to the smallest in under half its time,
    /// and `.smallest` is slow.
    public struct Compression: Hashable, Sendable {
        /// zlib level, 0 (store) … 9 (smallest).
        public var level: Int
        /// The row filters allowed.
        public var filters: Filters
        /// How zlib looks for repeats.
        public var strategy: Strategy

        /// A level (clamped to 0…9), filters and a zlib strategy.
        public init(level: Int, filters: Filters = .all, strategy: Strategy = .automatic) {
            self.level = min(max(level, 0), 9)
            self.filters = filters
            self.strategy = strategy
        }

        /// libpng's defaults: level 6, every filter.
        public static let `default` = Compression(level: 6, filters: .all)
        /// The fastest that still compresses: level 1, no filter.
        public static let fastest = Compression(level: 1, filters: .none)
        /// As fast as `fastest` and a few percent smaller: level 3, no filter (filters cost
        /// time and, on dithered gradients, bytes too).
        public static let fast = Compression(level: 3, filters: .none)
        /// The smallest libpng writes: level 9, every filter.
        public static let smallest = Compression(level: 9, filters: .all)
    }

    /// zlib's compression strategy (`deflateInit2`'s `strategy`).
    public enum Strategy: Int32, Hashable, Sendable, CaseIterable {
        /// libpng's choice: `.filtered` when rows are filtered, `.standard` when not.
        case automatic = -1
        /// `Z_DEFAULT_STRATEGY`: matches at any distance in the window.
        case standard = 0
        /// `Z_FILTERED`: favours Huffman coding over short matches (for filtered rows).
        case filtered = 1
        /// `Z_HUFFMAN_ONLY`: no matches, Huffman coding alone.
        case huffmanOnly = 2
        /// `Z_RLE`: matches only with the byte just before (runs): fast on flat colour, poor
        /// on dithered gradients unless rows are filtered (Paeth).
        case runLength = 3
        /// `Z_FIXED`: fixed Huffman codes.
        case fixed = 4
    }

    /// PNG row filters (libpng's `PNG_FILTER_*` bits).
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
        /// Every filter, chosen per row.
        public static let all: Filters = [.none, .sub, .up, .average, .paeth]
    }

    /// Creates an encoder.
    public init(isOpaque: Bool = false, prefersSpeed: Bool = false, compression: Compression? = nil) {
        self.isOpaque = isOpaque
        self.prefersSpeed = prefersSpeed
        self.compression = compression
    }

    /// Encodes `pixmap` as a complete PNG file. Throws `PNGError.emptyImage` for a
    /// pixmap with a zero dimension, which PNG cannot represent.
    public func encode(_ pixmap: Pixmap) throws -> Data {
        let width = pixmap.width, height = pixmap.height
        guard width > 0, height > 0 else { throw PNGError.emptyImage(width: width, height: height) }
        // PNG_USER_WIDTH_MAX/HEIGHT_MAX are unlimited on write, but rows must be
        // addressable with libpng's 32-bit stride.
        let channels = isOpaque ? 3 : 4
        guard width <= Int(Int32.max) / channels, height <= Int(Int32.max) else {
            throw PNGError.encodingFailed(message: "\(width)×\(height) is too large for libpng")
        }
        if let compression, compression != .default {
            return try encode(pixmap, channels: channels, compression: compression)
        }
        let samples = isOpaque ? Self.premultipliedRGB(pixmap) : pixmap.straightRGBA()

        func describe() -> png_image {
            var image = PNGImageControl.make()
            image.width = UInt32(width)
            image.height = UInt32(height)
            image.format = isOpaque ? PNGImageControl.formatRGB : PNGImageControl.formatRGBA
            if prefersSpeed { image.flags |= UInt32(PNG_IMAGE_FLAG_FAST) }
            return image
        }
        var image = describe()
        let stride = Int32(width * channels)

        // Guess generously (most images compress far better than this); if libpng says
        // the buffer was too small, it reports the exact size needed, so retry once.
        var capacity = samples.count / 2 + 1024
        for _ in 0..<2 {
            var output = Data(count: capacity)
            var written = capacity
            let ok = samples.withUnsafeBytes { src in
                output.withUnsafeMutableBytes { dst in
                    png_image_write_to_memory(&image, dst.baseAddress, &written, 0,
                                              src.baseAddress, stride, nil)
                }
            }
            if ok != 0 {
                output.count = written
                return output
            }
            guard written > capacity else { break }  // a real error, not a short buffer
            capacity = written
            image = describe()
        }
        let message = PNGImageControl.message(of: image, fallback: "libpng could not write the image")
        png_image_free(&image)
        throw PNGError.encodingFailed(message: message)
    }

    /// Writes `pixmap` with libpng's full write API (through `CLimnerCodecs`, which catches
    /// its longjmp errors) at `compression`'s level, filters and strategy. An opaque image is
    /// written straight from the pixmap's storage (premultiplied RGBA, whose colour is what
    /// `isOpaque` writes; libpng drops the alpha byte row by row), with no copy.
    private func encode(_ pixmap: Pixmap, channels: Int, compression: Compression) throws -> Data {
        var message = [CChar](repeating: 0, count: Int(LIMNER_CODEC_MESSAGE_SIZE))
        var output: UnsafeMutablePointer<UInt8>? = nil
        var size = 0
        func write(_ rows: UnsafeRawPointer?, rowBytes: Int, inputChannels: Int) -> Int32 {
            limner_png_encode(rows?.assumingMemoryBound(to: UInt8.self), rowBytes, Int32(pixmap.width),
                              Int32(pixmap.height), Int32(inputChannels), Int32(channels), Int32(compression.level),
                              compression.filters.rawValue, compression.strategy.rawValue, &output, &size, &message)
        }
        let status: Int32
        #if _endian(little)
        let direct = isOpaque
        #else
        let direct = false
        #endif
        if direct {
            // Storage is packed UInt32s with R in the low byte: R, G, B, A bytes in memory.
            status = pixmap.storage.withUnsafeBytes {
                write($0.baseAddress, rowBytes: pixmap.rowStride * 4, inputChannels: 4)
            }
        } else {
            let samples = isOpaque ? Self.premultipliedRGB(pixmap) : pixmap.straightRGBA()
            status = samples.withUnsafeBytes {
                write($0.baseAddress, rowBytes: pixmap.width * channels, inputChannels: channels)
            }
        }
        guard status == 0, let output else {
            let text = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw PNGError.encodingFailed(message: text.isEmpty ? "libpng could not write the image" : text)
        }
        defer { limner_codec_free(output) }
        return Data(bytes: output, count: size)
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
