/// What resolving a view needs to know about where it is: its identity, the environment,
/// the graph that holds state, and (inside a custom modifier's body) how to resolve the
/// modifier's content placeholder.
struct ResolveContext {
    /// Resolves a modifier's content (given the context at the point of use).
    typealias Content = (ResolveContext) -> [ResolvedNode]

    var identity: ViewIdentity
    var environment: EnvironmentValues
    unowned let graph: ViewGraph
    /// The content of the innermost custom `ViewModifier` being evaluated.
    var modifierContent: Content?
    /// Nesting depth of resolution, bounded by `ViewGraph.maximumDepth`.
    var depth: Int = 0

    /// Resolves a view at a child position.
    func resolve(_ view: any View, component: ViewIdentity.Component) -> [ResolvedNode] {
        var child = self
        child.identity = identity.child(component)
        return child.resolve(view)
    }

    /// Resolves a view at this context's identity.
    func resolve(_ view: any View) -> [ResolvedNode] {
        var context = self
        context.depth += 1
        if context.depth > graph.maximumDepth {
            graph.report(.nestingTooDeep(limit: graph.maximumDepth))
            return []
        }
        if let primitive = view as? any PrimitiveView {
            return primitive.resolve(in: context)
        }
        return context.resolveBody(of: view)
    }

    /// A custom view: install its state and environment, evaluate the body, resolve it.
    private func resolveBody<V: View>(of view: V) -> [ResolvedNode] {
        let bodyIdentity = identity.child(.type(ObjectIdentifier(V.self)))
        graph.install(dynamicPropertiesOf: view, at: bodyIdentity, environment: environment)
        var context = self
        context.identity = bodyIdentity
        return context.resolve(view.body)
    }
}
