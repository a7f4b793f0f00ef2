import Foundation
import Testing
@testable import Limner

/// Colour emoji (Noto Color Emoji through HarfBuzz's CBDT bitmaps), fallback fonts for the
/// scripts people write, missing glyphs reported, and spaces measured as SwiftUI does.
@Suite struct EmojiAndScriptTests {
    /// Opaque pixels whose channels differ by more than 60: colour, not gray ink.
    static func colourfulPixels(_ p: Pixmap) -> Int { p.colourfulPixelCount }

    /// The rows and columns holding pixels with alpha over 32.
    static func inkBounds(_ p: Pixmap) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        var b: (Int, Int, Int, Int)? = nil
        for y in 0..<p.height {
            for x in 0..<p.width where p.pixel(x: x, y: y).a > 32 {
                b = b.map { (min($0.0, x), min($0.1, y), max($0.2, x), max($0.3, y)) } ?? (x, y, x, y)
            }
        }
        return b.map { (minX: $0.0, minY: $0.1, maxX: $0.2, maxY: $0.3) }
    }

    @Test func emojiDrawInColourWhateverTheTextColour() throws {
        let p = try render(Text("🎁").font(.system(size: 40)).foregroundColor(.black), scale: 2)
        let colourful = Self.colourfulPixels(p)
        // The gift is mostly coloured: far more than a stray anti-aliased edge.
        #expect(colourful > p.width * p.height / 5, "\(colourful) colourful of \(p.width * p.height)")
        let renderer = ImageRenderer(content: Text("🎁"))
        _ = try renderer.renderedPixmap()
        #expect(renderer.diagnostics.isEmpty)
    }

    @Test func emojiScaleWithTheFontSize() throws {
        let small = try #require(Self.inkBounds(try render(Text("🎁").font(.system(size: 20)), scale: 2)))
        let large = try #require(Self.inkBounds(try render(Text("🎁").font(.system(size: 40)), scale: 2)))
        let ratioW = Double(large.maxX - large.minX + 1) / Double(small.maxX - small.minX + 1)
        let ratioH = Double(large.maxY - large.minY + 1) / Double(small.maxY - small.minY + 1)
        #expect(abs(ratioW - 2) < 0.15 && abs(ratioH - 2) < 0.15, "\(ratioW) \(ratioH)")
        // The advance is Noto Color Emoji's 2550/2048 em, as the layout measures it.
        let width = TextLayout("🎁", font: .system(size: 40)).idealSize.width
        #expect(abs(width - 40 * 2550 / 2048) < 0.01)
        // The ink lies within the glyph's box (at 40 pt and scale 2: 99.8 × 94 px).
        let inkWidth = Double(large.maxX - large.minX + 1), inkHeight = Double(large.maxY - large.minY + 1)
        #expect(inkWidth > 70 && inkWidth <= 101 && inkHeight > 60 && inkHeight <= 95, "\(inkWidth) × \(inkHeight)")
    }

    @Test func emojiSitOnTheBaseline() throws {
        let size: CGFloat = 40
        let frame = TextLayout("H🎁", font: .system(size: size)).frame(in: CGSize(width: 1000, height: 1000))
        let glyph = try #require(frame.colorGlyphs.first)
        let baseline = frame.firstBaseline
        // Noto Color Emoji's bitmap box: 1898 units above the baseline, 507 below (of 2048).
        #expect(abs(glyph.rect.minY - (baseline - size * 1898 / 2048)) < 0.01)
        #expect(abs(glyph.rect.maxY - (baseline + size * 507 / 2048)) < 0.01)
        // In pixels: the emoji's ink reaches below the baseline, where "H" stops, by at most
        // its descent, and rises above the H's cap height.
        let p = try render(Text("H🎁").font(.system(size: size)).foregroundColor(.black))
        var hBottom = 0, hTop = Int.max, emojiBottom = 0, emojiTop = Int.max
        let hWidth = Int(TextLayout("H", font: .system(size: size)).idealSize.width)
        for y in 0..<p.height {
            for x in 0..<p.width where p.pixel(x: x, y: y).a > 128 {
                if x < hWidth - 2 { hBottom = max(hBottom, y); hTop = min(hTop, y) }
                else if x > hWidth + 2 { emojiBottom = max(emojiBottom, y); emojiTop = min(emojiTop, y) }
            }
        }
        #expect(abs(CGFloat(hBottom + 1) - baseline) <= 1, "H ends at \(hBottom), baseline \(baseline)")
        #expect(emojiBottom > hBottom && CGFloat(emojiBottom) <= baseline + size * 507 / 2048 + 1)
        #expect(emojiTop < hTop)
    }

    @Test func sequencesAreOneGlyph() throws {
        let single = TextLayout("🎁", font: .system(size: 30)).idealSize.width
        for sequence in ["👨‍👩‍👧‍👦", "👍🏽", "🇫🇷", "🏳️‍🌈", "❤️", "1️⃣"] {
            let layout = TextLayout(sequence, font: .system(size: 30))
            let frame = layout.frame(in: CGSize(width: 1000, height: 100))
            #expect(frame.colorGlyphs.count == 1, "\(sequence): \(frame.colorGlyphs.count) colour glyphs")
            #expect(frame.glyphRuns.reduce(0) { $0 + $1.glyphs.count } == 1, "\(sequence)")
            #expect(abs(layout.idealSize.width - single) < 0.01, "\(sequence): \(layout.idealSize.width)")
            #expect(layout.unsupportedScalars.isEmpty)
        }
        // The family draws one figure (Noto's is a gray pictogram in a rounded square: its
        // ink fills the glyph's box), and the rainbow flag, a ZWJ sequence too, in colour.
        let family = try #require(Self.inkBounds(try render(Text("👨‍👩‍👧‍👦").font(.system(size: 40)), scale: 2)))
        #expect(family.maxX - family.minX > 80 && family.maxY - family.minY > 70)
        let flag = try render(Text("🏳️‍🌈").font(.system(size: 40)), scale: 2)
        #expect(Self.colourfulPixels(flag) > 1000)
    }

    @Test func emojiInACanvasAndMixedWithText() throws {
        let canvas = Canvas { context, size in
            context.draw(Text("Launch 🚀").font(.system(size: 30)), at: CGPoint(x: size.width / 2, y: size.height / 2))
        }
        .frame(width: 220, height: 60)
        let p = try render(canvas, scale: 2)
        #expect(Self.colourfulPixels(p) > 400)
        // The rocket is to the right of the word.
        var leftColour = 0
        for y in 0..<p.height { for x in 0..<(p.width / 2) {
            let c = p.color(at: CGFloat(x), CGFloat(y))
            if c.a > 200, max(c.r, c.g, c.b) - min(c.r, c.g, c.b) > 60 { leftColour += 1 }
        } }
        #expect(leftColour == 0)
    }

    @Test func emojiKeepTheViewsOpacity() throws {
        let full = try render(Text("🎁").font(.system(size: 30)))
        let half = try render(Text("🎁").font(.system(size: 30)).opacity(0.5))
        var checked = 0
        for y in 0..<full.height { for x in 0..<full.width where full.pixel(x: x, y: y).a == 255 {
            #expect(abs(Int(half.pixel(x: x, y: y).a) - 128) <= 1)
            checked += 1
        } }
        #expect(checked > 100)
    }

    @Test func aCharacterNoFontHasIsADiagnostic() throws {
        let missing = "\u{10FFFD}"   // supplementary private use: no font maps it
        let layout = TextLayout("a\(missing)b", font: .body)
        #expect(layout.unsupportedScalars == [Unicode.Scalar(0x10FFFD)!])
        let renderer = ImageRenderer(content: Text("a\(missing)b"))
        _ = try renderer.renderedPixmap()
        #expect(renderer.diagnostics.contains(.missingGlyphs(missing)), "\(renderer.diagnostics)")
        #expect(renderer.diagnostics.first { if case .missingGlyphs = $0 { true } else { false } }?
            .description.contains("U+10FFFD") == true)
        // A canvas reports it too, without failing a checked render.
        let canvas = CanvasRenderer(size: CGSize(width: 60, height: 30))
        var context = GraphicsContext(size: CGSize(width: 60, height: 30), environment: EnvironmentValues())
        let text = Text("x" + missing)
        context.draw(text, at: CGPoint.zero, anchor: UnitPoint.topLeading)
        let expected: [GraphicsDiagnostic] = [.missingGlyphs(missing)]
        #expect(context.diagnostics == expected)
        _ = try canvas.checkedRender { ctx, _ in ctx.draw(text, at: CGPoint.zero, anchor: UnitPoint.topLeading) }
    }

    @Test func koreanThaiDevanagariAndArabicDrawRealGlyphs() throws {
        for sample in ["안녕하세요", "สวัสดี", "नमस्ते", "مرحبا", "こんにちは", "你好"] {
            let layout = TextLayout(sample, font: .body)
            #expect(layout.unsupportedScalars.isEmpty, "\(sample): \(layout.unsupportedScalars)")
            let runs = layout.frame(in: CGSize(width: 1000, height: 100)).glyphRuns
            #expect(runs.allSatisfy { !$0.glyphs.contains(0) }, "\(sample) has .notdef")
            #expect(runs.allSatisfy { $0.font.face.familyName != "Inter" }, "\(sample): \(runs.map(\.font))")
        }
        // Korean through a view: ink, no diagnostic, and each syllable a glyph of its own.
        let renderer = ImageRenderer(content: Text("안녕하세요").font(.system(size: 30)).foregroundColor(.black))
        let p = try renderer.renderedPixmap()
        #expect(renderer.diagnostics.isEmpty)
        let ink = Self.inkBounds(p)
        #expect(ink != nil && ink!.maxX - ink!.minX > 100)
        let frame = TextLayout("안녕하세요", font: .system(size: 30)).frame(in: CGSize(width: 1000, height: 100))
        #expect(frame.glyphRuns.reduce(0) { $0 + $1.glyphs.count } == 5)
        // Hangul comes from Debian's Noto Sans CJK (fonts-noto-cjk, in scripts/bootstrap).
        #expect(frame.glyphRuns.allSatisfy { $0.font.face.familyName.hasPrefix("Noto Sans CJK") }, "\(frame.glyphRuns.map(\.font))")
    }

    @Test func spacesHaveWidth() throws {
        let space = TextLayout(" ", font: .body).idealSize.width
        #expect(space > 3 && space < 6, "\(space)")
        // Widths as laid out: each Text is then rounded up to the pixel grid (as SwiftUI
        // does), so at scale 2 the stack may be up to two half points wider.
        let parts = ["a", " ", "b"].map { TextLayout($0, font: .body).idealSize.width }.reduce(0, +)
        #expect(abs(parts - TextLayout("a b", font: .body).idealSize.width) < 0.01)
        let stacked = try render(HStack(spacing: 0) { Text("a"); Text(" "); Text("b") }, scale: 2)
        let joined = try render(Text("a b"), scale: 2)
        #expect(stacked.width >= joined.width && stacked.width <= joined.width + 2, "\(stacked.width) vs \(joined.width)")
        // Leading and trailing spaces count too; wrapped lines still hang theirs.
        #expect(TextLayout("  a", font: .body).idealSize.width > TextLayout("a", font: .body).idealSize.width + 2 * space - 0.01)
        #expect(abs(TextLayout("a  ", font: .body).idealSize.width - TextLayout("a", font: .body).idealSize.width - 2 * space) < 0.01)
        let wrapped = TextLayout("aaa aaa", font: .body)
        let narrow = TextLayout("aaa", font: .body).idealSize.width + 1
        let frame = wrapped.frame(in: CGSize(width: narrow, height: 1000))
        #expect(frame.lines.count == 2, "\(frame.lines.map(\.width)) in \(narrow)")
        #expect(frame.lines.allSatisfy { $0.width <= narrow }, "\(frame.lines.map(\.width)) in \(narrow)")
        // The per-letter idiom keeps its spaces.
        let letters = Array("Hi there")
        let perLetter = try render(HStack(spacing: 0) { ForEach(0..<letters.count, id: \.self) { Text(String(letters[$0])) } },
                                   scale: 2)
        let whole = try render(Text("Hi there"), scale: 2)
        #expect(perLetter.width >= whole.width - 2 && perLetter.width <= whole.width + letters.count,
                "\(perLetter.width) vs \(whole.width)")
    }
}

/// JPEG and WebP through the view layer's image entry points.
@Suite struct ImageFormatsInViewsTests {
    /// A 40×20 image, red on the left half and blue on the right.
    static func halves() throws -> Pixmap {
        var p = try Pixmap(width: 40, height: 20)
        for y in 0..<20 { for x in 0..<40 {
            p.setPixel(x: x, y: y, r: x < 20 ? 220 : 20, g: 30, b: x < 20 ? 30 : 220, a: 255)
        } }
        return p
    }

    @Test func jpegAndWebPFilesDrawInImageViews() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("limner-images-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let source = try Self.halves()
        for (name, data) in [("halves.jpg", try source.jpegData(quality: 0.95)), ("halves.webp", try source.webPData(quality: 0.95))] {
            let url = dir.appendingPathComponent(name)
            try data.write(to: url)
            let views: [AnyView] = [
                AnyView(Image(url.path)),
                AnyView(Image(uiImage: try #require(UIImage(contentsOfFile: url.path)))),
                AnyView(Image(uiImage: try #require(UIImage(data: data)))),
                AnyView(Canvas { context, _ in
                    if let image = Image(contentsOfFile: url.path) { context.draw(image, at: .zero, anchor: .topLeading) }
                }.frame(width: 40, height: 20)),
            ]
            for view in views {
                let p = try render(view)
                #expect(p.width == 40 && p.height == 20, "\(name)")
                expectPixel(p, 5, 10, (220, 30, 30), tolerance: 12)
                expectPixel(p, 35, 10, (20, 30, 220), tolerance: 12)
            }
        }
        // A truncated file is no image: UIImage gives nil, Image(path) is empty and reported.
        let jpeg = try source.jpegData()
        #expect(UIImage(data: jpeg.prefix(jpeg.count / 2)) == nil)
        #expect(UIImage(data: Data()) == nil)
        let cut = dir.appendingPathComponent("cut.jpg")
        try jpeg.prefix(jpeg.count / 2).write(to: cut)
        let renderer = ImageRenderer(content: Image(cut.path))
        _ = try? renderer.renderedPixmap()
        #expect(renderer.diagnostics.contains { if case .missingImage = $0 { true } else { false } })
    }

    @Test func imageRendererWritesJPEGAndWebP() throws {
        let renderer = ImageRenderer(content: HStack(spacing: 0) {
            Color.red.frame(width: 30, height: 20)
            Color.blue.frame(width: 30, height: 20)
        })
        renderer.scale = 2
        let jpeg = try renderer.jpegData(quality: 0.9)
        let webp = try renderer.webPData(quality: 0.9)
        let lossless = try renderer.data(format: .webPLossless)
        let png = try renderer.data(format: .png(compression: .fast))
        #expect(ImageFormat(detecting: jpeg) == .jpeg && ImageFormat(detecting: webp) == .webP)
        #expect(ImageFormat(detecting: png) == .png && ImageFormat(detecting: lossless) == .webP)
        let exact = try renderer.renderedPixmap()
        #expect(try Pixmap(imageData: lossless) == exact && Pixmap(imageData: png) == exact)
        for data in [jpeg, webp] {
            let p = try Pixmap(imageData: data)
            #expect(p.width == 120 && p.height == 40)
            expectPixel(p, 15, 20, systemRed, tolerance: 12)
            expectPixel(p, 100, 20, systemBlue, tolerance: 12)
        }
    }
}
