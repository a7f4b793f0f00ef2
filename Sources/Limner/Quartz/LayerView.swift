/// Shows a Core Animation layer tree inside a view. The layer's bounds size is the view's
/// ideal size; the tree is drawn at the frame's time by the layer's `LayerHost` (created on
/// first use and kept by the layer), which runs on the view host's `VirtualClock` instance:
/// its animations, delegates, completions and `asyncAfter`s run at their virtual times in one
/// order with the view's events.
///
/// The view also keeps the layer's delegate alive (a `UIView` or `UIWindow`: a layer holds
/// its delegate weakly, as Core Animation's does), so `AnimationRenderer(layer:
/// makeWindow().layer)` renders a window nobody else keeps, with its controllers running.
public struct LayerView: View {
    let layer: CALayer
    /// The layer's delegate when the view was made (the view or window that owns the layer).
    private let owner: AnyObject?

    /// Shows `layer` and its sublayers.
    public init(_ layer: CALayer) {
        self.layer = layer
        self.owner = layer.delegate
    }

    public typealias Body = Never
    public var body: Never { primitiveBodyAccessed(Self.self) }
}

extension LayerView: PrimitiveView {
    func resolve(in context: ResolveContext) -> [ResolvedNode] {
        [ResolvedNode(identity: context.identity, environment: context.environment,
                      behavior: LayerNode(layer: layer, time: layerFrameTime(in: context)))]
    }
}

/// The time of the frame being resolved, in seconds of the view graph's clock.
func layerFrameTime(in context: ResolveContext) -> TimeInterval {
    context.graph.timeReads.readsFrameTime = true
    return context.graph.time
}

extension AnimationRenderer where Content == LayerView {
    /// Renders a Core Animation layer tree over time (a `UIViewController`'s `view.layer`
    /// works the same way): its animations, transactions and scheduled callbacks run on the
    /// renderer's virtual clock.
    public convenience init(layer: CALayer) { self.init(content: LayerView(layer)) }
}

/// A layer tree leaf: sized like the root layer's bounds, drawn from its host's display list.
struct LayerNode: NodeBehavior {
    let layer: CALayer
    let time: TimeInterval

    var debugName: String { "LayerView(\(layer))" }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ResolvedNode) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: layer.bounds.size)
    }

    func placeChildren(of node: ResolvedNode, size: CGSize, proposal: ProposedViewSize) {}
    func explicitAlignment(_ key: AlignmentKey, node: ResolvedNode, size: CGSize) -> CGFloat? { nil }
    func layoutPriority(node: ResolvedNode) -> Double { 0 }
    func spacing(node: ResolvedNode) -> ViewSpacing { ViewSpacing() }

    func render(node: ResolvedNode, into builder: inout RenderBuilder) {
        let host = LayerHost.host(for: layer)
        let content = host.displayList(at: time)
        // One clock: from here on the layer host runs on the view host's clock instance, which
        // runs its callbacks in one order with the view's events. (A host this frame started
        // caught up to the frame's time on its own clock first, as when rendered directly.)
        if let clock = VirtualClock.current { host.share(clock) }
        builder.appendGroup(DisplayList.Group(content: content, opacity: builder.opacity, blendMode: builder.blendMode,
                                              filters: builder.shadows))
    }
}
