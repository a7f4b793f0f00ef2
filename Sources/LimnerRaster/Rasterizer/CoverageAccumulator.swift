/// One thread's accumulation buffer for one band of rows, plus its span scratch.
///
/// Each cell holds the *change* in signed coverage from the cell to its left (font-rs
/// style): the prefix sum along a row is the pixel's signed coverage (winding × area). An
/// edge touches only the cells it crosses (plus the one to its right), and marks them in a
/// per-row bit vector; the sweep visits only marked cells and clears them as it goes, so the
/// buffer is all zeros between fills and untouched cells cost nothing.
///
/// Invariants between uses: `cells` and `touched` are all zero.
final class CoverageAccumulator {
    /// Canvas width in pixels.
    let width: Int
    /// Cells per row: width + 2 (an edge at x = width writes cells width and width + 1).
    let cellStride: Int
    /// 64-bit words of touched bits per row.
    let wordsPerRow: Int
    /// `RasterBands.height` rows of cells.
    let cells: UnsafeMutablePointer<Float>
    /// `RasterBands.height` rows of touched bits.
    let touched: UnsafeMutablePointer<UInt64>
    /// Per-pixel coverage (0…255) of the row being swept.
    let mask: UnsafeMutablePointer<UInt8>
    /// Shaded colours of the span being composited.
    let colors: UnsafeMutablePointer<UInt32>
    /// Per-pixel scratch for shaders (gradient table indices).
    let scratch: UnsafeMutablePointer<Int32>

    /// Bounds of what the last accumulation touched (rows relative to the band).
    var rowMin = Int.max, rowMax = -1, cellMin = Int.max, cellMax = -1

    init(width: Int) {
        self.width = width
        cellStride = width + 2
        wordsPerRow = (cellStride + 63) >> 6
        let rows = RasterBands.height
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
    }

    deinit {
        cells.deallocate(); touched.deallocate(); mask.deallocate(); colors.deallocate(); scratch.deallocate()
    }

    /// Forgets the bounds before a new accumulation.
    @inline(__always)
    func resetBounds() {
        rowMin = Int.max; rowMax = -1; cellMin = Int.max; cellMax = -1
    }

    /// Marks cells lo...hi of a band row as touched.
    @inline(__always)
    func mark(row: Int, _ lo: Int, _ hi: Int) {
        let words = touched + row &* wordsPerRow
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
        if lo < cellMin { cellMin = lo }
        if hi > cellMax { cellMax = hi }
    }

    /// Adds the exact-area coverage of a segment (device pixels, clipped to the canvas)
    /// for the rows `bandY0 ..< bandY1`.
    @inline(__always)
    func accumulateAntialiased(_ x0: Float, _ y0: Float, _ x1: Float, _ y1: Float, bandY0: Int, bandY1: Int) {
        var ax = x0, ay = y0, bx = x1, by = y1, dir: Float = 1
        if ay > by { swap(&ax, &bx); swap(&ay, &by); dir = -1 }
        let rStart = max(Int(ay), bandY0)
        let rEnd = min(Int(by.rounded(.up)), bandY1)
        guard rStart < rEnd else { return }
        if rStart - bandY0 < rowMin { rowMin = rStart - bandY0 }
        if rEnd - 1 - bandY0 > rowMax { rowMax = rEnd - 1 - bandY0 }
        if ay >= Float(rStart) && by <= Float(rStart + 1) {
            // The whole segment lies in one row (most flattened curve pieces): no clipping
            // to row boundaries, no slope.
            cellLine(row: rStart &- bandY0, ax, bx, (by - ay) * dir, slope: 0)
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
                let row = cells + (r &- bandY0) &* cellStride
                let a = d * frac
                row[i] += d - a
                row[i + 1] += a
                mark(row: r &- bandY0, i, i + 1)
                r += 1
            }
            return
        }
        // The coverage per unit of x of a piece crossing several cells, dir / |dx/dy|, once
        // per segment (0 when the slope overflowed: `cellLine` then divides per piece).
        let slope = dir / abs(dxdy)
        let maxX = Float(width)
        var r = rStart
        while r < rEnd {
            let yt = max(Float(r), ay), yb = min(Float(r + 1), by)
            let d = (yb - yt) * dir
            var xt = ax + (yt - ay) * dxdy, xb = ax + (yb - ay) * dxdy
            xt = min(max(xt, 0), maxX); xb = min(max(xb, 0), maxX)
            cellLine(row: r &- bandY0, xt, xb, d, slope: slope)
            r += 1
        }
    }

    /// Coverage of one row-crossing piece of an edge from x `xa` to `xb` with signed height
    /// `d`: the area right of the edge in each crossed cell, and `d` beyond it. `slope` is
    /// d / |xb − xa| when known (the segment's dir / |dx/dy|), else 0.
    @inline(__always)
    private func cellLine(row r: Int, _ xa: Float, _ xb: Float, _ d: Float, slope: Float) {
        let row = cells + r &* cellStride
        let lo = min(xa, xb), hi = max(xa, xb)
        let i0 = Int(lo), i1 = Int(hi)
        if i0 == i1 {
            let a = d * ((lo + hi) * 0.5 - Float(i0))
            row[i0] += d - a
            row[i0 + 1] += a
            mark(row: r, i0, i0 + 1)
            return
        }
        // d per unit of x.
        let inv = slope != 0 ? slope : d / (hi - lo)
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
        mark(row: r, i0, i1 + 1)
    }

    /// Adds the winding of a segment at pixel centres (aliased mode) for rows
    /// `bandY0 ..< bandY1`: a pixel is inside iff its centre is.
    @inline(__always)
    func accumulateAliased(_ x0: Float, _ y0: Float, _ x1: Float, _ y1: Float, bandY0: Int, bandY1: Int) {
        var ax = x0, ay = y0, bx = x1, by = y1, dir: Float = 1
        if ay > by { swap(&ax, &bx); swap(&ay, &by); dir = -1 }
        // Rows whose centre r + 0.5 lies in [ay, by).
        let rStart = max(Int((ay - 0.5).rounded(.up)), bandY0)
        let rEnd = min(Int((by - 0.5).rounded(.up)), bandY1)
        guard rStart < rEnd else { return }
        if rStart - bandY0 < rowMin { rowMin = rStart - bandY0 }
        if rEnd - 1 - bandY0 > rowMax { rowMax = rEnd - 1 - bandY0 }
        let dxdy = (bx - ax) / (by - ay)
        let maxX = Float(width)
        var r = rStart
        while r < rEnd {
            let xc = ax + (Float(r) + 0.5 - ay) * dxdy
            // First pixel whose centre is at or right of the crossing.
            let j = Int(min(max((xc - 0.5).rounded(.up), 0), maxX))
            (cells + (r &- bandY0) &* cellStride)[j] += dir
            mark(row: r &- bandY0, j, j)
            r += 1
        }
    }
}
