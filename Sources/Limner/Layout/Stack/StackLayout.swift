/// The layout of `HStack` and `VStack`.
///
/// Sizing for a proposal:
/// 1. Spacing between neighbours: the explicit spacing, or the distance their spacing
///    preferences ask for (8 between plain views, 0 next to a Spacer, font-derived around
///    text vertically).
/// 2. Nil along the axis: every child is proposed nil along the axis (its ideal length).
/// 3. Otherwise the length left after spacing is shared out: children are taken in order
///    of decreasing layout priority, then increasing flexibility (maximum − minimum
///    length); each is offered the remaining length divided by the number of children
///    still to size in its priority group, less the minimum lengths reserved for the
///    lower-priority groups. Spacers have priority −∞.
/// 4. Across the axis every child gets the stack's proposal; children are aligned by the
///    stack's alignment guide and the stack's cross size is the extent of the aligned
///    children.
struct StackLayout: NodeBehavior {
    let axis: Axis
    /// The guide children are aligned by across the axis.
    let alignment: AlignmentKey
    let spacing: CGFloat?
    /// Merged guides already computed (each is asked for repeatedly while the parent lays out).
    let guides = GuideCache()

    init(axis: Axis, alignment: AlignmentKey, spacing: CGFloat?) {
        self.axis = axis
        self.alignment = alignment
        self.spacing = spacing.map { $0.isNaN ? 0 : $0 }
    }

    init(axis: Axis, alignment: HorizontalAlignment, spacing: CGFloat?) {
        self.init(axis: axis, alignment: alignment.key, spacing: spacing)
    }

    var debugName: String { axis == .horizontal ? "HStack" : "VStack" }
    var isReusableAcrossFrames: Bool { true }
    func discardLayoutCaches() { guides.removeAll() }

    /// Marks the children as being in a stack along `axis` (through single-child
    /// wrappers), which is what makes a Spacer grow along one axis only.
    static func prepare(children: [ResolvedNode], axis: Axis) {
        for child in children {
            var node: ResolvedNode? = child
            while let n = node {
                n.stackAxis = axis
                node = n.children.count == 1 && n.behavior is any TransparentLayout ? n.children[0] : nil
            }
        }
    }

    /// Whether `node` is a Spacer (through single-child wrappers that keep its role).
    static func isSpacer(_ node: ResolvedNode) -> Bool {
        var n = node
        while true {
            if n.behavior is SpacerLayout { return true }
            guard n.children.count == 1, n.behavior is any TransparentLayout else { return false }
            n = n.children[0]
        }
    }

    /// The gaps after each child but the last.
    private func gaps(_ children: [ResolvedNode]) -> [CGFloat] {
        guard children.count > 1 else { return [] }
        if let spacing { return Array(repeating: spacing, count: children.count - 1) }
        return (0..<children.count - 1).map { i in
            // Nothing goes next to a spacer, whatever its neighbour asks for (SwiftUI).
            if StackLayout.isSpacer(children[i]) || StackLayout.isSpacer(children[i + 1]) { return 0 }
            return ViewSpacing.distance(children[i].spacing, children[i + 1].spacing, axis: axis)
        }
    }

    /// The child proposals and sizes for a stack proposal.
    private func sizeChildren(_ children: [ResolvedNode], proposal: ProposedViewSize, gaps: [CGFloat]) -> [(ProposedViewSize, CGSize)] {
        let cross = proposal[axis.other]
        func propose(along: CGFloat?) -> ProposedViewSize {
            var p = ProposedViewSize.unspecified
            p[axis] = along
            p[axis.other] = cross
            return p
        }
        guard let length = proposal[axis] else {
            return children.map { child in let p = propose(along: nil); return (p, child.sizeThatFits(p)) }
        }
        let totalGap = gaps.reduce(0, +)
        struct Entry { let index: Int; let priority: Double; let minimum: CGFloat; let flexibility: CGFloat }
        let entries = children.enumerated().map { index, child -> Entry in
            let minimum = child.sizeThatFits(propose(along: 0))[axis]
            let maximum = child.sizeThatFits(propose(along: .infinity))[axis]
            let flexibility = maximum - minimum
            return Entry(index: index, priority: child.layoutPriority, minimum: minimum,
                         flexibility: flexibility.isNaN ? .infinity : flexibility)
        }
        var result = [(ProposedViewSize, CGSize)](repeating: (.zero, .zero), count: children.count)
        var remaining = length - totalGap
        let priorities = Set(entries.map(\.priority)).sorted(by: >)
        for priority in priorities {
            let group = entries.filter { $0.priority == priority }.sorted {
                $0.flexibility != $1.flexibility ? $0.flexibility < $1.flexibility : $0.index < $1.index
            }
            let reservedBelow = entries.filter { $0.priority < priority }.reduce(0) { $0 + $1.minimum }
            var available = remaining - reservedBelow
            var used: CGFloat = 0
            for (n, entry) in group.enumerated() {
                let offer = max(0, available / CGFloat(group.count - n))
                let p = propose(along: offer)
                let size = children[entry.index].sizeThatFits(p)
                result[entry.index] = (p, size)
                available -= size[axis]
                used += size[axis]
            }
            remaining -= used
        }
        return result
    }

    /// Child sizes and positions for a proposal, and the stack's size.
    private func arrange(_ node: ResolvedNode, proposal: ProposedViewSize) -> (size: CGSize, placements: [(CGPoint, ProposedViewSize)]) {
        let children = node.children
        guard !children.isEmpty else { return (.zero, []) }
        let gaps = gaps(children)
        let sized = sizeChildren(children, proposal: proposal, gaps: gaps)
        // Across the axis: put each child's guide at 0, then shift by the extent's start.
        var crossOrigins: [CGFloat] = []
        var low = CGFloat.infinity, high = -CGFloat.infinity
        for (child, (_, size)) in zip(children, sized) {
            // An infinite child (proposed infinity) sits at 0 and makes the stack infinite.
            let guide = size[axis.other].isFinite ? child.dimensions(size)[alignment] : 0
            let origin = guide.isFinite ? -guide : 0
            crossOrigins.append(origin)
            low = min(low, origin)
            high = max(high, origin + size[axis.other])
        }
        var position: CGFloat = 0
        var placements: [(CGPoint, ProposedViewSize)] = []
        for (i, (p, size)) in sized.enumerated() {
            var point = CGPoint.zero
            point[axis] = position
            point[axis.other] = crossOrigins[i] - low
            placements.append((point, p))
            position += size[axis] + (i < gaps.count ? gaps[i] : 0)
        }
        return (CGSize(axis: axis, along: position, across: high - low), placements)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ResolvedNode) -> CGSize {
        arrange(node, proposal: proposal).size
    }

    func placeChildren(of node: ResolvedNode, size: CGSize, proposal: ProposedViewSize) {
        let (_, placements) = arrange(node, proposal: proposal)
        for (child, (origin, p)) in zip(node.children, placements) {
            node.placeChild(child, at: origin, proposal: p)
        }
    }

    /// The children's explicit guides, merged (see `mergedExplicitAlignment`).
    func explicitAlignment(_ key: AlignmentKey, node: ResolvedNode, size: CGSize) -> CGFloat? {
        guides.value(node: node, key: key, size: size) {
            let (_, placements) = arrange(node, proposal: ProposedViewSize(size))
            return mergedExplicitAlignment(key, children: node.children, origins: placements.map(\.0),
                                           proposals: placements.map(\.1))
        }
    }

    func layoutPriority(node: ResolvedNode) -> Double { 0 }

    /// Children are drawn in `zIndex` order.
    func render(node: ResolvedNode, into builder: inout RenderBuilder) { builder.renderChildrenByZIndex(of: node) }

    /// A stack passes its children's spacing preferences on (SwiftUI's stacks do): along
    /// its axis, the first child's leading edge and the last child's trailing edge; across
    /// it, each edge merged over the children (the largest value of each kind).
    func spacing(node: ResolvedNode) -> ViewSpacing {
        let children = node.children
        guard let first = children.first, let last = children.last else { return ViewSpacing() }
        var s = ViewSpacing()
        let all = children.map(\.spacing)
        func merge(_ edges: [ViewSpacing.EdgeValue]) -> ViewSpacing.EdgeValue {
            ViewSpacing.EdgeValue(plain: edges.compactMap(\.plain).max(), text: edges.compactMap(\.text).max())
        }
        switch axis {
        case .horizontal:
            s.leading = first.spacing.leading
            s.trailing = last.spacing.trailing
            s.top = merge(all.map(\.top))
            s.bottom = merge(all.map(\.bottom))
        case .vertical:
            s.top = first.spacing.top
            s.bottom = last.spacing.bottom
            s.leading = merge(all.map(\.leading))
            s.trailing = merge(all.map(\.trailing))
        }
        return s
    }
}

/// Merges the explicit guides of placed children into their container's: the first text
/// baseline is the topmost child's, the last text baseline the bottommost child's, any
/// other guide the mean of the children that set it (SwiftUI's default merge); nil when no
/// child sets the guide.
func mergedExplicitAlignment(_ key: AlignmentKey, children: [ResolvedNode], origins: [CGPoint],
                             proposals: [ProposedViewSize]) -> CGFloat? {
    var values: [CGFloat] = []
    for (i, child) in children.enumerated() where i < origins.count {
        let size = child.sizeThatFits(proposals[i])
        guard let v = child.explicitAlignment(key, size: size), v.isFinite else { continue }
        values.append(v + (key.axis == .horizontal ? origins[i].x : origins[i].y))
    }
    guard !values.isEmpty else { return nil }
    if key == VerticalAlignment.firstTextBaseline.key { return values.min() }
    if key == VerticalAlignment.lastTextBaseline.key { return values.max() }
    return values.reduce(0, +) / CGFloat(values.count)
}

/// A behaviour that keeps its single child's layout role (a Spacer wrapped in it is still
/// a spacer to the stack).
protocol TransparentLayout {}

/// Remembers a container's merged explicit guides per node, guide and size, so nested
/// containers ask each subtree once instead of once per ancestor query.
final class GuideCache {
    private struct Key: Hashable {
        let node: ObjectIdentifier
        let key: AlignmentKey
        let width: CGFloat
        let height: CGFloat
    }
    private var values: [Key: CGFloat?] = [:]

    func value(node: ResolvedNode, key: AlignmentKey, size: CGSize, compute: () -> CGFloat?) -> CGFloat? {
        let k = Key(node: ObjectIdentifier(node), key: key, width: size.width, height: size.height)
        if let hit = values[k] { return hit }
        let v = compute()
        values[k] = v
        return v
    }

    /// Forgets every value (the sizes they were computed for may mean other values now).
    func removeAll() { values = [:] }
}
