/// One of two views, chosen by an `if`/`else` in a view builder. The two branches have
/// different identities, so state does not carry over from one to the other. A branch that
/// comes or goes under an animation fades (SwiftUI's default transition, `.opacity`) unless
/// its view sets a transition (`ResolveContext.resolveBranch`).
public struct _ConditionalContent<TrueContent, FalseContent> {
    /// Which branch was taken.
    public enum Storage {
        /// The `if` branch.
        case trueContent(TrueContent)
        /// The `else` branch.
        case falseContent(FalseContent)
    }

    /// The branch taken.
    public let storage: Storage

    init(storage: Storage) { self.storage = storage }
}

extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
    public typealias Body = Never
    public var body: Never { primitiveBodyAccessed(Self.self) }
}

extension _ConditionalContent: PrimitiveView where TrueContent: View, FalseContent: View {
    func resolve(in context: ResolveContext) -> [ResolvedNode] {
        switch storage {
        case .trueContent(let view): return context.resolveBranch(view, component: .branch(true))
        case .falseContent(let view): return context.resolveBranch(view, component: .branch(false))
        }
    }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { primitiveBodyAccessed(Self.self) }
}

extension Optional: PrimitiveView where Wrapped: View {
    func resolve(in context: ResolveContext) -> [ResolvedNode] {
        guard case .some(let view) = self else { return [] }
        return context.resolveBranch(view, component: .branch(true))
    }
}
