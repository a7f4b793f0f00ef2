import Foundation

// What controls need from the environment: tint, control size and localized-string keys.
// `tint` and `controlSize` may duplicate everyday branch (same names and types there);
// keep one copy when both are merged.

/// The size of controls (SwiftUI's `ControlSize`). May duplicate everyday branch.
public enum ControlSize: CaseIterable, Hashable, Sendable {
    /// The smallest.
    case mini
    /// Smaller than regular.
    case small
    /// The default.
    case regular
    /// Larger than regular.
    case large
    /// The largest.
    case extraLarge
}

private struct ControlSizeKey: EnvironmentKey { static let defaultValue = ControlSize.regular }
private struct TintKey: EnvironmentKey { static let defaultValue: AnyShapeStyle? = nil }

extension EnvironmentValues {
    /// The size of controls. May duplicate everyday branch.
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }

    /// The tint of controls (nil: the accent colour). May duplicate everyday branch.
    var tint: AnyShapeStyle? {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }

    /// The colour controls draw their tint with: the tint if it is a colour, else the
    /// iOS accent colour (system blue, #007AFF in light mode).
    var controlTint: Color { (tint?.base as? Color) ?? .blue }
}

extension View {
    /// Sets the size of controls below. May duplicate everyday branch.
    public func controlSize(_ controlSize: ControlSize) -> some View { environment(\.controlSize, controlSize) }

    /// Sets the tint of controls below. May duplicate everyday branch.
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View { environment(\.tint, tint.map { AnyShapeStyle($0) }) }

    /// Sets the tint colour of controls below (nil: the accent colour). May duplicate
    /// everyday branch.
    public func tint(_ tint: Color?) -> some View { environment(\.tint, tint.map { AnyShapeStyle($0) }) }
}

/// A string that would be looked up in the app's localization tables: SwiftUI's
/// `LocalizedStringKey`. Limner has no tables: the key is the text shown.
public struct LocalizedStringKey: Equatable, Hashable, Sendable, ExpressibleByStringInterpolation {
    let key: String

    /// A key from a string.
    public init(_ value: String) { key = value }
    /// A key from a literal.
    public init(stringLiteral value: String) { key = value }
    /// A key from an interpolated literal (the interpolated values are shown as they print).
    public init(stringInterpolation: DefaultStringInterpolation) { key = String(stringInterpolation: stringInterpolation) }
}

extension Text {
    /// Text showing `key` (Limner does not localize: the key is the text).
    public init(_ key: LocalizedStringKey) { self.init(verbatim: key.key) }
}
