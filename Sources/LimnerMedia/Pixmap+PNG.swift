#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// PNG reading and writing as one-call operations.
///
/// Each forwards to `PNGDecoder` or `PNGEncoder` with default settings; use those
/// directly to lower the decode size limit or to write faster.
public enum PNG {
    /// Decodes a complete PNG file into a premultiplied pixmap.
    public static func decode(_ data: Data) throws -> Pixmap {
        try PNGDecoder().decode(data)
    }

    /// Encodes `pixmap` as PNG data, as RGB without alpha when `isOpaque` is set.
    public static func encode(_ pixmap: Pixmap, isOpaque: Bool = false) throws -> Data {
        try PNGEncoder(isOpaque: isOpaque).encode(pixmap)
    }
}

extension Pixmap {
    /// Decodes a complete PNG file (any bit depth, colour type or interlacing) into a
    /// premultiplied pixmap. Throws `PNGError` for input that is not a valid PNG or is
    /// too large.
    public init(pngData: Data) throws {
        self = try PNGDecoder().decode(pngData)
    }

    /// Reads and decodes the PNG file at `url`. Throws the file system's error when the
    /// file cannot be read, and `PNGError` when it is not a valid PNG.
    public init(contentsOfPNGFile url: URL) throws {
        self = try PNGDecoder().decode(Data(contentsOf: url))
    }

    /// The pixmap as PNG data: straight-alpha RGBA8, or RGB8 when `isOpaque` is set
    /// (see `PNGEncoder.isOpaque`). Throws `PNGError.emptyImage` for a zero dimension.
    public func pngData(isOpaque: Bool = false) throws -> Data {
        try PNGEncoder(isOpaque: isOpaque).encode(self)
    }

    /// Encodes the pixmap as PNG and writes it to `url` atomically, replacing any file
    /// there.
    public func writePNG(to url: URL, isOpaque: Bool = false) throws {
        try pngData(isOpaque: isOpaque).write(to: url, options: .atomic)
    }
}
