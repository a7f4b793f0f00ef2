/// Shows the first of its children whose ideal size fits the proposal along `axes`
/// (SwiftUI's `ViewThatFits`); the last child when none fits.
public struct ViewThatFits<Content: View>: View {
    let axes: Axis.Set
    let content: Content

    /// Creates the view; `in` chooses the axes that must fit (both by default).
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    public typealias Body = Never
    public var body: Never { primitiveBodyAccessed(Self.self) }
}

extension ViewThatFits: PrimitiveView {
    func resolve(in context: ResolveContext) -> [ResolvedNode] {
        let children = context.resolve(content, component: .index(0))
        return [ResolvedNode(identity: context.identity, environment: context.environment,
                             behavior: ViewThatFitsLayout(axes: axes), children: children)]
    }
}

struct ViewThatFitsLayout: NodeBehavior {
    let axes: Axis.Set
    /// The child chosen at placement (drawing shows only it).
    final class Chosen { var index: Int? }
    let chosen = Chosen()

    var debugName: String { "ViewThatFits" }

    /// The index of the chosen child for a proposal.
    func choice(_ node: ResolvedNode, _ proposal: ProposedViewSize) -> Int? {
        guard !node.children.isEmpty else { return nil }
        for (i, child) in node.children.enumerated() {
            var ideal = ProposedViewSize.unspecified
            if !axes.contains(.horizontal) { ideal.width = proposal.width }
            if !axes.contains(.vertical) { ideal.height = proposal.height }
            let size = child.sizeThatFits(ideal)
            let fitsW = !axes.contains(.horizontal) || proposal.width.map { size.width <= $0 + 0.001 } ?? true
            let fitsH = !axes.contains(.vertical) || proposal.height.map { size.height <= $0 + 0.001 } ?? true
            if fitsW && fitsH { return i }
        }
        return node.children.count - 1
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ResolvedNode) -> CGSize {
        guard let i = choice(node, proposal) else { return .zero }
        return node.children[i].sizeThatFits(proposal)
    }

    func placeChildren(of node: ResolvedNode, size: CGSize, proposal: ProposedViewSize) {
        let index = choice(node, proposal)
        chosen.index = index
        for (i, child) in node.children.enumerated() {
            node.placeChild(child, at: .zero, proposal: i == index ? proposal : .zero)
        }
    }

    func explicitAlignment(_ key: AlignmentKey, node: ResolvedNode, size: CGSize) -> CGFloat? {
        guard let i = choice(node, ProposedViewSize(size)) else { return nil }
        let child = node.children[i]
        return child.explicitAlignment(key, size: child.sizeThatFits(ProposedViewSize(size)))
    }

    func layoutPriority(node: ResolvedNode) -> Double { 0 }
    func spacing(node: ResolvedNode) -> ViewSpacing { ViewSpacing() }

    func render(node: ResolvedNode, into builder: inout RenderBuilder) {
        guard let i = chosen.index ?? choice(node, ProposedViewSize(node.size)), i < node.children.count else { return }
        builder.render(node.children[i])
    }
}
