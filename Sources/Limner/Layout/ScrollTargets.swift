// How a scroll view settles after a scroll (`scrollTargetBehavior`, `scrollTargetLayout`)
// and whether it clips (`scrollClipDisabled`).
//
// Limner draws a scroll view at rest, at its top-leading scroll position: there is no
// scrolling to settle, so the target behaviours and layouts change nothing drawn (files that
// set them compile and draw as SwiftUI draws them at rest). `scrollClipDisabled` does: the
// content then draws outside the scroll view's frame, as a card's shadow does in SwiftUI.

/// How a scroll view chooses where a scroll ends (SwiftUI's `ScrollTargetBehavior`).
public protocol ScrollTargetBehavior {}

/// Ends scrolls on the edges of the views of the scroll view's `scrollTargetLayout()`.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior, Sendable {
    /// How far one scroll may go.
    public struct LimitBehavior: Equatable, Sendable {
        private let value: Int
        /// The platform's choice.
        public static let automatic = LimitBehavior(value: 0)
        /// At most one view per scroll, for every scroll view.
        public static let always = LimitBehavior(value: 1)
        /// At most a few views per scroll.
        public static let alwaysByFew = LimitBehavior(value: 2)
        /// At most one view per scroll.
        public static let alwaysByOne = LimitBehavior(value: 3)
        /// No limit.
        public static let never = LimitBehavior(value: 4)
    }

    /// The limit of this behaviour.
    public let limitBehavior: LimitBehavior

    /// Creates the behaviour.
    public init(limitBehavior: LimitBehavior = .automatic) { self.limitBehavior = limitBehavior }
}

/// Ends scrolls on multiples of the scroll view's visible size: it pages.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior, Sendable {
    /// Creates the behaviour.
    public init() {}
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// Scrolls end on the edges of the target layout's views.
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }

    /// Scrolls end on the edges of the target layout's views, at most as far as `limitBehavior`.
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> ViewAlignedScrollTargetBehavior {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// Scrolls end on whole pages.
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

/// Clips a scroll view's content to its frame unless `disabled` (its content keeps its
/// identity either way).
struct ScrollClipModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let disabled: Bool

    func resolve(content: @escaping ResolveContext.Content, in context: ResolveContext) -> [ResolvedNode] {
        if disabled { return content(context) }
        return applyModifier(EffectModifier(other: .clip(Rectangle(), FillStyle())), content: content, in: context)
    }
}

private struct ScrollClipDisabledKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether scroll views below draw their content outside their frames.
    public var isScrollClipDisabled: Bool {
        get { self[ScrollClipDisabledKey.self] }
        set { self[ScrollClipDisabledKey.self] = newValue }
    }
}

extension View {
    /// Sets how the scroll views below end their scrolls. A scroll view is drawn at rest, so
    /// nothing drawn changes.
    public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View { self }

    /// Makes this layout's views the targets a `.viewAligned` scroll ends on. A scroll view is
    /// drawn at rest, so nothing drawn changes.
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View { self }

    /// Lets the scroll views below draw their content outside their frames (`disabled`
    /// true), or clips it to them as they do by default.
    public func scrollClipDisabled(_ disabled: Bool = true) -> some View {
        environment(\.isScrollClipDisabled, disabled)
    }
}
