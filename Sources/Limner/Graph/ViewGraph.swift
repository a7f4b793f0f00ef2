import Foundation
import Synchronization

/// The view graph: resolves a root view into nodes, coordinating the parts that outlive a
/// single evaluation —
/// - `RecordStore` (`records`): per node identity, `@State`, animators, the values
///   `onChange` and `animation(_:value:)` compare with, appear flags and subscriptions,
///   under typed keys (`RecordKey`, `AnimatorKey`);
/// - `TimeReads` (`timeReads`): the time of the update and where resolving read it;
/// - `FrameReuse` (`frameReuse`): the tree a peek keeps and presents again at another time;
/// - `RemovalTransitions` (`removals`): the views leaving with a transition;
/// - the transaction of pending state changes, and the actions it leaves.
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
    var rootView: any View { didSet { frameReuse.forget(); evaluatedBodies.invalidate() } }
    /// The environment given to the root.
    var environment: EnvironmentValues { didSet { frameReuse.forget(); evaluatedBodies.invalidate() } }
    /// The date at time 0 (what timeline dates and timer outputs count from).
    var startDate = Date(timeIntervalSince1970: 0) { didSet { frameReuse.forget(); evaluatedBodies.invalidate() } }
    /// The resolved tree of the last update (a root node wrapping the top-level views).
    var root: ResolvedNode?
    /// Set when a state value changes; cleared by `update()`.
    private(set) var needsUpdate = true
    /// Diagnostics of the last update and layout.
    var diagnostics: [GraphDiagnostic] = []

    /// The records of the graph's nodes.
    let records = RecordStore()
    /// The time of the update, and where resolving read it.
    var timeReads = TimeReads()
    /// The tree a peek keeps for the next.
    let frameReuse = FrameReuse()
    /// The bodies of the last committed update, which frames present again
    /// (`ViewGraph+BodyReuse.swift`).
    let evaluatedBodies = EvaluatedBodies()
    /// Interns the identities of this graph's views (see `ViewIdentity`).
    private(set) var identities = IdentityTable()

    /// The transaction of the state changes since the last update.
    private(set) var pendingTransaction: Transaction?
    /// Called when a state change needs the changes before it applied first (a change
    /// with a different animation in the same instant); the host runs an update.
    var flushHandler: (() -> Void)?
    /// Actions to run at the current time once the update is complete (onAppear,
    /// onChange, completions), in order.
    private(set) var pendingActions: [() -> Void] = []
    /// Lifecycle records visited so far (`nextLifecycleVisit`).
    private var lifecycleVisits = 0
    /// Work scheduled for later times (animation completions), handed to the host.
    var scheduleHandler: ((Double, @escaping () -> Void) -> Void)?

    /// A peek evaluates the tree at `time` without committing anything: no record is
    /// created or changed, no action queued, animations are read but not retargeted. A
    /// rendered frame is a peek, so a frame is a pure function of the committed state and
    /// its time, whichever frames were rendered before it.
    var isPeeking = false

    /// Views removed under an animation with a transition, drawn until it ends.
    private(set) var removals = RemovalTransitions()
    /// The end of the latest geometry animation committed (−∞ while none has been): from
    /// then on every geometry animator presents its target, and a peek skips them all.
    private var geometryAnimationsEnd = -Double.infinity
    /// Matched geometry (`matchedGeometryEffect`): whether the graph uses it, each group's
    /// frame at the last commit, the namespaces handed out.
    var matchedGeometry = MatchedGeometryGroups()
    /// The root's size for the `containerRelativeFrame`s outside any scroll view: the
    /// proposal of the last layout.
    let rootContainer = ContainerSize()
    /// Whether geometry animation keeps each node's `globalOrigin` at the position a frame
    /// presents: set once the graph resolves a `visualEffect`, which reads it as it draws.
    var presentsGlobalOrigins = false

    private var isUpdating = false
    private var updateFinished = true

    init(rootView: any View, environment: EnvironmentValues = EnvironmentValues(), maximumDepth: Int = 100_000,
         maximumViewCount: Int = GraphDiagnostic.maximumViewCount) {
        self.rootView = rootView
        self.environment = environment
        self.maximumDepth = maximumDepth
        self.maximumViewCount = maximumViewCount
    }

    // MARK: Time

    /// The virtual time of the update, in seconds from the host's start. Reading it while
    /// resolving is noted (see `TimeReads`): the tree then depends on the time.
    var time: Double {
        get {
            if timeReads.readIsUnscoped { evaluatedBodies.noteTimeRead() }
            return timeReads.read()
        }
        set { timeReads.set(newValue) }
    }

    /// Runs `body`, which reads animated values, as a unit a peek may run again at another
    /// time; returns its result and whether it read the time (then the caller registers a
    /// refresh with `frameReuse.addRefresh`).
    func readingTime<T>(_ body: () -> T) -> (value: T, readTime: Bool) {
        let outer = timeReads.beginScope()
        let value = body()
        return (value, timeReads.endScope(restoring: outer))
    }

    // MARK: Updates

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
        frameReuse.forget()
        isPeeking = peek
        if !updateFinished && !peek { finishUpdate() }
        isUpdating = true
        defer { isUpdating = false }
        diagnostics = []
        resolvedViewCount = 0
        timeReads.beginUpdate(committing: !peek)
        if !peek { records.beginUpdate(); updateFinished = false }
        identities.beginUpdate()
        var context = ResolveContext(identity: identities.root, environment: environment, graph: self, modifierContent: nil)
        context.transaction = peek ? Transaction() : pendingTransaction ?? Transaction()
        context.reusesBodies = peek ? evaluatedBodies.beginFrame(changed: needsUpdate) : evaluatedBodies.beginCommit()
        timeReads.beginResolution()
        frameReuse.beginResolution(collecting: peek)
        let nodes = context.resolve(rootView)
        timeReads.endResolution()
        frameReuse.endResolution()
        evaluatedBodies.endResolution()
        let root = ResolvedNode(identity: context.identity, environment: environment,
                                behavior: StackLayout(axis: .vertical, alignment: .center, spacing: nil), children: nodes)
        root.transaction = context.transaction
        StackLayout.prepare(children: nodes, axis: .vertical)
        self.root = root
        if !peek { needsUpdate = false }
        if peek {
            frameReuse.keep(root, mayReuse: !timeReads.resolutionRead && !timeReads.readsFrameTime && !needsUpdate,
                            diagnostics: diagnostics, resolvedViewCount: resolvedViewCount)
        }
        return root
    }

    /// The last peek's tree, refreshed for the graph's time and ready to be laid out, when
    /// nothing but the time changed since it was resolved; nil otherwise.
    private func reusePeek() -> ResolvedNode? {
        guard !needsUpdate, let cache = frameReuse.reusableTree() else { return nil }
        isPeeking = true
        diagnostics = cache.diagnostics
        resolvedViewCount = cache.resolvedViewCount
        timeReads.readsFrameTime = false
        frameReuse.present(cache, at: time)
        root = cache.root
        return cache.root
    }

    /// Forgets everything (state, animations, time) for a new start with `rootView`.
    func reset(rootView: any View, environment: EnvironmentValues) {
        self.rootView = rootView
        self.environment = environment
        records.removeAll()
        evaluatedBodies.invalidate()
        identities = IdentityTable()
        frameReuse.forget()
        root = nil
        pendingTransaction = nil
        pendingActions = []
        removals = RemovalTransitions()
        needsUpdate = true
        updateFinished = true
        isPeeking = false
        diagnostics = []
        timeReads.reset()
        geometryAnimationsEnd = -.infinity
    }

    /// Lays the last resolved tree out for `proposal`; returns the root's size.
    @discardableResult
    func layout(_ proposal: ProposedViewSize) -> CGSize {
        let root = self.root ?? update()
        rootContainer.set(proposal)
        if let kept = frameReuse.keptLayout(of: root, for: proposal) {
            diagnostics = kept
            return root.size
        }
        isUpdating = true
        defer { isUpdating = false }
        root.place(at: .zero, proposal: proposal, parentGlobalOrigin: .zero)
        frameReuse.didLayOut(root, for: proposal, diagnostics: diagnostics)
        return root.size
    }

    /// Ends an update: drops the records no evaluation used (running `onDisappear` for
    /// views that left), schedules the completions of the transaction, and clears it.
    func finishUpdate() {
        guard !updateFinished, !isPeeking else { return }
        updateFinished = true
        // The store hands its records over in hash order, which differs from one process to
        // the next: actions run in the order the last update visited their views.
        var disappearing: [LifecycleRecord] = []
        records.sweep { leaving in
            switch leaving {
            case .lifecycle(let record): if record.onDisappear != nil { disappearing.append(record) }
            case .transition(let record): removals.start(record, under: pendingTransaction, at: time)
            }
        }
        disappearing.sort { $0.visit < $1.visit }
        for record in disappearing { if let action = record.onDisappear { pendingActions.append(action) } }
        removals.dropFinished(at: time)
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
    /// itself is `timeReads.readsFrameTime`).
    func isAnimating(at time: Double) -> Bool {
        if removals.isAnimating(at: time) { return true }
        return records.hasRunningAnimation(at: time)
    }

    /// Takes the actions queued for the current time.
    func takePendingActions() -> [() -> Void] {
        defer { pendingActions = [] }
        return pendingActions
    }

    /// The next number in the order committed updates visit lifecycle records.
    func nextLifecycleVisit() -> Int {
        lifecycleVisits &+= 1
        return lifecycleVisits
    }

    /// Queues an action to run at the current time after the update.
    func enqueueAction(_ action: @escaping () -> Void) {
        if !isPeeking { pendingActions.append(action) }
    }

    func report(_ diagnostic: GraphDiagnostic) {
        if !diagnostics.contains(diagnostic) { diagnostics.append(diagnostic) }
    }

    // MARK: Records

    /// The record at `key`, made by `make` the first time; marks it used (a peek keeps
    /// nothing: see `RecordStore`).
    func record<Record>(_ key: RecordKey<Record>, make: () -> Record) -> Record {
        records.record(key, committing: !isPeeking, make: make)
    }

    /// Whether a record exists at `key` (without marking it used).
    func hasRecord<Record>(_ key: RecordKey<Record>) -> Bool { records.contains(key) }

    /// The storage box of a state slot, created with `initial` the first time.
    func stateBox<Value>(for key: RecordKey<StateBox<Value>>, initial: Value) -> StateBox<Value> {
        record(key) { StateBox(value: initial, graph: self) }
    }

    /// Whether `value` differs from the one stored for `which` at `identity` by the previous
    /// update (false the first time); stores it.
    func valueChanged(_ value: AnyEquatable, at identity: ViewIdentity, _ which: ComparedValue) -> Bool {
        let key = RecordKey.compared(which, at: identity)
        let isNew = !hasRecord(key)
        let box = record(key) { ValueRecord(value) }
        if isNew { return false }
        let changed = !box.value.isEqual(value.value)
        if !isPeeking { box.value = value }
        return changed
    }

    // MARK: State changes

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

    // MARK: Animated values

    /// The animator at `key` for a peek (nil when there is none): from the running
    /// refresh's tape when it has one (see `LookupTape`).
    func peekAnimator<Value>(_ key: AnimatorKey<Value>) -> Animator<Value>? {
        guard let tape = frameReuse.lookupTape else { return records.existingAnimator(key) }
        return tape.lookUp(key) { records.existingAnimator(key) }
    }

    /// The animator at `key`, made holding `target` the first time; marks it used.
    func animator<Value>(_ key: AnimatorKey<Value>, target: Value) -> Animator<Value> {
        records.animator(key, committing: !isPeeking) { Animator(target: target) }
    }

    /// The animated value of a node's animatable value at `key`: `target` once settled,
    /// otherwise what the running animations present at the graph's time.
    func animatedValue<V: VectorArithmetic>(_ target: V, _ key: AnimatorKey<V>, transaction: Transaction) -> V {
        if isPeeking {
            // `presented(…)`'s peek, without handing the animator out (a retain and a
            // release per animated value of every refresh of a reused tree).
            guard let animator = peekAnimator(key), animator.target == target, !animator.runs.isEmpty else { return target }
            return animator.isAnimating(at: time) ? animator.value(at: time) : target
        }
        return presented(target, key, transaction: transaction).value
    }

    /// Whether a geometry animation may still run at `time` (see `GeometryAnimation`).
    func hasGeometryAnimations(at time: Double) -> Bool { time < geometryAnimationsEnd }

    /// `animatedValue` for the frame of a node (`GeometryAnimation`): also keeps
    /// `geometryAnimationsEnd`.
    func animatedGeometry<V: VectorArithmetic>(_ target: V, _ key: AnimatorKey<V>, transaction: Transaction) -> V {
        let (value, animator) = presented(target, key, transaction: transaction)
        if !isPeeking, let animator {
            for run in animator.runs where run.end > geometryAnimationsEnd { geometryAnimationsEnd = run.end }
        }
        return value
    }

    /// The presented value of `animatedValue` and the animator behind it (nil when a peek
    /// found none: a new animator would present its target).
    private func presented<V: VectorArithmetic>(_ target: V, _ key: AnimatorKey<V>,
                                                transaction: Transaction) -> (value: V, animator: Animator<V>?) {
        if isPeeking {
            // A peek reads the committed animations; a target that moved since (continuous
            // time-driven content) shows at once. A peek creates no record, and an animator
            // made now would hold `target` and no animation.
            guard let animator = peekAnimator(key) else { return (target, nil) }
            // An animator without runs presents its target at any time: the time is not read
            // (so the tree stays reusable, see `PeekCache`).
            guard animator.target == target, !animator.runs.isEmpty else { return (target, animator) }
            return (animator.isAnimating(at: time) ? animator.value(at: time) : target, animator)
        }
        let animator = self.animator(key, target: target)
        animator.update(target: target, transaction: transaction, time: time)
        animator.prune(at: time)
        return (animator.runs.isEmpty ? target : animator.value(at: time), animator)
    }

    // MARK: Dynamic properties

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
            let path = prefix + [index]
            if let property = child.value as? any InstallableProperty {
                property.install(in: self, slot: PropertySlot(identity: identity, path: path), environment: environment)
                found = true
            } else if var dynamic = child.value as? any DynamicProperty {
                found = true
                install(Mirror(reflecting: child.value), prefix: path, identity: identity, environment: environment, depth: depth + 1)
                dynamic.update()
            }
        }
        return found
    }

    // MARK: Read by tests and the live window

    /// The tree frame reuse keeps (`frameReuse.cache`).
    var peekCache: PeekCache? { frameReuse.cache }
    /// How many peeks presented a kept tree again (`frameReuse.reusedPeeks`).
    var reusedPeeks: Int { frameReuse.reusedPeeks }
}
