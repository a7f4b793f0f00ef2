/// Arranges its children in a horizontal line.
public struct HStack<Content: View>: View {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    /// Creates a horizontal stack; `spacing` nil lets each pair of neighbours choose.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public typealias Body = Never
    public var body: Never { primitiveBodyAccessed(Self.self) }
}

extension HStack: PrimitiveView {
    func resolve(in context: ResolveContext) -> [ResolvedNode] {
        let children = context.resolve(content, component: .index(0))
        StackLayout.prepare(children: children, axis: .horizontal)
        return [ResolvedNode(identity: context.identity, environment: context.environment,
                             behavior: StackLayout(axis: .horizontal, alignment: alignment.key, spacing: spacing),
                             children: children)]
    }
}

/// Arranges its children in a vertical line.
public struct VStack<Content: View>: View {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    /// Creates a vertical stack; `spacing` nil lets each pair of neighbours choose.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public typealias Body = Never
    public var body: Never { primitiveBodyAccessed(Self.self) }
}

extension VStack: PrimitiveView {
    func resolve(in context: ResolveContext) -> [ResolvedNode] {
        let children = context.resolve(content, component: .index(0))
        StackLayout.prepare(children: children, axis: .vertical)
        return [ResolvedNode(identity: context.identity, environment: context.environment,
                             behavior: StackLayout(axis: .vertical, alignment: alignment.key, spacing: spacing),
                             children: children)]
    }
}

/// Overlays its children, aligned by `alignment`; later children are drawn on top.
public struct ZStack<Content: View>: View {
    let alignment: Alignment
    let content: Content

    /// Creates an overlaying stack.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public typealias Body = Never
    public var body: Never { primitiveBodyAccessed(Self.self) }
}

extension ZStack: PrimitiveView {
    func resolve(in context: ResolveContext) -> [ResolvedNode] {
        let children = context.resolve(content, component: .index(0))
        return [ResolvedNode(identity: context.identity, environment: context.environment,
                             behavior: ZStackNodeLayout(alignment: alignment), children: children)]
    }
}

/// The layout of `ZStack` (and of the implicit stack around overlay content): each child
/// gets the stack's proposal, children are aligned by their guides, and the stack's size
/// is the extent of the aligned children.
struct ZStackNodeLayout: NodeBehavior {
    let alignment: Alignment
    /// Merged guides already computed.
    let guides = GuideCache()

    var debugName: String { "ZStack" }
    var isReusableAcrossFrames: Bool { true }
    func discardLayoutCaches() { guides.removeAll() }

    private func arrange(_ node: ResolvedNode, proposal: ProposedViewSize) -> (CGSize, [CGPoint]) {
        guard !node.children.isEmpty else { return (.zero, []) }
        var origins: [CGPoint] = []
        var low = CGPoint(x: CGFloat.infinity, y: .infinity), high = CGPoint(x: -CGFloat.infinity, y: -CGFloat.infinity)
        for child in node.children {
            let size = child.sizeThatFits(proposal)
            let d = child.dimensions(size)
            func start(_ guide: @autoclosure () -> CGFloat, _ length: CGFloat) -> CGFloat {
                guard length.isFinite else { return 0 }  // an infinite child sits at 0
                let g = guide()
                return g.isFinite ? -g : 0
            }
            let origin = CGPoint(x: start(d[alignment.horizontal], size.width), y: start(d[alignment.vertical], size.height))
            origins.append(origin)
            low = CGPoint(x: min(low.x, origin.x), y: min(low.y, origin.y))
            high = CGPoint(x: max(high.x, origin.x + size.width), y: max(high.y, origin.y + size.height))
        }
        return (CGSize(width: high.x - low.x, height: high.y - low.y),
                origins.map { CGPoint(x: $0.x - low.x, y: $0.y - low.y) })
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ResolvedNode) -> CGSize { arrange(node, proposal: proposal).0 }

    func placeChildren(of node: ResolvedNode, size: CGSize, proposal: ProposedViewSize) {
        let (_, origins) = arrange(node, proposal: proposal)
        for (child, origin) in zip(node.children, origins) { node.placeChild(child, at: origin, proposal: proposal) }
    }

    /// The children's explicit guides, merged (see `mergedExplicitAlignment`): what makes an
    /// `alignmentGuide` inside `overlay(alignment:)` and `background(alignment:)` count.
    func explicitAlignment(_ key: AlignmentKey, node: ResolvedNode, size: CGSize) -> CGFloat? {
        guides.value(node: node, key: key, size: size) {
            let proposal = ProposedViewSize(size)
            let (_, origins) = arrange(node, proposal: proposal)
            return mergedExplicitAlignment(key, children: node.children, origins: origins, proposals: origins.map { _ in proposal })
        }
    }
    func layoutPriority(node: ResolvedNode) -> Double { 0 }
    func spacing(node: ResolvedNode) -> ViewSpacing { ViewSpacing() }

    /// Children are drawn in `zIndex` order.
    func render(node: ResolvedNode, into builder: inout RenderBuilder) { builder.renderChildrenByZIndex(of: node) }
}
