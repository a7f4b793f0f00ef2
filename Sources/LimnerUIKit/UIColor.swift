import Foundation
import LimnerGraphics

/// A colour (`UIColor`), in sRGB with straight alpha.
///
/// A colour is fixed, or dynamic: a system colour with Apple's light and dark values
/// (`UIColor.systemGray6`, `.label`, …, in `UIColor+System.swift`) or one built by a
/// `dynamicProvider`. `cgColor` is the value in the light appearance (UIKit gives the value of
/// the current trait collection; Limner has no current one); `resolvedColor(with:)` gives
/// either, and `Color(uiColor:)` keeps both, so a dynamic colour follows the view's
/// `colorScheme`.
public final class UIColor: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The Core Graphics form (the light appearance's value).
    public let cgColor: CGColor
    /// The dark appearance's value of a system colour (nil: the colour is fixed or comes
    /// from `provider`).
    let darkColor: CGColor?
    /// The provider of a dynamic colour.
    let provider: (@Sendable (UITraitCollection) -> UIColor)?
    /// The name of a system colour ("systemGray6"), for descriptions.
    let systemName: String?

    /// Creates a colour from sRGB components, 0…1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        cgColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
        darkColor = nil; provider = nil; systemName = nil
    }

    /// Creates a grey.
    public init(white: CGFloat, alpha: CGFloat) {
        cgColor = CGColor(gray: white, alpha: alpha)
        darkColor = nil; provider = nil; systemName = nil
    }

    /// A system colour with a light and a dark value.
    init(systemName: String, light: CGColor, dark: CGColor) {
        cgColor = light; darkColor = dark; provider = nil; self.systemName = systemName
    }

    /// A colour whose value depends on the trait collection it is resolved for (UIKit's
    /// `init(dynamicProvider:)`): the provider is asked for the light and the dark
    /// appearance.
    public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        cgColor = dynamicProvider(UITraitCollection(userInterfaceStyle: .light)).resolvedColor(
            with: UITraitCollection(userInterfaceStyle: .light)).cgColor
        darkColor = nil; provider = dynamicProvider; systemName = nil
    }

    /// The colour's fixed value for `traitCollection` (`.dark` picks a system colour's dark
    /// value or asks a dynamic provider; anything else is the light value).
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        if let provider {
            return provider(traitCollection).resolvedColor(with: traitCollection)
        }
        if let darkColor, traitCollection.userInterfaceStyle == .dark { return UIColor(cgColor: darkColor) }
        return darkColor == nil ? self : UIColor(cgColor: cgColor)
    }

    /// Creates a colour from hue, saturation and brightness, 0…1.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let (r, g, b) = Color.rgb(hue: Double(hue), saturation: Double(saturation),
                                  brightness: min(max(Double(brightness), 0), 1))
        self.init(red: CGFloat(r), green: CGFloat(g), blue: CGFloat(b), alpha: alpha)
    }

    /// Wraps a Core Graphics colour.
    public init(cgColor: CGColor) {
        self.cgColor = cgColor
        darkColor = nil; provider = nil; systemName = nil
    }

    /// The colour of a SwiftUI `Color` in the default environment.
    /// A system colour (`Color.blue`, `.primary`) keeps its light and dark values.
    public convenience init(_ color: Color) {
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        let lightValue = color.resolvedRGBA(), darkValue = color.resolvedRGBA(in: dark)
        if lightValue == darkValue {
            self.init(cgColor: CGColor(lightValue))
        } else {
            self.init(systemName: color.description, light: CGColor(lightValue), dark: CGColor(darkValue))
        }
    }

    /// The same colour with another alpha.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor { UIColor(cgColor: cgColor.copy(alpha: alpha)!) }

    /// Writes the components; returns true.
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                       blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        red?.pointee = cgColor.red; green?.pointee = cgColor.green; blue?.pointee = cgColor.blue; alpha?.pointee = cgColor.alpha
        return true
    }

    public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
        if lhs === rhs { return true }
        guard lhs.provider == nil, rhs.provider == nil else { return false }
        return lhs.cgColor == rhs.cgColor && lhs.darkColor == rhs.darkColor
    }
    public func hash(into hasher: inout Hasher) { hasher.combine(cgColor) }
    public var description: String { systemName.map { "UIColor.\($0)" } ?? "UIColor(\(cgColor))" }

    // UIKit's fixed colours (component values from UIKit's documentation).
    /// 0, 0, 0.
    public static let black = UIColor(white: 0, alpha: 1)
    /// 1/3 grey.
    public static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)
    /// 2/3 grey.
    public static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)
    /// 1, 1, 1.
    public static let white = UIColor(white: 1, alpha: 1)
    /// 0.5 grey.
    public static let gray = UIColor(white: 0.5, alpha: 1)
    /// 1, 0, 0.
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    /// 0, 1, 0.
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    /// 0, 0, 1.
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    /// 0, 1, 1.
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    /// 1, 1, 0.
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    /// 1, 0, 1.
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    /// 1, 0.5, 0.
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    /// 0.5, 0, 0.5.
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    /// 0.6, 0.4, 0.2.
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    /// Transparent.
    public static let clear = UIColor(white: 0, alpha: 0)
}
