import Foundation
import LimnerGeometry
import LimnerRaster
@testable import LimnerText

/// A golden text scene as exchanged with the Skia reference script: the font file, variation
/// and size of each run, its glyph ids and positions, the transform and the colours.
///
/// Written by the Swift side from our own layout (`TextScene.file()`), read by
/// Tests/References/make_text_references.py, which draws the same glyphs at the same
/// positions with Skia. The golden test renders the *file's* glyphs, so it compares glyph
/// rasterization and compositing only, independent of later layout changes.
struct TextSceneFile: Codable, Equatable {
    struct Run: Codable, Equatable {
        /// Font file: relative to the package root for embedded fonts, absolute otherwise.
        var font: String
        /// `wght` axis value for variable faces.
        var wght: Float?
        /// Point size (user space).
        var size: Double
        var glyphs: [UInt32]
        /// Glyph origins (baseline, y down) in user space.
        var x: [Double]
        var y: [Double]
    }

    var name: String
    var width: Int
    var height: Int
    /// Straight RGBA, 0…1.
    var background: [Float]
    var color: [Float]
    /// User space → device pixels: a, b, c, d, tx, ty.
    var transform: [Double]
    var runs: [Run]

    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let directory = packageRoot.appendingPathComponent("Tests/References/text")
    static let embeddedFonts = "Sources/LimnerText/Resources/Fonts"

    var affineTransform: CGAffineTransform {
        CGAffineTransform(a: transform[0], b: transform[1], c: transform[2], d: transform[3],
                          tx: transform[4], ty: transform[5])
    }

    static func rgba(_ c: [Float]) -> RGBAColor { RGBAColor(red: c[0], green: c[1], blue: c[2], alpha: c[3]) }

    /// The runs as a `TextFrame` (one line per run), with faces loaded from the files named.
    func frame(library: FontLibrary = .shared) throws -> TextFrame {
        var lines: [TextLine] = []
        for run in runs {
            let path = run.font.hasPrefix("/") ? run.font : Self.packageRoot.appendingPathComponent(run.font).path
            let face = try library.face(path: path)
            let instance = library.instance(face, weight: run.wght, slant: 0)
            let positions = zip(run.x, run.y).map { CGPoint(x: $0, y: $1) }
            let glyphRun = GlyphRun(font: instance, size: run.size, glyphs: run.glyphs, positions: positions)
            let minX = run.x.min() ?? 0, maxX = run.x.max() ?? 0
            lines.append(TextLine(origin: CGPoint(x: minX, y: run.y.first ?? 0), width: maxX - minX + run.size,
                                  ascent: run.size, descent: run.size / 3, leading: 0,
                                  glyphRuns: [glyphRun], isTruncated: false))
        }
        return TextFrame(size: CGSize(width: width, height: height), lines: lines)
    }
}

/// A golden scene described in Swift: strings in fonts at origins, laid out by `TextLayout`.
struct TextScene: Sendable {
    struct Item: Sendable {
        var text: String
        var font: Font
        var origin: CGPoint
    }

    var name: String
    var width: Int
    var height: Int
    var background = RGBAColor.white
    var color = RGBAColor.black
    var transform = CGAffineTransform.identity
    var items: [Item]

    /// Lays the items out and records their glyph runs.
    func file(library: FontLibrary = .shared) -> TextSceneFile {
        var runs: [TextSceneFile.Run] = []
        for item in items {
            let frame = TextLayout(item.text, font: item.font).frame(in: Fixtures.unconstrained)
            for run in frame.glyphRuns {
                runs.append(TextSceneFile.Run(
                    font: Self.fontPath(run.font.face.source), wght: run.font.weightAxis,
                    size: Double(run.size), glyphs: run.glyphs,
                    x: run.positions.map { Double($0.x + item.origin.x) },
                    y: run.positions.map { Double($0.y + item.origin.y) }))
            }
        }
        let t = transform
        return TextSceneFile(name: name, width: width, height: height,
                             background: [background.red, background.green, background.blue, background.alpha],
                             color: [color.red, color.green, color.blue, color.alpha],
                             transform: [t.a, t.b, t.c, t.d, t.tx, t.ty], runs: runs)
    }

    /// Embedded fonts by their path in the package; others (fontconfig) as found.
    static func fontPath(_ source: String) -> String {
        let name = URL(fileURLWithPath: source).lastPathComponent
        let embedded = TextSceneFile.packageRoot.appendingPathComponent(TextSceneFile.embeddedFonts).appendingPathComponent(name)
        return FileManager.default.fileExists(atPath: embedded.path) && source.contains("/Fonts/")
            ? TextSceneFile.embeddedFonts + "/" + name : source
    }

    private static func at(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }

    /// The golden scenes: sizes from 9 to 300 pt, three weights of the variable default,
    /// rotation and scale, the rounded design, katakana from the fallback font, the seed's
    /// "Five stars", and translucent colour over a tinted background.
    static let all: [TextScene] = [
        TextScene(name: "inter-9pt", width: 300, height: 40, items: [
            Item(text: "The quick brown fox jumps over the lazy dog.", font: .system(size: 9), origin: at(6, 4)),
            Item(text: "0123456789 (sub-pixel +0.3) ÀÉÎÕÜ fi fl", font: .system(size: 9), origin: at(6.3, 20)),
        ]),
        TextScene(name: "inter-weights-24pt", width: 380, height: 110, items: [
            Item(text: "Regular Hamburgefonstiv", font: .system(size: 24), origin: at(8, 4)),
            Item(text: "Bold Hamburgefonstiv", font: .system(size: 24, weight: .bold), origin: at(8, 38)),
            Item(text: "Black Hamburgefonstiv", font: .system(size: 24, weight: .black), origin: at(8, 72)),
        ]),
        TextScene(name: "inter-200pt", width: 400, height: 250, items: [
            Item(text: "Ag", font: .system(size: 200), origin: at(10, -10)),
        ]),
        TextScene(name: "inter-300pt-outline", width: 300, height: 380, items: [
            Item(text: "g&", font: .system(size: 300), origin: at(5, -20)),
        ]),
        TextScene(name: "rotated-30pt", width: 360, height: 240,
                  transform: CGAffineTransform(rotationAngle: -0.4).concatenating(CGAffineTransform(translationX: 30, y: 170)),
                  items: [
                      Item(text: "Rotated text, 30 pt", font: .system(size: 30), origin: at(0, 0)),
                      Item(text: "fills outlines", font: .system(size: 30, weight: .bold), origin: at(0, 40)),
                  ]),
        TextScene(name: "scaled-translucent-18pt", width: 380, height: 90,
                  background: RGBAColor(red: 0.85, green: 0.92, blue: 1), color: RGBAColor(red: 0.8, green: 0.1, blue: 0.1, alpha: 0.6),
                  transform: CGAffineTransform(scaleX: 1.5, y: 1.5).concatenating(CGAffineTransform(translationX: 7.3, y: 4.6)),
                  items: [
                      Item(text: "Scaled ×1.5, 60% red", font: .system(size: 18), origin: at(0, 0)),
                      Item(text: "over light blue", font: .system(size: 18, weight: .semibold), origin: at(0, 26)),
                  ]),
        TextScene(name: "rounded-bold-45pt", width: 400, height: 70, items: [
            Item(text: "Rounded Bold", font: .system(size: 45, weight: .bold, design: .rounded), origin: at(8, 4)),
        ]),
        TextScene(name: "katakana-36pt", width: 360, height: 60, items: [
            Item(text: "カタカナ テキスト", font: .system(size: 36), origin: at(8, 4)),
        ]),
        TextScene(name: "five-stars-90pt", width: 470, height: 120, items: [
            Item(text: "Five stars", font: .system(size: 90), origin: at(6, 2)),
        ]),
    ]
}
