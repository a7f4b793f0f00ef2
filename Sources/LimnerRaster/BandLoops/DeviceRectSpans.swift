// The rectangle fast path's painting (part of the band loops compiled twice; see
// LimnerRasterABI). Each pixel's exact-area coverage is the product of the rectangle's overlap
// with the pixel's column and with its row, so a row is at most a partial pixel, a run of one
// constant coverage and a partial pixel, handed straight to the painter (or, to a painter that
// pays per span, as one mask span: the span the coverage sweep would hand it). A ring (a
// rectangle with a rectangular hole: a rectangle's stroke) subtracts the hole's product the
// same way; the columns then fall into at most seven runs of constant coverage, found once per
// band, and all rows but a few share their spans. Its cost follows the ring's outline, not its
// area, as the edge path's accumulation and sweep did not.
extension DeviceRect {
    /// Paints the rows of this rectangle in the band starting at device row `bandY0`.
    @inline(never)  // one call per band; see `CoverageBuffers.sweep`
    func spans<P: SpanPainter>(bandY0: Int, pixels: UnsafeMutablePointer<UInt32>, rowStride: Int,
                               painter p: inout P) {
        let r = self
        let rowStart = max(Int(r.y0), bandY0)
        let rowEnd = min(Int(r.y1.rounded(.up)), bandY0 + RasterBands.height)
        guard rowStart < rowEnd else { return }
        if r.hasHole { return ringSpans(rows: rowStart..<rowEnd, pixels: pixels, rowStride: rowStride, painter: &p) }
        let columns = RectColumns(r)
        if columns.takesRowMask(P.rowMode) {
            // A painter that pays per span (a gradient's set-up) takes a row with partly
            // covered ends as one mask span, as the coverage sweep hands it the row of a path.
            return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: RectColumns.rowMaskLength) { mask in
                var maskCoverY: Float = -1
                for y in rowStart..<rowEnd {
                    let coverY = Float(min(r.y1, Double(y + 1)) - max(r.y0, Double(y)))
                    columns.paintRowMask(pixels + y &* rowStride, y, coverY, mask.baseAddress!, &maskCoverY, &p)
                }
            }
        }
        for y in rowStart..<rowEnd {
            let coverY = Float(min(r.y1, Double(y + 1)) - max(r.y0, Double(y)))
            columns.paintRow(pixels + y &* rowStride, y, coverY, &p)
        }
    }

    /// `spans` of a rectangle with a hole: rows that cross the hole go run by run.
    private func ringSpans<P: SpanPainter>(rows: Range<Int>, pixels: UnsafeMutablePointer<UInt32>, rowStride: Int,
                                           painter p: inout P) {
        // Scratch on the stack, in plain memory: lanes of a SIMD value set one by one are each
        // stored and the vector reloaded, which stalls on every lane.
        // A row makes at most one span per run; a mask span covers at most two partly covered
        // stretches and a bridged gap between them.
        let listLength = 7, maskLength = 64
        withUnsafeTemporaryAllocation(of: Int.self, capacity: 24 + 2 * 3 * listLength) { ints in
            withUnsafeTemporaryAllocation(of: Float.self, capacity: 16) { floats in
                withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 2 * listLength * maskLength + RectColumns.ringRowMaskLength) { bytes in
                    ringSpans(rows: rows, pixels: pixels, rowStride: rowStride, painter: &p,
                              ints: ints.baseAddress!, floats: floats.baseAddress!, masks: bytes.baseAddress!,
                              listLength: listLength, maskLength: maskLength)
                }
            }
        }
    }

    @inline(__always)
    private func ringSpans<P: SpanPainter>(rows: Range<Int>, pixels: UnsafeMutablePointer<UInt32>, rowStride: Int,
                                           painter p: inout P, ints: UnsafeMutablePointer<Int>,
                                           floats: UnsafeMutablePointer<Float>, masks: UnsafeMutablePointer<UInt8>,
                                           listLength: Int, maskLength: Int) {
        let r = self
        let columns = RectColumns(r)
        // Cuts between runs of constant coverage: where the rectangle's and the hole's partly
        // covered first and last columns begin and end, within the rectangle's columns, sorted.
        let hx0 = Int(r.holeX0), hx1 = max(Int(r.holeX1.rounded(.up)), hx0 + 1)
        let cuts = ints, starts = ints + 8, counts = ints + 16, spans = ints + 24
        for (i, c) in [columns.ix0, columns.ix0 + 1, columns.ix1 - 1, columns.ix1, hx0, hx0 + 1, hx1 - 1, hx1].enumerated() {
            let v = min(max(c, columns.ix0), columns.ix1)
            var j = i
            while j > 0 && cuts[j - 1] > v { cuts[j] = cuts[j - 1]; j -= 1 }
            cuts[j] = v
        }
        // Each run: its first column, length and the column overlaps of rectangle and hole.
        let outerX = floats, holeX = floats + 8
        var runs = 0
        for k in 0..<7 where cuts[k] < cuts[k + 1] {
            let x = Double(cuts[k])
            starts[runs] = cuts[k]
            counts[runs] = cuts[k + 1] - cuts[k]
            outerX[runs] = Float(min(r.x1, x + 1) - max(r.x0, x))
            holeX[runs] = Float(max(min(r.holeX1, x + 1) - max(r.holeX0, x), 0))
            runs += 1
        }
        for k in runs..<8 { outerX[k] = 0; holeX[k] = 0 }
        let outer = UnsafeRawPointer(outerX).loadUnaligned(as: SIMD8<Float>.self)
        let hole = UnsafeRawPointer(holeX).loadUnaligned(as: SIMD8<Float>.self)
        // A row crossing the hole is a few runs; each stretch of covered runs beside each other
        // goes to the painter as one span (a call and a shading set-up per stretch, not per
        // run): a constant span when its runs share a coverage, else a mask span when it is
        // short enough for a mask (the partly covered columns of a thin ring, and for painters
        // that bridge gaps a small ring's whole row), else run by run. Rows the rectangle and
        // the hole both cover fully (all but a few) have the same spans: worked out once.
        /// Writes the spans of a row whose runs have `coverage` into list `list` (each span:
        /// its first column, length and coverage, 0 for a mask span) and returns how many.
        func makeSpans(_ coverage: SIMD8<UInt32>, list: Int) -> Int {
            let bridges = P.rowMode != .spans
            let out = spans + list * 3 * listLength, outMasks = masks + list * listLength * maskLength
            var n = 0, k = 0
            while k < runs {
                guard coverage[k] != 0 else { k += 1; continue }
                var end = k + 1, uniform = true
                while end < runs {
                    if coverage[end] != 0 {
                        uniform = uniform && coverage[end] == coverage[k]
                        end += 1
                        continue
                    }
                    // A painter that pays per span (a gradient's set-up) takes a short gap
                    // into the mask, as the coverage sweep bridges one (the hole of a small
                    // ring: one span a row).
                    guard bridges else { break }
                    var m = end
                    while m < runs && coverage[m] == 0 { m += 1 }
                    guard m < runs, starts[m] - starts[end] < CoverageBuffers.bridgedGapCells else { break }
                    uniform = false
                    end = m
                }
                let x = starts[k], count = starts[end - 1] + counts[end - 1] - x
                if uniform || count <= maskLength {
                    out[3 * n] = x; out[3 * n + 1] = count; out[3 * n + 2] = uniform ? Int(coverage[k]) : 0
                    if !uniform {
                        let mask = outMasks + n * maskLength
                        for j in k..<end {
                            (mask + (starts[j] - x)).update(repeating: UInt8(truncatingIfNeeded: coverage[j]), count: counts[j])
                        }
                    }
                    n += 1
                } else {
                    for j in k..<end where coverage[j] != 0 {
                        out[3 * n] = starts[j]; out[3 * n + 1] = counts[j]; out[3 * n + 2] = Int(coverage[j])
                        n += 1
                    }
                }
                k = end
            }
            return n
        }
        /// The coverage of each run in a row the rectangle covers by `coverY` and the hole by
        /// `holeY`, all runs at once.
        func coverage(_ coverY: Float, _ holeY: Float) -> SIMD8<UInt32> {
            let area = outer * coverY - hole * holeY
            return SIMD8(lowHalf: NonZeroRule.coverage(area.lowHalf), highHalf: NonZeroRule.coverage(area.highHalf))
        }
        var steadySpans = -1
        // Rows above and below the hole: the rectangle's rows, as `spans` paints them.
        let rowMask = masks + 2 * listLength * maskLength
        let masksRows = columns.takesRowMask(P.rowMode, upTo: RectColumns.ringRowMaskLength)
        var maskCoverY: Float = -1
        for y in rows {
            let coverY = Float(min(r.y1, Double(y + 1)) - max(r.y0, Double(y)))
            let holeY = Float(min(r.holeY1, Double(y + 1)) - max(r.holeY0, Double(y)))
            let row = pixels + y &* rowStride
            guard holeY > 0 else {
                if masksRows {
                    columns.paintRowMask(row, y, coverY, rowMask, &maskCoverY, &p)
                } else {
                    columns.paintRow(row, y, coverY, &p)
                }
                continue
            }
            let list: Int, n: Int
            if coverY == 1 && holeY == 1 {
                if steadySpans < 0 { steadySpans = makeSpans(coverage(1, 1), list: 0) }
                (list, n) = (0, steadySpans)
            } else {
                (list, n) = (1, makeSpans(coverage(coverY, holeY), list: 1))
            }
            let span = spans + list * 3 * listLength, mask = masks + list * listLength * maskLength
            for i in 0..<n {
                let c = span[3 * i + 2]
                if c != 0 {
                    p.paintConstant(row: row, x: span[3 * i], y: y, count: span[3 * i + 1], coverage: UInt32(c))
                } else {
                    p.paintMask(row: row, x: span[3 * i], y: y, count: span[3 * i + 1], mask: mask + i * maskLength)
                }
            }
        }
    }
}

/// A rectangle's columns: the first and last, which may be partly covered, and those between,
/// covered fully.
private struct RectColumns {
    let ix0: Int, ix1: Int
    let firstX: Float, lastX: Float
    let fullStart: Int, fullEnd: Int
    let single: Bool

    @inline(__always)
    init(_ r: DeviceRect) {
        ix0 = Int(r.x0)
        ix1 = max(Int(r.x1.rounded(.up)), ix0 + 1)
        single = ix1 - ix0 == 1
        firstX = Float(single ? r.x1 - r.x0 : Double(ix0 + 1) - r.x0)
        lastX = Float(r.x1 - Double(ix1 - 1))
        fullStart = !single && firstX >= 1 ? ix0 : ix0 + 1
        fullEnd = !single && lastX >= 1 ? ix1 : ix1 - 1
    }

    /// The longest row `paintRowMask` takes: a row of a painter that shades
    /// (`SweepRowMode.stretches`), for which one shading set-up per row instead of three
    /// (a partly covered column, the full ones, another partly covered column) is the gain.
    /// Its mask, 1 024 bytes, is the most `withUnsafeTemporaryAllocation` puts on the stack
    /// without a call to the runtime.
    static let rowMaskLength = 1024
    /// The longest row `paintRowMask` takes for a painter of one colour (`.bridged`), whose
    /// full columns go faster as a constant span (an opaque colour is a plain store) once a
    /// row is longer than this.
    static let bridgedRowMaskLength = 64
    /// The longest row above or below a ring's hole that `paintRowMask` takes, whatever the
    /// painter: those rows are few (a stroke's width), and the ring's scratch on the stack
    /// stays within the 1 024 bytes `withUnsafeTemporaryAllocation` allocates there without
    /// asking the runtime (which cost rectangle strokes a tenth of their time).
    static let ringRowMaskLength = 64

    /// Whether a row, for a painter that takes rows in `mode`, is painted as one mask span:
    /// it has partly covered ends beside full columns, and fits a row mask of `capacity`.
    @inline(__always)
    func takesRowMask(_ mode: SweepRowMode, upTo capacity: Int = rowMaskLength) -> Bool {
        let limit: Int
        switch mode {
        case .spans: return false
        case .bridged: limit = min(Self.bridgedRowMaskLength, capacity)
        case .stretches: limit = min(Self.rowMaskLength, capacity)
        }
        return !single && (fullStart > ix0 || fullEnd < ix1) && ix1 - ix0 <= limit
    }

    /// `paintRow` as one mask span over the row's columns, the coverage `paintRow` gives each
    /// (`takesRowMask(_:)` rows). `mask` holds the row for `maskCoverY`, and is rewritten when
    /// `coverY` differs.
    @inline(__always)
    func paintRowMask<P: SpanPainter>(_ row: UnsafeMutablePointer<UInt32>, _ y: Int, _ coverY: Float,
                                      _ mask: UnsafeMutablePointer<UInt8>, _ maskCoverY: inout Float, _ p: inout P) {
        let n = ix1 - ix0
        if coverY != maskCoverY {
            maskCoverY = coverY
            let full = UInt8(truncatingIfNeeded: NonZeroRule.coverage(coverY))
            for i in 0..<n { mask[i] = full }
            if fullStart > ix0 { mask[0] = UInt8(truncatingIfNeeded: NonZeroRule.coverage(firstX * coverY)) }
            if fullEnd < ix1 { mask[n - 1] = UInt8(truncatingIfNeeded: NonZeroRule.coverage(lastX * coverY)) }
        }
        p.paintMask(row: row, x: ix0, y: y, count: n, mask: mask)
    }

    /// Paints one row, `coverY` of which the rectangle covers.
    @inline(__always)
    func paintRow<P: SpanPainter>(_ row: UnsafeMutablePointer<UInt32>, _ y: Int, _ coverY: Float, _ p: inout P) {
        @inline(__always) func paint(_ x: Int, _ count: Int, _ area: Float) {
            let c = NonZeroRule.coverage(area)
            if c != 0 { p.paintConstant(row: row, x: x, y: y, count: count, coverage: c) }
        }
        if fullStart > ix0 { paint(ix0, 1, firstX * coverY) }
        if fullEnd > fullStart { paint(fullStart, fullEnd - fullStart, coverY) }
        if !single && fullEnd < ix1 { paint(ix1 - 1, 1, lastX * coverY) }
    }
}
