import Foundation
import Testing
@testable import LimnerGraphics
import LimnerMedia

/// The Canvas seed scenes against independent Skia renderings of the same geometry.
///
/// References live in Tests/References/canvas: `<scene>.json` (written by these tests from
/// the recorded display list, see `SceneExport`) and `<scene>.png` (made from the JSON by
/// Tests/References/make_canvas_references.py with skia-python). Set
/// `LIMNER_UPDATE_SCENES=1` to rewrite the JSON; a missing PNG fails on purpose.
///
/// Tolerance: a pixel is an outlier when a premultiplied channel differs by more than
/// `channelTolerance` (two independent anti-aliasing rasterizers and two blur
/// implementations — our σ > 2.5 blur is three boxes, Skia's is its own approximation —
/// disagree by a few levels in the interior and more on edge pixels); at most
/// `outlierBudget` of the pixels may be outliers: edge pixels of sloped and thin edges,
/// where Skia's scan converter and ours estimate coverage differently (measured when the
/// references were made, with LimnerGeometry's stroker: rounded-rect 0.48 %, gradient-text
/// 0.97 %, clock 1.91 % — thin ticks and glyph-mask numerals —, blurred-middle 0 % with a
/// largest difference of 12).
/// The mean absolute difference must also stay below `meanBudget` levels, which a wrong
/// colour or a shifted shape anywhere would exceed.
@Suite struct CanvasSeedGoldenTests {
    static let channelTolerance = 12
    static let outlierBudget = 0.02
    static let meanBudget = 1.5

    static let referenceDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../References/canvas").standardized

    @Test(arguments: CanvasSeedScenes.all.map(\.name))
    func sceneMatchesSkiaReference(name: String) throws {
        let scene = try #require(CanvasSeedScenes.all.first { $0.name == name })
        let renderer = CanvasRenderer(size: scene.size, scale: scene.scale)
        let list = renderer.displayList(scene.draw)
        let actual = renderer.render(list)
        let dir = Self.referenceDirectory
        let jsonURL = dir.appendingPathComponent(name + ".json")
        let json = SceneExport.json(list, size: scene.size, scale: scene.scale)
        if ProcessInfo.processInfo.environment["LIMNER_UPDATE_SCENES"] == "1" || !FileManager.default.fileExists(atPath: jsonURL.path) {
            try json.write(to: jsonURL)
        }
        let actualURL = TestSupport.save(actual, "golden-\(name)-actual")
        let pngURL = dir.appendingPathComponent(name + ".png")
        guard let expected = try? Pixmap(contentsOfPNGFile: pngURL) else {
            Issue.record("missing reference \(pngURL.path): run Tests/References/make_canvas_references.py (actual at \(actualURL.path))")
            return
        }
        try #require(expected.width == actual.width && expected.height == actual.height)
        let (outliers, maxDiff, diff) = Self.compare(expected, actual)
        let fraction = Double(outliers) / Double(actual.width * actual.height)
        let mean = TestSupport.meanDifference(expected, actual)
        print("golden \(name): max channel difference \(maxDiff), mean \(String(format: "%.3f", mean)), outliers \(outliers) (\(String(format: "%.3f", fraction * 100))%)")
        if fraction > Self.outlierBudget || mean > Self.meanBudget {
            let triptych = Self.triptych(expected, diff, actual)
            let url = TestSupport.save(triptych, "golden-\(name)-expected-diff-actual")
            Issue.record("\(name): \(outliers) outliers (\(fraction * 100)%) > budget; expected|diff|actual at \(url.path)")
        }
    }

    @Test func threeWaysOfBlurringTheMiddleGiveIdenticalPixels() {
        let size = CGSize(width: 300, height: 120)
        let r = CanvasRenderer(size: size)
        let ordering = r.render(CanvasSeedScenes.blurredMiddleByOrdering)
        let copy = r.render(CanvasSeedScenes.blurredMiddleByCopy)
        let layer = r.render(CanvasSeedScenes.blurredMiddleByLayer)
        #expect(ordering == copy)
        #expect(ordering == layer)
        // And the middle one really is blurred while the outer ones are sharp.
        var soft = 0, sharpPartial = 0
        for y in 0..<120 {
            for x in 0..<300 {
                let a = ordering.pixel(x: x, y: y).a
                guard a > 10 && a < 245 else { continue }
                if x > 120 && x < 180 { soft += 1 } else { sharpPartial += 1 }
            }
        }
        #expect(soft > 2 * sharpPartial)  // the outer images have bilinear-soft edges too
        TestSupport.save(ordering, "blurred-middle")
    }

    /// (outliers, largest channel difference, difference image).
    static func compare(_ a: Pixmap, _ b: Pixmap) -> (Int, Int, Pixmap) {
        var diff = try! Pixmap(width: a.width, height: a.height)
        var outliers = 0, maxDiff = 0
        for y in 0..<a.height {
            for x in 0..<a.width {
                let p = a.pixel(x: x, y: y), q = b.pixel(x: x, y: y)
                let d = max(abs(Int(p.r) - Int(q.r)), abs(Int(p.g) - Int(q.g)), abs(Int(p.b) - Int(q.b)), abs(Int(p.a) - Int(q.a)))
                maxDiff = max(maxDiff, d)
                if d > channelTolerance { outliers += 1 }
                let v = UInt8(min(255, d * 4))
                diff.setPixel(x: x, y: y, r: v, g: d > channelTolerance ? 0 : v, b: d > channelTolerance ? 0 : v, a: 255)
            }
        }
        return (outliers, maxDiff, diff)
    }

    static func triptych(_ a: Pixmap, _ b: Pixmap, _ c: Pixmap) -> Pixmap {
        var out = try! Pixmap(width: a.width * 3, height: a.height)
        for (i, p) in [a, b, c].enumerated() {
            for y in 0..<p.height {
                for x in 0..<p.width {
                    let v = p.pixel(x: x, y: y)
                    out.setPixel(x: i * a.width + x, y: y, r: v.r, g: v.g, b: v.b, a: v.a)
                }
            }
        }
        return out
    }
}
