/// Why a JPEG or WebP image could not be read or written, or why image data could not be
/// recognised. (PNG keeps its own `PNGError`.)
public enum ImageCodecError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The input held no bytes at all.
    case emptyData
    /// The data is not a PNG, JPEG or WebP file (by its first bytes), or a file name's
    /// extension names no format Limner writes.
    case unknownFormat(String)
    /// The header declares `width`×`height` pixels, more than `limit` pixels (the decoder's
    /// `maximumPixelCount`): thrown before any pixel memory is allocated (a decompression
    /// bomb is a small file declaring a huge image).
    case tooLarge(width: Int, height: Int, limit: Int)
    /// The data ends before the image does.
    case truncated(format: ImageFormat)
    /// The codec library rejected the input; `message` is its explanation.
    case decodingFailed(format: ImageFormat, message: String)
    /// The pixmap has a zero dimension, which the format cannot store, or is larger than the
    /// format allows (JPEG and WebP: 16 383 pixels a side).
    case unencodableSize(format: ImageFormat, width: Int, height: Int)
    /// The codec library could not write the image.
    case encodingFailed(format: ImageFormat, message: String)

    public var description: String {
        switch self {
        case .emptyData: return "image data is empty"
        case .unknownFormat(let what): return "not a PNG, JPEG or WebP image: \(what)"
        case let .tooLarge(w, h, limit):
            return "image \(w)×\(h) has more than the decode limit of \(limit) pixels"
        case .truncated(let format): return "\(format) data ends before the image does: the file is truncated"
        case let .decodingFailed(format, message): return "\(format) decoding failed: \(message)"
        case let .unencodableSize(format, w, h): return "cannot encode a \(w)×\(h) pixmap as \(format)"
        case let .encodingFailed(format, message): return "\(format) encoding failed: \(message)"
        }
    }
}

/// The still-image file formats Limner reads and writes.
public enum ImageFormat: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// PNG (libpng): lossless, with alpha.
    case png
    /// JPEG (libjpeg-turbo): lossy, no alpha.
    case jpeg
    /// WebP (libwebp): lossy or lossless, with alpha.
    case webP

    public var description: String {
        switch self {
        case .png: return "PNG"
        case .jpeg: return "JPEG"
        case .webP: return "WebP"
        }
    }

    /// The usual file name extension ("png", "jpg", "webp").
    public var pathExtension: String {
        switch self {
        case .png: return "png"
        case .jpeg: return "jpg"
        case .webP: return "webp"
        }
    }

    /// The format a file name extension names (case-insensitive: png; jpg, jpeg, jpe, jfif;
    /// webp), or nil for any other.
    public init?(pathExtension: String) {
        switch pathExtension.lowercased() {
        case "png": self = .png
        case "jpg", "jpeg", "jpe", "jfif": self = .jpeg
        case "webp": self = .webP
        default: return nil
        }
    }

    /// The format of encoded image bytes, from their signature: PNG's 8-byte signature,
    /// JPEG's SOI marker (FF D8 FF), WebP's "RIFF….WEBP". Nil for anything else.
    public init?(detecting bytes: some Collection<UInt8>) {
        let head = Array(bytes.prefix(12))
        if head.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            self = .png
        } else if head.starts(with: [0xFF, 0xD8, 0xFF]) {
            self = .jpeg
        } else if head.count == 12, head.starts(with: Array("RIFF".utf8)), Array(head[8..<12]) == Array("WEBP".utf8) {
            self = .webP
        } else {
            return nil
        }
    }
}
