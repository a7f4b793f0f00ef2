/// Why a PNG could not be read or written.
public enum PNGError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The input held no bytes at all.
    case emptyData
    /// The header claims a size whose decoded pixels would exceed `limit` bytes
    /// (`PNGDecoder.maximumByteCount`). Thrown before any pixel memory is allocated.
    case tooLarge(width: Int, height: Int, limit: Int)
    /// The input is too short to hold the pixels its header claims, even at deflate's
    /// best possible compression: it is truncated or forged. Thrown before any pixel
    /// memory is allocated.
    case truncated(width: Int, height: Int, byteCount: Int)
    /// The data ends before a complete IEND chunk: the file is truncated (libpng's
    /// simplified reader stops after the last row, so this is checked separately).
    case missingEnd
    /// libpng rejected the input; `message` is libpng's own explanation (for example
    /// "Not a PNG file" or "IDAT: CRC error").
    case decodingFailed(message: String)
    /// The pixmap has no pixels; PNG cannot store an image with a zero dimension.
    case emptyImage(width: Int, height: Int)
    /// The image could not be written (a dimension past PNG's 2³¹ − 1, or no memory for the
    /// filtered rows or the compressed data); `message` says which.
    case encodingFailed(message: String)

    /// A one-sentence explanation, including libpng's message where there is one.
    public var description: String {
        switch self {
        case .emptyData:
            return "PNG data is empty"
        case .tooLarge(let w, let h, let limit):
            return "PNG image \(w)×\(h) would need more than the decode limit of \(limit) bytes"
        case .truncated(let w, let h, let n):
            return "PNG data of \(n) bytes is too short to hold a \(w)×\(h) image"
        case .missingEnd:
            return "PNG data ends before its IEND chunk: the file is truncated"
        case .decodingFailed(let message):
            return "PNG decoding failed: \(message)"
        case .emptyImage(let w, let h):
            return "cannot encode a \(w)×\(h) pixmap as PNG: both dimensions must be positive"
        case .encodingFailed(let message):
            return "PNG encoding failed: \(message)"
        }
    }
}
