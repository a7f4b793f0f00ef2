/// A two-dimensional layout of `GridRow`s (SwiftUI's `Grid`).
///
/// Each column is as wide as its widest cell at its ideal size (cells spanning several
/// columns with `gridCellColumns(_:)` count only where they are wider than the columns they
/// span, the excess shared among them); when the grid is offered more width, columns whose
/// cells can grow (flexible views) share the rest equally. Each row is as tall as its
/// tallest cell at its column width. Cells sit in their slot by the row's alignment, else
/// the grid's. A view that is not a `GridRow` takes a row of its own across all columns.
/// Spacing nil is 8 points in both directions. An empty grid is 0×0.
public struct Grid<Content: View>: View {
    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?
    let content: Content

    /// Creates a grid.
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }

    public typealias Body = Never
    public var body: Never { primitiveBodyAccessed(Self.self) }
}

/// A row of a `Grid` (SwiftUI's `GridRow`); each child is a cell.
public struct GridRow<Content: View>: View {
    let alignment: VerticalAlignment?
    let content: Content

    /// Creates a row; `alignment` overrides the grid's vertical alignment for its cells.
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public typealias Body = Never
    public var body: Never { primitiveBodyAccessed(Self.self) }
}

extension Grid: PrimitiveView {
    func resolve(in context: ResolveContext) -> [ResolvedNode] {
        let children = context.resolve(content, component: .index(0))
        return [ResolvedNode(identity: context.identity, environment: context.environment,
                             behavior: GridNodeLayout(alignment: alignment, horizontalSpacing: horizontalSpacing,
                                                  verticalSpacing: verticalSpacing),
                             children: children)]
    }
}

extension GridRow: PrimitiveView {
    func resolve(in context: ResolveContext) -> [ResolvedNode] {
        let children = context.resolve(content, component: .index(0))
        return [ResolvedNode(identity: context.identity, environment: context.environment,
                             behavior: GridRowMarker(alignment: alignment), children: children)]
    }
}

/// Marks a row's node; the grid lays its children out.
struct GridRowMarker: NodeBehavior, ContainerPart {
    let alignment: VerticalAlignment?
    var debugName: String { "GridRow" }
}

/// `gridCellColumns(_:)`.
struct GridCellColumnsNode: NodeBehavior, TransparentLayout {
    let count: Int
    var debugName: String { "GridCellColumns(\(count))" }
}

struct GridCellColumnsModifier: ViewModifier, UnaryNodeModifier {
    typealias Body = Never
    let count: Int
    func makeBehavior(in context: ResolveContext) -> any NodeBehavior { GridCellColumnsNode(count: max(1, count)) }
}

extension View {
    /// Makes this cell of a grid row span `count` columns.
    public func gridCellColumns(_ count: Int) -> some View { modifier(GridCellColumnsModifier(count: count)) }
}

extension ResolvedNode {
    /// The columns a grid cell spans.
    var gridColumnSpan: Int {
        var n = self
        while true {
            if let c = n.behavior as? GridCellColumnsNode { return c.count }
            guard n.children.count == 1, n.behavior is any TransparentLayout else { return 1 }
            n = n.children[0]
        }
    }
}

struct GridNodeLayout: NodeBehavior {
    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?

    var debugName: String { "Grid" }

    private var hSpacing: CGFloat { horizontalSpacing.flatMap { $0.isFinite ? $0 : nil } ?? ViewSpacing.defaultSpacing }
    private var vSpacing: CGFloat { verticalSpacing.flatMap { $0.isFinite ? $0 : nil } ?? ViewSpacing.defaultSpacing }

    /// One row: its cells (with their first column and span), or one full-width view.
    struct Row {
        var cells: [(node: ResolvedNode, column: Int, span: Int)]
        var isFullWidth: Bool
        var alignment: VerticalAlignment?
    }

    func rows(_ node: ResolvedNode) -> (rows: [Row], columns: Int) {
        var rows: [Row] = []
        var columns = 0
        for child in node.children {
            if let marker = child.behavior as? GridRowMarker {
                var column = 0
                var cells: [(ResolvedNode, Int, Int)] = []
                for cell in child.children {
                    let span = cell.gridColumnSpan
                    cells.append((cell, column, span))
                    column += span
                }
                columns = max(columns, column)
                rows.append(Row(cells: cells, isFullWidth: false, alignment: marker.alignment))
            } else {
                rows.append(Row(cells: [(child, 0, 1)], isFullWidth: true, alignment: nil))
            }
        }
        return (rows, columns)
    }

    struct Arrangement {
        var size: CGSize = .zero
        var placements: [ObjectIdentifier: (CGPoint, ProposedViewSize)] = [:]
    }

    func arrange(_ node: ResolvedNode, proposal: ProposedViewSize) -> Arrangement {
        let (rows, columns) = rows(node)
        guard !rows.isEmpty else { return Arrangement() }
        var widths = [CGFloat](repeating: 0, count: columns)
        var growable = [Bool](repeating: false, count: columns)
        for row in rows where !row.isFullWidth {
            for (cell, column, span) in row.cells where span == 1 && column < columns {
                widths[column] = max(widths[column], cell.sizeThatFits(.unspecified).width)
                if cell.sizeThatFits(ProposedViewSize(width: .infinity, height: nil)).width > widths[column] + 0.5 {
                    growable[column] = true
                }
            }
        }
        for row in rows where !row.isFullWidth {
            for (cell, column, span) in row.cells where span > 1 {
                let end = min(columns, column + span)
                guard column < end else { continue }
                let current = widths[column..<end].reduce(0, +) + CGFloat(end - column - 1) * hSpacing
                let needed = cell.sizeThatFits(.unspecified).width
                if needed > current {
                    let extra = (needed - current) / CGFloat(end - column)
                    for c in column..<end { widths[c] += extra }
                }
            }
        }
        var total = widths.reduce(0, +) + CGFloat(max(0, columns - 1)) * hSpacing
        if let w = proposal.width, w.isFinite, w > total {
            let flexible = growable.indices.filter { growable[$0] }
            if !flexible.isEmpty {
                let extra = (w - total) / CGFloat(flexible.count)
                for c in flexible { widths[c] += extra }
                total = w
            }
        }
        let fullWidth = rows.contains { $0.isFullWidth } ? max(total, proposal.width.map { $0.isFinite ? $0 : total } ?? total) : total
        if columns == 0 { total = 0 }
        var starts: [CGFloat] = []
        var x: CGFloat = 0
        for w in widths { starts.append(x); x += w + hSpacing }
        var result = Arrangement()
        var y: CGFloat = 0
        var width = total
        for (r, row) in rows.enumerated() {
            var items: [(ResolvedNode, CGFloat, CGFloat, ProposedViewSize, CGSize)] = []
            for (cell, column, span) in row.cells {
                let slotX: CGFloat, slotW: CGFloat
                if row.isFullWidth || columns == 0 {
                    slotX = 0; slotW = row.isFullWidth ? fullWidth : 0
                } else {
                    let end = min(columns, column + span)
                    slotX = starts[min(column, columns - 1)]
                    slotW = end > column ? widths[column..<end].reduce(0, +) + CGFloat(end - column - 1) * hSpacing : 0
                }
                let p = ProposedViewSize(width: slotW, height: nil)
                items.append((cell, slotX, slotW, p, cell.sizeThatFits(p)))
            }
            let height = items.map { $0.4.height }.max() ?? 0
            let vertical = row.alignment ?? alignment.vertical
            let uy: CGFloat = vertical == .top ? 0 : vertical == .bottom ? 1 : 0.5
            let ux = alignment.horizontal.unitValue ?? 0.5
            for (cell, slotX, slotW, p, size) in items {
                let origin = CGPoint(x: slotX + (slotW - size.width) * ux, y: y + (height - size.height) * uy)
                result.placements[ObjectIdentifier(cell)] = (origin, p)
            }
            if row.isFullWidth { width = max(width, fullWidth) }
            y += height + (r < rows.count - 1 ? vSpacing : 0)
        }
        result.size = CGSize(width: width, height: y)
        return result
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ResolvedNode) -> CGSize { arrange(node, proposal: proposal).size }

    func placeChildren(of node: ResolvedNode, size: CGSize, proposal: ProposedViewSize) {
        let a = arrange(node, proposal: proposal)
        for child in node.children {
            if child.behavior is GridRowMarker {
                child.place(at: .zero, proposal: .zero, parentGlobalOrigin: node.globalOrigin)
                child.size = size
                for cell in child.children {
                    let (origin, p) = a.placements[ObjectIdentifier(cell)] ?? (.zero, .zero)
                    child.placeChild(cell, at: origin, proposal: p)
                }
            } else {
                let (origin, p) = a.placements[ObjectIdentifier(child)] ?? (.zero, .zero)
                node.placeChild(child, at: origin, proposal: p)
            }
        }
    }

    func explicitAlignment(_ key: AlignmentKey, node: ResolvedNode, size: CGSize) -> CGFloat? { nil }
    func layoutPriority(node: ResolvedNode) -> Double { 0 }
    func spacing(node: ResolvedNode) -> ViewSpacing { ViewSpacing() }
}
