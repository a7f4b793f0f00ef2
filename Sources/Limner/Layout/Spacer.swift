/// Flexible space: grows along its stack's axis (both axes outside a stack).
///
/// `minLength` nil means 8. In a stack a spacer asks for no spacing next to it, so
/// `HStack { A; Spacer(); B }` has a minimum gap of 8, and its priority is −∞ so other
/// children get their share first.
public struct Spacer: View, Sendable {
    /// The minimum length along the stack's axis (nil: the default 8).
    public var minLength: CGFloat?

    /// Creates a spacer.
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }

    public typealias Body = Never
    public var body: Never { primitiveBodyAccessed(Self.self) }
}

extension Spacer: PrimitiveView {
    func resolve(in context: ResolveContext) -> [ResolvedNode] {
        let length = minLength.map { $0.isFinite ? max(0, $0) : ViewSpacing.defaultSpacing } ?? ViewSpacing.defaultSpacing
        return [ResolvedNode(identity: context.identity, environment: context.environment, behavior: SpacerLayout(minLength: length))]
    }
}

struct SpacerLayout: NodeBehavior {
    let minLength: CGFloat

    var debugName: String { "Spacer" }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ResolvedNode) -> CGSize {
        func grow(_ p: CGFloat?) -> CGFloat { max(minLength, p ?? minLength) }
        switch node.stackAxis {
        case .horizontal?: return CGSize(width: grow(proposal.width), height: 0)
        case .vertical?: return CGSize(width: 0, height: grow(proposal.height))
        case nil: return CGSize(width: grow(proposal.width), height: grow(proposal.height))
        }
    }

    func placeChildren(of node: ResolvedNode, size: CGSize, proposal: ProposedViewSize) {}
    func explicitAlignment(_ key: AlignmentKey, node: ResolvedNode, size: CGSize) -> CGFloat? { nil }

    func layoutPriority(node: ResolvedNode) -> Double { node.stackAxis == nil ? 0 : -.infinity }

    func spacing(node: ResolvedNode) -> ViewSpacing {
        var s = ViewSpacing()
        switch node.stackAxis {
        case .horizontal?: s.leading.plain = 0; s.trailing.plain = 0
        case .vertical?: s.top.plain = 0; s.bottom.plain = 0
        case nil: break
        }
        return s
    }

    func render(node: ResolvedNode, into builder: inout RenderBuilder) {}
}
