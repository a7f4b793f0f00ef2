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
    static func itemize(_ scalars: [UInt32], range: Range<Int>, font: ResolvedFont,
                        library: FontLibrary) -> [Item] {
        let ufuncs = hb_unicode_funcs_get_default()
        let primary = font.primary
        var fallbackCache: [UInt32: FontInstance] = [:]
        var items: [Item] = []
        var current: Item? = nil
        for i in range {
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
            if attaches, let cur = current {
                instance = cur.instance
            } else if primary.face.covers(scalar) || isControl(cp) {
                instance = primary
            } else if let cur = current, cur.instance !== primary, cur.instance.face.covers(scalar) {
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
