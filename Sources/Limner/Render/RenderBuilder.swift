/// Records the drawing of a laid-out node tree. (Seam: the display list it fills comes
/// with LimnerGraphics.)
struct RenderBuilder {
    /// Records every child of `node`, each in its own coordinate space.
    mutating func renderChildren(of node: ResolvedNode) {
        for child in node.children { render(child) }
    }

    /// Records one node.
    mutating func render(_ node: ResolvedNode) {
        node.behavior.render(node: node, into: &self)
    }
}
