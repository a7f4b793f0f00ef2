import Foundation
import Testing
@testable import LimnerText

@Suite struct ShapingTests {
    let body = Fixtures.library.resolve(.body)

    @Test func kernedPairIsNarrowerThanItsAdvances() throws {
        let runs = Shaper.shape("AV", font: body)
        #expect(runs.count == 1)
        let run = try #require(runs.first)
        let face = body.primary
        let a = try #require(face.face.glyph(for: "A")), v = try #require(face.face.glyph(for: "V"))
        #expect(run.glyphs == [a, v])
        let scale = body.size / CGFloat(face.unitsPerEm)
        let nominal = CGFloat(face.advance(of: a) + face.advance(of: v)) * scale
        // Inter kerns A-V by -192 units of 2816: 1.16 pt at 17 pt.
        #expect(run.width < nominal - 1)
    }

    @Test func ligatureFormsOneGlyphUnlessKerningTurnsItOff() throws {
        let serif = Fixtures.library.resolve(.system(size: 20, design: .serif))
        let run = try #require(Shaper.shape("fi", font: serif).first)
        #expect(run.glyphs.count == 1)
        #expect(run.clusters == [0])
        #expect(run.glyphs[0] != serif.primary.face.glyph(for: "f"))
        let spaced = try #require(Shaper.shape("fi", font: serif, options: ShapingOptions(kerning: 1)).first)
        #expect(spaced.glyphs.count == 2)
        // Kerning adds its space after each character.
        let plain = CGFloat(serif.primary.advance(of: spaced.glyphs[0]) + serif.primary.advance(of: spaced.glyphs[1]))
            * 20 / CGFloat(serif.primary.unitsPerEm)
        #expect(Fixtures.near(spaced.width, plain + 2, 1e-9))
    }

    @Test func hebrewShapesRightToLeft() throws {
        let runs = Shaper.shape("שלום", font: body)
        let run = try #require(runs.first)
        #expect(runs.count == 1)
        #expect(run.isRightToLeft)
        #expect(run.clusters == [3, 2, 1, 0])
        #expect(!run.glyphs.contains(0))
        #expect(run.instance.face.familyName != "Inter")
    }

    @Test func arabicJoinsAndReorders() throws {
        let run = try #require(Shaper.shape("سلام", font: body).first)
        #expect(run.isRightToLeft)
        // lam + alef form one ligature: 3 glyphs for 4 characters, clusters descending.
        #expect(run.glyphs.count == 3)
        #expect(run.clusters == [3, 1, 0])
        // The initial seen is not the isolated form.
        let isolated = try #require(run.instance.face.glyph(for: "\u{633}"))
        #expect(run.glyphs.last != isolated)
    }

    @Test func mixedDirectionLinePutsLatinFirstThenHebrewReversed() throws {
        let layout = TextLayout("abc שלום", font: .body)
        let line = try #require(layout.frame(in: Fixtures.unconstrained).lines.first)
        #expect(line.glyphRuns.count == 2)
        #expect(line.glyphRuns[0].font.face.familyName == "Inter")
        #expect(line.glyphRuns[1].positions.first!.x > line.glyphRuns[0].positions.last!.x)
        // Visual order of the Hebrew glyphs is the reverse of the logical order.
        let hebrew = try #require(Shaper.shape("שלום", font: body).first)
        #expect(line.glyphRuns[1].glyphs == hebrew.glyphs)
    }

    @Test func combiningMarksComposeOrAttach() throws {
        let face = body.primary.face
        // e + U+0301: HarfBuzz composes to the font's precomposed é.
        let composed = try #require(Shaper.shape("e\u{301}", font: body).first)
        #expect(composed.glyphs == [try #require(face.glyph(for: "é"))])
        #expect(composed.clusters == [0])
        // x + U+0301 has no precomposed form: the mark is a second, zero-advance glyph in the
        // same cluster, positioned over the x by GPOS mark attachment.
        let run = try #require(Shaper.shape("x\u{301}", font: body).first)
        #expect(run.glyphs.count == 2)
        #expect(run.clusters == [0, 0])
        #expect(run.advances[1] == 0)
        let layout = TextLayout("x\u{301}", font: .system(size: 100))
        let glyphs = try #require(layout.frame(in: Fixtures.unconstrained).lines.first?.glyphRuns.first)
        let base = Fixtures.bounds(body.primary.outline(glyph: glyphs.glyphs[0], size: 100, at: glyphs.positions[0]))
        let mark = Fixtures.bounds(body.primary.outline(glyph: glyphs.glyphs[1], size: 100, at: glyphs.positions[1]))
        #expect(mark.midX > base.minX && mark.midX < base.maxX)
        #expect(mark.maxY < base.minY)  // above the x-height (y grows down)
    }

    @Test func katakanaFallsBackToTheCJKFace() throws {
        // fonts-droid-fallback is in scripts/bootstrap.
        let runs = Shaper.shape("マトリックス", font: body)
        #expect(runs.count == 1)
        let run = try #require(runs.first)
        #expect(run.instance.face.familyName != "Inter")
        #expect(run.glyphs.count == 6)
        #expect(!run.glyphs.contains(0))
        // Mixed text splits into runs by font.
        let mixed = Shaper.shape("Matrix マトリックス", font: body)
        #expect(mixed.map(\.instance.face.familyName).first == "Inter")
        #expect(mixed.contains { $0.instance === run.instance })
        #expect(mixed.flatMap(\.glyphs).allSatisfy { $0 != 0 })
    }

    @Test func monospacedDigitsUseTabularFigures() {
        let proportional = (Fixtures.idealWidth("1111"), Fixtures.idealWidth("0000"))
        #expect(proportional.0 < proportional.1 - 1)
        let tabular = (Fixtures.idealWidth("1111", .body.monospacedDigit()), Fixtures.idealWidth("0000", .body.monospacedDigit()))
        #expect(Fixtures.near(tabular.0, tabular.1))
    }

    @Test func glyphOutlineOfCapitalH() throws {
        let inter = body.primary
        let glyph = try #require(inter.face.glyph(for: "H"))
        let path = inter.outline(glyph: glyph, size: 100)
        let box = Fixtures.bounds(path)
        // Inter's cap height is 2048 units of a 2816-unit em: 72.727 pt at 100 pt, above the
        // baseline (y down, so negative). "H" is three rectangles' worth of straight lines.
        #expect(Fixtures.near(box.minY, -2048.0 / 2816 * 100, 1e-6))
        #expect(Fixtures.near(box.maxY, 0))
        #expect(box.minX > 0 && box.maxX < CGFloat(inter.advance(of: glyph)) / 2816 * 100)
        #expect(path.verbs.filter { $0 == .close }.count == 1)
        #expect(!path.verbs.contains(.quad) && !path.verbs.contains(.cubic))
        // "O" has two contours (outer and counter) made of curves.
        let o = inter.outline(glyph: try #require(inter.face.glyph(for: "O")))
        #expect(o.verbs.filter { $0 == .move }.count == 2)
        #expect(o.verbs.contains(.quad) || o.verbs.contains(.cubic))
        // Space has no outline.
        #expect(inter.outline(glyph: try #require(inter.face.glyph(for: " "))).isEmpty)
    }
}

/// `Shaper.shape` serves repeated paragraphs from the library's `ShapingCache`.
@Suite struct ShapingCacheTests {
    /// Runs compared field by field (`ShapedRun` is not `Equatable`).
    static func same(_ a: [ShapedRun], _ b: [ShapedRun]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { x, y in
            x.instance === y.instance && x.size == y.size && x.isRightToLeft == y.isRightToLeft && x.range == y.range
                && x.glyphs == y.glyphs && x.clusters == y.clusters && x.advances == y.advances && x.offsets == y.offsets
        }
    }

    @Test func cachedShapingEqualsUncachedForEveryKeyPart() {
        let library = FontLibrary()
        let body = library.resolve(.body), serif = library.resolve(.system(size: 20, design: .serif))
        let mixed = Array("fi AV مرحبا アイ 🙂".unicodeScalars.map(\.value))
        let cases: [(Range<Int>?, ResolvedFont, ShapingOptions)] = [
            (nil, body, ShapingOptions()), (nil, serif, ShapingOptions()), (nil, serif, ShapingOptions(kerning: 1)),
            (nil, serif, ShapingOptions(tracking: 2)), (0..<2, serif, ShapingOptions()), (3..<12, body, ShapingOptions()),
        ]
        for (range, font, options) in cases {
            let uncached = Shaper.shapeUncached(mixed, range: range ?? 0..<mixed.count, font: font, options: options, library: library)
            let first = Shaper.shape(mixed, range: range, font: font, options: options, library: library)
            let second = Shaper.shape(mixed, range: range, font: font, options: options, library: library)
            #expect(Self.same(first, uncached), "\(String(describing: range)) \(options)")
            #expect(Self.same(second, uncached))
        }
        // One entry per distinct key: the ranges and options above are all different keys.
        #expect(library.shapingCache.count == cases.count)
        // A different context around the same range is a different key (shaping sees it).
        _ = Shaper.shape(Array("xfi".unicodeScalars.map(\.value)), range: 1..<3, font: serif, library: library)
        #expect(library.shapingCache.count == cases.count + 1)
    }

    @Test func longParagraphsAreNotCachedAndTheCacheStaysWithinItsBudget() {
        let library = FontLibrary()
        let body = library.resolve(.body)
        let long = [UInt32](repeating: 0x61, count: Shaper.cachedScalarLimit + 1)
        #expect(Shaper.shape(long, font: body, library: library).first?.glyphs.count == long.count)
        #expect(library.shapingCache.count == 0)
        let small = ShapingCache(byteLimit: 4_096)
        for i in 0..<200 {
            let key = ShapingCache.Key(scalars: [UInt32(0x41 + i % 26), UInt32(i)], range: 0..<2, font: body, options: ShapingOptions())
            _ = small.runs(for: key) { Shaper.shapeUncached(key.scalars, range: 0..<2, font: body, options: ShapingOptions(), library: library) }
        }
        // Each entry costs at least `entryOverhead` bytes, so at most 16 fit in 4 KiB.
        #expect(small.count <= 4_096 / ShapingCache.entryOverhead)
        #expect(small.count > 0)
    }
}
