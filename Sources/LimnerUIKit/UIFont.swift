import Foundation
import LimnerText

/// A font and size (`UIFont`), drawn through LimnerText.
///
/// `UIFont(name:size:)` never fails: a name that is not installed falls back through
/// fontconfig (and is logged once), as `Font.custom` does.
public final class UIFont: Equatable, Hashable, Sendable {
    /// The font's name ("System" for the system font).
    public let fontName: String
    /// The size in points.
    public let pointSize: CGFloat
    /// The LimnerText font.
    public let font: Font

    init(name: String, size: CGFloat, font: Font) {
        fontName = name
        pointSize = size
        self.font = font
    }

    /// The named font at `fontSize` points.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        let size = fontSize.isFinite && fontSize > 0 ? fontSize : 17
        self.init(name: fontName, size: size, font: .custom(fontName, size: size))
    }

    /// The system font.
    public static func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(name: "System", size: fontSize, font: .system(size: fontSize))
    }

    /// The system font with a weight.
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(name: "System", size: fontSize, font: .system(size: fontSize, weight: weight.fontWeight))
    }

    /// The bold system font.
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .bold) }

    /// The same font at another size.
    public func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(name: fontName, size: fontSize, font: font.withSize(fontSize))
    }

    /// The size of a system font (`UIFont.systemFontSize`, 14).
    public static var systemFontSize: CGFloat { 14 }
    /// The size of label text (`UIFont.labelFontSize`, 17).
    public static var labelFontSize: CGFloat { 17 }

    /// A font weight (`UIFont.Weight`).
    public struct Weight: Hashable, Sendable {
        let fontWeight: Font.Weight
        /// Ultra-light.
        public static let ultraLight = Weight(fontWeight: .ultraLight)
        /// Thin.
        public static let thin = Weight(fontWeight: .thin)
        /// Light.
        public static let light = Weight(fontWeight: .light)
        /// Regular.
        public static let regular = Weight(fontWeight: .regular)
        /// Medium.
        public static let medium = Weight(fontWeight: .medium)
        /// Semibold.
        public static let semibold = Weight(fontWeight: .semibold)
        /// Bold.
        public static let bold = Weight(fontWeight: .bold)
        /// Heavy.
        public static let heavy = Weight(fontWeight: .heavy)
        /// Black.
        public static let black = Weight(fontWeight: .black)
    }

    public static func == (lhs: UIFont, rhs: UIFont) -> Bool { lhs.font == rhs.font && lhs.fontName == rhs.fontName }
    public func hash(into hasher: inout Hasher) { hasher.combine(fontName); hasher.combine(pointSize) }
}
