import Foundation

// SwiftUI's previews: the `#Preview` macro, its traits, and `PreviewProvider` with its
// modifiers. Every preview in a binary is listed and rendered by `PreviewRegistry`.

/// Declares a preview of a view: SwiftUI's `#Preview`.
///
/// ```swift
/// #Preview { ContentView() }
/// #Preview("Dark card", traits: .sizeThatFitsLayout) { CardView().preferredColorScheme(.dark) }
/// ```
///
/// The macro (the `LimnerMacros` plugin) expands to one constant record in the
/// `limner_previews` linker section; `PreviewRegistry.all` lists every record of the binary
/// with its file, line, name and traits, and `PreviewRegistry.renderAll(to:)` renders each to a
/// PNG. Nothing is registered by hand and nothing runs at launch.
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil,
    @ViewBuilder body: @escaping () -> any View
) = #externalMacro(module: "LimnerMacros", type: "PreviewMacro")

/// Declares a preview of a view with traits (`.sizeThatFitsLayout`,
/// `.fixedLayout(width:height:)`, `.landscapeLeft`, …): SwiftUI's `#Preview`.
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil,
    traits: PreviewTrait<Preview.ViewTraits>,
    _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
    @ViewBuilder body: @escaping () -> any View
) = #externalMacro(module: "LimnerMacros", type: "PreviewMacro")

/// Declares a preview of a UIKit view: SwiftUI's `#Preview` for `UIView`.
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil,
    traits: PreviewTrait<Preview.ViewTraits>...,
    body: @escaping () -> UIView
) = #externalMacro(module: "LimnerMacros", type: "PreviewMacro")

/// Declares a preview of a view controller's view: SwiftUI's `#Preview` for
/// `UIViewController`.
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil,
    traits: PreviewTrait<Preview.ViewTraits>...,
    body: @escaping () -> UIViewController
) = #externalMacro(module: "LimnerMacros", type: "PreviewMacro")

/// The namespace of preview trait kinds (SwiftUI's `Preview`).
public enum Preview {
    /// The traits of a view preview.
    public enum ViewTraits {}
}

/// A property of a preview: its layout or its orientation (SwiftUI's `PreviewTrait`).
public struct PreviewTrait<T>: @unchecked Sendable {
    let apply: (inout PreviewConfiguration) -> Void
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// The preview is as large as the view's ideal size.
    public static var sizeThatFitsLayout: PreviewTrait { PreviewTrait { $0.layout = .sizeThatFits } }
    /// The preview is a device screen (the default).
    public static var defaultLayout: PreviewTrait { PreviewTrait { $0.layout = .device } }
    /// The preview is `width` × `height` points, the view centred in it.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait {
        PreviewTrait { $0.layout = .fixed(width: width, height: height) }
    }
    /// The device upright.
    public static var portrait: PreviewTrait { PreviewTrait { $0.orientation = .portrait } }
    /// The device upside down.
    public static var portraitUpsideDown: PreviewTrait { PreviewTrait { $0.orientation = .portraitUpsideDown } }
    /// The device turned with its top to the left.
    public static var landscapeLeft: PreviewTrait { PreviewTrait { $0.orientation = .landscapeLeft } }
    /// The device turned with its top to the right.
    public static var landscapeRight: PreviewTrait { PreviewTrait { $0.orientation = .landscapeRight } }
}

/// How a preview is sized (SwiftUI's `PreviewLayout`).
public enum PreviewLayout: Sendable, Equatable {
    /// A device screen (the preview device's, an iPhone by default), the view in its safe area.
    case device
    /// The view's ideal size.
    case sizeThatFits
    /// A fixed canvas, the view centred in it.
    case fixed(width: CGFloat, height: CGFloat)
}

/// A device's orientation (SwiftUI's `InterfaceOrientation`).
public struct InterfaceOrientation: Sendable, Hashable, Identifiable {
    /// The orientation's name.
    public let id: String
    /// Upright.
    public static let portrait = InterfaceOrientation(id: "portrait")
    /// Upside down.
    public static let portraitUpsideDown = InterfaceOrientation(id: "portraitUpsideDown")
    /// Top to the left.
    public static let landscapeLeft = InterfaceOrientation(id: "landscapeLeft")
    /// Top to the right.
    public static let landscapeRight = InterfaceOrientation(id: "landscapeRight")

    /// Whether the screen is wider than tall.
    var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// A device to preview on (SwiftUI's `PreviewDevice`): a name such as `"iPhone 15 Pro"`.
/// Known names give that device's screen and safe area (`PreviewDevice.screen`); any other
/// name gives the default iPhone's.
public struct PreviewDevice: RawRepresentable, Sendable, Hashable, ExpressibleByStringLiteral {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }

    /// A device screen: its size in points (portrait) and its safe-area insets (portrait and
    /// landscape).
    public struct Screen: Sendable, Equatable {
        /// The portrait size, in points.
        public var size: CGSize
        /// The safe-area insets in portrait.
        public var portraitInsets: EdgeInsets
        /// The safe-area insets in landscape (left orientation).
        public var landscapeInsets: EdgeInsets
        /// A phone or a tablet (decides the size classes).
        public var idiom: DeviceScreen.Idiom = .phone

        /// The screen in an orientation, as a view is laid out on it (size, safe area, size
        /// classes).
        public func deviceScreen(landscape: Bool) -> DeviceScreen {
            DeviceScreen(size: landscape ? CGSize(width: size.height, height: size.width) : size,
                         safeArea: landscape ? landscapeInsets : portraitInsets, idiom: idiom)
        }
    }

    /// The default screen: a 6.1-inch iPhone with a Dynamic Island (iPhone 15/16: 393 × 852,
    /// status bar 59, home indicator 34).
    public static let defaultScreen = Screen(
        size: CGSize(width: 393, height: 852),
        portraitInsets: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0),
        landscapeInsets: EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59))

    /// This device's screen.
    public var screen: Screen {
        let name = rawValue.lowercased()
        if name.contains("ipad") {
            return Screen(size: CGSize(width: 834, height: 1194),
                          portraitInsets: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0),
                          landscapeInsets: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0), idiom: .pad)
        }
        if name.contains(" se") || name.contains("iphone 8") {
            return Screen(size: CGSize(width: 375, height: 667),
                          portraitInsets: EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0),
                          landscapeInsets: EdgeInsets())
        }
        if name.contains("pro max") || name.contains("plus") {
            return Screen(size: CGSize(width: 430, height: 932),
                          portraitInsets: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0),
                          landscapeInsets: EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59))
        }
        return Self.defaultScreen
    }
}

/// Everything that decides how one preview is drawn.
public struct PreviewConfiguration: Sendable, Equatable {
    /// The layout (default: a device screen).
    public var layout: PreviewLayout = .device
    /// The orientation of a device layout.
    public var orientation: InterfaceOrientation = .portrait
    /// The device of a device layout (nil: the default iPhone).
    public var device: PreviewDevice?
    /// The name set by `previewDisplayName(_:)` (a `#Preview` takes its name from the macro).
    public var displayName: String?

    public init() {}
}

/// A type that produces previews (SwiftUI's `PreviewProvider`). `PreviewRegistry` finds
/// every conforming, non-generic type of the binary through the Swift runtime's list of
/// conformances, with no registration.
public protocol PreviewProvider {
    /// The type of the previews.
    associatedtype Previews: View
    /// The previews: one view, or a `Group` (or builder block) of several, each one preview.
    @ViewBuilder static var previews: Previews { get }
    /// The platform to preview on (accepted; Limner draws iOS).
    static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
    public static var platform: PreviewPlatform? { nil }
}

/// A platform previews run on (SwiftUI's `PreviewPlatform`; accepted, Limner draws iOS).
public enum PreviewPlatform: Sendable {
    case iOS, macOS, tvOS, watchOS, visionOS
}

extension View {
    /// The preview's layout (SwiftUI's `previewLayout(_:)`); read by `PreviewRegistry` on a
    /// provider's preview, ignored elsewhere.
    public func previewLayout(_ value: PreviewLayout) -> some View {
        PreviewTraitView(content: self) { $0.layout = value }
    }

    /// The preview's name (SwiftUI's `previewDisplayName(_:)`).
    public func previewDisplayName(_ value: String?) -> some View {
        PreviewTraitView(content: self) { $0.displayName = value }
    }

    /// The preview's device (SwiftUI's `previewDevice(_:)`).
    public func previewDevice(_ value: PreviewDevice?) -> some View {
        PreviewTraitView(content: self) { $0.device = value }
    }

    /// The preview's orientation (SwiftUI's `previewInterfaceOrientation(_:)`).
    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View {
        PreviewTraitView(content: self) { $0.orientation = value }
    }
}

/// A view carrying preview settings; draws its content unchanged.
struct PreviewTraitView<Content: View>: View {
    let content: Content
    let apply: (inout PreviewConfiguration) -> Void
    var body: Content { content }
}

/// What `PreviewRegistry` reads off a preview's root view: the settings of its
/// `previewLayout`-style modifiers, outermost last.
protocol PreviewTraitCarrier {
    var previewContent: any View { get }
    func applyPreviewTraits(to configuration: inout PreviewConfiguration)
}

extension PreviewTraitView: PreviewTraitCarrier {
    var previewContent: any View { content }
    func applyPreviewTraits(to configuration: inout PreviewConfiguration) { apply(&configuration) }
}
