/// A view that SwiftUI re-evaluates only when its content changes by `==` (SwiftUI's
/// `EquatableView`). A rendered image evaluates every body once per render, so the
/// comparison never changes the picture; the content is drawn as it is.
public struct EquatableView<Content: View & Equatable>: View {
    /// The content.
    public var content: Content
    /// Wraps `content`.
    public init(content: Content) { self.content = content }
    public var body: some View { content }
}

extension View where Self: Equatable {
    /// Wraps the view in an `EquatableView`.
    public func equatable() -> EquatableView<Self> { EquatableView(content: self) }
}
