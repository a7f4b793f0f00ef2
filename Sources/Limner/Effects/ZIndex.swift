/// `zIndex(_:)`: the drawing order of a view among its siblings in a stack (higher in
/// front; equal values keep their order). Layout is unchanged.
struct ZIndexNode: NodeBehavior, TransparentLayout {
    let value: Double
    var debugName: String { "ZIndex(\(value))" }
    var zIndexRole: ZIndexRole { .value(value) }
}

/// How a behaviour takes part in the drawing order of its stack.
enum ZIndexRole {
    /// It sets this z-index.
    case value(Double)
    /// Its single child's z-index is its own (a `TransparentLayout` wrapper).
    case passThrough
    /// It has z-index 0 whatever is below it.
    case none
}

extension NodeBehavior {
    var zIndexRole: ZIndexRole { .none }
}

extension NodeBehavior where Self: TransparentLayout {
    var zIndexRole: ZIndexRole { .passThrough }
}

struct ZIndexModifier: ViewModifier, UnaryNodeModifier {
    typealias Body = Never
    let value: Double
    func makeBehavior(in context: ResolveContext) -> any NodeBehavior { ZIndexNode(value: value.isNaN ? 0 : value) }
}

extension View {
    /// Draws the view in front of siblings with a lower value (0 by default).
    public func zIndex(_ value: Double) -> some View { modifier(ZIndexModifier(value: value)) }
}

extension ResolvedNode {
    /// The z-index set on a node with `behavior` and `children` (through wrappers that keep
    /// their layout role): what `ResolvedNode.zIndex` keeps from the node's creation. Only a
    /// `GeometryReader` replaces its children later, and its role is `.none`.
    static func zIndex(behavior: any NodeBehavior, children: [ResolvedNode]) -> Double {
        switch behavior.zIndexRole {
        case .value(let z): return z
        case .passThrough where children.count == 1: return children[0].zIndex
        case .passThrough, .none: return 0
        }
    }
}

extension ResolvedNode {
    /// The children in drawing order: by z-index, equal values in their order. Children that
    /// all have the same z-index keep their order without a sort.
    var childrenInZOrder: [ResolvedNode] {
        let children = self.children
        guard let first = children.first?.zIndex, children.contains(where: { $0.zIndex != first }) else { return children }
        let keys = children.map(\.zIndex)
        return children.indices.sorted { a, b in keys[a] != keys[b] ? keys[a] < keys[b] : a < b }.map { children[$0] }
    }
}

extension RenderBuilder {
    /// Records the children of a container in z-index order (stable).
    mutating func renderChildrenByZIndex(of node: ResolvedNode) {
        render(node.childrenInZOrder)
    }
}
