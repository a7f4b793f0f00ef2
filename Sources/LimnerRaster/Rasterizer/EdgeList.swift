import LimnerGeometry

/// The clipped line segments of one fill, binned by horizontal band.
///
/// Segments are stored once (four `Float`s each: x0, y0, x1, y1 in device pixels, in path
/// direction) in manually managed buffers, so appending and reading cost no retain, bounds
/// check or uniqueness check. Each segment's band range is computed as it is appended; a
/// fill inside one band (most small shapes) needs no binning at all and its band reads the
/// segments in order. Otherwise each band of `RasterBands.height` rows lists the indices of
/// the segments whose row span overlaps it (a counting sort), so a band visits only its own
/// edges. Storage is kept between fills: building allocates nothing once the buffers have
/// grown.
final class EdgeList {
    /// x0, y0, x1, y1 per segment.
    private(set) var segments: UnsafeMutablePointer<Float>
    /// Per segment: its first and last (inclusive) band, and its chain: segments with one
    /// chain number are one run of a contour that only falls or only rises (they can neither
    /// cross nor stack windings on one another; `CrossingRows`).
    private(set) var segmentBands: UnsafeMutablePointer<Int32>
    /// Segments stored.
    private(set) var count = 0
    private var capacity = 0
    /// The first band holding a segment.
    private(set) var firstBand = 0
    /// One past the last band holding a segment (`firstBand` when empty).
    private(set) var endBand = 0
    /// `offsets[b - firstBand] ..< offsets[b - firstBand + 1]` index `indices` for band b
    /// (unused when the fill lies in one band).
    private(set) var offsets: UnsafeMutablePointer<Int32>
    private var offsetCapacity = 0
    /// Segment indices, grouped by band.
    private(set) var indices: UnsafeMutablePointer<Int32>
    private var indexCapacity = 0
    /// Band bounds of the segments appended so far.
    private var minBand = Int.max, maxBand = -1
    /// Cells (`Int(min x) ... Int(max x) + 1`) and rows (`rowStart ..< rowEnd`) any segment
    /// can write: the sweep's bounds, set once per band instead of widened per segment.
    private(set) var cellLo = 0, cellHi = -1, rowStart = 0, rowEnd = 0
    /// Whether two segments can cross or share a cell running the same way, so that summed
    /// coverage can be wrong in places (`CrossingRows`): false for one convex contour
    /// (`EdgeBuilder.mayCross`).
    private(set) var mayCross = false
    /// Whether an antialiased band whose segments may cross has its crossing rows resolved
    /// exactly (`CrossingRows`); on unless `LIMNER_EXACT_CROSSINGS=0` (for measuring).
    var resolvesCrossings = CrossingRows.enabledByDefault
    /// The pixel rows (each once, ascending) where the path changes between falling and rising
    /// twice or more inside the row (`EdgeBuilder`): there two contours' ends can stack
    /// windings into three values with no crossing and no shared cell (`CrossingRows`). Kept
    /// only when `mayCross`.
    private(set) var stackedRows: [Int32] = []
    /// The rows of every turnaround, as the builder meets them.
    private var turnaroundRows: [Int32] = []
    /// The path's horizontal lines on the canvas, three floats each (y, left x, right x): they
    /// add no coverage, but an edge crossing one stacks windings there (`CrossingRows`).
    private(set) var horizontals: [Float] = []

    init() {
        segments = .allocate(capacity: 0)
        segmentBands = .allocate(capacity: 0)
        offsets = .allocate(capacity: 0)
        indices = .allocate(capacity: 0)
    }

    deinit {
        segments.deallocate(); segmentBands.deallocate(); offsets.deallocate(); indices.deallocate()
    }

    /// Whether no segment survived clipping.
    var isEmpty: Bool { firstBand == endBand }

    /// Whether every segment lies in the single band `firstBand` (no index list is built).
    var isSingleBand: Bool { endBand &- firstBand == 1 }

    /// Forgets every segment.
    func removeAll() {
        count = 0; firstBand = 0; endBand = 0; minBand = .max; maxBand = -1
        cellLo = 0; cellHi = -1; rowStart = 0; rowEnd = 0; mayCross = false
        turnaroundRows.removeAll(keepingCapacity: true); stackedRows.removeAll(keepingCapacity: true)
        horizontals.removeAll(keepingCapacity: true)
    }

    /// Holds no segment but reports bands `first ..< end` (a fill painted without edges).
    func setBands(first: Int, end: Int) {
        removeAll()
        firstBand = first; endBand = end
    }

    /// Flattens `path` under `transform` to within `tolerance` device pixels (the default for
    /// a tolerance that is not positive and finite), clips it to a `width`×`height` canvas and
    /// bins the segments by band.
    func build(path: Path, transform: CGAffineTransform, width: Int, height: Int,
               tolerance: Double = FillCommand.defaultFlatteningTolerance) {
        let tolerance = tolerance > 0 && tolerance.isFinite ? tolerance : FillCommand.defaultFlatteningTolerance
        removeAll()
        var builder = EdgeBuilder(width: width, height: height, list: self)
        // Curves wholly off the canvas become chords (same coverage on it; see flatten).
        path.flatten(transform: transform, tolerance: tolerance,
                     cull: CGRect(x: -1, y: -1, width: width + 2, height: height + 2), into: &builder)
        builder.finishSubpath()
        finishAppending(count: builder.count, minBand: builder.minBand, maxBand: builder.maxBand)
        if builder.count > 0 {
            // Clipped coordinates lie in 0…width, so these conversions are in range.
            cellLo = Int(builder.minX); cellHi = Int(builder.maxX) &+ 1
            rowStart = builder.rowStart; rowEnd = builder.rowEnd
            mayCross = builder.mayCross
            if mayCross && turnaroundRows.count > 1 {
                turnaroundRows.sort()
                for k in 1..<turnaroundRows.count where turnaroundRows[k] == turnaroundRows[k - 1] {
                    if stackedRows.last != turnaroundRows[k] { stackedRows.append(turnaroundRows[k]) }
                }
            }
        }
        bin()
    }

    /// Notes a horizontal line of the path at height `y` from x `from` to `to` (on the canvas).
    func noteHorizontal(y: Double, from: Double, to: Double) {
        horizontals.append(Float(y)); horizontals.append(Float(from)); horizontals.append(Float(to))
    }

    /// Notes that the path turns between falling and rising inside pixel row `row`.
    func noteTurnaround(row: Int) {
        turnaroundRows.append(Int32(truncatingIfNeeded: row))
    }

    /// Grows the segment buffers to hold more than `count` segments (keeping the first
    /// `count`); the builder appends into them directly.
    func grow(keeping count: Int) -> (segments: UnsafeMutablePointer<Float>, bands: UnsafeMutablePointer<Int32>, capacity: Int) {
        let newCapacity = max(64, capacity * 2)
        let s = UnsafeMutablePointer<Float>.allocate(capacity: newCapacity * 4)
        s.update(from: segments, count: count * 4)
        segments.deallocate(); segments = s
        let b = UnsafeMutablePointer<Int32>.allocate(capacity: newCapacity * 3)
        b.update(from: segmentBands, count: count * 3)
        segmentBands.deallocate(); segmentBands = b
        capacity = newCapacity
        return (s, b, newCapacity)
    }

    /// The current buffers, for a builder to append into.
    var storage: (segments: UnsafeMutablePointer<Float>, bands: UnsafeMutablePointer<Int32>, capacity: Int) {
        (segments, segmentBands, capacity)
    }

    /// Takes over what a builder appended: `count` segments within bands minBand...maxBand.
    func finishAppending(count: Int, minBand: Int, maxBand: Int) {
        self.count = count; self.minBand = minBand; self.maxBand = maxBand
    }

    /// Adds the coverage of the segments in band `band` (rows `bandY0 ..< bandY1`) to `acc`,
    /// under `evenOdd` or the non-zero rule: antialiased, the cells where segments cross are
    /// then made exact (`CrossingRows`). Returns false when the band holds no segment.
    @inline(__always)
    func accumulate(band: Int, bandY0 y0: Int, bandY1 y1: Int, antialiased: Bool, evenOdd: Bool,
                    into acc: CoverageAccumulator) -> Bool {
        guard band >= firstBand && band < endBand else { return false }
        acc.setBounds(rows: max(rowStart, y0) &- y0, min(rowEnd, y1) &- 1 &- y0, cells: cellLo, cellHi)
        let s = segments
        if isSingleBand {
            let n = count
            if antialiased {
                if mayCross && resolvesCrossings {
                    acc.accumulateResolvingCrossings(self, indices: nil, 0, n, bandY0: y0, bandY1: y1, evenOdd: evenOdd)
                } else {
                    acc.accumulateAntialiased(segments: s, indices: nil, 0, n, bandY0: y0, bandY1: y1)
                }
            } else {
                for i in 0..<n {
                    let p = s + i &* 4
                    acc.accumulateAliased(p[0], p[1], p[2], p[3], bandY0: y0, bandY1: y1)
                }
            }
            return true
        }
        let off = offsets + (band &- firstBand)
        let lo = Int(off[0]), hi = Int(off[1])
        guard lo < hi else { return false }
        let idx = indices
        if antialiased {
            if mayCross && resolvesCrossings {
                acc.accumulateResolvingCrossings(self, indices: idx, lo, hi, bandY0: y0, bandY1: y1, evenOdd: evenOdd)
            } else {
                acc.accumulateAntialiased(segments: s, indices: idx, lo, hi, bandY0: y0, bandY1: y1)
            }
        } else {
            for k in lo..<hi {
                let p = s + Int(idx[k]) &* 4
                acc.accumulateAliased(p[0], p[1], p[2], p[3], bandY0: y0, bandY1: y1)
            }
        }
        return true
    }

    /// Counting sort of the segment indices by band.
    private func bin() {
        guard count > 0 else { firstBand = 0; endBand = 0; return }
        let lo = minBand
        firstBand = lo; endBand = maxBand + 1
        let bands = endBand - lo
        if bands == 1 { return }
        if offsetCapacity < bands + 1 {
            offsets.deallocate()
            offsetCapacity = max(bands + 1, offsetCapacity * 2)
            offsets = .allocate(capacity: offsetCapacity)
        }
        let off = offsets, sb = segmentBands
        off.initialize(repeating: 0, count: bands + 1)
        var total = 0
        for i in 0..<count {
            let b0 = Int(sb[3 &* i]) &- lo, b1 = Int(sb[3 &* i &+ 1]) &- lo
            if b0 == b1 {
                off[b0 &+ 1] &+= 1
                total &+= 1
                continue
            }
            var b = b0
            while b <= b1 { off[b &+ 1] &+= 1; b &+= 1 }
            total &+= b1 &- b0 &+ 1
        }
        for b in 0..<bands { off[b + 1] &+= off[b] }
        if indexCapacity < total {
            indices.deallocate()
            indexCapacity = max(total, indexCapacity * 2)
            indices = .allocate(capacity: indexCapacity)
        }
        let idx = indices
        // Fill using offsets[b] as a cursor, then shift back.
        for i in 0..<count {
            let b0 = Int(sb[3 &* i]) &- lo, b1 = Int(sb[3 &* i &+ 1]) &- lo
            var b = b0
            while b <= b1 {
                idx[Int(off[b])] = Int32(truncatingIfNeeded: i)
                off[b] &+= 1
                b &+= 1
            }
        }
        var b = bands
        while b > 0 { off[b] = off[b - 1]; b -= 1 }
        off[0] = 0
    }
}
