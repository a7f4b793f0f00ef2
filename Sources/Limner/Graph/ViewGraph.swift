import Foundation
import Synchronization

/// Something the graph noticed while resolving or laying out a view tree. Bad input never
/// traps; it leaves a diagnostic and a defined result.
public enum GraphDiagnostic: Equatable, Sendable, CustomStringConvertible {
    /// Views nested deeper than the limit were dropped (nothing is drawn below it).
    case nestingTooDeep(limit: Int)
    /// One update resolved `limit` views (`GraphDiagnostic.maximumViewCount`); the views
    /// after them (later `ForEach` elements, later siblings) were dropped. `ImageRenderer`
    /// and `AnimationRenderer` throw `ImageRendererError.tooManyViews` instead of drawing
    /// the part that was resolved.
    case tooManyViews(limit: Int)
    /// A frame dimension was NaN or infinite and was ignored.
    case invalidFrameDimension(String)
    /// An image could not be loaded; an empty image was used.
    case missingImage(String)
    /// State kept changing in response to itself (`onChange` writing what it observes, …):
    /// after this many rounds at one instant the rest were dropped.
    case updateLoop(rounds: Int)
    /// More scheduled events fell in one step than the limit: timer ticks were coalesced into
    /// one, and the other events due (timeline entries, completions, input, callbacks) ran
    /// once each at the step's end (see `VirtualClock`'s budget).
    case eventsCoalesced(limit: Int)
    /// The updates of one step resolved more views than the limit (the clock's
    /// `maximumWorkPerStep`: each event counts one plus the views its updates resolved), so
    /// a far seek of a large tree does not run every update on the way: timer ticks were
    /// coalesced, and the other events due (timeline entries, completions, input, callbacks)
    /// ran once each at the step's end, followed by one update (see `VirtualClock`'s budget).
    case updatesCoalesced(limit: Int)
    /// Scheduled work that never ran: at a NaN or infinite time (`asyncAfter` with a NaN
    /// delay…), or past the clock's budget (more than its limit at one instant: a callback
    /// rescheduling itself with no delay).
    case eventsDropped(count: Int)
    /// A `Text` holds characters that no embedded, registered or installed font has a glyph
    /// for (`TextLayout.unsupportedScalars`); each is drawn as the missing-glyph box.
    case missingGlyphs(String)

    public var description: String {
        switch self {
        case .nestingTooDeep(let limit): return "views nested deeper than \(limit) levels were not resolved"
        case .tooManyViews(let limit):
            return "more than \(limit) views in one update (a ForEach over too many elements?); the rest were not resolved"
        case .invalidFrameDimension(let what): return "invalid frame dimension (\(what)) ignored"
        case .missingImage(let name): return "no image named \"\(name)\""
        case .updateLoop(let rounds): return "state changed itself for \(rounds) rounds at one instant; the loop was cut"
        case .eventsCoalesced(let limit): return "more than \(limit) events in one step; the rest ran at the step's end, timer ticks coalesced"
        case .updatesCoalesced(let limit):
            return "the updates of one step resolved more than \(limit) views; the rest of its events ran at its end, with one update, timer ticks coalesced"
        case .eventsDropped(let count):
            return "\(count) scheduled callbacks never ran (a NaN or infinite time, or past the clock's budget)"
        case .missingGlyphs(let characters):
            return "no font has a glyph for \(GraphicsDiagnostic.describe(characters)); drawn as the missing-glyph box"
        }
    }

    /// The most views one update of a view tree resolves (`tooManyViews` past it). Every view
    /// value counts once: each `ForEach` element's view, each modifier, each custom view's
    /// body. Reaching it takes about a second and a few hundred MB in a release build, so a
    /// `ForEach` over a million elements stops with this diagnostic instead of grinding.
    public static let maximumViewCount = 100_000
}

/// Where one record of a node lives in the graph's store: the node's identity, the
/// position of a property in the view (a path, for properties nested in custom
/// `DynamicProperty` structs), and the kind of record ("" for state).
struct StateKey: Hashable {
    let identity: ViewIdentity
    let slot: [Int]
    let kind: String

    init(identity: ViewIdentity, slot: [Int], kind: String = "") {
        self.identity = identity
        self.slot = slot
        self.kind = kind
    }
}

/// The view graph: resolves a root view into nodes and keeps, per node identity, one store
/// of what outlives a single evaluation — `@State`, animators, the values `onChange` and
/// `animation(_:value:)` compare with, appear flags and subscriptions.
///
/// A scene is a pure function of (state, time): `update()` re-evaluates every body from the
/// root with the stored state at the graph's `time`, under the pending transaction (a peek
/// whose only difference from the previous one is the time presents that peek's tree
/// again, running only what read the time: see `PeekCache`). Records
/// that no evaluation used — in resolving *or* in layout, which resolves `GeometryReader`
/// content — are dropped by `finishUpdate()`, so a view that comes back starts from its
/// initial state (as in SwiftUI) and state inside a `GeometryReader` survives.
final class ViewGraph {
    /// The deepest nesting resolved; deeper views are dropped with a diagnostic.
    let maximumDepth: Int
    /// The most views one update resolves; later ones are dropped with `.tooManyViews`.
    let maximumViewCount: Int
    /// How many views the current update has resolved so far (layout counts too: it
    /// resolves `GeometryReader` content).
    var resolvedViewCount = 0
    /// The root view.
    var rootView: any View { didSet { peekCache = nil; evaluatedBodies.invalidate() } }
    /// The environment given to the root.
    var environment: EnvironmentValues { didSet { peekCache = nil; evaluatedBodies.invalidate() } }
    /// The resolved tree of the last update (a root node wrapping the top-level views).
    var root: ResolvedNode?
    /// Set when a state value changes; cleared by `update()`.
    private(set) var needsUpdate = true
    /// Diagnostics of the last update and layout.
    var diagnostics: [GraphDiagnostic] = []

    /// The virtual time of the update, in seconds from the host's start. Reading it while
    /// resolving is noted (see `FrameReuse`): the tree then depends on the time.
    var time: Double {
        get {
            if timeScopeDepth > 0 { timeScopeReadTime = true } else if isResolving { resolutionReadTime = true; evaluatedBodies.noteTimeRead() }
            return currentTime
        }
        set { currentTime = newValue }
    }
    private var currentTime: Double = 0
    /// The time of the last committed update (reading it is not noted: a frame presents the
    /// committed tree, and a tree that reads it changes only with a committed update).
    private(set) var committedTime: Double = 0
    /// The date at time 0 (what timeline dates and timer outputs count from).
    var startDate = Date(timeIntervalSince1970: 0) { didSet { peekCache = nil; evaluatedBodies.invalidate() } }
    /// The transaction of the state changes since the last update.
    private(set) var pendingTransaction: Transaction?
    /// Called when a state change needs the changes before it applied first (a change
    /// with a different animation in the same instant); the host runs an update.
    var flushHandler: (() -> Void)?
    /// Actions to run at the current time once the update is complete (onAppear,
    /// onChange, completions), in order.
    private(set) var pendingActions: [() -> Void] = []
    /// Work scheduled for later times (animation completions), handed to the host.
    var scheduleHandler: ((Double, @escaping () -> Void) -> Void)?

    /// A peek evaluates the tree at `time` without committing anything: no record is
    /// created or changed, no action queued, animations are read but not retargeted. A
    /// rendered frame is a peek, so a frame is a pure function of the committed state and
    /// its time, whichever frames were rendered before it.
    var isPeeking = false

    /// Set while resolving when some content reads the frame time directly (a `.animation`
    /// timeline, running keyframes, a layer tree), so every frame may differ; cleared at the
    /// start of each update. The live window reads it to know it must keep drawing.
    var readsFrameTime = false

    /// Views removed under an animation with a transition, drawn until it ends.
    private(set) var removedViews: [TransitionRecord] = []

    private var storage: [StateKey: AnyObject] = [:]
    /// Interns the identities of this graph's views (see `ViewIdentity`).
    private(set) var identities = IdentityTable()
    private var usedKeys: Set<StateKey> = []
    private var isUpdating = false
    private var updateFinished = true

    // Frame reuse (ViewGraph+FrameReuse.swift).
    /// True while `update()` resolves the root (not while layout resolves `GeometryReader`
    /// content).
    var isResolving = false
    /// Set when the resolution read the time outside a `readingTime` scope.
    var resolutionReadTime = false
    /// How many `readingTime` scopes are open, and whether the innermost read the time.
    var timeScopeDepth = 0
    var timeScopeReadTime = false
    /// The refreshes registered by the resolution in progress (a peek's): closures, and the
    /// flat refreshes of plain effects with the clocks of their animations.
    var pendingRefreshes: [PeekRefresh] = []
    var pendingEffectRefreshes: [EffectRefresh] = []
    var pendingClocks = PeekClocks()
    /// The lookups of the refresh running (see `LookupTape`).
    var lookupTape: LookupTape?
    /// The last peek's tree, while another peek may present it again.
    var peekCache: PeekCache?
    /// How many peeks presented the previous peek's tree again.
    var reusedPeeks = 0

    // Body reuse (ViewGraph+BodyReuse.swift).
    /// The bodies of the last committed update, which frames present again.
    let evaluatedBodies = EvaluatedBodies()

    init(rootView: any View, environment: EnvironmentValues = EnvironmentValues(), maximumDepth: Int = 100_000,
         maximumViewCount: Int = GraphDiagnostic.maximumViewCount) {
        self.rootView = rootView
        self.environment = environment
        self.maximumDepth = maximumDepth
        self.maximumViewCount = maximumViewCount
    }

    /// Counts one more resolved view; false (with the diagnostic) once the update has
    /// resolved `maximumViewCount`, when the view must be dropped.
    func admitView() -> Bool {
        guard resolvedViewCount < maximumViewCount else {
            report(.tooManyViews(limit: maximumViewCount))
            return false
        }
        resolvedViewCount += 1
        return true
    }

    /// Whether this update has resolved as many views as it may (loops over collections stop).
    var isAtViewLimit: Bool { resolvedViewCount >= maximumViewCount }

    /// Re-evaluates the whole tree with the current state, at `time`, under the pending
    /// transaction (committing), or as a peek (see `isPeeking`).
    @discardableResult
    func update(peek: Bool = false) -> ResolvedNode {
        if peek, let reused = reusePeek() { return reused }
        peekCache = nil
        isPeeking = peek
        if !updateFinished && !peek { finishUpdate() }
        isUpdating = true
        defer { isUpdating = false }
        diagnostics = []
        resolvedViewCount = 0
        readsFrameTime = false
        if !peek { usedKeys = []; updateFinished = false; committedTime = currentTime }
        identities.beginUpdate()
        var context = ResolveContext(identity: identities.root, environment: environment, graph: self, modifierContent: nil)
        context.transaction = peek ? Transaction() : pendingTransaction ?? Transaction()
        context.reusesBodies = peek ? evaluatedBodies.beginFrame(changed: needsUpdate) : evaluatedBodies.beginCommit()
        isResolving = true
        resolutionReadTime = false
        pendingRefreshes = []
        pendingEffectRefreshes = []
        pendingClocks = PeekClocks()
        let nodes = context.resolve(rootView)
        isResolving = false
        evaluatedBodies.endResolution()
        let root = ResolvedNode(identity: context.identity, environment: environment,
                                behavior: StackLayout(axis: .vertical, alignment: .center, spacing: nil), children: nodes)
        root.transaction = context.transaction
        StackLayout.prepare(children: nodes, axis: .vertical)
        self.root = root
        if !peek { needsUpdate = false }
        if peek { keepForReuse(root) }
        pendingRefreshes = []
        pendingEffectRefreshes = []
        pendingClocks = PeekClocks()
        return root
    }

    /// Forgets everything (state, animations, time) for a new start with `rootView`.
    func reset(rootView: any View, environment: EnvironmentValues) {
        self.rootView = rootView
        self.environment = environment
        storage = [:]
        evaluatedBodies.invalidate()
        usedKeys = []
        identities = IdentityTable()
        peekCache = nil
        root = nil
        pendingTransaction = nil
        pendingActions = []
        removedViews = []
        needsUpdate = true
        updateFinished = true
        isPeeking = false
        diagnostics = []
        time = 0
        committedTime = 0
        geometryAnimationsEnd = -.infinity
    }

    /// Lays the last resolved tree out for `proposal`; returns the root's size.
    @discardableResult
    func layout(_ proposal: ProposedViewSize) -> CGSize {
        let root = self.root ?? update()
        if keepsLayout(of: root, for: proposal) { return root.size }
        isUpdating = true
        defer { isUpdating = false }
        root.place(at: .zero, proposal: proposal, parentGlobalOrigin: .zero)
        didLayOut(root, for: proposal)
        return root.size
    }

    /// Ends an update: drops the records no evaluation used (running `onDisappear` for
    /// views that left), schedules the completions of the transaction, and clears it.
    func finishUpdate() {
        guard !updateFinished, !isPeeking else { return }
        updateFinished = true
        var kept: [StateKey: AnyObject] = [:]
        kept.reserveCapacity(usedKeys.count)
        for (key, record) in storage {
            if usedKeys.contains(key) {
                kept[key] = record
            } else if let lifecycle = record as? LifecycleRecord, let action = lifecycle.onDisappear {
                pendingActions.append(action)
            } else if let transition = record as? TransitionRecord {
                startRemoval(of: transition)
            }
        }
        storage = kept
        removedViews.removeAll { $0.removal.map { $0.end <= time } ?? true }
        if let transaction = pendingTransaction {
            for completion in transaction.completions {
                let at = completion.end ?? time
                let action = completion.action
                if at <= time { pendingActions.append(action) } else { scheduleHandler?(at, action) }
            }
        }
        pendingTransaction = nil
    }

    /// Whether anything of the committed state still moves at `time`: a running animation
    /// of an animatable value, or a removal transition (content that reads the frame time
    /// itself is `readsFrameTime`).
    func isAnimating(at time: Double) -> Bool {
        if removedViews.contains(where: { ($0.removal?.end ?? -.infinity) > time }) { return true }
        return storage.values.contains { ($0 as? AnimatingRecord)?.isAnimating(at: time) ?? false }
    }

    /// Keeps drawing a view that left with a transition while its removal animates.
    private func startRemoval(of record: TransitionRecord) {
        guard record.lastNode != nil, var transaction = pendingTransaction, !transaction.disablesAnimations else { return }
        if let own = record.transition.animation { transaction.animation = own }
        guard let animation = transaction.animation else { return }
        let animator = Animator(target: 1.0)
        animator.update(target: 0, transaction: transaction, time: time)
        record.removal = (animator, time + animation.duration)
        removedViews.append(record)
    }

    /// The removed views to draw at `time`, keyed by the node (of `root`) they sat in.
    func removedViewsByParent(in root: ResolvedNode, at time: Double) -> [ObjectIdentifier: [ResolvedNode]] {
        guard !removedViews.isEmpty else { return [:] }
        var outermost: [ViewIdentity: ResolvedNode] = [:]
        var stack = [root]
        while let node = stack.popLast() {
            if outermost[node.identity] == nil { outermost[node.identity] = node }
            stack.append(contentsOf: node.children.reversed())
        }
        var result: [ObjectIdentifier: [ResolvedNode]] = [:]
        for record in removedViews {
            guard let (animator, end) = record.removal, time < end, let last = record.lastNode,
                  let parentID = record.parentIdentity, let parent = outermost[parentID] else { continue }
            let progress = animator.value(at: time)
            let ghost = ResolvedNode(identity: last.identity, environment: last.environment,
                                     behavior: TransitionBehavior(transition: record.transition, progress: progress, removal: true, record: record),
                                     children: last.children)
            ghost.origin = last.origin
            ghost.size = last.size
            result[ObjectIdentifier(parent), default: []].append(ghost)
        }
        return result
    }

    /// Takes the actions queued for the current time.
    func takePendingActions() -> [() -> Void] {
        defer { pendingActions = [] }
        return pendingActions
    }

    /// Queues an action to run at the current time after the update.
    func enqueueAction(_ action: @escaping () -> Void) {
        if !isPeeking { pendingActions.append(action) }
    }

    func report(_ diagnostic: GraphDiagnostic) {
        if !diagnostics.contains(diagnostic) { diagnostics.append(diagnostic) }
    }

    // MARK: The store

    /// The record at `key`, made by `make` the first time; marks it used.
    func record<R: AnyObject>(_ key: StateKey, make: () -> R) -> R {
        if let existing = storage[key] as? R {
            if !isPeeking { usedKeys.insert(key) }
            return existing
        }
        let made = make()
        if !isPeeking {
            usedKeys.insert(key)
            storage[key] = made
        }
        return made
    }

    /// Whether a record exists at `key` (without marking it used).
    func hasRecord(_ key: StateKey) -> Bool { storage[key] != nil }

    /// The animator of a node's animatable value `name` for a peek (nil when there is none).
    func peekAnimator(at identity: ViewIdentity, name: String) -> AnyObject? {
        lookUpAnimator(StateKey(identity: identity, slot: [], kind: name))
    }

    /// The record at `key` for a peek's animated value: from the running refresh's tape
    /// when it has one (see `LookupTape`).
    private func lookUpAnimator(_ key: @autoclosure () -> StateKey) -> AnyObject? {
        guard let tape = lookupTape else { return storage[key()] }
        return tape.lookUp(key()) { storage[key()] }
    }

    /// The storage box of a state slot, created with `initial` the first time.
    func stateBox<Value>(for key: StateKey, initial: Value) -> StateBox<Value> {
        record(key) { StateBox(value: initial, graph: self) }
    }

    /// Called by a state box before its value changes: records the transaction of the
    /// change. A change under a different animation than the changes pending before it
    /// first applies those (so `x = a; withAnimation { x = b }` jumps to a, then animates).
    func stateWillChange() {
        let transaction = Transaction.current ?? Transaction()
        if needsUpdate, !isUpdating, let pending = pendingTransaction, pending.animation != transaction.animation {
            flushHandler?()
        }
        if var pending = pendingTransaction, needsUpdate {
            if transaction.animation != nil || transaction.disablesAnimations {
                pending.animation = transaction.animation
                pending.disablesAnimations = transaction.disablesAnimations
            }
            pending.isContinuous = pending.isContinuous || transaction.isContinuous
            pending.completions += transaction.completions
            for (k, v) in transaction.values { pending.values[k] = v }
            pendingTransaction = pending
        } else {
            pendingTransaction = transaction
        }
        needsUpdate = true
        evaluatedBodies.noteChange()
    }

    /// Marks the graph as needing an update with no particular transaction (an observed
    /// object changed).
    func invalidate() {
        requestUpdate()
        evaluatedBodies.noteChange()
    }

    /// Asks for an update that changes nothing by itself (actions queued for it to run, such
    /// as `onReceive`'s): no body is evaluated again for it (see `EvaluatedBodies`).
    func requestUpdate() {
        if pendingTransaction == nil { pendingTransaction = Transaction.current ?? Transaction() }
        needsUpdate = true
    }

    /// The animated value of a node's animatable value `name`: `target` once settled,
    /// otherwise what the running animations present at the graph's time.
    func animatedValue<V: VectorArithmetic>(_ target: V, at identity: ViewIdentity, name: String, transaction: Transaction) -> V {
        if isPeeking {
            // `animator(for:…)`'s peek, without handing the animator out (a retain and a
            // release per animated value of every refresh of a reused tree).
            guard let animator = lookUpAnimator(StateKey(identity: identity, slot: [], kind: name)) as? Animator<V>,
                  animator.target == target, !animator.runs.isEmpty else { return target }
            return animator.isAnimating(at: time) ? animator.value(at: time) : target
        }
        return animator(for: target, at: identity, name: name, transaction: transaction).value
    }

    /// The end of the latest geometry animation committed (−∞ while none has been): from
    /// then on every geometry animator presents its target, and a peek skips them all.
    private(set) var geometryAnimationsEnd = -Double.infinity

    /// Whether a geometry animation may still run at `time` (see `GeometryAnimation`).
    func hasGeometryAnimations(at time: Double) -> Bool { time < geometryAnimationsEnd }

    /// `animatedValue` for the frame of a node (`GeometryAnimation`): also keeps
    /// `geometryAnimationsEnd`.
    func animatedGeometry<V: VectorArithmetic>(_ target: V, at identity: ViewIdentity, name: String, transaction: Transaction) -> V {
        let (value, animator) = animator(for: target, at: identity, name: name, transaction: transaction)
        if !isPeeking, let animator {
            for run in animator.runs where run.end > geometryAnimationsEnd { geometryAnimationsEnd = run.end }
        }
        return value
    }

    /// The presented value of `animatedValue` and the animator behind it (nil when a peek
    /// found none: a new animator would present its target).
    private func animator<V: VectorArithmetic>(for target: V, at identity: ViewIdentity, name: String,
                                               transaction: Transaction) -> (value: V, animator: Animator<V>?) {
        if isPeeking {
            // A peek reads the committed animations; a target that moved since (continuous
            // time-driven content) shows at once. A peek creates no record, and an animator
            // made now would hold `target` and no animation.
            guard let animator = lookUpAnimator(StateKey(identity: identity, slot: [], kind: name)) as? Animator<V> else {
                return (target, nil)
            }
            // An animator without runs presents its target at any time: the time is not read
            // (so the tree stays reusable, see `PeekCache`).
            guard animator.target == target, !animator.runs.isEmpty else { return (target, animator) }
            return (animator.isAnimating(at: time) ? animator.value(at: time) : target, animator)
        }
        let animator = record(StateKey(identity: identity, slot: [], kind: name)) { Animator(target: target) }
        animator.update(target: target, transaction: transaction, time: time)
        animator.prune(at: time)
        return (animator.runs.isEmpty ? target : animator.value(at: time), animator)
    }

    /// Whether `value` differs from the one stored at `identity`/`slot` by the previous
    /// update (false the first time); stores it.
    func valueChanged(_ value: AnyEquatable, at identity: ViewIdentity, slot: String) -> Bool {
        let key = StateKey(identity: identity, slot: [], kind: slot)
        let isNew = !hasRecord(key)
        let box = record(key) { ValueRecord(value) }
        if isNew { return false }
        let changed = !box.value.isEqual(value.value)
        if !isPeeking { box.value = value }
        return changed
    }

    /// Links the `@State` and `@Environment` properties of a view (or modifier) to the
    /// graph before its body is evaluated, and calls their `update()`.
    func install(dynamicPropertiesOf value: Any, at identity: ViewIdentity, environment: EnvironmentValues) {
        let type = ObjectIdentifier(Swift.type(of: value))
        if Self.typesWithoutDynamicProperties.withLock({ $0.contains(type) }) { return }
        if !install(Mirror(reflecting: value), prefix: [], identity: identity, environment: environment, depth: 0) {
            _ = Self.typesWithoutDynamicProperties.withLock { $0.insert(type) }
        }
    }

    /// Types found to have no dynamic property: their views skip reflection.
    private static let typesWithoutDynamicProperties = Mutex<Set<ObjectIdentifier>>([])

    @discardableResult
    private func install(_ mirror: Mirror, prefix: [Int], identity: ViewIdentity, environment: EnvironmentValues, depth: Int) -> Bool {
        guard depth < 16 else { return false }
        var found = false
        for (index, child) in mirror.children.enumerated() {
            let slot = prefix + [index]
            if let property = child.value as? any InstallableProperty {
                property.install(in: self, key: StateKey(identity: identity, slot: slot), environment: environment)
                found = true
            } else if var dynamic = child.value as? any DynamicProperty {
                found = true
                install(Mirror(reflecting: child.value), prefix: slot, identity: identity, environment: environment, depth: depth + 1)
                dynamic.update()
            }
        }
        return found
    }
}

/// A stored value that `onChange` or `animation(_:value:)` compares with.
final class ValueRecord {
    var value: AnyEquatable
    init(_ value: AnyEquatable) { self.value = value }
}

/// A node's lifecycle: it has appeared; what to run when it disappears.
final class LifecycleRecord {
    var onDisappear: (() -> Void)?
}
