// The containers as `Layout` values (`HStackLayout`, `VStackLayout`, `ZStackLayout`,
// `GridLayout`) and `AnyLayout`, which switches between layouts while the subviews keep their
// identity (and so their state, and their frames animate from one arrangement to the other).

/// A built-in layout: laid out by the same node behaviour as its container view, so
/// `HStackLayout { … }` and `HStack { … }` give identical frames.
protocol BuiltInLayout {
    /// The behaviour of the container node over `children` (marking them for the layout,
    /// as a stack marks its spacers).
    func makeNodeBehavior(children: [ResolvedNode]) -> any NodeBehavior
}

extension BuiltInLayout {
    /// A container node over the subviews, for calling the layout's methods directly (one
    /// `Layout` calling another's `sizeThatFits` or `placeSubviews`).
    private func container(_ subviews: LayoutSubviews) -> ResolvedNode {
        ResolvedNode(identity: ViewIdentity(), environment: EnvironmentValues(),
                     behavior: makeNodeBehavior(children: subviews.nodes), children: subviews.nodes)
    }

    func builtInSize(proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGSize {
        container(subviews).sizeThatFits(proposal)
    }

    func builtInPlace(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews) {
        let node = container(subviews)
        node.behavior.placeChildren(of: node, size: bounds.size, proposal: proposal)
        for (index, child) in subviews.nodes.enumerated() {
            subviews[index].place(at: CGPoint(x: bounds.minX + child.origin.x, y: bounds.minY + child.origin.y),
                                  anchor: .topLeading, proposal: child.placedProposal)
        }
    }

    func builtInSpacing(subviews: LayoutSubviews) -> ViewSpacing {
        container(subviews).spacing
    }
}

/// `HStack`'s layout as a value: `HStackLayout(spacing: 4) { a; b }`, or one arm of an
/// `AnyLayout`.
public struct HStackLayout: Layout, BuiltInLayout, Sendable {
    /// How subviews are aligned vertically.
    public var alignment: VerticalAlignment
    /// The distance between neighbours (nil: what each pair asks for).
    public var spacing: CGFloat?

    /// Creates the layout.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    func makeNodeBehavior(children: [ResolvedNode]) -> any NodeBehavior {
        StackLayout.prepare(children: children, axis: .horizontal)
        return StackLayout(axis: .horizontal, alignment: alignment.key, spacing: spacing)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        builtInSize(proposal: proposal, subviews: subviews)
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        builtInPlace(in: bounds, proposal: proposal, subviews: subviews)
    }
    public func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { builtInSpacing(subviews: subviews) }
}

/// `VStack`'s layout as a value.
public struct VStackLayout: Layout, BuiltInLayout, Sendable {
    /// How subviews are aligned horizontally.
    public var alignment: HorizontalAlignment
    /// The distance between neighbours (nil: what each pair asks for).
    public var spacing: CGFloat?

    /// Creates the layout.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    func makeNodeBehavior(children: [ResolvedNode]) -> any NodeBehavior {
        StackLayout.prepare(children: children, axis: .vertical)
        return StackLayout(axis: .vertical, alignment: alignment.key, spacing: spacing)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        builtInSize(proposal: proposal, subviews: subviews)
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        builtInPlace(in: bounds, proposal: proposal, subviews: subviews)
    }
    public func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { builtInSpacing(subviews: subviews) }
}

/// `ZStack`'s layout as a value.
public struct ZStackLayout: Layout, BuiltInLayout, Sendable {
    /// How subviews are aligned.
    public var alignment: Alignment

    /// Creates the layout.
    public init(alignment: Alignment = .center) { self.alignment = alignment }

    func makeNodeBehavior(children: [ResolvedNode]) -> any NodeBehavior { ZStackNodeLayout(alignment: alignment) }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        builtInSize(proposal: proposal, subviews: subviews)
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        builtInPlace(in: bounds, proposal: proposal, subviews: subviews)
    }
    public func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { builtInSpacing(subviews: subviews) }
}

/// `Grid`'s layout as a value (its subviews are `GridRow`s and full-width views).
public struct GridLayout: Layout, BuiltInLayout, Sendable {
    /// How cells are aligned in their rows and columns.
    public var alignment: Alignment
    /// The distance between columns (nil: 8).
    public var horizontalSpacing: CGFloat?
    /// The distance between rows (nil: 8).
    public var verticalSpacing: CGFloat?

    /// Creates the layout.
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    func makeNodeBehavior(children: [ResolvedNode]) -> any NodeBehavior {
        GridNodeLayout(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        builtInSize(proposal: proposal, subviews: subviews)
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        builtInPlace(in: bounds, proposal: proposal, subviews: subviews)
    }
    public func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { builtInSpacing(subviews: subviews) }
}

/// A layout with its type erased: SwiftUI's `AnyLayout`.
///
/// `let layout = wide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())` then
/// `layout { … }`: the container keeps its identity when the layout changes, so the subviews
/// keep their state, and inside `withAnimation` they move from one arrangement to the other.
public struct AnyLayout: Layout, BuiltInLayout {
    private let layout: any Layout

    /// Wraps `layout` (an `AnyLayout` is unwrapped, not nested).
    public init<L: Layout>(_ layout: L) {
        self.layout = (layout as? AnyLayout)?.layout ?? layout
    }

    /// The wrapped layout's cache.
    public struct Cache {
        fileprivate var value: Any?
    }

    func makeNodeBehavior(children: [ResolvedNode]) -> any NodeBehavior {
        if let builtIn = layout as? any BuiltInLayout { return builtIn.makeNodeBehavior(children: children) }
        func custom<L: Layout>(_ layout: L) -> any NodeBehavior { CustomLayoutNode(layout: layout) }
        return custom(layout)
    }

    public func makeCache(subviews: Subviews) -> Cache {
        func make<L: Layout>(_ layout: L) -> Any { layout.makeCache(subviews: subviews) }
        return Cache(value: make(layout))
    }

    private static func typed<L: Layout>(_ layout: L, _ value: inout Any?, subviews: Subviews,
                                         _ body: (L, inout L.Cache) -> Void) {
        var cache = (value as? L.Cache) ?? layout.makeCache(subviews: subviews)
        body(layout, &cache)
        value = cache
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        var result = CGSize.zero
        func run<L: Layout>(_ layout: L) {
            AnyLayout.typed(layout, &cache.value, subviews: subviews) { l, c in
                result = l.sizeThatFits(proposal: proposal, subviews: subviews, cache: &c)
            }
        }
        run(layout)
        return result
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        func run<L: Layout>(_ layout: L) {
            AnyLayout.typed(layout, &cache.value, subviews: subviews) { l, c in
                l.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &c)
            }
        }
        run(layout)
    }

    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        var result = ViewSpacing()
        func run<L: Layout>(_ layout: L) {
            AnyLayout.typed(layout, &cache.value, subviews: subviews) { l, c in
                result = l.spacing(subviews: subviews, cache: &c)
            }
        }
        run(layout)
        return result
    }

    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        var result: CGFloat?
        func run<L: Layout>(_ layout: L) {
            AnyLayout.typed(layout, &cache.value, subviews: subviews) { l, c in
                result = l.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &c)
            }
        }
        run(layout)
        return result
    }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        var result: CGFloat?
        func run<L: Layout>(_ layout: L) {
            AnyLayout.typed(layout, &cache.value, subviews: subviews) { l, c in
                result = l.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &c)
            }
        }
        run(layout)
        return result
    }
}
