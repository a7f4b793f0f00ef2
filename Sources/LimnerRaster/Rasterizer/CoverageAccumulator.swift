/// One thread's accumulation buffer for one band of rows, plus its span scratch.
///
/// Each cell holds the *change* in signed coverage from the cell to its left (font-rs
/// style): the prefix sum along a row is the pixel's signed coverage (winding × area). An
/// edge touches only the cells it crosses (plus the one to its right), and marks them in a
/// per-row bit vector, one bit per group of `cellsPerBit` aligned cells (as Blend2D does);
/// the sweep visits only marked groups, four cells per vector step, and clears them as it
/// goes, so the buffer is all zeros between fills and untouched cells cost nothing.
///
/// Invariants between uses: `cells` and `touched` are all zero.
final class CoverageAccumulator {
    /// Canvas width in pixels.
    let width: Int
    /// Cells per row: width + 2 (an edge at x = width writes cells width and width + 1),
    /// rounded up to a whole group.
    let cellStride: Int
    /// 64-bit words of touched bits per row (a bit per group of cells).
    let wordsPerRow: Int
    /// Rows of cells: `RasterBands.height`, or fewer for a canvas (or mask) that is shorter
    /// (the edges are clipped to it, so no later row is written).
    let rows: Int
    /// Cells per touched bit (`CoverageGroups.cellsPerBit`).
    static var cellsPerBit: Int { CoverageGroups.cellsPerBit }
    /// log2 of `cellsPerBit`.
    static var bitShift: Int { CoverageGroups.bitShift }
    /// The entry point of the copy of the band loops this accumulator's fills composite with
    /// (the owning `RasterContext`'s; a context whose copy changes makes new accumulators),
    /// kept on its own: calling it through a `SpanLoopSet` read from here retained around
    /// each band.
    private let band: SpanLoopSet.BandFunction
    /// `rows` rows of cells.
    let cells: UnsafeMutablePointer<Float>
    /// `rows` rows of touched bits.
    let touched: UnsafeMutablePointer<UInt64>
    /// Per-pixel coverage (0…255) of the row being swept.
    let mask: UnsafeMutablePointer<UInt8>
    /// Shaded colours of the span being composited.
    let colors: UnsafeMutablePointer<UInt32>
    /// Per-pixel scratch for shaders (gradient table indices).
    let scratch: UnsafeMutablePointer<Int32>

    /// Bounds of what the next sweep visits (rows relative to the band): every cell the
    /// accumulation writes must lie inside them. The edge list sets them once per band from
    /// its segments' bounds (`setBounds`), so nothing is widened per segment.
    var rowMin = Int.max, rowMax = -1, cellMin = Int.max, cellMax = -1
    /// The buffers as the band loops take them (bounds filled in by `buffers`).
    private let view: CoverageBuffers
    /// The band job handed to the band loops (see `sourceOverBand`).
    private var job: SourceOverBand

    init(width: Int, rows: Int = RasterBands.height, spanLoops: SpanLoopSet = .selected) {
        self.width = width
        self.rows = min(max(rows, 1), RasterBands.height)
        band = spanLoops.band
        cellStride = (width + 2 + Self.cellsPerBit - 1) & ~(Self.cellsPerBit - 1)
        wordsPerRow = ((cellStride >> Self.bitShift) + 63) >> 6
        let rows = self.rows
        cells = .allocate(capacity: rows * cellStride)
        cells.initialize(repeating: 0, count: rows * cellStride)
        touched = .allocate(capacity: rows * wordsPerRow)
        touched.initialize(repeating: 0, count: rows * wordsPerRow)
        mask = .allocate(capacity: cellStride)
        mask.initialize(repeating: 0, count: cellStride)
        colors = .allocate(capacity: cellStride)
        colors.initialize(repeating: 0, count: cellStride)
        scratch = .allocate(capacity: cellStride)
        scratch.initialize(repeating: 0, count: cellStride)
        view = CoverageBuffers(width: width, cellStride: cellStride, wordsPerRow: wordsPerRow, cells: cells,
                               touched: touched, mask: mask, colors: colors, scratch: scratch,
                               rowMin: 0, rowMax: -1, cellMin: 0, cellMax: -1)
        job = SourceOverBand(coverage: view, pixels: colors, rowStride: 0, bandY0: 0, evenOdd: false, rect: nil,
                             shading: .solid(0), table: colors, tableOpaque: false, inverse: .identity)
    }

    deinit {
        cells.deallocate(); touched.deallocate(); mask.deallocate(); colors.deallocate(); scratch.deallocate()
    }

    /// Forgets the bounds before a new accumulation.
    @inline(__always)
    func resetBounds() {
        rowMin = Int.max; rowMax = -1; cellMin = Int.max; cellMax = -1
    }

    /// Widens the sweep's bounds to rows `rowLo...rowHi` (band-relative) and cells
    /// `cellLo...cellHi`.
    @inline(__always)
    func setBounds(rows rowLo: Int, _ rowHi: Int, cells cellLo: Int, _ cellHi: Int) {
        rowMin = min(rowMin, max(rowLo, 0)); rowMax = max(rowMax, min(rowHi, rows - 1))
        cellMin = min(cellMin, max(cellLo, 0)); cellMax = max(cellMax, min(cellHi, cellStride - 1))
    }

    /// Marks cells lo...hi of a band row as touched.
    @inline(__always)
    func mark(row: Int, _ lo: Int, _ hi: Int) {
        Self.markBits(touched + row &* wordsPerRow, lo, hi)
    }

    /// Adds the exact-area coverage of a segment (device pixels, clipped to the canvas)
    /// for the rows `bandY0 ..< bandY1`.
    ///
    /// Rows are walked with the x at each row boundary carried from one row to the next.
    /// Segments steeper than 45° (|dx/dy| ≤ 1) cross at most two cells per row, so their rows
    /// take a branch-free two-cell step (`twoCells`); shallower ones walk every crossed cell
    /// (`spanCells`). Nothing is called per row, and no bounds are widened per segment: the
    /// caller has set bounds covering every segment of the band (`setBounds`).
    @inline(__always)
    func accumulateAntialiased(_ x0: Float, _ y0: Float, _ x1: Float, _ y1: Float, bandY0: Int, bandY1: Int) {
        var ax = x0, ay = y0, bx = x1, by = y1, dir: Float = 1
        if ay > by { swap(&ax, &bx); swap(&ay, &by); dir = -1 }
        let rStart = max(Int(ay), bandY0)
        let rEnd = min(FastMath.ceilIndex(by), bandY1)
        guard rStart < rEnd else { return }
        // Every x below lies in xLo...xHi (0...width), so the cells written lie in
        // Int(xLo)...Int(xHi) + 1 (within the bounds the caller set).
        let xLo = min(ax, bx), xHi = max(ax, bx)
        let cells = self.cells, stride = cellStride
        let touched = self.touched, words = wordsPerRow
        if ay >= Float(rStart) && by <= Float(rStart + 1) {
            // The whole segment lies in one row (most flattened curve pieces): no clipping
            // to row boundaries; the slope is per unit of x of this piece.
            let r = rStart &- bandY0
            let row = cells + r &* stride, bits = touched + r &* words
            let d = (by - ay) * dir
            if xHi - xLo <= 1 {
                // The floor keeps the slope finite when hi == lo (it then does not count).
                Self.twoCells(row, bits, xLo, xHi, d, slope: d / max(xHi - xLo, 1e-20))
            } else {
                Self.spanCells(row, bits, xLo, xHi, d, slope: d / (xHi - xLo))
            }
            return
        }
        let dxdy = (bx - ax) / (by - ay)
        if dxdy == 0 {
            // Vertical: one cell per row, same split each row.
            let i = Int(ax)
            let frac = ax - Float(i)
            var r = rStart
            while r < rEnd {
                let yt = max(Float(r), ay), yb = min(Float(r + 1), by)
                let d = (yb - yt) * dir
                let rr = r &- bandY0
                let row = cells + rr &* stride
                let a = d * frac
                row[i] += d - a
                row[i + 1] += a
                Self.markBits(touched + rr &* words, i, i + 1)
                r += 1
            }
            return
        }
        // The coverage per unit of x of a piece, dir / |dx/dy|, once per segment (finite: a
        // slope below 1e-20 never crosses a cell boundary within a row).
        let slope = dir / max(abs(dxdy), 1e-20)
        var r = rStart
        var yt = max(Float(r), ay)
        var xt = min(max(ax + (yt - ay) * dxdy, xLo), xHi)
        if abs(dxdy) <= 1 {
            while r < rEnd {
                let yb = min(Float(r + 1), by)
                let xb = min(max(ax + (yb - ay) * dxdy, xLo), xHi)
                let rr = r &- bandY0
                Self.twoCells(cells + rr &* stride, touched + rr &* words, min(xt, xb), max(xt, xb),
                              (yb - yt) * dir, slope: slope)
                xt = xb; yt = yb
                r += 1
            }
        } else {
            while r < rEnd {
                let yb = min(Float(r + 1), by)
                let xb = min(max(ax + (yb - ay) * dxdy, xLo), xHi)
                let rr = r &- bandY0
                Self.spanCells(cells + rr &* stride, touched + rr &* words, min(xt, xb), max(xt, xb),
                               (yb - yt) * dir, slope: slope)
                xt = xb; yt = yb
                r += 1
            }
        }
    }

    /// Sets the touched bits of the groups of cells lo...hi in one row's bit words (bounds
    /// not updated).
    @inline(__always)
    private static func markBits(_ words: UnsafeMutablePointer<UInt64>, _ cellLo: Int, _ cellHi: Int) {
        let lo = cellLo >> bitShift, hi = cellHi >> bitShift
        let w0 = lo >> 6, w1 = hi >> 6
        let m0 = ~UInt64(0) << UInt64(lo & 63)
        let m1 = ~UInt64(0) >> UInt64(63 - (hi & 63))
        if w0 == w1 {
            words[w0] |= m0 & m1
        } else {
            words[w0] |= m0
            var w = w0 + 1
            while w < w1 { words[w] = ~0; w += 1 }
            words[w1] |= m1
        }
    }

    /// Coverage of one row piece of an edge from x `lo` to `hi` (lo ≤ hi, hi − lo ≤ 1, so
    /// at most two cells) with signed height `d`: the piece is cut at the first cell
    /// boundary s into a part of height d1 = d − d2 in cell i0 and a part of height
    /// d2 = (hi − s)·slope in cell i0 + 1 (zero when it does not reach s). `slope` is d per
    /// unit of x, finite; it only counts when the piece crosses s.
    @inline(__always)
    private static func twoCells(_ row: UnsafeMutablePointer<Float>, _ bits: UnsafeMutablePointer<UInt64>,
                                 _ lo: Float, _ hi: Float, _ d: Float, slope: Float) {
        let i0 = Int(lo)
        let f0 = Float(i0)
        let s = f0 + 1
        // Branch-free: whether a row piece crosses s is data (about half the rows of a steep
        // edge), and a select on it compiled to a mispredicted branch. m = s when crossing,
        // else hi, so d2 is exactly 0 when the piece stays in cell i0.
        let m = min(s, hi)
        let d2 = (hi - m) * slope
        let d1 = d - d2
        let a1 = d1 * ((lo + m) * 0.5 - f0)
        let a2 = d2 * ((m + hi) * 0.5 - s)
        let k = hi > s ? 1 : 0
        row[i0] += d1 - a1
        row[i0 &+ 1] += a1 + d2 - a2
        // Cell i0 + 2 when crossing; else a2 is zero and lands on cell i0 + 1.
        row[i0 &+ 1 &+ k] += a2
        markBits(bits, i0, i0 &+ 1 &+ k)
    }

    /// Coverage of one row piece of an edge from x `lo` to `hi` (lo ≤ hi) with signed height
    /// `d`: the area right of the edge in each crossed cell, and `d` beyond it. `slope` is
    /// d per unit of x (d / (hi − lo)).
    @inline(__always)
    private static func spanCells(_ row: UnsafeMutablePointer<Float>, _ bits: UnsafeMutablePointer<UInt64>,
                                  _ lo: Float, _ hi: Float, _ d: Float, slope inv: Float) {
        let i0 = Int(lo), i1 = Int(hi)
        if i0 == i1 {
            let a = d * ((lo + hi) * 0.5 - Float(i0))
            row[i0] += d - a
            row[i0 &+ 1] += a
            markBits(bits, i0, i0 &+ 1)
            return
        }
        var w = Float(i0 + 1) - lo
        var dy = w * inv
        var area = dy * w * 0.5
        row[i0] += area
        var carry = dy - area
        let half = inv * 0.5
        var i = i0 + 1
        while i < i1 {
            row[i] += carry + half
            carry = half
            i += 1
        }
        w = hi - Float(i1)
        dy = w * inv
        area = dy * (1 - w * 0.5)
        row[i1] += carry + area
        row[i1 + 1] += dy - area
        markBits(bits, i0, i1 &+ 1)
    }

    /// Adds the winding of a segment at pixel centres (aliased mode) for rows
    /// `bandY0 ..< bandY1`: a pixel is inside iff its centre is.
    @inline(__always)
    func accumulateAliased(_ x0: Float, _ y0: Float, _ x1: Float, _ y1: Float, bandY0: Int, bandY1: Int) {
        var ax = x0, ay = y0, bx = x1, by = y1, dir: Float = 1
        if ay > by { swap(&ax, &bx); swap(&ay, &by); dir = -1 }
        // Rows whose centre r + 0.5 lies in [ay, by).
        let rStart = max(FastMath.ceilIndex(ay - 0.5), bandY0)
        let rEnd = min(FastMath.ceilIndex(by - 0.5), bandY1)
        guard rStart < rEnd else { return }
        let dxdy = (bx - ax) / (by - ay)
        var r = rStart
        while r < rEnd {
            let xc = ax + (Float(r) + 0.5 - ay) * dxdy
            // First pixel whose centre is at or right of the crossing.
            let j = min(max(FastMath.ceilIndex(xc - 0.5), 0), width)
            (cells + (r &- bandY0) &* cellStride)[j] += dir
            mark(row: r &- bandY0, j, j)
            r += 1
        }
    }
}

extension CoverageAccumulator {
    /// The buffers and bounds as the band loops read them: the view made once in `init`,
    /// with the current bounds stored into it (no call into LimnerRasterCore per band).
    @inline(__always)
    var buffers: CoverageBuffers {
        var b = view
        b.rowMin = rowMin; b.rowMax = rowMax; b.cellMin = cellMin; b.cellMax = cellMax
        return b
    }

    /// Sweeps and composites one band of a source-over fill with no clip mask on the selected
    /// copy of the band loops (`SpanLoopSet`), then forgets the bounds. The job is a value
    /// kept here and filled in field by field: its initializer, in LimnerRasterCore, would be
    /// an out-of-line call per band.
    @inline(__always)
    func sourceOverBand(pixels: UnsafeMutablePointer<UInt32>, rowStride: Int, bandY0: Int, evenOdd: Bool,
                        rect: DeviceRect?, shading: BandShading, table: UnsafeMutablePointer<UInt32>,
                        tableOpaque: Bool, inverse: CGAffineTransform) {
        job.coverage = buffers
        job.pixels = pixels; job.rowStride = rowStride; job.bandY0 = bandY0; job.evenOdd = evenOdd
        job.rect = rect; job.shading = shading; job.table = table; job.tableOpaque = tableOpaque
        job.inverse = inverse
        withUnsafePointer(to: &job) { band(UnsafeRawPointer($0)) }
        resetBounds()
    }

    /// Sweeps the band starting at device row `bandY0` into `painter` (see
    /// `CoverageBuffers.sweep`) and forgets the bounds.
    @inline(__always)
    func sweep<Rule: CoverageRule, Painter: SpanPainter>(
        _ rule: Rule.Type, bandY0: Int, pixels: UnsafeMutablePointer<UInt32>, rowStride: Int,
        painter: inout Painter
    ) {
        buffers.sweep(rule, bandY0: bandY0, pixels: pixels, rowStride: rowStride, painter: &painter)
        resetBounds()
    }
}

extension CoverageAccumulator {
    /// Clears whatever was accumulated without drawing it.
    func discard(bandY0: Int) {
        var p = NullPainter()
        // Row pointers are computed but never dereferenced by the null painter.
        var dummy: UInt32 = 0
        withUnsafeMutablePointer(to: &dummy) { ptr in
            sweep(NonZeroRule.self, bandY0: 0, pixels: ptr, rowStride: 0, painter: &p)
        }
    }
}
