// Coverage-only rasterization: the entry point glyph caches use.
//
// `MaskRasterizer` runs the same stages as a fill (edges → exact-area cells → sweep) but the
// sweep writes 8-bit coverage into a `Mask` instead of compositing a paint.
// `RasterContext.composite(_:color:opacity:)` (RasterContext+Masks.swift) later blends a solid
// colour through such masks with the same source-over arithmetic as `SolidPainter`, so a mask
// rendered at the origin, placed at an integer offset and composited gives the pixels a direct
// fill of the path would (up to Float rounding in the accumulated cell areas, which can move a
// coverage value by 1).
import LimnerGeometry

/// Renders paths into `Mask`s with the rasterizer's exact-area scan conversion.
///
/// Keeps its edge and cell buffers between calls, so rendering many small masks allocates
/// only the masks. Not thread-safe: use one per thread (they are cheap to create).
public final class MaskRasterizer {
    private let edges = EdgeList()
    private var accumulator: CoverageAccumulator?

    /// Creates a rasterizer.
    public init() {}

    /// Whether crossing rows are made exact (`CrossingRows`; on by default), for tests
    /// that compare with and without.
    var resolvesCrossings: Bool {
        get { edges.resolvesCrossings }
        set { edges.resolvesCrossings = newValue }
    }

    /// Up to how many segments a band's crossing rows are resolved by splitting the segments
    /// where they meet rather than by the slab walk (`CrossingRows.arrangementLimit`), for
    /// tests that compare the two.
    var crossingArrangementLimit = CrossingRows.defaultArrangementLimit

    /// The largest mask side this rasterizer renders; bigger requests give an empty mask.
    public static let maximumSide = 1 << 14

    /// The coverage of `path` mapped by `transform`, on a `width`×`height` grid whose pixel
    /// (0, 0) covers device 0…1 × 0…1: a mask whose `bounds` is that grid at the origin.
    /// Geometry outside the grid is clipped (with winding preserved, as in a fill); curves
    /// flattened to within `flatteningTolerance` device pixels, as
    /// `FillCommand.flatteningTolerance`.
    public func mask(_ path: Path, transform: CGAffineTransform = .identity, width: Int, height: Int,
                     fillRule: FillRule = .nonZero, antialiased: Bool = true,
                     flatteningTolerance: Double = FillCommand.defaultFlatteningTolerance) -> Mask {
        guard width > 0, height > 0, width <= Self.maximumSide, height <= Self.maximumSide else { return .empty }
        let t = transform
        let det = t.a * t.d - t.b * t.c
        // As for fills (`PreparedFill`): coverage needs no inverse, so a determinant that
        // overflows (a 1e300 scale) is fine as long as the matrix itself is finite.
        let finiteMatrix = t.a.isFinite && t.b.isFinite && t.c.isFinite && t.d.isFinite && t.tx.isFinite && t.ty.isFinite
        guard det != 0, det.isFinite || finiteMatrix else {
            return Mask(uncheckedBounds: PixelRect(x: 0, y: 0, width: width, height: height),
                        storage: [UInt8](repeating: 0, count: width * height), outside: 0)
        }
        edges.build(path: path, transform: transform, width: width, height: height, tolerance: flatteningTolerance)
        var out = [UInt8](repeating: 0, count: width * height)
        let bounds = PixelRect(x: 0, y: 0, width: width, height: height)
        guard !edges.isEmpty else { return Mask(uncheckedBounds: bounds, storage: out, outside: 0) }
        // One accumulator as wide as the widest mask so far: cells past `width` are never
        // touched because the edges are clipped to `width`.
        let rows = min(RasterBands.height, height)
        if accumulator == nil || accumulator!.width < width || accumulator!.rows < rows {
            accumulator = CoverageAccumulator(width: max(width, 64), rows: max(rows, accumulator?.rows ?? 0))
        }
        accumulator!.crossingRows.arrangementLimit = crossingArrangementLimit
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
                                           evenOdd: fillRule == .evenOdd, into: acc) else { continue }
                    switch fillRule {
                    case .nonZero: acc.sweep(NonZeroRule.self, bandY0: y0, pixels: pixels, rowStride: 0, painter: &writer)
                    case .evenOdd: acc.sweep(EvenOddRule.self, bandY0: y0, pixels: pixels, rowStride: 0, painter: &writer)
                    }
                }
            }
        }
        return Mask(uncheckedBounds: bounds, storage: out, outside: 0)
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
