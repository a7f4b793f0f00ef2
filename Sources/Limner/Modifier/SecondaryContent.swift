/// Where a modifier's secondary view goes relative to the modified view.
enum SecondaryRole: String {
    case overlay, background, mask
}

/// `overlay`, `background` and `mask` layout: the modified view
/// (child 0) alone sets the size; the secondary content (child 1, an implicit ZStack) is
/// proposed that size and placed by matching its alignment guides with the modified
/// view's.
struct SecondaryLayout: NodeBehavior {
    let role: SecondaryRole
    let alignment: Alignment

    var debugName: String { role.rawValue.capitalized }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ResolvedNode) -> CGSize {
        node.children[0].sizeThatFits(proposal)
    }

    func placeChildren(of node: ResolvedNode, size: CGSize, proposal: ProposedViewSize) {
        let primary = node.children[0], secondary = node.children[1]
        node.placeChild(primary, at: .zero, proposal: proposal)
        let p = ProposedViewSize(size)
        let secondarySize = secondary.sizeThatFits(p)
        let a = primary.dimensions(size), b = secondary.dimensions(secondarySize)
        let origin = CGPoint(x: a[alignment.horizontal] - b[alignment.horizontal],
                             y: a[alignment.vertical] - b[alignment.vertical])
        node.placeChild(secondary, at: origin, proposal: p)
    }

    func explicitAlignment(_ key: AlignmentKey, node: ResolvedNode, size: CGSize) -> CGFloat? {
        node.children[0].explicitAlignment(key, size: size)
    }

    func layoutPriority(node: ResolvedNode) -> Double { node.children[0].layoutPriority }
    func spacing(node: ResolvedNode) -> ViewSpacing { node.children[0].spacing }

    func render(node: ResolvedNode, into builder: inout RenderBuilder) {
        let primary = node.children[0], secondary = node.children[1]
        switch role {
        case .overlay:
            builder.render(primary)
            builder.render(secondary)
        case .background:
            builder.render(secondary)
            builder.render(primary)
        case .mask:
            // Only the mask's alpha counts; the masked view is flattened first.
            let content = builder.nested(inheriting: false) { $0.render(primary) }
            let mask = builder.nested(inheriting: false) { $0.render(secondary) }
            builder.appendLayer(content: content, mask: DisplayList.Mask(content: mask, mode: .alpha))
        }
    }
}

/// The modifier behind `overlay`, `background` and `mask`.
struct SecondaryContentModifier<Secondary: View>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let role: SecondaryRole
    let alignment: Alignment
    let secondary: Secondary

    func resolve(content: @escaping ResolveContext.Content, in context: ResolveContext) -> [ResolvedNode] {
        // The primary's identity is that of the innermost view of its modifier chain, which
        // every modifier of the chain shares: the content's identity adds this modifier's
        // depth, so two overlays (or an overlay, a mask and a background) of one view keep
        // their state, and their geometry animates, apart.
        let depth = context.identity.depth
        return content(context).map { primary in
            var inner = context
            inner.identity = primary.identity.child(.secondary(depth))
            inner.environment = secondaryEnvironment(primary.environment, context.environment)
            let views = inner.resolve(secondary)
            let stack = ResolvedNode(identity: inner.identity, environment: inner.environment,
                                     behavior: ZStackNodeLayout(alignment: alignment), children: views)
            return ResolvedNode(identity: primary.identity, environment: primary.environment,
                                behavior: SecondaryLayout(role: role, alignment: alignment), children: [primary, stack])
        }
    }

    /// The secondary content sees the environment where the modifier is applied.
    private func secondaryEnvironment(_ primary: EnvironmentValues, _ here: EnvironmentValues) -> EnvironmentValues { here }
}

extension View {
    /// Layers `content` in front of this view; this view alone sets the layout size.
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(SecondaryContentModifier(role: .overlay, alignment: alignment, secondary: content()))
    }

    /// Layers `content` behind this view; this view alone sets the layout size.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(SecondaryContentModifier(role: .background, alignment: alignment, secondary: content()))
    }

    /// Layers `overlay` in front of this view (the older form, soft-deprecated in SwiftUI).
    /// (Disfavoured, as in SwiftUI, so a `Color` argument takes the shape-style overload.)
    @_disfavoredOverload
    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
        modifier(SecondaryContentModifier(role: .overlay, alignment: alignment, secondary: overlay))
    }

    /// Layers `background` behind this view (the older form, soft-deprecated in SwiftUI).
    /// (Disfavoured, as in SwiftUI, so a `Color` argument takes the shape-style overload.)
    @_disfavoredOverload
    public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View {
        modifier(SecondaryContentModifier(role: .background, alignment: alignment, secondary: background))
    }

    /// Masks this view by the alpha of `mask`, laid out like an overlay.
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        modifier(SecondaryContentModifier(role: .mask, alignment: alignment, secondary: mask()))
    }

    /// Masks this view by the alpha of `mask` (the older form, soft-deprecated in SwiftUI).
    public func mask<Mask: View>(_ mask: Mask) -> some View {
        modifier(SecondaryContentModifier(role: .mask, alignment: .center, secondary: mask))
    }
}
