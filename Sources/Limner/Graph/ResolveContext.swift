/// What resolving a view needs to know about where it is: its identity, the environment,
/// the graph that holds state, and (inside a custom modifier's body) how to resolve the
/// modifier's content placeholder.
struct ResolveContext {
    /// Resolves a modifier's content (given the context at the point of use).
    typealias Content = (ResolveContext) -> [ResolvedNode]

    var identity: ViewIdentity
    var environment: EnvironmentValues
    /// The graph resolving (it outlives every context it makes; `unowned(unsafe)`: a
    /// context is copied at every view, and checked unowned references count each copy).
    unowned(unsafe) let graph: ViewGraph
    /// The content of the innermost custom `ViewModifier` being evaluated.
    var modifierContent: Content?
    /// Nesting depth of resolution, bounded by `ViewGraph.maximumDepth`.
    var depth: Int = 0
    /// The transaction the views resolve under (the pending state change's, as modifiers
    /// such as `animation(_:value:)` changed it).
    var transaction = Transaction()
    /// Whether this frame may present the bodies the last committed update evaluated here
    /// (see `EvaluatedBodies`): true in a peek until something on the path was built anew.
    var reusesBodies = false

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
        guard graph.admitView() else { return [] }
        let bodies = graph.evaluatedBodies
        let tracks = bodies.isTracking
        if tracks { context.reusesBodies = bodies.enter(depth: context.depth, reuses: context.reusesBodies) }
        let nodes: [ResolvedNode]
        if let primitive = view as? any PrimitiveView {
            nodes = primitive.resolve(in: context)
        } else {
            nodes = context.resolveBody(of: view)
        }
        if tracks { bodies.exit(depth: context.depth) }
        // Nodes made deeper were marked first; the rest were made here.
        for node in nodes where node.transaction == nil { node.transaction = transaction }
        return nodes
    }

    /// The presented value of this node's animatable value `property` (see
    /// `ViewGraph.animatedValue`).
    func animated<V: VectorArithmetic>(_ value: V, _ property: AnimatedProperty) -> V {
        graph.animatedValue(value, AnimatorKey(property, at: identity), transaction: transaction)
    }

    /// `value` with its `animatableData` replaced by the presented one.
    func animating<A: Animatable>(_ value: A, _ property: AnimatedProperty = .animatableData) -> A {
        var copy = value
        copy.animatableData = animated(value.animatableData, property)
        return copy
    }

    /// A custom view: install its state and environment, evaluate the body (or present the
    /// one the last commit evaluated, see `EvaluatedBodies`), resolve it.
    private func resolveBody<V: View>(of view: V) -> [ResolvedNode] {
        let bodyIdentity = identity.child(.type(ObjectIdentifier(V.self)))
        // Shapes animate in the `_ShapeView` their body makes.
        let animatable = view is any Shape ? nil : view as? any Animatable
        return resolveBody(of: view, at: bodyIdentity, animates: animatable != nil, install: {
            graph.install(dynamicPropertiesOf: view, at: bodyIdentity, environment: environment)
        }) {
            var context = self
            context.identity = bodyIdentity
            var view = view
            if let animatable, let presented = context.animatingExistential(animatable) as? V { view = presented }
            graph.install(dynamicPropertiesOf: view, at: bodyIdentity, environment: environment)
            let presented = view
            return graph.tracking(at: bodyIdentity) { presented.body }
        }
    }

    /// `animating(_:)` for a value whose type is only known at run time.
    func animatingExistential(_ value: any Animatable) -> any Animatable {
        func open<A: Animatable>(_ a: A) -> any Animatable { animating(a) }
        return open(value)
    }
}
