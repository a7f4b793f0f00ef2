import CWebP
import LimnerRaster
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Decodes still WebP files (lossy, lossless, with or without alpha) into premultiplied
/// pixmaps through libwebp.
///
/// Untrusted input is safe to pass: the header (`WebPGetInfo`) gives the size, which is
/// checked against `maximumPixelCount` before any pixel memory is allocated; libwebp then
/// decodes straight into the pixmap (`WebPDecodeRGBAInto`), so it allocates nothing
/// pixel-sized of its own; truncated or corrupt data throws. Animated WebP is not read (it
/// throws `.decodingFailed`).
public struct WebPDecoder: Sendable {
    /// The most pixels (width × height) a decoded image may have. Default
    /// `ImageLimits.maximumPixelCount`.
    public var maximumPixelCount: Int

    /// Creates a decoder.
    public init(maximumPixelCount: Int = ImageLimits.maximumPixelCount) {
        self.maximumPixelCount = maximumPixelCount
    }

    /// Decodes a complete WebP file.
    public func decode(_ data: Data) throws -> Pixmap {
        try data.withUnsafeBytes { try decode($0) }
    }

    /// Decodes a complete WebP file held in `bytes` (only read during the call).
    public func decode(_ bytes: UnsafeRawBufferPointer) throws -> Pixmap {
        guard let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), !bytes.isEmpty else {
            throw ImageCodecError.emptyData
        }
        var features = WebPBitstreamFeatures()
        let status = WebPGetFeatures(base, bytes.count, &features)
        switch status {
        case VP8_STATUS_OK: break
        case VP8_STATUS_NOT_ENOUGH_DATA: throw ImageCodecError.truncated(format: .webP)
        default: throw ImageCodecError.decodingFailed(format: .webP, message: Self.describe(status))
        }
        if features.has_animation != 0 {
            throw ImageCodecError.decodingFailed(format: .webP, message: "animated WebP is not supported")
        }
        let w = Int(features.width), h = Int(features.height)
        try ImageLimits.check(width: w, height: h, limit: maximumPixelCount)
        var pixmap = try Pixmap(width: w, height: h)
        let ok = pixmap.withUnsafeMutablePixels { pixels in
            pixels.withMemoryRebound(to: UInt8.self, capacity: w * h * 4) { rgba in
                WebPDecodeRGBAInto(base, bytes.count, rgba, w * h * 4, Int32(w * 4)) != nil
            }
        }
        guard ok else {
            // Tell a file cut short from a corrupt one: a complete RIFF container says how long
            // it is.
            if bytes.count >= 8 {
                let declared = Int(bytes[4]) | Int(bytes[5]) << 8 | Int(bytes[6]) << 16 | Int(bytes[7]) << 24
                if declared + 8 > bytes.count { throw ImageCodecError.truncated(format: .webP) }
            }
            throw ImageCodecError.decodingFailed(format: .webP, message: "corrupt image data")
        }
        pixmap.withUnsafeMutablePixels { PNGDecoder.premultiplyInPlace($0, count: w * h) }
        return pixmap
    }

    private static func describe(_ status: VP8StatusCode) -> String {
        switch status {
        case VP8_STATUS_OUT_OF_MEMORY: return "out of memory"
        case VP8_STATUS_INVALID_PARAM: return "invalid parameter"
        case VP8_STATUS_BITSTREAM_ERROR: return "not a WebP file or a corrupt header"
        case VP8_STATUS_UNSUPPORTED_FEATURE: return "unsupported feature"
        case VP8_STATUS_SUSPENDED: return "suspended"
        case VP8_STATUS_USER_ABORT: return "aborted"
        default: return "status \(status.rawValue)"
        }
    }
}

/// Encodes pixmaps as WebP through libwebp: lossy (VP8, alpha kept losslessly beside it) at
/// a quality, or lossless (VP8L).
public struct WebPEncoder: Sendable {
    /// 0 (smallest) … 1 (best) for lossy encoding; maps to libwebp's 0–100. Non-finite
    /// values act as 0.8.
    public var quality: Double
    /// Lossless (VP8L): exact colours for every opaque pixel; `quality` then sets how hard
    /// libwebp works at compressing.
    public var isLossless: Bool

    /// Creates an encoder.
    public init(quality: Double = 0.8, lossless: Bool = false) {
        self.quality = quality
        self.isLossless = lossless
    }

    /// Encodes `pixmap`. Throws `.unencodableSize` for a zero dimension or a side over
    /// 16 383 pixels (WebP's limit).
    public func encode(_ pixmap: Pixmap) throws -> Data {
        let w = pixmap.width, h = pixmap.height
        guard w > 0, h > 0, w <= Int(WEBP_MAX_DIMENSION), h <= Int(WEBP_MAX_DIMENSION) else {
            throw ImageCodecError.unencodableSize(format: .webP, width: w, height: h)
        }
        let q = Float(quality.isFinite ? min(max(quality, 0), 1) : 0.8) * 100
        let rgba = pixmap.straightRGBA()
        var output: UnsafeMutablePointer<UInt8>? = nil
        let size = rgba.withUnsafeBufferPointer { src -> Int in
            if isLossless {
                return WebPEncodeLosslessRGBA(src.baseAddress, Int32(w), Int32(h), Int32(w * 4), &output)
            }
            return WebPEncodeRGBA(src.baseAddress, Int32(w), Int32(h), Int32(w * 4), q, &output)
        }
        guard size > 0, let output else {
            if let output { WebPFree(output) }
            throw ImageCodecError.encodingFailed(format: .webP, message: "libwebp could not write the image")
        }
        defer { WebPFree(output) }
        return Data(bytes: output, count: size)
    }
}
