import Foundation
import LimnerGraphics

// UIKit's semantic and system colours, with Apple's light and dark values (the iOS 13–18
// Human Interface Guidelines table; alphas as UIKit defines them), the trait collection that
// picks between them, colour literals, and SwiftUI's `Color(uiColor:)`.

/// Light or dark appearance (UIKit's `UIUserInterfaceStyle`).
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified, light, dark
}

/// The traits a dynamic colour is resolved for (UIKit's `UITraitCollection`; only the
/// appearance is modelled).
public final class UITraitCollection: Sendable, Equatable {
    /// Light or dark.
    public let userInterfaceStyle: UIUserInterfaceStyle

    /// Traits with this appearance.
    public init(userInterfaceStyle: UIUserInterfaceStyle) { self.userInterfaceStyle = userInterfaceStyle }

    /// The traits colours resolve against when none are given: light.
    public static let current = UITraitCollection(userInterfaceStyle: .light)

    public static func == (lhs: UITraitCollection, rhs: UITraitCollection) -> Bool {
        lhs.userInterfaceStyle == rhs.userInterfaceStyle
    }
}

extension UIColor {
    /// `systemRed`: 255, 59, 48 light; 255, 69, 58 dark.
    public static let systemRed = UIColor(
        systemName: "systemRed", light: CGColor(red: 255.0 / 255, green: 59.0 / 255, blue: 48.0 / 255, alpha: 1),
        dark: CGColor(red: 255.0 / 255, green: 69.0 / 255, blue: 58.0 / 255, alpha: 1))
    /// `systemOrange`: 255, 149, 0 light; 255, 159, 10 dark.
    public static let systemOrange = UIColor(
        systemName: "systemOrange", light: CGColor(red: 255.0 / 255, green: 149.0 / 255, blue: 0.0 / 255, alpha: 1),
        dark: CGColor(red: 255.0 / 255, green: 159.0 / 255, blue: 10.0 / 255, alpha: 1))
    /// `systemYellow`: 255, 204, 0 light; 255, 214, 10 dark.
    public static let systemYellow = UIColor(
        systemName: "systemYellow", light: CGColor(red: 255.0 / 255, green: 204.0 / 255, blue: 0.0 / 255, alpha: 1),
        dark: CGColor(red: 255.0 / 255, green: 214.0 / 255, blue: 10.0 / 255, alpha: 1))
    /// `systemGreen`: 52, 199, 89 light; 48, 209, 88 dark.
    public static let systemGreen = UIColor(
        systemName: "systemGreen", light: CGColor(red: 52.0 / 255, green: 199.0 / 255, blue: 89.0 / 255, alpha: 1),
        dark: CGColor(red: 48.0 / 255, green: 209.0 / 255, blue: 88.0 / 255, alpha: 1))
    /// `systemMint`: 0, 199, 190 light; 102, 212, 207 dark.
    public static let systemMint = UIColor(
        systemName: "systemMint", light: CGColor(red: 0.0 / 255, green: 199.0 / 255, blue: 190.0 / 255, alpha: 1),
        dark: CGColor(red: 102.0 / 255, green: 212.0 / 255, blue: 207.0 / 255, alpha: 1))
    /// `systemTeal`: 48, 176, 199 light; 64, 200, 224 dark.
    public static let systemTeal = UIColor(
        systemName: "systemTeal", light: CGColor(red: 48.0 / 255, green: 176.0 / 255, blue: 199.0 / 255, alpha: 1),
        dark: CGColor(red: 64.0 / 255, green: 200.0 / 255, blue: 224.0 / 255, alpha: 1))
    /// `systemCyan`: 50, 173, 230 light; 100, 210, 255 dark.
    public static let systemCyan = UIColor(
        systemName: "systemCyan", light: CGColor(red: 50.0 / 255, green: 173.0 / 255, blue: 230.0 / 255, alpha: 1),
        dark: CGColor(red: 100.0 / 255, green: 210.0 / 255, blue: 255.0 / 255, alpha: 1))
    /// `systemBlue`: 0, 122, 255 light; 10, 132, 255 dark.
    public static let systemBlue = UIColor(
        systemName: "systemBlue", light: CGColor(red: 0.0 / 255, green: 122.0 / 255, blue: 255.0 / 255, alpha: 1),
        dark: CGColor(red: 10.0 / 255, green: 132.0 / 255, blue: 255.0 / 255, alpha: 1))
    /// `systemIndigo`: 88, 86, 214 light; 94, 92, 230 dark.
    public static let systemIndigo = UIColor(
        systemName: "systemIndigo", light: CGColor(red: 88.0 / 255, green: 86.0 / 255, blue: 214.0 / 255, alpha: 1),
        dark: CGColor(red: 94.0 / 255, green: 92.0 / 255, blue: 230.0 / 255, alpha: 1))
    /// `systemPurple`: 175, 82, 222 light; 191, 90, 242 dark.
    public static let systemPurple = UIColor(
        systemName: "systemPurple", light: CGColor(red: 175.0 / 255, green: 82.0 / 255, blue: 222.0 / 255, alpha: 1),
        dark: CGColor(red: 191.0 / 255, green: 90.0 / 255, blue: 242.0 / 255, alpha: 1))
    /// `systemPink`: 255, 45, 85 light; 255, 55, 95 dark.
    public static let systemPink = UIColor(
        systemName: "systemPink", light: CGColor(red: 255.0 / 255, green: 45.0 / 255, blue: 85.0 / 255, alpha: 1),
        dark: CGColor(red: 255.0 / 255, green: 55.0 / 255, blue: 95.0 / 255, alpha: 1))
    /// `systemBrown`: 162, 132, 94 light; 172, 142, 104 dark.
    public static let systemBrown = UIColor(
        systemName: "systemBrown", light: CGColor(red: 162.0 / 255, green: 132.0 / 255, blue: 94.0 / 255, alpha: 1),
        dark: CGColor(red: 172.0 / 255, green: 142.0 / 255, blue: 104.0 / 255, alpha: 1))
    /// `systemGray`: 142, 142, 147 light; 142, 142, 147 dark.
    public static let systemGray = UIColor(
        systemName: "systemGray", light: CGColor(red: 142.0 / 255, green: 142.0 / 255, blue: 147.0 / 255, alpha: 1),
        dark: CGColor(red: 142.0 / 255, green: 142.0 / 255, blue: 147.0 / 255, alpha: 1))
    /// `systemGray2`: 174, 174, 178 light; 99, 99, 102 dark.
    public static let systemGray2 = UIColor(
        systemName: "systemGray2", light: CGColor(red: 174.0 / 255, green: 174.0 / 255, blue: 178.0 / 255, alpha: 1),
        dark: CGColor(red: 99.0 / 255, green: 99.0 / 255, blue: 102.0 / 255, alpha: 1))
    /// `systemGray3`: 199, 199, 204 light; 72, 72, 74 dark.
    public static let systemGray3 = UIColor(
        systemName: "systemGray3", light: CGColor(red: 199.0 / 255, green: 199.0 / 255, blue: 204.0 / 255, alpha: 1),
        dark: CGColor(red: 72.0 / 255, green: 72.0 / 255, blue: 74.0 / 255, alpha: 1))
    /// `systemGray4`: 209, 209, 214 light; 58, 58, 60 dark.
    public static let systemGray4 = UIColor(
        systemName: "systemGray4", light: CGColor(red: 209.0 / 255, green: 209.0 / 255, blue: 214.0 / 255, alpha: 1),
        dark: CGColor(red: 58.0 / 255, green: 58.0 / 255, blue: 60.0 / 255, alpha: 1))
    /// `systemGray5`: 229, 229, 234 light; 44, 44, 46 dark.
    public static let systemGray5 = UIColor(
        systemName: "systemGray5", light: CGColor(red: 229.0 / 255, green: 229.0 / 255, blue: 234.0 / 255, alpha: 1),
        dark: CGColor(red: 44.0 / 255, green: 44.0 / 255, blue: 46.0 / 255, alpha: 1))
    /// `systemGray6`: 242, 242, 247 light; 28, 28, 30 dark.
    public static let systemGray6 = UIColor(
        systemName: "systemGray6", light: CGColor(red: 242.0 / 255, green: 242.0 / 255, blue: 247.0 / 255, alpha: 1),
        dark: CGColor(red: 28.0 / 255, green: 28.0 / 255, blue: 30.0 / 255, alpha: 1))
    /// `label`: 0, 0, 0 light; 255, 255, 255 dark.
    public static let label = UIColor(
        systemName: "label", light: CGColor(red: 0.0 / 255, green: 0.0 / 255, blue: 0.0 / 255, alpha: 1),
        dark: CGColor(red: 255.0 / 255, green: 255.0 / 255, blue: 255.0 / 255, alpha: 1))
    /// `secondaryLabel`: 60, 60, 67, α 0.6 light; 235, 235, 245, α 0.6 dark.
    public static let secondaryLabel = UIColor(
        systemName: "secondaryLabel", light: CGColor(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.6),
        dark: CGColor(red: 235.0 / 255, green: 235.0 / 255, blue: 245.0 / 255, alpha: 0.6))
    /// `tertiaryLabel`: 60, 60, 67, α 0.3 light; 235, 235, 245, α 0.3 dark.
    public static let tertiaryLabel = UIColor(
        systemName: "tertiaryLabel", light: CGColor(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.3),
        dark: CGColor(red: 235.0 / 255, green: 235.0 / 255, blue: 245.0 / 255, alpha: 0.3))
    /// `quaternaryLabel`: 60, 60, 67, α 0.18 light; 235, 235, 245, α 0.16 dark.
    public static let quaternaryLabel = UIColor(
        systemName: "quaternaryLabel", light: CGColor(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.18),
        dark: CGColor(red: 235.0 / 255, green: 235.0 / 255, blue: 245.0 / 255, alpha: 0.16))
    /// `placeholderText`: 60, 60, 67, α 0.3 light; 235, 235, 245, α 0.3 dark.
    public static let placeholderText = UIColor(
        systemName: "placeholderText", light: CGColor(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.3),
        dark: CGColor(red: 235.0 / 255, green: 235.0 / 255, blue: 245.0 / 255, alpha: 0.3))
    /// `link`: 0, 122, 255 light; 9, 132, 255 dark.
    public static let link = UIColor(
        systemName: "link", light: CGColor(red: 0.0 / 255, green: 122.0 / 255, blue: 255.0 / 255, alpha: 1),
        dark: CGColor(red: 9.0 / 255, green: 132.0 / 255, blue: 255.0 / 255, alpha: 1))
    /// `systemFill`: 120, 120, 128, α 0.2 light; 120, 120, 128, α 0.36 dark.
    public static let systemFill = UIColor(
        systemName: "systemFill", light: CGColor(red: 120.0 / 255, green: 120.0 / 255, blue: 128.0 / 255, alpha: 0.2),
        dark: CGColor(red: 120.0 / 255, green: 120.0 / 255, blue: 128.0 / 255, alpha: 0.36))
    /// `secondarySystemFill`: 120, 120, 128, α 0.16 light; 120, 120, 128, α 0.32 dark.
    public static let secondarySystemFill = UIColor(
        systemName: "secondarySystemFill", light: CGColor(red: 120.0 / 255, green: 120.0 / 255, blue: 128.0 / 255, alpha: 0.16),
        dark: CGColor(red: 120.0 / 255, green: 120.0 / 255, blue: 128.0 / 255, alpha: 0.32))
    /// `tertiarySystemFill`: 118, 118, 128, α 0.12 light; 118, 118, 128, α 0.24 dark.
    public static let tertiarySystemFill = UIColor(
        systemName: "tertiarySystemFill", light: CGColor(red: 118.0 / 255, green: 118.0 / 255, blue: 128.0 / 255, alpha: 0.12),
        dark: CGColor(red: 118.0 / 255, green: 118.0 / 255, blue: 128.0 / 255, alpha: 0.24))
    /// `quaternarySystemFill`: 116, 116, 128, α 0.08 light; 118, 118, 128, α 0.18 dark.
    public static let quaternarySystemFill = UIColor(
        systemName: "quaternarySystemFill", light: CGColor(red: 116.0 / 255, green: 116.0 / 255, blue: 128.0 / 255, alpha: 0.08),
        dark: CGColor(red: 118.0 / 255, green: 118.0 / 255, blue: 128.0 / 255, alpha: 0.18))
    /// `systemBackground`: 255, 255, 255 light; 0, 0, 0 dark.
    public static let systemBackground = UIColor(
        systemName: "systemBackground", light: CGColor(red: 255.0 / 255, green: 255.0 / 255, blue: 255.0 / 255, alpha: 1),
        dark: CGColor(red: 0.0 / 255, green: 0.0 / 255, blue: 0.0 / 255, alpha: 1))
    /// `secondarySystemBackground`: 242, 242, 247 light; 28, 28, 30 dark.
    public static let secondarySystemBackground = UIColor(
        systemName: "secondarySystemBackground", light: CGColor(red: 242.0 / 255, green: 242.0 / 255, blue: 247.0 / 255, alpha: 1),
        dark: CGColor(red: 28.0 / 255, green: 28.0 / 255, blue: 30.0 / 255, alpha: 1))
    /// `tertiarySystemBackground`: 255, 255, 255 light; 44, 44, 46 dark.
    public static let tertiarySystemBackground = UIColor(
        systemName: "tertiarySystemBackground", light: CGColor(red: 255.0 / 255, green: 255.0 / 255, blue: 255.0 / 255, alpha: 1),
        dark: CGColor(red: 44.0 / 255, green: 44.0 / 255, blue: 46.0 / 255, alpha: 1))
    /// `systemGroupedBackground`: 242, 242, 247 light; 0, 0, 0 dark.
    public static let systemGroupedBackground = UIColor(
        systemName: "systemGroupedBackground", light: CGColor(red: 242.0 / 255, green: 242.0 / 255, blue: 247.0 / 255, alpha: 1),
        dark: CGColor(red: 0.0 / 255, green: 0.0 / 255, blue: 0.0 / 255, alpha: 1))
    /// `secondarySystemGroupedBackground`: 255, 255, 255 light; 28, 28, 30 dark.
    public static let secondarySystemGroupedBackground = UIColor(
        systemName: "secondarySystemGroupedBackground", light: CGColor(red: 255.0 / 255, green: 255.0 / 255, blue: 255.0 / 255, alpha: 1),
        dark: CGColor(red: 28.0 / 255, green: 28.0 / 255, blue: 30.0 / 255, alpha: 1))
    /// `tertiarySystemGroupedBackground`: 242, 242, 247 light; 44, 44, 46 dark.
    public static let tertiarySystemGroupedBackground = UIColor(
        systemName: "tertiarySystemGroupedBackground", light: CGColor(red: 242.0 / 255, green: 242.0 / 255, blue: 247.0 / 255, alpha: 1),
        dark: CGColor(red: 44.0 / 255, green: 44.0 / 255, blue: 46.0 / 255, alpha: 1))
    /// `separator`: 60, 60, 67, α 0.29 light; 84, 84, 88, α 0.6 dark.
    public static let separator = UIColor(
        systemName: "separator", light: CGColor(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.29),
        dark: CGColor(red: 84.0 / 255, green: 84.0 / 255, blue: 88.0 / 255, alpha: 0.6))
    /// `opaqueSeparator`: 198, 198, 200 light; 56, 56, 58 dark.
    public static let opaqueSeparator = UIColor(
        systemName: "opaqueSeparator", light: CGColor(red: 198.0 / 255, green: 198.0 / 255, blue: 200.0 / 255, alpha: 1),
        dark: CGColor(red: 56.0 / 255, green: 56.0 / 255, blue: 58.0 / 255, alpha: 1))
    /// `lightText`: 255, 255, 255, α 0.6 light; 255, 255, 255, α 0.6 dark.
    public static let lightText = UIColor(
        systemName: "lightText", light: CGColor(red: 255.0 / 255, green: 255.0 / 255, blue: 255.0 / 255, alpha: 0.6),
        dark: CGColor(red: 255.0 / 255, green: 255.0 / 255, blue: 255.0 / 255, alpha: 0.6))
    /// `darkText`: 0, 0, 0 light; 0, 0, 0 dark.
    public static let darkText = UIColor(
        systemName: "darkText", light: CGColor(red: 0.0 / 255, green: 0.0 / 255, blue: 0.0 / 255, alpha: 1),
        dark: CGColor(red: 0.0 / 255, green: 0.0 / 255, blue: 0.0 / 255, alpha: 1))
    /// `tintColor`: 0, 122, 255 light; 10, 132, 255 dark.
    public static let tintColor = UIColor(
        systemName: "tintColor", light: CGColor(red: 0.0 / 255, green: 122.0 / 255, blue: 255.0 / 255, alpha: 1),
        dark: CGColor(red: 10.0 / 255, green: 132.0 / 255, blue: 255.0 / 255, alpha: 1))
}

/// `#colorLiteral(red:green:blue:alpha:)` makes a `UIColor` where nothing else is asked for
/// (as UIKit declares), so `Color(#colorLiteral(…))` takes SwiftUI's `Color(_: UIColor)`.
public typealias _ColorLiteralType = UIColor

extension UIColor: _ExpressibleByColorLiteral {
    /// A colour literal's colour (sRGB components, 0…1).
    public convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }
}

extension Color: _ExpressibleByColorLiteral {
    /// A colour literal's colour (sRGB components, 0…1), so `let c: Color = #colorLiteral(…)`.
    public init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(.sRGB, red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }
}

extension Color {
    /// SwiftUI's `Color(uiColor:)`: a system or dynamic `UIColor` keeps its light and dark
    /// values and follows the environment's `colorScheme`.
    public init(uiColor: UIColor) {
        let light = uiColor.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)).cgColor.rgba
        let dark = uiColor.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)).cgColor.rgba
        if light == dark {
            self.init(light)
        } else {
            self.init(systemName: uiColor.systemName ?? "UIColor", light: light, dark: dark)
        }
    }

    /// SwiftUI's `Color(_:)` of a `UIColor` (`Color(.systemGray6)`).
    public init(_ color: UIColor) { self.init(uiColor: color) }

    /// SwiftUI's `Color(cgColor:)`.
    public init(cgColor: CGColor) { self.init(cgColor.rgba) }
}
