/// A view with an explicit identity (`id(_:)`): a new value makes it a new view, so its
/// state starts afresh and a transition removes the old one and inserts the new one.
struct IDView<Content: View, ID: Hashable>: View, PrimitiveView {
    let content: Content
    let id: ID
    typealias Body = Never
    var body: Never { primitiveBodyAccessed(Self.self) }

    func resolve(in context: ResolveContext) -> [ResolvedNode] {
        context.resolve(content, component: .id(AnyHashable(id)))
    }
}

extension View {
    /// Gives the view an explicit identity: when `id` changes the view is replaced (its state
    /// reset, with a transition under an animation). Display-list items the view draws carry
    /// it as `DisplayList.ViewID.explicitID`.
    public func id<ID: Hashable>(_ id: ID) -> some View { IDView(content: self, id: id) }
}
