/// `fixedSize`: proposes nil (the ideal size) in the chosen axes.
struct FixedSizeLayout: NodeBehavior, ViewModifier, UnaryNodeModifier {
    typealias Body = Never
    let horizontal: Bool
    let vertical: Bool

    var debugName: String { "FixedSize(\(horizontal), \(vertical))" }
    func makeBehavior(in context: ResolveContext) -> any NodeBehavior { self }

    private func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ResolvedNode) -> CGSize {
        node.child?.sizeThatFits(childProposal(proposal)) ?? .zero
    }

    func placeChildren(of node: ResolvedNode, size: CGSize, proposal: ProposedViewSize) {
        if let child = node.child { node.placeChild(child, at: .zero, proposal: childProposal(proposal)) }
    }

    func explicitAlignment(_ key: AlignmentKey, node: ResolvedNode, size: CGSize) -> CGFloat? {
        node.child?.explicitAlignment(key, size: size)
    }
}

/// `layoutPriority`: changes only the priority a stack gives the child.
struct LayoutPriorityLayout: NodeBehavior, ViewModifier, UnaryNodeModifier, TransparentLayout {
    typealias Body = Never
    let priority: Double
    var debugName: String { "LayoutPriority(\(priority))" }
    func makeBehavior(in context: ResolveContext) -> any NodeBehavior { self }
    func layoutPriority(node: ResolvedNode) -> Double { priority.isNaN ? 0 : priority }
}

/// `alignmentGuide`: sets one guide explicitly; others pass through.
struct AlignmentGuideLayout: NodeBehavior, ViewModifier, UnaryNodeModifier, TransparentLayout {
    typealias Body = Never
    let key: AlignmentKey
    let computeValue: (ViewDimensions) -> CGFloat
    var debugName: String { "AlignmentGuide" }
    var ownExplicitGuides: ExplicitGuides { .any }
    func makeBehavior(in context: ResolveContext) -> any NodeBehavior { self }

    func explicitAlignment(_ key: AlignmentKey, node: ResolvedNode, size: CGSize) -> CGFloat? {
        guard let child = node.child else { return nil }
        if key == self.key {
            let value = computeValue(child.dimensions(size))
            return value.isFinite ? value : nil
        }
        return child.explicitAlignment(key, size: size)
    }
}

/// `position(x:y:)`: takes the whole proposal (10×10 where unspecified) and centres the
/// child on the point.
struct PositionLayout: NodeBehavior, ViewModifier, UnaryNodeModifier {
    typealias Body = Never
    let position: CGPoint
    var debugName: String { "Position(\(position.x), \(position.y))" }
    func makeBehavior(in context: ResolveContext) -> any NodeBehavior { self }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ResolvedNode) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeChildren(of node: ResolvedNode, size: CGSize, proposal: ProposedViewSize) {
        guard let child = node.child else { return }
        let childSize = child.sizeThatFits(proposal)
        let x = position.x.isFinite ? position.x : 0, y = position.y.isFinite ? position.y : 0
        node.placeChild(child, at: CGPoint(x: x - childSize.width / 2, y: y - childSize.height / 2), proposal: proposal)
    }

    func explicitAlignment(_ key: AlignmentKey, node: ResolvedNode, size: CGSize) -> CGFloat? { nil }
    func spacing(node: ResolvedNode) -> ViewSpacing { ViewSpacing() }
}

/// How `aspectRatio` fits a ratio into the proposal.
public enum ContentMode: Hashable, CaseIterable, Sendable {
    /// The largest size with the ratio inside the proposal.
    case fit
    /// The smallest size with the ratio covering the proposal.
    case fill
}

/// `aspectRatio(_:contentMode:)`: proposes the child the largest (fit) or smallest (fill)
/// size with the ratio inside or around the proposal, and takes the child's size. A nil
/// ratio uses the child's ideal size's ratio.
struct AspectRatioLayout: NodeBehavior, ViewModifier, UnaryNodeModifier {
    typealias Body = Never
    let ratio: CGFloat?
    let contentMode: ContentMode
    var debugName: String { "AspectRatio(\(ratio.map { "\($0)" } ?? "nil"), \(contentMode))" }
    func makeBehavior(in context: ResolveContext) -> any NodeBehavior { self }

    private func childProposal(_ p: ProposedViewSize, node: ResolvedNode) -> ProposedViewSize {
        var r = ratio ?? {
            let ideal = node.child?.sizeThatFits(.unspecified) ?? CGSize(width: 1, height: 1)
            return ideal.height > 0 ? ideal.width / ideal.height : 1
        }()
        if !(r.isFinite && r > 0) { r = 1 }
        switch (p.width, p.height) {
        case (nil, nil):
            let ideal = node.child?.sizeThatFits(.unspecified) ?? CGSize(width: 10, height: 10)
            return ProposedViewSize(width: ideal.width, height: ideal.width / r)
        case (let w?, nil): return ProposedViewSize(width: w, height: w / r)
        case (nil, let h?): return ProposedViewSize(width: h * r, height: h)
        case (let w?, let h?):
            if !w.isFinite && !h.isFinite { return ProposedViewSize(width: w, height: h) }
            let byWidth = CGSize(width: w, height: w / r), byHeight = CGSize(width: h * r, height: h)
            let fitsByWidth = byWidth.height <= h
            let chosen: CGSize
            switch contentMode {
            case .fit: chosen = fitsByWidth ? byWidth : byHeight
            case .fill: chosen = fitsByWidth ? byHeight : byWidth
            }
            return ProposedViewSize(chosen)
        }
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ResolvedNode) -> CGSize {
        node.child?.sizeThatFits(childProposal(proposal, node: node)) ?? .zero
    }

    func placeChildren(of node: ResolvedNode, size: CGSize, proposal: ProposedViewSize) {
        if let child = node.child { node.placeChild(child, at: .zero, proposal: childProposal(proposal, node: node)) }
    }
}

extension View {
    /// Proposes the ideal size in both axes, so the view takes its ideal size.
    public func fixedSize() -> some View { fixedSize(horizontal: true, vertical: true) }

    /// Proposes the ideal size in the chosen axes.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        modifier(FixedSizeLayout(horizontal: horizontal, vertical: vertical))
    }

    /// Sets the priority by which a stack gives this view space (default 0).
    public func layoutPriority(_ value: Double) -> some View { modifier(LayoutPriorityLayout(priority: value)) }

    /// Sets the view's horizontal alignment guide `g`.
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(AlignmentGuideLayout(key: g.key, computeValue: computeValue))
    }

    /// Sets the view's vertical alignment guide `g`.
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(AlignmentGuideLayout(key: g.key, computeValue: computeValue))
    }

    /// Centres the view on `position` in its parent's coordinates; the modified view takes
    /// the whole proposed size.
    public func position(_ position: CGPoint) -> some View { modifier(PositionLayout(position: position)) }

    /// Centres the view on (x, y).
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { position(CGPoint(x: x, y: y)) }

    /// Constrains the view to an aspect ratio (width / height; nil: its ideal size's).
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        modifier(AspectRatioLayout(ratio: aspectRatio, contentMode: contentMode))
    }

    /// Constrains the view to the aspect ratio of `aspectRatio`.
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        self.aspectRatio(aspectRatio.height != 0 ? aspectRatio.width / aspectRatio.height : nil, contentMode: contentMode)
    }

    /// `aspectRatio(nil, contentMode: .fit)`.
    public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }

    /// `aspectRatio(nil, contentMode: .fill)`.
    public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }
}
