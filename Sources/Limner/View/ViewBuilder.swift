/// Builds views from closures: SwiftUI's `@ViewBuilder`.
///
/// A block of several views becomes a `TupleView` (any number of children, through
/// parameter packs), `if` without `else` an `Optional`, `if`/`else` and `switch` a
/// `_ConditionalContent`, and `if #available` an `AnyView`.
@resultBuilder
public enum ViewBuilder {
    /// Passes a single view expression through.
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    /// An empty block.
    public static func buildBlock() -> EmptyView { EmptyView() }

    /// A block with one view.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    /// A block with several views.
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView((repeat each content))
    }

    /// `if` without `else`.
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    /// The `if` branch of `if`/`else` (or a `switch` case).
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }

    /// The `else` branch of `if`/`else` (or a `switch` case).
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }

    /// `if #available`: the content is type-erased.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}
