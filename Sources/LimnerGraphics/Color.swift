import Foundation
import LimnerRaster

/// A colour, as SwiftUI's `Color`: either fixed components in a colour space, or a system
/// colour whose value depends on the environment (light or dark appearance).
///
/// System colours use generation A of the HIG table (iOS 13–18), light values unless the
/// environment's `colorScheme` is `.dark`. Components outside 0…1
/// (extended range) are kept and clamped only when rendered.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// The colour spaces `Color(_:red:green:blue:opacity:)` accepts.
    public enum RGBColorSpace: Hashable, Sendable {
        /// sRGB with its transfer curve (the default).
        case sRGB
        /// sRGB primaries with linear components.
        case sRGBLinear
        /// Display P3 primaries with the sRGB transfer curve.
        case displayP3
    }

    enum Storage: Hashable, Sendable {
        /// sRGB-encoded components and alpha.
        case rgb(RGBAColor)
        /// Light and dark values (sRGB-encoded).
        case system(name: String, light: RGBAColor, dark: RGBAColor)
    }

    let storage: Storage
    /// Multiplies the alpha (`opacity(_:)`).
    let opacityFactor: Double

    init(storage: Storage, opacity: Double = 1) {
        self.storage = storage
        self.opacityFactor = opacity
    }

    /// A colour from components in `colorSpace` (0…1; values outside are extended range).
    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        let c: (Double, Double, Double)
        switch colorSpace {
        case .sRGB: c = (red, green, blue)
        case .sRGBLinear: c = (Color.encode(red), Color.encode(green), Color.encode(blue))
        case .displayP3:
            // P3 → linear → XYZ-free direct linear P3 → linear sRGB matrix (D65 both).
            let r = Color.decode(red), g = Color.decode(green), b = Color.decode(blue)
            let lr = 1.2249401 * r - 0.2249404 * g + 0.0000001 * b
            let lg = -0.0420569 * r + 1.0420571 * g - 0.0000001 * b
            let lb = -0.0196376 * r - 0.0786361 * g + 1.0982735 * b
            c = (Color.encode(lr), Color.encode(lg), Color.encode(lb))
        }
        self.init(storage: .rgb(RGBAColor(red: Float(c.0), green: Float(c.1), blue: Float(c.2), alpha: Float(opacity))))
    }

    /// A grey: `white` 0 is black, 1 is white, in `colorSpace`.
    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }

    /// A colour from hue (0…1 of a turn), saturation and brightness (HSB), in sRGB.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let (r, g, b) = Color.rgb(hue: hue, saturation: saturation, brightness: brightness)
        self.init(.sRGB, red: r, green: g, blue: b, opacity: opacity)
    }

    /// sRGB components of a hue, saturation and brightness (HSV), shared with `UIColor`: a
    /// NaN or infinite hue is 0 (red), others wrap to 0 ..< 1 of a turn; saturation is clamped
    /// to 0…1; brightness is used as given.
    package static func rgb(hue: Double, saturation: Double, brightness: Double) -> (Double, Double, Double) {
        let h = hue.isFinite ? (hue - hue.rounded(.down)) * 6 : 0
        let s = min(max(saturation, 0), 1), v = brightness
        let i = Int(h) % 6, f = h - Double(Int(h))
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        switch i {
        case 0: return (v, t, p)
        case 1: return (q, v, p)
        case 2: return (p, v, t)
        case 3: return (p, q, v)
        case 4: return (t, p, v)
        default: return (v, p, q)
        }
    }

    /// A colour with exactly these sRGB components and straight alpha.
    public init(_ rgba: RGBAColor) { self.init(storage: .rgb(rgba)) }

    /// A system colour with a light and a dark value (UIKit's dynamic colours).
    package init(systemName: String, light: RGBAColor, dark: RGBAColor) {
        self.init(storage: .system(name: systemName, light: light, dark: dark))
    }

    /// This colour with its alpha multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> Color {
        Color(storage: storage, opacity: opacityFactor * opacity)
    }

    /// The sRGB-encoded, straight-alpha value in `environment` (which picks light or dark for
    /// system colours).
    public func resolvedRGBA(in environment: EnvironmentValues = EnvironmentValues()) -> RGBAColor {
        let c: RGBAColor
        if case .rgb(let v) = storage {   // fixed components: the common case, kept short
            return Self.applyingOpacity(opacityFactor, to: v)
        }
        if case .system("accentColor", _, _) = storage, let accent = environment.accentColor, accent.storage != storage {
            return accent.opacity(opacityFactor).resolvedRGBA(in: environment)
        }
        switch storage {
        case .rgb(let v): c = v
        case .system(_, let light, let dark): c = light == dark || environment.colorScheme != .dark ? light : dark
        }
        return Self.applyingOpacity(opacityFactor, to: c)
    }

    /// `components` with their alpha multiplied by `opacity` (a colour's `opacityFactor`).
    @inline(__always)
    static func applyingOpacity(_ opacity: Double, to components: RGBAColor) -> RGBAColor {
        var c = components
        c.alpha = Float(Double(c.alpha) * opacity)
        return c
    }

    public var description: String {
        let base: String
        switch storage {
        case .system(let name, _, _): base = name
        case .rgb(let c): base = Color.hex(c)
        }
        return opacityFactor == 1 ? base : "\(base).opacity(\(DisplayListFormat.number(opacityFactor)))"
    }

    /// `#RRGGBBAA` of a colour (components clamped and rounded).
    static func hex(_ c: RGBAColor) -> String {
        func byte(_ v: Float) -> String {
            let b = Int((min(max(v.isNaN ? 0 : v, 0), 1) * 255).rounded())
            let s = String(b, radix: 16, uppercase: true)
            return s.count == 1 ? "0" + s : s
        }
        return "#" + byte(c.red) + byte(c.green) + byte(c.blue) + byte(c.alpha)
    }

    /// sRGB transfer curve: linear → encoded (extended: odd-symmetric).
    static func encode(_ x: Double) -> Double {
        let a = abs(x)
        let e = a <= 0.0031308 ? 12.92 * a : 1.055 * pow(a, 1 / 2.4) - 0.055
        return x < 0 ? -e : e
    }

    /// sRGB transfer curve: encoded → linear (extended: odd-symmetric).
    static func decode(_ x: Double) -> Double {
        let a = abs(x)
        let l = a <= 0.04045 ? a / 12.92 : pow((a + 0.055) / 1.055, 2.4)
        return x < 0 ? -l : l
    }
}

// MARK: - Named colours

extension Color {
    private static func rgb255(_ r: Int, _ g: Int, _ b: Int, _ a: Float = 1) -> RGBAColor {
        RGBAColor(red: Float(r) / 255, green: Float(g) / 255, blue: Float(b) / 255, alpha: a)
    }

    private static func system(_ name: String, _ light: RGBAColor, _ dark: RGBAColor) -> Color {
        Color(storage: .system(name: name, light: light, dark: dark))
    }

    /// Opaque black.
    public static let black = Color(storage: .system(name: "black", light: .black, dark: .black))
    /// Opaque white.
    public static let white = Color(storage: .system(name: "white", light: .white, dark: .white))
    /// Transparent black.
    public static let clear = Color(storage: .system(name: "clear", light: .clear, dark: .clear))
    /// The label colour: black in light mode, white in dark mode.
    public static let primary = system("primary", .black, .white)
    /// The secondary label colour (60, 60, 67, α 0.6 light; 235, 235, 245, α 0.6 dark).
    public static let secondary = system("secondary", rgb255(60, 60, 67, 0.6), rgb255(235, 235, 245, 0.6))
    /// System gray (142, 142, 147 in both modes).
    public static let gray = system("gray", rgb255(142, 142, 147), rgb255(142, 142, 147))
    /// System red.
    public static let red = system("red", rgb255(255, 59, 48), rgb255(255, 69, 58))
    /// System orange.
    public static let orange = system("orange", rgb255(255, 149, 0), rgb255(255, 159, 10))
    /// System yellow (not UIKit's 1, 1, 0).
    public static let yellow = system("yellow", rgb255(255, 204, 0), rgb255(255, 214, 10))
    /// System green.
    public static let green = system("green", rgb255(52, 199, 89), rgb255(48, 209, 88))
    /// System mint.
    public static let mint = system("mint", rgb255(0, 199, 190), rgb255(102, 212, 207))
    /// System teal.
    public static let teal = system("teal", rgb255(48, 176, 199), rgb255(64, 200, 224))
    /// System cyan.
    public static let cyan = system("cyan", rgb255(50, 173, 230), rgb255(100, 210, 255))
    /// System blue.
    public static let blue = system("blue", rgb255(0, 122, 255), rgb255(10, 132, 255))
    /// System indigo.
    public static let indigo = system("indigo", rgb255(88, 86, 214), rgb255(94, 92, 230))
    /// System purple.
    public static let purple = system("purple", rgb255(175, 82, 222), rgb255(191, 90, 242))
    /// System pink.
    public static let pink = system("pink", rgb255(255, 45, 85), rgb255(255, 55, 95))
    /// The accent colour: blue, or the colour set with the view layer's `accentColor(_:)`.
    public static let accentColor = Color(storage: .system(name: "accentColor", light: rgb255(0, 122, 255), dark: rgb255(10, 132, 255)))
    /// System brown (162, 132, 94 as OpenSwiftUI; the 2023 iOS HIG says 165).
    public static let brown = system("brown", rgb255(162, 132, 94), rgb255(172, 142, 104))
}

/// Light or dark appearance (SwiftUI's `ColorScheme`).
public enum ColorScheme: Hashable, Sendable, CaseIterable {
    /// Light appearance.
    case light
    /// Dark appearance.
    case dark
}
