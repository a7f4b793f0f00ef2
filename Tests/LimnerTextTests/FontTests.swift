import Foundation
import Testing
@testable import LimnerText

@Suite struct FontTests {
    @Test func textStylesHaveApplesDefaultSizesAndWeights() {
        let expected: [(Font, CGFloat, Font.Weight)] = [
            (.largeTitle, 34, .regular), (.title, 28, .regular), (.title2, 22, .regular),
            (.title3, 20, .regular), (.headline, 17, .semibold), (.body, 17, .regular),
            (.callout, 16, .regular), (.subheadline, 15, .regular), (.footnote, 13, .regular),
            (.caption, 12, .regular), (.caption2, 11, .regular),
        ]
        for (font, size, weight) in expected {
            #expect(font.size == size)
            #expect(font.weight == weight)
        }
        #expect(Font.headline.bold().weight == .bold)
        #expect(Font.body.italic().isItalic)
        #expect(Font.system(size: 90, weight: .black).weight.openTypeWeight == 900)
    }

    @Test func designsResolveToTheEmbeddedFamilies() {
        let families: [Font.Design: String] = [
            .default: "Inter", .serif: "Noto Serif", .rounded: "Quicksand", .monospaced: "JetBrains Mono",
        ]
        for (design, family) in families {
            let resolved = Fixtures.library.resolve(.system(size: 17, design: design))
            #expect(resolved.primary.face.familyName == family)
        }
        #expect(Fixtures.library.resolve(.body.monospaced()).primary.face.familyName == "JetBrains Mono")
        // Embedded families are reachable by name too.
        #expect(Fixtures.library.resolve(.custom("Noto Serif", size: 12)).primary.face.familyName == "Noto Serif")
    }

    @Test func weightDrivesTheVariableAxisAndStaticFaces() {
        let light = Fixtures.library.resolve(.system(size: 17, weight: .ultraLight))
        let black = Fixtures.library.resolve(.system(size: 17, weight: .black))
        #expect(light.primary.weightAxis == 100)
        #expect(black.primary.weightAxis == 900)
        #expect(Fixtures.idealWidth("Hamburg", .system(size: 17, weight: .black))
            > Fixtures.idealWidth("Hamburg", .system(size: 17, weight: .ultraLight)) + 1)
        #expect(Fixtures.library.resolve(.system(size: 17, weight: .semibold, design: .serif)).primary.face.source
            .hasSuffix("NotoSerif-Bold.ttf"))
        #expect(Fixtures.library.resolve(.system(size: 17, weight: .medium, design: .serif)).primary.face.source
            .hasSuffix("NotoSerif-Regular.ttf"))
        #expect(Fixtures.library.resolve(.system(size: 17, weight: .heavy, design: .rounded)).primary.face.source
            .hasSuffix("Quicksand-Bold.ttf"))
    }

    @Test func italicUsesARealItalicOrASyntheticSlant() {
        let inter = Fixtures.library.resolve(.body.italic()).primary
        #expect(inter.face.source.hasSuffix("Inter-Italic.var.ttf"))
        #expect(inter.syntheticSlant == 0)
        let rounded = Fixtures.library.resolve(.system(size: 100, design: .rounded).italic()).primary
        #expect(rounded.syntheticSlant == FontLibrary.syntheticItalicSlant)
        // A slanted "l" leans right: its top is further right than its bottom.
        let glyph = rounded.face.glyph(for: "l")!
        let upright = Fixtures.library.resolve(.system(size: 100, design: .rounded)).primary
        let slanted = Fixtures.bounds(rounded.outline(glyph: glyph, size: 100))
        let straight = Fixtures.bounds(upright.outline(glyph: glyph, size: 100))
        #expect(slanted.width > straight.width + 10)
    }

    @Test func customNamesComeFromFontconfig() {
        // fonts-dejavu-core is in scripts/bootstrap.
        let resolved = Fixtures.library.resolve(.custom("DejaVu Sans", size: 12))
        #expect(resolved.primary.face.familyName == "DejaVu Sans")
        #expect(resolved.primary.face.source.hasSuffix("DejaVuSans.ttf"))
        let bold = Fixtures.library.resolve(.custom("DejaVu Sans", size: 12).bold())
        #expect(bold.primary.face.source.hasSuffix("DejaVuSans-Bold.ttf"))
    }

    @Test func aMissingNameFallsBackToTheDefaultAndWarnsOnce() {
        let log = WarningLog()
        let library = FontLibrary(warningSink: log.sink)
        let a = library.resolve(.custom("Definitely Not A Font", size: 12))
        let b = library.resolve(.custom("Definitely Not A Font", size: 30).bold())
        #expect(a.primary.face.familyName == "Inter")
        #expect(b.primary.face.familyName == "Inter")
        #expect(log.messages.count == 1)
        #expect(log.messages.first?.contains("Definitely Not A Font") == true)
        _ = library.resolve(.custom("Another Missing Font", size: 12))
        #expect(log.messages.count == 2)
    }

    @Test func commonAppleNamesMapToEmbeddedDesignsWithoutWarning() {
        let log = WarningLog()
        let library = FontLibrary(warningSink: log.sink)
        let rounded = library.resolve(.custom("Arial Rounded MT Bold", size: 36)).primary
        #expect(rounded.face.source.hasSuffix("Quicksand-Bold.ttf"))
        #expect(library.resolve(.custom("Menlo", size: 12)).primary.face.familyName
            == (SystemFonts.font(named: "Menlo", weight: 400, italic: false) == nil ? "JetBrains Mono" : "Menlo"))
        let arial = library.resolve(.custom("Arial", size: 72)).primary.face.familyName
        #expect(arial == (SystemFonts.font(named: "Arial", weight: 400, italic: false) == nil ? "Inter" : "Arial"))
        #expect(log.messages.isEmpty)
    }

    @Test func corruptFontDataThrows() throws {
        #expect(throws: FontError.self) { try FontFace(data: Data()) }
        #expect(throws: FontError.self) { try FontFace(data: Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 37) })) }
        let real = try #require(FontLibrary.embeddedFontData(named: "Inter-Roman.var.ttf"))
        #expect(throws: FontError.self) { try FontFace(data: real.prefix(200)) }
        #expect(throws: FontError.self) { try FontFace(contentsOf: URL(fileURLWithPath: "/nonexistent/font.ttf")) }
        // The intact bytes load.
        #expect(try FontFace(data: real).familyName == "Inter")
    }

    @Test func embeddedFontsShipWithTheirLicenses() throws {
        // Compiled into the binary (no resource bundle), byte for byte the files in the source tree.
        let dir = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/LimnerText/Resources/Fonts")
        for files in FontLibrary.embeddedFiles.values {
            for (name, _, _, _) in files {
                let embedded = try #require(FontLibrary.embeddedFontData(named: name))
                #expect(embedded == (try Data(contentsOf: dir.appendingPathComponent(name))), "\(name)")
            }
        }
        #expect(FontLibrary.embeddedFontData(named: "NoSuchFont.ttf") == nil)
        for license in ["Inter-LICENSE.txt", "NotoSerif-LICENSE.txt", "Quicksand-LICENSE.txt", "JetBrainsMono-LICENSE.txt"] {
            let text = try String(contentsOf: dir.appendingPathComponent(license), encoding: .utf8)
            #expect(text.contains("OFL") || text.contains("Apache License"))
        }
    }
}
