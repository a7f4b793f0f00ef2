import CHarfBuzz
import Foundation

/// One paragraph (text between hard line breaks), shaped once; line breaking and
/// truncation only slice it.
struct Paragraph: Sendable {
    /// The paragraph's scalars.
    let scalars: [UInt32]
    /// Shaped runs, logical order.
    let runs: [ShapedRun]
    /// prefix[i] = advance of scalars 0..<i in points (an advance belongs to the first scalar
    /// of its cluster). Count is scalars.count + 1.
    let prefix: [CGFloat]
    /// Whether each scalar starts a cluster (a line may break only before one).
    let clusterStart: [Bool]
    /// Whether the paragraph's base direction is right-to-left (first strong character).
    let isRightToLeft: Bool

    /// The characters no font could draw (shaped to glyph 0, `.notdef`), in order, without
    /// repeats.
    var unsupportedScalars: [Unicode.Scalar] {
        var seen = Set<UInt32>()
        var out: [Unicode.Scalar] = []
        for run in runs {
            for (glyph, cluster) in zip(run.glyphs, run.clusters) where glyph == 0 {
                let cp = scalars[cluster]
                if seen.insert(cp).inserted, let scalar = Unicode.Scalar(cp) { out.append(scalar) }
            }
        }
        return out
    }

    init(scalars: [UInt32], font: ResolvedFont, options: ShapingOptions, library: FontLibrary) {
        self.scalars = scalars
        let runs = Shaper.shape(scalars, font: font, options: options, library: library)
        self.runs = runs
        var advance = [CGFloat](repeating: 0, count: scalars.count)
        var starts = [Bool](repeating: false, count: scalars.count)
        for run in runs {
            for g in run.glyphs.indices {
                let c = run.clusters[g]
                advance[c] += run.advances[g]
                starts[c] = true
            }
        }
        var prefix = [CGFloat](repeating: 0, count: scalars.count + 1)
        for i in 0..<scalars.count { prefix[i + 1] = prefix[i] + advance[i] }
        self.prefix = prefix
        self.clusterStart = starts
        self.isRightToLeft = Paragraph.firstStrongIsRTL(scalars)
    }

    var count: Int { scalars.count }

    /// The advance width of `range`.
    func width(_ range: Range<Int>) -> CGFloat { prefix[range.upperBound] - prefix[range.lowerBound] }

    /// `range` without its trailing breaking whitespace (which hangs past the line end).
    func trimmingTrailingSpace(_ range: Range<Int>) -> Range<Int> {
        var end = range.upperBound
        while end > range.lowerBound, Paragraph.isBreakingSpace(scalars[end - 1]) { end -= 1 }
        return range.lowerBound..<end
    }

    /// `range` without its leading breaking whitespace.
    func trimmingLeadingSpace(_ range: Range<Int>) -> Range<Int> {
        var start = range.lowerBound
        while start < range.upperBound, Paragraph.isBreakingSpace(scalars[start]) { start += 1 }
        return start..<range.upperBound
    }

    // MARK: Line breaking

    /// Breaks the paragraph into lines no wider than `maxWidth` (trailing spaces excluded):
    /// greedy, at word boundaries (after spaces and hyphens, around CJK characters), and by
    /// cluster inside a word too long for a line. Linear in the paragraph length.
    func lineRanges(maxWidth: CGFloat?) -> [Range<Int>] {
        let n = count
        guard n > 0 else { return [0..<0] }
        guard let maxWidth else { return [0..<n] }
        let limit = maxWidth + 1e-6 * max(1, maxWidth)
        var lines: [Range<Int>] = []
        var lineStart = 0
        var lastBreak = -1
        var i = 0
        while i < n {
            if i > lineStart && canBreak(before: i) { lastBreak = i }
            let cp = scalars[i]
            if !Paragraph.isBreakingSpace(cp) && i > lineStart && prefix[i + 1] - prefix[lineStart] > limit {
                var end = lastBreak > lineStart ? lastBreak : i
                // An emergency break must not split a cluster.
                while end > lineStart + 1 && !clusterStart[end] { end -= 1 }
                if end <= lineStart { end = i }
                lines.append(lineStart..<end)
                lineStart = end
                lastBreak = -1
                i = end
                continue
            }
            i += 1
        }
        lines.append(lineStart..<n)
        return lines
    }

    /// Whether a line may break between scalars i-1 and i (0 < i < count).
    func canBreak(before i: Int) -> Bool {
        guard clusterStart[i] else { return false }
        let prev = scalars[i - 1], cur = scalars[i]
        if Paragraph.isBreakingSpace(cur) { return false }
        if Paragraph.isBreakingSpace(prev) { return true }
        if prev == 0x200B { return true }  // zero width space
        if Paragraph.isHyphen(prev) { return i >= 2 && !Paragraph.isBreakingSpace(scalars[i - 2]) && Paragraph.isWordish(cur) }
        if Paragraph.isCJK(prev) || Paragraph.isCJK(cur) {
            return !Paragraph.isClosingPunctuation(cur) && !Paragraph.isOpeningPunctuation(prev)
        }
        return false
    }

    // MARK: Character classes

    /// Spaces a line may break after, and that hang at the end of a line (not NBSP).
    static func isBreakingSpace(_ cp: UInt32) -> Bool {
        switch cp {
        case 0x20, 0x09, 0x1680, 0x2000...0x2006, 0x2008...0x200A, 0x205F, 0x3000: return true
        default: return false
        }
    }

    static func isHyphen(_ cp: UInt32) -> Bool { cp == 0x2D || cp == 0x2010 || cp == 0x2013 || cp == 0x2014 }

    static func isWordish(_ cp: UInt32) -> Bool {
        guard let s = Unicode.Scalar(cp) else { return false }
        return s.properties.isAlphabetic || s.properties.numericType != nil
    }

    /// Ideographs, kana, Hangul, CJK symbols and fullwidth forms: breakable between any two.
    static func isCJK(_ cp: UInt32) -> Bool {
        switch cp {
        case 0x1100...0x11FF, 0x2E80...0x2FFF, 0x3000...0x303F, 0x3040...0x30FF, 0x3100...0x31FF,
             0x3200...0x4DBF, 0x4E00...0x9FFF, 0xA960...0xA97F, 0xAC00...0xD7FF, 0xF900...0xFAFF,
             0xFE30...0xFE4F, 0xFF00...0xFFEF, 0x20000...0x3FFFF:
            return true
        default: return false
        }
    }

    /// Characters a line must not start with (kinsoku: closing brackets, small kana, stops).
    static func isClosingPunctuation(_ cp: UInt32) -> Bool {
        switch cp {
        case 0x3001, 0x3002, 0xFF0C, 0xFF0E, 0xFF1A, 0xFF1B, 0xFF01, 0xFF1F, 0x30FC, 0x30FB,
             0x3009, 0x300B, 0x300D, 0x300F, 0x3011, 0x3015, 0x3017, 0x3019, 0x301B, 0xFF09, 0xFF3D, 0xFF5D,
             0x3041, 0x3043, 0x3045, 0x3047, 0x3049, 0x3063, 0x3083, 0x3085, 0x3087, 0x308E,
             0x30A1, 0x30A3, 0x30A5, 0x30A7, 0x30A9, 0x30C3, 0x30E3, 0x30E5, 0x30E7, 0x30EE,
             0x21, 0x29, 0x2C, 0x2E, 0x3A, 0x3B, 0x3F, 0x5D, 0x7D:
            return true
        default: return false
        }
    }

    /// Characters a line must not end with (opening brackets).
    static func isOpeningPunctuation(_ cp: UInt32) -> Bool {
        switch cp {
        case 0x3008, 0x300A, 0x300C, 0x300E, 0x3010, 0x3014, 0x3016, 0x3018, 0x301A, 0xFF08, 0xFF3B, 0xFF5B,
             0x28, 0x5B, 0x7B:
            return true
        default: return false
        }
    }

    /// Whether the first strong directional character is right-to-left (Hebrew, Arabic, …).
    static func firstStrongIsRTL(_ scalars: [UInt32]) -> Bool {
        let ufuncs = hb_unicode_funcs_get_default()
        for cp in scalars.prefix(4096) {
            let script = hb_unicode_script(ufuncs, cp)
            if script == HB_SCRIPT_COMMON || script == HB_SCRIPT_INHERITED || script == HB_SCRIPT_UNKNOWN { continue }
            return hb_script_get_horizontal_direction(script) == HB_DIRECTION_RTL
        }
        return false
    }
}
