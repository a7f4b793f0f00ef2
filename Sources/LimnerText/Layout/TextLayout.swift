import Foundation
import LimnerGeometry

/// How lines align inside the text's bounds (SwiftUI's `TextAlignment`). Leading and
/// trailing follow each paragraph's direction.
public enum TextAlignment: Hashable, Sendable, CaseIterable {
    /// Lines start at the paragraph's leading edge (left for left-to-right text).
    case leading
    /// Lines are centred.
    case center
    /// Lines end at the paragraph's trailing edge (right for left-to-right text).
    case trailing
}

/// Where an ellipsis replaces text that does not fit (SwiftUI's `Text.TruncationMode`).
public enum TextTruncationMode: Hashable, Sendable {
    /// "…end of the text".
    case head
    /// "Start of…the text".
    case middle
    /// "Start of the…" (the default).
    case tail
}

/// A string shaped in a font, ready to be measured and laid out in any size.
///
/// Shaping happens once, in `init`; `measure(in:)` and `frame(in:)` only break lines and
/// position glyphs, in time linear in the text's length.
///
/// Sizing follows SwiftUI's `Text`: the ideal size is one line per
/// paragraph; a narrower proposed width wraps at word boundaries (by character for CJK and
/// inside words longer than a line); a limited height or `lineLimit` truncates the last
/// visible line with "…". The reported width is the widest line's, not the proposed width.
/// At least one line is always shown, even in a height smaller than a line.
public struct TextLayout: Sendable {
    /// Layout parameters (SwiftUI's text environment values).
    public struct Options: Hashable, Sendable {
        /// Line alignment (`multilineTextAlignment`).
        public var alignment: TextAlignment
        /// The maximum number of lines, or nil for no limit (`lineLimit`).
        public var lineLimit: Int?
        /// Where to truncate (`truncationMode`).
        public var truncationMode: TextTruncationMode
        /// Extra space between lines in points (`lineSpacing`).
        public var lineSpacing: CGFloat
        /// Extra space after each character; turns ligatures off (`kerning`).
        public var kerning: CGFloat
        /// Extra space after each cluster (`tracking`).
        public var tracking: CGFloat

        /// SwiftUI's defaults: leading, no line limit, tail truncation, no extra spacing.
        public init(alignment: TextAlignment = .leading, lineLimit: Int? = nil,
                    truncationMode: TextTruncationMode = .tail, lineSpacing: CGFloat = 0,
                    kerning: CGFloat = 0, tracking: CGFloat = 0) {
            self.alignment = alignment
            self.lineLimit = lineLimit.map { max(1, $0) }
            self.truncationMode = truncationMode
            self.lineSpacing = lineSpacing.isFinite ? lineSpacing : 0
            self.kerning = kerning
            self.tracking = tracking
        }
    }

    /// The text.
    public let string: String
    /// The resolved font.
    public let font: ResolvedFont
    /// The layout parameters.
    public let options: Options
    let paragraphs: [Paragraph]
    /// The shaped ellipsis ("…") in the primary font (or its fallback).
    let ellipsis: ShapedRun?

    /// Shapes `string` in `font`. Paragraphs are separated by "\n", "\r\n", "\r", U+0085,
    /// U+2028 and U+2029. A tab is laid out as a space (no tab stops); other control
    /// characters take no space and draw nothing.
    public init(_ string: String, font: Font = .body, options: Options = Options(),
                library: FontLibrary = .current) {
        self.init(string, resolvedFont: library.resolve(font), options: options, library: library)
    }

    /// Shapes `string` in an already resolved font.
    public init(_ string: String, resolvedFont: ResolvedFont, options: Options = Options(),
                library: FontLibrary = .current) {
        self.string = string
        self.font = resolvedFont
        self.options = options
        let shaping = ShapingOptions(kerning: options.kerning, tracking: options.tracking)
        var paragraphs: [Paragraph] = []
        if !string.isEmpty {
            var current: [UInt32] = []
            var previousWasCR = false
            for scalar in string.unicodeScalars {
                let cp = scalar.value
                if cp == 0x0A && previousWasCR { previousWasCR = false; continue }
                previousWasCR = cp == 0x0D
                if cp == 0x0A || cp == 0x0D || cp == 0x2028 || cp == 0x2029 || cp == 0x85 {
                    paragraphs.append(Paragraph(scalars: current, font: resolvedFont, options: shaping, library: library))
                    current.removeAll(keepingCapacity: true)
                } else if cp == 0x09 {
                    current.append(0x20)  // no tab stops: a tab is a space
                } else if cp < 0x20 || (0x7F...0x9F).contains(cp) {
                    current.append(0x200B)  // other controls draw nothing (default ignorable)
                } else {
                    current.append(cp)
                }
            }
            paragraphs.append(Paragraph(scalars: current, font: resolvedFont, options: shaping, library: library))
        }
        self.paragraphs = paragraphs
        self.ellipsis = Shaper.shape([0x2026], font: resolvedFont, options: shaping, library: library).first
    }

    /// The characters of the text that no embedded, registered or installed font has a glyph
    /// for: they are drawn as the primary font's missing-glyph box (`.notdef`), never as
    /// another character. In order, without repeats; empty when every character has a glyph.
    /// `Text` reports them as `GraphDiagnostic.missingGlyphs` and a `GraphicsContext` as
    /// `GraphicsDiagnostic.missingGlyphs`; `FontLibrary` also warns once per character.
    public var unsupportedScalars: [Unicode.Scalar] {
        var seen = Set<Unicode.Scalar>()
        return paragraphs.flatMap(\.unsupportedScalars).filter { seen.insert($0).inserted }
    }

    // MARK: Measuring

    /// The ideal size: one line per paragraph, no wrapping, no truncation (but `lineLimit`
    /// still applies).
    public var idealSize: CGSize { measure(in: CGSize(width: CGFloat.infinity, height: .infinity)) }

    /// The advance of the breaking whitespace that ends the text. A line's width counts the
    /// spaces that end its paragraph (see `measuredRange`), so this is already part of the
    /// last line's width unless it overflowed a proposed width.
    public var trailingWhitespaceAdvance: CGFloat {
        guard let last = paragraphs.last, last.count > 0 else { return 0 }
        let all = 0..<last.count
        return last.width(all) - last.width(last.trimmingTrailingSpace(all))
    }

    /// The size the text takes in a proposed size; a non-finite dimension is unconstrained.
    /// Cheaper than `frame(in:)`: glyphs are positioned only for a truncated line.
    public func measure(in proposal: CGSize) -> CGSize { layout(in: proposal, positionGlyphs: false).size }

    /// The first line's baseline from the top, for the text laid out in `proposal`.
    public func firstBaseline(in proposal: CGSize) -> CGFloat {
        layout(in: proposal, positionGlyphs: false).firstBaseline
    }

    /// The last line's baseline from the top, for the text laid out in `proposal`.
    public func lastBaseline(in proposal: CGSize) -> CGFloat {
        layout(in: proposal, positionGlyphs: false).lastBaseline
    }

    // MARK: Laying out

    /// The part of a line's scalar `range` that its width counts, as SwiftUI measures text:
    /// spaces where the paragraph wraps hang past the line's end and do not count, but the
    /// spaces that end a paragraph (or make up all of it: `Text(" ")`) do, so
    /// `HStack(spacing: 0) { Text("a"); Text(" "); Text("b") }` is as wide as `Text("a b")`.
    /// Trailing spaces that would overflow `maxWidth` hang as at a wrap.
    static func measuredRange(_ range: Range<Int>, of paragraph: Paragraph, maxWidth: CGFloat?) -> Range<Int> {
        let trimmed = paragraph.trimmingTrailingSpace(range)
        guard range.upperBound == paragraph.count, trimmed != range else { return trimmed }
        if let maxWidth, paragraph.width(range) > maxWidth + 1e-6 * max(1, maxWidth) { return trimmed }
        return range
    }

    /// Lays the text out in a proposed size (a non-finite, negative or NaN dimension means
    /// unconstrained): lines, glyph positions and the size taken. Lines are aligned inside
    /// the widest line's width.
    public func frame(in proposal: CGSize) -> TextFrame { layout(in: proposal, positionGlyphs: true) }

    /// Lays out; without `positionGlyphs`, lines that need no truncation carry only their
    /// metrics (no glyph runs).
    private func layout(in proposal: CGSize, positionGlyphs: Bool) -> TextFrame {
        guard !paragraphs.isEmpty else { return TextFrame(size: .zero, lines: []) }
        let maxWidth: CGFloat? = proposal.width.isFinite && proposal.width >= 0 ? proposal.width : nil
        let maxHeight: CGFloat? = proposal.height.isFinite && proposal.height >= 0 ? proposal.height : nil
        let primaryMetrics = font.metrics

        // 1. Break every paragraph into lines, stopping at the line limit.
        var limit = options.lineLimit ?? Int.max
        if let maxHeight {
            // How many lines of the primary font fit; always at least one.
            let pitch = primaryMetrics.lineHeight + options.lineSpacing
            let fit = pitch > 0 ? Int(saturating: Double((maxHeight + options.lineSpacing) / pitch + 1e-6), rounding: .down,
                                                limit: Int.max, nan: 1) : Int.max
            limit = min(limit, max(1, fit))
        }
        var placed: [(paragraph: Int, range: Range<Int>)] = []
        var truncateLast = false
        outer: for (p, paragraph) in paragraphs.enumerated() {
            for range in paragraph.lineRanges(maxWidth: maxWidth) {
                if placed.count == limit { truncateLast = true; break outer }
                placed.append((p, range))
            }
        }

        // 2. Build the positioned lines; the last one is truncated when text remains.
        var builder = LineBuilder(layout: self)
        var lines: [TextLine] = []
        lines.reserveCapacity(placed.count)
        for (k, item) in placed.enumerated() {
            let paragraph = paragraphs[item.paragraph]
            if k == placed.count - 1 && truncateLast {
                let rest = item.range.lowerBound..<paragraph.count
                let moreAfter = item.range.upperBound == paragraph.count
                lines.append(builder.truncatedLine(paragraph, rest: rest, maxWidth: maxWidth, forceEllipsis: moreAfter))
            } else if positionGlyphs {
                lines.append(builder.line(paragraph, pieces: [.text(Self.measuredRange(item.range, of: paragraph, maxWidth: maxWidth))]))
            } else {
                lines.append(builder.measuredLine(paragraph, range: Self.measuredRange(item.range, of: paragraph, maxWidth: maxWidth)))
            }
        }

        // 3. Stack the lines and align them inside the widest.
        let width = lines.reduce(0) { max($0, $1.width) }
        var y: CGFloat = 0
        for k in lines.indices {
            if k > 0 { y += options.lineSpacing }
            let paragraphIsRTL = paragraphs[placed[k].paragraph].isRightToLeft
            let slack = width - lines[k].width
            let dx: CGFloat
            switch options.alignment {
            case .leading: dx = paragraphIsRTL ? slack : 0
            case .center: dx = slack / 2
            case .trailing: dx = paragraphIsRTL ? 0 : slack
            }
            let baseline = y + lines[k].ascent
            lines[k].origin = CGPoint(x: dx, y: baseline)
            for r in lines[k].glyphRuns.indices {
                for g in lines[k].glyphRuns[r].positions.indices {
                    lines[k].glyphRuns[r].positions[g].x += dx
                    lines[k].glyphRuns[r].positions[g].y += baseline
                }
            }
            y += lines[k].height
        }
        return TextFrame(size: CGSize(width: width, height: y), lines: lines)
    }
}
