/// A piece of user interface: SwiftUI's `View`.
///
/// A view is a value that describes what to show. Custom views build their content in
/// `body` from other views; primitive views (shapes, `Text`, stacks, …) have `Never` as
/// their body and are handled by the view graph directly. A view value never draws by
/// itself: the graph resolves it (state, environment), lays it out and records a display
/// list.
///
/// `View` refines `SendableMetatype`: a view's *type* may cross isolation domains (the
/// gallery and renderers build views inside `@Sendable` closures), while view *values* need
/// not be `Sendable`. Every ordinary, non-isolated conformance satisfies this.
public protocol View: SendableMetatype {
    /// The type of view this view's content is made of.
    associatedtype Body: View
    /// The content of the view.
    @ViewBuilder var body: Self.Body { get }
}

extension Never: View {
    /// `Never` is the body of every primitive view; it has no body of its own.
    public typealias Body = Never
    /// Never called: a primitive view's body is never evaluated.
    public var body: Never { primitiveBodyAccessed(Never.self) }
}

/// Traps with a clear message when user code reads the body of a primitive view (SwiftUI
/// does the same). The view graph never does.
func primitiveBodyAccessed(_ type: Any.Type) -> Never {
    fatalError("\(type) is a primitive view; its body must not be read")
}
