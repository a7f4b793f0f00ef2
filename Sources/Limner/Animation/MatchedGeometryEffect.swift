import Foundation
import Synchronization

/// A dynamic property whose value names a space in which views match their geometry
/// (`matchedGeometryEffect(id:in:properties:anchor:isSource:)`): SwiftUI's `@Namespace`.
///
/// Each view that declares one gets its own identifier, kept by the view graph at the view's
/// place for as long as the view stays there, as `@State` is.
@propertyWrapper
public struct Namespace: DynamicProperty {
    /// The identifier of a namespace: equal for every read of one view's namespace.
    public struct ID: Hashable, Sendable {
        let value: Int
    }

    let location = NamespaceLocation()

    /// Creates a namespace; the view graph assigns its identifier.
    public init() {}

    /// The namespace's identifier.
    public var wrappedValue: ID { location.id }
}

/// Where a `@Namespace` reads its identifier: the graph's once installed, otherwise one of
/// the process's own (a namespace read outside a view graph matches nothing else).
final class NamespaceLocation {
    var installed: StateBox<Namespace.ID>?
    private lazy var own = Namespace.ID(value: Self.nextUnowned())

    var id: Namespace.ID { installed?.value ?? own }

    /// Identifiers outside any graph count down from −1, so they never equal a graph's.
    private static let unowned = Mutex(0)
    private static func nextUnowned() -> Int { unowned.withLock { $0 -= 1; return $0 } }
}

extension Namespace: InstallableProperty {
    func install(in graph: ViewGraph, slot: PropertySlot, environment: EnvironmentValues) {
        location.installed = graph.record(RecordKey<StateBox<Namespace.ID>>.state(slot)) {
            StateBox(value: graph.matchedGeometry.newNamespace(), graph: nil)
        }
    }
}

/// Which parts of a view's frame `matchedGeometryEffect` shares with its group's source.
public struct MatchedGeometryProperties: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32

    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The position of the view's anchor point.
    public static let position = MatchedGeometryProperties(rawValue: 1 << 0)
    /// The size, proposed to the view.
    public static let size = MatchedGeometryProperties(rawValue: 1 << 1)
    /// Position and size.
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

extension View {
    /// Matches this view's geometry with the other views of the group named `id` in
    /// `namespace`.
    ///
    /// The group's source (the first view of it with `isSource` true, in drawing order) sets
    /// its geometry: a view of the group that is not a source is proposed the source's size
    /// and moved so that its `anchor` lies on the source's (as `properties` says). A view
    /// inserted under an animation into a group that another view held at the last update
    /// starts from that view's frame and animates to its own, so a view swapped for another
    /// in `withAnimation` (an `if`/`else` of two views with one id) moves and resizes from
    /// where the other was. Layout around the view is not changed: its parent places it as
    /// without the effect.
    ///
    /// The view that leaves (by SwiftUI's default transition it fades out) moves along the
    /// frame the group's view in the tree shows.
    public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID,
                                                    properties: MatchedGeometryProperties = .frame,
                                                    anchor: UnitPoint = .center, isSource: Bool = true) -> some View {
        modifier(MatchedGeometryModifier(key: MatchedGeometryKey(namespace: namespace, id: AnyHashable(id)),
                                         properties: properties, anchor: anchor, isSource: isSource))
    }
}

/// One group of matched views: a namespace and an id in it.
struct MatchedGeometryKey: Hashable {
    let namespace: Namespace.ID
    let id: AnyHashable
}

/// The modifier behind `matchedGeometryEffect`: a transparent wrapper whose frame the graph
/// adjusts after layout (`MatchedGeometry.apply`).
struct MatchedGeometryModifier: ViewModifier, UnaryNodeModifier {
    typealias Body = Never
    let key: MatchedGeometryKey
    let properties: MatchedGeometryProperties
    let anchor: UnitPoint
    let isSource: Bool

    func makeBehavior(in context: ResolveContext) -> any NodeBehavior {
        context.graph.matchedGeometry.isUsed = true
        return MatchedGeometryNode(key: key, properties: properties, anchor: anchor, isSource: isSource)
    }
}

/// Lays out and draws its child as it is; the frame is the graph's to adjust.
struct MatchedGeometryNode: NodeBehavior, TransparentLayout {
    let key: MatchedGeometryKey
    let properties: MatchedGeometryProperties
    let anchor: UnitPoint
    let isSource: Bool

    var debugName: String { "MatchedGeometry(\(key.id)\(isSource ? "" : ", not source"))" }
    var isReusableAcrossFrames: Bool { true }

    /// Where a view of `size` goes so that its anchor lies on the anchor of `frame` (both in
    /// one coordinate space): the position the group shares.
    func origin(ofSize size: CGSize, sharing frame: CGRect) -> CGPoint {
        CGPoint(x: frame.minX + anchor.x * (frame.width - size.width), y: frame.minY + anchor.y * (frame.height - size.height))
    }
}

extension ResolvedNode {
    /// The origin of the node's parent in the root's space, as layout placed them.
    var parentGlobalOrigin: CGPoint { CGPoint(x: globalOrigin.x - origin.x, y: globalOrigin.y - origin.y) }
}

/// What the graph keeps of matched geometry between updates.
struct MatchedGeometryGroups {
    /// A group's frame in the root's space at the last committed update, and whose it was.
    struct Frame {
        let identity: ViewIdentity
        let frame: CGRect
        let isSource: Bool
    }

    /// Whether any view of the graph has used `matchedGeometryEffect`: until then an update
    /// does not look for matched views.
    var isUsed = false
    /// Each group's frame at the last committed update.
    var committed: [MatchedGeometryKey: Frame] = [:]
    private var namespaces = 0

    /// A new namespace identifier, numbered in the order views declare them.
    mutating func newNamespace() -> Namespace.ID {
        namespaces += 1
        return Namespace.ID(value: namespaces)
    }
}

/// The pass that gives matched views their group's geometry, after layout and before
/// geometry animation (`GeometryAnimation.apply`).
enum MatchedGeometry {
    private struct Member {
        let node: ResolvedNode
        let effect: MatchedGeometryNode
        /// Its depth among the nodes of its identity (the key of its frame's animator).
        let ordinal: Int
    }

    static func apply(to root: ResolvedNode, graph: ViewGraph) {
        guard graph.matchedGeometry.isUsed else { return }
        let members = collect(root)
        var sources: [MatchedGeometryKey: ResolvedNode] = [:]
        for m in members where m.effect.isSource && sources[m.effect.key] == nil { sources[m.effect.key] = m.node }
        for m in members where !m.effect.isSource {
            guard let source = sources[m.effect.key], !isInside(source, m.node) else { continue }
            follow(m, source, graph: graph)
        }
        guard !graph.isPeeking else { return }
        var next: [MatchedGeometryKey: MatchedGeometryGroups.Frame] = [:]
        for m in members {
            let key = m.effect.key
            let frame = CGRect(origin: m.node.globalOrigin, size: m.node.size)
            if let previous = graph.matchedGeometry.committed[key], previous.identity != m.node.identity {
                startFromPrevious(m, previous.frame, graph: graph)
            }
            if next[key].map({ !$0.isSource && m.effect.isSource }) ?? true {
                next[key] = .init(identity: m.node.identity, frame: frame, isSource: m.effect.isSource)
            }
        }
        graph.matchedGeometry.committed = next
    }

    /// The matched nodes of the tree in drawing order, with their ordinals as
    /// `GeometryAnimation` counts them.
    private static func collect(_ root: ResolvedNode) -> [Member] {
        var members: [Member] = []
        var stack: [(node: ResolvedNode, ordinal: Int)] = [(root, 0)]
        while let (node, ordinal) = stack.popLast() {
            if let effect = node.behavior as? MatchedGeometryNode {
                members.append(Member(node: node, effect: effect, ordinal: ordinal))
            }
            for child in node.children.reversed() {
                stack.append((child, child.identity == node.identity ? ordinal + 1 : 0))
            }
        }
        return members
    }

    /// Whether `node` is `ancestor` or lies under it.
    private static func isInside(_ node: ResolvedNode, _ ancestor: ResolvedNode) -> Bool {
        var stack = [ancestor]
        while let n = stack.popLast() {
            if n === node { return true }
            stack.append(contentsOf: n.children)
        }
        return false
    }

    /// Places a view that is not its group's source where the source is (what `properties`
    /// shares): proposed the source's size, its anchor on the source's.
    private static func follow(_ m: Member, _ source: ResolvedNode, graph: ViewGraph) {
        let node = m.node, effect = m.effect
        let parentOrigin = node.parentGlobalOrigin
        let proposal = effect.properties.contains(.size) ? ProposedViewSize(source.size) : node.placedProposal
        let size = node.sizeThatFits(proposal)
        var global = node.globalOrigin
        if effect.properties.contains(.position) {
            global = effect.origin(ofSize: size, sharing: CGRect(origin: source.globalOrigin, size: source.size))
        }
        let origin = CGPoint(x: global.x - parentOrigin.x, y: global.y - parentOrigin.y)
        guard origin.x.isFinite, origin.y.isFinite else { return }
        if origin != node.origin || size != node.size || proposal != node.placedProposal {
            node.place(at: origin, proposal: proposal, parentGlobalOrigin: parentOrigin)
            graph.frameReuse.layoutMoved()
        }
    }

    /// Starts the frame of a view new to its group at `previous` (the frame in the root's
    /// space another view held at the last update), when it is inserted under an animation:
    /// its frame's animator is made holding that frame, so geometry animation takes it from
    /// there to its own.
    private static func startFromPrevious(_ m: Member, _ previous: CGRect, graph: ViewGraph) {
        let node = m.node
        guard let transaction = node.transaction, transaction.animation != nil, !transaction.disablesAnimations else { return }
        let key = AnimatorKey<CGRect.AnimatableData>(.frame(depth: m.ordinal), at: node.identity)
        guard graph.records.existingAnimator(key) == nil else { return }
        let parentOrigin = node.parentGlobalOrigin
        var start = CGRect(origin: node.origin, size: node.size)
        let properties = m.effect.properties
        if properties.contains(.size) { start.size = previous.size }
        if properties.contains(.position) {
            let shared = m.effect.origin(ofSize: start.size, sharing: previous)
            start.origin = CGPoint(x: shared.x - parentOrigin.x, y: shared.y - parentOrigin.y)
        }
        guard start.origin.x.isFinite, start.origin.y.isFinite, start.width.isFinite, start.height.isFinite else { return }
        _ = graph.animator(key, target: start.animatableData)
    }
}
