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
    /// The same copy's accumulation entry point.
    private let accumulate: SpanLoopSet.BandFunction
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
    /// The accumulation job handed to them (see `accumulateAntialiased(segments:…)`).
    private var accumulation: AccumulationBand
    /// Scratch for making crossing rows exact (`CrossingRows`), made on first use.
    private(set) lazy var crossingRows = CrossingRows()

    init(width: Int, rows: Int = RasterBands.height, spanLoops: SpanLoopSet = .selected) {
        self.width = width
        self.rows = min(max(rows, 1), RasterBands.height)
        band = spanLoops.band
        accumulate = spanLoops.accumulate
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
        accumulation = AccumulationBand(coverage: view, segments: UnsafePointer(cells), indices: nil, lo: 0, hi: 0, bandY0: 0, bandY1: 0)
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
        CoverageBuffers.markBits(touched + row &* wordsPerRow, lo, hi)
    }

    /// Adds the exact-area coverage of segments `lo ..< hi` (four floats each at `segments`,
    /// device pixels, clipped to the canvas; through `indices` when given) for the rows
    /// `bandY0 ..< bandY1`, on this accumulator's copy of the band loops
    /// (`CoverageBuffers.accumulateAntialiased` says how). The caller has set bounds covering
    /// every segment (`setBounds`).
    @inline(__always)
    func accumulateAntialiased(segments: UnsafePointer<Float>, indices: UnsafePointer<Int32>?, _ lo: Int, _ hi: Int,
                               bandY0: Int, bandY1: Int) {
        accumulation.segments = segments; accumulation.indices = indices
        accumulation.lo = lo; accumulation.hi = hi; accumulation.bandY0 = bandY0; accumulation.bandY1 = bandY1
        withUnsafePointer(to: &accumulation) { accumulate(UnsafeRawPointer($0)) }
    }

    /// Adds the exact-area coverage of one segment (see `accumulateAntialiased(segments:…)`).
    func accumulateAntialiased(_ x0: Float, _ y0: Float, _ x1: Float, _ y1: Float, bandY0: Int, bandY1: Int) {
        var segment = (x0, y0, x1, y1)
        withUnsafePointer(to: &segment) {
            $0.withMemoryRebound(to: Float.self, capacity: 4) {
                accumulateAntialiased(segments: $0, indices: nil, 0, 1, bandY0: bandY0, bandY1: bandY1)
            }
        }
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
    /// with the current bounds stored into it (no call into LimnerRasterABI per band).
    @inline(__always)
    var buffers: CoverageBuffers {
        var b = view
        b.rowMin = rowMin; b.rowMax = rowMax; b.cellMin = cellMin; b.cellMax = cellMax
        return b
    }

    /// Sweeps and composites one band of a source-over fill with no clip mask on the selected
    /// copy of the band loops (`SpanLoopSet`), then forgets the bounds. The job is a value
    /// kept here and filled in field by field: its initializer, in LimnerRasterABI, would be
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
