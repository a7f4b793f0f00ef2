/// A coordinate space a geometry proxy can measure in.
public enum CoordinateSpace: Hashable {
    /// The root view's space.
    case global
    /// The view's own space.
    case local
    /// The space of the ancestor marked with `coordinateSpace(name:)`.
    case named(AnyHashable)
}

extension CoordinateSpace: @unchecked Sendable {}

/// The name the nearest `ScrollView` gives its coordinate space (`CoordinateSpace.scrollView`).
struct ScrollViewSpaceName: Hashable {}

extension CoordinateSpace {
    /// The space of the nearest enclosing `ScrollView`, whose origin is its visible top-leading
    /// corner (a scroll view is drawn at rest). Outside any scroll view, the global space.
    public static var scrollView: CoordinateSpace { .named(ScrollViewSpaceName()) }

    /// The space of the nearest enclosing `ScrollView` (this one, whatever axis it scrolls on).
    public static func scrollView(axis: Axis) -> CoordinateSpace { .scrollView }
}

/// Access to the size and position of the enclosing `GeometryReader`.
public struct GeometryProxy {
    /// The reader's size.
    public let size: CGSize
    let globalOrigin: CGPoint
    let namedSpaces: [AnyHashable: CoordinateSpaceAnchor]

    /// The safe area insets (always zero here: there is no device chrome).
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }

    /// The reader's frame in a coordinate space (`.global` includes offsets applied by
    /// ancestors; rotation and scale effects are not included). An unknown named space is
    /// treated as global.
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case .local: return CGRect(origin: .zero, size: size)
        case .global: return CGRect(origin: globalOrigin, size: size)
        case .named(let name):
            let base = namedSpaces[name]?.globalOrigin ?? .zero
            return CGRect(origin: CGPoint(x: globalOrigin.x - base.x, y: globalOrigin.y - base.y), size: size)
        }
    }
}

/// A view whose content is built from its own size and position. It takes the whole
/// proposed size (0 where unspecified) and places its content at its top-leading corner,
/// proposing it the full size.
public struct GeometryReader<Content: View>: View {
    /// Builds the content from the geometry.
    public var content: (GeometryProxy) -> Content

    /// Creates a geometry reader.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }

    public typealias Body = Never
    public var body: Never { primitiveBodyAccessed(Self.self) }
}

extension GeometryReader: PrimitiveView {
    func resolve(in context: ResolveContext) -> [ResolvedNode] {
        let content = self.content
        return [ResolvedNode(identity: context.identity, environment: context.environment,
                             behavior: GeometryReaderLayout(context: context) { content($0) })]
    }
}

/// The reader's layout; its content is resolved at placement, once the size is known.
struct GeometryReaderLayout: NodeBehavior {
    let context: ResolveContext
    let makeContent: (GeometryProxy) -> any View

    var debugName: String { "GeometryReader" }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ResolvedNode) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: .zero)
    }

    func placeChildren(of node: ResolvedNode, size: CGSize, proposal: ProposedViewSize) {
        let proxy = GeometryProxy(size: size, globalOrigin: node.globalOrigin,
                                  namedSpaces: node.environment.coordinateSpaces)
        // Content built from another geometry than the commit's presents no kept body.
        var context = self.context
        let graph = context.graph
        if !graph.evaluatedBodies.geometryIsCommitted(CGRect(origin: node.globalOrigin, size: size), at: node.identity,
                                                      peeking: graph.isPeeking) {
            context.reusesBodies = false
        }
        node.children = context.resolve(makeContent(proxy), component: .index(0))
        for child in node.children { node.placeChild(child, at: .zero, proposal: ProposedViewSize(size)) }
    }

    func explicitAlignment(_ key: AlignmentKey, node: ResolvedNode, size: CGSize) -> CGFloat? { nil }
    func layoutPriority(node: ResolvedNode) -> Double { 0 }
    func spacing(node: ResolvedNode) -> ViewSpacing { ViewSpacing() }
}

/// The name `coordinateSpace(_:)` gives for a space without one: no `frame(in:)` asks for it.
private struct UnnamedSpace: Hashable {}

/// The position of a named coordinate space, filled in when its view is placed.
final class CoordinateSpaceAnchor {
    var globalOrigin: CGPoint = .zero
}

/// Names the view's coordinate space.
struct CoordinateSpaceModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let name: AnyHashable

    func resolve(content: @escaping ResolveContext.Content, in context: ResolveContext) -> [ResolvedNode] {
        let anchor = CoordinateSpaceAnchor()
        var inner = context
        inner.environment.coordinateSpaces[name] = anchor
        return content(inner).map { child in
            ResolvedNode(identity: child.identity, environment: child.environment,
                         behavior: CoordinateSpaceLayout(anchor: anchor), children: [child])
        }
    }
}

struct CoordinateSpaceLayout: NodeBehavior, TransparentLayout {
    let anchor: CoordinateSpaceAnchor
    var debugName: String { "CoordinateSpace" }
    func placeChildren(of node: ResolvedNode, size: CGSize, proposal: ProposedViewSize) {
        anchor.globalOrigin = node.globalOrigin
        for child in node.children { node.placeChild(child, at: .zero, proposal: proposal) }
    }
}

extension View {
    /// Names this view's coordinate space for `GeometryProxy.frame(in: .named(name))`.
    public func coordinateSpace<T: Hashable>(name: T) -> some View {
        modifier(CoordinateSpaceModifier(name: AnyHashable(name)))
    }

    /// Names this view's coordinate space: `coordinateSpace(.named("list"))`. A space that is
    /// not named (`.global`, `.local`) names nothing.
    public func coordinateSpace(_ space: CoordinateSpace) -> some View {
        let name: AnyHashable
        if case .named(let given) = space { name = given } else { name = AnyHashable(UnnamedSpace()) }
        return modifier(CoordinateSpaceModifier(name: name))
    }
}
