import Foundation
import LimnerGraphics

/// A colour (`UIColor`), in sRGB with straight alpha.
public final class UIColor: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The Core Graphics form.
    public let cgColor: CGColor

    /// Creates a colour from sRGB components, 0…1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        cgColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Creates a grey.
    public init(white: CGFloat, alpha: CGFloat) { cgColor = CGColor(gray: white, alpha: alpha) }

    /// Creates a colour from hue, saturation and brightness, 0…1.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let (r, g, b) = Color.rgb(hue: Double(hue), saturation: Double(saturation),
                                  brightness: min(max(Double(brightness), 0), 1))
        self.init(red: CGFloat(r), green: CGFloat(g), blue: CGFloat(b), alpha: alpha)
    }

    /// Wraps a Core Graphics colour.
    public init(cgColor: CGColor) { self.cgColor = cgColor }

    /// The colour of a SwiftUI `Color` in the default environment.
    public convenience init(_ color: Color) { self.init(cgColor: CGColor(color.resolvedRGBA())) }

    /// The same colour with another alpha.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor { UIColor(cgColor: cgColor.copy(alpha: alpha)!) }

    /// Writes the components; returns true.
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                       blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        red?.pointee = cgColor.red; green?.pointee = cgColor.green; blue?.pointee = cgColor.blue; alpha?.pointee = cgColor.alpha
        return true
    }

    public static func == (lhs: UIColor, rhs: UIColor) -> Bool { lhs.cgColor == rhs.cgColor }
    public func hash(into hasher: inout Hasher) { hasher.combine(cgColor) }
    public var description: String { "UIColor(\(cgColor))" }

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
    /// The system blue (the light-mode value SwiftUI's `Color.blue` uses).
    public static let systemBlue = UIColor(Color.blue)
    /// The system red.
    public static let systemRed = UIColor(Color.red)
    /// The system green.
    public static let systemGreen = UIColor(Color.green)
    /// The system orange.
    public static let systemOrange = UIColor(Color.orange)
    /// The system yellow.
    public static let systemYellow = UIColor(Color.yellow)
    /// The system gray.
    public static let systemGray = UIColor(Color.gray)
    /// The system pink.
    public static let systemPink = UIColor(Color.pink)
    /// The system purple.
    public static let systemPurple = UIColor(Color.purple)
    /// The system teal.
    public static let systemTeal = UIColor(Color.teal)
    /// The system indigo.
    public static let systemIndigo = UIColor(Color.indigo)
}
