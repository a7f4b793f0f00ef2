import Foundation
import LimnerGeometry
import LimnerRaster
import Testing
@testable import LimnerText

/// Glyph masks, the cache and the renderer's paths (masks, outlines, culling, bad input).
@Suite struct RenderingTests {
    static func frame(_ text: String, _ font: Font = .system(size: 24), width: CGFloat = .infinity) -> TextFrame {
        TextLayout(text, font: font).frame(in: CGSize(width: width, height: .infinity))
    }

    static func render(_ frame: TextFrame, at origin: CGPoint = CGPoint(x: 4, y: 4), size: (Int, Int) = (300, 80),
                       transform: CGAffineTransform = .identity, cache: GlyphCache = GlyphCache(byteLimit: 4 << 20),
                       color: RGBAColor = .black) throws -> Pixmap {
        let context = try RasterContext(width: size.0, height: size.1)
        context.clear(.white)
        TextRenderer(cache: cache).draw(frame, at: origin, color: color, transform: transform, into: context)
        return context.pixmap
    }

    /// The largest per-channel difference between two pixmaps.
    static func maxDifference(_ a: Pixmap, _ b: Pixmap) -> Int {
        zip(a.premultipliedRGBA(), b.premultipliedRGBA()).reduce(0) { max($0, abs(Int($1.0) - Int($1.1))) }
    }

    static func inkedPixels(_ p: Pixmap) -> Int { p.storage.filter { $0 != 0xFFFF_FFFF }.count }

    @Test func cachedMasksMatchFillingTheOutlines() throws {
        // At integer glyph positions the mask path and a direct fill of each glyph's outline
        // see the same geometry (flattened to the glyphs' tolerance), so they may differ only
        // by Float rounding of the cell areas.
        let frame = Self.frame("Hamburgefonstiv 0123", .system(size: 20))
        var snapped = frame
        for l in snapped.lines.indices {
            for r in snapped.lines[l].glyphRuns.indices {
                snapped.lines[l].glyphRuns[r].positions = snapped.lines[l].glyphRuns[r].positions.map {
                    CGPoint(x: $0.x.rounded(), y: $0.y.rounded())
                }
            }
        }
        let masked = try Self.render(snapped, at: CGPoint(x: 4, y: 4))
        let context = try RasterContext(width: 300, height: 80)
        context.clear(.white)
        // Each glyph filled on its own, as its mask is drawn: glyphs that overlap one another
        // (the f's bar over the e) add up there, and a glyph's own overlapping contours (the
        // t's bar over its stem) are exact in both.
        for line in snapped.lines {
            for run in line.glyphRuns {
                let s = run.size / CGFloat(run.font.unitsPerEm)
                for (glyph, origin) in zip(run.glyphs, run.positions) {
                    let t = CGAffineTransform(a: s, b: 0, c: 0, d: s, tx: origin.x + 4, ty: origin.y + 4)
                    context.fill(run.font.outline(glyph: glyph), transform: t, paint: .solid(.black),
                                 flatteningTolerance: TextRenderer.glyphFlatteningTolerance)
                }
            }
        }
        #expect(Self.maxDifference(masked, context.pixmap) <= 1)
        #expect(Self.inkedPixels(masked) > 500)
    }

    @Test func repeatedFramesHitTheCache() throws {
        let cache = GlyphCache(byteLimit: 4 << 20)
        let frame = Self.frame("Hello, hello!")
        let first = try Self.render(frame, cache: cache)
        let afterFirst = cache.statistics
        #expect(afterFirst.misses > 0 && afterFirst.entries > 0)
        let second = try Self.render(frame, cache: cache)
        let afterSecond = cache.statistics
        #expect(afterSecond.misses == afterFirst.misses)
        #expect(afterSecond.hits > afterFirst.hits)
        #expect(first == second)
    }

    @Test func subpixelOffsetsAreQuantisedToQuarters() throws {
        let cache = GlyphCache(byteLimit: 4 << 20)
        let frame = Self.frame("l")
        let a = try Self.render(frame, at: CGPoint(x: 4.26, y: 4), cache: cache)
        let b = try Self.render(frame, at: CGPoint(x: 4.3, y: 4.2), cache: cache)  // same quarter, same row
        let c = try Self.render(frame, at: CGPoint(x: 4.5, y: 4), cache: cache)
        #expect(a == b)
        #expect(a != c)
        #expect(cache.statistics.entries == 2)
    }

    @Test func cacheMemoryIsBoundedWithLRUEviction() throws {
        let entryCost = { (m: GlyphMask) in m.byteCount + GlyphCache.entryOverhead }
        let cache = GlyphCache(byteLimit: 20_000)
        let font = FontLibrary.shared.resolve(.system(size: 40)).primary
        let rasterizer = MaskRasterizer()
        // Many distinct glyphs at 40 px: far more than 20 kB of masks.
        for glyph in UInt32(1)...200 {
            let key = try #require(GlyphCache.key(font: font, glyph: glyph, pixelSize: 40, subpixel: 0))
            _ = cache.mask(for: key, rasterizer: rasterizer)
            #expect(cache.statistics.bytes <= 20_000)
        }
        let stats = cache.statistics
        #expect(stats.evictions > 0)
        // The most recent glyph survives; the first was evicted.
        let last = try #require(GlyphCache.key(font: font, glyph: 200, pixelSize: 40, subpixel: 0))
        let first = try #require(GlyphCache.key(font: font, glyph: 1, pixelSize: 40, subpixel: 0))
        let misses = stats.misses
        let m = try #require(cache.mask(for: last, rasterizer: rasterizer))
        #expect(cache.statistics.misses == misses)
        _ = cache.mask(for: first, rasterizer: rasterizer)
        #expect(cache.statistics.misses == misses + 1)
        #expect(entryCost(m) < 20_000)
    }

    @Test func lruStoreEvictsLeastRecentlyUsed() {
        var store = LRUStore<Int, String>(costLimit: 3)
        store.insert("a", cost: 1, for: 1)
        store.insert("b", cost: 1, for: 2)
        store.insert("c", cost: 1, for: 3)
        #expect(store.value(for: 1) == "a")  // 1 is now the most recent
        store.insert("d", cost: 1, for: 4)   // evicts 2
        #expect(store.value(for: 2) == nil)
        #expect(store.value(for: 1) == "a" && store.value(for: 3) == "c" && store.value(for: 4) == "d")
        store.insert("big", cost: 4, for: 5)  // costlier than the budget: not stored
        #expect(store.value(for: 5) == nil && store.count == 3 && store.totalCost == 3)
        store.insert("D", cost: 2, for: 4)    // replacing re-costs and evicts the LRU (3, then 1)
        #expect(store.totalCost <= 3 && store.value(for: 4) == "D")
    }

    @Test func largeAndRotatedTextFillOutlines() throws {
        let cache = GlyphCache(byteLimit: 4 << 20)
        let big = try Self.render(Self.frame("g", .system(size: 300)), at: CGPoint(x: 0, y: -40),
                                  size: (200, 300), cache: cache)
        #expect(Self.inkedPixels(big) > 5_000)
        let rotated = try Self.render(Self.frame("Tilt"), at: .zero, transform:
            CGAffineTransform(rotationAngle: 0.3).concatenating(CGAffineTransform(translationX: 30, y: 10)), cache: cache)
        #expect(Self.inkedPixels(rotated) > 200)
        #expect(cache.statistics.entries == 0 && cache.statistics.misses == 0)
        // A uniform scale still uses masks, at the scaled pixel size: 24 pt × 2 reuses the
        // masks of 48 pt text drawn at the same device position.
        let scaled = try Self.render(Self.frame("Tilt"), at: CGPoint(x: 4, y: 4), size: (300, 120),
                                     transform: CGAffineTransform(scaleX: 2, y: 2), cache: cache)
        let misses = cache.statistics.misses
        #expect(misses > 0)
        let direct = try Self.render(Self.frame("Tilt", .system(size: 48)), at: CGPoint(x: 8, y: 8),
                                     size: (300, 120), cache: cache)
        #expect(cache.statistics.misses == misses)
        #expect(scaled == direct)
    }

    @Test func concurrentDrawsShareTheCacheAndAgree() async throws {
        let cache = GlyphCache(byteLimit: 1 << 20)
        let frame = Self.frame("Concurrent glyphs 0123456789 カタカナ", .system(size: 18))
        let reference = try Self.render(frame, size: (400, 60), cache: GlyphCache(byteLimit: 1 << 20))
        let results = await withTaskGroup(of: Bool.self) { group in
            for i in 0..<8 {
                group.addTask {
                    // Different caches states per task: some evict, some hit.
                    if i % 3 == 0 { cache.removeAll() }
                    return (try? Self.render(frame, size: (400, 60), cache: cache)) == reference
                }
            }
            var all: [Bool] = []
            for await r in group { all.append(r) }
            return all
        }
        #expect(results.count == 8 && results.allSatisfy { $0 })
    }

    // MARK: Bad input

    @Test func emptyTextAndDegenerateCallsDrawNothing() throws {
        let blank = try Self.render(Self.frame(""))
        #expect(Self.inkedPixels(blank) == 0)
        let text = Self.frame("x")
        #expect(Self.inkedPixels(try Self.render(text, transform: CGAffineTransform(scaleX: 0, y: 1))) == 0)
        #expect(Self.inkedPixels(try Self.render(text, at: CGPoint(x: CGFloat.nan, y: 0))) == 0)
        #expect(Self.inkedPixels(try Self.render(text, color: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0))) == 0)
        #expect(Self.inkedPixels(try Self.render(Self.frame("x", .system(size: 0)))) == 0)
        #expect(Self.inkedPixels(try Self.render(text, size: (0, 0))) == 0)
    }

    @Test func oneMegabyteDrawsOnlyVisibleLines() throws {
        let words = ["lorem", "ipsum", "dolor", "sit", "amet,", "consectetur", "adipiscing", "elit"]
        var text = ""
        var k = 0
        while text.utf8.count < 1 << 20 { text += words[k % words.count] + (k % 97 == 96 ? "\n" : " "); k += 1 }
        let frame = TextLayout(text).frame(in: Fixtures.width(300))
        #expect(frame.lines.count > 20_000)
        let cache = GlyphCache(byteLimit: 4 << 20)
        let clock = ContinuousClock()
        var pixmap: Pixmap?
        let elapsed = try clock.measure { pixmap = try Self.render(frame, at: .zero, size: (320, 200), cache: cache) }
        #expect(Self.inkedPixels(pixmap!) > 2_000)
        // Only ~10 lines are visible: the glyphs looked up are those lines', not 1 MB's.
        let stats = cache.statistics
        #expect(stats.hits + stats.misses < 1_000)
        #expect(elapsed < .seconds(2))  // debug build; drawing every line would take minutes
        // Scrolled far down (a negative origin), still only the visible lines are drawn.
        let scrolled = try Self.render(frame, at: CGPoint(x: 0, y: -frame.size.height / 2), size: (320, 200), cache: cache)
        #expect(Self.inkedPixels(scrolled) > 2_000)
        #expect(cache.statistics.hits + cache.statistics.misses < 2_000)
    }

    @Test func corruptFontFileThrows() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("limner-corrupt-\(UInt32.random(in: 0...UInt32.max)).ttf")
        try Data([0x00, 0x01, 0x00, 0x00, 0x00, 0x0C] + [UInt8](repeating: 0xAB, count: 400)).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(throws: FontError.self) { try FontLibrary().face(path: url.path) }
        #expect(throws: FontError.self) { try FontLibrary().face(path: "/nonexistent/limner-font.ttf") }
    }

    @Test func unknownFontNameFallsBackWithOneLogLineAndRenders() throws {
        let log = WarningLog()
        let library = FontLibrary(warningSink: log.sink)
        let font = Font.custom("No Such Font Limner Test", size: 24)
        let layout = TextLayout("Fallback", resolvedFont: library.resolve(font), library: library)
        _ = TextLayout("Again", resolvedFont: library.resolve(font), library: library)
        #expect(log.messages.count == 1)
        #expect(log.messages.first?.contains("No Such Font Limner Test") == true)
        let drawn = try Self.render(layout.frame(in: Fixtures.unconstrained))
        #expect(Self.inkedPixels(drawn) > 300)
    }
}
