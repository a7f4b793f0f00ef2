import Foundation
import Testing
import Limner

/// The pixels that are clearly coloured (not grey), opaque.
private func colourful(_ p: Pixmap) -> Int { p.colourfulPixelCount }

/// The red pixels (an emoji heart's).
private func red(_ p: Pixmap) -> Int {
    var n = 0
    for y in 0..<p.height {
        for x in 0..<p.width {
            let c = p.color(at: CGFloat(x), CGFloat(y))
            if c.a > 200, c.r > 180, c.g < 90, c.b < 110 { n += 1 }
        }
    }
    return n
}

/// A bare text-default emoji (no U+FE0F) in the system font is drawn as Apple draws it: Apple's
/// system fonts have no glyph for ❤, so SwiftUI's `Text("❤")` is Apple Color Emoji's red heart.
@Suite struct EmojiPresentationTests {
    @Test func aBareHeartIsTheRedEmoji() throws {
        let bare = try render(Text("❤").font(.system(size: 40)).foregroundColor(.black))
        let selected = try render(Text("❤\u{FE0F}").font(.system(size: 40)).foregroundColor(.black))
        dump(bare, "emoji-bare-heart")
        #expect(red(bare) > bare.width * bare.height / 5, "red pixels: \(red(bare))")
        // The same glyph as with the emoji selector: one colour glyph of the emoji's advance.
        #expect(bare.width == selected.width && bare.height == selected.height)
        #expect(bare.premultipliedRGBA() == selected.premultipliedRGBA())
        let layout = TextLayout("❤", font: .system(size: 40))
        #expect(layout.frame(in: CGSize(width: 500, height: 100)).colorGlyphs.count == 1)
        #expect(layout.unsupportedScalars.isEmpty)
    }

    @Test func otherBareSymbolsOfTheDingbatsAndMiscellaneousSymbolsAreEmoji() throws {
        for symbol in ["☀", "♥", "⚠", "✔", "☺"] {
            let frame = TextLayout(symbol, font: .system(size: 40)).frame(in: CGSize(width: 500, height: 100))
            #expect(frame.colorGlyphs.count == 1, "\(symbol) is not drawn from the emoji font")
        }
        // Noto's ✔ is dark grey; the others are in colour.
        for symbol in ["☀", "♥", "⚠", "☺"] {
            let p = try render(Text(symbol).font(.system(size: 40)).foregroundColor(.black))
            #expect(colourful(p) > 100, "\(symbol): \(colourful(p)) colourful pixels")
        }
    }

    @Test func theTextSelectorAsksForTheTextForm() throws {
        let p = try render(Text("❤\u{FE0E}").font(.system(size: 40)).foregroundColor(.black))
        #expect(colourful(p) == 0)
        #expect(TextLayout("❤\u{FE0E}", font: .system(size: 40)).frame(in: CGSize(width: 500, height: 100)).colorGlyphs.isEmpty)
    }

    @Test func inRunningTextToo() throws {
        let p = try render(Text("I ❤ Swift").font(.system(size: 30)).foregroundColor(.black))
        #expect(red(p) > 200)
    }
}
