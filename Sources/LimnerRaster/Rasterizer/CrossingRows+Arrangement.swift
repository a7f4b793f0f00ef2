// Exact coverage of a band with few segments, by splitting them where they meet.
//
// The slab walk (`CrossingRows.resolveRun`) cuts a run of rows at every end and crossing and
// re-sorts its pieces in each slab, on top of the summed accumulation it corrects and the
// detection that finds its rows: for a small shape crossing itself all over (a 10-point
// polygon 8 px across) that came to about three times the cost of filling the shape. A band of
// at most `arrangementLimit` segments takes a shorter way:
// 1. Each segment (its part within the band, top to bottom) is split where another crosses or
//    touches it, where a collinear one overlapping it ends, and where it crosses one of the
//    path's horizontal lines. Along each part, then, the winding just left of the segment (and
//    just right: left plus its direction) is the same everywhere. The pieces are ordered by
//    their tops, so only the pairs that share heights are tested, and the splits are put in
//    order by counting them per piece.
// 2. That winding is counted at the middle of a segment's first part, over the segments to
//    its left (collinear ones in index order, so that a pair of them telescopes), and carried
//    down across each crossing (the other segment passes from one side to the other); it is
//    counted again after a touch, an overlap's end or a horizontal line.
// 3. A part adds +1 where it leads into the inside, -1 where it leads out and 0 elsewhere (or
//    all three negated, one sign for the band: both rules take -c as c), and the band is
//    accumulated from those lines alone: exact in every row, where the summed coverage was
//    exact only in rows without crossings. Consecutive parts of a segment with the same value
//    are one line.
// A band with no split goes through detection as before (two contours running the same way
// through a pixel, or stacked in a row, cross nowhere): unflagged, it is summed, so shapes
// that neither cross nor stack keep their bytes; flagged, it is accumulated as above. The work
// is bounded: the pairs of segments, their splits and at most one count of the band's
// segments per part.
import Foundation

extension CrossingRows {
    /// Up to how many segments a band is resolved by splitting them where they meet, unless
    /// `LIMNER_CROSSING_SPLITS=0` (every band by detection and the slab walk, for measuring):
    /// bands with more take the slab walk, whose cost grows with the pieces in each slab
    /// rather than with the square of the band's segments.
    static let defaultArrangementLimit = getenv("LIMNER_CROSSING_SPLITS").map { String(cString: $0) } == "0" ? 0 : 48

    /// A point where a segment of the band is split: the segment (its index among the band's
    /// pieces), the height, and what the winding just left of it gains there, going down:
    /// known at a crossing (the other segment passes from one side to the other), `recount`
    /// where it is counted again (a touch, a collinear overlap's end, a horizontal line).
    struct Split {
        var piece: Int32
        var step: Int32
        var y: Double

        static let recount = Int32.min
    }

    /// A piece's top and where it was found, for putting the band's pieces in order.
    struct OrderKey {
        var y: Double
        var index: Int
    }

    /// Makes room for `count` keys in `orderKeys` (what it held is not kept).
    private func reserveOrderKeys(_ count: Int) {
        guard orderKeyCapacity < count else { return }
        orderKeys.deallocate()
        orderKeyCapacity = max(count, 64, orderKeyCapacity &* 2)
        orderKeys = .allocate(capacity: orderKeyCapacity)
    }

    /// Accumulates the band of at most `arrangementLimit` segments `lo ..< hi` of `edges`
    /// (through `indices` when given) into `acc`: exact, from its segments split where they
    /// meet, when any do or detection flags a row; summed otherwise (see the file comment).
    func accumulateSmallBand(_ acc: CoverageAccumulator, edges: EdgeList, _ s: UnsafePointer<Float>,
                             _ indices: UnsafePointer<Int32>?, _ lo: Int, _ hi: Int,
                             bandY0: Int, bandY1: Int, evenOdd: Bool) {
        let (m, sign) = gatherBandPieces(s, indices, lo, hi, bandY0: bandY0, bandY1: bandY1)
        let splits = splitPieces(m, horizontals: edges.horizontals, bandY0: bandY0, bandY1: bandY1)
        guard splits > 0 || detect(edges, s, indices, lo, hi, bandY0: bandY0, bandY1: bandY1) else {
            acc.accumulateAntialiased(segments: s, indices: indices, lo, hi, bandY0: bandY0, bandY1: bandY1)
            return
        }
        let p = UnsafePointer(pieces)
        let list = UnsafePointer(splitOrder)
        var next = 0
        for a in 0..<m {
            let piece = p[a]
            // The value being noted and where its line began; the winding just left of the
            // piece, counted at its first part and after a recount, carried across crossings.
            var value = 0, start = piece.y0
            var top = piece.y0
            var left = 0, known = false
            while true {
                let split = next < splits && Int(list[next].piece) == a
                let bottom = split ? list[next].y : piece.y1
                if bottom > top {
                    if !known {
                        let ym = 0.5 * (top + bottom)
                        left = windingLeft(of: a, at: ym, x: piece.x(at: ym), m)
                        known = true
                    }
                    let before = Self.isInside(left, evenOdd), after = Self.isInside(left &+ piece.dir, evenOdd)
                    let partValue = before == after ? 0 : (after ? sign : -sign)
                    if partValue != value {
                        noteStretch(piece, from: start, to: top, times: value)
                        value = partValue; start = top
                    }
                    top = bottom
                }
                guard split else { break }
                let step = list[next].step
                if step == Split.recount { known = false } else { left &+= Int(step) }
                next &+= 1
            }
            noteStretch(piece, from: start, to: piece.y1, times: value)
        }
        flushStretches(acc, bandY0: bandY0, bandY1: bandY1)
    }

    /// Stores the band's segments `lo ..< hi` as pieces (their parts within the band, top to
    /// bottom), ordered by their tops, and returns their count and the band's sign: the
    /// direction of the piece reaching furthest left, which leads into the inside there.
    private func gatherBandPieces(_ s: UnsafePointer<Float>, _ indices: UnsafePointer<Int32>?,
                                  _ lo: Int, _ hi: Int, bandY0: Int, bandY1: Int) -> (count: Int, sign: Int) {
        // The pieces as found go after room for them in order; their tops and places are
        // sorted, and each piece moved once (sorting the pieces themselves, six words each,
        // took a tenth of resolving a small shape).
        let n = hi &- lo
        reservePieceStorage(2 &* n)
        reserveOrderKeys(n)
        let found = pieces + n, keys = orderKeys
        let top = Double(bandY0), bottom = Double(bandY1)
        var m = 0, sign = 1, leftmost = Double.infinity
        for k in lo..<hi {
            let i = indices.map { Int($0[k]) } ?? k
            guard let whole = Piece(segment: s + i &* 4) else { continue }
            let a = max(whole.y0, top), b = min(whole.y1, bottom)
            guard b > a else { continue }
            let piece = whole.part(a, b)
            (found + m).initialize(to: piece)
            keys[m] = OrderKey(y: a, index: m)
            if min(piece.x0, piece.x1) < leftmost { leftmost = min(piece.x0, piece.x1); sign = piece.dir }
            m &+= 1
        }
        // By top, so that `splitPieces` visits only the pairs that share heights (stable, so
        // the order is the same every run).
        Self.insertionSort(keys, m, gap: 1) { $0.y < $1.y }
        for k in 0..<m { (pieces + k).initialize(to: found[keys[k].index]) }
        fillColumns(m)
        return (m, sign)
    }

    /// Copies the band's `m` pieces into `columns` (see there), padding to a multiple of four
    /// with pieces whose top is below every height and whose direction is 0.
    private func fillColumns(_ m: Int) {
        let padded = (m &+ 3) & ~3
        if columnStride < padded {
            columns.deallocate()
            columnStride = max(padded, columnStride &* 2)
            columns = .allocate(capacity: 5 &* columnStride)
        }
        let x0 = columns, y0 = x0 + columnStride, y1 = y0 + columnStride
        let slope = y1 + columnStride, dir = slope + columnStride
        for a in 0..<m {
            let q = pieces[a]
            x0[a] = q.x0; y0[a] = q.y0; y1[a] = q.y1; slope[a] = q.dxdy; dir[a] = Double(q.dir)
        }
        for a in m..<padded {
            x0[a] = 0; y0[a] = .infinity; y1[a] = -.infinity; slope[a] = 0; dir[a] = 0
        }
    }

    /// Finds where the band's `m` pieces are to be split (crossings, touches, the ends of
    /// collinear overlaps, crossings with the path's horizontal lines) and sorts those points by
    /// piece, then height, into `splitList`. Returns their count.
    private func splitPieces(_ m: Int, horizontals: [Float], bandY0: Int, bandY1: Int) -> Int {
        // Room for every crossing without a test per pair (two splits each); touches, rare,
        // grow the list as they come.
        let pairs = m &* (m &- 1) / 2
        if splitCapacity < 2 &* pairs &+ 16 { growSplits(to: 2 &* pairs &+ 16, keeping: 0) }
        var n = 0
        let p = UnsafePointer(pieces)
        var list = splitList
        for a in 0..<m {
            let pa = p[a]
            let tolerance = Self.tolerance(pa.x0)
            // The pieces are ordered by top: those after the first starting at or below a's
            // bottom share no height with it (touching at its bottom splits neither); with
            // each of the others, the heights it shares begin at the other's top.
            var end = a &+ 1
            while end < m && p[end].y0 < pa.y1 { end &+= 1 }
            for b in (a &+ 1)..<end {
                let pb = p[b]
                // Written without branches on the pair's geometry, which is random for a shape
                // crossing itself all over: a mispredicted branch per test cost more than the
                // arithmetic.
                let top = pb.y0, bottom = min(pa.y1, pb.y1)
                let dTop = pa.x(at: top) - pb.x0, dBottom = pa.x(at: bottom) - pb.x(at: bottom)
                let touch = (abs(dTop) <= tolerance ? 1 : 0) | (abs(dBottom) <= tolerance ? 1 : 0)
                if touch != 0 {
                    if n &+ 4 > splitCapacity { growSplits(to: splitCapacity &* 2, keeping: n); list = splitList }
                    if abs(dTop) <= tolerance { addSplit(a, top, Split.recount, &n); addSplit(b, top, Split.recount, &n) }
                    if abs(dBottom) <= tolerance { addSplit(a, bottom, Split.recount, &n); addSplit(b, bottom, Split.recount, &n) }
                    continue
                }
                // A crossing: b passes from a's left to its right going down when it starts
                // left of a (dTop > 0), taking its direction out of the winding left of a; a
                // passes the other way across b. Written always, kept when it is one.
                let crosses = (dTop < 0) != (dBottom < 0) ? 1 : 0
                let y = top + (bottom - top) * (dTop / (dTop - dBottom))
                let sideA = dTop > 0 ? Int32(1) : -1
                list[n] = Split(piece: Int32(truncatingIfNeeded: a), step: -sideA &* Int32(truncatingIfNeeded: pb.dir), y: y)
                n &+= crosses & (pa.y0 < y ? 1 : 0) & (y < pa.y1 ? 1 : 0)
                list[n] = Split(piece: Int32(truncatingIfNeeded: b), step: sideA &* Int32(truncatingIfNeeded: pa.dir), y: y)
                n &+= crosses & (pb.y0 < y ? 1 : 0) & (y < pb.y1 ? 1 : 0)
                if n &+ 4 > splitCapacity { growSplits(to: splitCapacity &* 2, keeping: n); list = splitList }
            }
        }
        if !horizontals.isEmpty {
            let bandTop = Float(bandY0), bandBottom = Float(bandY1)
            var k = 0
            while k &+ 2 < horizontals.count {
                let y = horizontals[k], lineLeft = Double(horizontals[k &+ 1]), lineRight = Double(horizontals[k &+ 2])
                k &+= 3
                guard y > bandTop && y < bandBottom else { continue }
                let yd = Double(y)
                for a in 0..<m where p[a].y0 < yd && yd < p[a].y1 {
                    let x = p[a].x(at: yd), tolerance = Self.tolerance(x)
                    if x >= lineLeft - tolerance && x <= lineRight + tolerance {
                        if n == splitCapacity { growSplits(to: splitCapacity &* 2, keeping: n) }
                        addSplit(a, yd, Split.recount, &n)
                    }
                }
            }
        }
        orderSplits(n, pieces: m)
        return n
    }

    /// Puts the `n` splits of `splitList` into `splitOrder` by piece (counted: the pieces are
    /// few), then by height within each piece (a few each, by insertion), with each piece's
    /// start in `splitStarts`. A comparison sort of the list cost a fifth of the split's time.
    private func orderSplits(_ n: Int, pieces m: Int) {
        if splitStartCapacity < m &+ 1 {
            splitStarts.deallocate()
            splitStartCapacity = max(64, m &+ 1)
            splitStarts = .allocate(capacity: splitStartCapacity)
        }
        let starts = splitStarts, list = UnsafePointer(splitList), order = splitOrder
        // Counts, then where each piece begins; scattering moves each start to its piece's
        // end (the next one's beginning), and the starts are shifted back after.
        starts.update(repeating: 0, count: m &+ 1)
        for i in 0..<n { starts[Int(list[i].piece) &+ 1] &+= 1 }
        for a in 0..<m { starts[a &+ 1] &+= starts[a] }
        for i in 0..<n {
            let a = Int(list[i].piece)
            order[Int(starts[a])] = list[i]
            starts[a] &+= 1
        }
        var a = m
        while a > 0 { starts[a] = starts[a &- 1]; a &-= 1 }
        starts[0] = 0
        for a in 0..<m {
            let first = Int(starts[a]), count = Int(starts[a &+ 1]) &- first
            if count > 1 { Self.insertionSort(order + first, count, gap: 1) { $0.y < $1.y } }
        }
    }

    /// How far apart two x near `x` may be and still count as the same: far below a
    /// coordinate's own precision (single), far above a double's rounding.
    @inline(__always)
    private static func tolerance(_ x: Double) -> Double { 1e-9 * (1 + abs(x)) }

    /// Notes a split of piece `a` at height `y`, where the winding left of it gains `step`
    /// (or is counted again), when `y` lies inside it. The list must have room.
    @inline(__always)
    private func addSplit(_ a: Int, _ y: Double, _ step: Int32, _ n: inout Int) {
        guard pieces[a].y0 < y && y < pieces[a].y1 else { return }
        splitList[n] = Split(piece: Int32(truncatingIfNeeded: a), step: step, y: y)
        n &+= 1
    }

    /// The winding just left of piece `a` at height `ym` (within it; its x there is `xm`): the
    /// directions of the pieces passing through that height to its left. A collinear piece
    /// counts as left when it comes first, so that the two's values add up to the step across
    /// both.
    ///
    /// Four pieces at a time from `columns`, every test a lane mask (a piece's x at `ym` is
    /// worked out as `Piece.x(at:)` does, so the count is the one piece by piece gave): one
    /// by one, a loop of tests and an exit that depends on the geometry took half of what
    /// resolving a small shape's crossings adds to its fill.
    @inline(__always)
    private func windingLeft(of a: Int, at ym: Double, x xm: Double, _ m: Int) -> Int {
        let tolerance = Self.tolerance(xm)
        // Those before `a` (which start above `ym`: the pieces are ordered by top) count within
        // the tolerance, those after it only beyond; those starting below `ym` or ending at
        // or above it, and the padding, not at all.
        let near = SIMD4<Double>(repeating: xm + tolerance), far = SIMD4<Double>(repeating: xm - tolerance)
        // Lane indices as Doubles (exact below 2^53): the baseline build has no 64-bit integer
        // compare, and emulating one cost more than the rest of a lane's tests.
        let y = SIMD4<Double>(repeating: ym), piece = SIMD4<Double>(repeating: Double(a))
        let stride = columnStride
        let x0 = UnsafeRawPointer(columns), y0 = x0 + stride &* 8, y1 = y0 + stride &* 8
        let slope = y1 + stride &* 8, dir = slope + stride &* 8
        var w = SIMD4<Double>()
        var index = SIMD4<Double>(0, 1, 2, 3)
        var o = 0
        while o < m {
            let offset = o &* 8
            let top = y0.loadUnaligned(fromByteOffset: offset, as: SIMD4<Double>.self)
            let bottom = y1.loadUnaligned(fromByteOffset: offset, as: SIMD4<Double>.self)
            let x = x0.loadUnaligned(fromByteOffset: offset, as: SIMD4<Double>.self)
                + (y - top) * slope.loadUnaligned(fromByteOffset: offset, as: SIMD4<Double>.self)
            let passes = (top .<= y) .& (y .< bottom)
            let left = ((index .< piece) .& (x .<= near)) .| ((index .> piece) .& (x .< far))
            w += dir.loadUnaligned(fromByteOffset: offset, as: SIMD4<Double>.self)
                .replacing(with: 0, where: .!(passes .& left))
            index += 4
            o &+= 4
        }
        return Int(w.sum())
    }

    /// Makes room for `count` splits, keeping the first `kept`.
    private func growSplits(to count: Int, keeping kept: Int) {
        let capacity = max(64, count, splitCapacity &* 2)
        let grown = UnsafeMutablePointer<Split>.allocate(capacity: capacity)
        grown.moveInitialize(from: splitList, count: kept)
        splitList.deallocate()
        splitList = grown
        splitOrder.deallocate()
        splitOrder = .allocate(capacity: capacity)
        splitCapacity = capacity
    }
}
