/// Frame reuse: a peek presents the tree of the previous peek again, at its own time, when
/// nothing but the time differs.
///
/// A peek is a pure function of the committed state, the inputs (root view, environment,
/// start date) and the time. When no update was committed since the last peek, no state
/// changed (`needsUpdate` is false) and no input was replaced, two peeks differ only where
/// their resolution read the time. Every read of `ViewGraph.time` during resolution is
/// noted: reads inside a `readingTime` scope (the animated parameters of effects and
/// shapes) register a refresh that runs the scope again and puts its result in the node
/// (a plain effect registers a flat `EffectRefresh` instead of a closure, see
/// `PresentedValue`);
/// any other read (an animatable custom view, a transition, a timeline, keyframes) makes
/// the tree single-use. A reused tree runs its refreshes at the new time and is laid out
/// again, which gives what resolving it again would give: placed again from the root, with
/// its size caches (and container guide caches) cleared first when a refresh may have
/// changed a size. A node's size is a function of its proposal and of its subtree's
/// behaviours; of the refreshed behaviours, an effect's parameters never enter a size (an
/// offset moves the subtree's `globalOrigin`, which placing sets again), while a shape's
/// may (`Shape.sizeThatFits`). So a tree whose refreshes are all effects keeps its cached
/// sizes, and laying it out again only places. Placing it again would then give every node
/// the origin and size it has (same behaviours for sizes, same proposals): only the global
/// origins below a changed offset move, and no behaviour a reusable tree may hold reads a
/// global origin (anchors, container shapes, coordinate spaces and geometry readers are not
/// reusable). So when the root's proposal is the last layout's and no geometry animation
/// moved a node since, the layout is kept whole (`layoutIsCurrent`), and the global origins
/// are those of the last layout.
///
/// Only trees whose every node behaviour says `isReusableAcrossFrames` are reused: those
/// keep no state of their own from one layout to the next beyond pure caches.
final class PeekCache {
    let root: ResolvedNode
    let refreshes: [PeekRefresh]
    /// The refreshes of plain effects (`EffectRefresh`), and the clocks their values run on.
    let effectRefreshes: [EffectRefresh]
    var clocks: PeekClocks
    /// The diagnostics and view count of the resolution (layout adds to them).
    let diagnostics: [GraphDiagnostic]
    let resolvedViewCount: Int
    /// Whether every behaviour in the tree may be laid out again (nil: not checked yet).
    var isReusable: Bool?
    /// Whether a refresh may change a node's size (then each reuse clears the size caches).
    let refreshesChangeSizes: Bool
    /// The proposal of the tree's last layout, and whether that layout still holds: set by
    /// `ViewGraph.layout`, cleared when a reuse clears the size caches or a geometry
    /// animation moves a node.
    var laidOutProposal: ProposedViewSize?
    var layoutIsCurrent = false
    /// The diagnostics after the last layout (what a kept layout presents).
    var diagnosticsAfterLayout: [GraphDiagnostic] = []

    /// Every node of the tree (which holds them), in drawing order: see `warmNodes`.
    private var nodes: [Unmanaged<ResolvedNode>]?
    /// What `warmNodes` read (kept so that the reads are made).
    private var warmth = 0.0
    /// The tree's shapes (their behaviours, which the tree holds), read in the same loop.
    private var shapes: [Unmanaged<ShapeLayout>] = []
    /// How many nodes, and of them shapes, `warmNodes` reads.
    var warmedNodeCount: Int { nodes?.count ?? 0 }
    var warmedShapeCount: Int { shapes.count }

    /// Reads the first fields of every node, then of every shape's behaviour, in two loops,
    /// so that the recording walk that follows finds them in cache. The walk chases
    /// pointers, one cache miss after another; these loops' reads do not depend on each
    /// other, so their misses overlap.
    func warmNodes() {
        if nodes == nil {
            var all: [Unmanaged<ResolvedNode>] = [], shapes: [Unmanaged<ShapeLayout>] = []
            var stack = [root]
            while let node = stack.popLast() {
                all.append(Unmanaged.passUnretained(node))
                if let shape = node.behavior as? ShapeLayout { shapes.append(Unmanaged.passUnretained(shape)) }
                stack.append(contentsOf: node.children.reversed())
            }
            nodes = all
            self.shapes = shapes
        }
        var sum = 0.0
        nodes?.withUnsafeBufferPointer { nodes in
            for node in nodes {
                node._withUnsafeGuaranteedRef { sum += $0.origin.x + ($0.onlyChild == nil ? 0 : 1) }
            }
        }
        shapes.withUnsafeBufferPointer { shapes in
            for shape in shapes { sum += Double(shape._withUnsafeGuaranteedRef { $0.warmForRecording() }) }
        }
        warmth = sum
    }

    init(root: ResolvedNode, refreshes: [PeekRefresh], effectRefreshes: [EffectRefresh] = [], clocks: PeekClocks = PeekClocks(),
         diagnostics: [GraphDiagnostic], resolvedViewCount: Int) {
        self.root = root
        self.refreshes = refreshes
        self.effectRefreshes = effectRefreshes
        self.clocks = clocks
        refreshesChangeSizes = refreshes.contains { $0.changesSizes }
        self.diagnostics = diagnostics
        self.resolvedViewCount = resolvedViewCount
    }
}

/// Frame reuse's state in the graph: the refreshes a peek's resolution registers, the tree
/// it keeps (`PeekCache`), and presenting that tree again at another time.
///
/// The graph coordinates: it tells `FrameReuse` when a resolution starts and ends and
/// whether its inputs changed (`forget()`); `FrameReuse` decides what may be kept and runs
/// the refreshes. Which reads of the time make a tree single-use is `TimeReads`'.
final class FrameReuse {
    /// The last peek's tree, while another peek may present it again.
    private(set) var cache: PeekCache?
    /// How many peeks presented the previous peek's tree again.
    private(set) var reusedPeeks = 0
    /// Whether refreshes are kept: while a peek resolves its root.
    private(set) var collectsRefreshes = false
    /// The refreshes registered by the resolution in progress (a peek's): closures, and the
    /// flat refreshes of plain effects with the clocks of their animations.
    private var pendingRefreshes: [PeekRefresh] = []
    var pendingEffectRefreshes: [EffectRefresh] = []
    var pendingClocks = PeekClocks()
    /// The lookups of the refresh running (see `LookupTape`).
    private(set) var lookupTape: LookupTape?

    /// Drops the kept tree (an input or the state changed).
    func forget() { cache = nil }

    /// Starts the resolution of a root; a peek's (`collecting`) registers refreshes.
    func beginResolution(collecting: Bool) {
        collectsRefreshes = collecting
        clearPending()
    }

    /// Ends the resolution of a root.
    func endResolution() { collectsRefreshes = false }

    /// Registers what a peek's tree runs again to present another time (kept only while a
    /// peek resolves its root). `changesSizes`: whether what the refresh sets may change a
    /// node's size for a proposal (then the reused tree's size caches are cleared before
    /// its layout); false only for what layout reads no size from.
    func addRefresh(changesSizes: Bool = true, _ refresh: @escaping () -> Void) {
        if collectsRefreshes { pendingRefreshes.append(PeekRefresh(run: refresh, changesSizes: changesSizes)) }
    }

    /// Keeps a peek's freshly resolved tree for the next peek when `mayReuse` (its
    /// resolution read the time only in scopes, and no state changed), with the
    /// refreshes its resolution registered.
    func keep(_ root: ResolvedNode, mayReuse: Bool, diagnostics: [GraphDiagnostic], resolvedViewCount: Int) {
        cache = mayReuse ? PeekCache(root: root, refreshes: pendingRefreshes, effectRefreshes: pendingEffectRefreshes,
                                     clocks: pendingClocks, diagnostics: diagnostics, resolvedViewCount: resolvedViewCount) : nil
        clearPending()
    }

    /// The kept tree when every behaviour in it may be laid out again (checked once); nil
    /// (and forgotten) otherwise.
    func reusableTree() -> PeekCache? {
        guard let cache else { return nil }
        if cache.isReusable == nil { cache.isReusable = cache.root.isReusableAcrossFrames }
        guard cache.isReusable == true else { self.cache = nil; return nil }
        return cache
    }

    /// Runs `cache`'s refreshes for `time` and readies its tree to be laid out again.
    func present(_ cache: PeekCache, at time: Double) {
        for refresh in cache.refreshes {
            lookupTape = refresh.tape
            refresh.tape.rewind()
            refresh.run()
            refresh.tape.finishRun()
        }
        lookupTape = nil
        if !cache.effectRefreshes.isEmpty {
            cache.clocks.sample(at: time)
            cache.clocks.samples.withUnsafeBufferPointer { samples in
                for refresh in cache.effectRefreshes { refresh.run(at: time, samples: samples) }
            }
        }
        if cache.refreshesChangeSizes {
            cache.root.prepareForNewLayout()
            cache.layoutIsCurrent = false
        }
        reusedPeeks += 1
        cache.warmNodes()
    }

    /// The diagnostics after `root`'s layout for `proposal` when the kept tree already has
    /// that layout (its layout still holds); nil when it must be laid out.
    func keptLayout(of root: ResolvedNode, for proposal: ProposedViewSize) -> [GraphDiagnostic]? {
        guard let cache, cache.root === root, cache.layoutIsCurrent, cache.laidOutProposal == proposal else { return nil }
        return cache.diagnosticsAfterLayout
    }

    /// Notes that `root` was laid out for `proposal`, leaving `diagnostics`.
    func didLayOut(_ root: ResolvedNode, for proposal: ProposedViewSize, diagnostics: [GraphDiagnostic]) {
        guard let cache, cache.root === root else { return }
        cache.laidOutProposal = proposal
        cache.layoutIsCurrent = true
        cache.diagnosticsAfterLayout = diagnostics
    }

    /// Notes that a geometry animation moved a node of `root`: its layout no longer holds.
    func layoutMoved() { cache?.layoutIsCurrent = false }

    private func clearPending() {
        pendingRefreshes = []
        pendingEffectRefreshes = []
        pendingClocks = PeekClocks()
    }
}

/// What a reused tree runs again at each peek, with the tape of its record lookups.
struct PeekRefresh {
    let run: () -> Void
    /// Whether what `run` sets may change a node's size for a proposal.
    let changesSizes: Bool
    let tape = LookupTape()
}

/// The animators a refresh looked up, in order. While a tree is reused the store does not
/// change (a peek stores nothing, and a committed update drops the tree), so a refresh,
/// which runs the same code on the same values each time, asks for the same animators in
/// the same order: its first run records what the store answered and later runs replay it
/// instead of hashing the keys again.
final class LookupTape {
    /// The animators of the first run (as the store holds them), and their keys (checked
    /// in debug builds).
    private var animators: [(any AnimatingRecord)?] = []
    private var keys: [AnimatorAddress] = []
    private var position = 0
    private var isRecorded = false

    /// Starts a run from the first lookup.
    func rewind() { position = 0 }

    /// Ends a run: the first one's lookups are what later runs replay.
    func finishRun() { isRecorded = true }

    /// The animator at `key`: replayed, or found by `find` (and recorded, in the first run).
    func lookUp<Value>(_ key: AnimatorKey<Value>, find: () -> Animator<Value>?) -> Animator<Value>? {
        let p = position
        if isRecorded, p < animators.count {
            position = p + 1
            assert(keys[p] == key.address, "a refresh asked for another animator than in its first run")
            return animators[p] as? Animator<Value>
        }
        let found = find()
        if !isRecorded {
            animators.append(found)
            keys.append(key.address)
        }
        return found
    }
}

extension ResolvedNode {
    /// Whether every behaviour in the subtree may be laid out again.
    var isReusableAcrossFrames: Bool {
        var stack = [self]
        while let node = stack.popLast() {
            guard node.behavior.isReusableAcrossFrames else { return false }
            stack.append(contentsOf: node.children)
        }
        return true
    }

    /// Forgets the subtree's layout (placement, sizes, container caches), as a freshly
    /// resolved tree has none.
    func prepareForNewLayout() {
        // Depth-first with an explicit stack of (node, next child): deep trees must not
        // recurse, and pushing only the path (not every child array) saves a retain and a
        // release per node.
        forgetLayout()
        behavior.discardLayoutCaches()
        var path: [(node: ResolvedNode, next: Int)] = [(self, 0)]
        while let (node, next) = path.last {
            guard next < node.children.count else { path.removeLast(); continue }
            path[path.count - 1].next = next + 1
            let child = node.children[next]
            child.forgetLayout()
            child.behavior.discardLayoutCaches()
            if !child.children.isEmpty { path.append((child, 0)) }
        }
    }
}
