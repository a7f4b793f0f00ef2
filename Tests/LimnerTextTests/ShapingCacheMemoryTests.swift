import Testing
import LimnerText

/// A server that lays out a different title for every request must not grow: the shaping
/// cache counts what its entries really hold and stays within its byte limit.
@Suite struct ShapingCacheMemoryTests {
    /// "Card 0", "Card 1", …: short titles, each a new paragraph.
    static func title(_ i: Int) -> [UInt32] { "Card \(i)".unicodeScalars.map(\.value) }

    @Test func manyDistinctTitlesStayWithinTheLimit() {
        let library = FontLibrary(usesSystemFonts: false)
        let font = library.resolve(.system(size: 72, weight: .bold))
        var shaped = 0
        // Shape new titles until the cache first has to evict, then as many again.
        while library.shapingCacheStatistics.entries == shaped, shaped < 40_000 {
            _ = Shaper.shape(Self.title(shaped), font: font, library: library)
            shaped += 1
        }
        let full = library.shapingCacheStatistics
        #expect(shaped < 40_000, "never evicted: \(full)")
        for i in shaped..<(2 * shaped) { _ = Shaper.shape(Self.title(i), font: font, library: library) }
        let after = library.shapingCacheStatistics
        #expect(after.bytes <= after.byteLimit)
        #expect(after.byteLimit == 2 << 20)
        // Twice the titles, the same footprint: a full cache only replaces entries.
        #expect(abs(after.entries - full.entries) * 50 <= full.entries, "\(full) → \(after)")
        // Each entry is counted as the heap holds it: its key's and runs' arrays as malloc
        // rounds them (a short title's seven to ten glyphs in four arrays, the scalars, the
        // run array) and its slots in the store — several hundred bytes, where counting only
        // the elements gave under 600.
        let perEntry = after.bytes / after.entries
        #expect(perEntry >= 700 && perEntry <= 2_000, "\(perEntry) bytes per entry")
        // A title shaped again is served from the cache: the same glyphs, no new entry.
        let last = Self.title(2 * shaped - 1)
        let again = Shaper.shape(last, font: font, library: library)
        #expect(library.shapingCacheStatistics.entries == after.entries)
        #expect(again.flatMap(\.glyphs).count == last.count)
    }
}
