import LimnerGeometry

/// The clipped line segments of one fill, binned by horizontal band.
///
/// Segments are stored once (four `Float`s each: x0, y0, x1, y1 in device pixels, in path
/// direction). Each band of `RasterBands.height` rows lists the indices of the segments
/// whose row span overlaps it, so a band (owned by one thread) visits only its own edges.
/// Storage is kept between fills: building a list allocates nothing once the arrays have
/// grown to fit.
final class EdgeList {
    /// x0, y0, x1, y1 per segment.
    var segments: [Float] = []
    /// The first band holding a segment.
    private(set) var firstBand = 0
    /// One past the last band holding a segment (`firstBand` when empty).
    private(set) var endBand = 0
    /// `offsets[b - firstBand] ..< offsets[b - firstBand + 1]` index `indices` for band b.
    private(set) var offsets: [Int32] = []
    /// Segment indices, grouped by band.
    private(set) var indices: [Int32] = []

    /// How far, in device pixels, a flattened curve may stray from the true one.
    ///
    /// A chord error of e pixels changes an edge pixel's coverage by up to e·255 levels, so
    /// `Path.defaultFlatteningTolerance` (0.1 px) left curved edges up to 20 levels off exact
    /// area coverage (dashed arcs in every curved golden scene). 1/40 px keeps it within
    /// about 6 levels for twice the segments (the count grows as 1/√tolerance).
    static let flatteningTolerance = 0.025

    /// Whether no segment survived clipping.
    var isEmpty: Bool { firstBand == endBand }

    /// Flattens `path` under `transform`, clips it to a `width`×`height` canvas and bins the
    /// segments by band.
    func build(path: Path, transform: CGAffineTransform, width: Int, height: Int) {
        var builder = EdgeBuilder(width: width, height: height, reusing: segments)
        segments = []
        path.flatten(transform: transform, tolerance: EdgeList.flatteningTolerance, into: &builder)
        builder.finishSubpath()
        segments = builder.segments
        bin()
    }

    /// The band range [first, end) of rows [floor(yMin), ceil(yMax)) of a segment.
    @inline(__always)
    private static func bandRange(_ ya: Float, _ yb: Float) -> (Int, Int) {
        let lo = ya < yb ? ya : yb, hi = ya < yb ? yb : ya
        let r0 = Int(lo)  // lo ≥ 0, so truncation is floor
        let r1 = Int(hi.rounded(.up))  // exclusive row end, > r0
        return (r0 >> RasterBands.shift, ((r1 - 1) >> RasterBands.shift) + 1)
    }

    private func bin() {
        let count = segments.count / 4
        guard count > 0 else { firstBand = 0; endBand = 0; return }
        segments.withUnsafeBufferPointer { s in
            var lo = Int.max, hi = 0
            for i in 0..<count {
                let (b0, b1) = EdgeList.bandRange(s[4 * i + 1], s[4 * i + 3])
                lo = min(lo, b0); hi = max(hi, b1)
            }
            firstBand = lo; endBand = hi
            let bands = hi - lo
            offsets.removeAll(keepingCapacity: true)
            offsets.append(contentsOf: repeatElement(0, count: bands + 1))
            offsets.withUnsafeMutableBufferPointer { off in
                for i in 0..<count {
                    let (b0, b1) = EdgeList.bandRange(s[4 * i + 1], s[4 * i + 3])
                    for b in b0..<b1 { off[b - lo + 1] &+= 1 }
                }
                for b in 0..<bands { off[b + 1] &+= off[b] }
                let total = Int(off[bands])
                indices.removeAll(keepingCapacity: true)
                indices.append(contentsOf: repeatElement(0, count: total))
                indices.withUnsafeMutableBufferPointer { idx in
                    // Fill using offsets[b] as a cursor, then shift back.
                    for i in 0..<count {
                        let (b0, b1) = EdgeList.bandRange(s[4 * i + 1], s[4 * i + 3])
                        for b in b0..<b1 {
                            idx[Int(off[b - lo])] = Int32(truncatingIfNeeded: i)
                            off[b - lo] &+= 1
                        }
                    }
                }
                for b in stride(from: bands, to: 0, by: -1) { off[b] = off[b - 1] }
                off[0] = 0
            }
        }
    }
}

/// Band geometry shared by the single- and multi-threaded paths (the same partition in
/// both is what makes their output identical).
enum RasterBands {
    /// log2 of the band height.
    static let shift = 4
    /// Rows per band.
    static let height = 1 << shift
}
