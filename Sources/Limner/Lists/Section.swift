import Foundation

/// A group of rows with an optional header and footer (SwiftUI's `Section`).
///
/// In a `List` or `Form` it is drawn as iOS draws a section at rest (see `List`): the header
/// in footnote type, secondary colour and upper case, the rows on one rounded card with
/// separators, the footer in footnote type. Elsewhere it stacks its header, rows and footer
/// vertically.
public struct Section<Parent, Content, Footer> {
    let header: Parent
    let content: Content
    let footer: Footer
}

extension Section: View where Parent: View, Content: View, Footer: View {
    /// A section with a header and a footer.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.header = header(); self.content = content(); self.footer = footer()
    }

    /// SwiftUI's older form: header and footer views given first.
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.header = header; self.content = content(); self.footer = footer
    }

    public typealias Body = Never
    public var body: Never { primitiveBodyAccessed(Self.self) }
}

extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
    /// A section of rows alone.
    public init(@ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), content: content(), footer: EmptyView())
    }
}

extension Section where Parent: View, Content: View, Footer == EmptyView {
    /// A section with a header.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(header: header(), content: content(), footer: EmptyView())
    }

    /// SwiftUI's older form: the header given first.
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(header: header, content: content(), footer: EmptyView())
    }
}

extension Section where Parent == EmptyView, Content: View, Footer: View {
    /// A section with a footer.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(header: EmptyView(), content: content(), footer: footer())
    }

    /// SwiftUI's older form: the footer given first.
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), content: content(), footer: footer)
    }
}

extension Section where Parent == Text, Content: View, Footer == EmptyView {
    /// A section titled `title`.
    public init(_ title: String, @ViewBuilder content: () -> Content) {
        self.init(header: Text(title), content: content(), footer: EmptyView())
    }
}

extension Section: PrimitiveView where Parent: View, Content: View, Footer: View {
    func resolve(in context: ResolveContext) -> [ResolvedNode] {
        let header = context.resolve(
            self.header.font(.footnote).foregroundStyle(Color(uiColor: .secondaryLabel)).textCase(.uppercase),
            component: .index(0))
        let rows = context.resolve(content, component: .index(1))
        let footer = context.resolve(
            self.footer.font(.footnote).foregroundStyle(Color(uiColor: .secondaryLabel)), component: .index(2))
        let behavior = SectionNode(headerCount: header.count, rowCount: rows.count)
        return [ResolvedNode(identity: context.identity, environment: context.environment, behavior: behavior,
                             children: header + rows + footer)]
    }
}

/// A section's node: its header, rows and footer nodes as children, in that order. A `List`
/// takes them apart; elsewhere they stack vertically, leading-aligned, without spacing.
struct SectionNode: NodeBehavior, ContainerPart {
    let headerCount: Int
    let rowCount: Int

    var debugName: String { "Section" }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ResolvedNode) -> CGSize {
        var size = CGSize.zero
        for child in node.children {
            let s = child.sizeThatFits(ProposedViewSize(width: proposal.width, height: nil))
            size.width = max(size.width, s.width)
            size.height += s.height
        }
        return size
    }

    func placeChildren(of node: ResolvedNode, size: CGSize, proposal: ProposedViewSize) {
        var y: CGFloat = 0
        for child in node.children {
            let p = ProposedViewSize(width: proposal.width, height: nil)
            let s = child.sizeThatFits(p)
            node.placeChild(child, at: CGPoint(x: 0, y: y), proposal: p)
            y += s.height
        }
    }

    /// The header, row and footer nodes of a section node.
    func parts(of node: ResolvedNode) -> (header: [ResolvedNode], rows: [ResolvedNode], footer: [ResolvedNode]) {
        let c = node.children
        let h = min(headerCount, c.count), r = min(h + rowCount, c.count)
        return (Array(c[..<h]), Array(c[h..<r]), Array(c[r...]))
    }
}
