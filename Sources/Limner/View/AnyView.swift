/// A type-erased view. Its identity includes the erased type, so replacing a view by one of
/// another type resets the state below it, as in SwiftUI.
public struct AnyView: View {
    let storage: any View

    /// Erases `view`'s type.
    public init<V: View>(_ view: V) {
        if let other = view as? AnyView { storage = other.storage } else { storage = view }
    }

    /// Erases `view`'s type.
    public init<V: View>(erasing view: V) { self.init(view) }

    /// Erases a view only known as an existential; nil when `value` is not a view.
    public init?(_fromValue value: Any) {
        guard let view = value as? any View else { return nil }
        storage = view
    }

    public typealias Body = Never
    public var body: Never { primitiveBodyAccessed(Self.self) }
}

extension AnyView: PrimitiveView {
    func resolve(in context: ResolveContext) -> [ResolvedNode] {
        context.resolve(storage, component: .type(ObjectIdentifier(type(of: storage))))
    }
}
