// Accumulating a band's segments into coverage cells: the first half of scan conversion (the
// sweep, CoverageSweep.swift, is the second). This file is compiled into both copies of the
// band loops (LimnerRaster's and, linked, LimnerRasterAVX2's), so the per-row arithmetic runs
// with the instructions the CPU has; it names only what both copies have.
import CLimnerSIMD
import LimnerRasterABI

/// Accumulates the antialiased coverage of the segments of one band (the `AccumulationBand`
/// at `address`) into its cells and touched bits. The job is read where it lies.
func accumulateAntialiasedBand(_ address: UnsafeRawPointer) {
    let job = address.assumingMemoryBound(to: AccumulationBand.self)
    let buffers = job.pointee.coverage
    let s = job.pointee.segments, y0 = job.pointee.bandY0, y1 = job.pointee.bandY1
    let lo = job.pointee.lo, hi = job.pointee.hi
    let indices = job.pointee.indices
    // One loop, so the segment's arithmetic is inlined once (with a loop per case, one of
    // the two stayed a call per segment).
    for k in lo..<hi {
        let p = s + (indices.map { Int($0[k]) } ?? k) &* 4
        buffers.accumulateAntialiased(p[0], p[1], p[2], p[3], bandY0: y0, bandY1: y1)
    }
}

extension CoverageBuffers {
    /// Adds the exact-area coverage of a segment (device pixels, clipped to the canvas)
    /// for the rows `bandY0 ..< bandY1`.
    ///
    /// Rows are walked with the x at each row boundary carried from one row to the next.
    /// Segments steeper than 45° (|dx/dy| ≤ 1) cross at most two cells per row, so their rows
    /// take a branch-free two-cell step (`twoCells`), four whole rows at a time in vector lanes
    /// (`fourSteepRows`); shallower ones walk every crossed cell (`spanCells`). Nothing is
    /// called per row (one call per four steep rows), and no bounds are widened per segment:
    /// the caller has set bounds covering every segment of the band
    /// (`CoverageAccumulator.setBounds`).
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
        /// Walks the rows, handing `piece` each row's cells, bits, x range and signed height
        /// (inlined twice, so each loop calls its own cell step directly).
        @inline(__always)
        func eachRow(_ piece: (UnsafeMutablePointer<Float>, UnsafeMutablePointer<UInt64>, Float, Float, Float) -> Void) {
            while r < rEnd {
                let yb = min(Float(r + 1), by)
                let xb = min(max(ax + (yb - ay) * dxdy, xLo), xHi)
                let rr = r &- bandY0
                piece(cells + rr &* stride, touched + rr &* words, min(xt, xb), max(xt, xb), (yb - yt) * dir)
                xt = xb; yt = yb
                r += 1
            }
        }
        if abs(dxdy) <= 1 {
            // Four whole rows at a time in vector lanes, then the rest one by one.
            while r &+ 4 <= rEnd {
                Self.fourSteepRows(cells + (r &- bandY0) &* stride, stride, touched + (r &- bandY0) &* words, words,
                                   row: r, ax: ax, ay: ay, by: by, dxdy: dxdy, xLo: xLo, xHi: xHi,
                                   dir: dir, slope: slope, xt: &xt, yt: &yt)
                r &+= 4
            }
            eachRow { Self.twoCells($0, $1, $2, $3, $4, slope: slope) }
        } else {
            eachRow { Self.spanCells($0, $1, $2, $3, $4, slope: slope) }
        }
    }

    /// Sets the touched bits of the groups of cells lo...hi in one row's bit words (bounds
    /// not updated).
    @inline(__always)
    static func markBits(_ words: UnsafeMutablePointer<UInt64>, _ cellLo: Int, _ cellHi: Int) {
        let lo = cellLo >> CoverageGroups.bitShift, hi = cellHi >> CoverageGroups.bitShift
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

    /// Sets the touched bits of cells `cellLo` and `cellHi`, at most one group apart (the two
    /// or three cells a steep edge's row piece writes): the bits `markBits` sets for that
    /// range, without its masks and branch.
    @inline(__always)
    static func markGroups(_ words: UnsafeMutablePointer<UInt64>, _ cellLo: Int, _ cellHi: Int) {
        let g0 = cellLo >> CoverageGroups.bitShift, g1 = cellHi >> CoverageGroups.bitShift
        words[g0 >> 6] |= 1 &<< UInt64(g0 & 63)
        words[g1 >> 6] |= 1 &<< UInt64(g1 & 63)
    }

    /// Rows `row ..< row + 4` of a steep edge (|dx/dy| ≤ 1) lying wholly in it, as `twoCells`
    /// takes them one by one in `accumulateAntialiased`'s row walk, with the arithmetic of the
    /// four in vector lanes: each lane works out its row's x, piece and two-cell split with the
    /// same operations in the same order as the walk (Swift forms no fused multiply-adds, and
    /// the selects are written as `min` and `max` choose), so the cells get the same bytes;
    /// only the three additions and the touched bits of each row are done row by row, reading
    /// the lanes back from memory (`limner_publish`; taken out of the registers, the compiler
    /// computed each lane apart again). About 46 instructions a row where the scalar step was
    /// some 60 (benchmarks/HISTORY.md). `cells` and `bits` are row `row`'s; `xt` and `yt`
    /// carry the walk's x and height at the top of the next row.
    @inline(__always)
    private static func fourSteepRows(_ cells: UnsafeMutablePointer<Float>, _ stride: Int,
                                      _ bits: UnsafeMutablePointer<UInt64>, _ words: Int,
                                      row r: Int, ax: Float, ay: Float, by: Float, dxdy: Float,
                                      xLo: Float, xHi: Float, dir: Float, slope: Float,
                                      xt: inout Float, yt: inout Float) {
        // yb = min(Float(r + 1), by): `min(x, y)` is `y < x ? y : x`, `max(x, y)` is `y >= x ? y : x`.
        let rows = SIMD4<Float>(repeating: Float(r)) + SIMD4<Float>(1, 2, 3, 4)
        let byV = SIMD4<Float>(repeating: by)
        let yb = rows.replacing(with: byV, where: byV .< rows)
        var xb = ax + (yb - ay) * dxdy
        let xLoV = SIMD4<Float>(repeating: xLo), xHiV = SIMD4<Float>(repeating: xHi)
        xb = xb.replacing(with: xLoV, where: xLoV .>= xb)
        xb = xb.replacing(with: xHiV, where: xHiV .< xb)
        let xTop = SIMD4<Float>(xt, xb[0], xb[1], xb[2]), yTop = SIMD4<Float>(yt, yb[0], yb[1], yb[2])
        let lo = xTop.replacing(with: xb, where: xb .< xTop)
        let hi = xTop.replacing(with: xb, where: xb .>= xTop)
        let d = (yb - yTop) * dir
        // `twoCells`, lane by lane.
        let i0 = limner_truncate_f32x4(lo)
        let f0 = SIMD4<Float>(i0)
        let s = f0 + 1
        let m = s.replacing(with: hi, where: hi .< s)
        let d2 = (hi - m) * slope
        let d1 = d - d2
        let a1 = d1 * ((lo + m) * 0.5 - f0)
        let a2 = d2 * ((m + hi) * 0.5 - s)
        let first = d1 - a1, second = a1 + d2 - a2
        let k = SIMD4<Int32>(repeating: 1).replacing(with: 0, where: .!(hi .> s))
        // Through memory, so each row reads its values with plain loads (`limner_publish`).
        var lanes = (first, second, a2, i0, k)
        withUnsafeMutableBytes(of: &lanes) { raw in
            limner_publish(raw.baseAddress)
            let v = UnsafeRawPointer(raw.baseAddress!)
            @inline(__always) func store(_ lane: Int) {
                let row = cells + lane &* stride
                let o = lane &* 4
                let i = Int(v.load(fromByteOffset: 48 &+ o, as: Int32.self))
                let last = i &+ 1 &+ Int(v.load(fromByteOffset: 64 &+ o, as: Int32.self))
                row[i] += v.load(fromByteOffset: o, as: Float.self)
                row[i &+ 1] += v.load(fromByteOffset: 16 &+ o, as: Float.self)
                row[last] += v.load(fromByteOffset: 32 &+ o, as: Float.self)
                markGroups(bits + lane &* words, i, last)
            }
            store(0); store(1); store(2); store(3)
        }
        xt = xb[3]; yt = yb[3]
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
        markGroups(bits, i0, i0 &+ 1 &+ k)
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
}
