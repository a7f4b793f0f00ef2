/// How a view's content changes when it changes under an animation: SwiftUI's
/// `ContentTransition` (a counter's digits rolling with `.numericText()`, a symbol replaced
/// with `.symbolEffect(.replace)`).
///
/// Limner keeps the transition in the environment (`EnvironmentValues.contentTransition`),
/// where views and your own code can read it, and draws content changes at once, as
/// `.identity` does: a text's new characters and a symbol's new name show from the frame the
/// change is made in, while everything else the change animates (frames, colours, sizes)
/// still animates. At rest, before and after a change, every transition draws the same.
public struct ContentTransition: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case identity, opacity, interpolate
        case numericText(countsDown: Bool?, value: Double?)
        case symbolEffect(String?)
    }

    let kind: Kind

    /// The content changes at once.
    public static let identity = ContentTransition(kind: .identity)
    /// The old content fades out as the new fades in.
    public static let opacity = ContentTransition(kind: .opacity)
    /// The content's shapes and colours interpolate where they can.
    public static let interpolate = ContentTransition(kind: .interpolate)
    /// A symbol image's change uses the platform's symbol effect.
    public static let symbolEffect = ContentTransition(kind: .symbolEffect(nil))

    /// Digits roll to their new values, downwards when `countsDown`.
    public static func numericText(countsDown: Bool = false) -> ContentTransition {
        ContentTransition(kind: .numericText(countsDown: countsDown, value: nil))
    }

    /// Digits roll up or down as `value` grows or shrinks.
    public static func numericText(value: Double) -> ContentTransition {
        ContentTransition(kind: .numericText(countsDown: nil, value: value))
    }

    /// A symbol image's change uses `effect` (`.replace`, …).
    public static func symbolEffect<T: SymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default) -> ContentTransition {
        ContentTransition(kind: .symbolEffect(String(describing: effect)))
    }
}

private struct ContentTransitionKey: EnvironmentKey { static let defaultValue = ContentTransition.identity }
private struct ContentTransitionDrawingGroupKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// The content transition the views below use (`.identity` unless set).
    public var contentTransition: ContentTransition {
        get { self[ContentTransitionKey.self] }
        set { self[ContentTransitionKey.self] = newValue }
    }

    /// Whether content transitions below draw in a drawing group (kept; nothing changes here).
    public var contentTransitionAddsDrawingGroup: Bool {
        get { self[ContentTransitionDrawingGroupKey.self] }
        set { self[ContentTransitionDrawingGroupKey.self] = newValue }
    }
}

extension View {
    /// Sets how the content of the views below changes under an animation (see
    /// `ContentTransition`: here the content changes at once).
    public func contentTransition(_ transition: ContentTransition) -> some View {
        environment(\.contentTransition, transition)
    }
}
