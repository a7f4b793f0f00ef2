import Foundation
import LimnerText

/// A run of styled text (SwiftUI's `Text` as a value): the string plus font, weight, style,
/// colour, kerning and tracking. The view layer makes it a `View`; `GraphicsContext` resolves
/// and draws it.
public struct Text: Sendable, Equatable {
    /// The characters.
    public internal(set) var string: String
    /// The font (nil: the environment's, else `.body`).
    public package(set) var font: Font?
    /// A weight overriding the font's.
    public internal(set) var fontWeight: Font.Weight?
    /// Whether the font is made italic.
    public internal(set) var isItalic = false
    /// The colour (nil: the environment's foreground colour).
    public package(set) var foregroundColor: Color?
    /// Extra space after each glyph, kerning pairs kept (points).
    public package(set) var kerning: CGFloat = 0
    /// Extra space between characters (points).
    public package(set) var tracking: CGFloat = 0
    /// A shape style set with the view layer's `foregroundStyle(_:)`, resolved when drawn
    /// (it wins over `foregroundColor`).
    package var styleResolver: (any ShadingStyleResolver)?
    /// Whether digits take equal widths (`monospacedDigit()`).
    package var usesMonospacedDigit = false
    /// Underline and strikethrough, when set (a nil colour in the style: the text's colour).
    package var underline: LineStyle? = nil
    package var strikethrough: LineStyle? = nil
    /// A colour filled behind the text's lines (`AttributedString.backgroundColor`).
    package var backgroundColor: Color? = nil
    /// A baseline offset in points (positive raises the text).
    package var baselineOffset: CGFloat = 0
    /// The pieces of a concatenation (`Text + Text`), each with its own style; empty for a
    /// single run.
    package var runs: [Text] = []
    /// The date of a `Text(_:style:)` relative to now (`.timer`, `.relative`, `.offset`),
    /// formatted again for the time the text is shown at (`presented(at:)`).
    package var dateSource: DateSource? = nil

    /// Text showing `string` as is.
    public init(_ string: some StringProtocol) { self.string = String(string) }

    /// What the glyphs are painted with: the text's own style, else its colour, else the
    /// environment's foreground. Views and `GraphicsContext.resolve(_:)` both draw with it.
    package var shading: GraphicsContext.Shading {
        styleResolver.map { GraphicsContext.Shading(resolver: $0) } ?? foregroundColor.map { .color($0) } ?? .foreground
    }

    /// Text showing `string` as is (no localisation).
    public init(verbatim string: String) { self.string = string }

    /// A concatenation of `runs` (flattened).
    package init(concatenating runs: [Text]) {
        let flat = runs.flatMap { $0.runs.isEmpty ? [$0] : $0.runs }
        self.string = flat.map(\.string).joined()
        self.runs = flat
    }

    /// This text in `font`.
    public func font(_ font: Font?) -> Text { var t = self; t.font = font; return t }

    /// This text with `weight`.
    public func fontWeight(_ weight: Font.Weight?) -> Text { var t = self; t.fontWeight = weight; return t }

    /// This text in bold.
    public func bold() -> Text { fontWeight(.bold) }

    /// This text italic.
    public func italic() -> Text { var t = self; t.isItalic = true; return t }

    /// This text in `color`.
    public func foregroundColor(_ color: Color?) -> Text { var t = self; t.foregroundColor = color; return t }

    /// This text with kerning.
    public func kerning(_ kerning: CGFloat) -> Text { var t = self; t.kerning = kerning; return t }

    /// This text with tracking.
    public func tracking(_ tracking: CGFloat) -> Text { var t = self; t.tracking = tracking; return t }

    /// The font after the environment and the modifiers.
    public func resolvedFont(in environment: EnvironmentValues) -> Font {
        var f = font ?? environment.font ?? .body
        if let fontWeight { f = f.weight(fontWeight) }
        if isItalic { f = f.italic() }
        if usesMonospacedDigit { f = f.monospacedDigit() }
        return f
    }

    /// The shaped text, ready to measure and lay out.
    public func textLayout(in environment: EnvironmentValues,
                           options: TextLayout.Options = TextLayout.Options()) -> TextLayout {
        var o = options
        o.kerning = kerning
        o.tracking = tracking
        return TextLayout(string, font: resolvedFont(in: environment), options: o)
    }

    public static func == (lhs: Text, rhs: Text) -> Bool {
        lhs.string == rhs.string && lhs.font == rhs.font && lhs.fontWeight == rhs.fontWeight
            && lhs.isItalic == rhs.isItalic && lhs.foregroundColor == rhs.foregroundColor
            && lhs.kerning == rhs.kerning && lhs.tracking == rhs.tracking
            && lhs.usesMonospacedDigit == rhs.usesMonospacedDigit && lhs.underline == rhs.underline
            && lhs.strikethrough == rhs.strikethrough && lhs.baselineOffset == rhs.baselineOffset
            && lhs.backgroundColor == rhs.backgroundColor
            && lhs.runs == rhs.runs && lhs.dateSource == rhs.dateSource && (lhs.styleResolver == nil) == (rhs.styleResolver == nil)
    }
}
