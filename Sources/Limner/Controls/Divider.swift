/// A thin line that separates content (SwiftUI's `Divider`): horizontal in a vertical
/// stack (and outside stacks), vertical in a horizontal stack.
///
/// It is one display pixel thick (1 / `displayScale` points) and takes the whole length it
/// is offered (its ideal length is 0 pt), drawn in the system separator colour (60, 60, 67
/// at 0.29; 84, 84, 88 at 0.6 in the dark appearance).
public struct Divider: View, Sendable {
    /// Creates a divider.
    public init() {}

    public typealias Body = Never
    public var body: Never { primitiveBodyAccessed(Self.self) }
}

extension Divider: PrimitiveView {
    func resolve(in context: ResolveContext) -> [ResolvedNode] {
        [ResolvedNode(identity: context.identity, environment: context.environment, behavior: DividerLayout())]
    }
}

struct DividerLayout: NodeBehavior {
    var debugName: String { "Divider" }

    static func thickness(_ environment: EnvironmentValues) -> CGFloat {
        let s = environment.displayScale
        return 1 / (s.isFinite && s > 0 ? s : 1)
    }

    static func color(_ environment: EnvironmentValues) -> RGBAColor {
        environment.colorScheme == .dark ? RGBAColor(red: 84 / 255, green: 84 / 255, blue: 88 / 255, alpha: 0.6)
                                         : RGBAColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.29)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ResolvedNode) -> CGSize {
        let t = DividerLayout.thickness(node.environment)
        func length(_ v: CGFloat?) -> CGFloat { v.map { $0.isFinite ? max(0, $0) : 0 } ?? 0 }
        if node.stackAxis == .horizontal { return CGSize(width: t, height: length(proposal.height)) }
        return CGSize(width: length(proposal.width), height: t)
    }

    func placeChildren(of node: ResolvedNode, size: CGSize, proposal: ProposedViewSize) {}
    func explicitAlignment(_ key: AlignmentKey, node: ResolvedNode, size: CGSize) -> CGFloat? { nil }
    func layoutPriority(node: ResolvedNode) -> Double { 0 }
    func spacing(node: ResolvedNode) -> ViewSpacing { ViewSpacing() }

    func render(node: ResolvedNode, into builder: inout RenderBuilder) {
        builder.fill(Path(CGRect(origin: .zero, size: node.size)),
                     paint: ShadingPaint(paint: .color(DividerLayout.color(node.environment))))
    }
}
