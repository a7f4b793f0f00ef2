import Foundation
import LimnerText

/// A key into `EnvironmentValues` (SwiftUI's `EnvironmentKey`): the type is the key, its
/// `defaultValue` is what a lookup gives when nothing was set.
public protocol EnvironmentKey {
    /// The value's type.
    associatedtype Value: Sendable
    /// The value when none was set.
    static var defaultValue: Value { get }
}

/// The values drawing resolves against: font, foreground colour, colour scheme, display scale.
///
/// A dictionary keyed by `EnvironmentKey` types, so the view layer adds its own keys in
/// extensions exactly as SwiftUI apps do:
///
/// ```swift
/// private struct AccentKey: EnvironmentKey { static let defaultValue = Color.blue }
/// extension EnvironmentValues {
///     var accent: Color { get { self[AccentKey.self] } set { self[AccentKey.self] = newValue } }
/// }
/// ```
public struct EnvironmentValues: Sendable, CustomStringConvertible {
    private var storage: [ObjectIdentifier: any Sendable] = [:]

    /// An environment with every key at its default.
    public init() {}

    /// The value for `key`, or its default.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get {
            // Unwrap before casting: casting the optional itself goes through the runtime's
            // dynamic cast even when nothing is set (the common case, on every draw call).
            guard !storage.isEmpty, let value = storage[ObjectIdentifier(key)] else { return K.defaultValue }
            return value as? K.Value ?? K.defaultValue
        }
        set { storage[ObjectIdentifier(key)] = newValue }
    }

    public var description: String { "EnvironmentValues(\(storage.count) set)" }
}

private struct FontKey: EnvironmentKey { static let defaultValue: Font? = nil }
private struct ForegroundColorKey: EnvironmentKey { static let defaultValue: Color? = nil }
private struct ColorSchemeKey: EnvironmentKey { static let defaultValue = ColorScheme.light }
private struct AccentColorKey: EnvironmentKey { static let defaultValue: Color? = nil }
private struct DisplayScaleKey: EnvironmentKey { static let defaultValue: CGFloat = 1 }
private struct ForegroundStyleKey: EnvironmentKey { static let defaultValue: (any ShadingStyleResolver)? = nil }

extension EnvironmentValues {
    /// The default font of text (nil: `.body`).
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }

    /// The colour text and template images take when they have none of their own (nil:
    /// `.primary`). The view layer's richer `foregroundStyle` sets this too.
    public var foregroundColor: Color? {
        get { self[ForegroundColorKey.self] }
        set { self[ForegroundColorKey.self] = newValue }
    }

    /// Light or dark appearance; picks the values of system colours.
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }

    /// The colour `Color.accentColor` resolves to (nil: the system blue).
    public var accentColor: Color? {
        get { self[AccentColorKey.self] }
        set { self[AccentColorKey.self] = newValue }
    }

    /// Pixels per point of the display being drawn for.
    public var displayScale: CGFloat {
        get { self[DisplayScaleKey.self] }
        set { self[DisplayScaleKey.self] = newValue }
    }

    /// The view layer's foreground style (`foregroundStyle(_:)`), as the hook that resolves
    /// it (see `ShadingStyleResolver`); nil when only a colour, or nothing, was set.
    package var foregroundStyleResolver: (any ShadingStyleResolver)? {
        get { self[ForegroundStyleKey.self] }
        set { self[ForegroundStyleKey.self] = newValue }
    }

    /// The paint of the foreground for something drawn in `rect`: the foreground style,
    /// else the foreground colour, else `.primary`. The one foreground resolution: views,
    /// `GraphicsContext.Shading.foreground` and template images all use it.
    package func foregroundPaint(in rect: CGRect) -> ShadingPaint {
        if let style = foregroundStyleResolver { return style.resolve(in: rect, environment: self) }
        return ShadingPaint(paint: .color((foregroundColor ?? .primary).resolvedRGBA(in: self)))
    }
}
