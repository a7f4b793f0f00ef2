/// An 8-bit coverage image placed on the canvas: the rasterizer's one mask type.
///
/// Coverage is stored for the pixels of `bounds` (canvas coordinates); every pixel outside
/// `bounds` has the coverage `outside` (0 for an ordinary mask, 255 for an inverted one), so a
/// mask is defined on the whole infinite canvas and may be larger or smaller than any pixmap it
/// is used with. 0 is uncovered, 255 fully covered.
///
/// The same type serves every use: `MaskRasterizer` renders a path's coverage into one (glyph
/// caches keep them and `translated(dx:dy:)` places a cached glyph where it is drawn, for
/// `RasterContext.composite(_:color:opacity:)`); `alpha(of:)` and `luminance(of:)` make one
/// from a rendered layer (SwiftUI's `mask` modifiers, `Compositor`); a `Clip` multiplies the
/// fills inside it by one. A value type (copy-on-write storage), safe to share across threads.
public struct Mask: Sendable, Equatable {
    /// The most bytes one mask may store, as for `Pixmap`: 2 GiB.
    public static let maximumByteCount = Pixmap.maximumByteCount

    /// Where coverage is stored, in canvas pixels.
    public private(set) var bounds: PixelRect
    /// The coverage of every pixel outside `bounds`.
    public private(set) var outside: UInt8
    /// Row-major coverage of `bounds`, `bounds.width` bytes a row.
    public internal(set) var storage: [UInt8]

    /// The empty mask: nothing stored, coverage 0 everywhere.
    public static let empty = Mask(uncheckedBounds: .empty, storage: [], outside: 0)

    /// A mask with every stored pixel set to `value` (an empty `bounds` stores nothing).
    /// Throws `PixmapError.tooLarge` past `maximumByteCount`.
    public init(bounds: PixelRect, value: UInt8 = 0, outside: UInt8 = 0) throws {
        let b = bounds.isEmpty ? PixelRect.empty : bounds
        let (n, o) = b.width.multipliedReportingOverflow(by: b.height)
        guard !o, n <= Mask.maximumByteCount else {
            throw PixmapError.tooLarge(width: bounds.width, height: bounds.height)
        }
        self.bounds = b
        self.outside = outside
        self.storage = [UInt8](repeating: value, count: n)
    }

    /// A mask of the coverage bytes `storage` (row-major, `bounds.width` bytes a row) for the
    /// pixels of `bounds`, and `outside` everywhere else.
    /// - Throws: `PixmapError.negativeSize` when a dimension of `bounds` is negative,
    ///   `PixmapError.dataSizeMismatch` when `storage` does not hold `bounds.width × bounds.height`
    ///   bytes.
    public init(bounds: PixelRect, storage: [UInt8], outside: UInt8 = 0) throws {
        guard bounds.width >= 0, bounds.height >= 0 else {
            throw PixmapError.negativeSize(width: bounds.width, height: bounds.height)
        }
        let (n, overflow) = bounds.width.multipliedReportingOverflow(by: bounds.height)
        guard !overflow, n == storage.count else {
            throw PixmapError.dataSizeMismatch(expected: overflow ? Int.max : n, actual: storage.count)
        }
        self.init(uncheckedBounds: bounds.isEmpty ? .empty : bounds, storage: storage, outside: outside)
    }

    init(uncheckedBounds bounds: PixelRect, storage: [UInt8], outside: UInt8) {
        self.bounds = bounds; self.storage = storage; self.outside = outside
    }

    /// Width of `bounds` in pixels.
    @inlinable public var width: Int { bounds.width }
    /// Height of `bounds` in pixels.
    @inlinable public var height: Int { bounds.height }
    /// Whether the mask stores no pixel.
    @inlinable public var isEmpty: Bool { bounds.isEmpty }

    /// The coverage at canvas pixel (x, y).
    @inlinable
    public subscript(x: Int, y: Int) -> UInt8 {
        guard bounds.contains(x: x, y: y) else { return outside }
        return storage[(y - bounds.y) * bounds.width + (x - bounds.x)]
    }

    /// Sets the coverage of a stored pixel; a pixel outside `bounds` (which reads as
    /// `outside`) is left unchanged.
    public mutating func set(x: Int, y: Int, _ value: UInt8) {
        guard bounds.contains(x: x, y: y) else { return }
        storage[(y - bounds.y) * bounds.width + (x - bounds.x)] = value
    }

    /// Writes the coverage of canvas pixels `x ..< x + count` on row `y` to `out`.
    public func coverageRow(y: Int, x: Int, count: Int, into out: UnsafeMutablePointer<UInt8>) {
        guard count > 0 else { return }
        guard y >= bounds.y, y < bounds.maxY else {
            out.update(repeating: outside, count: count); return
        }
        let x0 = max(x, bounds.x), x1 = min(x + count, bounds.maxX)
        guard x1 > x0 else { out.update(repeating: outside, count: count); return }
        if x0 > x { out.update(repeating: outside, count: x0 - x) }
        storage.withUnsafeBufferPointer { s in
            (out + (x0 - x)).update(from: s.baseAddress! + (y - bounds.y) * bounds.width + (x0 - bounds.x), count: x1 - x0)
        }
        if x + count > x1 { (out + (x1 - x)).update(repeating: outside, count: x + count - x1) }
    }

    /// Multiplies canvas row `y`, pixels `x ..< x + count`, of `coverage` by this mask.
    public func multiplyRow(y: Int, x: Int, count: Int, coverage: UnsafeMutablePointer<UInt8>) {
        guard count > 0 else { return }
        if (y < bounds.y || y >= bounds.maxY || x + count <= bounds.x || x >= bounds.maxX) {
            if outside == 255 { return }
            if outside == 0 { coverage.update(repeating: 0, count: count); return }
        }
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: count) { tmp in
            coverageRow(y: y, x: x, count: count, into: tmp.baseAddress!)
            for i in 0..<count {
                coverage[i] = UInt8(PremultipliedPixel.mul255(UInt32(coverage[i]), UInt32(tmp[i])))
            }
        }
    }

    // MARK: Building masks

    /// The alpha channel of `pixmap` placed with its top-left pixel at `origin`.
    public static func alpha(of pixmap: Pixmap, origin: (x: Int, y: Int) = (0, 0)) -> Mask {
        var m = try! Mask(bounds: PixelRect(x: origin.x, y: origin.y, width: pixmap.width, height: pixmap.height))
        let w = m.bounds.width, h = m.bounds.height, stride = pixmap.rowStride
        // Through raw buffers: indexing the arrays per pixel keeps the loop scalar.
        pixmap.storage.withUnsafeBufferPointer { src in
            m.storage.withUnsafeMutableBufferPointer { dst in
                guard let s = src.baseAddress, let d = dst.baseAddress else { return }
                for y in 0..<h {
                    let sRow = s + y &* stride, dRow = d + y &* w
                    for x in 0..<w { dRow[x] = UInt8(truncatingIfNeeded: sRow[x] >> 24) }
                }
            }
        }
        return m
    }

    /// The luminance of `pixmap` times its alpha (SVG `mask-type: luminance`, and SwiftUI's
    /// `luminanceToAlpha`): `0.2125·r + 0.7154·g + 0.0721·b` of the straight sRGB colour, times
    /// alpha. Because the coefficients are linear this equals the same sum over the
    /// premultiplied channels, which is what is computed (rounded). Transparent pixels give 0.
    ///
    /// Unlike SVG 1.1, which converts to linearRGB first, the sRGB-encoded values are used, as
    /// SwiftUI's filter and CSS Masking (`mask-type: luminance` with default colour
    /// interpolation) do.
    public static func luminance(of pixmap: Pixmap, origin: (x: Int, y: Int) = (0, 0)) -> Mask {
        var m = try! Mask(bounds: PixelRect(x: origin.x, y: origin.y, width: pixmap.width, height: pixmap.height))
        let w = m.bounds.width
        // Coefficients in 1/65536 (sum exactly 65536 so white gives 255): 0.2125, 0.7154, 0.0721.
        let kr: UInt32 = 13926, kg: UInt32 = 46885, kb: UInt32 = 65536 - 13926 - 46885
        let h = m.bounds.height, stride = pixmap.rowStride
        pixmap.storage.withUnsafeBufferPointer { src in
            m.storage.withUnsafeMutableBufferPointer { dst in
                guard let s = src.baseAddress, let d = dst.baseAddress else { return }
                for y in 0..<h {
                    let sRow = s + y &* stride, dRow = d + y &* w
                    for x in 0..<w {
                        let p = sRow[x]
                        let l = (p & 0xFF) &* kr &+ ((p >> 8) & 0xFF) &* kg &+ ((p >> 16) & 0xFF) &* kb
                        dRow[x] = UInt8(truncatingIfNeeded: (l &+ 32768) >> 16)
                    }
                }
            }
        }
        return m
    }

    // MARK: Combining masks

    /// `1 − coverage` everywhere, inside and outside `bounds` (an inverse mask).
    public func inverted() -> Mask {
        var m = self
        m.outside = 255 - outside
        for i in m.storage.indices { m.storage[i] = 255 - m.storage[i] }
        return m
    }

    /// Every coverage times `opacity` (0…1; NaN is 0).
    public func scaled(by opacity: Float) -> Mask {
        let k = Compositor.quantize(opacity)
        var m = self
        m.outside = UInt8(PremultipliedPixel.mul255(UInt32(outside), k))
        for i in m.storage.indices { m.storage[i] = UInt8(PremultipliedPixel.mul255(UInt32(m.storage[i]), k)) }
        return m
    }

    /// The intersection of two masks: coverages multiplied, pixel by pixel. The result stores
    /// only the pixels where it can differ from its `outside` value: the union of both bounds,
    /// cut to each mask whose outside coverage is 0.
    public func intersection(_ other: Mask) -> Mask {
        var region = bounds.union(other.bounds)
        if outside == 0 { region = region.intersection(bounds) }
        if other.outside == 0 { region = region.intersection(other.bounds) }
        var m = try! Mask(bounds: region, outside: UInt8(PremultipliedPixel.mul255(UInt32(outside), UInt32(other.outside))))
        let w = m.bounds.width
        guard w > 0 else { return m }
        m.storage.withUnsafeMutableBufferPointer { out in
            for row in 0..<m.bounds.height {
                let p = out.baseAddress! + row * w
                coverageRow(y: region.y + row, x: region.x, count: w, into: p)
                other.multiplyRow(y: region.y + row, x: region.x, count: w, coverage: p)
            }
        }
        return m
    }

    /// Multiplies every pixel of `pixmap` (placed at `origin` on the canvas) by this mask's
    /// coverage: `destinationIn` with the mask as the source alpha.
    public func apply(to pixmap: inout Pixmap, origin: (x: Int, y: Int) = (0, 0)) {
        let w = pixmap.width, h = pixmap.height
        guard w > 0, h > 0 else { return }
        let stride = pixmap.rowStride
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: w) { cov in
            pixmap.withUnsafeMutablePixels { base in
                for y in 0..<h {
                    coverageRow(y: origin.y + y, x: origin.x, count: w, into: cov.baseAddress!)
                    let row = base + y * stride
                    for x in 0..<w {
                        let c = UInt32(cov[x])
                        if c == 255 { continue }
                        row[x] = c == 0 ? 0 : Fixed8.pack(Fixed8.div255(Fixed8.unpack(row[x]) &* c))
                    }
                }
            }
        }
    }

    /// The same mask moved by (dx, dy) canvas pixels.
    public func translated(dx: Int, dy: Int) -> Mask {
        var m = self
        m.bounds = bounds.offsetBy(dx: dx, dy: dy)
        return m
    }
}
