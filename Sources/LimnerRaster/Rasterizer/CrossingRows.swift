// Exact coverage in the pixel rows where a fill's edges cross or its windings stack.
//
// The accumulation sums each cell's winding-weighted area, and the sweep applies the fill rule
// to that sum. Both rules are linear between neighbouring integers, so the result is exact
// wherever the winding inside a pixel takes at most two neighbouring values (k and k + 1). It
// is wrong where it takes three or more:
// - where two edges cross inside the pixel;
// - where two edges running the same way (both down or both up) pass through the pixel;
// - where two contours start or end inside one pixel row over each other (two overlapping
//   shapes whose tops fall in the same row): every pixel between them then holds 0, 1 and 2
//   stacked in y, with no edge in it.
// A self-intersecting polygon's crossings then come out too dark or too light, and so do the
// pixels where overlapping contours (a glyph's crossbar over its stem, a stroke's joins) meet
// the outside.
//
// After a band of a fill whose edges may cross (`EdgeList.mayCross`: anything but one convex
// contour) is accumulated, its rows are checked and the rows that need it corrected:
// 1. Detection, one bit per band row. The band's segments are sorted by their left x and
//    swept; a pair of different chains (runs of a contour that only fall or only rise:
//    `EdgeList.segmentBands`; one chain can neither cross nor stack on itself) whose boxes
//    share a row and come within a pixel of each other in x is tested. Running opposite ways,
//    their crossing flags its row (both rows, on a boundary); running the same way, they flag
//    the rows where both pass through one pixel, each anywhere in the row. Lines meeting end
//    to start flag nothing. A pair whose shared rows are all flagged is skipped, and the sweep
//    stops once every row the band's segments pass through is (as in a small star, most of
//    whose rows are). The rows where the path turns between falling and rising twice
//    or more (`EdgeList.stackedRows`) are flagged as well, and those where a segment crosses
//    one of the path's horizontal lines (`EdgeList.horizontals`: stored apart, as they add no
//    coverage, but the winding steps across them).
// 2. Resolution, per run of consecutive flagged rows. The run's pieces (the segments' parts
//    inside it, binned once for all runs) are cut into horizontal slabs at their ends and
//    crossings (found by a sweep in x), so that within a slab they are straight, do not cross
//    and have an order, kept from one slab to the next. Walking a slab's pieces left to right
//    gives the winding between them; a piece should add +1 where it leads into the inside, -1
//    where it leads out and 0 elsewhere, and only what that differs from its direction (what
//    the accumulation added) is noted, once for each stretch of slabs where it stays the
//    same; the band's notes are accumulated together at its end (one pass of the band loop,
//    not a call per stretch). The rows then hold the exact coverage 0…1, or its negative through a whole
//    run (both rules take -c as c; the sign is the one that run's leftmost piece adds, so
//    a contour wound the other way is not corrected wholesale), and cells no corrected
//    piece reaches keep their bytes. A run is resolved whole, not row by row: a fill
//    crossing itself all over (a small star) flags most rows, and cutting its pieces at
//    every row boundary cost several times the fill.
// That is the slab walk (CrossingRows+SlabWalk.swift), for bands of many segments. A band
// of at most `arrangementLimit` splits its segments where they meet instead and is
// accumulated from what each part should add, with no summed coverage to correct
// (CrossingRows+Arrangement.swift).
//
// Convex fills never get here, and bands where nothing is flagged pay only the sort and the
// sweep. Every stage is bounded (`maximumPairVisits`, `maximumWork`): past a bound the band's
// remaining rows keep the summed coverage, the defined result for pathological input
// (thousands of edges crossing in one band). Fills that ask for summed coverage
// (`FillCommand.exactCrossings` false: stroke outlines, and the outlines of text drawn
// turned or too large for the glyph cache, `TextRenderer.draw`) skip it; cached glyph masks
// are exact.
import Foundation

/// Scratch and code for making the crossing rows of one band exact (see the file comment).
/// One per `CoverageAccumulator`, so one per thread.
final class CrossingRows {
    /// Which fills resolve their crossings, from `LIMNER_EXACT_CROSSINGS` (for measuring what
    /// it costs): unset, those whose command asks (`FillCommand.exactCrossings`); "0", none;
    /// "all", every one (stroke outlines too).
    private static let setting: String = getenv("LIMNER_EXACT_CROSSINGS").map { String(cString: $0) } ?? ""

    /// Whether a mask rasterizer resolves crossings unless told otherwise.
    static var enabledByDefault: Bool { setting != "0" }

    /// Whether a fill whose command sets `exactCrossings` so resolves its crossings.
    static func resolves(exactCrossings: Bool) -> Bool {
        setting == "all" || (exactCrossings && setting != "0")
    }

    /// Pairs a band's detection may visit: a few per segment, plus a floor for small bands.
    static func maximumPairVisits(segments: Int) -> Int { 64 &* segments &+ 16_384 }
    /// Piece visits a band's resolution may make (each slab visits its row's pieces).
    static let maximumWork = 1 << 20

    /// A segment's box within the band, its index, its chain (`EdgeList.segmentBands`) and the
    /// band rows it passes through (a bit each).
    private struct Box {
        var xMin: Float, xMax: Float, yMin: Float, yMax: Float
        var segment: Int
        var chain: Int32
        var rows: UInt64 = 0
    }

    /// A segment's part within one row, top to bottom: x at y0 and y1, dx/dy, and the winding
    /// it adds to its right (+1 for a segment running down).
    struct Piece {
        var x0: Double, y0: Double, x1: Double, y1: Double
        var dxdy: Double
        var dir: Int

        @inline(__always) func x(at y: Double) -> Double { x0 + (y - y0) * dxdy }

        @inline(__always) init(x0: Double, y0: Double, x1: Double, y1: Double, dxdy: Double, dir: Int) {
            self.x0 = x0; self.y0 = y0; self.x1 = x1; self.y1 = y1; self.dxdy = dxdy; self.dir = dir
        }

        /// Segment `q` (x0, y0, x1, y1) from its top to its bottom, or nil when it is horizontal.
        @inline(__always) init?(segment q: UnsafePointer<Float>) {
            var x0 = Double(q[0]), y0 = Double(q[1]), x1 = Double(q[2]), y1 = Double(q[3])
            dir = 1
            if y0 > y1 { swap(&x0, &x1); swap(&y0, &y1); dir = -1 }
            guard y1 > y0 else { return nil }
            self.x0 = x0; self.y0 = y0; self.x1 = x1; self.y1 = y1
            dxdy = (x1 - x0) / (y1 - y0)
        }

        /// The part from height `a` to `b` (within the piece), with the piece's own end points
        /// where it has them.
        @inline(__always) func part(_ a: Double, _ b: Double) -> Piece {
            Piece(x0: a == y0 ? x0 : x(at: a), y0: a, x1: b == y1 ? x1 : x(at: b), y1: b, dxdy: dxdy, dir: dir)
        }
    }

    private var boxes = UnsafeMutablePointer<Box>.allocate(capacity: 0)
    private var boxCapacity = 0
    /// Rows to recompute (a bit per band row; `RasterBands.height` is 64).
    var flaggedRows: UInt64 = 0
    /// Rows some segment of the band passes through: once all are flagged, detection stops
    /// (a small shape crossing itself flags every row it covers).
    private var coveredRows: UInt64 = 0
    /// Runs of consecutive flagged rows: run k is band rows `runRows[2k] ..< runRows[2k + 1]`
    /// (at most 32 runs in 64 rows).
    let runRows = UnsafeMutablePointer<Int>.allocate(capacity: RasterBands.height &+ 2)
    var runCount = 0
    /// The band's pieces in the runs, run after run: run k's are
    /// `runStarts[k] ..< runStarts[k + 1]`.
    var pieces = UnsafeMutablePointer<Piece>.allocate(capacity: 0)
    var pieceCapacity = 0
    let runStarts = UnsafeMutablePointer<Int>.allocate(capacity: RasterBands.height / 2 &+ 2)
    /// Slab boundaries of the run being resolved.
    var breaks = UnsafeMutablePointer<Double>.allocate(capacity: 0)
    var breakCapacity = 0
    /// The run's pieces by left x and by top; the pieces spanning the current slab, left to
    /// right; each piece's x at the slab's middle; and, for each piece, where the stretch of
    /// slabs it has needed the same correction in began and that correction.
    var byX = UnsafeMutablePointer<Int>.allocate(capacity: 0)
    var byY = UnsafeMutablePointer<Int>.allocate(capacity: 0)
    var activeIndex = UnsafeMutablePointer<Int>.allocate(capacity: 0)
    var mids = UnsafeMutablePointer<Double>.allocate(capacity: 0)
    var stretchTop = UnsafeMutablePointer<Double>.allocate(capacity: 0)
    var stretchDifference = UnsafeMutablePointer<Int>.allocate(capacity: 0)
    var orderCapacity = 0
    /// Where a band resolved by splitting its segments splits them (`accumulateSmallBand`), as
    /// found and, in `splitOrder`, by piece and height; `splitCapacity` each.
    var splitList = UnsafeMutablePointer<Split>.allocate(capacity: 0)
    var splitOrder = UnsafeMutablePointer<Split>.allocate(capacity: 0)
    var splitCapacity = 0
    /// Where each piece's splits begin in `splitOrder` (one more entry than pieces).
    var splitStarts = UnsafeMutablePointer<Int32>.allocate(capacity: 0)
    var splitStartCapacity = 0
    /// The tops of a band's pieces as found, sorted to put them in order
    /// (`gatherBandPieces`).
    var orderKeys = UnsafeMutablePointer<OrderKey>.allocate(capacity: 0)
    var orderKeyCapacity = 0
    /// The pieces of a band resolved by splitting them (`accumulateSmallBand`), as columns
    /// that `windingLeft` reads four pieces at a time: x0, y0, y1, dx/dy and direction,
    /// `columnStride` Doubles each (a multiple of four), padded with pieces no height reaches.
    var columns = UnsafeMutablePointer<Double>.allocate(capacity: 0)
    var columnStride = 0
    /// Up to how many segments a band is resolved by splitting them (`accumulateSmallBand`).
    var arrangementLimit = CrossingRows.defaultArrangementLimit
    /// The corrections noted by the run being resolved, as segments (four floats each), for
    /// one accumulation at the end.
    private var stretches = UnsafeMutablePointer<Float>.allocate(capacity: 0)
    private var stretchCount = 0
    private var stretchCapacity = 0

    deinit {
        boxes.deallocate(); pieces.deallocate(); runRows.deallocate(); runStarts.deallocate(); breaks.deallocate()
        byX.deallocate(); byY.deallocate(); activeIndex.deallocate(); mids.deallocate()
        stretchTop.deallocate(); stretchDifference.deallocate(); stretches.deallocate()
        splitList.deallocate(); splitOrder.deallocate(); splitStarts.deallocate(); columns.deallocate()
        orderKeys.deallocate()
    }

    /// Makes room for `count` pieces in `pieces` (what it held is not kept).
    func reservePieceStorage(_ count: Int) {
        guard pieceCapacity < count else { return }
        pieces.deallocate()
        pieceCapacity = max(count, pieceCapacity &* 2)
        pieces = .allocate(capacity: pieceCapacity)
    }

    /// Accumulates the band starting at device row `bandY0` of `edges`' segments `lo ..< hi`
    /// (through `indices` when given) into `acc`, then makes exact the rows where summing gets
    /// coverage wrong, under the non-zero rule or `evenOdd`.
    func accumulate(_ acc: CoverageAccumulator, edges: EdgeList, indices: UnsafePointer<Int32>?,
                    _ lo: Int, _ hi: Int, bandY0: Int, bandY1: Int, evenOdd: Bool) {
        let s = UnsafePointer(edges.segments)
        if hi &- lo >= 2 && hi &- lo <= arrangementLimit {
            accumulateSmallBand(acc, edges: edges, s, indices, lo, hi, bandY0: bandY0, bandY1: bandY1, evenOdd: evenOdd)
            return
        }
        acc.accumulateAntialiased(segments: s, indices: indices, lo, hi, bandY0: bandY0, bandY1: bandY1)
        if detect(edges, s, indices, lo, hi, bandY0: bandY0, bandY1: bandY1) {
            resolveFlagged(acc, s, indices, lo, hi, bandY0: bandY0, bandY1: bandY1, evenOdd: evenOdd)
        }
    }

    /// Flags the rows of the band where summing gets coverage wrong (`flaggedRows`), and notes
    /// the rows its segments pass through (`coveredRows`). Returns whether any row is flagged.
    func detect(_ edges: EdgeList, _ s: UnsafePointer<Float>, _ indices: UnsafePointer<Int32>?,
                        _ lo: Int, _ hi: Int, bandY0: Int, bandY1: Int) -> Bool {
        flaggedRows = 0
        coveredRows = 0
        guard hi &- lo >= 2 else { return false }
        for row in edges.stackedRows where Int(row) >= bandY0 && Int(row) < bandY1 {
            flaggedRows |= 1 << UInt64(Int(row) &- bandY0)
        }
        let count = collectBoxes(s, edges.segmentBands, indices, lo, hi, bandY0: bandY0, bandY1: bandY1)
        guard count >= 2 else { flaggedRows = 0; return false }
        sortBoxes(count)
        detect(s, count, bandY0: bandY0, bandY1: bandY1)
        if !edges.horizontals.isEmpty && flaggedRows & coveredRows != coveredRows {
            detectOnHorizontals(edges.horizontals, s, count, bandY0: bandY0, bandY1: bandY1)
        }
        return flaggedRows != 0
    }

    // MARK: Detection

    private func collectBoxes(_ s: UnsafePointer<Float>, _ info: UnsafePointer<Int32>, _ indices: UnsafePointer<Int32>?,
                              _ lo: Int, _ hi: Int, bandY0: Int, bandY1: Int) -> Int {
        if boxCapacity < hi &- lo {
            boxes.deallocate()
            boxCapacity = max(hi &- lo, boxCapacity &* 2)
            boxes = .allocate(capacity: boxCapacity)
        }
        let top = Float(bandY0), bottom = Float(bandY1)
        var n = 0
        var covered: UInt64 = 0
        for k in lo..<hi {
            let i = indices.map { Int($0[k]) } ?? k
            let p = s + i &* 4
            let yMin = min(p[1], p[3]), yMax = max(p[1], p[3])
            guard yMax > top && yMin < bottom else { continue }
            var box = Box(xMin: min(p[0], p[2]), xMax: max(p[0], p[2]), yMin: max(yMin, top), yMax: min(yMax, bottom),
                          segment: i, chain: info[3 &* i &+ 2])
            // Its rows: clipped to the band, so 0 ≤ first < last ≤ 64.
            let first = Int(box.yMin) &- bandY0, last = Self.ceil(Double(box.yMax)) &- bandY0
            let length = last &- first
            box.rows = (length >= 64 ? ~0 : (1 << UInt64(length)) &- 1) << UInt64(first)
            covered |= box.rows
            boxes[n] = box
            n &+= 1
        }
        coveredRows = covered
        return n
    }

    private func sortBoxes(_ n: Int) {
        Self.sort(boxes, n) { $0.xMin < $1.xMin }
    }

    /// Up to how many items the sorts here sort by plain insertion: below about 50 it beats the
    /// library's sort, which sets up a merge buffer (a small star's run has 30–40 slab
    /// boundaries).
    private static let insertionLimit = 48
    /// Up to how many items they sort by insertion over shrinking gaps (Shell's sort, with
    /// Ciura's gaps), which needs no buffer: the library's sort of a band's 50–200 boxes was
    /// about a tenth of the time of the 49-scene `blobs` (curvy shapes crossing themselves).
    /// Past it, the library's sort.
    private static let shellLimit = 1_024
    private static let shellGaps = [701, 301, 132, 57, 23, 10, 4, 1]

    /// Sorts `items[0 ..< n]` in place (not stably): by insertion for a few, by insertion
    /// over gaps for more, by the library's sort for many.
    @inline(__always)
    static func sort<T>(_ items: UnsafeMutablePointer<T>, _ n: Int, by less: (T, T) -> Bool) {
        if n <= insertionLimit {
            insertionSort(items, n, gap: 1, by: less)
        } else if n <= shellLimit {
            for gap in shellGaps where gap < n { insertionSort(items, n, gap: gap, by: less) }
        } else {
            var all = UnsafeMutableBufferPointer(start: items, count: n)
            all.sort(by: less)
        }
    }

    /// Insertion sort of each of the `gap` interleaved sequences of `items[0 ..< n]`.
    @inline(__always)
    static func insertionSort<T>(_ items: UnsafeMutablePointer<T>, _ n: Int, gap: Int, by less: (T, T) -> Bool) {
        var i = gap
        while i < n {
            let v = items[i]
            var j = i
            while j >= gap && less(v, items[j &- gap]) { items[j] = items[j &- gap]; j &-= gap }
            items[j] = v
            i &+= 1
        }
    }

    /// Sweeps the sorted boxes and tests each pair of segments of different chains that may
    /// share a pixel.
    private func detect(_ s: UnsafePointer<Float>, _ n: Int, bandY0: Int, bandY1: Int) {
        var tests = 0
        let budget = Self.maximumPairVisits(segments: n)
        let all = coveredRows
        for a in 0..<n {
            if flaggedRows & all == all { return }
            let boxA = boxes[a]
            // Boxes starting a pixel or more right of this one's right end share no pixel with it.
            let reach = boxA.xMax + 1
            var b = a &+ 1
            while b < n {
                let boxB = boxes[b]
                if boxB.xMin >= reach { break }
                // Every pair visited counts, tested or not: boxes sharing an x range in
                // different rows, or of one chain, cost the sweep too.
                tests &+= 1
                if tests > budget { return }
                // A pair can only flag rows both pass through: skipped once those are flagged.
                if boxA.rows & boxB.rows & ~flaggedRows != 0 && boxB.chain != boxA.chain {
                    testPair(s + boxA.segment &* 4, s + boxB.segment &* 4, boxA, boxB, bandY0: bandY0, bandY1: bandY1)
                    if flaggedRows & all == all { return }
                }
                b &+= 1
            }
        }
    }

    private func testPair(_ pa: UnsafePointer<Float>, _ pb: UnsafePointer<Float>, _ boxA: Box, _ boxB: Box,
                          bandY0: Int, bandY1: Int) {
        if (pa[3] > pa[1]) == (pb[3] > pb[1]) {
            // Running the same way: the rows where both pass through a pixel, each anywhere in
            // the row (their crossing, if any, is among them). Lines meeting end to start are one
            // edge.
            if (pa[2] == pb[0] && pa[3] == pb[1]) || (pb[2] == pa[0] && pb[3] == pa[1]) { return }
            flagShared(pa, boxA, pb, boxB, bandY0: bandY0)
            return
        }
        // Running opposite ways: the row where they cross.
        guard boxB.yMin < boxA.yMax && boxA.yMin < boxB.yMax else { return }
        let ax = Double(pa[0]), ay = Double(pa[1]), rx = Double(pa[2]) - ax, ry = Double(pa[3]) - ay
        let bx = Double(pb[0]), by = Double(pb[1]), sx = Double(pb[2]) - bx, sy = Double(pb[3]) - by
        let denominator = rx * sy - ry * sx
        guard denominator != 0 else { return }
        let qx = bx - ax, qy = by - ay
        let t = (qx * sy - qy * sx) / denominator, u = (qx * ry - qy * rx) / denominator
        let e = 1e-7
        guard t > -e && t < 1 + e && u > -e && u < 1 + e && ((t > e && t < 1 - e) || (u > e && u < 1 - e)) else { return }
        flagAround(ay + t * ry, bandY0: bandY0, bandY1: bandY1)
    }

    @inline(__always)
    private func flag(row: Int) {
        flaggedRows |= 1 << UInt64(row)
    }

    /// Flags the rows where a segment crosses or touches one of the path's horizontal lines
    /// (three floats each: y, left x, right x) other than at the line's own ends: there the
    /// winding steps both across the segment and across the line.
    private func detectOnHorizontals(_ lines: [Float], _ s: UnsafePointer<Float>, _ n: Int, bandY0: Int, bandY1: Int) {
        let top = Float(bandY0), bottom = Float(bandY1)
        var tests = 0
        let budget = Self.maximumPairVisits(segments: n)
        var k = 0
        while k + 2 < lines.count {
            let y = lines[k], lo = lines[k + 1], hi = lines[k + 2]
            k += 3
            guard y >= top && y <= bottom else { continue }
            // Boxes are sorted by left x: those starting right of the line's end are past it.
            for b in 0..<n {
                let box = boxes[b]
                if box.xMin > hi + 1e-4 { break }
                tests &+= 1
                if tests > budget { return }
                guard box.yMin <= y && y <= box.yMax && box.xMax >= lo - 1e-4 else { continue }
                let p = s + box.segment &* 4
                let x0 = Double(p[0]), y0 = Double(p[1]), x1 = Double(p[2]), y1 = Double(p[3])
                let x = x0 + (Double(y) - y0) * (x1 - x0) / (y1 - y0)
                guard x >= Double(lo) - 1e-4 && x <= Double(hi) + 1e-4 else { continue }
                // The line's neighbours meet it at its ends, at their own.
                let atEnd = (y0 == Double(y) || y1 == Double(y))
                    && (abs(x - Double(lo)) < 1e-4 || abs(x - Double(hi)) < 1e-4)
                if atEnd { continue }
                flagAround(Double(y), bandY0: bandY0, bandY1: bandY1)
            }
        }
    }

    /// The largest integer not above `v` (finite and well inside `Int`'s range: coordinates
    /// clipped to the canvas), without the call into the C library `rounded(.down)` is in a
    /// build for the baseline CPU.
    @inline(__always)
    static func floor(_ v: Double) -> Int {
        let i = Int(v)
        return Double(i) > v ? i &- 1 : i
    }

    /// The smallest integer not below `v` (as `floor`).
    @inline(__always)
    static func ceil(_ v: Double) -> Int {
        let i = Int(v)
        return Double(i) < v ? i &+ 1 : i
    }

    /// Flags the rows holding height y (both, within 1e-4 of a boundary).
    private func flagAround(_ y: Double, bandY0: Int, bandY1: Int) {
        guard y.isFinite else { return }
        let e = 1e-4
        let r0 = max(Self.floor(y - e), bandY0), r1 = min(Self.floor(y + e), bandY1 &- 1)
        guard r0 <= r1 else { return }
        for r in r0...r1 { flag(row: r &- bandY0) }
    }

    /// Flags the rows where two segments running the same way (`pa`, `pb`, with their boxes
    /// in the band) pass through a common pixel, each anywhere in the row.
    private func flagShared(_ pa: UnsafePointer<Float>, _ boxA: Box, _ pb: UnsafePointer<Float>, _ boxB: Box,
                            bandY0: Int) {
        let ax = Double(pa[0]), ay = Double(pa[1]), ka = (Double(pa[2]) - ax) / (Double(pa[3]) - ay)
        let bx = Double(pb[0]), by = Double(pb[1]), kb = (Double(pb[2]) - bx) / (Double(pb[3]) - by)
        guard ka.isFinite, kb.isFinite else { return }
        let e = 1e-4
        let aTop = Double(boxA.yMin), aBottom = Double(boxA.yMax), bTop = Double(boxB.yMin), bBottom = Double(boxB.yMax)
        var r = Int(max(aTop, bTop))
        let end = min(aBottom, bBottom)
        // Within a row each line's x lies within half its slope of its x at the row's middle,
        // so the two can share a pixel only where their lines' x differ by less than
        // `reach` there. That difference is linear in y: the rows where it is small are found
        // at once (one row more each side), not by testing every row two long lines share.
        let difference0 = (ax - ka * ay) - (bx - kb * by), slope = ka - kb
        let reach = 1 + 0.5 * (abs(ka) + abs(kb)) + 1e-3
        var lastRow = Double(Self.ceil(end))
        if slope == 0 {
            guard abs(difference0) < reach else { return }
        } else {
            let y0 = (-reach - difference0) / slope, y1 = (reach - difference0) / slope
            if !y0.isNaN && !y1.isNaN {
                let firstRow = Double(r)
                r = Self.floor(min(max(min(y0, y1) - 1.5, firstRow), lastRow))
                lastRow = min(max(max(y0, y1) + 0.5, firstRow), lastRow)
            }
        }
        while Double(r) < end && Double(r) <= lastRow {
            let a0y = max(Double(r), aTop), a1y = min(Double(r &+ 1), aBottom)
            let b0y = max(Double(r), bTop), b1y = min(Double(r &+ 1), bBottom)
            if flaggedRows & (1 << UInt64(r &- bandY0)) == 0 && a1y > a0y && b1y > b0y {
                let a0 = ax + (a0y - ay) * ka, a1 = ax + (a1y - ay) * ka
                let b0 = bx + (b0y - by) * kb, b1 = bx + (b1y - by) * kb
                let first = max(Self.floor(min(a0, a1) - e), Self.floor(min(b0, b1) - e))
                let last = min(Self.floor(max(a0, a1) + e), Self.floor(max(b0, b1) + e))
                if first <= last { flag(row: r &- bandY0) }
            }
            r &+= 1
        }
    }

    /// Notes `times` copies of piece `p`'s line from height `top` to `bottom`, for
    /// `flushStretches`: running down for a positive count (a piece added running down adds to
    /// its right), up for a negative one.
    @inline(__always)
    func noteStretch(_ p: Piece, from top: Double, to bottom: Double, times: Int) {
        var difference = times
        guard difference != 0 else { return }
        let x0 = Float(p.x(at: top)), y0 = Float(top), x1 = Float(p.x(at: bottom)), y1 = Float(bottom)
        guard y1 > y0 else { return }
        while difference != 0 {
            if stretchCount == stretchCapacity { growStretches() }
            let q = stretches + stretchCount &* 4
            if difference > 0 {
                q[0] = x0; q[1] = y0; q[2] = x1; q[3] = y1
                difference &-= 1
            } else {
                q[0] = x1; q[1] = y1; q[2] = x0; q[3] = y0
                difference &+= 1
            }
            stretchCount &+= 1
        }
    }

    private func growStretches() {
        let capacity = max(64, stretchCapacity &* 2)
        let grown = UnsafeMutablePointer<Float>.allocate(capacity: capacity &* 4)
        grown.update(from: stretches, count: stretchCount &* 4)
        stretches.deallocate()
        stretches = grown
        stretchCapacity = capacity
    }

    /// Accumulates the stretches noted since the last flush, in one pass of the band loop (a
    /// call per stretch cost a tenth of a small star).
    func flushStretches(_ acc: CoverageAccumulator, bandY0: Int, bandY1: Int) {
        guard stretchCount > 0 else { return }
        acc.accumulateAntialiased(segments: stretches, indices: nil, 0, stretchCount, bandY0: bandY0, bandY1: bandY1)
        stretchCount = 0
    }

    /// Whether the fill rule counts winding `w` as inside.
    @inline(__always)
    static func isInside(_ w: Int, _ evenOdd: Bool) -> Bool {
        evenOdd ? w & 1 != 0 : w != 0
    }
}

extension CoverageAccumulator {
    /// Accumulates `edges`' segments `lo ..< hi` of the band, with the cells and rows where
    /// summing gets coverage wrong made exact (`CrossingRows`).
    @inline(__always)
    func accumulateResolvingCrossings(_ edges: EdgeList, indices: UnsafePointer<Int32>?, _ lo: Int, _ hi: Int,
                                      bandY0: Int, bandY1: Int, evenOdd: Bool) {
        crossingRows.accumulate(self, edges: edges, indices: indices, lo, hi, bandY0: bandY0, bandY1: bandY1,
                                evenOdd: evenOdd)
    }
}
