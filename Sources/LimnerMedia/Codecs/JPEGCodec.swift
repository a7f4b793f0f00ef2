import CLimnerCodecs
import LimnerRaster
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Decodes JPEG files (baseline and progressive; grayscale, YCbCr, RGB, CMYK) into opaque
/// premultiplied pixmaps through libjpeg-turbo.
///
/// Untrusted input is safe to pass: every failure throws an `ImageCodecError`; the header's
/// size is checked against `maximumPixelCount` before any pixel memory is allocated; data
/// that ends before the image does throws `.truncated` (libjpeg itself would pad the image
/// with gray and only warn); a progressive file with more than `maximumScanCount` scans (a
/// known way to make a small file decode for minutes) throws. libjpeg's errors longjmp, so
/// every call goes through C (`CLimnerCodecs`), which catches them.
///
/// Colour: 8-bit sRGB as stored; embedded ICC profiles are not applied.
public struct JPEGDecoder: Sendable {
    /// The most pixels (width × height) a decoded image may have; larger images throw
    /// `.tooLarge` before allocating. Default `ImageLimits.maximumPixelCount`.
    public var maximumPixelCount: Int
    /// The most progressive scans read (libjpeg-turbo's own fuzzers stop at 500).
    public var maximumScanCount: Int

    /// Creates a decoder.
    public init(maximumPixelCount: Int = ImageLimits.maximumPixelCount, maximumScanCount: Int = 500) {
        self.maximumPixelCount = maximumPixelCount
        self.maximumScanCount = maximumScanCount
    }

    /// Decodes a complete JPEG file.
    public func decode(_ data: Data) throws -> Pixmap {
        try data.withUnsafeBytes { try decode($0) }
    }

    /// Decodes a complete JPEG file held in `bytes` (only read during the call).
    public func decode(_ bytes: UnsafeRawBufferPointer) throws -> Pixmap {
        guard let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), !bytes.isEmpty else {
            throw ImageCodecError.emptyData
        }
        var message = [CChar](repeating: 0, count: Int(LIMNER_CODEC_MESSAGE_SIZE))
        var width: Int32 = 0, height: Int32 = 0
        guard limner_jpeg_read_size(base, bytes.count, &width, &height, &message) == 0 else {
            throw Self.failure(message)
        }
        let w = Int(width), h = Int(height)
        try ImageLimits.check(width: w, height: h, limit: maximumPixelCount)
        var pixmap = try Pixmap(width: w, height: h)
        let status = pixmap.withUnsafeMutablePixels { pixels in
            pixels.withMemoryRebound(to: UInt8.self, capacity: w * h * 4) { rgba in
                limner_jpeg_decode(base, bytes.count, rgba, width, height, Int32(clamping: maximumScanCount), &message)
            }
        }
        guard status == 0 else { throw Self.failure(message) }
        // R, G, B, 255 bytes read as a little-endian word are the packed opaque pixel.
        if UInt32(littleEndian: 1) != 1 {
            pixmap.withUnsafeMutablePixels { p in for i in 0..<(w * h) { p[i] = UInt32(littleEndian: p[i]) } }
        }
        return pixmap
    }

    static func failure(_ message: [CChar]) -> ImageCodecError {
        let text = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        if text.contains("ends before") || text.contains("Premature end") {
            return .truncated(format: .jpeg)
        }
        return .decodingFailed(format: .jpeg, message: text.isEmpty ? "not a JPEG file" : text)
    }
}

/// Encodes pixmaps as baseline JPEG through libjpeg-turbo (optimized Huffman tables; 4:2:0
/// chroma below quality 0.9, 4:4:4 from 0.9).
///
/// JPEG has no alpha: a pixel that is not opaque is written as its premultiplied colour,
/// that is as it looks over black (what `UIImage.jpegData` does with transparency).
public struct JPEGEncoder: Sendable {
    /// 0 (smallest) … 1 (best), as `UIImage.jpegData(compressionQuality:)`; maps to libjpeg's
    /// 1–100. Non-finite values act as 0.9.
    public var quality: Double

    /// Creates an encoder at `quality` (default 0.9).
    public init(quality: Double = 0.9) { self.quality = quality }

    /// libjpeg's quality, 1…100.
    var libjpegQuality: Int32 {
        let q = quality.isFinite ? min(max(quality, 0), 1) : 0.9
        return Int32(max(1, (q * 100).rounded()))
    }

    /// Encodes `pixmap`. Throws `.unencodableSize` for a zero dimension or a side over
    /// 65 500 pixels (JPEG's limit).
    public func encode(_ pixmap: Pixmap) throws -> Data {
        let w = pixmap.width, h = pixmap.height
        guard w > 0, h > 0, w <= 65_500, h <= 65_500 else {
            throw ImageCodecError.unencodableSize(format: .jpeg, width: w, height: h)
        }
        let rgb = PNGEncoder.premultipliedRGB(pixmap)
        var message = [CChar](repeating: 0, count: Int(LIMNER_CODEC_MESSAGE_SIZE))
        var output: UnsafeMutablePointer<UInt8>? = nil
        var size = 0
        let status = rgb.withUnsafeBufferPointer {
            limner_jpeg_encode($0.baseAddress, Int32(w), Int32(h), libjpegQuality, &output, &size, &message)
        }
        guard status == 0, let output else {
            let text = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw ImageCodecError.encodingFailed(format: .jpeg, message: text)
        }
        defer { limner_codec_free(output) }
        return Data(bytes: output, count: size)
    }
}
