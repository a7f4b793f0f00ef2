import Foundation

/// A device's screen, as iOS lays an app's view out on it: the screen's size, the safe area
/// its status bar, notch and home indicator leave, and the size classes the app gets there.
///
/// The one home of the device layout: a preview on a device (`PreviewRegistry.Entry.render`)
/// and LimnerSnapshotTesting's `.device(config:)` layouts both draw through `host(_:)`.
///
/// ```swift
/// let phone = DeviceScreen(size: CGSize(width: 390, height: 844),
///                          safeArea: EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0),
///                          idiom: .phone)
/// let renderer = ImageRenderer(content: phone.host(SettingsView()))
/// ```
public struct DeviceScreen: Sendable, Hashable {
    /// The kind of device, which decides its size classes.
    public enum Idiom: Sendable, Hashable {
        /// An iPhone: compact width; regular height in portrait, compact in landscape (where
        /// the large phones, at least 414 points on their short side, have a regular width).
        case phone
        /// An iPad: regular height; regular width unless a split view leaves the app less
        /// than 678 points (a third, half of the smaller iPads, or a portrait two-thirds).
        case pad
    }

    /// The screen (or, for a split view, the app's window) in points.
    public var size: CGSize
    /// The insets of the safe area from the screen's edges.
    public var safeArea: EdgeInsets
    /// The horizontal size class the view reads (nil: none).
    public var horizontalSizeClass: UserInterfaceSizeClass?
    /// The vertical size class the view reads (nil: none).
    public var verticalSizeClass: UserInterfaceSizeClass?

    /// A screen with the size classes given.
    public init(size: CGSize, safeArea: EdgeInsets = EdgeInsets(),
                horizontalSizeClass: UserInterfaceSizeClass? = nil, verticalSizeClass: UserInterfaceSizeClass? = nil) {
        self.size = size
        self.safeArea = safeArea
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
    }

    /// A phone's or a tablet's screen, with the size classes iOS gives an app of that size
    /// there (see `Idiom`).
    public init(size: CGSize, safeArea: EdgeInsets = EdgeInsets(), idiom: Idiom) {
        let classes = Self.sizeClasses(size: size, idiom: idiom)
        self.init(size: size, safeArea: safeArea, horizontalSizeClass: classes.horizontal, verticalSizeClass: classes.vertical)
    }

    /// iOS's size classes for an app of `size` points on `idiom` (the rule swift-snapshot-testing's
    /// device presets follow, one device at a time).
    static func sizeClasses(size: CGSize, idiom: Idiom) -> (horizontal: UserInterfaceSizeClass, vertical: UserInterfaceSizeClass) {
        switch idiom {
        case .pad:
            return (size.width >= 678 ? .regular : .compact, .regular)
        case .phone:
            if size.height >= size.width { return (.compact, .regular) }
            return (size.height >= 414 ? .regular : .compact, .compact)
        }
    }

    /// The safe area in the screen's coordinates (empty when the insets leave no room).
    public var safeFrame: CGRect {
        CGRect(x: safeArea.leading, y: safeArea.top,
               width: max(0, size.width - safeArea.leading - safeArea.trailing),
               height: max(0, size.height - safeArea.top - safeArea.bottom))
    }

    /// `content` on this screen, as a `UIHostingController`'s root view: the whole screen
    /// filled with the system background, the content proposed the safe area and centred in
    /// it; the safe area set for `ignoresSafeArea()` (which then draws under the status bar and
    /// the home indicator) and the size classes in the environment. The result's size is the
    /// screen's; render it with `ImageRenderer(content:)` and any scale.
    public func host<Content: View>(_ content: Content) -> some View {
        DeviceScreenView(screen: self, content: content)
    }
}

/// The view `DeviceScreen.host(_:)` returns.
struct DeviceScreenView<Content: View>: View {
    let screen: DeviceScreen
    let content: Content

    var body: some View {
        let safe = screen.safeFrame
        let size = CGSize(width: max(0, screen.size.width), height: max(0, screen.size.height))
        ZStack(alignment: .topLeading) {
            Color(uiColor: .systemBackground)
            content
                .frame(width: safe.width, height: safe.height)
                .padding(screen.safeArea)
        }
        .frame(width: size.width, height: size.height, alignment: .topLeading)
        .environment(\.safeAreaRegion, SafeAreaRegion(screen: CGRect(origin: .zero, size: size), safe: safe))
        .environment(\.horizontalSizeClass, screen.horizontalSizeClass)
        .environment(\.verticalSizeClass, screen.verticalSizeClass)
    }
}
