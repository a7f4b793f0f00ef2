import Foundation
import Testing
@testable import LimnerText

@Suite struct LayoutTests {
    static let fox = "The quick brown fox jumps over the lazy dog"
    /// Inter's hhea: ascender 2728, descender -680, line gap 0, in a 2816-unit em.
    static let bodyAscent: CGFloat = 2728.0 / 2816 * 17
    static let bodyLineHeight: CGFloat = (2728.0 + 680) / 2816 * 17  // 20.5739 pt

    @Test func bodyLineHeightComesFromTheFontMetrics() {
        let size = TextLayout("Hello, world!", font: .body).idealSize
        #expect(Fixtures.near(size.height, Self.bodyLineHeight))
        #expect(Fixtures.near(size.height, 20.573_863_636_363_637, 1e-9))
        let metrics = Fixtures.library.resolve(.body).metrics
        #expect(Fixtures.near(metrics.ascent, Self.bodyAscent))
        #expect(metrics.leading == 0)
        // The width is the sum of the shaped advances.
        let runs = Shaper.shape("Hello, world!", font: Fixtures.library.resolve(.body))
        #expect(Fixtures.near(size.width, runs.reduce(0) { $0 + $1.width }))
    }

    @Test func idealSizeIsOneLinePerParagraph() {
        let layout = TextLayout("first line\nsecond, longer line\r\nthird", font: .body)
        let frame = layout.frame(in: Fixtures.unconstrained)
        #expect(frame.lines.count == 3)
        #expect(Fixtures.near(frame.size.width, Fixtures.idealWidth("second, longer line")))
        #expect(Fixtures.near(frame.size.height, 3 * Self.bodyLineHeight))
        #expect(layout.measure(in: Fixtures.width(10_000)) == layout.idealSize)
        // An empty paragraph still takes a line.
        #expect(Fixtures.near(TextLayout("a\n\nb").idealSize.height, 3 * Self.bodyLineHeight))
    }

    @Test func wrapsAtWordBoundariesWhenNarrower() {
        let frame = TextLayout(Self.fox).frame(in: Fixtures.width(120))
        let expected = ["The quick", "brown fox", "jumps over the", "lazy dog"]
        #expect(frame.lines.count == expected.count)
        for (line, words) in zip(frame.lines, expected) {
            #expect(line.width <= 120)
            #expect(Fixtures.near(line.width, Fixtures.idealWidth(words), 1e-9))
        }
        #expect(Fixtures.near(frame.size.width, Fixtures.idealWidth("jumps over the")))
        #expect(Fixtures.near(frame.size.height, 4 * Self.bodyLineHeight))
        // Baselines: the first at the ascent, each next one a line height lower.
        #expect(Fixtures.near(frame.firstBaseline, Self.bodyAscent))
        #expect(Fixtures.near(frame.lastBaseline, Self.bodyAscent + 3 * Self.bodyLineHeight))
        let spaced = TextLayout(Self.fox, options: .init(lineSpacing: 5)).frame(in: Fixtures.width(120))
        #expect(Fixtures.near(spaced.size.height, 4 * Self.bodyLineHeight + 15))
        #expect(Fixtures.near(spaced.lastBaseline, Self.bodyAscent + 3 * (Self.bodyLineHeight + 5)))
    }

    @Test func breaksCJKBetweenCharactersAndLongWordsByCharacter() {
        let cjk = TextLayout("漢字漢字漢字", font: .body).frame(in: Fixtures.width(40))
        // Droid Sans Fallback ideographs are 1 em (17 pt) wide: two per 40 pt line.
        #expect(cjk.lines.count == 3)
        #expect(cjk.lines.allSatisfy { Fixtures.near($0.width, 34) })
        let word = TextLayout("Supercalifragilisticexpialidocious").frame(in: Fixtures.width(60))
        #expect(word.lines.count > 3)
        #expect(word.lines.allSatisfy { $0.width <= 60 && $0.width > 0 })
        // Every glyph is kept.
        #expect(word.lines.reduce(0) { $0 + Fixtures.glyphs($1).count } == 34)
    }

    @Test func tailTruncationKeepsTheStart() throws {
        let options = TextLayout.Options(lineLimit: 1)
        let frame = TextLayout(Self.fox, options: options).frame(in: Fixtures.width(150))
        let line = try #require(frame.lines.first)
        #expect(frame.lines.count == 1)
        #expect(line.isTruncated)
        #expect(line.width <= 150 && line.width > 120)
        let ellipsis = try #require(Fixtures.library.resolve(.body).primary.face.glyph(for: "…"))
        let glyphs = Fixtures.glyphs(line)
        #expect(glyphs.last == ellipsis)
        let full = Fixtures.glyphs(TextLayout(Self.fox).frame(in: Fixtures.unconstrained).lines[0])
        #expect(Array(full.prefix(glyphs.count - 1)) == Array(glyphs.dropLast()))
        #expect(Fixtures.near(frame.size.height, Self.bodyLineHeight))
    }

    @Test func headTruncationKeepsTheEnd() throws {
        let frame = TextLayout(Self.fox, options: .init(lineLimit: 1, truncationMode: .head)).frame(in: Fixtures.width(150))
        let line = try #require(frame.lines.first)
        let ellipsis = try #require(Fixtures.library.resolve(.body).primary.face.glyph(for: "…"))
        let glyphs = Fixtures.glyphs(line)
        #expect(glyphs.first == ellipsis)
        #expect(line.width <= 150 && line.width > 120)
        let full = Fixtures.glyphs(TextLayout(Self.fox).frame(in: Fixtures.unconstrained).lines[0])
        #expect(Array(full.suffix(glyphs.count - 1)) == Array(glyphs.dropFirst()))
    }

    @Test func middleTruncationKeepsBothEnds() throws {
        let frame = TextLayout(Self.fox, options: .init(lineLimit: 1, truncationMode: .middle)).frame(in: Fixtures.width(150))
        let line = try #require(frame.lines.first)
        let ellipsis = try #require(Fixtures.library.resolve(.body).primary.face.glyph(for: "…"))
        let glyphs = Fixtures.glyphs(line)
        let k = try #require(glyphs.firstIndex(of: ellipsis))
        #expect(k > 3 && k < glyphs.count - 3)
        #expect(line.width <= 150 && line.width > 120)
        let full = Fixtures.glyphs(TextLayout(Self.fox).frame(in: Fixtures.unconstrained).lines[0])
        #expect(Array(full.prefix(k)) == Array(glyphs.prefix(k)))
        #expect(Array(full.suffix(glyphs.count - k - 1)) == Array(glyphs.suffix(glyphs.count - k - 1)))
    }

    @Test func limitedHeightAndLineLimitTruncateTheLastVisibleLine() throws {
        // 45 pt fits two 20.57 pt lines.
        let frame = TextLayout(Self.fox).frame(in: CGSize(width: 120, height: 45))
        #expect(frame.lines.count == 2)
        #expect(frame.lines[1].isTruncated && !frame.lines[0].isTruncated)
        #expect(Fixtures.near(frame.size.height, 2 * Self.bodyLineHeight))
        // Less than a line still shows one.
        #expect(TextLayout(Self.fox).frame(in: CGSize(width: 120, height: 5)).lines.count == 1)
        // Hidden paragraphs end the last shown line with an ellipsis.
        let paragraphs = TextLayout("one\ntwo", options: .init(lineLimit: 1)).frame(in: Fixtures.unconstrained)
        let line = try #require(paragraphs.lines.first)
        #expect(paragraphs.lines.count == 1 && line.isTruncated)
        #expect(Fixtures.near(line.width, Fixtures.idealWidth("one…")))
        // Text that fits is not truncated.
        #expect(!TextLayout("short", options: .init(lineLimit: 1)).frame(in: Fixtures.width(150)).isTruncated)
    }

    @Test func measureAgreesWithFrame() {
        let texts = [Self.fox, "Matrix マトリックス\nשלום עולם abc", "漢字漢字漢字 and words", ""]
        let proposals = [Fixtures.unconstrained, Fixtures.width(120), CGSize(width: 90, height: 45), Fixtures.width(0)]
        for text in texts {
            for options in [TextLayout.Options(), .init(lineLimit: 2, truncationMode: .middle, lineSpacing: 3)] {
                let layout = TextLayout(text, font: .title3, options: options)
                for proposal in proposals {
                    let frame = layout.frame(in: proposal)
                    let size = layout.measure(in: proposal)
                    #expect(Fixtures.near(size.width, frame.size.width, 1e-9) && Fixtures.near(size.height, frame.size.height, 1e-9))
                    #expect(layout.firstBaseline(in: proposal) == frame.firstBaseline)
                    #expect(layout.lastBaseline(in: proposal) == frame.lastBaseline)
                }
            }
        }
    }

    @Test func alignmentPlacesLinesInsideTheWidestLine() {
        for alignment in TextAlignment.allCases {
            let frame = TextLayout(Self.fox, options: .init(alignment: alignment)).frame(in: Fixtures.width(120))
            for line in frame.lines {
                let slack = frame.size.width - line.width
                let expected: CGFloat = alignment == .leading ? 0 : alignment == .center ? slack / 2 : slack
                #expect(Fixtures.near(line.origin.x, expected))
                let firstX = line.glyphRuns[0].positions[0].x
                #expect(firstX >= expected - 0.01 && firstX < expected + 2)
            }
        }
        // A right-to-left paragraph's leading edge is on the right.
        let hebrew = TextLayout("שלום עולם\nשלום", options: .init(alignment: .leading)).frame(in: Fixtures.unconstrained)
        #expect(hebrew.lines[0].origin.x == 0)
        #expect(Fixtures.near(hebrew.lines[1].origin.x, hebrew.size.width - hebrew.lines[1].width))
    }

    @Test func trackingAndKerningAddSpace() {
        let plain = Fixtures.idealWidth("abc")
        #expect(Fixtures.near(TextLayout("abc", options: .init(tracking: 2)).idealSize.width, plain + 6))
        #expect(Fixtures.near(TextLayout("abc", options: .init(kerning: -1)).idealSize.width, plain - 3))
    }

    @Test func frameAsOnePath() throws {
        let frame = TextLayout("MASK", font: .system(size: 90, weight: .black)).frame(in: Fixtures.unconstrained)
        let path = frame.path
        let box = Fixtures.bounds(path)
        #expect(!path.isEmpty)
        #expect(box.minX >= 0 && box.maxX <= frame.size.width + 1)
        #expect(box.minY >= 0 && box.maxY <= frame.size.height)
        // Cap height of Inter at 90 pt, sitting on the baseline; the S overshoots both by
        // less than 2% of the em (control-point bounds).
        #expect(box.maxY >= frame.firstBaseline && box.maxY < frame.firstBaseline + 0.02 * 90)
        #expect(frame.firstBaseline - box.minY >= 2048.0 / 2816 * 90)
        #expect(frame.firstBaseline - box.minY < 2048.0 / 2816 * 90 + 0.02 * 90)
        // The flat-based M sits exactly on the baseline.
        let m = frame.lines[0].glyphRuns[0]
        let mBox = Fixtures.bounds(m.font.outline(glyph: m.glyphs[0], size: 90, at: m.positions[0]))
        #expect(Fixtures.near(mBox.maxY, frame.firstBaseline, 1e-9))
        #expect(Fixtures.near(frame.firstBaseline - mBox.minY, 2048.0 / 2816 * 90, 1e-9))
        #expect(path.verbs.filter { $0 == .move }.count == 5)  // M, A (2), S, K
    }
}
