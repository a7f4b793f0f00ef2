// Coverage-only rasterization and mask compositing: the entry points glyph caches use.
//
// `MaskRasterizer` runs the same stages as a fill (edges → exact-area cells → sweep) but the
// sweep writes 8-bit coverage into a `CoverageMask` instead of compositing a paint.
// `RasterContext.composite(_:color:)` later blends a solid colour through such masks with
// the same source-over arithmetic as `SolidPainter`, so a mask rendered at an integer offset
// and composited gives the pixels a direct fill of the path would (up to Float rounding in
// the accumulated cell areas, which can move a coverage value by 1).
import LimnerGeometry

/// An 8-bit coverage image: 0 is outside, 255 fully covered. Row-major, `width` bytes per row.
///
/// A value type (copy-on-write storage), safe to share across threads.
public struct CoverageMask: Sendable, Equatable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// `width * height` coverage bytes.
    public let bytes: [UInt8]

    /// An empty (0×0) mask.
    public static let empty = CoverageMask(uncheckedWidth: 0, height: 0, bytes: [])

    /// Creates a mask from `width * height` coverage bytes.
    /// - Throws: `PixmapError` when a dimension is negative or the byte count does not match.
    public init(width: Int, height: Int, bytes: [UInt8]) throws {
        guard width >= 0, height >= 0 else { throw PixmapError.negativeSize(width: width, height: height) }
        let (n, overflow) = width.multipliedReportingOverflow(by: height)
        guard !overflow, n == bytes.count else {
            throw PixmapError.dataSizeMismatch(expected: overflow ? Int.max : n, actual: bytes.count)
        }
        self.init(uncheckedWidth: width, height: height, bytes: bytes)
    }

    init(uncheckedWidth width: Int, height: Int, bytes: [UInt8]) {
        self.width = width; self.height = height; self.bytes = bytes
    }

    /// Whether the mask has no pixels.
    public var isEmpty: Bool { width == 0 || height == 0 }

    /// The coverage at (x, y). Traps when out of bounds.
    public subscript(x: Int, y: Int) -> UInt8 {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "mask pixel (\(x), \(y)) outside \(width)×\(height)")
        return bytes[y * width + x]
    }
}

/// Renders paths into `CoverageMask`s with the rasterizer's exact-area scan conversion.
///
/// Keeps its edge and cell buffers between calls, so rendering many small masks allocates
/// only the masks. Not thread-safe: use one per thread (they are cheap to create).
public final class MaskRasterizer {
    private let edges = EdgeList()
    private var accumulator: CoverageAccumulator?

    /// Creates a rasterizer.
    public init() {}

    /// The largest mask side this rasterizer renders; bigger requests give an empty mask.
    public static let maximumSide = 1 << 14

    /// The coverage of `path` mapped by `transform`, on a `width`×`height` grid whose pixel
    /// (0, 0) covers device 0…1 × 0…1. Geometry outside the grid is clipped (with winding
    /// preserved, as in a fill); curves flattened to within `flatteningTolerance` device
    /// pixels, as `FillCommand.flatteningTolerance`.
    public func mask(_ path: Path, transform: CGAffineTransform = .identity, width: Int, height: Int,
                     fillRule: FillRule = .nonZero, antialiased: Bool = true,
                     flatteningTolerance: Double = FillCommand.defaultFlatteningTolerance) -> CoverageMask {
        guard width > 0, height > 0, width <= Self.maximumSide, height <= Self.maximumSide else { return .empty }
        let t = transform
        let det = t.a * t.d - t.b * t.c
        // As for fills (`PreparedFill`): coverage needs no inverse, so a determinant that
        // overflows (a 1e300 scale) is fine as long as the matrix itself is finite.
        let finiteMatrix = t.a.isFinite && t.b.isFinite && t.c.isFinite && t.d.isFinite && t.tx.isFinite && t.ty.isFinite
        guard det != 0, det.isFinite || finiteMatrix else {
            return CoverageMask(uncheckedWidth: width, height: height, bytes: [UInt8](repeating: 0, count: width * height))
        }
        edges.build(path: path, transform: transform, width: width, height: height, tolerance: flatteningTolerance)
        var out = [UInt8](repeating: 0, count: width * height)
        guard !edges.isEmpty else { return CoverageMask(uncheckedWidth: width, height: height, bytes: out) }
        // One accumulator as wide as the widest mask so far: cells past `width` are never
        // touched because the edges are clipped to `width`.
        let rows = min(RasterBands.height, height)
        if accumulator == nil || accumulator!.width < width || accumulator!.rows < rows {
            accumulator = CoverageAccumulator(width: max(width, 64), rows: max(rows, accumulator?.rows ?? 0))
        }
        let acc = accumulator!
        out.withUnsafeMutableBufferPointer { buffer in
            var writer = MaskWriter(out: buffer.baseAddress!, width: width)
            // The sweep addresses pixel rows as `pixels + y * rowStride`; the writer keeps its
            // own rows, so a dummy pointer with stride 0 is passed and never dereferenced.
            var dummy: UInt32 = 0
            withUnsafeMutablePointer(to: &dummy) { pixels in
                for band in edges.firstBand..<edges.endBand {
                    let y0 = band << RasterBands.shift
                    let y1 = min(y0 + RasterBands.height, height)
                    guard edges.accumulate(band: band, bandY0: y0, bandY1: y1, antialiased: antialiased,
                                           into: acc) else { continue }
                    switch fillRule {
                    case .nonZero: acc.sweep(NonZeroRule.self, bandY0: y0, pixels: pixels, rowStride: 0, painter: &writer)
                    case .evenOdd: acc.sweep(EvenOddRule.self, bandY0: y0, pixels: pixels, rowStride: 0, painter: &writer)
                    }
                }
            }
        }
        return CoverageMask(uncheckedWidth: width, height: height, bytes: out)
    }
}

/// A sweep painter that stores coverage bytes instead of compositing (clamped to the mask's
/// width, since the shared accumulator may be wider).
private struct MaskWriter: SpanPainter {
    let out: UnsafeMutablePointer<UInt8>
    let width: Int

    @inline(__always)
    mutating func paintConstant(row: UnsafeMutablePointer<UInt32>, x: Int, y: Int, count: Int, coverage: UInt32) {
        let end = min(x + count, width)
        guard end > x else { return }
        (out + y &* width + x).update(repeating: UInt8(truncatingIfNeeded: coverage), count: end - x)
    }

    @inline(__always)
    mutating func paintMask(row: UnsafeMutablePointer<UInt32>, x: Int, y: Int, count: Int,
                            mask: UnsafeMutablePointer<UInt8>) {
        let end = min(x + count, width)
        guard end > x else { return }
        (out + y &* width + x).update(from: mask, count: end - x)
    }
}

/// A coverage mask placed with its pixel (0, 0) at device pixel (`x`, `y`).
public struct MaskPlacement: Sendable {
    /// The mask.
    public var mask: CoverageMask
    /// Device column of the mask's first column.
    public var x: Int
    /// Device row of the mask's first row.
    public var y: Int
    /// Creates a placement.
    @inlinable
    public init(mask: CoverageMask, x: Int, y: Int) { self.mask = mask; self.x = x; self.y = y }
}

extension RasterContext {
    /// Composites `color` (straight alpha, times `opacity`) through each mask in turn,
    /// source-over: `D = S·c/255 + D·(1 − Sa·c/255)` with c the mask's coverage, exactly as a
    /// solid fill with that coverage would. Parts outside the pixmap are clipped.
    ///
    /// Cost is proportional to the masks' areas; runs of 8 zero bytes are skipped at once and
    /// fully covered pixels of an opaque colour are plain stores.
    public func composite(_ placements: [MaskPlacement], color: RGBAColor, opacity: Float = 1) {
        let o: Float = opacity > 0 ? min(opacity, 1) : 0  // NaN → 0
        let a: Float = color.alpha > 0 ? min(color.alpha, 1) : 0
        let src = PremultipliedPixel.from(red: color.red, green: color.green, blue: color.blue, alpha: a * o)
        guard src >> 24 != 0, !placements.isEmpty else { return }
        let width = pixmap.width, height = pixmap.height, stride = pixmap.rowStride
        guard width > 0, height > 0 else { return }
        let opaque = src >> 24 == 255
        pixmap.withUnsafeMutablePixels { pixels in
            for placement in placements {
                let m = placement.mask
                let x0 = max(placement.x, 0), x1 = min(placement.x + m.width, width)
                let y0 = max(placement.y, 0), y1 = min(placement.y + m.height, height)
                guard x0 < x1, y0 < y1 else { continue }
                m.bytes.withUnsafeBufferPointer { bytes in
                    for y in y0..<y1 {
                        let cov = bytes.baseAddress! + (y - placement.y) * m.width + (x0 - placement.x)
                        let row = pixels + y * stride + x0
                        Self.blendRow(src, opaque: opaque, coverage: cov, row: row, count: x1 - x0)
                    }
                }
            }
        }
    }

    /// Blends `src` into `count` pixels of `row` with per-pixel coverage.
    ///
    /// Four pixels at a time, each channel in a 16-bit lane, with the same arithmetic as
    /// `SourceOver.blend(_:_:coverage:)` (so results are identical byte for byte):
    /// `s' = mul255(S, c)`, `R = s' + mul255(D, 255 − mul255(Sa, c))`, where
    /// `mul255(x, y) = (t + t >> 8) >> 8` with `t = x·y + 128` (exact x·y/255 rounded; every
    /// intermediate fits in 16 bits). Four empty pixels are skipped, four fully covered
    /// pixels of an opaque colour are stored.
    @inline(__always)
    private static func blendRow(_ src: UInt32, opaque: Bool, coverage cov: UnsafePointer<UInt8>,
                                 row: UnsafeMutablePointer<UInt32>, count: Int) {
        // Channels in 16-bit lanes through `SIMDSpans.scale` (the same rounded x·y/255 per
        // channel): the generic byte ↔ 16-bit lane conversions this used were out-of-line calls.
        let src4 = SIMD4<UInt32>(repeating: src)
        let sa = SIMD4<UInt32>(repeating: src >> 24)
        var i = 0
        while i + 4 <= count {
            let c4 = UnsafeRawPointer(cov + i).loadUnaligned(as: UInt32.self)
            if c4 == 0 { i += 4; continue }
            if c4 == 0xFFFF_FFFF && opaque {
                row[i] = src; row[i + 1] = src; row[i + 2] = src; row[i + 3] = src
                i += 4
                continue
            }
            let c = SIMD4<UInt32>(UInt32(cov[i]), UInt32(cov[i + 1]), UInt32(cov[i + 2]), UInt32(cov[i + 3]))
            let raw = UnsafeMutableRawPointer(row + i)
            let d = raw.loadUnaligned(as: SIMD4<UInt32>.self)
            // 255 − mul255(Sa, c) per pixel; each channel sum below stays within 0…255.
            let t = sa &* c &+ 128
            let inverse = 255 &- ((t &+ (t &>> 8)) &>> 8)
            let r = SIMDSpans.scale(src4, SIMDSpans.spread(c)) &+ SIMDSpans.scale(d, SIMDSpans.spread(inverse))
            raw.storeBytes(of: r, as: SIMD4<UInt32>.self)
            i += 4
        }
        while i < count {
            let c = UInt32(cov[i])
            if c == 255 {
                row[i] = opaque ? src : SourceOver.blend(src, row[i])
            } else if c != 0 {
                row[i] = SourceOver.blend(src, row[i], coverage: c)
            }
            i += 1
        }
    }
}
