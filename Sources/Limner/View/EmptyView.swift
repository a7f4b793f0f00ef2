/// A view that shows nothing and takes no space; a stack skips it entirely.
public struct EmptyView: View, Sendable {
    /// Creates an empty view.
    public init() {}
    public typealias Body = Never
    public var body: Never { primitiveBodyAccessed(Self.self) }
}

extension EmptyView: PrimitiveView {
    func resolve(in context: ResolveContext) -> [ResolvedNode] { [] }
}
