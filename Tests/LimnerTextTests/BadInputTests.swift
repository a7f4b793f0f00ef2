import Foundation
import Testing
@testable import LimnerText

@Suite struct BadInputTests {
    @Test func emptyStringHasNoSizeAndNoLines() {
        let layout = TextLayout("")
        #expect(layout.idealSize == .zero)
        let frame = layout.frame(in: CGSize(width: 100, height: 100))
        #expect(frame.lines.isEmpty)
        #expect(frame.path.isEmpty)
        #expect(Shaper.shape("", font: Fixtures.library.resolve(.body)).isEmpty)
    }

    @Test func degenerateProposalsAndSizes() {
        let layout = TextLayout("Hello world")
        // Zero, negative and NaN widths: one word per line, by character when needed.
        #expect(layout.frame(in: CGSize(width: 0, height: CGFloat.infinity)).lines.count == 10)
        #expect(layout.measure(in: CGSize(width: -5, height: CGFloat.nan)) == layout.idealSize)
        #expect(TextLayout("x", font: .system(size: 0)).idealSize == CGSize(width: 0, height: 0))
        #expect(TextLayout("x", font: .system(size: .nan)).idealSize.height > 0)
        // Control characters and unpaired surrogates' replacements shape without crashing.
        #expect(TextLayout("a\u{0}\u{7}\u{FFFD}\u{10FFFF}b").idealSize.width > 0)
        // Controls draw nothing; a tab is a space.
        let controls = TextLayout("a\u{0}\u{7}\u{1B}b").frame(in: Fixtures.unconstrained)
        #expect(Fixtures.near(controls.size.width, Fixtures.idealWidth("ab")))
        #expect(!Fixtures.glyphs(controls.lines[0]).contains(0))
        #expect(Fixtures.near(Fixtures.idealWidth("a\tb"), Fixtures.idealWidth("a b")))
        // A character no font covers is drawn with the primary font's .notdef glyph.
        let runs = Shaper.shape("\u{10FFFF}", font: Fixtures.library.resolve(.body))
        #expect(runs.count == 1 && runs[0].glyphs == [0] && runs[0].instance.face.familyName == "Inter")
    }

    @Test func oneMegabyteLaysOutInLinearTime() {
        let words = ["lorem", "ipsum", "dolor", "sit", "amet,", "consectetur", "adipiscing", "elit"]
        var text = ""
        text.reserveCapacity(1 << 20)
        var k = 0
        while text.utf8.count < 1 << 20 {
            text += words[k % words.count]
            k += 1
            text += k % 97 == 0 ? "\n" : " "
        }
        let clock = ContinuousClock()
        var frame: TextFrame? = nil
        let elapsed = clock.measure {
            frame = TextLayout(text).frame(in: Fixtures.width(300))
        }
        let lines = frame?.lines.count ?? 0
        #expect(lines > 20_000)
        #expect(frame?.lines.allSatisfy { $0.width <= 300 } == true)
        // Generous for a debug build on a busy 2-core machine; quadratic work would take minutes.
        #expect(elapsed < .seconds(60))
        // One 1 MB paragraph too (no newline at all).
        let single = String(repeating: "word ", count: (1 << 20) / 5)
        let elapsedSingle = clock.measure {
            frame = TextLayout(single).frame(in: Fixtures.width(300))
        }
        #expect((frame?.lines.count ?? 0) > 10_000)
        #expect(elapsedSingle < .seconds(60))
        print("1 MB layout: \(elapsed) (97-word paragraphs), \(elapsedSingle) (one paragraph)")
    }
}

@Suite struct ConcurrencyTests {
    @Test func concurrentLayoutsAgree() async {
        let text = "Matrix マトリックス שלום office AV é\nfive stars ★★★★★"
        let reference = TextLayout(text, font: .title).frame(in: Fixtures.width(140))
        let results = await withTaskGroup(of: [[UInt32]].self) { group in
            for k in 0..<8 {
                group.addTask {
                    // A fresh library per task too, so the loading paths race.
                    let library = k % 2 == 0 ? FontLibrary.shared : FontLibrary()
                    let frame = TextLayout(text, font: .title, library: library).frame(in: Fixtures.width(140))
                    return frame.lines.map(Fixtures.glyphs)
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.count == 8)
        #expect(results.allSatisfy { $0 == reference.lines.map(Fixtures.glyphs) })
        #expect(reference.lines.count >= 3)
    }
}
