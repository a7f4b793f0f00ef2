/// A view the graph handles itself (its `Body` is `Never`): it turns into zero or more
/// resolved nodes. Containers (`TupleView`, `ForEach`, `Group`, conditionals) return their
/// children's nodes, so that stacks see a flat list of children.
protocol PrimitiveView {
    func resolve(in context: ResolveContext) -> [ResolvedNode]
}

/// A modifier the graph handles itself. It receives its content unresolved, so it can
/// change the environment first or add secondary views.
protocol PrimitiveModifier {
    func resolve(content: @escaping ResolveContext.Content, in context: ResolveContext) -> [ResolvedNode]
}

/// A primitive modifier that wraps each content node in one node of its own (layout
/// and/or drawing behaviour). Applied to a group of views it wraps each of them.
protocol UnaryNodeModifier: PrimitiveModifier {
    func makeBehavior(in context: ResolveContext) -> any NodeBehavior
}

extension UnaryNodeModifier {
    func resolve(content: @escaping ResolveContext.Content, in context: ResolveContext) -> [ResolvedNode] {
        let behavior = makeBehavior(in: context)
        return content(context).map { child in
            ResolvedNode(identity: child.identity, environment: child.environment, behavior: behavior, children: [child])
        }
    }
}

/// A primitive modifier that only changes the environment its content sees.
protocol EnvironmentModifier: PrimitiveModifier {
    func modify(_ environment: inout EnvironmentValues)
}

extension EnvironmentModifier {
    func resolve(content: @escaping ResolveContext.Content, in context: ResolveContext) -> [ResolvedNode] {
        var inner = context
        modify(&inner.environment)
        return content(inner)
    }
}
