/// Several views side by side in a builder block; a stack lays each one out as a child.
public struct TupleView<T>: View {
    /// The views, as a tuple.
    public var value: T

    /// Creates a tuple view.
    public init(_ value: T) { self.value = value }

    public typealias Body = Never
    public var body: Never { primitiveBodyAccessed(Self.self) }

    /// The elements of the tuple that are views, in order.
    var elements: [any View] {
        if let single = value as? any View { return [single] }
        return Mirror(reflecting: value).children.compactMap { $0.value as? any View }
    }
}

extension TupleView: PrimitiveView {
    func resolve(in context: ResolveContext) -> [ResolvedNode] {
        var nodes: [ResolvedNode] = []
        for (index, element) in elements.enumerated() {
            nodes += context.resolve(element, component: .index(index))
        }
        return nodes
    }
}
