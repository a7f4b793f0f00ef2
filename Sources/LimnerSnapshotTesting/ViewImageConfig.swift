import Limner

// swift-snapshot-testing declares `ViewImageConfig` only where UIKit exists (iOS, tvOS), and
// there its strategies take UIKit's types. Everywhere else (Linux, macOS) this module declares
// it, with the same preset names, so `.device(config: .iPhone13)` reads the same in a test
// that also runs on an iOS simulator.
#if !(os(iOS) || os(tvOS))

/// A device's screen for `.image(layout: .device(config:))`: its size in points, its scale,
/// its safe-area insets and its size classes, under the preset names swift-snapshot-testing
/// gives them.
///
/// ```swift
/// assertSnapshot(of: SettingsScreen(), as: .image(layout: .device(config: .iPhone13)))
/// assertSnapshot(of: SettingsScreen(), as: .image(layout: .device(config: .iPadPro11(.portrait))))
/// ```
///
/// Sizes and safe areas are pointfree's (the real devices' points); each preset adds the
/// device's real scale (pointfree leaves it to the simulator's screen). The view is laid out
/// as on the device (`DeviceScreen`, which previews on a device use too): the whole screen
/// filled with the system background, the view proposed the safe area and centred there; a
/// view with `.ignoresSafeArea()` draws under the status bar and the home indicator.
///
/// The size classes are those pointfree's presets carry in their `traits`
/// (`UITraitCollection`): a phone is compact × regular in portrait and compact × compact in
/// landscape, where the large phones (8 Plus, XR, XS Max, 12 and 13 Pro Max) are regular ×
/// compact; an iPad is regular × regular, compact × regular in the narrow split views. A view
/// reads them with `@Environment(\.horizontalSizeClass)` and `@Environment(\.verticalSizeClass)`.
/// Pointfree's other traits (left-to-right layout, the medium content size) are Limner's
/// defaults already.
public struct ViewImageConfig: Sendable, Hashable {
    /// A phone's orientation.
    public enum Orientation: Sendable, Hashable {
        /// Long side horizontal.
        case landscape
        /// Long side vertical.
        case portrait
    }

    /// A tablet's orientation and the share of the screen a split view gives the app.
    public enum TabletOrientation: Sendable, Hashable {
        /// The app's width in a portrait split view.
        public enum PortraitSplits: Sendable, Hashable {
            /// A third of the screen's width.
            case oneThird
            /// Two thirds of the screen's width.
            case twoThirds
            /// The whole screen.
            case full
        }
        /// The app's width in a landscape split view.
        public enum LandscapeSplits: Sendable, Hashable {
            /// A third of the screen's width.
            case oneThird
            /// Half the screen's width.
            case oneHalf
            /// Two thirds of the screen's width.
            case twoThirds
            /// The whole screen.
            case full
        }
        /// Landscape, with the app's share of a split view.
        case landscape(splitView: LandscapeSplits)
        /// Portrait, with the app's share of a split view.
        case portrait(splitView: PortraitSplits)
    }

    /// Insets of the area the view is laid out in (status bar, notch, home indicator).
    public var safeArea: EdgeInsets
    /// The screen in points; nil means the view's own size.
    public var size: CGSize?
    /// Pixels per point of the device's screen; nil leaves it to the strategy (1).
    public var scale: CGFloat?
    /// The horizontal size class the view reads (nil: none).
    public var horizontalSizeClass: UserInterfaceSizeClass?
    /// The vertical size class the view reads (nil: none).
    public var verticalSizeClass: UserInterfaceSizeClass?

    /// Creates a configuration.
    public init(safeArea: EdgeInsets = EdgeInsets(), size: CGSize? = nil, scale: CGFloat? = nil,
                horizontalSizeClass: UserInterfaceSizeClass? = nil, verticalSizeClass: UserInterfaceSizeClass? = nil) {
        self.safeArea = safeArea
        self.size = size
        self.scale = scale
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
    }

    /// A device's screen, with the size classes of its idiom at that size.
    private init(_ screen: DeviceScreen, scale: CGFloat) {
        self.init(safeArea: screen.safeArea, size: screen.size, scale: scale,
                  horizontalSizeClass: screen.horizontalSizeClass, verticalSizeClass: screen.verticalSizeClass)
    }

    /// The screen the view is laid out on (nil when the configuration has no size).
    var screen: DeviceScreen? {
        size.map { DeviceScreen(size: $0, safeArea: safeArea, horizontalSizeClass: horizontalSizeClass,
                                verticalSizeClass: verticalSizeClass) }
    }

    /// A phone: `portrait` and `landscape` are the same screen turned, with its insets.
    private static func phone(_ orientation: Orientation, width: CGFloat, height: CGFloat, scale: CGFloat,
                              portraitInsets: EdgeInsets, landscapeInsets: EdgeInsets) -> ViewImageConfig {
        switch orientation {
        case .portrait:
            ViewImageConfig(DeviceScreen(size: CGSize(width: width, height: height), safeArea: portraitInsets, idiom: .phone),
                            scale: scale)
        case .landscape:
            ViewImageConfig(DeviceScreen(size: CGSize(width: height, height: width), safeArea: landscapeInsets, idiom: .phone),
                            scale: scale)
        }
    }

    /// A status bar only (devices with a home button).
    private static let statusBar = EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0)

    // MARK: iPhones

    /// iPhone SE (1st generation): 320 × 568 points, @2x.
    public static let iPhoneSe = ViewImageConfig.iPhoneSe(.portrait)
    /// iPhone SE (1st generation) in an orientation.
    public static func iPhoneSe(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 320, height: 568, scale: 2, portraitInsets: statusBar, landscapeInsets: EdgeInsets())
    }

    /// iPhone 8: 375 × 667 points, @2x.
    public static let iPhone8 = ViewImageConfig.iPhone8(.portrait)
    /// iPhone 8 in an orientation.
    public static func iPhone8(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 375, height: 667, scale: 2, portraitInsets: statusBar, landscapeInsets: EdgeInsets())
    }

    /// iPhone 8 Plus: 414 × 736 points, @3x.
    public static let iPhone8Plus = ViewImageConfig.iPhone8Plus(.portrait)
    /// iPhone 8 Plus in an orientation.
    public static func iPhone8Plus(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 414, height: 736, scale: 3, portraitInsets: statusBar, landscapeInsets: EdgeInsets())
    }

    /// The notch of the X-class phones: 44 points, home indicator 34 (landscape 44 and 21).
    private static let notch44 = (portrait: EdgeInsets(top: 44, leading: 0, bottom: 34, trailing: 0),
                                  landscape: EdgeInsets(top: 0, leading: 44, bottom: 24, trailing: 44))
    /// The notch of the 12- and 13-class phones: 47 points.
    private static let notch47 = (portrait: EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0),
                                  landscape: EdgeInsets(top: 0, leading: 47, bottom: 21, trailing: 47))

    /// iPhone X: 375 × 812 points, @3x.
    public static let iPhoneX = ViewImageConfig.iPhoneX(.portrait)
    /// iPhone X in an orientation.
    public static func iPhoneX(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 375, height: 812, scale: 3, portraitInsets: notch44.portrait, landscapeInsets: notch44.landscape)
    }

    /// iPhone XS Max: 414 × 896 points, @3x.
    public static let iPhoneXsMax = ViewImageConfig.iPhoneXsMax(.portrait)
    /// iPhone XS Max in an orientation.
    public static func iPhoneXsMax(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 414, height: 896, scale: 3, portraitInsets: notch44.portrait, landscapeInsets: notch44.landscape)
    }

    /// iPhone XR: 414 × 896 points, @2x.
    public static let iPhoneXr = ViewImageConfig.iPhoneXr(.portrait)
    /// iPhone XR in an orientation.
    public static func iPhoneXr(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 414, height: 896, scale: 2, portraitInsets: notch44.portrait, landscapeInsets: notch44.landscape)
    }

    /// iPhone 12: 390 × 844 points, @3x.
    public static let iPhone12 = ViewImageConfig.iPhone12(.portrait)
    /// iPhone 12 in an orientation.
    public static func iPhone12(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 390, height: 844, scale: 3, portraitInsets: notch47.portrait, landscapeInsets: notch47.landscape)
    }

    /// iPhone 12 Pro: the iPhone 12's screen.
    public static let iPhone12Pro = ViewImageConfig.iPhone12Pro(.portrait)
    /// iPhone 12 Pro in an orientation.
    public static func iPhone12Pro(_ orientation: Orientation) -> ViewImageConfig { .iPhone12(orientation) }

    /// iPhone 12 Pro Max: 428 × 926 points, @3x.
    public static let iPhone12ProMax = ViewImageConfig.iPhone12ProMax(.portrait)
    /// iPhone 12 Pro Max in an orientation.
    public static func iPhone12ProMax(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 428, height: 926, scale: 3, portraitInsets: notch47.portrait, landscapeInsets: notch47.landscape)
    }

    /// iPhone 13: 390 × 844 points, @3x.
    public static let iPhone13 = ViewImageConfig.iPhone13(.portrait)
    /// iPhone 13 in an orientation.
    public static func iPhone13(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 390, height: 844, scale: 3, portraitInsets: notch47.portrait, landscapeInsets: notch47.landscape)
    }

    /// iPhone 13 mini: 375 × 812 points, @3x, a 50-point notch.
    public static let iPhone13Mini = ViewImageConfig.iPhone13Mini(.portrait)
    /// iPhone 13 mini in an orientation.
    public static func iPhone13Mini(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 375, height: 812, scale: 3,
              portraitInsets: EdgeInsets(top: 50, leading: 0, bottom: 34, trailing: 0),
              landscapeInsets: EdgeInsets(top: 0, leading: 50, bottom: 21, trailing: 50))
    }

    /// iPhone 13 Pro: the iPhone 13's screen.
    public static let iPhone13Pro = ViewImageConfig.iPhone13Pro(.portrait)
    /// iPhone 13 Pro in an orientation.
    public static func iPhone13Pro(_ orientation: Orientation) -> ViewImageConfig { .iPhone13(orientation) }

    /// iPhone 13 Pro Max: 428 × 926 points, @3x.
    public static let iPhone13ProMax = ViewImageConfig.iPhone13ProMax(.portrait)
    /// iPhone 13 Pro Max in an orientation.
    public static func iPhone13ProMax(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 428, height: 926, scale: 3, portraitInsets: notch47.portrait, landscapeInsets: notch47.landscape)
    }

    // MARK: iPads (all @2x)

    /// A tablet whose full screen is `long` × `short` points in landscape, with the widths a
    /// split view leaves the app (pointfree's numbers).
    private static func tablet(_ orientation: TabletOrientation, long: CGFloat, short: CGFloat,
                               landscapeSplits: (oneThird: CGFloat, oneHalf: CGFloat, twoThirds: CGFloat),
                               portraitSplits: (oneThird: CGFloat, twoThirds: CGFloat),
                               safeArea: EdgeInsets) -> ViewImageConfig {
        let size: CGSize
        switch orientation {
        case .landscape(let split):
            let width: CGFloat = switch split {
            case .oneThird: landscapeSplits.oneThird
            case .oneHalf: landscapeSplits.oneHalf
            case .twoThirds: landscapeSplits.twoThirds
            case .full: long
            }
            size = CGSize(width: width, height: short)
        case .portrait(let split):
            let width: CGFloat = switch split {
            case .oneThird: portraitSplits.oneThird
            case .twoThirds: portraitSplits.twoThirds
            case .full: short
            }
            size = CGSize(width: width, height: long)
        }
        return ViewImageConfig(DeviceScreen(size: size, safeArea: safeArea, idiom: .pad), scale: 2)
    }

    private static func full(_ orientation: Orientation) -> TabletOrientation {
        orientation == .landscape ? .landscape(splitView: .full) : .portrait(splitView: .full)
    }

    /// iPad mini (and 9.7-inch iPads): 1024 × 768 points in landscape.
    public static let iPadMini = ViewImageConfig.iPadMini(.landscape)
    /// iPad mini in an orientation.
    public static func iPadMini(_ orientation: Orientation) -> ViewImageConfig { iPadMini(full(orientation)) }
    /// iPad mini in an orientation and split view.
    public static func iPadMini(_ orientation: TabletOrientation) -> ViewImageConfig {
        tablet(orientation, long: 1024, short: 768, landscapeSplits: (320, 507, 694), portraitSplits: (320, 438),
               safeArea: statusBar)
    }

    /// iPad 9.7-inch: the iPad mini's screen.
    public static let iPad9_7 = iPadMini
    /// iPad 9.7-inch in an orientation.
    public static func iPad9_7(_ orientation: Orientation) -> ViewImageConfig { iPadMini(orientation) }
    /// iPad 9.7-inch in an orientation and split view.
    public static func iPad9_7(_ orientation: TabletOrientation) -> ViewImageConfig { iPadMini(orientation) }

    /// iPad 10.2-inch: 1080 × 810 points in landscape.
    public static let iPad10_2 = ViewImageConfig.iPad10_2(.landscape)
    /// iPad 10.2-inch in an orientation.
    public static func iPad10_2(_ orientation: Orientation) -> ViewImageConfig { iPad10_2(full(orientation)) }
    /// iPad 10.2-inch in an orientation and split view.
    public static func iPad10_2(_ orientation: TabletOrientation) -> ViewImageConfig {
        tablet(orientation, long: 1080, short: 810, landscapeSplits: (320, 535, 750), portraitSplits: (320, 480),
               safeArea: statusBar)
    }

    /// iPad Pro 10.5-inch: 1112 × 834 points in landscape.
    public static let iPadPro10_5 = ViewImageConfig.iPadPro10_5(.landscape)
    /// iPad Pro 10.5-inch in an orientation.
    public static func iPadPro10_5(_ orientation: Orientation) -> ViewImageConfig { iPadPro10_5(full(orientation)) }
    /// iPad Pro 10.5-inch in an orientation and split view.
    public static func iPadPro10_5(_ orientation: TabletOrientation) -> ViewImageConfig {
        tablet(orientation, long: 1112, short: 834, landscapeSplits: (320, 551, 782), portraitSplits: (320, 504),
               safeArea: statusBar)
    }

    /// iPad Pro 11-inch: 1194 × 834 points in landscape, insets 24 and 20.
    public static let iPadPro11 = ViewImageConfig.iPadPro11(.landscape)
    /// iPad Pro 11-inch in an orientation.
    public static func iPadPro11(_ orientation: Orientation) -> ViewImageConfig { iPadPro11(full(orientation)) }
    /// iPad Pro 11-inch in an orientation and split view.
    public static func iPadPro11(_ orientation: TabletOrientation) -> ViewImageConfig {
        tablet(orientation, long: 1194, short: 834, landscapeSplits: (375, 592, 809), portraitSplits: (320, 504),
               safeArea: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0))
    }

    /// iPad Pro 12.9-inch: 1366 × 1024 points in landscape.
    public static let iPadPro12_9 = ViewImageConfig.iPadPro12_9(.landscape)
    /// iPad Pro 12.9-inch in an orientation.
    public static func iPadPro12_9(_ orientation: Orientation) -> ViewImageConfig { iPadPro12_9(full(orientation)) }
    /// iPad Pro 12.9-inch in an orientation and split view.
    public static func iPadPro12_9(_ orientation: TabletOrientation) -> ViewImageConfig {
        tablet(orientation, long: 1366, short: 1024, landscapeSplits: (375, 678, 981), portraitSplits: (375, 639),
               safeArea: statusBar)
    }
}
#endif
