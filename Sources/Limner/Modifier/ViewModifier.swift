/// A reusable transformation of a view: SwiftUI's `ViewModifier`.
public protocol ViewModifier {
    /// The type of view the modifier produces.
    associatedtype Body: View
    /// The placeholder for the view being modified.
    typealias Content = _ViewModifier_Content<Self>
    /// Builds the modified view from `content`.
    @ViewBuilder func body(content: Self.Content) -> Self.Body
}

extension ViewModifier where Body == Never {
    /// Primitive modifiers have no body; the graph applies them directly.
    public func body(content: Self.Content) -> Never { primitiveBodyAccessed(Self.self) }
}

/// Stands for the view a `ViewModifier` is applied to, inside the modifier's body.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    public typealias Body = Never
    public var body: Never { primitiveBodyAccessed(Self.self) }
}

extension _ViewModifier_Content: PrimitiveView {
    func resolve(in context: ResolveContext) -> [ResolvedNode] {
        guard let content = context.modifierContent else { return [] }
        return content(context)
    }
}

/// A view (or modifier) with a modifier applied.
public struct ModifiedContent<Content, Modifier> {
    /// The modified view or modifier.
    public var content: Content
    /// The modifier.
    public var modifier: Modifier

    /// Applies `modifier` to `content`.
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public typealias Body = Never
    public var body: Never { primitiveBodyAccessed(Self.self) }
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    public typealias Body = Never
}

extension ModifiedContent: PrimitiveView where Content: View, Modifier: ViewModifier {
    func resolve(in context: ResolveContext) -> [ResolvedNode] {
        let content = self.content
        // The content sits one level below the modifier, so two modifiers of one type on one
        // view keep separate state and animations.
        let resolveContent: ResolveContext.Content = { inner in inner.resolve(content, component: .modified) }
        return applyModifier(modifier, content: resolveContent, in: context)
    }
}

extension ModifiedContent: PrimitiveModifier where Content: ViewModifier, Modifier: ViewModifier {
    /// A composed modifier applies `content` (the inner modifier) first, then `modifier`.
    func resolve(content: @escaping ResolveContext.Content, in context: ResolveContext) -> [ResolvedNode] {
        let inner = self.content
        return applyModifier(modifier, content: { ctx in
            var c = ctx
            c.identity = ctx.identity.child(.modified)
            return applyModifier(inner, content: content, in: c)
        }, in: context)
    }
}

/// Applies a modifier to content: primitive modifiers act on the nodes; custom ones have
/// their state installed and their body evaluated, with the content placeholder bound to
/// `content` (resolved in the environment where the placeholder is used).
func applyModifier<M: ViewModifier>(_ modifier: M, content: @escaping ResolveContext.Content, in context: ResolveContext) -> [ResolvedNode] {
    if let primitive = modifier as? any PrimitiveModifier {
        return primitive.resolve(content: content, in: context)
    }
    let identity = context.identity.child(.type(ObjectIdentifier(M.self)))
    var inner = context
    let outer = context
    inner.modifierContent = { placeholder in
        var c = outer
        c.environment = placeholder.environment
        c.depth = placeholder.depth
        c.transaction = placeholder.transaction
        return content(c)
    }
    // The body is the last commit's in a frame that may reuse it (see `EvaluatedBodies`).
    let animatable = modifier as? any Animatable
    return inner.resolveBody(of: modifier, at: identity, animates: animatable != nil, install: {
        context.graph.install(dynamicPropertiesOf: modifier, at: identity, environment: context.environment)
    }) {
        var modifier = modifier
        var scope = inner
        scope.identity = identity
        if let animatable, let presented = scope.animatingExistential(animatable) as? M { modifier = presented }
        context.graph.install(dynamicPropertiesOf: modifier, at: identity, environment: context.environment)
        let presented = modifier
        return context.graph.tracking(at: identity) { presented.body(content: _ViewModifier_Content()) }
    }
}

extension View {
    /// Applies a modifier.
    public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

extension ViewModifier {
    /// Combines two modifiers; `modifier` applies after this one.
    public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// A modifier that does nothing.
public struct EmptyModifier: ViewModifier, Sendable {
    /// The identity modifier.
    public static let identity = EmptyModifier()
    /// Creates the identity modifier.
    public init() {}
    public typealias Body = Never
}

extension EmptyModifier: PrimitiveModifier {
    func resolve(content: @escaping ResolveContext.Content, in context: ResolveContext) -> [ResolvedNode] { content(context) }
}
