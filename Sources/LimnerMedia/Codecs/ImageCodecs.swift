import LimnerRaster
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The decode limit shared by the image decoders.
public enum ImageLimits {
    /// The most pixels a decoded JPEG or WebP may have by default: 50 megapixels (200 MB of
    /// RGBA), above any camera photo a card or avatar needs, far below what a forged header
    /// can claim (WebP: 16 383², 1 GiB; JPEG: 65 500², 16 GiB). Checked before allocating.
    public static let maximumPixelCount = 50_000_000

    /// Throws `.tooLarge` unless `width`×`height` is at most `limit` pixels (and positive).
    static func check(width: Int, height: Int, limit: Int) throws {
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        guard width > 0, height > 0, !overflow, pixels <= limit,
              pixels <= Pixmap.maximumByteCount / 4 else {
            throw ImageCodecError.tooLarge(width: width, height: height, limit: limit)
        }
    }
}

/// How `Pixmap.encoded(as:)` writes an image.
public enum ImageEncoding: Hashable, Sendable {
    /// PNG at a speed/size trade-off (`PNGEncoder.Compression`), RGBA (RGB when `opaque`).
    case png(compression: PNGEncoder.Compression = .default, opaque: Bool = false)
    /// JPEG at a quality 0…1 (`JPEGEncoder`).
    case jpeg(quality: Double)
    /// Lossy WebP at a quality 0…1 (`WebPEncoder`).
    case webP(quality: Double)
    /// Lossless WebP.
    case webPLossless

    /// The file format written.
    public var format: ImageFormat {
        switch self {
        case .png: return .png
        case .jpeg: return .jpeg
        case .webP, .webPLossless: return .webP
        }
    }

    /// The default encoding of a format: PNG (default compression), JPEG at 0.9, WebP at 0.8.
    public static func `default`(for format: ImageFormat) -> ImageEncoding {
        switch format {
        case .png: return .png()
        case .jpeg: return .jpeg(quality: 0.9)
        case .webP: return .webP(quality: 0.8)
        }
    }
}

extension Pixmap {
    /// Decodes a PNG, JPEG or WebP file (recognised by its first bytes, not by a name) into a
    /// premultiplied pixmap. JPEG and WebP images over `maximumPixelCount` pixels throw
    /// `ImageCodecError.tooLarge` before allocating; PNG keeps `PNGDecoder`'s byte limit
    /// (`maximumPixelCount` × 4 bytes).
    ///
    /// - Throws: `ImageCodecError` (`.emptyData`, `.unknownFormat`, `.truncated`, …) or
    ///   `PNGError`.
    public init(imageData data: Data, maximumPixelCount: Int = ImageLimits.maximumPixelCount) throws {
        guard !data.isEmpty else { throw ImageCodecError.emptyData }
        switch ImageFormat(detecting: data) {
        case .png?:
            let bytes = maximumPixelCount.multipliedReportingOverflow(by: 4)
            self = try PNGDecoder(maximumByteCount: bytes.overflow ? .max : bytes.partialValue).decode(data)
        case .jpeg?: self = try JPEGDecoder(maximumPixelCount: maximumPixelCount).decode(data)
        case .webP?: self = try WebPDecoder(maximumPixelCount: maximumPixelCount).decode(data)
        case nil: throw ImageCodecError.unknownFormat("unrecognised signature (\(data.count) bytes)")
        }
    }

    /// Reads and decodes the PNG, JPEG or WebP file at `url` (see `init(imageData:)`).
    /// Throws the file system's error when it cannot be read.
    public init(contentsOfImageFile url: URL, maximumPixelCount: Int = ImageLimits.maximumPixelCount) throws {
        try self.init(imageData: Data(contentsOf: url), maximumPixelCount: maximumPixelCount)
    }

    /// The pixmap encoded as `encoding`.
    public func encoded(as encoding: ImageEncoding) throws -> Data {
        switch encoding {
        case let .png(compression, opaque): return try PNGEncoder(isOpaque: opaque, compression: compression).encode(self)
        case .jpeg(let quality): return try JPEGEncoder(quality: quality).encode(self)
        case .webP(let quality): return try WebPEncoder(quality: quality).encode(self)
        case .webPLossless: return try WebPEncoder(quality: 1, lossless: true).encode(self)
        }
    }

    /// The pixmap as JPEG data at `quality` 0…1 (see `JPEGEncoder`: no alpha, pixels as over
    /// black).
    public func jpegData(quality: Double = 0.9) throws -> Data { try JPEGEncoder(quality: quality).encode(self) }

    /// The pixmap as lossy WebP data at `quality` 0…1.
    public func webPData(quality: Double = 0.8) throws -> Data { try WebPEncoder(quality: quality).encode(self) }
}
