/// A size class: how much room the app has along one axis (SwiftUI's
/// `UserInterfaceSizeClass`).
///
/// Read it with `@Environment(\.horizontalSizeClass)` and `@Environment(\.verticalSizeClass)`.
/// Limner has no window to take it from: it is nil unless a view sets it with
/// `environment(_:_:)` or is laid out on a device's screen (`DeviceScreen`: a preview's
/// device, or LimnerSnapshotTesting's `.device(config:)` layouts), which sets iOS's classes for
/// that device and orientation.
public enum UserInterfaceSizeClass: Sendable, Hashable, CaseIterable {
    /// Little room: a phone's width, or a phone's height in landscape.
    case compact
    /// Ample room: a tablet, or a phone's height in portrait.
    case regular
}

private struct HorizontalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = nil }
private struct VerticalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = nil }

extension EnvironmentValues {
    /// The horizontal size class of the screen the view is laid out on (nil: none set).
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }

    /// The vertical size class of the screen the view is laid out on (nil: none set).
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }
}
