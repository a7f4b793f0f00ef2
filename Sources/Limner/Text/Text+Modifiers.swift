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

    /// How `Text(_:style:)` shows a date.
    public struct DateStyle: Sendable, Equatable {
        enum Kind: Sendable, Equatable { case time, date, relative, offset, timer }
        let kind: Kind
        /// The time of day, short form ("3:07 PM").
        public static let time = DateStyle(kind: .time)
        /// The date, long form ("June 3, 2019").
        public static let date = DateStyle(kind: .date)
        /// The distance from now in words ("2 hours, 23 minutes").
        public static let relative = DateStyle(kind: .relative)
        /// The signed distance from now ("+2 hours").
        public static let offset = DateStyle(kind: .offset)
        /// A running timer ("2:32"; "36:59:01" past an hour).
        public static let timer = DateStyle(kind: .timer)
    }

    /// Text showing `date` in `style`, as of the moment the text is created (a rendered image
    /// is a single moment, so relative styles do not tick). Formats use the en_US_POSIX
    /// locale so renders do not depend on the machine.
    public init(_ date: Date, style: DateStyle) {
        self.init(verbatim: Text.format(date, style: style, now: Date()))
    }

    static func format(_ date: Date, style: DateStyle, now: Date) -> String {
        let locale = Locale(identifier: "en_US_POSIX")
        switch style.kind {
        case .time:
            let f = DateFormatter(); f.locale = locale; f.dateFormat = "h:mm a"
            return f.string(from: date)
        case .date:
            let f = DateFormatter(); f.locale = locale; f.dateFormat = "MMMM d, yyyy"
            return f.string(from: date)
        case .relative, .offset:
            let seconds = date.timeIntervalSince(now)
            let words = durationWords(abs(seconds))
            if style.kind == .relative { return words }
            return (seconds < 0 ? "-" : "+") + words
        case .timer:
            let total = Int(abs(date.timeIntervalSince(now)).rounded(.down))
            let h = total / 3600, m = (total % 3600) / 60, s = total % 60
            return h > 0 ? String(format: "%d:%02d:%02d", h, m, s) : String(format: "%d:%02d", m, s)
        }
    }

    /// "2 hours, 23 minutes": the two largest non-zero units.
    private static func durationWords(_ seconds: TimeInterval) -> String {
        guard seconds.isFinite else { return "" }
        let total = Int(seconds.rounded(.down))
        let units: [(Int, String)] = [(total / 86_400, "day"), ((total % 86_400) / 3600, "hour"),
                                      ((total % 3600) / 60, "minute"), (total % 60, "second")]
        let parts = units.filter { $0.0 > 0 }.prefix(2).map { "\($0.0) \($0.1)\($0.0 == 1 ? "" : "s")" }
        return parts.isEmpty ? "0 seconds" : parts.joined(separator: ", ")
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
