import LimnerGeometry

/// Why a pixmap could not be made.
public enum PixmapError: Error, Equatable, CustomStringConvertible {
    /// A dimension was negative.
    case negativeSize(width: Int, height: Int)
    /// The pixmap would need more memory than `Pixmap.maximumByteCount`.
    case tooLarge(width: Int, height: Int)
    /// Pixel data did not match the stated size.
    case dataSizeMismatch(expected: Int, actual: Int)

    public var description: String {
        switch self {
        case .negativeSize(let w, let h): return "pixmap size \(w)×\(h) is negative"
        case .tooLarge(let w, let h):
            return "pixmap \(w)×\(h) needs more than \(Pixmap.maximumByteCount) bytes"
        case .dataSizeMismatch(let e, let a): return "pixel data has \(a) bytes, expected \(e)"
        }
    }
}

/// A premultiplied RGBA8 image: the rasterizer's target and the codecs' currency.
///
/// Pixels are stored row by row, four bytes each in the order R, G, B, A, with colour
/// premultiplied by alpha (so a channel never exceeds alpha). Rows are `rowStride` pixels
/// apart (at least `width`; `rowStride * 4` bytes). A pixmap is a value: copies are
/// independent (copy-on-write).
public struct Pixmap: Sendable, Equatable {
    /// The most bytes one pixmap may hold: 2 GiB. A larger request throws `.tooLarge`
    /// before anything is allocated.
    public static let maximumByteCount = 1 << 31

    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Distance between the starts of two rows, in pixels.
    public let rowStride: Int
    /// The pixels, `rowStride * height` packed RGBA values (R in the low byte).
    public internal(set) var storage: [UInt32]

    /// The 0×0 pixmap (what filters and renderers return when there is nothing to hold).
    public static let empty = Pixmap(emptyPixmap: ())

    private init(emptyPixmap: Void) {
        width = 0; height = 0; rowStride = 0; storage = []
    }

    /// Creates a transparent pixmap. Zero-sized pixmaps are allowed and hold no pixels.
    public init(width: Int, height: Int) throws {
        try self.init(width: width, height: height, rowStride: width)
    }

    /// Creates a transparent pixmap whose rows are `rowStride` pixels apart.
    public init(width: Int, height: Int, rowStride: Int) throws {
        guard width >= 0, height >= 0, rowStride >= width else {
            throw PixmapError.negativeSize(width: width, height: height)
        }
        let (pixels, o1) = rowStride.multipliedReportingOverflow(by: height)
        let (bytes, o2) = pixels.multipliedReportingOverflow(by: 4)
        guard !o1, !o2, bytes <= Pixmap.maximumByteCount else {
            throw PixmapError.tooLarge(width: width, height: height)
        }
        self.width = width
        self.height = height
        self.rowStride = rowStride
        self.storage = [UInt32](repeating: 0, count: pixels)
    }

    /// Creates a pixmap from straight-alpha RGBA8 bytes (`width * height * 4`, no padding),
    /// premultiplying them.
    public init(straightRGBA bytes: [UInt8], width: Int, height: Int) throws {
        try self.init(width: width, height: height)
        let expected = width * height * 4
        guard bytes.count == expected else {
            throw PixmapError.dataSizeMismatch(expected: expected, actual: bytes.count)
        }
        bytes.withUnsafeBufferPointer { src in
            storage.withUnsafeMutableBufferPointer { dst in
                for i in 0..<(width * height) {
                    dst[i] = PremultipliedPixel.premultiply(
                        r: src[4 * i], g: src[4 * i + 1], b: src[4 * i + 2], a: src[4 * i + 3])
                }
            }
        }
    }

    /// Creates a pixmap from premultiplied RGBA8 bytes (`width * height * 4`, no padding).
    /// Channels larger than alpha are clamped to alpha.
    public init(premultipliedRGBA bytes: [UInt8], width: Int, height: Int) throws {
        try self.init(width: width, height: height)
        let expected = width * height * 4
        guard bytes.count == expected else {
            throw PixmapError.dataSizeMismatch(expected: expected, actual: bytes.count)
        }
        for i in 0..<(width * height) {
            let a = bytes[4 * i + 3]
            storage[i] = PremultipliedPixel.pack(
                r: min(bytes[4 * i], a), g: min(bytes[4 * i + 1], a), b: min(bytes[4 * i + 2], a), a: a)
        }
    }

    /// Straight-alpha RGBA8 bytes, `width * height * 4`, no padding (un-premultiplied with
    /// rounding).
    public func straightRGBA() -> [UInt8] {
        var out = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let (r, g, b, a) = PremultipliedPixel.unpremultiply(storage[y * rowStride + x])
                let o = 4 * (y * width + x)
                out[o] = r; out[o + 1] = g; out[o + 2] = b; out[o + 3] = a
            }
        }
        return out
    }

    /// Premultiplied RGBA8 bytes, `width * height * 4`, no padding.
    public func premultipliedRGBA() -> [UInt8] {
        var out = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let p = storage[y * rowStride + x]
                let o = 4 * (y * width + x)
                out[o] = UInt8(truncatingIfNeeded: p)
                out[o + 1] = UInt8(truncatingIfNeeded: p >> 8)
                out[o + 2] = UInt8(truncatingIfNeeded: p >> 16)
                out[o + 3] = UInt8(truncatingIfNeeded: p >> 24)
            }
        }
        return out
    }

    /// The premultiplied pixel at (x, y) as (r, g, b, a); transparent (0, 0, 0, 0) outside
    /// the pixmap, as everywhere else in Limner (blurs and image tiling count pixels outside
    /// as transparent).
    public func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        guard x >= 0 && x < width && y >= 0 && y < height else { return (0, 0, 0, 0) }
        let p = storage[y * rowStride + x]
        return (UInt8(truncatingIfNeeded: p), UInt8(truncatingIfNeeded: p >> 8),
                UInt8(truncatingIfNeeded: p >> 16), UInt8(truncatingIfNeeded: p >> 24))
    }

    /// Sets the premultiplied pixel at (x, y). Channels larger than alpha are clamped. A
    /// point outside the pixmap changes nothing (like drawing outside it).
    public mutating func setPixel(x: Int, y: Int, r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        guard x >= 0 && x < width && y >= 0 && y < height else { return }
        storage[y * rowStride + x] = PremultipliedPixel.pack(r: min(r, a), g: min(g, a), b: min(b, a), a: a)
    }

    /// Fills every pixel with `color` (straight alpha, premultiplied on store).
    public mutating func fill(_ color: RGBAColor) {
        let p = PremultipliedPixel.from(color)
        for i in storage.indices { storage[i] = p }
    }

    /// Calls `body` with a mutable pointer to the first pixel; rows are `rowStride` apart.
    public mutating func withUnsafeMutablePixels<R>(_ body: (UnsafeMutablePointer<UInt32>) throws -> R) rethrows -> R {
        try storage.withUnsafeMutableBufferPointer { try body($0.baseAddress!) }
    }

    /// Calls `body` with a pointer to the first pixel; rows are `rowStride` apart.
    public func withUnsafePixels<R>(_ body: (UnsafePointer<UInt32>) throws -> R) rethrows -> R {
        try storage.withUnsafeBufferPointer { try body($0.baseAddress!) }
    }
}

extension PremultipliedPixel {
    /// The premultiplied pixel for a straight-alpha colour (clamped to 0…1; NaN is 0).
    @inlinable @inline(__always)
    public static func from(_ c: RGBAColor) -> UInt32 {
        from(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
    }
}
