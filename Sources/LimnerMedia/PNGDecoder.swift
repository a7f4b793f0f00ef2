import LimnerRaster
import CLibPNG
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Decodes PNG data of every kind into premultiplied RGBA8 pixmaps.
///
/// Reads 1-, 2-, 4-, 8- and 16-bit gray, gray+alpha, RGB, RGBA and palette images, with
/// tRNS transparency and Adam7 interlacing. The result is sRGB-encoded: 8-bit sRGB files
/// decode byte-exactly, 16-bit samples become round(v / 257), and a gAMA chunk other
/// than 1/2.2 is converted to sRGB (see the module overview for why).
///
/// Untrusted input is safe to pass: every failure throws a `PNGError`, and the header's
/// size is checked against `maximumByteCount` and against what the input could hold
/// before any pixel memory is allocated, so a small forged file cannot make the decoder
/// allocate a large buffer.
///
/// ```swift
/// let pixmap = try PNGDecoder().decode(data)
/// ```
public struct PNGDecoder: Sendable {
    /// The most bytes a decoded pixmap may need (4 per pixel); larger images throw
    /// `PNGError.tooLarge` before allocating. Values above `Pixmap.maximumByteCount` act
    /// as `Pixmap.maximumByteCount`.
    public var maximumByteCount: Int

    /// The best compression deflate can reach: one compressed byte expands to at most
    /// 1032 bytes (a 258-byte match coded in 2 bits), so a PNG of `n` bytes cannot hold
    /// more than `1032 * n` bytes of scanline data.
    static let deflateMaximumExpansion = 1032

    /// Creates a decoder that accepts images needing up to `maximumByteCount` bytes.
    public init(maximumByteCount: Int = Pixmap.maximumByteCount) {
        self.maximumByteCount = maximumByteCount
    }

    /// Decodes a complete PNG file held in `data`.
    public func decode(_ data: Data) throws -> Pixmap {
        try data.withUnsafeBytes { try decode($0) }
    }

    /// Decodes a complete PNG file held in `bytes`. The bytes are only read during the
    /// call.
    public func decode(_ bytes: UnsafeRawBufferPointer) throws -> Pixmap {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { throw PNGError.emptyData }

        var image = PNGImageControl.make()
        // libpng keeps `base` until the read finishes or the image is freed; both happen
        // inside this call, while `bytes` is valid.
        guard png_image_begin_read_from_memory(&image, base, bytes.count) != 0 else {
            let message = PNGImageControl.message(of: image, fallback: "cannot read the PNG header")
            png_image_free(&image)
            throw PNGError.decodingFailed(message: message)
        }
        defer { png_image_free(&image) }

        let width = Int(image.width), height = Int(image.height)
        try checkSize(width: width, height: height, fileFormat: image.format, byteCount: bytes.count)
        let layout = PNGChunkLayout(bytes)
        guard layout.hasEnd else { throw PNGError.missingEnd }
        if layout.bitDepth == 16 && layout.isInterlaced {
            // libpng's 16-to-8-bit path for Adam7 images is unsafe or wrong depending on
            // the version (see `decodeInterlaced16`); take the 16-bit route instead.
            return try decodeInterlaced16(bytes, layout: layout, width: width, height: height)
        }

        // Straight-alpha 8-bit sRGB RGBA; 16-bit files without colour information are
        // sRGB-encoded rather than linear (libpng's default would brighten them).
        image.format = PNGImageControl.formatRGBA
        image.flags |= UInt32(PNG_IMAGE_FLAG_16BIT_sRGB)

        guard let rowBytes = Int32(exactly: width * 4) else {
            throw PNGError.tooLarge(width: width, height: height, limit: min(maximumByteCount, Pixmap.maximumByteCount))
        }
        var pixmap = try Pixmap(width: width, height: height)
        let finished = pixmap.withUnsafeMutablePixels { pixels -> Int32 in
            // Pixmap rows are exactly `width` pixels: a stride of `width * 4` bytes.
            png_image_finish_read(&image, nil, UnsafeMutableRawPointer(pixels), rowBytes, nil)
        }
        guard finished != 0 else {
            throw PNGError.decodingFailed(
                message: PNGImageControl.message(of: image, fallback: "cannot read the PNG image data"))
        }
        pixmap.withUnsafeMutablePixels { Self.premultiplyInPlace($0, count: width * height) }
        return pixmap
    }

    /// Throws unless a `width`×`height` image fits the byte limit and could be held by an
    /// input of `byteCount` bytes whose file format is `fileFormat` (libpng's
    /// `PNG_FORMAT_*` description of the file as read from its header).
    func checkSize(width: Int, height: Int, fileFormat: UInt32, byteCount: Int) throws {
        let limit = min(maximumByteCount, Pixmap.maximumByteCount)
        let (pixels, o1) = width.multipliedReportingOverflow(by: height)
        let (decodedBytes, o2) = pixels.multipliedReportingOverflow(by: 4)
        guard !o1, !o2, decodedBytes <= limit else {
            throw PNGError.tooLarge(width: width, height: height, limit: limit)
        }
        // The fewest bits a pixel of this kind can take: 1 for palette and gray (which
        // may be 1-bit); otherwise 8 or 16 per channel.
        let flags = fileFormat
        let bitsPerPixel: Int
        if flags & UInt32(PNG_FORMAT_FLAG_COLORMAP) != 0 {
            bitsPerPixel = 1
        } else {
            let channels = 1 + (flags & UInt32(PNG_FORMAT_FLAG_COLOR) != 0 ? 2 : 0)
                + (flags & UInt32(PNG_FORMAT_FLAG_ALPHA) != 0 ? 1 : 0)
            if flags & UInt32(PNG_FORMAT_FLAG_LINEAR) != 0 {
                bitsPerPixel = 16 * channels
            } else {
                bitsPerPixel = channels == 1 ? 1 : 8 * channels
            }
        }
        // `pixels` ≤ 2^29 here, so this cannot overflow.
        let minimumScanlineBytes = (pixels * bitsPerPixel + 7) / 8
        let (capacity, o3) = byteCount.multipliedReportingOverflow(by: Self.deflateMaximumExpansion)
        guard o3 || minimumScanlineBytes <= capacity else {
            throw PNGError.truncated(width: width, height: height, byteCount: byteCount)
        }
    }

    /// Converts `count` straight-alpha pixels, stored as bytes R, G, B, A, to the
    /// pixmap's premultiplied packed form.
    static func premultiplyInPlace(_ pixels: UnsafeMutablePointer<UInt32>, count: Int) {
        for i in 0..<count {
            // The bytes R, G, B, A read as a little-endian word put R in the low byte.
            let p = UInt32(littleEndian: pixels[i])
            let a = p >> 24
            if a == 255 {
                pixels[i] = p
            } else if a == 0 {
                pixels[i] = 0
            } else {
                pixels[i] = PremultipliedPixel.premultiply(
                    r: UInt8(truncatingIfNeeded: p), g: UInt8(truncatingIfNeeded: p >> 8),
                    b: UInt8(truncatingIfNeeded: p >> 16), a: UInt8(a))
            }
        }
    }
}
