/// Immediate-mode drawing in a view: SwiftUI's `Canvas` (without symbols). It fills its
/// frame (10×10 at its ideal size); the renderer draws through a `GraphicsContext` whose
/// environment is the view's.
public struct Canvas: View {
    let opaque: Bool
    let renderer: (inout GraphicsContext, CGSize) -> Void

    /// Creates a canvas.
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void) {
        self.opaque = opaque
        self.renderer = renderer
    }

    public typealias Body = Never
    public var body: Never { primitiveBodyAccessed(Self.self) }
}

extension Canvas: PrimitiveView {
    func resolve(in context: ResolveContext) -> [ResolvedNode] {
        [ResolvedNode(identity: context.identity, environment: context.environment, behavior: CanvasLayout(renderer: renderer))]
    }
}

struct CanvasLayout: NodeBehavior {
    let renderer: (inout GraphicsContext, CGSize) -> Void
    var debugName: String { "Canvas" }
    func placeChildren(of node: ResolvedNode, size: CGSize, proposal: ProposedViewSize) {}
    func explicitAlignment(_ key: AlignmentKey, node: ResolvedNode, size: CGSize) -> CGFloat? { nil }

    func render(node: ResolvedNode, into builder: inout RenderBuilder) {
        var context = GraphicsContext(size: node.size, environment: node.environment)
        renderer(&context, node.size)
        let content = context.recordedDisplayList
        // Not a compositing boundary: the group passes opacity and blend mode to each item.
        builder.appendGroup(DisplayList.Group(content: content, opacity: builder.opacity, blendMode: builder.blendMode,
                                              filters: builder.shadows))
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
