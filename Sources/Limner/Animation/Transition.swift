import Foundation

/// How a view enters and leaves: SwiftUI's `AnyTransition`.
///
/// A transition is evaluated at a progress p: 0 is the fully removed (or not yet inserted)
/// look, 1 the view as it is. Inserted under an animation, p runs 0 → 1; removed under an
/// animation, the view keeps drawing at its last place while p runs 1 → 0, then goes.
/// Built-in transitions change opacity and an affine transform (offsets by the view's own
/// size for `move` and `slide`).
public struct AnyTransition: Sendable {
    indirect enum Kind: Sendable {
        case identity
        case opacity
        case scale(CGFloat, UnitPoint)
        case move(Edge)
        case offset(CGSize)
        case push(Edge)
        case asymmetric(insertion: Kind, removal: Kind)
        case combined(Kind, Kind)
    }
    let kind: Kind
    /// The animation the transition uses instead of the transaction's (`animation(_:)`).
    let animation: Animation??

    init(_ kind: Kind, animation: Animation?? = nil) {
        self.kind = kind
        self.animation = animation
    }

    /// No change.
    public static let identity = AnyTransition(.identity)
    /// Fades in and out.
    public static let opacity = AnyTransition(.opacity)
    /// Scales from nothing about the centre.
    public static let scale = AnyTransition(.scale(0, .center))
    /// Scales from `scale` about `anchor`.
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition(.scale(scale, anchor)) }
    /// Enters from the leading edge and leaves towards the trailing edge.
    public static let slide = AnyTransition(.asymmetric(insertion: .move(.leading), removal: .move(.trailing)))
    /// Moves in from and out to `edge`, by the view's own size.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(.move(edge)) }
    /// Offsets by `offset` when removed.
    public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition(.offset(offset)) }
    /// Offsets by (x, y) when removed.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { offset(CGSize(width: x, height: y)) }
    /// Pushes in from `edge` (fading) and out towards the opposite edge.
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition(.push(edge)) }
    /// One transition for insertion, another for removal.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(.asymmetric(insertion: insertion.kind, removal: removal.kind), animation: insertion.animation ?? removal.animation)
    }

    /// Both transitions at once.
    public func combined(with other: AnyTransition) -> AnyTransition {
        AnyTransition(.combined(kind, other.kind), animation: animation ?? other.animation)
    }
    /// The transition with its own animation.
    public func animation(_ animation: Animation?) -> AnyTransition { AnyTransition(kind, animation: .some(animation)) }

    /// The opacity factor and transform at progress `p` for a view of `size`.
    func effect(progress p: Double, size: CGSize, removal: Bool) -> (opacity: Double, transform: CGAffineTransform) {
        Self.effect(kind, p: min(max(p.isFinite ? p : 1, 0), 1), size: size, removal: removal)
    }

    private static func effect(_ kind: Kind, p: Double, size: CGSize, removal: Bool) -> (opacity: Double, transform: CGAffineTransform) {
        let q = CGFloat(1 - p)
        func shift(_ edge: Edge) -> CGAffineTransform {
            switch edge {
            case .leading: return CGAffineTransform(translationX: -size.width * q, y: 0)
            case .trailing: return CGAffineTransform(translationX: size.width * q, y: 0)
            case .top: return CGAffineTransform(translationX: 0, y: -size.height * q)
            case .bottom: return CGAffineTransform(translationX: 0, y: size.height * q)
            }
        }
        switch kind {
        case .identity: return (1, .identity)
        case .opacity: return (p, .identity)
        case let .scale(s, anchor):
            let k = s + (1 - s) * CGFloat(p)
            let a = CGPoint(x: anchor.x * size.width, y: anchor.y * size.height)
            let t = CGAffineTransform(translationX: -a.x, y: -a.y).concatenating(CGAffineTransform(scaleX: k, y: k))
                .concatenating(CGAffineTransform(translationX: a.x, y: a.y))
            return (1, t)
        case .move(let edge): return (1, shift(edge))
        case .offset(let o): return (1, CGAffineTransform(translationX: o.width * q, y: o.height * q))
        case .push(let edge):
            let opposite: Edge = [.leading: .trailing, .trailing: .leading, .top: .bottom, .bottom: .top][edge]!
            return (p, shift(removal ? opposite : edge))
        case let .asymmetric(insertion, removalKind):
            return effect(removal ? removalKind : insertion, p: p, size: size, removal: removal)
        case let .combined(a, b):
            let x = effect(a, p: p, size: size, removal: removal), y = effect(b, p: p, size: size, removal: removal)
            return (x.opacity * y.opacity, x.transform.concatenating(y.transform))
        }
    }
}

/// What a transition node keeps between updates: its last laid-out node (drawn while it is
/// being removed), where it sat, and the removal's progress.
final class TransitionRecord {
    var transition: AnyTransition
    var lastNode: ResolvedNode?
    var parentIdentity: ViewIdentity?
    /// The parent's depth among the nodes of its identity (a modifier's wrapper and the view
    /// it wraps share one), as `GeometryAnimation` counts it.
    var parentOrdinal = 0
    /// Where the node came in the last committed tree, in the order `GeometryAnimation`
    /// visits it (last child first): views leaving together are drawn in their tree order.
    var visitOrder = 0
    /// Set when the view was removed under an animation.
    var removal: (animator: Animator<Double>, end: Double)?
    /// When the removal started.
    var removalStart = -Double.infinity

    init(transition: AnyTransition) { self.transition = transition }
}

/// `transition(_:)`: animates the view's insertion; its removal is drawn by the graph's
/// ghosts (`RemovalTransitions`).
struct TransitionModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let transition: AnyTransition

    func resolve(content: @escaping ResolveContext.Content, in context: ResolveContext) -> [ResolvedNode] {
        let behavior = Self.behavior(transition, at: context.identity, in: context)
        return content(context).map { child in
            ResolvedNode(identity: child.identity, environment: child.environment, behavior: behavior, children: [child])
        }
    }

    /// The node behaviour of `transition` for the view at `identity` (its record and progress
    /// are kept there): at progress 0 when the view is new and inserted under an animation,
    /// which then runs it to 1.
    static func behavior(_ transition: AnyTransition, at identity: ViewIdentity, in context: ResolveContext) -> TransitionBehavior {
        let graph = context.graph
        let key = RecordKey.transition(at: identity)
        let isNew = !graph.hasRecord(key)
        let record = graph.record(key) { TransitionRecord(transition: transition) }
        record.transition = transition
        var transaction = context.transaction
        if let own = transition.animation, transaction.animation != nil { transaction.animation = own }
        // Inserted under an animation: progress starts at 0.
        let progressKey = AnimatorKey<Double>(.transitionProgress, at: identity)
        if isNew, !graph.isPeeking, transaction.animation != nil, !transaction.disablesAnimations {
            _ = graph.animator(progressKey, target: 0)
        }
        let progress = graph.animatedValue(1.0, progressKey, transaction: transaction)
        return TransitionBehavior(transition: transition, progress: progress, removal: false, record: record)
    }
}

/// A node its container finds among its children by its behaviour's type (a `List`'s
/// `Section`, a `Grid`'s `GridRow`): an `if` that makes one does not wrap it in its default
/// transition, which would hide it from the container (it comes and goes at once).
protocol ContainerPart {}

extension ResolveContext {
    /// Resolves `view`, the content of an `if` branch or of a `ForEach` element, as the child
    /// `component`, with SwiftUI's default transition: each view it makes fades in when the
    /// branch or element is inserted under an animation and out when it is removed under one
    /// (`AnyTransition.opacity`), unless the view sets a transition of its own.
    func resolveBranch<V: View>(_ view: V, component: ViewIdentity.Component) -> [ResolvedNode] {
        let nodes = resolve(view, component: component)
        return nodes.map { node in
            guard !(node.behavior is any ContainerPart), !Self.hasOwnTransition(node) else { return node }
            let behavior = TransitionModifier.behavior(.opacity, at: node.identity, in: self)
            let wrapper = ResolvedNode(identity: node.identity, environment: node.environment, behavior: behavior, children: [node])
            wrapper.transaction = node.transaction
            return wrapper
        }
    }

    /// Whether `node`, or a node of its modifier chain (the nodes below it of its identity),
    /// is a transition.
    private static func hasOwnTransition(_ node: ResolvedNode) -> Bool {
        var n = node
        while true {
            if n.behavior is TransitionBehavior { return true }
            guard n.children.count == 1, n.children[0].identity == n.identity else { return false }
            n = n.children[0]
        }
    }
}

/// Draws its child with the transition's effect at a progress; layout passes through.
struct TransitionBehavior: NodeBehavior, TransparentLayout {
    let transition: AnyTransition
    let progress: Double
    let removal: Bool
    let record: TransitionRecord

    var debugName: String { "Transition" }

    /// Its values are fixed when it is made: a progress still animating was read at the
    /// graph's time, which keeps that tree from being reused, and a settled one (1) is the
    /// same at every time.
    var isReusableAcrossFrames: Bool { true }

    func render(node: ResolvedNode, into builder: inout RenderBuilder) {
        if progress >= 1 {
            builder.renderChildren(of: node)
            return
        }
        let e = transition.effect(progress: progress, size: node.size, removal: removal)
        let saved = builder.opacity
        builder.opacity *= e.opacity
        builder.withTransform(e.transform) { $0.renderChildren(of: node) }
        builder.opacity = saved
    }
}

extension View {
    /// How the view enters and leaves when it is inserted or removed under an animation.
    public func transition(_ t: AnyTransition) -> some View { modifier(TransitionModifier(transition: t)) }
}
