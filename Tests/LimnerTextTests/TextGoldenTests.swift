import Foundation
import LimnerGeometry
import LimnerMedia
import LimnerRaster
import Testing
@testable import LimnerText

/// Our glyph rasterization and compositing against Skia drawing the same glyph ids at the same
/// positions from the same font files (Tests/References/make_text_references.py).
///
/// Workflow: a missing scene file (Tests/References/text/<scene>.json) is written from the
/// current layout and the test fails on purpose; run the script to make the PNG, look at it,
/// commit both. `LIMNER_UPDATE_TEXT_SCENES=1` rewrites every scene file.
/// `LIMNER_TEXT_GOLDEN_DUMP=1` writes expected | diff | actual for passing scenes too.
@Suite struct TextGoldenTests {
    /// Tolerance, chosen from observed data (9 scenes, Skia m144 through skia-python):
    /// - Skia's glyph masks (FreeType outlines, Skia's mask generator) come out about 0.09 px
    ///   bolder than the exact-area coverage of the same outline: a 100 px stem edge that
    ///   Skia's own *path* fill and Limner both cover 66/255 is 88/255 in Skia's text mask.
    ///   Small text, being mostly edge, shows it most: at 9 pt 6.9 % of pixels differ by
    ///   more than 24 levels, 0.37 % by more than 40, none by more than 48.
    /// - Where both engines fill paths (300 pt, rotated), curves are flattened differently:
    ///   0.04 % (300 pt) and 0.31 % (rotated) of pixels differ by more than 48, up to 88.
    /// So: 48 levels per channel, 0.5 % outlier pixels, and PSNR ≥ 28 dB (worst observed
    /// 30.3 dB, 9 pt). `toleranceCatchesAHalfPixelShift` checks the test still fails when
    /// glyphs are misplaced by half a pixel.
    static let comparison = ImageComparison(channelTolerance: 48, outlierFraction: 0.005, minimumPSNR: 28)

    static let failureDirectory = TextSceneFile.packageRoot.appendingPathComponent(".build/text-golden")

    @Test(arguments: TextScene.all.map(\.name))
    func matchesSkia(_ name: String) throws {
        let scene = try #require(TextScene.all.first { $0.name == name })
        let json = TextSceneFile.directory.appendingPathComponent("\(name).json")
        let png = TextSceneFile.directory.appendingPathComponent("\(name).png")
        let env = ProcessInfo.processInfo.environment
        if !FileManager.default.fileExists(atPath: json.path) || env["LIMNER_UPDATE_TEXT_SCENES"] == "1" {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            try FileManager.default.createDirectory(at: TextSceneFile.directory, withIntermediateDirectories: true)
            try encoder.encode(scene.file()).write(to: json)
            Issue.record("wrote \(json.path); run Tests/References/make_text_references.py and look at the PNG")
            return
        }
        let file = try JSONDecoder().decode(TextSceneFile.self, from: Data(contentsOf: json))
        guard FileManager.default.fileExists(atPath: png.path) else {
            Issue.record("missing \(png.path); run Tests/References/make_text_references.py")
            return
        }
        let expected = try PNGDecoder().decode(Data(contentsOf: png))
        let actual = try Self.render(file)
        #expect(actual.width == expected.width && actual.height == expected.height)
        guard actual.width == expected.width, actual.height == expected.height else { return }

        let result = Self.comparison.compare(actual, expected)
        print("text golden \(name): PSNR \(String(format: "%.2f", result.psnr)) dB, max diff \(result.maxDifference), "
              + "\(result.mismatched) px over \(Self.comparison.channelTolerance) (allowed \(result.allowed))")
        if !result.passed || env["LIMNER_TEXT_GOLDEN_DUMP"] == "1" {
            let strip = Self.failureDirectory.appendingPathComponent("\(name).expected-diff-actual.png")
            try ImageComparison.writeFailureStrip(actual: actual, expected: expected,
                                                  tolerance: Self.comparison.channelTolerance, to: strip)
            if !result.passed {
                let tolerance = Self.comparison.channelTolerance
                Issue.record("\(name): \(result.mismatched) pixels differ by more than \(tolerance) (allowed \(result.allowed)); expected | diff | actual at \(strip.path)")
            }
        }
    }

    /// The tolerance is not so loose that misplaced glyphs pass: the seed's "Five stars" drawn
    /// half a pixel to the right must fail.
    @Test func toleranceCatchesAHalfPixelShift() throws {
        let name = "five-stars-90pt"
        let json = TextSceneFile.directory.appendingPathComponent("\(name).json")
        let png = TextSceneFile.directory.appendingPathComponent("\(name).png")
        var file = try JSONDecoder().decode(TextSceneFile.self, from: Data(contentsOf: json))
        let expected = try PNGDecoder().decode(Data(contentsOf: png))
        #expect(Self.comparison.compare(try Self.render(file), expected).passed)
        file.transform[4] += 0.5
        let shifted = Self.comparison.compare(try Self.render(file), expected)
        #expect(!shifted.passed)
    }

    /// Renders a scene file with a private cache.
    static func render(_ file: TextSceneFile) throws -> Pixmap {
        let context = try RasterContext(width: file.width, height: file.height)
        context.clear(TextSceneFile.rgba(file.background))
        TextRenderer(cache: GlyphCache(byteLimit: 8 << 20))
            .draw(try file.frame(), color: TextSceneFile.rgba(file.color), transform: file.affineTransform, into: context)
        return context.pixmap
    }
}
