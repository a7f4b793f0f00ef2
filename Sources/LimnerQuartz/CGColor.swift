import Foundation
import LimnerRaster

/// An immutable colour (Core Graphics' `CGColor`), in extended sRGB with straight alpha.
///
/// Unlike Core Graphics there are no colour spaces or patterns: every colour is four
/// components, red, green, blue and alpha.
public final class CGColor: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// Red, 0…1 (extended values are kept).
    public let red: CGFloat
    /// Green, 0…1.
    public let green: CGFloat
    /// Blue, 0…1.
    public let blue: CGFloat
    /// The alpha component, 0…1.
    public let alpha: CGFloat

    /// Creates a colour from sRGB components; non-finite components become 0.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        func f(_ v: CGFloat) -> CGFloat { v.isFinite ? v : 0 }
        self.red = f(red); self.green = f(green); self.blue = f(blue)
        self.alpha = min(max(f(alpha), 0), 1)
    }

    /// Creates a grey.
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(red: gray, green: gray, blue: gray, alpha: alpha)
    }

    /// Creates a colour from sRGB components (Core Graphics' `CGColor(srgbRed:green:blue:alpha:)`).
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Creates a colour from a resolved raster colour.
    public convenience init(_ rgba: RGBAColor) {
        self.init(red: CGFloat(rgba.red), green: CGFloat(rgba.green), blue: CGFloat(rgba.blue), alpha: CGFloat(rgba.alpha))
    }

    /// The components, red, green, blue, alpha.
    public var components: [CGFloat]? { [red, green, blue, alpha] }

    /// The number of components (always 4).
    public var numberOfComponents: Int { 4 }

    /// A copy with another alpha.
    public func copy(alpha: CGFloat) -> CGColor? { CGColor(red: red, green: green, blue: blue, alpha: alpha) }

    /// The colour for the rasterizer.
    public var rgba: RGBAColor {
        RGBAColor(red: Float(red), green: Float(green), blue: Float(blue), alpha: Float(alpha))
    }

    /// Opaque black.
    public static let black = CGColor(gray: 0, alpha: 1)
    /// Opaque white.
    public static let white = CGColor(gray: 1, alpha: 1)
    /// Transparent black.
    public static let clear = CGColor(gray: 0, alpha: 0)

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        lhs.red == rhs.red && lhs.green == rhs.green && lhs.blue == rhs.blue && lhs.alpha == rhs.alpha
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(red); hasher.combine(green); hasher.combine(blue); hasher.combine(alpha)
    }

    public var description: String {
        func n(_ v: CGFloat) -> String { String(format: "%.3g", Double(v)) }
        return "CGColor(\(n(red)), \(n(green)), \(n(blue)), \(n(alpha)))"
    }
}
