import Foundation

// Environment values real files read that describe the system rather than the view: the
// calendar, locale and time zone, the accessibility settings, and the layout direction.
// Limner has no user settings: each is a fixed, documented default unless a view sets it
// with `environment(_:_:)`, so a frame stays a pure function of its inputs.

/// The direction of the user's language (SwiftUI's `LayoutDirection`).
public enum LayoutDirection: Sendable, Hashable, CaseIterable {
    /// Left to right (English; the default).
    case leftToRight
    /// Right to left (Arabic, Hebrew): stacks, alignments and padding are mirrored.
    case rightToLeft
}

private struct LayoutDirectionKey: EnvironmentKey { static let defaultValue = LayoutDirection.leftToRight }
private struct CalendarKey: EnvironmentKey {
    static var defaultValue: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        calendar.locale = Locale(identifier: "en_US_POSIX")
        return calendar
    }
}
private struct LocaleKey: EnvironmentKey { static var defaultValue: Locale { Locale(identifier: "en_US") } }
private struct TimeZoneKey: EnvironmentKey { static var defaultValue: TimeZone { TimeZone(identifier: "UTC") ?? .current } }
private struct ReduceMotionKey: EnvironmentKey { static let defaultValue = false }
private struct ReduceTransparencyKey: EnvironmentKey { static let defaultValue = false }
private struct DifferentiateWithoutColorKey: EnvironmentKey { static let defaultValue = false }
private struct InvertColorsKey: EnvironmentKey { static let defaultValue = false }
private struct VoiceOverKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// The layout direction (default `.leftToRight`). Under `.rightToLeft`, every container
    /// places its children mirrored: an `HStack`'s first child is at the right, `.leading`
    /// alignment is the right edge, leading padding is on the right. Text and shapes are
    /// drawn unmirrored, as in SwiftUI.
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }

    /// The calendar (default: Gregorian in UTC with the POSIX locale, so dates format the
    /// same on every machine).
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }

    /// The locale (default `en_US`).
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }

    /// The time zone (default UTC).
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }

    /// Whether the user asked for less motion (default false).
    public var accessibilityReduceMotion: Bool {
        get { self[ReduceMotionKey.self] }
        set { self[ReduceMotionKey.self] = newValue }
    }

    /// Whether the user asked for less transparency (default false).
    public var accessibilityReduceTransparency: Bool {
        get { self[ReduceTransparencyKey.self] }
        set { self[ReduceTransparencyKey.self] = newValue }
    }

    /// Whether the user asked for cues other than colour (default false).
    public var accessibilityDifferentiateWithoutColor: Bool {
        get { self[DifferentiateWithoutColorKey.self] }
        set { self[DifferentiateWithoutColorKey.self] = newValue }
    }

    /// Whether colours are inverted (default false).
    public var accessibilityInvertColors: Bool {
        get { self[InvertColorsKey.self] }
        set { self[InvertColorsKey.self] = newValue }
    }

    /// Whether VoiceOver is running (default false).
    public var accessibilityVoiceOverEnabled: Bool {
        get { self[VoiceOverKey.self] }
        set { self[VoiceOverKey.self] = newValue }
    }
}

/// A modifier whose parameters animate (SwiftUI's deprecated `AnimatableModifier`): its
/// `animatableData` is interpolated frame by frame, as for any `Animatable` modifier.
public protocol AnimatableModifier: Animatable, ViewModifier {}

extension EnvironmentValues {
    /// `multilineTextAlignment` in physical terms: under a right-to-left layout direction
    /// `.leading` lines end at the right and `.trailing` lines at the left, as in SwiftUI.
    var directionalTextAlignment: TextAlignment {
        guard layoutDirection == .rightToLeft else { return multilineTextAlignment }
        switch multilineTextAlignment {
        case .leading: return .trailing
        case .trailing: return .leading
        case .center: return .center
        }
    }
}

extension View {
    /// Mirrors the view horizontally when the layout direction is right to left (SwiftUI's
    /// `flipsForRightToLeftLayoutDirection(_:)`: arrows and other directional artwork).
    public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View {
        modifier(RightToLeftFlip(enabled: enabled))
    }
}

/// Mirrors its content about its centre under a right-to-left layout direction.
struct RightToLeftFlip: ViewModifier {
    let enabled: Bool
    @Environment(\.layoutDirection) private var direction

    func body(content: Content) -> some View {
        content.scaleEffect(x: enabled && direction == .rightToLeft ? -1 : 1, y: 1)
    }
}
