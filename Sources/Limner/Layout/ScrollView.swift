/// A scrollable view, drawn at rest (SwiftUI's `ScrollView`): its content is proposed
/// nil (its ideal length) along the scrolling axes and the scroll view's proposal across
/// them, placed at the top-leading scroll position, and clipped to the scroll view's
/// frame. The scroll view takes the whole proposed size (10 pt where unspecified, like
/// other flexible views). Indicators are hidden at rest, as on iOS, so
/// `showsIndicators` and `scrollIndicators(_:)` change nothing in a still image.
public struct ScrollView<Content: View>: View {
    /// The scrolling axes.
    public var axes: Axis.Set
    /// Whether indicators are shown while scrolling.
    public var showsIndicators: Bool
    /// The content.
    public var content: Content
    @Environment(\.isScrollClipDisabled) private var clipDisabled

    /// Creates a scroll view.
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    public var body: some View {
        let stack = axes == .horizontal ? AnyView(HStack(spacing: nil) { content }) : AnyView(VStack(spacing: nil) { content })
        return ScrollContent(axes: axes, content: stack)
            .modifier(ScrollClipModifier(disabled: clipDisabled))
            .coordinateSpace(.scrollView)
    }
}

/// The content of a scroll view, laid out for the scroll view's frame.
struct ScrollContent: View, PrimitiveView {
    let axes: Axis.Set
    let content: AnyView
    typealias Body = Never
    var body: Never { primitiveBodyAccessed(Self.self) }

    func resolve(in context: ResolveContext) -> [ResolvedNode] {
        // The content's `containerRelativeFrame`s size themselves to this scroll view.
        let container = ContainerSize()
        var inner = context
        inner.environment.containerSize = container
        let children = inner.resolve(content, component: .index(0))
        return [ResolvedNode(identity: context.identity, environment: context.environment,
                             behavior: ScrollContentLayout(axes: axes, container: container), children: children)]
    }
}

struct ScrollContentLayout: NodeBehavior {
    let axes: Axis.Set
    /// Filled with the scroll view's size before its content is measured.
    let container: ContainerSize
    var debugName: String { "ScrollView" }

    private func childProposal(_ size: CGSize) -> ProposedViewSize {
        ProposedViewSize(width: axes.contains(.horizontal) ? nil : size.width,
                         height: axes.contains(.vertical) ? nil : size.height)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ResolvedNode) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeChildren(of node: ResolvedNode, size: CGSize, proposal: ProposedViewSize) {
        container.set(ProposedViewSize(size))
        let p = childProposal(size)
        for child in node.children {
            let s = child.sizeThatFits(p)
            // Content narrower than the frame across the axis is centred, as SwiftUI does.
            let x = axes.contains(.horizontal) ? 0 : (size.width - s.width) / 2
            let y = axes.contains(.vertical) ? 0 : (size.height - s.height) / 2
            node.placeChild(child, at: CGPoint(x: x, y: y), proposal: p)
        }
    }

    func explicitAlignment(_ key: AlignmentKey, node: ResolvedNode, size: CGSize) -> CGFloat? { nil }
    func layoutPriority(node: ResolvedNode) -> Double { 0 }
    func spacing(node: ResolvedNode) -> ViewSpacing { ViewSpacing() }
}

/// When scroll indicators show (SwiftUI's `ScrollIndicatorVisibility`).
public struct ScrollIndicatorVisibility: Hashable, Sendable {
    let name: String
    /// The platform's choice.
    public static let automatic = ScrollIndicatorVisibility(name: "automatic")
    /// Shown while scrolling.
    public static let visible = ScrollIndicatorVisibility(name: "visible")
    /// Hidden.
    public static let hidden = ScrollIndicatorVisibility(name: "hidden")
    /// Never shown.
    public static let never = ScrollIndicatorVisibility(name: "never")
}

extension View {
    /// Sets when scroll indicators show; a still image shows a scroll view at rest, where
    /// iOS shows none, so this changes nothing drawn.
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View {
        environment(\.scrollIndicatorVisibility, visibility)
    }
}

private struct ScrollIndicatorsKey: EnvironmentKey { static let defaultValue = ScrollIndicatorVisibility.automatic }

extension EnvironmentValues {
    /// When scroll indicators show.
    public var scrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { self[ScrollIndicatorsKey.self] }
        set { self[ScrollIndicatorsKey.self] = newValue }
    }
}
