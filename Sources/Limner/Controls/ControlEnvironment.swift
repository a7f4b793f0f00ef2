import Foundation

// What controls need from the environment beyond `tint` and `controlSize`
// (Style/StyleModifiers.swift, Style/ColorSchemeModifiers.swift): the tint as a colour, and
// localized-string keys.

extension EnvironmentValues {
    /// The colour controls draw their tint with: the tint if it is a colour, else the
    /// iOS accent colour (system blue, #007AFF in light mode).
    var controlTint: Color { (tint?.base as? Color) ?? .blue }

    /// Whether controls draw without their labels (`labelsHidden()`).
    var labelsHidden: Bool {
        get { self[LabelsHiddenKey.self] }
        set { self[LabelsHiddenKey.self] = newValue }
    }
}

private struct LabelsHiddenKey: EnvironmentKey { static let defaultValue = false }

extension View {
    /// Hides the labels of the controls in this view: a `Toggle` or a `Stepper` is its
    /// control alone, at the control's size, as in a row that shows its own title. The labels
    /// a control never draws (a `Slider`'s, a segmented `Picker`'s) are not affected.
    public func labelsHidden() -> some View { environment(\.labelsHidden, true) }
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
