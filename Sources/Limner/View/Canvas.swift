/// Immediate-mode drawing in a view: SwiftUI's `Canvas`. It fills its frame (10×10 at its
/// ideal size); the renderer draws through a `GraphicsContext` whose environment is the
/// view's.
///
/// Symbols are child views tagged with `tag(_:)` (directly, or inside `ForEach`, whose
/// element ids tag untagged elements). Each is laid out at its ideal size, recorded once per
/// frame as a display list, and found by `GraphicsContext.resolveSymbol(id:)`; every `draw`
/// replays it. Symbols are never drawn on their own.
public struct Canvas<Symbols: View>: View {
    let opaque: Bool
    let renderer: (inout GraphicsContext, CGSize) -> Void
    let symbols: Symbols

    /// Creates a canvas whose renderer can draw the tagged `symbols`.
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols) {
        self.opaque = opaque
        self.renderer = renderer
        self.symbols = symbols()
    }

    public typealias Body = Never
    public var body: Never { primitiveBodyAccessed(Self.self) }
}

extension Canvas where Symbols == EmptyView {
    /// Creates a canvas without symbols.
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void) {
        self.init(opaque: opaque, colorMode: colorMode, rendersAsynchronously: rendersAsynchronously,
                  renderer: renderer, symbols: { EmptyView() })
    }
}

extension Canvas: PrimitiveView {
    func resolve(in context: ResolveContext) -> [ResolvedNode] {
        let symbolRoot = context.identity.child(.secondary(0))
        var symbolContext = context
        symbolContext.identity = symbolRoot
        let symbolNodes = Symbols.self == EmptyView.self ? [] : symbolContext.resolve(symbols)
        let tags = symbolNodes.map { CanvasLayout.tag(of: $0, below: symbolRoot) }
        return [ResolvedNode(identity: context.identity, environment: context.environment,
                             behavior: CanvasLayout(renderer: renderer, symbolTags: tags), children: symbolNodes)]
    }
}

/// A Canvas node. Its children are the symbols: laid out at their ideal sizes, drawn only
/// through the renderer.
struct CanvasLayout: NodeBehavior {
    let renderer: (inout GraphicsContext, CGSize) -> Void
    /// The tag of each child (nil: untagged, unreachable).
    let symbolTags: [AnyHashable?]

    var debugName: String { symbolTags.isEmpty ? "Canvas" : "Canvas(symbols: \(symbolTags.count))" }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ResolvedNode) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeChildren(of node: ResolvedNode, size: CGSize, proposal: ProposedViewSize) {
        for child in node.children { node.placeChild(child, at: .zero, proposal: .unspecified) }
    }

    func explicitAlignment(_ key: AlignmentKey, node: ResolvedNode, size: CGSize) -> CGFloat? { nil }
    func layoutPriority(node: ResolvedNode) -> Double { 0 }
    func spacing(node: ResolvedNode) -> ViewSpacing { ViewSpacing() }

    func render(node: ResolvedNode, into builder: inout RenderBuilder) {
        var environment = node.environment
        if !node.children.isEmpty {
            var table = CanvasSymbolTable()
            for (child, tag) in zip(node.children, symbolTags) {
                guard let tag else { continue }
                var sub = RenderBuilder()
                sub.render(child)
                table[tag] = GraphicsContext.ResolvedSymbol(size: child.size, content: sub.displayList)
            }
            environment.canvasSymbols = table
        }
        var context = GraphicsContext(size: node.size, environment: environment)
        renderer(&context, node.size)
        let content = context.recordedDisplayList
        // Not a compositing boundary: the group passes opacity and blend mode to each item.
        builder.appendGroup(DisplayList.Group(content: content, opacity: builder.opacity, blendMode: builder.blendMode,
                                              filters: builder.shadows))
    }

    /// A symbol's tag: the outermost `tag(_:)` along its chain of single-child wrappers,
    /// else the nearest `ForEach` element id between it and the canvas.
    static func tag(of node: ResolvedNode, below root: ViewIdentity) -> AnyHashable? {
        var current: ResolvedNode? = node
        while let n = current {
            if let tag = n.behavior as? TagNode { return tag.tag }
            current = n.children.count == 1 ? n.children[0] : nil
        }
        var identity: ViewIdentity? = node.identity
        while let i = identity, i != root {
            switch i.component {
            case .id(let id)?: return id
            case .duplicateID(let id, _)?: return id
            default: identity = i.parent
            }
        }
        return nil
    }
}

/// A tag: identifies a view among its siblings (Canvas symbols, pickers). It does not
/// change layout or drawing.
struct TagModifier: ViewModifier, UnaryNodeModifier {
    typealias Body = Never
    let tag: AnyHashable
    func makeBehavior(in context: ResolveContext) -> any NodeBehavior { TagNode(tag: tag) }
}

struct TagNode: NodeBehavior, TransparentLayout {
    let tag: AnyHashable
    var debugName: String { "Tag(\(tag))" }
}

extension View {
    /// Tags the view with a value.
    public func tag<V: Hashable>(_ tag: V) -> some View { modifier(TagModifier(tag: AnyHashable(tag))) }
}
