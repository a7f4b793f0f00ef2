import Foundation

/// Rows in sections, drawn at rest as iOS draws a list (SwiftUI's `List`). Not scrollable:
/// the rows are laid out from the top and what does not fit is cut off by the frame a
/// parent gives.
///
/// The default style is iOS's inset grouped one (`.insetGrouped`, also `.automatic`):
/// - the grouped background (`systemGroupedBackground`), continued behind a navigation bar
///   and into the safe area;
/// - each section's rows on one card (`secondarySystemGroupedBackground`, corner radius 10)
///   inset 16 pt from the list's edges (20 pt on screens wider than 400 pt);
/// - rows at least 44 pt tall, their content 20 pt in from the card's edges, vertically
///   centred, leading-aligned;
/// - hairline separators (one pixel at the display scale, `separator` colour) between rows,
///   starting at the content's leading edge;
/// - headers in upper-case footnote type, `secondaryLabel`, aligned with the rows' content,
///   7 pt above the card; footers in footnote type 7 pt below it;
/// - 35 pt between sections, 20 pt above the first (without a header; 14 pt above a header).
///
/// `.plain` draws rows full width on the system background; `.grouped` draws full-width
/// cards on the grouped background. Rows outside any `Section` form one section.
public struct List<SelectionValue: Hashable, Content: View>: View {
    let content: Content

    /// A list of the builder's rows and sections.
    public init(@ViewBuilder content: () -> Content) where SelectionValue == Never { self.content = content() }

    /// A list with a selection binding (accepted; nothing is selected at rest).
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) { self.content = content() }

    public typealias Body = Never
    public var body: Never { primitiveBodyAccessed(Self.self) }
}

extension List where SelectionValue == Never {
    /// A row per element of identifiable data.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.content = ForEach(data, content: rowContent)
    }

    /// A row per element, identified by `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.content = ForEach(data, id: id, content: rowContent)
    }

    /// A row per integer of a range.
    public init<RowContent: View>(
        _ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent
    ) where Content == ForEach<Range<Int>, Int, RowContent> {
        self.content = ForEach(data, content: rowContent)
    }
}

/// Rows and sections of controls, drawn as an inset grouped `List` (SwiftUI's `Form` on iOS).
public struct Form<Content: View>: View {
    let content: Content

    /// A form of the builder's rows and sections.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    public var body: some View { List { content } }
}

/// How a list draws its rows (SwiftUI's `ListStyle`).
public struct ListStyleKind: Sendable, Hashable {
    enum Kind: Sendable, Hashable { case insetGrouped, grouped, plain }
    let kind: Kind
}

/// A list style (SwiftUI's `ListStyle` protocol and its static members).
public protocol ListStyle {
    /// The kind of drawing.
    var _kind: ListStyleKind { get }
}

/// iOS's default: inset grouped.
public struct DefaultListStyle: ListStyle { public init() {}; public var _kind: ListStyleKind { .init(kind: .insetGrouped) } }
/// Cards inset from the edges on the grouped background.
public struct InsetGroupedListStyle: ListStyle { public init() {}; public var _kind: ListStyleKind { .init(kind: .insetGrouped) } }
/// Full-width cards on the grouped background.
public struct GroupedListStyle: ListStyle { public init() {}; public var _kind: ListStyleKind { .init(kind: .grouped) } }
/// Full-width rows on the system background.
public struct PlainListStyle: ListStyle { public init() {}; public var _kind: ListStyleKind { .init(kind: .plain) } }
/// Drawn as `.plain` (iOS's inset style differs only in its margins).
public struct InsetListStyle: ListStyle { public init() {}; public var _kind: ListStyleKind { .init(kind: .plain) } }
/// Drawn as `.insetGrouped` (an iPhone's sidebar list).
public struct SidebarListStyle: ListStyle { public init() {}; public var _kind: ListStyleKind { .init(kind: .insetGrouped) } }

extension ListStyle where Self == DefaultListStyle { public static var automatic: DefaultListStyle { .init() } }
extension ListStyle where Self == InsetGroupedListStyle { public static var insetGrouped: InsetGroupedListStyle { .init() } }
extension ListStyle where Self == GroupedListStyle { public static var grouped: GroupedListStyle { .init() } }
extension ListStyle where Self == PlainListStyle { public static var plain: PlainListStyle { .init() } }
extension ListStyle where Self == InsetListStyle { public static var inset: InsetListStyle { .init() } }
extension ListStyle where Self == SidebarListStyle { public static var sidebar: SidebarListStyle { .init() } }

private struct ListStyleKey: EnvironmentKey { static let defaultValue = ListStyleKind(kind: .insetGrouped) }

extension EnvironmentValues {
    /// The style lists below draw in.
    var listStyleKind: ListStyleKind {
        get { self[ListStyleKey.self] }
        set { self[ListStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of lists in this view (SwiftUI's `listStyle(_:)`).
    public func listStyle<S: ListStyle>(_ style: S) -> some View { environment(\.listStyleKind, style._kind) }

    /// Accepted (SwiftUI's `listRowSeparator(_:edges:)`); separators are always drawn.
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { self }

    /// Accepted (SwiftUI's `listRowBackground(_:)`); rows keep the card's colour.
    public func listRowBackground<V: View>(_ view: V?) -> some View { self }

    /// Accepted (SwiftUI's `scrollContentBackground(_:)`).
    public func scrollContentBackground(_ visibility: Visibility) -> some View { self }
}

/// Shown, hidden or automatic (SwiftUI's `Visibility`).
public enum Visibility: Sendable, Hashable, CaseIterable {
    case automatic, visible, hidden
}

/// The top or bottom edge (SwiftUI's `VerticalEdge`).
public enum VerticalEdge: Int8, Sendable, Hashable, CaseIterable {
    case top, bottom

    /// A set of vertical edges.
    public struct Set: OptionSet, Sendable, Hashable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let bottom = Set(rawValue: 2)
        public static let all: Set = [.top, .bottom]
    }
}

/// Metrics of a list at rest.
enum ListMetrics {
    static let cornerRadius: CGFloat = 10
    static let rowInset: CGFloat = 20
    static let minimumRowHeight: CGFloat = 44
    static let rowVerticalPadding: CGFloat = 11
    static let sectionSpacing: CGFloat = 35
    static let firstSectionTop: CGFloat = 20
    static let firstHeaderTop: CGFloat = 14
    static let headerGap: CGFloat = 7
    static let footerGap: CGFloat = 7

    /// The cards' margin from the list's edges.
    static func margin(width: CGFloat, kind: ListStyleKind.Kind) -> CGFloat {
        kind == .insetGrouped ? (width > 400 ? 20 : 16) : 0
    }
}

extension List: PrimitiveView {
    func resolve(in context: ResolveContext) -> [ResolvedNode] {
        let kind = context.environment.listStyleKind.kind
        let nodes = context.resolve(content, component: .index(0))
        var sections: [(header: [ResolvedNode], rows: [ResolvedNode], footer: [ResolvedNode], implicit: Bool)] = []
        for node in nodes {
            if let section = node.behavior as? SectionNode {
                let parts = section.parts(of: node)
                sections.append((parts.header, parts.rows, parts.footer, false))
            } else if let last = sections.last, last.implicit {
                sections[sections.count - 1].rows.append(node)
            } else {
                sections.append(([], [node], [], true))
            }
        }
        let background = Color(uiColor: kind == .plain ? .systemBackground : .systemGroupedBackground)
        let card = Color(uiColor: kind == .plain ? .systemBackground : .secondarySystemGroupedBackground)
        var index = 0
        func decoration(_ view: some View) -> ResolvedNode? {
            index += 1
            return context.resolve(view, component: .secondary(index)).first
        }
        var children: [ResolvedNode] = []
        var plan: [ListLayout.Part] = []
        if let bg = decoration(background.ignoresSafeArea()) { children.append(bg); plan.append(.background) }
        let corner = kind == .insetGrouped ? ListMetrics.cornerRadius : 0
        for (s, section) in sections.enumerated() {
            for h in section.header { children.append(h); plan.append(.header(section: s)) }
            if let c = decoration(RoundedRectangle(cornerRadius: corner, style: .continuous).fill(card)) {
                children.append(c); plan.append(.card(section: s))
            }
            for (r, row) in section.rows.enumerated() {
                children.append(row); plan.append(.row(section: s))
                if r < section.rows.count - 1, let sep = decoration(Rectangle().fill(Color(uiColor: .separator))) {
                    children.append(sep); plan.append(.separator(section: s))
                }
            }
            for f in section.footer { children.append(f); plan.append(.footer(section: s)) }
        }
        let layout = ListLayout(plan: plan, sectionCount: sections.count, kind: kind,
                                hairline: 1 / max(1, context.environment.displayScale))
        let list = ResolvedNode(identity: context.identity, environment: context.environment, behavior: layout, children: children)
        let barBackground = background
        return [ResolvedNode(identity: context.identity, environment: context.environment,
                             behavior: PreferenceNode(key: ObjectIdentifier(NavigationBarBackgroundKey.self), value: { _ in barBackground }),
                             children: [list])]
    }
}

/// A list's layout: the background fills the list; each section's header, card, rows,
/// separators and footer are stacked from the top with iOS's metrics (`ListMetrics`).
struct ListLayout: NodeBehavior {
    enum Part: Equatable {
        case background
        case header(section: Int)
        case card(section: Int)
        case row(section: Int)
        case separator(section: Int)
        case footer(section: Int)
    }

    let plan: [Part]
    let sectionCount: Int
    let kind: ListStyleKind.Kind
    let hairline: CGFloat

    var debugName: String { "List" }

    /// Every child's frame for a list `width` wide, and the content's height.
    private func frames(width: CGFloat, node: ResolvedNode) -> (frames: [CGRect], height: CGFloat) {
        let margin = ListMetrics.margin(width: width, kind: kind)
        let cardWidth = max(0, width - 2 * margin)
        let inset = ListMetrics.rowInset
        let contentWidth = max(0, cardWidth - 2 * inset)
        var frames = [CGRect](repeating: .zero, count: plan.count)
        var y: CGFloat = 0
        var section = -1
        var cardIndex: Int?
        var cardTop: CGFloat = 0
        var lastRowBottom: CGFloat = 0
        func closeCard() {
            if let c = cardIndex { frames[c] = CGRect(x: margin, y: cardTop, width: cardWidth, height: y - cardTop) }
            cardIndex = nil
        }
        for (i, part) in plan.enumerated() {
            let child = node.children[i]
            switch part {
            case .background:
                continue
            case .header(let s):
                if s != section {
                    closeCard()
                    y += s == 0 ? ListMetrics.firstHeaderTop : ListMetrics.sectionSpacing - ListMetrics.headerGap - 6
                    section = s
                }
                let size = child.sizeThatFits(ProposedViewSize(width: contentWidth, height: nil))
                frames[i] = CGRect(x: margin + inset, y: y, width: size.width, height: size.height)
                y += size.height + ListMetrics.headerGap
            case .card(let s):
                if s != section {
                    closeCard()
                    y += s == 0 ? ListMetrics.firstSectionTop : ListMetrics.sectionSpacing
                    section = s
                }
                cardIndex = i
                cardTop = y
            case .row:
                let size = child.sizeThatFits(ProposedViewSize(width: contentWidth, height: nil))
                let height = max(ListMetrics.minimumRowHeight, size.height + 2 * ListMetrics.rowVerticalPadding)
                frames[i] = CGRect(x: margin + inset, y: y + (height - size.height) / 2, width: contentWidth, height: size.height)
                y += height
                lastRowBottom = y
            case .separator:
                frames[i] = CGRect(x: margin + inset, y: lastRowBottom - hairline,
                                   width: max(0, cardWidth - inset), height: hairline)
            case .footer:
                closeCard()
                let size = child.sizeThatFits(ProposedViewSize(width: contentWidth, height: nil))
                frames[i] = CGRect(x: margin + inset, y: y + ListMetrics.footerGap, width: size.width, height: size.height)
                y += ListMetrics.footerGap + size.height
            }
        }
        closeCard()
        y += ListMetrics.sectionSpacing
        return (frames, y)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ResolvedNode) -> CGSize {
        let width = proposal.width ?? 393
        let height = proposal.height ?? frames(width: width, node: node).height
        return CGSize(width: width, height: height)
    }

    func placeChildren(of node: ResolvedNode, size: CGSize, proposal: ProposedViewSize) {
        let (frames, _) = frames(width: size.width, node: node)
        for (i, part) in plan.enumerated() {
            let child = node.children[i]
            switch part {
            case .background:
                node.placeChild(child, at: .zero, proposal: ProposedViewSize(size))
            case .row:
                let f = frames[i]
                node.placeChild(child, at: f.origin, proposal: ProposedViewSize(width: f.width, height: nil))
            default:
                let f = frames[i]
                node.placeChild(child, at: f.origin, proposal: ProposedViewSize(f.size))
            }
        }
    }
}
