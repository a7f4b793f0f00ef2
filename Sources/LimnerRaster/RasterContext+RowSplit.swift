// Many small commands on several threads: each thread owns a run of rows and draws, in order,
// every command that reaches them.
//
// The general parallel `render` prepares every command once (flattened, clipped, binned into
// its own slot), then hands band groups to the threads, each replaying the commands of its
// group. For thousands of shapes a few pixels tall that costs more than it gains: each
// command's edges are written to its own slot by one thread and read back by another, after
// the other commands' have pushed them out of the cache; the group lists are built on one
// thread; and the two phases meet at a barrier. Two threads drew 8-px triangles no faster
// than one.
//
// Here a first pass reads each command's control-point box (its device rows and columns: a
// curve and its flattened chords lie inside it, give or take the chords' sixteenth of a
// second difference, well within the margin added) and splits the rows into one run per
// thread, at band boundaries, so that each run holds about the same estimated work (a
// command's fixed cost plus its area, spread over its rows). Then each thread goes through
// the commands in order and draws those whose box reaches its rows, exactly as the
// one-thread renderer does (prepared into the thread's one edge list, still in cache when
// rasterized), but only in its own bands. A command straddling two runs is prepared by both
// threads and each draws its own rows of it: every pixel is still drawn by one thread, with
// the commands in order, so the bytes are the one-thread renderer's.
//
// It is chosen when the commands are small: on average they span at most
// `rowSplitMaximumBands` bands. Tall commands would be prepared by several threads each,
// and the general renderer spreads their bands more evenly.
import Dispatch
import LimnerGeometry
import LimnerRasterABI

extension RasterContext {
    /// Up to how many bands commands may span on average for `render` to split the rows
    /// between the threads (see the file comment).
    static let rowSplitMaximumBands = 2.0

    /// Rows of margin around a command's control-point box.
    static let rowSplitMargin = 2.0

    /// A command's estimated cost, in the unit of one pixel of area: what a fill costs before
    /// its first pixel (preparing, edge set-up, band set-up) is worth about this many.
    static let rowSplitCommandCost = 256.0

    /// Draws `count` commands, rows split between `threads` threads, when the commands are
    /// small enough (returns true); returns false, having drawn nothing, otherwise.
    /// `withCommand` is `render`'s: it lends command i, or returns false for none.
    func renderSplittingRows(count: Int, threads: Int,
                             withCommand: @Sendable (Int, (UnsafePointer<FillCommand>) -> Void) -> Bool) -> Bool {
        let width = pixmap.width, height = pixmap.height
        let bandCount = (height + RasterBands.height - 1) >> RasterBands.shift
        guard threads >= 2, bandCount >= threads else { return false }
        let boxes = splitBoxes(count)
        // The first pass: each command's rows (y0, y1; y1 < y0 when it draws nothing) and its
        // work spread over the bands.
        let work = UnsafeMutablePointer<Double>.allocate(capacity: bandCount)
        defer { work.deallocate() }
        work.initialize(repeating: 0, count: bandCount)
        var spanned = 0
        let margin = Self.rowSplitMargin
        for i in 0..<count {
            var y0 = 1.0, y1 = 0.0
            let drawn = withCommand(i) { c in
                guard let b = Self.deviceBox(c) else { return }
                y0 = max(b.y0 - margin, 0); y1 = min(b.y1 + margin, Double(height))
                guard y1 > y0 else { return }
                let first = Int(y0) >> RasterBands.shift, last = (Int(y1.rounded(.up)) - 1) >> RasterBands.shift
                spanned += last - first + 1
                // Fixed cost plus area (clamped to the canvas), shared by its bands by rows.
                let w = max(0, min(b.x1, Double(width)) - max(b.x0, 0))
                let perRow = (Self.rowSplitCommandCost + w * (y1 - y0)) / (y1 - y0)
                for band in first...last {
                    let top = max(y0, Double(band << RasterBands.shift))
                    let bottom = min(y1, Double((band + 1) << RasterBands.shift))
                    work[band] += perRow * (bottom - top)
                }
            }
            boxes[2 * i] = drawn ? Float(y0) : 1
            boxes[2 * i + 1] = drawn ? Float(y1) : 0
            // Give up early on tall commands: the general renderer does better with them.
            if i == 63 && Double(spanned) > Self.rowSplitMaximumBands * 64 { return false }
        }
        guard Double(spanned) <= Self.rowSplitMaximumBands * Double(count) else { return false }
        // Split points: run t is bands splits[t] ..< splits[t + 1], each about 1/threads of the work.
        var total = 0.0
        for b in 0..<bandCount { total += work[b] }
        var splits = [0]
        var sum = 0.0
        for b in 0..<bandCount where splits.count < threads {
            sum += work[b]
            // Close the run after this band once it holds its share, leaving a band for each later run.
            if sum >= total * Double(splits.count) / Double(threads) && bandCount - (b + 1) >= threads - splits.count {
                splits.append(b + 1)
            }
        }
        while splits.count < threads { splits.append(min(splits.last! + 1, bandCount)) }
        splits.append(bandCount)

        let accs = accumulators(threads)
        let lanes = splitLanes(threads, count: count)
        let clip = self.clip, stride = pixmap.rowStride
        let job = RowSplitJob(boxes: boxes, lanes: lanes, accumulators: accs, splits: splits)
        rowSplitRenderCount &+= 1
        pixmap.withUnsafeMutablePixels { pixels in
            let target = PixelTarget(pixels: pixels)
            DispatchQueue.concurrentPerform(iterations: threads) { t in
                let bands = job.splits[t]..<job.splits[t + 1]
                guard !bands.isEmpty else { return }
                let top = Float(bands.lowerBound << RasterBands.shift), bottom = Float(bands.upperBound << RasterBands.shift)
                let lane = job.lanes[t], acc = job.accumulators[t]
                for i in 0..<count where job.boxes[2 * i] < bottom && job.boxes[2 * i + 1] > top {
                    _ = withCommand(i) { c in
                        let slot: PreparedFill
                        if case .solid = c.pointee.paint { slot = lane.solid } else { slot = lane.slot(i) }
                        slot.draw(c, edges: lane.edges, width: width, height: height, clip: clip, accumulator: acc,
                                  pixels: target.pixels, rowStride: stride, bands: bands)
                    }
                }
            }
        }
        return true
    }

    /// The device box of the command's path: the hull of its points (`controlPointBounds`)
    /// through its transform, or nil for an empty path; infinite when that is not finite (such
    /// a subpath draws nothing, but the box then keeps every row).
    @inline(__always)
    static func deviceBox(_ c: UnsafePointer<FillCommand>) -> (x0: Double, y0: Double, x1: Double, y1: Double)? {
        guard let hull = c.pointee.path.controlPointBounds else { return nil }
        let r = hull.applying(c.pointee.transform)
        guard r.minX.isFinite, r.minY.isFinite, r.maxX.isFinite, r.maxY.isFinite else {
            return (-.infinity, -.infinity, .infinity, .infinity)
        }
        return (Double(r.minX), Double(r.minY), Double(r.maxX), Double(r.maxY))
    }
}

/// One thread's own slots of a row-split `render`: the solid slot and the edge list every
/// command it draws prepares into, and one slot per command with a table (a gradient), kept
/// from frame to frame like the one-thread renderer's.
final class RowSplitLane {
    let solid = PreparedFill()
    let edges = EdgeList()
    /// Slot i, made when command i first needs it (a table slot is about 5 KB: a lane makes
    /// them only for the gradients it draws).
    private var fills: [PreparedFill?] = []

    /// Makes room for `count` commands' slots.
    func reserve(_ count: Int) {
        if fills.count < count { fills.append(contentsOf: repeatElement(nil, count: count - fills.count)) }
    }

    /// Command i's table slot.
    func slot(_ i: Int) -> PreparedFill {
        if let slot = fills[i] { return slot }
        let slot = PreparedFill()
        fills[i] = slot
        return slot
    }
}

/// What the threads of one row-split `render` share: read-only boxes and split points; each
/// thread uses only its own lane and accumulator, and writes only the rows of its bands.
private struct RowSplitJob: @unchecked Sendable {
    let boxes: UnsafeMutablePointer<Float>
    let lanes: [RowSplitLane]
    let accumulators: [CoverageAccumulator]
    let splits: [Int]
}

/// The pixels of one `render` call, written by its threads in disjoint bands.
private struct PixelTarget: @unchecked Sendable {
    let pixels: UnsafeMutablePointer<UInt32>
}
