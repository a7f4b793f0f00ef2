import Dispatch
import Synchronization
import LimnerGeometry

/// Limner's CPU rasterizer: fills paths with anti-aliased (or aliased) coverage and paints
/// them onto a `Pixmap`.
///
/// ```swift
/// let context = try RasterContext(width: 256, height: 256)
/// context.clear(.white)
/// context.fill(Path(ellipseIn: …), paint: .solid(.black))
/// let image = context.pixmap
/// ```
///
/// A context is not thread-safe: use it from one thread at a time. `render(_:threadCount:)`
/// uses several threads internally and gives the same pixels, byte for byte, as filling the
/// commands one by one.
public final class RasterContext {
    /// The target image. Replacing it is allowed (scratch buffers follow its width).
    public var pixmap: Pixmap

    /// The clip applied to later fills (nil: the whole pixmap). A rectangle-only clip clamps
    /// spans; a clip with a mask multiplies coverage by it.
    public var clip: Clip?
    /// The compiled copy of the band loops this context's fills use (`SpanLoopSet.selected`
    /// unless a test picks another; every copy draws the same bytes).
    package var spanLoops = SpanLoopSet.selected {
        didSet { accumulators.removeAll() }
    }

    /// Per-thread accumulation buffers, created on demand for the current width.
    private(set) var accumulators: [CoverageAccumulator] = []
    /// Prepared fills, reused between calls.
    private var fills: [PreparedFill] = []
    /// The one slot every solid fill of a one-thread `render` prepares into: it stays in cache
    /// from command to command (thousands of small solid shapes each preparing into their own
    /// slot missed the cache on every one; only a gradient's slot keeps something, its table,
    /// for the next frame).
    private let solidSlot = PreparedFill()
    /// The edge list every command of a one-thread `render` builds into.
    private let scratchEdges = EdgeList()
    /// The context offscreen layers drawn while rendering into this one use (`layerContext`).
    private var layerChild: RasterContext?

    /// Creates a context drawing into `pixmap`.
    public init(pixmap: Pixmap) {
        self.pixmap = pixmap
    }

    /// Creates a context with a transparent `width`×`height` pixmap.
    /// - Throws: `PixmapError` when the size is negative or too large.
    public convenience init(width: Int, height: Int) throws {
        self.init(pixmap: try Pixmap(width: width, height: height))
    }

    /// A context holding a new transparent `width`×`height` pixmap, for an offscreen layer
    /// drawn while rendering into this one. It is the same object every time, so its prepared
    /// fills, edge lists, coverage buffers and gradient tables stay warm from layer to layer
    /// (a layer drawn inside that layer gets that context's own child). Take the pixmap before
    /// asking again: the next call replaces it.
    /// - Throws: `PixmapError` when the size is negative or too large.
    package func layerContext(width: Int, height: Int) throws -> RasterContext {
        let pixels = try Pixmap(width: width, height: height)
        if let child = layerChild {
            child.pixmap = pixels
            child.clip = nil
            if child.spanLoops.name != spanLoops.name { child.spanLoops = spanLoops }
            return child
        }
        let child = RasterContext(pixmap: pixels)
        child.spanLoops = spanLoops
        layerChild = child
        return child
    }

    /// Fills every pixel with `color` (straight alpha), ignoring what was there.
    public func clear(_ color: RGBAColor) {
        pixmap.fill(color)
    }

    /// Fills one command (the one-thread `render` path, in slot 0).
    public func fill(_ command: FillCommand) {
        render(count: 1, threadCount: 1) { _ in command }
    }

    /// Fills `path` mapped by `transform` with `paint` (see `FillCommand` for the parameters).
    public func fill(_ path: Path, transform: CGAffineTransform = .identity, paint: Paint,
                     fillRule: FillRule = .nonZero, antialiased: Bool = true,
                     blendMode: BlendMode = .normal, opacity: Float = 1,
                     flatteningTolerance: Double = FillCommand.defaultFlatteningTolerance) {
        fill(FillCommand(path: path, transform: transform, paint: paint, fillRule: fillRule,
                         antialiased: antialiased, blendMode: blendMode, opacity: opacity,
                         flatteningTolerance: flatteningTolerance))
    }

    /// Fills `commands` in order using up to `threadCount` threads. The result is identical,
    /// byte for byte, to calling `fill(_:)` for each command in turn.
    ///
    /// With one thread each command is prepared and drawn at once, its edges built in one list
    /// shared by every command (so they are in cache when drawn). With more, commands are
    /// prepared (flattened, clipped, binned) in parallel; then each thread owns a disjoint
    /// set of row bands and replays every command in order within them, so each pixel sees
    /// the commands in their original order. Many small commands (a band or two tall on
    /// average) are instead drawn as one thread draws them, by every thread at once, each
    /// keeping to its own run of rows and skipping the commands outside it
    /// (`renderSplittingRows`).
    public func render(_ commands: [FillCommand], threadCount: Int = 2) {
        commands.withUnsafeBufferPointer { render($0, threadCount: threadCount) }
    }

    /// `render(_:threadCount:)` over commands that stay where they are for the call: each is
    /// read in place, never copied (a copy retains the path's storage and a gradient's stops,
    /// and the copy's release gives them back: a cost per command that thousands of small
    /// shapes feel).
    public func render(_ commands: UnsafeBufferPointer<FillCommand>, threadCount: Int = 2) {
        guard let base = commands.baseAddress else { return }
        let source = CommandBuffer(base: base)
        render(count: commands.count, threadCount: threadCount, splitsRows: true) { i, body in
            body(source.base + i)
            return true
        }
    }

    /// Fills `count` commands made on demand, in order, using up to `threadCount` threads:
    /// the same pixels, byte for byte, as filling `command(0)`, `command(1)`, … one by one
    /// (a nil command draws nothing).
    ///
    /// `command` runs once per index, on the preparing threads, in no particular order. A
    /// caller whose commands come from a more compact description (a display list, a scene)
    /// builds them here, so that work is split between the threads too instead of preceding
    /// the parallel part.
    public func render(count: Int, threadCount: Int = 2, command: @Sendable (Int) -> FillCommand?) {
        render(count: count, threadCount: threadCount) { i, body in
            guard let c = command(i) else { return false }
            withUnsafePointer(to: c) { body($0) }
            return true
        }
    }

    /// The one body of both `render`s: `withCommand(i, body)` calls `body` with the address of
    /// command i, valid for the call, and returns true, or returns false for a command that
    /// draws nothing.
    ///
    /// `splitsRows`: whether small commands may be drawn with the rows split between the
    /// threads (`renderSplittingRows`), which asks for each command more than once: only when
    /// lending one costs nothing.
    @inline(__always)
    private func render(count: Int, threadCount: Int, splitsRows: Bool = false,
                        withCommand: @Sendable (Int, (UnsafePointer<FillCommand>) -> Void) -> Bool) {
        let width = pixmap.width, height = pixmap.height
        guard width > 0, height > 0, count > 0 else { return }
        let threads = max(1, min(threadCount, 64))
        let stride = pixmap.rowStride
        if threads == 1 {
            // One thread: each command is prepared and drawn band after band at once, in one
            // shared edge list, so its edges are still in cache when they are rasterized.
            // A command with a table (a gradient) keeps slot i, whose table survives to the
            // next frame that replays the same commands; every other command uses one shared
            // slot, which stays in cache (the pixels are the same: `prepare` sets every field
            // a fill reads).
            let fills = preparedFills(count), acc = accumulators(1)[0]
            let clip = self.clip, edges = scratchEdges, solid = solidSlot
            pixmap.withUnsafeMutablePixels { pixels in
                fills.withUnsafeBufferPointer { slots in
                    for i in 0..<count {
                        _ = withCommand(i) { c in
                            // The array (or self) holds each slot for the call: no retain per command.
                            let slot: Unmanaged<PreparedFill>
                            if case .solid = c.pointee.paint { slot = Unmanaged.passUnretained(solid) } else {
                                slot = Unmanaged.passUnretained(slots[i])
                            }
                            slot._withUnsafeGuaranteedRef {
                                $0.draw(c, edges: edges, width: width, height: height, clip: clip,
                                        accumulator: acc, pixels: pixels, rowStride: stride)
                            }
                        }
                    }
                }
            }
            return
        }
        if splitsRows && count >= Self.minimumParallelCommands
            && renderSplittingRows(count: count, threads: threads, withCommand: withCommand) {
            return
        }
        let fills = preparedFills(count)
        let bandCount = (height + RasterBands.height - 1) >> RasterBands.shift
        let groupCount = (bandCount + Self.bandsPerGroup - 1) / Self.bandsPerGroup
        let clip = self.clip

        if count < Self.minimumParallelCommands {
            // A short run (a view tree alternating shapes and text hands the rasterizer hundreds
            // of runs of two or three fills a frame): waking and joining the workers to prepare
            // it costs more than preparing it here. Its bands go to the workers only when they
            // are many (a full-frame background), and are drawn here otherwise.
            var bands = 0
            for i in 0..<count {
                let fill = fills[i]
                if !withCommand(i, { fill.prepare($0, width: width, height: height, clip: clip) }) {
                    fill.prepareNothing()
                }
                let e = fill.edges
                if !e.isEmpty { bands += e.endBand - e.firstBand }
            }
            if bands < Self.minimumParallelBands {
                let acc = accumulators(1)[0]
                pixmap.withUnsafeMutablePixels { pixels in
                    for i in 0..<count {
                        fills[i].rasterize(bands: 0..<bandCount, accumulator: acc, pixels: pixels, rowStride: stride,
                                           height: height)
                    }
                }
                return
            }
        } else {
            // Phase 1: prepare. The threads take runs of `preparationRun` commands from a shared
            // counter (costs vary a lot: a stroke is outlined here, a rectangle needs no edges),
            // so each slot is written by exactly one thread.
            let job = ParallelJob(fills: fills)
            let next = Atomic<Int>(0)
            let run = Self.preparationRun
            DispatchQueue.concurrentPerform(iterations: threads) { _ in
                while true {
                    let lo = next.wrappingAdd(run, ordering: .relaxed).oldValue
                    guard lo < count else { return }
                    var i = lo
                    let hi = min(lo + run, count)
                    while i < hi {
                        let fill = job.fills[i]
                        if !withCommand(i, { fill.prepare($0, width: width, height: height, clip: clip) }) {
                            fill.prepareNothing()
                        }
                        i += 1
                    }
                }
            }
        }
        let accs = accumulators(threads)
        // Per-group lists of the commands touching each group of bands (a counting sort), so
        // a group visits only its own commands instead of asking every command.
        let lists = groupLists(fills, count: count, groupCount: groupCount)
        // Phase 2: the threads take band groups one at a time from a shared counter (their
        // costs differ with where the shapes are; a fixed share left one thread idle at the
        // end). Within a group the commands go in order, each drawing all its bands of the
        // group at once while its edges are in cache; every pixel lies in one band, drawn by
        // one thread, so it sees the commands in order whichever thread that is.
        pixmap.withUnsafeMutablePixels { pixels in
            let job = BandJob(fills: lists.fills, starts: lists.starts, items: lists.items,
                              accumulators: accs, pixels: pixels)
            let nextGroup = Atomic<Int>(0)
            DispatchQueue.concurrentPerform(iterations: threads) { t in
                let acc = job.accumulators[t]
                while true {
                    let group = nextGroup.wrappingAdd(1, ordering: .relaxed).oldValue
                    guard group < groupCount else { return }
                    var k = Int(job.starts[group])
                    let end = Int(job.starts[group + 1])
                    let groupBand = group * Self.bandsPerGroup
                    let bands = groupBand..<(groupBand + Self.bandsPerGroup)
                    while k < end {
                        job.fills[Int(job.items[k])]._withUnsafeGuaranteedRef {
                            $0.rasterize(bands: bands, accumulator: acc, pixels: job.pixels,
                                         rowStride: stride, height: height)
                        }
                        k += 1
                    }
                }
            }
        }
    }

    /// The fewest commands `render(count:threadCount:command:)` prepares on several threads;
    /// shorter runs are prepared on the calling thread (the same pixels either way).
    static let minimumParallelCommands = 16

    /// The fewest bands (`RasterBands.height` rows each, summed over the commands) of a short
    /// run that are rasterized on several threads; fewer are drawn on the calling thread.
    static let minimumParallelBands = 8

    /// Bands per unit of work of the band phase (one band, 64 rows): small enough to balance
    /// two threads on any scene, large enough that most small commands lie in one group and
    /// are drawn in one visit.
    static let bandsPerGroup = 1

    /// Commands a preparing thread takes at a time: small enough to balance uneven costs,
    /// large enough that the shared counter is touched rarely.
    static let preparationRun = 16

    /// Unretained references to the prepared fills of the current `render`.
    private var fillRefs = UnsafeMutablePointer<Unmanaged<PreparedFill>>.allocate(capacity: 0)
    private var fillRefCapacity = 0
    /// `groupItems[groupStarts[g] ..< groupStarts[g + 1]]`: the commands touching band group g,
    /// in order.
    private var groupStarts = UnsafeMutablePointer<Int32>.allocate(capacity: 0)
    private var groupStartCapacity = 0
    private var groupItems = UnsafeMutablePointer<Int32>.allocate(capacity: 0)
    private var groupItemCapacity = 0

    /// Each command's rows in a row-split `render` (two floats each) and the threads' own slots.
    private var rowSplitBoxes = UnsafeMutablePointer<Float>.allocate(capacity: 0)
    private var rowSplitBoxCapacity = 0
    private var rowSplitLanes: [RowSplitLane] = []
    /// How many `render` calls split the rows between their threads (for tests).
    var rowSplitRenderCount = 0

    deinit {
        fillRefs.deallocate(); groupStarts.deallocate(); groupItems.deallocate(); rowSplitBoxes.deallocate()
    }

    /// Room for the rows of `count` commands of a row-split `render`.
    func splitBoxes(_ count: Int) -> UnsafeMutablePointer<Float> {
        if rowSplitBoxCapacity < count {
            rowSplitBoxes.deallocate()
            rowSplitBoxCapacity = max(count, 2 * rowSplitBoxCapacity)
            rowSplitBoxes = .allocate(capacity: 2 * rowSplitBoxCapacity)
        }
        return rowSplitBoxes
    }

    /// At least `threads` lanes, each with room for `count` table slots.
    func splitLanes(_ threads: Int, count: Int) -> [RowSplitLane] {
        while rowSplitLanes.count < threads { rowSplitLanes.append(RowSplitLane()) }
        for lane in rowSplitLanes { lane.reserve(count) }
        return rowSplitLanes
    }

    /// Builds the per-group command lists of the first `count` prepared fills.
    private func groupLists(_ fills: [PreparedFill], count: Int, groupCount: Int)
        -> (fills: UnsafeMutablePointer<Unmanaged<PreparedFill>>, starts: UnsafeMutablePointer<Int32>,
            items: UnsafeMutablePointer<Int32>) {
        if fillRefCapacity < count {
            fillRefs.deallocate()
            fillRefCapacity = max(count, 2 * fillRefCapacity)
            fillRefs = .allocate(capacity: fillRefCapacity)
        }
        if groupStartCapacity < groupCount + 1 {
            groupStarts.deallocate()
            groupStartCapacity = groupCount + 1
            groupStarts = .allocate(capacity: groupStartCapacity)
        }
        let starts = groupStarts
        starts.initialize(repeating: 0, count: groupCount + 1)
        let per = Self.bandsPerGroup
        var total = 0
        for i in 0..<count {
            let f = fills[i]
            fillRefs[i] = Unmanaged.passUnretained(f)
            let e = f.edges
            guard !e.isEmpty else { continue }
            let g0 = e.firstBand / per, g1 = (e.endBand - 1) / per
            for g in g0...g1 { starts[g + 1] &+= 1 }
            total += g1 - g0 + 1
        }
        for g in 0..<groupCount { starts[g + 1] &+= starts[g] }
        if groupItemCapacity < total {
            groupItems.deallocate()
            groupItemCapacity = max(total, 2 * groupItemCapacity)
            groupItems = .allocate(capacity: groupItemCapacity)
        }
        let items = groupItems
        for i in 0..<count {
            let e = fillRefs[i]._withUnsafeGuaranteedRef { $0.edges }
            guard !e.isEmpty else { continue }
            for g in (e.firstBand / per)...((e.endBand - 1) / per) {
                items[Int(starts[g])] = Int32(truncatingIfNeeded: i)
                starts[g] &+= 1
            }
        }
        var b = groupCount
        while b > 0 { starts[b] = starts[b - 1]; b -= 1 }
        starts[0] = 0
        return (fillRefs, starts, items)
    }

    /// At least `n` prepared-fill slots.
    private func preparedFills(_ n: Int) -> [PreparedFill] {
        while fills.count < n { fills.append(PreparedFill()) }
        return fills
    }

    /// At least `n` accumulators for the current width and height (rows: a band's, or the
    /// canvas' when it is shorter, so a wide, short canvas costs no more than its pixels).
    func accumulators(_ n: Int) -> [CoverageAccumulator] {
        let rows = min(RasterBands.height, max(pixmap.height, 1))
        if let first = accumulators.first, first.width != pixmap.width || first.rows != rows { accumulators.removeAll() }
        while accumulators.count < n {
            accumulators.append(CoverageAccumulator(width: pixmap.width, rows: rows, spanLoops: spanLoops))
        }
        return accumulators
    }
}

/// The prepared-fill slots of one `render` call, shared by its preparing threads.
///
/// `@unchecked Sendable` because the sharing is partitioned by construction: thread t writes
/// only `fills[i]` for its own chunk of i. Nothing outlives the call.
private struct ParallelJob: @unchecked Sendable {
    let fills: [PreparedFill]
}

/// A command array's storage, read (never written) by the preparing threads of one `render`
/// call while the array is pinned by `withUnsafeBufferPointer`.
private struct CommandBuffer: @unchecked Sendable {
    let base: UnsafePointer<FillCommand>
}

/// What the threads of one `render` call share in the band phase; partitioned like
/// `ParallelJob` (thread t writes only `accumulators[t]` and the rows of its own bands; the
/// fills and band lists are read-only then).
private struct BandJob: @unchecked Sendable {
    let fills: UnsafeMutablePointer<Unmanaged<PreparedFill>>
    let starts: UnsafeMutablePointer<Int32>
    let items: UnsafeMutablePointer<Int32>
    let accumulators: [CoverageAccumulator]
    let pixels: UnsafeMutablePointer<UInt32>
}
