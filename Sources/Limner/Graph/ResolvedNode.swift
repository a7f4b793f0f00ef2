/// One node of the resolved view tree: what a view value turned into once its state,
/// environment and body were evaluated. Each node has an identity, the environment it was
/// resolved in, a behaviour (how it sizes, places its children and draws) and children.
///
/// Layout fills in `origin` (in the parent's coordinate space) and `size`. Sizes are
/// cached per proposal for one layout pass, so stacks may probe children repeatedly
/// (minimum, maximum, final) without exponential cost in nested stacks.
final class ResolvedNode {
    // What recording reads of every node comes first, so that it shares the object's
    // first cache lines: a walk over a large tree waits on memory more than it computes.
    let behavior: any NodeBehavior
    /// The child when there is exactly one (nil otherwise), which `children` holds: the
    /// recording walk reads it instead of the array, whose buffer is another object, and
    /// without a retain (an atomic write to the child's first cache line).
    private(set) var onlyChild: Unmanaged<ResolvedNode>?
    /// Position in the parent's coordinate space, after placement.
    var origin: CGPoint = .zero
    /// Size, after placement.
    var size: CGSize = .zero
    var children: [ResolvedNode] {
        didSet { onlyChild = children.count == 1 ? Unmanaged.passUnretained(children[0]) : nil }
    }
    let identity: ViewIdentity
    let environment: EnvironmentValues
    /// Position in the root's coordinate space (layout and offsets only), after placement.
    /// A reused tree whose layout is kept (`PeekCache`) keeps the global origins of its
    /// last layout: nothing a reusable tree holds reads them.
    var globalOrigin: CGPoint = .zero
    /// The axis of the stack this node is a child of (Spacer grows only along it).
    var stackAxis: Axis?
    /// The transaction the node was resolved under (its geometry animates with it).
    var transaction: Transaction?
    /// The proposal the node was last placed with.
    private(set) var placedProposal: ProposedViewSize = .unspecified

    /// The first proposal sized and its answer (most nodes are asked one proposal only, so
    /// they need no dictionary); the answers to later proposals are in `sizeCache`.
    private var firstSizedProposal: ProposedViewSize?
    private var firstSize: CGSize = .zero
    private var sizeCache: [ProposedViewSize: CGSize] = [:]
    /// The explicit guides anything in the subtree may set (fixed at creation; only
    /// `GeometryReader`, which reports no guides, replaces its children later).
    private let subtreeGuides: ExplicitGuides
    /// The z-index set on the node, through wrappers that keep their layout role (fixed at
    /// creation, see `ResolvedNode.zIndex(behavior:children:)`): a stack of thousands of
    /// children reads it for each of them at every recording.
    let zIndex: Double
    /// Whether the node places its children mirrored (its environment's layout direction
    /// is right to left; read once here, not at every placement).
    let mirrorsChildren: Bool

    init(identity: ViewIdentity, environment: EnvironmentValues, behavior: any NodeBehavior, children: [ResolvedNode] = []) {
        self.identity = identity
        self.environment = environment
        self.behavior = behavior
        self.children = children
        onlyChild = children.count == 1 ? Unmanaged.passUnretained(children[0]) : nil
        var guides = behavior.ownExplicitGuides
        for child in children where child.subtreeGuides > guides { guides = child.subtreeGuides }
        subtreeGuides = guides
        zIndex = Self.zIndex(behavior: behavior, children: children)
        mirrorsChildren = environment.layoutDirection == .rightToLeft
    }

    /// The node's size for a proposal. Malformed proposals (NaN, negative) are sanitised
    /// first and malformed answers (NaN, negative) become 0.
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let proposal = proposal.sanitized
        if let first = firstSizedProposal {
            if first == proposal { return firstSize }
            if let cached = sizeCache[proposal] { return cached }
        }
        let size = behavior.sizeThatFits(proposal, node: self).sanitized
        if firstSizedProposal == nil {
            firstSizedProposal = proposal
            firstSize = size
        } else {
            sizeCache[proposal] = size
        }
        return size
    }

    /// Sizes the node for `proposal`, puts it at `origin` in its parent and places its
    /// children.
    func place(at origin: CGPoint, proposal: ProposedViewSize, parentGlobalOrigin: CGPoint) {
        let proposal = proposal.sanitized
        self.origin = origin
        self.placedProposal = proposal
        self.size = sizeThatFits(proposal)
        self.globalOrigin = CGPoint(x: parentGlobalOrigin.x + origin.x, y: parentGlobalOrigin.y + origin.y)
        behavior.placeChildren(of: self, size: size, proposal: proposal)
    }

    /// Forgets the placement and the cached sizes (for a tree laid out again, see
    /// `PeekCache`).
    func forgetLayout() {
        origin = .zero
        size = .zero
        globalOrigin = .zero
        placedProposal = .unspecified
        firstSizedProposal = nil
        firstSize = .zero
        if !sizeCache.isEmpty { sizeCache = [:] }
    }

    /// Places a child (a convenience for behaviours). Under a right-to-left layout
    /// direction the child's x is mirrored in this node's width, so every container lays
    /// out mirrored without knowing it (SwiftUI's right-to-left layout).
    func placeChild(_ child: ResolvedNode, at origin: CGPoint, proposal: ProposedViewSize) {
        var origin = origin
        if mirrorsChildren {
            origin.x = size.width - origin.x - child.sizeThatFits(proposal).width
        }
        child.place(at: origin, proposal: proposal, parentGlobalOrigin: globalOrigin)
    }

    /// The value of an explicitly set alignment guide for the node at `size`, if any.
    func explicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
        // Most subtrees set no guide at all: answering at once keeps a container of
        // thousands of views from asking each of them through its wrappers.
        switch subtreeGuides {
        case .none: return nil
        case .textBaselines: if !ExplicitGuides.isTextBaseline(key) { return nil }
        case .any: break
        }
        return behavior.explicitAlignment(key, node: self, size: size)
    }

    /// The node's dimensions at `size` (for alignment).
    func dimensions(_ size: CGSize) -> ViewDimensions {
        ViewDimensions(size: size) { [unowned self] key in self.explicitAlignment(key, size: size) }
    }

    /// The priority by which a stack gives this node space.
    var layoutPriority: Double { behavior.layoutPriority(node: self) }

    /// The spacing the node asks for next to its neighbours in a stack.
    var spacing: ViewSpacing { behavior.spacing(node: self) }

    /// The first child (for single-child behaviours).
    var child: ResolvedNode? { children.first }
}

/// How a node lays out and draws. Default implementations make a node a transparent
/// single-child wrapper (or an empty flexible leaf without children).
protocol NodeBehavior {
    /// The node's size for a (sanitised) proposal.
    func sizeThatFits(_ proposal: ProposedViewSize, node: ResolvedNode) -> CGSize
    /// Places the children, given the node's final size and the proposal it had.
    func placeChildren(of node: ResolvedNode, size: CGSize, proposal: ProposedViewSize)
    /// An explicitly set alignment guide, in the node's coordinates.
    func explicitAlignment(_ key: AlignmentKey, node: ResolvedNode, size: CGSize) -> CGFloat?
    /// Priority in a stack.
    func layoutPriority(node: ResolvedNode) -> Double
    /// Spacing preferences next to neighbours in a stack.
    func spacing(node: ResolvedNode) -> ViewSpacing
    /// Records the node's drawing.
    func render(node: ResolvedNode, into builder: inout RenderBuilder)
    /// A short description for printed trees.
    var debugName: String { get }
    /// The guides the behaviour itself sets (not those it passes on from its children):
    /// `.none` unless its `explicitAlignment` answers from something other than its children.
    /// A behaviour that overrides `explicitAlignment` with values of its own must say so
    /// here, or nodes above will not ask it.
    var ownExplicitGuides: ExplicitGuides { get }
    /// Whether a tree holding this behaviour may be laid out again for another frame
    /// (`PeekCache`): true only when the behaviour keeps nothing from one layout to the
    /// next but what `discardLayoutCaches` clears and pure caches of its own values.
    var isReusableAcrossFrames: Bool { get }
    /// Clears what the behaviour remembered from the last layout.
    func discardLayoutCaches()
    /// How the node takes part in its stack's drawing order (`ResolvedNode.zIndex`):
    /// `.passThrough` for `TransparentLayout` behaviours, `.none` for the others, unless the
    /// behaviour sets a z-index itself.
    var zIndexRole: ZIndexRole { get }
}

/// Which explicit alignment guides a view may set.
enum ExplicitGuides: UInt8, Comparable {
    /// None.
    case none
    /// Only the first and last text baselines (text, symbols).
    case textBaselines
    /// Any guide (`alignmentGuide`, custom layouts).
    case any

    static func < (a: ExplicitGuides, b: ExplicitGuides) -> Bool { a.rawValue < b.rawValue }

    private static let first = VerticalAlignment.firstTextBaseline.key
    private static let last = VerticalAlignment.lastTextBaseline.key

    /// Whether `key` is a text baseline.
    static func isTextBaseline(_ key: AlignmentKey) -> Bool { key == first || key == last }
}

extension NodeBehavior {
    func sizeThatFits(_ proposal: ProposedViewSize, node: ResolvedNode) -> CGSize {
        guard let child = node.child else { return proposal.replacingUnspecifiedDimensions() }
        return child.sizeThatFits(proposal)
    }

    func placeChildren(of node: ResolvedNode, size: CGSize, proposal: ProposedViewSize) {
        for child in node.children { node.placeChild(child, at: .zero, proposal: proposal) }
    }

    func explicitAlignment(_ key: AlignmentKey, node: ResolvedNode, size: CGSize) -> CGFloat? {
        guard let child = node.child else { return nil }
        return child.explicitAlignment(key, size: child.sizeThatFits(ProposedViewSize(size)))
    }

    func layoutPriority(node: ResolvedNode) -> Double { node.child?.layoutPriority ?? 0 }

    func spacing(node: ResolvedNode) -> ViewSpacing { node.child?.spacing ?? ViewSpacing() }

    func render(node: ResolvedNode, into builder: inout RenderBuilder) {
        builder.renderChildren(of: node)
    }

    var debugName: String { String(describing: Self.self) }

    var ownExplicitGuides: ExplicitGuides { .none }

    var isReusableAcrossFrames: Bool { false }

    func discardLayoutCaches() {}
}
