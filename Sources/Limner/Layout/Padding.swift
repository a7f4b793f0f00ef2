/// Insets the child: it is proposed the proposal less the insets, and the padded view is
/// the child's size plus the insets. Negative insets are allowed (the view shrinks).
struct PaddingLayout: NodeBehavior, ViewModifier, UnaryNodeModifier {
    typealias Body = Never
    /// The edges; nil lengths take the environment's default padding (16).
    let edges: Edge.Set
    let length: CGFloat?
    let explicitInsets: EdgeInsets?

    var debugName: String { "Padding" }

    func makeBehavior(in context: ResolveContext) -> any NodeBehavior {
        ResolvedPadding(insets: insets(default: context.environment.defaultPadding))
    }

    private func insets(default d: EdgeInsets) -> EdgeInsets {
        func clean(_ v: CGFloat) -> CGFloat { v.isFinite ? v : 0 }
        if let e = explicitInsets {
            return EdgeInsets(top: clean(e.top), leading: clean(e.leading), bottom: clean(e.bottom), trailing: clean(e.trailing))
        }
        return EdgeInsets(top: edges.contains(.top) ? clean(length ?? d.top) : 0,
                          leading: edges.contains(.leading) ? clean(length ?? d.leading) : 0,
                          bottom: edges.contains(.bottom) ? clean(length ?? d.bottom) : 0,
                          trailing: edges.contains(.trailing) ? clean(length ?? d.trailing) : 0)
    }
}

struct ResolvedPadding: NodeBehavior {
    let insets: EdgeInsets

    var debugName: String { "Padding(\(insets.top), \(insets.leading), \(insets.bottom), \(insets.trailing))" }

    private func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: p.width.map { max(0, $0 - insets.leading - insets.trailing) },
                         height: p.height.map { max(0, $0 - insets.top - insets.bottom) })
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ResolvedNode) -> CGSize {
        let child = node.child?.sizeThatFits(childProposal(proposal)) ?? .zero
        return CGSize(width: child.width + insets.leading + insets.trailing,
                      height: child.height + insets.top + insets.bottom)
    }

    func placeChildren(of node: ResolvedNode, size: CGSize, proposal: ProposedViewSize) {
        guard let child = node.child else { return }
        node.placeChild(child, at: CGPoint(x: insets.leading, y: insets.top), proposal: childProposal(proposal))
    }

    func explicitAlignment(_ key: AlignmentKey, node: ResolvedNode, size: CGSize) -> CGFloat? {
        guard let child = node.child else { return nil }
        let childSize = CGSize(width: size.width - insets.leading - insets.trailing, height: size.height - insets.top - insets.bottom)
        guard let value = child.explicitAlignment(key, size: childSize) else { return nil }
        return value + (key.axis == .horizontal ? insets.leading : insets.top)
    }

    /// Padding passes its child's spacing preferences on for the edges it does not pad; a
    /// padded edge asks for nothing (the default distance applies there).
    func spacing(node: ResolvedNode) -> ViewSpacing {
        guard var s = node.child?.spacing else { return ViewSpacing() }
        if insets.top != 0 { s.top = .init() }
        if insets.bottom != 0 { s.bottom = .init() }
        if insets.leading != 0 { s.leading = .init() }
        if insets.trailing != 0 { s.trailing = .init() }
        return s
    }
}

extension View {
    /// Pads the given edges by `length` (nil: the default padding, 16 points).
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        modifier(PaddingLayout(edges: edges, length: length, explicitInsets: nil))
    }

    /// Pads every edge by `length`.
    public func padding(_ length: CGFloat) -> some View {
        modifier(PaddingLayout(edges: .all, length: length, explicitInsets: nil))
    }

    /// Pads each edge by its inset.
    public func padding(_ insets: EdgeInsets) -> some View {
        modifier(PaddingLayout(edges: .all, length: nil, explicitInsets: insets))
    }
}
