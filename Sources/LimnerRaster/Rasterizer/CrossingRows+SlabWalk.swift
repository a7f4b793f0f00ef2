// The slab walk: exact coverage in the flagged rows of a band of many segments, after the
// band is summed (CrossingRows.swift, step 2). Bands of few segments are split where their
// segments meet instead (CrossingRows+Arrangement.swift).
import Foundation

extension CrossingRows {
    /// Makes exact the flagged rows of the band just accumulated, run by run, and accumulates
    /// the corrections of all its runs at once. Past a bound (`maximumWork`), the remaining
    /// runs keep their sums.
    func resolveFlagged(_ acc: CoverageAccumulator, _ s: UnsafePointer<Float>, _ indices: UnsafePointer<Int32>?,
                        _ lo: Int, _ hi: Int, bandY0: Int, bandY1: Int, evenOdd: Bool) {
        findRuns()
        gatherPieces(s, indices, lo, hi, bandY0: bandY0)
        var work = 0
        for run in 0..<runCount {
            let first = runStarts[run], n = runStarts[run &+ 1] &- first
            guard n >= 2 else { continue }
            // A run costs about its pieces' sorts, their x overlaps and its slabs' pieces.
            if work > Self.maximumWork { break }
            resolveRun(top: Double(bandY0 &+ runRows[2 &* run]), bottom: Double(bandY0 &+ runRows[2 &* run &+ 1]),
                       pieces: pieces + first, n, evenOdd: evenOdd, work: &work)
        }
        flushStretches(acc, bandY0: bandY0, bandY1: bandY1)
    }

    // MARK: Resolution

    /// Splits the flagged rows into runs of consecutive rows (`runRows`, `runCount`).
    private func findRuns() {
        var rows = flaggedRows, base = 0
        runCount = 0
        while rows != 0 {
            let skip = rows.trailingZeroBitCount
            rows >>= UInt64(skip)
            let length = (~rows).trailingZeroBitCount
            runRows[2 &* runCount] = base &+ skip
            runRows[2 &* runCount &+ 1] = base &+ skip &+ length
            runCount &+= 1
            base &+= skip &+ length
            rows = length == 64 ? 0 : rows >> UInt64(length)
        }
    }

    /// Stores the parts of the band's segments within each run of flagged rows, run after run
    /// (`runStarts`).
    private func gatherPieces(_ s: UnsafePointer<Float>, _ indices: UnsafePointer<Int32>?,
                              _ lo: Int, _ hi: Int, bandY0: Int) {
        runStarts.initialize(repeating: 0, count: runCount &+ 1)
        // Count each run's pieces, then place them.
        for pass in 0..<2 {
            if pass == 1 {
                var total = 0
                for k in 0...runCount { let c = runStarts[k]; runStarts[k] = total; total &+= c }
                reservePieceStorage(total)
            }
            for k in lo..<hi {
                let i = indices.map { Int($0[k]) } ?? k
                guard let whole = Piece(segment: s + i &* 4) else { continue }
                for run in 0..<runCount {
                    let top = Double(bandY0 &+ runRows[2 &* run]), bottom = Double(bandY0 &+ runRows[2 &* run &+ 1])
                    let a = max(whole.y0, top), b = min(whole.y1, bottom)
                    guard b > a else { continue }
                    if pass == 0 { runStarts[run] &+= 1; continue }
                    (pieces + runStarts[run]).initialize(to: whole.part(a, b))
                    runStarts[run] &+= 1
                }
            }
        }
        // The cursors now stand at each run's end: shift them back to the starts.
        var k = runCount
        while k > 0 { runStarts[k] = runStarts[k &- 1]; k &-= 1 }
        runStarts[0] = 0
    }

    /// Makes room for `count` slab boundaries, keeping the first `keeping`.
    private func reserve(breaks count: Int, keeping: Int = 0) {
        guard breakCapacity < count else { return }
        let capacity = max(count, breakCapacity &* 2)
        let grown = UnsafeMutablePointer<Double>.allocate(capacity: capacity)
        grown.update(from: breaks, count: keeping)
        breaks.deallocate()
        breaks = grown
        breakCapacity = capacity
    }

    /// Makes room for orders of `count` pieces.
    private func reserve(pieces count: Int) {
        guard orderCapacity < count else { return }
        byX.deallocate(); byY.deallocate(); activeIndex.deallocate(); mids.deallocate()
        stretchTop.deallocate(); stretchDifference.deallocate()
        orderCapacity = max(count, orderCapacity &* 2)
        byX = .allocate(capacity: orderCapacity); byY = .allocate(capacity: orderCapacity)
        activeIndex = .allocate(capacity: orderCapacity); mids = .allocate(capacity: orderCapacity)
        stretchTop = .allocate(capacity: orderCapacity); stretchDifference = .allocate(capacity: orderCapacity)
    }

    /// Sorts `order[0 ..< n]` by `key`: by insertion for a nearly sorted run, as `sort(_:_:by:)`
    /// otherwise.
    @inline(__always)
    private static func sort(_ order: UnsafeMutablePointer<Int>, _ n: Int, insertion: Bool, by key: (Int) -> Double) {
        if insertion {
            insertionSort(order, n, gap: 1) { key($0) < key($1) }
        } else {
            sort(order, n) { key($0) < key($1) }
        }
    }

    /// Adds the crossing of two pieces, when they cross inside both's y ranges `a ..< b`.
    @inline(__always)
    private func addCrossing(_ p: Piece, _ o: Piece, _ a: Double, _ b: Double, _ nb: inout Int) {
        guard b > a, p.dxdy != o.dxdy else { return }
        // Crossing only if their order at a and at b differs.
        let da = p.x(at: a) - o.x(at: a), db = p.x(at: b) - o.x(at: b)
        guard (da < 0) != (db < 0) else { return }
        let y = a + (b - a) * (da / (da - db))
        guard y > a && y < b else { return }
        if nb == breakCapacity { reserve(breaks: nb &* 2, keeping: nb) }
        breaks[nb] = y; nb &+= 1
    }

    /// Notes what turns the summed coverage of the band rows from device y `top` to `bottom`
    /// into the exact one, from the run's `n` pieces: in each slab, a piece is worth +1 where
    /// it leads into the inside, -1 where it leads out and 0 elsewhere, and what that differs
    /// from its direction (what the accumulation added) is noted, once for each stretch of
    /// slabs over which it stays the same (`addStretch`). Adds what it visited to `work`; past
    /// `maximumWork` it notes nothing.
    private func resolveRun(top: Double, bottom: Double, pieces: UnsafeMutablePointer<Piece>,
                            _ n: Int, evenOdd: Bool, work: inout Int) {
        reserve(pieces: n)
        reserve(breaks: 2 &+ 2 &* n &+ 16)
        // Slab boundaries: the run's, the pieces' ends, and the crossings of pieces whose x
        // ranges overlap (found by a sweep in x).
        var nb = 2
        breaks[0] = top; breaks[1] = bottom
        for i in 0..<n {
            let p = pieces[i]
            if p.y0 > top { breaks[nb] = p.y0; nb &+= 1 }
            if p.y1 < bottom { breaks[nb] = p.y1; nb &+= 1 }
            byX[i] = i; byY[i] = i
        }
        Self.sort(byX, n, insertion: false) { min(pieces[$0].x0, pieces[$0].x1) }
        for a in 0..<n {
            let p = pieces[byX[a]]
            let right = max(p.x0, p.x1)
            var b = a &+ 1
            while b < n {
                let o = pieces[byX[b]]
                if min(o.x0, o.x1) > right { break }
                addCrossing(p, o, max(p.y0, o.y0), min(p.y1, o.y1), &nb)
                b &+= 1
            }
            work &+= b &- a
            // Past the bound, the run keeps its summed coverage (nothing is changed yet).
            if work > Self.maximumWork { return }
        }
        // The slab walk visits at most every piece in every slab: bounded before it starts.
        let (walk, overflow) = nb.multipliedReportingOverflow(by: n)
        guard !overflow, work &+ walk <= Self.maximumWork else { work = Self.maximumWork &+ 1; return }
        Self.sort(breaks, nb, by: <)
        Self.sort(byY, n, insertion: false) { pieces[$0].y0 }
        // The accumulation added each piece with its own direction; the exact coverage needs
        // +1 where it leads into the inside, -1 out of it, 0 elsewhere, or all three negated:
        // both rules give a cell's coverage from -c as from c, so one sign for the whole run
        // will do, and that of its leftmost piece (the direction a contour wound that way
        // already has) leaves a shape wound either way with the fewest corrections. Only the
        // difference is noted, so a piece whose verdict matches its direction costs nothing,
        // and cells no such piece reaches keep their bytes. A piece's difference changes only
        // where a neighbour crosses it or ends, so it is noted once per stretch of equal slabs.
        var m = 0, next = 0
        var sign = 0
        var k = 1
        while k < nb {
            let ya = breaks[k &- 1], yb = breaks[k]
            k &+= 1
            guard yb - ya > 1e-9 else { continue }
            let ym = 0.5 * (ya + yb)
            // The pieces spanning this slab, kept in x order from one slab to the next (pieces
            // end, begin or swap only at boundaries); those that ended add their last stretch.
            var kept = 0
            for j in 0..<m {
                let i = activeIndex[j]
                if pieces[i].y1 > ym { activeIndex[kept] = i; kept &+= 1 } else { addStretch(pieces[i], i, to: pieces[i].y1) }
            }
            m = kept
            while next < n && pieces[byY[next]].y0 <= ym {
                let i = byY[next]
                if pieces[i].y1 > ym {
                    activeIndex[m] = i; m &+= 1
                    stretchTop[i] = pieces[i].y0; stretchDifference[i] = 0
                }
                next &+= 1
            }
            for j in 0..<m { mids[activeIndex[j]] = pieces[activeIndex[j]].x(at: ym) }
            let mids = self.mids
            Self.sort(activeIndex, m, insertion: true) { mids[$0] }
            work &+= m
            // The run's sign: that of its first slab's leftmost piece, which always leads in.
            if sign == 0 && m > 0 { sign = pieces[activeIndex[0]].dir }
            var winding = 0
            for j in 0..<m {
                let i = activeIndex[j]
                let dir = pieces[i].dir
                let before = Self.isInside(winding, evenOdd)
                winding &+= dir
                let after = Self.isInside(winding, evenOdd)
                let wanted = before == after ? 0 : (after ? sign : -sign)
                let difference = wanted &- dir
                guard difference != stretchDifference[i] else { continue }
                // A new stretch starts at this slab's top.
                addStretch(pieces[i], i, to: ya)
                stretchTop[i] = ya; stretchDifference[i] = difference
            }
        }
        for j in 0..<m {
            let i = activeIndex[j]
            addStretch(pieces[i], i, to: pieces[i].y1)
        }
    }

    /// Notes piece `p`'s (index `i`) difference over its stretch, from the stretch's top to
    /// `y`, for `flushStretches` (`noteStretch`).
    @inline(__always)
    private func addStretch(_ p: Piece, _ i: Int, to y: Double) {
        noteStretch(p, from: stretchTop[i], to: y, times: stretchDifference[i])
    }
}
