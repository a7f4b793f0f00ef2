import Foundation

// Text-returning modifiers, concatenation and formatted initialisers (SwiftUI's `Text`
// API beyond the basics in LimnerGraphics), and the view modifiers that style all text
// below them.

extension Text {
    /// This text drawn with `style` (a colour, gradient or hierarchical style); it wins over
    /// `foregroundColor` and the environment's foreground style.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        var t = self
        t.styleResolver = ShapeStyleResolver(style: style)
        t.runs = t.runs.map { $0.foregroundStyle(style) }
        return t
    }

    /// This text with digits of equal width (tabular figures).
    public func monospacedDigit() -> Text {
        var t = self
        t.usesMonospacedDigit = true
        t.runs = t.runs.map { $0.monospacedDigit() }
        return t
    }

    /// This text underlined with `pattern` (in `color`, or the text's colour when nil).
    public func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
        var t = self
        t.underline = isActive ? LineStyle(pattern: pattern, color: color) : nil
        t.runs = t.runs.map { $0.underline(isActive, pattern: pattern, color: color) }
        return t
    }

    /// This text struck through with `pattern` (in `color`, or the text's colour when nil).
    public func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
        var t = self
        t.strikethrough = isActive ? LineStyle(pattern: pattern, color: color) : nil
        t.runs = t.runs.map { $0.strikethrough(isActive, pattern: pattern, color: color) }
        return t
    }

    /// This text raised by `baselineOffset` points (lowered when negative); applies to the
    /// runs of a concatenation.
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text {
        var t = self
        t.baselineOffset = baselineOffset.isFinite ? baselineOffset : 0
        t.runs = t.runs.map { $0.baselineOffset(baselineOffset) }
        return t
    }

    /// The two texts one after the other, each keeping its own font, colour and style.
    public static func + (lhs: Text, rhs: Text) -> Text { Text(concatenating: [lhs, rhs]) }

    /// Text showing `input` formatted by `format` (numbers, percentages, currencies, dates,
    /// measurements: any Foundation `FormatStyle` that produces a string).
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(verbatim: format.format(input))
    }

    /// The letter case text can be shown in (`textCase(_:)`).
    public enum Case: Sendable, Hashable {
        /// ALL CAPITALS.
        case uppercase
        /// all small letters.
        case lowercase

        func apply(to string: String) -> String {
            self == .uppercase ? string.uppercased() : string.lowercased()
        }
    }
}

extension View {
    /// Shows text below in upper or lower case (nil: as written).
    public func textCase(_ textCase: Text.Case?) -> some View { environment(\.textCase, textCase) }

    /// Lets text below shrink, down to `factor` of its font size, when it would otherwise be
    /// truncated.
    public func minimumScaleFactor(_ factor: CGFloat) -> some View { environment(\.minimumScaleFactor, factor) }

    /// Makes digits in text below take equal widths.
    public func monospacedDigit() -> some View { environment(\.monospacedDigit, true) }

    /// Adds `tracking` points between the characters of text below.
    public func tracking(_ tracking: CGFloat) -> some View { environment(\.textTracking, tracking.isFinite ? tracking : 0) }

    /// Adds `kerning` points after each character of text below (kerning pairs kept).
    public func kerning(_ kerning: CGFloat) -> some View { environment(\.textKerning, kerning.isFinite ? kerning : 0) }

    /// Makes text below bold (when no weight is set closer to it).
    public func bold(_ isActive: Bool = true) -> some View { environment(\.isBold, isActive) }

    /// Makes text below italic.
    public func italic(_ isActive: Bool = true) -> some View { environment(\.isItalic, isActive) }
}

private struct TextCaseKey: EnvironmentKey { static let defaultValue: Text.Case? = nil }
private struct MinimumScaleFactorKey: EnvironmentKey { static let defaultValue: CGFloat = 1 }
private struct MonospacedDigitKey: EnvironmentKey { static let defaultValue = false }
private struct TextTrackingKey: EnvironmentKey { static let defaultValue: CGFloat = 0 }
private struct TextKerningKey: EnvironmentKey { static let defaultValue: CGFloat = 0 }
private struct BoldKey: EnvironmentKey { static let defaultValue = false }
private struct ItalicKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// The case text is shown in (nil: as written).
    public var textCase: Text.Case? {
        get { self[TextCaseKey.self] }
        set { self[TextCaseKey.self] = newValue }
    }

    /// How far text may shrink to fit (1: not at all).
    public var minimumScaleFactor: CGFloat {
        get { self[MinimumScaleFactorKey.self] }
        set { self[MinimumScaleFactorKey.self] = newValue }
    }

    var monospacedDigit: Bool {
        get { self[MonospacedDigitKey.self] }
        set { self[MonospacedDigitKey.self] = newValue }
    }

    var textTracking: CGFloat {
        get { self[TextTrackingKey.self] }
        set { self[TextTrackingKey.self] = newValue }
    }

    var textKerning: CGFloat {
        get { self[TextKerningKey.self] }
        set { self[TextKerningKey.self] = newValue }
    }

    var isBold: Bool {
        get { self[BoldKey.self] }
        set { self[BoldKey.self] = newValue }
    }

    var isItalic: Bool {
        get { self[ItalicKey.self] }
        set { self[ItalicKey.self] = newValue }
    }
}
