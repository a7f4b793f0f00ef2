/// `frame(width:height:alignment:)`: a fixed dimension is proposed to the child and is the
/// frame's size; a nil one passes the proposal through and takes the child's size. The
/// child is placed by `alignment`.
struct FixedFrameLayout: NodeBehavior, ViewModifier, UnaryNodeModifier {
    typealias Body = Never
    let width: CGFloat?
    let height: CGFloat?
    let alignment: Alignment

    var isReusableAcrossFrames: Bool { true }
    var debugName: String { "Frame(\(width.map { "\($0)" } ?? "nil")×\(height.map { "\($0)" } ?? "nil"))" }

    /// Cleans the dimensions: NaN or infinite ones are ignored (with a diagnostic), negative
    /// ones become 0.
    func makeBehavior(in context: ResolveContext) -> any NodeBehavior {
        func clean(_ v: CGFloat?, _ name: String) -> CGFloat? {
            guard let v else { return nil }
            guard v.isFinite else {
                context.graph.report(.invalidFrameDimension("\(name): \(v)"))
                return nil
            }
            return max(0, v)
        }
        return FixedFrameLayout(width: clean(width, "width"), height: clean(height, "height"), alignment: alignment)
    }

    private func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: width ?? p.width, height: height ?? p.height)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ResolvedNode) -> CGSize {
        if let width, let height { return CGSize(width: width, height: height) }
        let child = node.child?.sizeThatFits(childProposal(proposal)) ?? proposal.replacingUnspecifiedDimensions(by: .zero)
        return CGSize(width: width ?? child.width, height: height ?? child.height)
    }

    func placeChildren(of node: ResolvedNode, size: CGSize, proposal: ProposedViewSize) {
        guard let child = node.child else { return }
        let p = childProposal(proposal)
        node.placeChild(child, at: align(child, in: size, proposal: p, alignment: alignment), proposal: p)
    }

    func explicitAlignment(_ key: AlignmentKey, node: ResolvedNode, size: CGSize) -> CGFloat? {
        forwardedAlignment(key, node: node, size: size, childProposal: childProposal(ProposedViewSize(size)), alignment: alignment)
    }

    /// A frame passes its child's spacing preferences on.
    func spacing(node: ResolvedNode) -> ViewSpacing { node.child?.spacing ?? ViewSpacing() }
}

/// The flexible frame. Values are normalised so that
/// min ≤ ideal ≤ max with negative minimums clamped to 0.
struct FlexibleFrameLayout: NodeBehavior, ViewModifier, UnaryNodeModifier {
    typealias Body = Never
    struct Limits: Equatable {
        var min: CGFloat?, ideal: CGFloat?, max: CGFloat?

        init(min: CGFloat?, ideal: CGFloat?, max: CGFloat?) {
            func clean(_ v: CGFloat?) -> CGFloat? { v.flatMap { $0.isNaN ? nil : $0 } }
            var lo = clean(min).map { Swift.max(0, $0) }
            var mid = clean(ideal)
            let hi = clean(max)
            if let l = lo, let h = hi, l > h { lo = h }
            if let m = mid, let l = lo, m < l { mid = l }
            if let m = mid, let h = hi, m > h { mid = h }
            self.min = lo; self.ideal = mid; self.max = hi
        }

        func clamp(_ v: CGFloat) -> CGFloat {
            var v = v
            if let max { v = Swift.min(v, max) }
            if let min { v = Swift.max(v, min) }
            return v
        }

        /// What the child is proposed: the parent's proposal, or ideal when it is nil,
        /// clamped to [min, max].
        func childProposal(_ p: CGFloat?) -> CGFloat? { (p ?? ideal).map(clamp) }

        /// The frame's own length, given a function that sizes the child.
        func length(proposal p: CGFloat?, child: () -> CGFloat) -> CGFloat {
            if let p, let min, let max { return Swift.min(Swift.max(p, min), max) }
            if p == nil, let ideal { return ideal }
            let childLength = child()
            let proposed = childProposal(p)
            switch (min, max) {
            case (let lo?, nil): return Swift.max(Swift.min(proposed ?? childLength, childLength), lo)
            case (nil, let hi?): return Swift.min(Swift.max(proposed ?? childLength, childLength), hi)
            case (let lo?, let hi?): return Swift.min(Swift.max(childLength, lo), hi)
            case (nil, nil): return childLength
            }
        }
    }

    let horizontal: Limits
    let vertical: Limits
    let alignment: Alignment

    var debugName: String { "FlexibleFrame" }

    func makeBehavior(in context: ResolveContext) -> any NodeBehavior { self }

    private func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal.childProposal(p.width), height: vertical.childProposal(p.height))
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ResolvedNode) -> CGSize {
        var childSize: CGSize?
        func child() -> CGSize {
            if let childSize { return childSize }
            let s = node.child?.sizeThatFits(childProposal(proposal)) ?? .zero
            childSize = s
            return s
        }
        return CGSize(width: horizontal.length(proposal: proposal.width) { child().width },
                      height: vertical.length(proposal: proposal.height) { child().height })
    }

    func placeChildren(of node: ResolvedNode, size: CGSize, proposal: ProposedViewSize) {
        guard let child = node.child else { return }
        let p = childProposal(proposal)
        node.placeChild(child, at: align(child, in: size, proposal: p, alignment: alignment), proposal: p)
    }

    func explicitAlignment(_ key: AlignmentKey, node: ResolvedNode, size: CGSize) -> CGFloat? {
        forwardedAlignment(key, node: node, size: size, childProposal: childProposal(ProposedViewSize(size)), alignment: alignment)
    }

    /// A frame passes its child's spacing preferences on.
    func spacing(node: ResolvedNode) -> ViewSpacing { node.child?.spacing ?? ViewSpacing() }
}

/// The origin that aligns `child` (sized for `proposal`) inside a container of `size`.
func align(_ child: ResolvedNode, in size: CGSize, proposal: ProposedViewSize, alignment: Alignment) -> CGPoint {
    let childSize = child.sizeThatFits(proposal)
    let container = ViewDimensions(size: size)
    let d = child.dimensions(childSize)
    return CGPoint(x: container[alignment.horizontal] - d[alignment.horizontal],
                   y: container[alignment.vertical] - d[alignment.vertical])
}

/// A child's explicit guide seen from a container that aligns it by `alignment`.
func forwardedAlignment(_ key: AlignmentKey, node: ResolvedNode, size: CGSize, childProposal: ProposedViewSize, alignment: Alignment) -> CGFloat? {
    guard let child = node.child else { return nil }
    let childSize = child.sizeThatFits(childProposal)
    guard let value = child.explicitAlignment(key, size: childSize) else { return nil }
    let origin = align(child, in: size, proposal: childProposal, alignment: alignment)
    return value + (key.axis == .horizontal ? origin.x : origin.y)
}

extension View {
    /// A frame of fixed width and/or height; nil dimensions take the child's size.
    /// NaN or infinite dimensions are ignored and negative ones become 0.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        modifier(FixedFrameLayout(width: width, height: height, alignment: alignment))
    }

    /// A flexible frame: minimum, ideal and maximum width and height.
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> some View {
        modifier(FlexibleFrameLayout(horizontal: .init(min: minWidth, ideal: idealWidth, max: maxWidth),
                                     vertical: .init(min: minHeight, ideal: idealHeight, max: maxHeight),
                                     alignment: alignment))
    }

    /// Deprecated in SwiftUI: a frame that changes nothing.
    @available(*, deprecated, message: "Please pass one or more parameters.")
    public func frame() -> some View { frame(width: nil, height: nil) }
}
