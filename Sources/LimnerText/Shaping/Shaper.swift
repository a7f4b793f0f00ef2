import CHarfBuzz
import Foundation

/// A run of glyphs shaped with one font instance, one script and one direction.
///
/// Glyphs are in visual order as HarfBuzz returns them (a right-to-left run is reversed);
/// `clusters` map each glyph back to the index of the first scalar of its cluster in the
/// shaped scalar array, so they decrease along a right-to-left run.
public struct ShapedRun: Sendable {
    /// The instance the glyphs come from.
    public let instance: FontInstance
    /// The point size.
    public let size: CGFloat
    /// Whether the run is right-to-left.
    public let isRightToLeft: Bool
    /// The scalar range the run covers (logical order).
    public let range: Range<Int>
    /// Glyph ids, visual order.
    public internal(set) var glyphs: [UInt32]
    /// For each glyph, the index of the first scalar of its cluster.
    public internal(set) var clusters: [Int]
    /// For each glyph, the horizontal advance in points (including tracking and kerning).
    public internal(set) var advances: [CGFloat]
    /// For each glyph, its offset from the pen position in points (y down).
    public internal(set) var offsets: [CGPoint]

    /// The sum of the advances.
    public var width: CGFloat { advances.reduce(0, +) }

    /// The glyph index range whose clusters fall in `scalars` (binary search: clusters are
    /// monotonic along a run).
    func glyphRange(for scalars: Range<Int>) -> Range<Int> {
        let n = clusters.count
        // First glyph index whose cluster is "past" the bound in visual order.
        func partition(_ isBefore: (Int) -> Bool) -> Int {
            var lo = 0, hi = n
            while lo < hi {
                let mid = (lo + hi) / 2
                if isBefore(clusters[mid]) { lo = mid + 1 } else { hi = mid }
            }
            return lo
        }
        if isRightToLeft {
            let start = partition { $0 >= scalars.upperBound }
            let end = partition { $0 >= scalars.lowerBound }
            return start..<max(start, end)
        } else {
            let start = partition { $0 < scalars.lowerBound }
            let end = partition { $0 < scalars.upperBound }
            return start..<max(start, end)
        }
    }
}

/// OpenType features and spacing applied while shaping.
public struct ShapingOptions: Hashable, Sendable {
    /// Extra space in points after every character; non-zero turns ligatures off (SwiftUI's
    /// `kerning(_:)`).
    public var kerning: CGFloat = 0
    /// Extra space in points after every cluster, ligatures kept (SwiftUI's `tracking(_:)`).
    public var tracking: CGFloat = 0

    /// Default options: font kerning and standard ligatures on, no extra spacing.
    public init(kerning: CGFloat = 0, tracking: CGFloat = 0) {
        self.kerning = kerning.isFinite ? kerning : 0
        self.tracking = tracking.isFinite ? tracking : 0
    }
}

/// Shapes text with HarfBuzz: itemizes by font coverage (fallback) and script, then shapes
/// each item with the paragraph as context.
public enum Shaper {
    /// Shapes `scalars[range]` with `font`, falling back per character to faces that cover
    /// what the primary lacks. Runs come back in logical order.
    ///
    /// Paragraphs of up to `cachedScalarLimit` scalars are shaped once per library and then
    /// served from its cache (the same scalars, range, font and options shape the same way).
    public static func shape(
        _ scalars: [UInt32], range: Range<Int>? = nil, font: ResolvedFont,
        options: ShapingOptions = ShapingOptions(), library: FontLibrary = .current
    ) -> [ShapedRun] {
        let range = range ?? 0..<scalars.count
        guard !range.isEmpty else { return [] }
        guard scalars.count <= cachedScalarLimit else {
            return shapeUncached(scalars, range: range, font: font, options: options, library: library)
        }
        let key = ShapingCache.Key(scalars: scalars, range: range, font: font, options: options)
        return library.shapingCache.runs(for: key) {
            shapeUncached(scalars, range: range, font: font, options: options, library: library)
        }
    }

    /// The longest paragraph (in scalars) whose shaping is cached: labels and short lines
    /// repeat from frame to frame; long paragraphs rarely do and cost more to hash.
    public static let cachedScalarLimit = 512

    /// Shapes with HarfBuzz, without the cache.
    static func shapeUncached(_ scalars: [UInt32], range: Range<Int>, font: ResolvedFont,
                              options: ShapingOptions, library: FontLibrary) -> [ShapedRun] {
        let items = itemize(scalars, range: range, font: font, library: library)
        let buffer = hb_buffer_create()!
        defer { hb_buffer_destroy(buffer) }
        var features = featureList(font: font.font, options: options)
        return scalars.withUnsafeBufferPointer { text in
            items.map { item in
                hb_buffer_clear_contents(buffer)
                hb_buffer_add_codepoints(buffer, text.baseAddress, Int32(text.count),
                                         UInt32(item.range.lowerBound), Int32(item.range.count))
                hb_buffer_set_script(buffer, item.script)
                hb_buffer_set_direction(buffer, hb_script_get_horizontal_direction(item.script))
                hb_buffer_set_language(buffer, hb_language_get_default())
                hb_buffer_guess_segment_properties(buffer)
                hb_shape(item.instance.font, buffer, &features, UInt32(features.count))
                return makeRun(buffer, item: item, size: font.size, options: options)
            }
        }
    }

    /// Shapes a whole string with `font` (a convenience over the scalar form).
    public static func shape(_ string: String, font: ResolvedFont, options: ShapingOptions = ShapingOptions(),
                             library: FontLibrary = .current) -> [ShapedRun] {
        shape(string.unicodeScalars.map(\.value), font: font, options: options, library: library)
    }

    // MARK: Itemizing

    struct Item {
        var range: Range<Int>
        var instance: FontInstance
        var script: hb_script_t
    }

    /// Splits the text where the covering font or the script changes. Marks, joiners and
    /// variation selectors stay with the character before them; characters of the common and
    /// inherited scripts (spaces, digits, punctuation) take the script around them.
    ///
    /// Emoji go by grapheme cluster: a cluster that asks for emoji presentation (see
    /// `wantsEmojiPresentation`) is shaped whole with the colour emoji font when one is
    /// installed, so HarfBuzz's ligatures make a skin-toned, ZWJ-joined or flag sequence one
    /// glyph.
    static func itemize(_ scalars: [UInt32], range: Range<Int>, font: ResolvedFont,
                        library: FontLibrary) -> [Item] {
        let ufuncs = hb_unicode_funcs_get_default()
        let primary = font.primary
        var fallbackCache: [UInt32: FontInstance] = [:]
        var items: [Item] = []
        var current: Item? = nil
        let emojiRanges = emojiClusters(scalars, range: range, primary: primary, library: library)
        var nextEmoji = 0
        for i in range {
            while nextEmoji < emojiRanges.count, emojiRanges[nextEmoji].range.upperBound <= i { nextEmoji += 1 }
            let forced: FontInstance? = nextEmoji < emojiRanges.count && emojiRanges[nextEmoji].range.contains(i)
                ? emojiRanges[nextEmoji].instance : nil
            let cp = scalars[i]
            let scalar = Unicode.Scalar(cp) ?? "\u{FFFD}"
            let category = hb_unicode_general_category(ufuncs, cp)
            let attaches = category == HB_UNICODE_GENERAL_CATEGORY_NON_SPACING_MARK
                || category == HB_UNICODE_GENERAL_CATEGORY_ENCLOSING_MARK
                || category == HB_UNICODE_GENERAL_CATEGORY_FORMAT
                || (0xFE00...0xFE0F).contains(cp) || (0xE0100...0xE01EF).contains(cp)
            var script = hb_unicode_script(ufuncs, cp)
            let neutral = script == HB_SCRIPT_COMMON || script == HB_SCRIPT_INHERITED || script == HB_SCRIPT_UNKNOWN
            let instance: FontInstance
            if let forced {
                instance = forced
            } else if attaches, let cur = current {
                instance = cur.instance
            } else if primary.face.covers(scalar) || isControl(cp) {
                instance = primary
            } else if let cur = current, cur.instance !== primary, !cur.instance.face.hasColorBitmaps,
                      cur.instance.face.covers(scalar) {
                instance = cur.instance
            } else if let cached = fallbackCache[cp] {
                instance = cached
            } else {
                instance = library.fallbackInstance(for: scalar, in: font) ?? primary
                fallbackCache[cp] = instance
            }
            if neutral { script = current?.script ?? HB_SCRIPT_COMMON }
            if var cur = current, cur.instance === instance,
               cur.script == script || neutral || cur.script == HB_SCRIPT_COMMON {
                if cur.script == HB_SCRIPT_COMMON { cur.script = script }
                cur.range = cur.range.lowerBound..<(i + 1)
                current = cur
            } else {
                if let cur = current { items.append(cur) }
                current = Item(range: i..<(i + 1), instance: instance, script: script)
            }
        }
        if let cur = current { items.append(cur) }
        return items
    }

    private static func isControl(_ cp: UInt32) -> Bool { cp < 0x20 || (0x7F...0x9F).contains(cp) }

    // MARK: Emoji clusters

    /// The grapheme clusters of `scalars[range]` that ask for emoji presentation and that the
    /// colour emoji font maps (its first scalar), with that font. Empty when no emoji font is
    /// installed or the text has no candidate (`isEmojiCandidate`).
    static func emojiClusters(_ scalars: [UInt32], range: Range<Int>, primary: FontInstance,
                              library: FontLibrary) -> [(range: Range<Int>, instance: FontInstance)] {
        guard scalars[range].contains(where: isEmojiCandidate), let emoji = library.emojiInstance() else { return [] }
        var view = String.UnicodeScalarView()
        for cp in scalars[range] { view.append(Unicode.Scalar(cp) ?? "\u{FFFD}") }
        var out: [(range: Range<Int>, instance: FontInstance)] = []
        var start = range.lowerBound
        for character in String(view) {
            let cluster = Array(character.unicodeScalars)
            let end = start + cluster.count
            if wantsEmojiPresentation(cluster, primary: primary), let first = cluster.first, emoji.face.covers(first) {
                out.append((start..<end, emoji))
            }
            start = end
        }
        return out
    }

    /// Whether a scalar may start or shape an emoji cluster: © and ®, and from U+2000 on the
    /// emoji characters, the keycap mark and the emoji selector (so text whose only non-ASCII
    /// characters are quotes, dashes or "…" skips the cluster pass).
    private static func isEmojiCandidate(_ cp: UInt32) -> Bool {
        if cp < 0x2000 { return cp == 0xA9 || cp == 0xAE }
        if cp == 0x20E3 || cp == 0xFE0F { return true }
        return Unicode.Scalar(cp)?.properties.isEmoji ?? false
    }

    /// Whether a grapheme cluster is drawn as an emoji (Unicode's emoji presentation rules,
    /// UTS #51, with Apple's cascade for text-default emoji): a text selector (U+FE0E) says
    /// no; an emoji selector (U+FE0F), a keycap (U+20E3), a skin-tone modifier, a ZWJ sequence
    /// of emoji, a flag (regional indicators) or a scalar whose default is emoji presentation
    /// say yes; a text-default emoji (❤, ☀, ✔) is an emoji when the primary font lacks it, as
    /// on Apple platforms where Apple Color Emoji comes before the symbol fonts. The system
    /// fonts stand in for Apple's, which have no Miscellaneous Symbols or Dingbats (U+2600–27BF):
    /// a bare ❤ (U+2764), ♥, ☀, ⚠ or ✔ in a system font is an emoji there even where Inter
    /// (or another embedded family) has a black glyph for it, as a bare ❤ in SwiftUI's
    /// `Text` is Apple Color Emoji's red heart. U+FE0E still asks for the text form.
    static func wantsEmojiPresentation(_ cluster: [Unicode.Scalar], primary: FontInstance) -> Bool {
        guard let first = cluster.first else { return false }
        if cluster.contains("\u{FE0E}") { return false }
        if cluster.contains("\u{FE0F}") || cluster.contains("\u{20E3}") { return true }
        if cluster.contains(where: { (0x1F3FB...0x1F3FF).contains($0.value) }) { return true }
        if (0x1F1E6...0x1F1FF).contains(first.value) { return true }
        let properties = first.properties
        if properties.isEmojiPresentation { return true }
        guard properties.isEmoji, first.value > 0x7F else { return false }
        if cluster.contains("\u{200D}") { return true }
        if (0x2600...0x27BF).contains(first.value), isSystemStandIn(primary) { return true }
        return !primary.face.covers(first)
    }

    /// Whether a face is one of the embedded families that stand in for Apple's system fonts.
    private static func isSystemStandIn(_ instance: FontInstance) -> Bool {
        ["inter", "notoserif", "quicksand", "jetbrainsmono"].contains(SystemFonts.normalized(instance.face.familyName))
    }

    // MARK: Features and output

    static func featureList(font: Font, options: ShapingOptions) -> [hb_feature_t] {
        var features: [hb_feature_t] = []
        func add(_ tag: String, _ value: UInt32) {
            features.append(hb_feature_t(tag: FontFace.tag(tag), value: value, start: 0, end: UInt32.max))
        }
        add("kern", 1)
        if options.kerning != 0 {
            add("liga", 0)
            add("clig", 0)
        } else {
            add("liga", 1)
        }
        if font.usesMonospacedDigits { add("tnum", 1) }
        return features
    }

    private static func makeRun(_ buffer: OpaquePointer, item: Item, size: CGFloat, options: ShapingOptions) -> ShapedRun {
        var count: UInt32 = 0
        let infos = hb_buffer_get_glyph_infos(buffer, &count)!
        let positions = hb_buffer_get_glyph_positions(buffer, &count)!
        let n = Int(count)
        let scale = size / CGFloat(item.instance.unitsPerEm)
        let rtl = hb_buffer_get_direction(buffer) == HB_DIRECTION_RTL
        var glyphs = [UInt32](repeating: 0, count: n)
        var clusters = [Int](repeating: 0, count: n)
        var advances = [CGFloat](repeating: 0, count: n)
        var offsets = [CGPoint](repeating: .zero, count: n)
        for g in 0..<n {
            glyphs[g] = infos[g].codepoint
            clusters[g] = Int(infos[g].cluster)
            advances[g] = CGFloat(positions[g].x_advance) * scale
            offsets[g] = CGPoint(x: CGFloat(positions[g].x_offset) * scale, y: -CGFloat(positions[g].y_offset) * scale)
        }
        let extra = options.kerning + options.tracking
        if extra != 0 {
            // Extra space goes after the last glyph of each cluster in logical order: the
            // rightmost in a left-to-right run, the leftmost in a right-to-left one.
            for g in 0..<n {
                let next = rtl ? g - 1 : g + 1
                if next < 0 || next >= n || clusters[next] != clusters[g] { advances[g] += extra }
            }
        }
        return ShapedRun(instance: item.instance, size: size, isRightToLeft: rtl, range: item.range,
                         glyphs: glyphs, clusters: clusters, advances: advances, offsets: offsets)
    }
}
