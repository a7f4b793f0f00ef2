/// A grid that grows vertically, its columns given by `GridItem`s (SwiftUI's `LazyVGrid`).
/// Everything is laid out at once (a rendered image has no scrolling to be lazy about).
///
/// Cells fill the columns row by row. Each cell is proposed its column's width and no
/// height; a row is as tall as its tallest cell and cells are placed in their slot by their
/// item's alignment (centred by default). Rows are `spacing` apart (nil: 8). The grid is as
/// wide as its columns and is placed by `alignment` when the columns are narrower than
/// the grid's proposed width. An empty grid, or one with no columns, is 0×0.
public struct LazyVGrid<Content: View>: View {
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    /// Creates a vertical grid.
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public typealias Body = Never
    public var body: Never { primitiveBodyAccessed(Self.self) }
}

/// A grid that grows horizontally, its rows given by `GridItem`s (SwiftUI's `LazyHGrid`):
/// the transpose of `LazyVGrid`.
public struct LazyHGrid<Content: View>: View {
    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    /// Creates a horizontal grid.
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public typealias Body = Never
    public var body: Never { primitiveBodyAccessed(Self.self) }
}

extension LazyVGrid: PrimitiveView {
    func resolve(in context: ResolveContext) -> [ResolvedNode] {
        let children = context.resolve(content, component: .index(0))
        return [ResolvedNode(identity: context.identity, environment: context.environment,
                             behavior: LazyGridLayout(axis: .vertical, items: columns, spacing: spacing,
                                                      alignment: alignment.unitValue ?? 0.5),
                             children: children)]
    }
}

extension LazyHGrid: PrimitiveView {
    func resolve(in context: ResolveContext) -> [ResolvedNode] {
        let children = context.resolve(content, component: .index(0))
        let unit: CGFloat = alignment == .top ? 0 : alignment == .bottom ? 1 : 0.5
        return [ResolvedNode(identity: context.identity, environment: context.environment,
                             behavior: LazyGridLayout(axis: .horizontal, items: rows, spacing: spacing, alignment: unit),
                             children: children)]
    }
}

/// The layout of both lazy grids. `axis` is the direction the grid grows in; tracks run
/// across it.
struct LazyGridLayout: NodeBehavior {
    let axis: Axis
    let items: [GridItem]
    let spacing: CGFloat?
    /// Where the tracks sit across the axis when the grid is wider than they are (0…1).
    let alignment: CGFloat

    var debugName: String { axis == .vertical ? "LazyVGrid" : "LazyHGrid" }

    private var lineSpacing: CGFloat {
        guard let spacing, spacing.isFinite else { return ViewSpacing.defaultSpacing }
        return spacing
    }

    private struct Arrangement {
        var size: CGSize
        var frames: [(CGPoint, ProposedViewSize)]
    }

    private func arrange(_ node: ResolvedNode, proposal: ProposedViewSize) -> Arrangement {
        let across = proposal[axis.other]
        let tracks = GridTracks.resolve(items, available: across).tracks
        guard !tracks.isEmpty, !node.children.isEmpty else { return Arrangement(size: .zero, frames: []) }
        let tracksLength = tracks.last.map { $0.start + $0.length } ?? 0
        let crossLength = max(tracksLength, across.map { $0.isFinite ? $0 : tracksLength } ?? tracksLength)
        let offset = (crossLength - tracksLength) * alignment
        var frames: [(CGPoint, ProposedViewSize)] = []
        var along: CGFloat = 0
        let children = node.children
        var index = 0
        while index < children.count {
            let line = Array(children[index..<min(index + tracks.count, children.count)])
            var proposals: [ProposedViewSize] = []
            var sizes: [CGSize] = []
            for (k, child) in line.enumerated() {
                var p = ProposedViewSize.unspecified
                p[axis.other] = tracks[k].length
                proposals.append(p)
                sizes.append(child.sizeThatFits(p))
            }
            let lineLength = sizes.map { $0[axis] }.max() ?? 0
            for (k, size) in sizes.enumerated() {
                let a = tracks[k].alignment ?? .center
                let ux = a.horizontal.unitValue ?? 0.5
                let uy: CGFloat = a.vertical == .top ? 0 : a.vertical == .bottom ? 1 : 0.5
                var slot = CGSize.zero
                slot[axis] = lineLength
                slot[axis.other] = tracks[k].length
                var origin = CGPoint.zero
                origin[axis] = along
                origin[axis.other] = offset + tracks[k].start
                origin.x += (slot.width - size.width) * ux
                origin.y += (slot.height - size.height) * uy
                frames.append((origin, proposals[k]))
            }
            along += lineLength
            index += tracks.count
            if index < children.count { along += lineSpacing }
        }
        return Arrangement(size: CGSize(axis: axis, along: along, across: crossLength), frames: frames)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ResolvedNode) -> CGSize { arrange(node, proposal: proposal).size }

    func placeChildren(of node: ResolvedNode, size: CGSize, proposal: ProposedViewSize) {
        let a = arrange(node, proposal: proposal)
        for (child, (origin, p)) in zip(node.children, a.frames) { node.placeChild(child, at: origin, proposal: p) }
        // Children beyond the arrangement (none) would stay unplaced.
    }

    func explicitAlignment(_ key: AlignmentKey, node: ResolvedNode, size: CGSize) -> CGFloat? { nil }
    func layoutPriority(node: ResolvedNode) -> Double { 0 }
    func spacing(node: ResolvedNode) -> ViewSpacing { ViewSpacing() }
}
