import Foundation

/// A layer tree on a virtual clock: what renders Core Animation (and UIKit) content over
/// time. `displayList(at:)` gives the frame at any time; `AnimationRenderer(layer:)`,
/// `LayerView` and the live window are faces of it.
///
/// The clock starts at 0. Advancing it runs, in time order, every callback due: animation
/// delegates, transaction and UIView animation completions, and `schedule(after:_:)`
/// actions. `CACurrentMediaTime()` reads the callback's time while it runs, so animations
/// it adds begin then.
///
/// Seeking: every model change made while the tree is hosted (properties, sublayers, masks,
/// animations) is journaled with its time. Going back to an earlier time undoes the changes
/// made after it; going forward again replays them; only times beyond the furthest one
/// reached run callbacks (user code runs once, in order). Animations themselves are pure
/// functions of time, so a frame costs one evaluation of each, whatever the seek.
/// Changing the tree from outside while rewound drops the recorded future after that time.
///
/// The journal is bounded: it keeps the latest `maximumJournalEntries` changes. Past that
/// the oldest quarter is forgotten and `rewindHorizon` moves to the time of the last change
/// forgotten: the host can no longer rewind before it. A frame at an earlier time shows the
/// model as it was at the horizon (every later change undone), with animations evaluated at
/// the frame's own time; frames at or after the horizon are exact. So a callback chain that
/// runs for hours costs bounded memory (about 200 bytes a change).
///
/// Only the hosted tree is journaled. A layer moved from it to a layer outside it (a detached
/// layer, another host's tree) goes back when a seek undoes its leaving, and leaves the outside
/// layer then: the layers stay a tree (a mask masks one layer, a layer has one superlayer).
///
/// Lifetime: the host keeps its tree (the journal holds the layers it changed); the tree does
/// not keep the host. When the host goes away, the completions still waiting for its
/// animations (`CATransaction.setCompletionBlock`, `UIView.animate(…completion:)`) are let go
/// without running, so a completion that captures a layer or view of the tree does not keep
/// the tree alive (see `deinit`). A callback passed to `schedule(after:_:)` that captures the
/// host keeps it alive until it runs: capture it weakly.
///
/// A host and its layers are confined to one thread at a time (they are not `Sendable`).
public final class LayerHost: VirtualClockParticipant {
    /// The root of the tree.
    public var rootLayer: CALayer { strongRoot ?? weakRoot ?? CALayer() }
    private let strongRoot: CALayer?
    private weak var weakRoot: CALayer?
    /// The time of the latest `advance(to:)`.
    public private(set) var currentTime: CFTimeInterval = 0
    /// The furthest time reached; callbacks up to it have run.
    public private(set) var furthestTime: CFTimeInterval = 0

    /// The clock: LimnerMotion's `VirtualClock`, the one view hosts use. Its event queue holds
    /// the callbacks; its budget bounds them; while a callback runs it is
    /// `VirtualClock.current`, so `DispatchQueue.main.asyncAfter`, `Timer.scheduledTimer` and
    /// `CACurrentMediaTime()` in the callback follow it. A host of its own at first; once the
    /// tree is shown in a view (`LayerView`, `AnimationRenderer(layer:)`) it is the view
    /// host's clock instance (`share(_:)`), which then runs the callbacks in its own order.
    public private(set) var clock: VirtualClock
    /// The clock the host made for itself.
    private let ownClock = VirtualClock()
    /// Whether the host runs on another host's clock (which then drives it).
    public var sharesClock: Bool { clock !== ownClock }
    private struct Entry { let time: Double; let undo: () -> Void; let redo: () -> Void }
    private var journalEntries: [Entry] = []
    /// The most model changes the seeking journal keeps (at least 16; default 100 000). Past
    /// it the oldest quarter is forgotten and `rewindHorizon` moves forward (see the type's
    /// comment).
    public var maximumJournalEntries = 100_000 {
        didSet { maximumJournalEntries = max(16, maximumJournalEntries); trimJournal() }
    }
    /// The earliest time the host can rewind to exactly: the time of the last change the
    /// bounded journal forgot (`-infinity` while it has forgotten none).
    public private(set) var rewindHorizon: CFTimeInterval = -.infinity
    /// The model changes the journal holds now.
    public var journalCount: Int { journalEntries.count }
    private var appliedCount = 0
    private var isReplaying = false
    private var started = false
    /// Whether the host has started (its first `advance(to:)` or frame): a window shown by a
    /// started host makes a new root view controller appear at once.
    public var hasStarted: Bool { started }
    /// Safety valve, the clock's budget (`VirtualClock.maximumEventsPerStep`): past this many
    /// callbacks in one `advance(to:)` the others due run once each at the advance's end;
    /// past this many at one instant (a callback that reschedules itself with no delay would
    /// otherwise never let time move) the others due then are dropped and counted in
    /// `droppedCallbacks`.
    public var maximumCallbacksPerAdvance: Int {
        get { clock.maximumEventsPerStep }
        set { clock.maximumEventsPerStep = max(1, newValue) }
    }

    /// Callbacks that never ran: scheduled at a NaN or infinite time, or past the budget.
    public var droppedCallbacks: Int { clock.droppedEvents }

    /// Hosts `rootLayer` (taking it out of any superlayer relation it keeps: its own
    /// superlayer, if any, is ignored while hosted).
    public init(rootLayer: CALayer) {
        clock = ownClock
        strongRoot = rootLayer
        rootDelegate = rootLayer.delegate
        clock.owner = self
        rootLayer.hostedBy = self
        adopt(rootLayer)
    }

    /// The root layer's delegate (a window or view), kept alive while hosted.
    private let rootDelegate: CALayerDelegate?

    private init(ownedBy layer: CALayer) {
        clock = ownClock
        strongRoot = nil
        rootDelegate = nil
        weakRoot = layer
        clock.owner = self
        layer.hostedBy = self
        layer.ownedHost = self
        adopt(layer)
    }

    /// The host showing `layer` as its root: the one already attached, else a new one that
    /// the layer keeps for its lifetime (how `LayerView` shows a layer tree).
    public static func host(for layer: CALayer) -> LayerHost {
        if let h = layer.hostedBy, h.rootLayer === layer { return h }
        return LayerHost(ownedBy: layer)
    }

    /// The size of a frame: the root layer's bounds.
    public var size: CGSize { rootLayer.bounds.size }

    /// The host on the calling thread: the one running callbacks (whose clock is
    /// `VirtualClock.current`), else the one used last.
    public static var current: LayerHost? {
        running ?? QuartzThreadState.current.lastHost
    }

    /// The host whose callback (or frame) is running on this thread, if any.
    static var running: LayerHost? { VirtualClock.current?.runningParticipant as? LayerHost }

    /// Runs from now on on `clock`, another host's (the view host showing this tree): the
    /// pending callbacks move there, and that host runs them at their times, through this
    /// host (`runEvent`), in one order with its own events. The timers its callbacks started
    /// (`Timer.scheduledTimer`, `Timer.publish`) move with them and tick through this host
    /// too, on the view's clock. One view host shows a tree at a time: showing it in another
    /// moves the callbacks and timers again.
    public func share(_ clock: VirtualClock) {
        guard clock !== self.clock else { return }
        self.clock.moveEvents(of: self, to: clock)
        self.clock = clock
    }

    /// Runs a callback of this host that its clock reached (`VirtualClockParticipant`): the
    /// journal and the host's time move to the event's, then the callback runs as this host.
    public func runEvent(_ event: VirtualClock.Event, on clock: VirtualClock) {
        if event.time > currentTime { redoJournal(upTo: event.time) }
        currentTime = max(event.time, currentTime)
        furthestTime = max(furthestTime, currentTime)
        run(event.action)
    }

    // MARK: Scheduling

    /// Runs `action` `delay` seconds after the current time of this host's clock (a
    /// non-finite or negative delay runs it at the current time, after the running callback).
    /// This is the clock-true form of `DispatchQueue.main.asyncAfter`.
    public func schedule(after delay: CFTimeInterval, _ action: @escaping () -> Void) {
        let d = delay.isFinite && delay > 0 ? delay : 0
        schedule(at: currentTime + d, action)
    }

    /// Runs `action` after `delay` seconds on the current host's clock; with no host yet on
    /// this thread, the delay counts from the start of the next host that starts here.
    public static func schedule(after delay: CFTimeInterval, _ action: @escaping () -> Void) {
        if let host = current {
            host.schedule(after: delay, action)
        } else {
            QuartzThreadState.current.unhostedSchedule.append((delay, action))
        }
    }

    func schedule(at time: Double, _ action: @escaping () -> Void) {
        clock.running(self) { clock.schedule(at: time, action) }
    }

    /// Schedules the start and stop callbacks of an animation added to `layer`.
    func scheduleEvents(of anim: CAAnimation, on layer: CALayer) {
        track(anim.completionGroups)
        let timing = AnimationLocalTime(anim)
        if let delegate = anim.delegate {
            schedule(at: max(anim.beginTime, currentTime)) { [weak layer] in
                guard let layer, layer.contains(anim) else { return }
                delegate.animationDidStart(anim)
            }
        }
        let end = timing.endTime
        guard end.isFinite else { return }
        schedule(at: max(end, currentTime)) { [weak layer] in
            guard let layer, layer.contains(anim) else { return }
            if anim.isRemovedOnCompletion {
                layer.setAnimationEntries(layer.animationEntries.filter { $0.animation !== anim })
            }
            layer.animationStopped(anim, finished: true)
        }
    }

    /// Some layer of the tree needs layout.
    var treeNeedsLayout = true

    // MARK: Lifetime

    /// The completion groups (transaction completion blocks, `UIView.animate` completions)
    /// waiting for animations of this host's tree; not retained.
    private var waitingGroups: [WeakCompletionGroup] = []
    /// `waitingGroups.count` after the last pruning (prunes again at twice that).
    private var prunedGroupCount = 16

    private struct WeakCompletionGroup { weak var group: AnimationCompletionGroup? }

    private func track(_ groups: [AnimationCompletionGroup]) {
        guard !groups.isEmpty else { return }
        waitingGroups += groups.map { WeakCompletionGroup(group: $0) }
        if waitingGroups.count > 2 * prunedGroupCount {
            waitingGroups.removeAll { $0.group?.isDone ?? true }
            prunedGroupCount = max(16, waitingGroups.count)
        }
    }

    /// A host that goes away mid-animation ends its tree's waiting completions without
    /// calling them (`AnimationCompletionGroup.abandon()`): no clock is left to run them, and
    /// a completion capturing a layer or view of the tree (`{ root.opacity = 0.5 }`,
    /// `{ _ in view.alpha = 1 }`) would otherwise keep the whole tree alive through the
    /// animation that holds it — layer → animation → completion → layer, a retain cycle.
    /// Core Animation likewise cuts the animations of a tree that leaves the screen. An
    /// animation's `delegate` stays retained by the animation, as in Core Animation (where
    /// `CAAnimation` retains its delegate): a delegate that holds the layer is a cycle until
    /// the animation is removed, there as here.
    deinit {
        for entry in waitingGroups { entry.group?.abandon() }
    }

    /// Takes over a subtree that joined the hosted tree: its layers know the host, and the
    /// host schedules the callbacks of their animations.
    func adopt(_ layer: CALayer) {
        var stack = [layer]
        var seen = Set<ObjectIdentifier>()
        while let l = stack.popLast() {
            guard seen.insert(ObjectIdentifier(l)).inserted else { continue }
            l.attachedHost = self
            if l.needsLayoutFlag { treeNeedsLayout = true }
            for entry in l.animationEntries where !entry.animation.eventsScheduled {
                entry.animation.eventsScheduled = true
                scheduleEvents(of: entry.animation, on: l)
            }
            stack.append(contentsOf: l.storedSublayers)
            if let m = l.storedMask { stack.append(m) }
        }
    }

    /// Forgets the host in a subtree that left the hosted tree.
    static func detach(_ layer: CALayer) {
        var stack = [layer]
        while let l = stack.popLast() {
            guard l.attachedHost != nil else { continue }
            l.attachedHost = nil
            stack.append(contentsOf: l.storedSublayers)
            if let m = l.storedMask { stack.append(m) }
        }
    }

    // MARK: Journal

    func record(undo: @escaping () -> Void, redo: @escaping () -> Void) {
        guard !isReplaying else { return }
        if appliedCount < journalEntries.count {
            // A change while rewound: the recorded future no longer holds.
            journalEntries.removeSubrange(appliedCount...)
            furthestTime = currentTime
        }
        journalEntries.append(Entry(time: currentTime, undo: undo, redo: redo))
        appliedCount = journalEntries.count
        trimJournal()
    }

    /// Forgets the oldest quarter of the journal once it holds more than
    /// `maximumJournalEntries` (only applied changes are ever forgotten: a change recorded
    /// while rewound first drops the recorded future).
    private func trimJournal() {
        guard journalEntries.count > maximumJournalEntries else { return }
        var forget = min(appliedCount, journalEntries.count - maximumJournalEntries * 3 / 4)
        guard forget > 0 else { return }
        // Never split one instant: the horizon's changes are all forgotten, so undoing every
        // kept change leaves the model exactly as it was at the horizon.
        while forget < appliedCount, journalEntries[forget].time == journalEntries[forget - 1].time { forget += 1 }
        rewindHorizon = max(rewindHorizon, journalEntries[forget - 1].time)
        journalEntries.removeFirst(forget)
        appliedCount -= forget
    }

    // MARK: Time

    /// Moves the clock to `time` (non-finite times are ignored), running what is due.
    public func advance(to time: CFTimeInterval) {
        guard time.isFinite else { return }
        let thread = QuartzThreadState.current
        thread.lastHost = self
        if !started { start() }
        if time < currentTime {
            isReplaying = true
            while appliedCount > 0, journalEntries[appliedCount - 1].time > time {
                appliedCount -= 1
                journalEntries[appliedCount].undo()
            }
            isReplaying = false
            currentTime = time
            return
        }
        redoJournal(upTo: time)
        guard appliedCount == journalEntries.count else { currentTime = time; return }
        if sharesClock {
            // The view host showing the tree ran the callbacks due (`runEvent`).
            currentTime = time
            furthestTime = max(furthestTime, time)
            return
        }
        clock.now = currentTime
        clock.runEvents(upTo: time) { event in
            clock.perform(event) { event in
                currentTime = max(event.time, currentTime)
                furthestTime = max(furthestTime, currentTime)
                run(event.action)
            }
        }
        clock.now = time
        currentTime = time
        furthestTime = max(furthestTime, time)
    }

    /// Replays the journaled changes up to `time`.
    private func redoJournal(upTo time: Double) {
        isReplaying = true
        while appliedCount < journalEntries.count, journalEntries[appliedCount].time <= time {
            journalEntries[appliedCount].redo()
            appliedCount += 1
        }
        isReplaying = false
    }

    /// Runs user code as the current host, then commits and lays out.
    func run(_ action: () -> Void) {
        if !sharesClock { clock.now = currentTime }
        clock.running(self) {
            clock.withCurrent {
                action()
                CATransaction.commitImplicit()
                layoutIfNeeded()
            }
        }
    }

    private func start() {
        started = true
        let thread = QuartzThreadState.current
        let pending = thread.unhostedSchedule
        thread.unhostedSchedule = []
        for item in pending { schedule(after: item.delay, item.action) }
        adopt(rootLayer)
        run {
            (rootLayer.delegate as? LayerHostDelegate)?.layerHost(self, didStartAt: currentTime)
        }
    }

    /// Runs pending layout passes.
    public func layoutIfNeeded() {
        var rounds = 0
        while treeNeedsLayout, rounds < 8 {
            treeNeedsLayout = false
            rootLayer.layoutIfNeeded()
            rounds += 1
        }
    }

    // MARK: Frames

    /// The frame at `time`: advances the clock, lays out, and records the presentation tree.
    public func displayList(at time: CFTimeInterval) -> DisplayList {
        advance(to: time)
        run {}
        let list = LayerTreeRenderer.displayList(of: rootLayer, at: currentTime)
        markPresented()
        return list
    }

    /// The frame at `time` as pixels (`scale` pixels per point, the root layer's size).
    public func render(at time: CFTimeInterval, scale: CGFloat = 1, threadCount: Int = 2) throws -> Pixmap {
        let list = displayList(at: time)
        return try DisplayListRenderer(scale: scale, threadCount: threadCount).render(list, size: size)
    }

    /// Marks every layer of the tree presented. A visited set, as in every tree walk: should
    /// the layers ever form a graph that is not a tree, each is still visited once (a shared
    /// layer reached by many paths cost one visit per path, exponentially many).
    private func markPresented() {
        var stack = [rootLayer]
        var seen = Set<ObjectIdentifier>()
        while let l = stack.popLast() {
            guard seen.insert(ObjectIdentifier(l)).inserted else { continue }
            l.hasBeenPresented = true
            stack.append(contentsOf: l.storedSublayers)
            if let m = l.storedMask { stack.append(m) }
        }
    }
}

/// A root layer's delegate that wants to know when a host starts (a UIKit window uses it
/// to make its views appear).
public protocol LayerHostDelegate: AnyObject {
    /// The host showed its first frame's time (callbacks run as usual).
    func layerHost(_ host: LayerHost, didStartAt time: CFTimeInterval)
}
