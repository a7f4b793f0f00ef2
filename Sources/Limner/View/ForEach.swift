/// Views computed from a collection, each identified by an id of its element, so state
/// follows the element rather than its position.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    /// The collection.
    public var data: Data
    /// Makes the view for one element.
    public var content: (Data.Element) -> Content
    let elementID: (Data.Element) -> ID
}

extension ForEach: View where Content: View {
    /// Views for each element, identified by the value at `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.elementID = { $0[keyPath: id] }
    }

    public typealias Body = Never
    public var body: Never { primitiveBodyAccessed(Self.self) }
}

extension ForEach where Content: View, Data.Element: Identifiable, ID == Data.Element.ID {
    /// Views for each `Identifiable` element, identified by its `id`.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Content: View, Data == Range<Int>, ID == Int {
    /// Views for each integer in a constant range, identified by the integer.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}

extension ForEach: PrimitiveView where Content: View {
    func resolve(in context: ResolveContext) -> [ResolvedNode] {
        var nodes: [ResolvedNode] = []
        var seen = Set<ID>()
        for element in data {
            // Past the graph's view limit every element would be dropped: stop iterating (a
            // range of a billion elements ends here, not after a billion empty resolves).
            if context.graph.isAtViewLimit {
                _ = context.graph.admitView()
                break
            }
            let id = elementID(element)
            // Duplicate ids are a programming error in SwiftUI ("undefined results"); here the
            // later duplicates get a distinct identity so each keeps its own state.
            let component: ViewIdentity.Component = seen.insert(id).inserted
                ? .id(AnyHashable(id)) : .duplicateID(AnyHashable(id), nodes.count)
            // An element inserted or removed under an animation fades, as a branch does.
            nodes += context.resolveBranch(content(element), component: component)
        }
        return nodes
    }
}
