import Foundation

/// A font description (SwiftUI's `Font`): a family or design, a size, a weight, and traits.
///
/// A `Font` is only a description; `FontLibrary.resolve(_:)` turns it into real faces. The
/// system designs map to the embedded families (see `Resources/Fonts/README.md`):
/// `.default` → Inter, `.serif` → Noto Serif, `.rounded` → Quicksand, `.monospaced` →
/// JetBrains Mono. Text styles use Apple's iOS sizes at the default Dynamic Type size
/// ("Large"): largeTitle 34, title 28, title2 22, title3 20, headline 17 semibold, body 17,
/// callout 16, subheadline 15, footnote 13, caption 12, caption2 11.
public struct Font: Hashable, Sendable, CustomStringConvertible {
    /// Where the font's faces come from.
    enum Family: Hashable, Sendable {
        /// One of the system designs (embedded families).
        case system(Design)
        /// A family, full or PostScript name looked up among the embedded and system fonts.
        case custom(String)
    }

    var family: Family
    /// The point size.
    public internal(set) var size: CGFloat
    /// The requested weight; nil means the style's or family's default (regular).
    var requestedWeight: Weight?
    /// Whether an italic (or synthesized oblique) face is requested.
    public internal(set) var isItalic = false
    /// Whether digits use tabular (fixed-width) figures: OpenType `tnum`.
    public internal(set) var usesMonospacedDigits = false
    /// The text style the font was made from, if any.
    public internal(set) var textStyle: TextStyle?

    init(family: Family, size: CGFloat, weight: Weight?, textStyle: TextStyle? = nil) {
        self.family = family
        self.size = size.isFinite ? max(0, size) : 17
        self.requestedWeight = weight
        self.textStyle = textStyle
    }

    /// The weight the font resolves to.
    public var weight: Weight { requestedWeight ?? textStyle?.defaultWeight ?? .regular }

    /// The design of a system font, or nil for a custom font.
    public var design: Design? {
        if case .system(let d) = family { return d }
        return nil
    }

    /// The custom family name, or nil for a system font.
    public var customName: String? {
        if case .custom(let name) = family { return name }
        return nil
    }

    // MARK: Creating fonts

    /// A system font of a given size, weight (default regular) and design (default
    /// `.default`). One function covers SwiftUI's two overloads (non-optional and optional
    /// arguments).
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(family: .system(design ?? .default), size: size, weight: weight)
    }

    /// The system font for a text style, with optional design and weight.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(family: .system(design ?? .default), size: style.size, weight: weight, textStyle: style)
    }

    /// A font by family, full or PostScript name, at a fixed size. A name no installed or
    /// embedded font has falls back to the default design (with a one-time warning).
    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(family: .custom(name), size: size, weight: nil)
    }

    /// A named font whose size would scale with `textStyle` under Dynamic Type. Limner has
    /// one content size (the default), so this is `custom(_:size:)`.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        var f = Font(family: .custom(name), size: size, weight: nil)
        f.textStyle = textStyle
        return f
    }

    /// A named font at a size that never scales.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        custom(name, size: fixedSize)
    }

    // MARK: Text styles

    /// 34 pt regular.
    public static let largeTitle = Font.system(.largeTitle)
    /// 28 pt regular.
    public static let title = Font.system(.title)
    /// 22 pt regular.
    public static let title2 = Font.system(.title2)
    /// 20 pt regular.
    public static let title3 = Font.system(.title3)
    /// 17 pt semibold.
    public static let headline = Font.system(.headline)
    /// 15 pt regular.
    public static let subheadline = Font.system(.subheadline)
    /// 17 pt regular; what `Text` uses unless told otherwise.
    public static let body = Font.system(.body)
    /// 16 pt regular.
    public static let callout = Font.system(.callout)
    /// 13 pt regular.
    public static let footnote = Font.system(.footnote)
    /// 12 pt regular.
    public static let caption = Font.system(.caption)
    /// 11 pt regular.
    public static let caption2 = Font.system(.caption2)

    // MARK: Modifiers

    /// The font with another weight.
    public func weight(_ weight: Weight) -> Font {
        var f = self
        f.requestedWeight = weight
        return f
    }

    /// The font in bold.
    public func bold() -> Font { weight(.bold) }

    /// The font in italic (a real italic face when the family has one, otherwise slanted).
    public func italic() -> Font {
        var f = self
        f.isItalic = true
        return f
    }

    /// The font with tabular digits (OpenType `tnum`), so numbers line up in columns.
    public func monospacedDigit() -> Font {
        var f = self
        f.usesMonospacedDigits = true
        return f
    }

    /// The monospaced design of a system font; a custom font is left as it is.
    public func monospaced() -> Font {
        var f = self
        if case .system = family { f.family = .system(.monospaced) }
        return f
    }

    /// The font at another point size.
    public func withSize(_ size: CGFloat) -> Font {
        var f = self
        f.size = size.isFinite ? max(0, size) : f.size
        return f
    }

    public var description: String {
        let name: String
        switch family {
        case .system(let d): name = "system(\(d))"
        case .custom(let n): name = "custom(\(n))"
        }
        return "Font(\(name), \(size) pt, \(weight)\(isItalic ? ", italic" : "")\(usesMonospacedDigits ? ", tnum" : ""))"
    }
}

extension Font {
    /// A font weight (SwiftUI's `Font.Weight`), with Apple's numeric values and the matching
    /// OpenType weight class (100–900).
    public struct Weight: Hashable, Sendable, CustomStringConvertible {
        /// Apple's value (-0.8 … 0.62), as in `UIFont.Weight`.
        public let value: CGFloat
        /// The OpenType `usWeightClass` / `wght` axis value.
        public let openTypeWeight: Int
        let name: String

        /// OpenType weight 100.
        public static let ultraLight = Weight(value: -0.8, openTypeWeight: 100, name: "ultraLight")
        /// OpenType weight 200.
        public static let thin = Weight(value: -0.6, openTypeWeight: 200, name: "thin")
        /// OpenType weight 300.
        public static let light = Weight(value: -0.4, openTypeWeight: 300, name: "light")
        /// OpenType weight 400.
        public static let regular = Weight(value: 0, openTypeWeight: 400, name: "regular")
        /// OpenType weight 500.
        public static let medium = Weight(value: 0.23, openTypeWeight: 500, name: "medium")
        /// OpenType weight 600.
        public static let semibold = Weight(value: 0.3, openTypeWeight: 600, name: "semibold")
        /// OpenType weight 700.
        public static let bold = Weight(value: 0.4, openTypeWeight: 700, name: "bold")
        /// OpenType weight 800.
        public static let heavy = Weight(value: 0.56, openTypeWeight: 800, name: "heavy")
        /// OpenType weight 900.
        public static let black = Weight(value: 0.62, openTypeWeight: 900, name: "black")

        public var description: String { name }
    }

    /// A font design (SwiftUI's `Font.Design`).
    public enum Design: Hashable, Sendable, CaseIterable {
        /// The default sans serif (SF Pro on Apple platforms; Inter here).
        case `default`
        /// A serif design (New York on Apple platforms; Noto Serif here).
        case serif
        /// A rounded design (SF Pro Rounded on Apple platforms; Quicksand here).
        case rounded
        /// A monospaced design (SF Mono on Apple platforms; JetBrains Mono here).
        case monospaced
    }

    /// A Dynamic Type text style (SwiftUI's `Font.TextStyle`), at iOS's default content size.
    public enum TextStyle: Hashable, Sendable, CaseIterable {
        /// 34 pt.
        case largeTitle
        /// 28 pt.
        case title
        /// 22 pt.
        case title2
        /// 20 pt.
        case title3
        /// 17 pt semibold.
        case headline
        /// 15 pt.
        case subheadline
        /// 17 pt.
        case body
        /// 16 pt.
        case callout
        /// 13 pt.
        case footnote
        /// 12 pt.
        case caption
        /// 11 pt.
        case caption2

        /// The point size at the default content size (iOS HIG, "Large").
        public var size: CGFloat {
            switch self {
            case .largeTitle: return 34
            case .title: return 28
            case .title2: return 22
            case .title3: return 20
            case .headline, .body: return 17
            case .callout: return 16
            case .subheadline: return 15
            case .footnote: return 13
            case .caption: return 12
            case .caption2: return 11
            }
        }

        /// The style's weight: semibold for headline, regular otherwise.
        public var defaultWeight: Font.Weight { self == .headline ? .semibold : .regular }
    }
}
