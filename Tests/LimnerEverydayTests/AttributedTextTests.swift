import Foundation
import Testing
@testable import Limner

/// `Text(AttributedString)` with SwiftUI's attributes, checked against the same text styled
/// with `Text`'s own modifiers.
@Suite struct AttributedTextTests {
    @Test func aSingleRunDrawsLikeStyledText() throws {
        var s = AttributedString("Hello")
        s.font = .system(size: 30, weight: .bold)
        s.foregroundColor = .red
        s.kern = 2
        s.underlineStyle = .single
        try expectSamePixels(Text(s), Text("Hello").font(.system(size: 30, weight: .bold)).foregroundColor(.red).kerning(2).underline())
    }

    @Test func runsDrawLikeAConcatenation() throws {
        var a = AttributedString("Total ")
        a.foregroundColor = .gray
        var b = AttributedString("42")
        b.font = .title.bold()
        b.tracking = 1
        b.baselineOffset = 3
        var c = AttributedString(" kg")
        c.strikethroughStyle = Text.LineStyle(pattern: .dash, color: .blue)
        try expectSamePixels(Text(a + b + c),
                       Text("Total ").foregroundColor(.gray) + Text("42").font(.title.bold()).tracking(1).baselineOffset(3)
                           + Text(" kg").strikethrough(pattern: .dash, color: .blue))
    }

    @Test func attributesSetOnARangeAndThroughAContainer() throws {
        var s = AttributedString("red and blue")
        s.foregroundColor = .blue
        if let r = s.range(of: "red") { s[r].foregroundColor = .red }
        var container = AttributeContainer()
        container.foregroundColor = .green
        s.append(AttributedString(" green", attributes: container))
        let p = try render(Text(s).font(.system(size: 28)))
        let third = CGFloat(p.width) / 3
        #expect(p.contains(systemRed, in: rect(0, 0, third * 0.6, CGFloat(p.height)), tolerance: 30))
        #expect(!p.contains(systemRed, in: rect(third * 1.2, 0, CGFloat(p.width) - third * 1.2, CGFloat(p.height)), tolerance: 30))
        #expect(p.contains(systemBlue, in: rect(third, 0, third, CGFloat(p.height)), tolerance: 30))
        #expect(p.contains(systemGreen, in: rect(2 * third, 0, third, CGFloat(p.height)), tolerance: 30))
    }

    @Test func aRunsSpaceSeparatesItFromTheNext() throws {
        // "a " + "b" is as wide as "a b" (the trailing space of a run is not dropped).
        let joined = try render(Text("Hello ") + Text("world"))
        let whole = try render(Text("Hello world"))
        #expect(abs(joined.width - whole.width) <= 1)
    }

    @Test func backgroundColourFillsBehindItsRun() throws {
        var a = AttributedString("plain ")
        var b = AttributedString("marked")
        b.backgroundColor = .yellow
        a.foregroundColor = .black
        let p = try render(Text(a + b).font(.system(size: 24)))
        let w = CGFloat(p.width), h = CGFloat(p.height)
        #expect(p.contains(systemYellow, in: rect(w * 0.6, 0, w * 0.4, h), tolerance: 2))
        #expect(!p.contains(systemYellow, in: rect(0, 0, w * 0.35, h), tolerance: 10))
        // The glyphs are drawn over the background.
        #expect(p.contains(black, in: rect(w * 0.6, 0, w * 0.4, h), tolerance: 30))
    }

    @Test func dashedLinesHaveGaps() throws {
        var solid = AttributedString("mmmmmmmm")
        solid.underlineStyle = Text.LineStyle(color: .red)
        var dashed = solid
        dashed.underlineStyle = Text.LineStyle(pattern: .dot, color: .red)
        let ps = try render(Text(solid).font(.system(size: 34)), scale: 2)
        let pd = try render(Text(dashed).font(.system(size: 34)), scale: 2)
        func redColumns(_ p: Pixmap) -> Int {
            (0..<p.width).filter { x in (0..<p.height).contains { y in
                let c = p.pixel(x: x, y: y); return c.a > 200 && c.r > 200 && c.g < 80
            } }.count
        }
        let full = redColumns(ps), dotted = redColumns(pd)
        #expect(full > ps.width * 8 / 10)
        #expect(dotted > full / 5 && dotted < full * 6 / 10, "\(dotted) of \(full) columns")
    }

    @Test func unsetAttributesComeFromTheEnvironment() throws {
        let s = AttributedString("Env")
        try expectSamePixels(Text(s).font(.largeTitle).foregroundStyle(.orange), Text("Env").font(.largeTitle).foregroundStyle(.orange))
    }

    @Test func badInputIsDefined() throws {
        // Empty text has no size: nothing to render, said by the renderer's error.
        let empty = ImageRenderer(content: Text(AttributedString()))
        #expect(empty.size == .zero)
        #expect(throws: ImageRendererError.self) { try empty.renderedPixmap() }
        var s = AttributedString("NaN")
        s.kern = .nan
        s.tracking = .infinity
        s.baselineOffset = -.infinity
        try expectSamePixels(Text(s), Text("NaN"))
        var many = AttributedString()
        for i in 0..<300 {
            var piece = AttributedString("\(i) ")
            piece.foregroundColor = i.isMultiple(of: 2) ? .red : .blue
            many += piece
        }
        let p = try render(Text(many).frame(width: 300))
        #expect(p.width == 300 && p.height > 100)
    }
}
