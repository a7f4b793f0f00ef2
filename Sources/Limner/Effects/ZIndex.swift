/// `zIndex(_:)`: the drawing order of a view among its siblings in a stack (higher in
/// front; equal values keep their order). Layout is unchanged.
struct ZIndexNode: NodeBehavior, TransparentLayout {
    let value: Double
    var debugName: String { "ZIndex(\(value))" }
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
    /// The z-index set on the node (through wrappers that keep its layout role).
    var zIndex: Double {
        var n = self
        while true {
            if let z = n.behavior as? ZIndexNode { return z.value }
            guard n.children.count == 1, n.behavior is any TransparentLayout else { return 0 }
            n = n.children[0]
        }
    }
}

extension RenderBuilder {
    /// Records the children of a container in z-index order (stable).
    mutating func renderChildrenByZIndex(of node: ResolvedNode) {
        let ordered = node.children.enumerated().sorted { a, b in
            let za = a.element.zIndex, zb = b.element.zIndex
            return za != zb ? za < zb : a.offset < b.offset
        }
        for (_, child) in ordered { render(child) }
    }
}
