/// Groups views without laying them out: in a stack its children become the stack's
/// children, and a modifier applied to the group applies to each child.
public struct Group<Content> {
    let content: Content
}

extension Group: View where Content: View {
    /// Creates a group of the builder's views.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public typealias Body = Never
    public var body: Never { primitiveBodyAccessed(Self.self) }
}

extension Group: PrimitiveView where Content: View {
    func resolve(in context: ResolveContext) -> [ResolvedNode] {
        context.resolve(content, component: .index(0))
    }
}
