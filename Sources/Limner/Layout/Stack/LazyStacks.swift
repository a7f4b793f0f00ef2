/// A vertical stack that fills the width it is offered (SwiftUI's `LazyVStack`).
///
/// It lays its children out as a `VStack` of the same alignment and spacing does, and takes
/// the whole proposed width (a `VStack` is as wide as its widest child), its children placed
/// across it by `alignment`. Offered no width (inside a horizontal `ScrollView`), it is as wide
/// as its widest child. Everything is laid out at once: a rendered image has no scrolling to
/// be lazy about, and a scroll view is drawn at rest. `pinnedViews` changes nothing at rest.
public struct LazyVStack<Content: View>: View {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    /// Creates a vertical stack that fills its proposed width; `spacing` nil lets each pair of
    /// neighbours choose.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var body: some View {
        VStack(alignment: alignment, spacing: spacing) { content }
            .frame(maxWidth: .infinity, alignment: Alignment(horizontal: alignment, vertical: .center))
    }
}

/// A horizontal stack that fills the height it is offered (SwiftUI's `LazyHStack`): the
/// transpose of `LazyVStack`.
public struct LazyHStack<Content: View>: View {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    /// Creates a horizontal stack that fills its proposed height; `spacing` nil lets each pair
    /// of neighbours choose.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var body: some View {
        HStack(alignment: alignment, spacing: spacing) { content }
            .frame(maxHeight: .infinity, alignment: Alignment(horizontal: .center, vertical: alignment))
    }
}
