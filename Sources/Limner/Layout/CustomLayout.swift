/// A type that lays out views (SwiftUI's `Layout` protocol): `HStack`-like containers of
/// your own. Call it as a function on its content: `MyLayout() { a; b; c }`.
///
/// Limner makes a fresh cache for each measurement and placement (`makeCache` runs each
/// time; `updateCache` is not needed), which is what SwiftUI's cache contract allows.
/// Subviews a layout does not place are centred in its bounds, as in SwiftUI. Non-finite
/// sizes and positions from a layout are replaced by 0 (sizes also by the sanitising every
/// node does), so a layout returning NaN draws defined output. Beside its neighbours in a
/// stack the layout asks for `spacing(subviews:cache:)`: by default every subview's
/// preferences merged. The built-in containers are layouts too (`HStackLayout`,
/// `VStackLayout`, `ZStackLayout`, `GridLayout`), and `AnyLayout` switches between layouts.
public protocol Layout: Animatable {
    /// Data kept between the calls of one measurement or placement.
    associatedtype Cache = Void
    /// The subviews.
    typealias Subviews = LayoutSubviews

    /// The size the layout takes for `proposal`.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
    /// Places each subview (with `LayoutSubview.place(at:anchor:proposal:)`) in `bounds`.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    /// A new cache.
    func makeCache(subviews: Subviews) -> Cache
    /// An explicit horizontal guide of the layout, if it sets one.
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Cache) -> CGFloat?
    /// An explicit vertical guide of the layout, if it sets one.
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Cache) -> CGFloat?
    /// The spacing the layout asks for beside its neighbours in a stack.
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing
}

extension Layout where Cache == Void {
    /// No cache.
    public func makeCache(subviews: Subviews) -> Cache { () }
}

extension Layout {
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? { nil }
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? { nil }

    /// Every subview's spacing preferences, merged on all edges.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        subviews.reduce(into: ViewSpacing()) { $0.formUnion($1.spacing) }
    }

    /// Lays `content` out with this layout.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        _CustomLayoutView(layout: self, content: content())
    }
}

/// The subviews of a custom layout.
public struct LayoutSubviews: RandomAccessCollection {
    let nodes: [ResolvedNode]
    let placements: PlacementBox
    /// The first index (0).
    public var startIndex: Int { 0 }
    /// One past the last index.
    public var endIndex: Int { nodes.count }
    /// The subview at `index`.
    public subscript(index: Int) -> LayoutSubview { LayoutSubview(node: nodes[index], index: index, placements: placements) }
}

/// Where subviews were put by `placeSubviews`.
final class PlacementBox {
    var placements: [Int: (CGPoint, ProposedViewSize)] = [:]
}

/// One subview of a custom layout.
public struct LayoutSubview {
    let node: ResolvedNode
    let index: Int
    let placements: PlacementBox

    /// The subview's size for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { node.sizeThatFits(proposal) }

    /// The subview's size and guides for `proposal`.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions { node.dimensions(node.sizeThatFits(proposal)) }

    /// The subview's layout priority.
    public var priority: Double { node.layoutPriority }

    /// The distances the subview asks for next to its neighbours.
    public var spacing: ViewSpacing { node.spacing }

    /// The value the subview set for `key` with `layoutValue(key:value:)` (the key's
    /// default when it set none).
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value { node.layoutValue(for: key) }

    /// Puts the subview's `anchor` at `position` (in the layout's bounds' coordinates),
    /// proposing it `proposal`.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        let size = node.sizeThatFits(proposal)
        func clean(_ v: CGFloat) -> CGFloat { v.isFinite ? v : 0 }
        let origin = CGPoint(x: clean(position.x - anchor.x * size.width), y: clean(position.y - anchor.y * size.height))
        placements.placements[index] = (origin, proposal)
    }
}

struct _CustomLayoutView<L: Layout, Content: View>: View, PrimitiveView {
    let layout: L
    let content: Content
    typealias Body = Never
    var body: Never { primitiveBodyAccessed(Self.self) }

    func resolve(in context: ResolveContext) -> [ResolvedNode] {
        let children = context.resolve(content, component: .index(0))
        let behavior: any NodeBehavior
        if let builtIn = layout as? any BuiltInLayout {
            behavior = builtIn.makeNodeBehavior(children: children)
        } else {
            behavior = CustomLayoutNode(layout: layout)
        }
        return [ResolvedNode(identity: context.identity, environment: context.environment,
                             behavior: behavior, children: children)]
    }
}

struct CustomLayoutNode<L: Layout>: NodeBehavior {
    let layout: L
    var debugName: String { "Layout(\(L.self))" }
    var ownExplicitGuides: ExplicitGuides { .any }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ResolvedNode) -> CGSize {
        let subviews = LayoutSubviews(nodes: node.children, placements: PlacementBox())
        var cache = layout.makeCache(subviews: subviews)
        let s = layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
        return CGSize(width: s.width.isFinite ? s.width : 0, height: s.height.isFinite ? s.height : 0)
    }

    func placeChildren(of node: ResolvedNode, size: CGSize, proposal: ProposedViewSize) {
        let box = PlacementBox()
        let subviews = LayoutSubviews(nodes: node.children, placements: box)
        var cache = layout.makeCache(subviews: subviews)
        layout.placeSubviews(in: CGRect(origin: .zero, size: size), proposal: proposal, subviews: subviews, cache: &cache)
        for (i, child) in node.children.enumerated() {
            if let (origin, p) = box.placements[i] {
                node.placeChild(child, at: origin, proposal: p)
            } else {
                let s = child.sizeThatFits(ProposedViewSize(size))
                node.placeChild(child, at: CGPoint(x: (size.width - s.width) / 2, y: (size.height - s.height) / 2),
                                proposal: ProposedViewSize(size))
            }
        }
    }

    func explicitAlignment(_ key: AlignmentKey, node: ResolvedNode, size: CGSize) -> CGFloat? {
        let subviews = LayoutSubviews(nodes: node.children, placements: PlacementBox())
        var cache = layout.makeCache(subviews: subviews)
        let bounds = CGRect(origin: .zero, size: size)
        let value: CGFloat?
        if key.axis == .horizontal {
            value = layout.explicitAlignment(of: HorizontalAlignment(key.id), in: bounds, proposal: ProposedViewSize(size),
                                             subviews: subviews, cache: &cache)
        } else {
            value = layout.explicitAlignment(of: VerticalAlignment(key.id), in: bounds, proposal: ProposedViewSize(size),
                                             subviews: subviews, cache: &cache)
        }
        return value.flatMap { $0.isFinite ? $0 : nil }
    }

    func layoutPriority(node: ResolvedNode) -> Double { 0 }

    func spacing(node: ResolvedNode) -> ViewSpacing {
        let subviews = LayoutSubviews(nodes: node.children, placements: PlacementBox())
        var cache = layout.makeCache(subviews: subviews)
        return layout.spacing(subviews: subviews, cache: &cache)
    }
}

/// A key for a value a subview hands to its custom layout: SwiftUI's `LayoutValueKey`.
public protocol LayoutValueKey {
    /// The value's type.
    associatedtype Value
    /// The value of a subview that sets none.
    static var defaultValue: Value { get }
}

extension View {
    /// Hands `value` for `key` to the enclosing custom layout (read with `subview[key]`).
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        modifier(LayoutValueModifier(key: ObjectIdentifier(key), value: value))
    }
}

/// A value set with `layoutValue(key:value:)`.
struct LayoutValueNode: NodeBehavior, TransparentLayout {
    let key: ObjectIdentifier
    let value: Any
    var debugName: String { "LayoutValue" }
}

struct LayoutValueModifier: ViewModifier, UnaryNodeModifier {
    typealias Body = Never
    let key: ObjectIdentifier
    let value: Any
    func makeBehavior(in context: ResolveContext) -> any NodeBehavior { LayoutValueNode(key: key, value: value) }
}

extension ResolvedNode {
    /// The value set for `key` on the node (through wrappers that keep its layout role; the
    /// outermost setting, applied last, wins).
    func layoutValue<K: LayoutValueKey>(for key: K.Type) -> K.Value {
        var n = self
        var found: K.Value?
        while true {
            if let v = n.behavior as? LayoutValueNode, v.key == ObjectIdentifier(key), let value = v.value as? K.Value {
                found = value
                break
            }
            guard n.children.count == 1, n.behavior is any TransparentLayout else { break }
            n = n.children[0]
        }
        return found ?? K.defaultValue
    }
}
