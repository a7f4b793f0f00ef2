import Foundation
import LimnerRaster

/// One view tree living in time: the graph, its virtual clock, a raster context reused
/// from frame to frame, and the queue of scheduled work. `ImageRenderer`, `AnimationRenderer`
/// and the live window are thin faces of it.
///
/// How time works:
/// 1. **Events** change state: actions queued by an update (`onAppear`, `onChange`,
///    completions), timer ticks, timeline entries and scripted input, each at an exact
///    virtual time. After each, the host *settles*: committed updates (resolve, layout,
///    geometry animation, store clean-up) and the actions they queue, until nothing changes
///    (at most `maximumSettleRounds` rounds, or twice the step's work budget, then a
///    diagnostic; a loop cut so resumes at the next `advance`, before its events).
/// 2. **Frames** are peeks: the tree is evaluated at time t against the committed state
///    without changing it. So `frame(at: t)` depends only on the events before t, never on
///    which frames were drawn before; seeking forward replays the events up to t, seeking
///    backward starts the host again from time 0.
final class ViewHost {
    let graph: ViewGraph
    var proposedSize: ProposedViewSize = .unspecified
    var scale: CGFloat = 1 { didSet { graph.environment.displayScale = scale.isFinite && scale > 0 ? scale : 1 } }
    var isOpaque = false
    var threadCount = 2
    /// The virtual clock (LimnerMotion's `VirtualClock`): the one instance of this host, which
    /// a layer tree shown in the view shares (`LayerView`).
    let clock: VirtualClock
    /// Whether the host has run its first update.
    private(set) var started = false
    /// The most events one `advance` runs before timer ticks are coalesced (the clock's budget).
    var maximumEventsPerStep: Int {
        get { clock.maximumEventsPerStep }
        set { clock.maximumEventsPerStep = max(1, newValue) }
    }
    /// The most work one `advance` does before the rest is coalesced (the clock's budget in
    /// work): an event counts one plus the views its updates resolved. Past it the rest of
    /// the step's events run at its end, with one update after them (`updatesCoalesced`).
    /// By default the budget follows the tree (`workBudget(forUpdateWork:)`); set, it is fixed
    /// at that value (tests of the coalescing itself set 1).
    var maximumWorkPerStep: Int {
        get { clock.maximumWorkPerStep }
        set { fixedMaximumWorkPerStep = max(1, newValue); clock.maximumWorkPerStep = max(1, newValue) }
    }
    /// `maximumWorkPerStep` as set, or nil while the budget follows the tree.
    private var fixedMaximumWorkPerStep: Int?
    /// The least budget of a step, `defaultMaximumWorkPerStep` (2 000 views resolved; each
    /// update also counts `workPerUpdate`), e.g. 47 updates of a tree of 10 views —
    /// about half a display frame of work (a view resolved, laid out and animated costs
    /// 2–5 µs in a release build, so 4–10 ms), as a run loop that fell behind does some work
    /// before it runs its backlog at once; a step stops at twice that (`VirtualClock`). Frames
    /// drawn in sequence (a few events each) never reach it; a seek far ahead passing more
    /// updates than that coalesces the rest (`updatesCoalesced`). Scripted input is never
    /// dropped (`VirtualClock.scheduleInput(at:_:)`); past the budget it runs with the backlog,
    /// before the one update after it. In the coverage-instrumented
    /// release build of the fuzzers a view costs 10–20 µs, so one step of a small tree costs
    /// at most about 0.1 s there (twice the budget), and a fuzz input of 8 frames well under a
    /// second (Fuzz/README.md). A large tree gets more (`workBudget(forUpdateWork:)`).
    static let defaultMaximumWorkPerStep = 2_000
    /// How many whole updates of the tree a step's budget holds at least
    /// (`workBudget(forUpdateWork:)`).
    static let minimumUpdatesPerStep = 4
    /// **The rule of the budget:** a step's budget is never smaller than
    /// `minimumUpdatesPerStep` updates of the tree as its last committed update measured it
    /// (its views plus `workPerUpdate`), nor than `defaultMaximumWorkPerStep`. So a healthy
    /// tree of any size settles a start and its `onAppear` round (two or three updates) within
    /// one step and never has its update loop cut: a step stops an update loop only past
    /// twice the budget, after at least 2 × `minimumUpdatesPerStep` whole updates. A runaway
    /// (a loop, a chain, a far seek) is still bounded: a step costs at most about
    /// 2 × `minimumUpdatesPerStep` updates of the tree (or twice the least budget, for small
    /// trees), and the tree itself is bounded by `ViewGraph.maximumViewCount`. The budget is
    /// measured again at every committed update (a tree that grows or shrinks moves it).
    static func workBudget(forUpdateWork work: Int) -> Int {
        let (scaled, overflow) = max(work, 0).multipliedReportingOverflow(by: minimumUpdatesPerStep)
        return max(defaultMaximumWorkPerStep, overflow ? .max : scaled)
    }
    /// The work one committed update counts besides its views: its fixed cost (the pass over
    /// identities and environment, layout, geometry animation, store clean-up) is about that
    /// of 32 views resolved — an update of a two-view tree costs about 0.5 ms in the fuzzers'
    /// instrumented release build, where a view costs 10–20 µs. Without it a tiny tree in an
    /// update loop (100 rounds an event) passed thousands of updates a step within budget.
    static let workPerUpdate = 32
    /// The most update rounds at one instant.
    static let maximumSettleRounds = 100

    private let worker = LargeStackWorker()
    private var raster: RasterContext?
    private var laidOutSize: CGSize = .zero
    /// The virtual time of the last committed update: what `Date()` reads while a frame is
    /// resolved (bodies run at commits on a device, not at every frame).
    private var committedTime = 0.0
    /// The most `.task` steps one settle round runs (the rest wait for the next round).
    static let maximumTaskStepsPerRound = 1_000
    /// How many events `advance` has run so far (the live window redraws when it grows).
    private(set) var eventsRun = 0
    /// How many committed updates the host has run (an update evaluates only the bodies
    /// whose inputs may have changed, so counting bodies does not count updates).
    private(set) var updatesRun = 0
    /// Diagnostics of the last settle and frame (beyond the graph's own).
    private(set) var hostDiagnostics: [GraphDiagnostic] = []

    init(rootView: any View, startDate: Date = Date(timeIntervalSince1970: 0), maximumDepth: Int = 100_000,
         maximumViewCount: Int = GraphDiagnostic.maximumViewCount) {
        graph = ViewGraph(rootView: rootView, maximumDepth: maximumDepth, maximumViewCount: maximumViewCount)
        clock = VirtualClock(startDate: startDate, maximumWorkPerStep: Self.defaultMaximumWorkPerStep)
        clock.taskExecutor.hostRunsJobs = true
        graph.startDate = startDate
        configureGraph()
    }

    private func configureGraph() {
        // A change under another animation than the pending ones first commits those — except
        // past the clock's budget, where the backlog's changes merge into the one update after
        // it (`flush`): else each event of a coalesced backlog (up to `maximumEventsPerStep`
        // at one instant) would still cost a full update.
        graph.flushHandler = { [unowned self] in if !self.clock.isCoalescing { self.commitUpdate() } }
        graph.scheduleHandler = { [unowned self] time, action in self.clock.schedule(at: time, action) }
    }

    /// The current time (of the last event or frame).
    var time: Double { clock.now }

    /// The start date (what `TimelineView` dates and `Timer.publish` outputs count from).
    var startDate: Date {
        get { clock.startDate }
        set { clock.startDate = newValue; graph.startDate = newValue }
    }

    /// Every diagnostic of the last frame.
    var diagnostics: [GraphDiagnostic] { graph.diagnostics + hostDiagnostics.filter { !graph.diagnostics.contains($0) } }

    deinit {
        // Tasks still running end at their next step (a `Task.sleep` throws `CancellationError`).
        let clock = self.clock
        if clock.taskExecutor.runningTaskCount > 0 {
            worker.run { clock.withCurrent { clock.taskExecutor.cancelAll() } }
        }
    }

    /// Starts again from time 0 with fresh state (for seeking backwards).
    func reset() {
        worker.run {
            let root = graph.rootView
            let environment = graph.environment
            graph.reset(rootView: root, environment: environment)
            clock.withCurrent { clock.taskExecutor.cancelAll() }
            committedTime = 0
            // The same clock instance from 0: a layer host shown in the view keeps running on it.
            clock.restart()
            started = false
            settleWasCut = false
            if fixedMaximumWorkPerStep == nil { clock.maximumWorkPerStep = Self.defaultMaximumWorkPerStep }
            configureGraph()
        }
    }

    // MARK: Events

    /// Runs every event up to and including `time` (starting the host first if needed).
    func advance(to time: Double) {
        worker.run {
            hostDiagnostics = []
            // Work the start drops (an `onAppear` scheduling at a NaN time) counts too.
            let dropped = clock.droppedEvents, deferred = clock.deferredEvents
            if !started {
                started = true
                clock.now = 0
                graph.time = 0
                // The first update, and an update loop it starts, are under the work budget too.
                clock.runWork { settle() }
            } else if settleWasCut, time >= clock.now {
                // An update loop the budget cut (or `maximumSettleRounds`) in an earlier step
                // resumes here, at the instant it stopped and before time moves on, under a
                // budget of its own: a long but finite loop finishes over the next steps, after
                // which frames are incremental again (a frame peeks at committed state: while
                // an update is pending, every frame resolves the whole tree). An endless loop
                // costs each step at most twice the budget.
                clock.runWork { settle() }
            }
            if time < clock.now { return }
            // Past the budget, the events of an instant run back to back and the tree is
            // updated once after them (`flush`), as one run-loop turn that fell behind. Scripted
            // input among them too: it always runs (the clock never drops it), but against the
            // tree as last updated, as UIKit delivers the touches queued during a long run-loop
            // turn before the layout pass at its end. (Updating after each input event let a
            // drag of 180 moves over a tree in an update loop cost 18 000 updates a step.)
            var unsettled = false
            let step = clock.runEvents(upTo: time, flush: {
                if unsettled { unsettled = false; settle() }
            }) { event in
                graph.time = event.time
                // A layer host shown in the view runs its own callbacks (`LayerView`).
                clock.perform(event) { runUserCode($0.action) }
                if clock.isCoalescing { unsettled = true } else { unsettled = false; settle() }
            }
            eventsRun += step.count
            switch step.exceeded {
            case .events?: hostDiagnostics.append(.eventsCoalesced(limit: clock.maximumEventsPerStep))
            case .work?: hostDiagnostics.append(.updatesCoalesced(limit: clock.maximumWorkPerStep))
            case nil: break
            }
            if clock.droppedEvents > dropped { hostDiagnostics.append(.eventsDropped(count: clock.droppedEvents - dropped)) }
            if clock.deferredEvents > deferred {
                hostDiagnostics.append(.eventsDeferred(count: clock.deferredEvents - deferred))
            }
            clock.now = time
            graph.time = time
        }
    }

    /// Schedules scripted input at a virtual time: an input event of the clock
    /// (`VirtualClock.scheduleInput(at:_:)`), which the budget never drops.
    func schedule(at time: Double, _ action: @escaping () -> Void) {
        worker.run { clock.scheduleInput(at: time, action) }
    }

    /// Runs `action` with this host's clock and graph current (timers subscribe to it).
    func runUserCode(_ action: () -> Void) {
        clock.withCurrent { action() }
    }

    /// Whether the last settle was cut before its state stopped changing (the next `advance`
    /// resumes it).
    private var settleWasCut = false

    /// Committed updates and the actions they queue until nothing changes at this instant.
    private func settle() {
        var rounds = 0
        settleWasCut = false
        repeat {
            if graph.needsUpdate || rounds == 0 { commitUpdate() }
            let actions = graph.takePendingActions()
            for action in actions { runUserCode(action) }
            // The steps of `.task`s made due by this instant's work (a task started by the
            // update, a `Task.sleep` that ended), on this thread at this virtual time.
            if clock.taskExecutor.hasJobs {
                clock.withCurrent { _ = clock.taskExecutor.runJobs(limit: Self.maximumTaskStepsPerRound) }
            }
            rounds += 1
            // An update loop stops after `maximumSettleRounds` rounds (its pending actions are
            // dropped), or sooner once the step has done twice its work budget (a loop of a
            // large tree costs as much per round); then what is pending waits for the next
            // update.
            if rounds >= Self.maximumSettleRounds {
                hostDiagnostics.append(.updateLoop(rounds: rounds))
                _ = graph.takePendingActions()
                settleWasCut = graph.needsUpdate || clock.taskExecutor.hasJobs
                break
            }
            if graph.needsUpdate, clock.isPastWorkLimit {
                hostDiagnostics.append(.updateLoop(rounds: rounds))
                settleWasCut = true
                break
            }
        } while graph.needsUpdate || graph.hasPendingActions || clock.taskExecutor.hasJobs
    }

    /// One committed update at the current time: resolve, layout, geometry animation,
    /// store clean-up.
    private func commitUpdate() {
        updatesRun += 1
        clock.withCurrent {
            graph.time = clock.now
            committedTime = clock.now
            let root = graph.update()
            laidOutSize = graph.layout(proposedSize)
            // The views resolved (layout resolves `GeometryReader` content too), plus the
            // update's own fixed cost, are its work against the clock's budget.
            let work = graph.resolvedViewCount + Self.workPerUpdate
            clock.reportWork(work)
            // The budget follows the tree (`workBudget(forUpdateWork:)`), unless it was set.
            if fixedMaximumWorkPerStep == nil { clock.maximumWorkPerStep = Self.workBudget(forUpdateWork: work) }
            GeometryAnimation.apply(to: root, graph: graph)
            graph.finishUpdate()
        }
    }

    // MARK: Frames

    /// The laid-out size and display list at `time` (a peek; events up to `time` first).
    func record(at time: Double) -> (size: CGSize, list: DisplayList) {
        advance(to: time)
        return worker.run {
            peeking {
                graph.time = time
                let root = graph.update(peek: true)
                let size = graph.layout(proposedSize)
                GeometryAnimation.apply(to: root, graph: graph)
                graph.isPeeking = false
                var builder = RenderBuilder()
                builder.removedViews = graph.removals.ghosts(in: root, at: time)
                builder.render(root)
                return (size, builder.displayList)
            }
        }
    }

    /// Runs a frame's work with the clock current and `Date()` reading the date of the last
    /// committed update, as the bodies a frame evaluates again last ran then.
    private func peeking<T>(_ body: () -> T) -> T {
        clock.withCurrent { VirtualClock.withWallDate(clock.date(at: committedTime), body) }
    }

    /// `record(at:)` for benchmarks: also the seconds spent resolving and laying out.
    func recordTimed(at time: Double) -> (size: CGSize, list: DisplayList, updateAndLayout: Double) {
        advance(to: time)
        return worker.run {
            peeking {
                let start = DispatchTime.now().uptimeNanoseconds
                graph.time = time
                let root = graph.update(peek: true)
                let size = graph.layout(proposedSize)
                GeometryAnimation.apply(to: root, graph: graph)
                graph.isPeeking = false
                let laidOut = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
                var builder = RenderBuilder()
                builder.removedViews = graph.removals.ghosts(in: root, at: time)
                builder.render(root)
                return (size, builder.displayList, laidOut)
            }
        }
    }

    /// The view as it is now, without running any event or action (what `ImageRenderer`
    /// shows): one committed update, recorded directly.
    func snapshot() -> (size: CGSize, list: DisplayList) {
        // Unchecked: nothing throws.
        try! snapshot(checked: false)
    }

    /// `snapshot()`; `checked`: stop as soon as the result cannot become an image, with the
    /// error `snapshotPixmap()` throws: a tree cut at the view limit before layout, a size
    /// no bitmap can have before recording.
    private func snapshot(checked: Bool) throws -> (size: CGSize, list: DisplayList) {
        try worker.run {
            try clock.withCurrent {
                started = true
                let root = graph.update()
                let cut = checked && graph.isAtViewLimit && hasViewLimitDiagnostic
                let size = cut ? .zero : graph.layout(proposedSize)
                graph.finishUpdate()
                _ = graph.takePendingActions()
                if checked {
                    try checkViewCount()
                    do { _ = try Self.pixelSize(of: size, scale: scale) } catch { try checkNesting(); throw error }
                }
                var builder = RenderBuilder()
                builder.render(root)
                return (size, builder.displayList)
            }
        }
    }

    /// The pixels of `snapshot()`.
    func snapshotPixmap() throws -> Pixmap {
        let (size, list) = try snapshot(checked: true)
        do { return try rasterize(size: size, list: list) } catch { try checkNesting(); throw error }
    }

    /// The pixels at `time`.
    func pixmap(at time: Double) throws -> Pixmap {
        let (size, list) = record(at: time)
        try checkViewCount()
        do { return try rasterize(size: size, list: list) } catch { try checkNesting(); throw error }
    }

    /// Rasterizes a recorded frame on the host's worker into its kept raster context.
    func rasterize(size: CGSize, list: DisplayList) throws -> Pixmap {
        try worker.run {
            try Self.rasterize(size: size, list: list, scale: scale, isOpaque: isOpaque, threadCount: threadCount, reusing: &raster)
        }
    }

    /// Draws `list` (in points) into a pixmap of `size` points at `scale`, reusing `context`
    /// when its size fits (it is replaced otherwise); opaque frames get a black backdrop.
    static func rasterize(size: CGSize, list: DisplayList, scale: CGFloat, isOpaque: Bool, threadCount: Int,
                          reusing context: inout RasterContext?) throws -> Pixmap {
        let s = scale.isFinite && scale > 0 ? scale : 1
        let (width, height) = try pixelSize(of: size, scale: scale)
        var content = list
        if isOpaque {
            content.items.insert(.fill(DisplayList.Fill(path: Path(CGRect(origin: .zero, size: size)), paint: .color(.black))), at: 0)
        }
        let renderer = DisplayListRenderer(scale: s, threadCount: threadCount)
        let target: RasterContext
        if let existing = context, existing.pixmap.width == width, existing.pixmap.height == height {
            // A new zeroed pixmap, not a clear: the last frame's pixels went to the caller and
            // still share the old storage, which clearing would first copy.
            target = existing
            target.pixmap = try Pixmap(width: width, height: height)
        } else {
            target = try RasterContext(width: width, height: height)
            context = target
        }
        renderer.render(content, into: target)
        return target.pixmap
    }

    /// The bitmap size of `size` points at `scale`; throws `invalidSize` when it is empty,
    /// not finite or above 2²⁸ pixels.
    static func pixelSize(of size: CGSize, scale: CGFloat) throws -> (width: Int, height: Int) {
        let s = scale.isFinite && scale > 0 ? scale : 1
        let w = (size.width * s).rounded(.up), h = (size.height * s).rounded(.up)
        guard w.isFinite, h.isFinite, w >= 1, h >= 1, w * h <= CGFloat(1 << 28) else {
            throw ImageRendererError.invalidSize(size)
        }
        return (Int(w), Int(h))
    }

    private var hasViewLimitDiagnostic: Bool {
        diagnostics.contains { if case .tooManyViews = $0 { return true } else { return false } }
    }

    /// A tree cut at the view limit is not drawn: part of a list would look like all of it.
    func checkViewCount() throws {
        if hasViewLimitDiagnostic { throw ImageRendererError.tooManyViews(limit: graph.maximumViewCount) }
    }

    /// Nesting-limit diagnostics turn an empty layout into a clearer error.
    func checkNesting() throws {
        if diagnostics.contains(where: { if case .nestingTooDeep = $0 { return true } else { return false } }) {
            throw ImageRendererError.nestingTooDeep(limit: graph.maximumDepth)
        }
    }
}

extension ViewGraph {
    /// Whether actions wait to run at the current time.
    var hasPendingActions: Bool { !pendingActions.isEmpty }
}
