extension View {
    /// Draws the view in the given appearance (nil: the environment's). In a rendered image
    /// the preference applies to the view itself and everything in it.
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        transformEnvironment(\.colorScheme) { if let colorScheme { $0 = colorScheme } }
    }

    /// Sets the size of controls below: the indeterminate `ProgressView` spinner is 12, 16,
    /// 20, 37 and 37 pt for mini … extra large (UIKit's medium and large indicators; the
    /// smaller two are Limner's choice).
    public func controlSize(_ controlSize: ControlSize) -> some View { environment(\.controlSize, controlSize) }
}

/// The size of controls (SwiftUI's `ControlSize`).
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

extension EnvironmentValues {
    /// The size of controls.
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }
}
