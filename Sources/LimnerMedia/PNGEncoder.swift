import CLibPNG
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

    /// Creates an encoder.
    public init(isOpaque: Bool = false, prefersSpeed: Bool = false) {
        self.isOpaque = isOpaque
        self.prefersSpeed = prefersSpeed
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

    /// The premultiplied R, G, B bytes of `pixmap` (its colour composited over black),
    /// `width * height * 3`, no padding.
    static func premultipliedRGB(_ pixmap: Pixmap) -> [UInt8] {
        let rgba = pixmap.premultipliedRGBA()
        var out = [UInt8](repeating: 0, count: pixmap.width * pixmap.height * 3)
        for i in 0..<(pixmap.width * pixmap.height) {
            out[3 * i] = rgba[4 * i]
            out[3 * i + 1] = rgba[4 * i + 1]
            out[3 * i + 2] = rgba[4 * i + 2]
        }
        return out
    }
}
