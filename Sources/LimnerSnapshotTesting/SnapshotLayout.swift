import Limner

#if !(os(iOS) || os(tvOS))

/// The size a view is snapshotted at: swift-snapshot-testing's `SwiftUISnapshotLayout`, for
/// Limner's views.
///
/// Call sites name the cases only (`.sizeThatFits`, `.fixed(width:height:)`,
/// `.device(config:)`), so a test reads the same as one written for an iOS simulator. Off
/// Apple platforms (Linux) the type is also spelled `SwiftUISnapshotLayout`; on macOS that
/// name is pointfree's own (which has no `.device`), so this type keeps its own name.
///
/// Every layout fills the picture with the colour scheme's system background first (white,
/// or black in dark mode, as a `UIHostingController`'s view is) and then draws the view:
/// - `.sizeThatFits`: the picture is the view's ideal size (proposed `.unspecified`).
/// - `.fixed(width:height:)`: the view is proposed that size and centred in it.
/// - `.device(config:)`: the view is laid out as on the device (`DeviceScreen`): proposed
///   the screen minus the safe area and centred there, with the device's size classes in the
///   environment; a view with `.ignoresSafeArea()` (a background, say) runs under the status
///   bar and the home indicator. The picture is the whole screen, at the device's scale
///   unless the strategy's `scale` says otherwise.
public enum LimnerSnapshotLayout: Sendable, Hashable {
    /// Centre the view in a device's screen, inside its safe area.
    case device(config: ViewImageConfig)
    /// Centre the view in a fixed size, in points.
    case fixed(width: CGFloat, height: CGFloat)
    /// The view's own ideal size.
    case sizeThatFits

    /// The scale a layout implies when the strategy gives none: the device's, else 1.
    var defaultScale: CGFloat {
        if case .device(let config) = self, let scale = config.scale { return scale }
        return 1
    }
}

// Keyed on the platform, not on `canImport(SwiftUI)`: on Linux that would depend on whether
// Limner's own opt-in `SwiftUI` module happened to be built first.
#if !canImport(Darwin)
/// swift-snapshot-testing's name for the layout of a SwiftUI snapshot (off Apple platforms
/// only: there pointfree declares it).
public typealias SwiftUISnapshotLayout = LimnerSnapshotLayout
#endif

#endif
