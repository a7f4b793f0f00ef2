import Foundation
import LimnerGeometry
import LimnerMedia
import LimnerRaster
import LimnerTestSupport
import Testing
@testable import LimnerText

/// Our glyph rasterization and compositing against Skia drawing the same glyph ids at the same
/// positions from the same font files (Tests/References/make_text_references.py).
///
/// Workflow: a missing scene file (Tests/References/text/<scene>.json) is written from the
/// current layout and the test fails on purpose; run the script to make the PNG, look at it,
/// commit both. `LIMNER_UPDATE_TEXT_SCENES=1` rewrites every scene file.
@Suite struct TextGoldenTests {
    /// Tolerance for glyph scenes, wider than the geometry scenes' default (channel 6), with
    /// the reasons measured on the nine scenes (Skia fills FreeType's outlines of the same
    /// font files at the same positions; see make_text_references.py):
    /// - the outlines come from two extractors (HarfBuzz for us, FreeType for Skia) that
    ///   interpolate the variable font's deltas at different precisions, so curved edges
    ///   differ by a few levels along their length (0.8–4.9 % of pixels over 6 levels);
    /// - variable-font glyphs overlap their own contours; where two contours' edges share a
    ///   pixel our exact-area accumulation clamps the summed coverage (a documented limit of
    ///   accumulation rasterizers, see `extreme-many-edges`) while Skia supersamples, giving
    ///   isolated pixels 50–90 levels apart (0.02–0.09 % of pixels over 48).
    /// Observed: 0.02–0.76 % of pixels over 24 levels, PSNR 37.2–46.9 dB. The PSNR floor
    /// catches what the outlier budget cannot: a systematic shift of every edge (a quarter
    /// pixel misplacement measured 23–31 dB while developing this test).
    static let tolerance = GoldenTolerance(channel: 24, outliers: 0.01)
    /// The lowest PSNR a text scene may have.
    static let minimumPSNR = 35.0

    static let failures = TextSceneFile.packageRoot.appendingPathComponent("Tests/References/failures/text")

    @Test(arguments: TextScene.all.map(\.name))
    func matchesSkia(_ name: String) throws {
        let scene = try #require(TextScene.all.first { $0.name == name })
        let json = TextSceneFile.directory.appendingPathComponent("\(name).json")
        let png = TextSceneFile.directory.appendingPathComponent("\(name).png")
        if !FileManager.default.fileExists(atPath: json.path)
            || ProcessInfo.processInfo.environment["LIMNER_UPDATE_TEXT_SCENES"] == "1" {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            try FileManager.default.createDirectory(at: TextSceneFile.directory, withIntermediateDirectories: true)
            try encoder.encode(scene.file()).write(to: json)
            Issue.record("wrote \(json.path); run Tests/References/make_text_references.py and look at the PNG")
            return
        }
        let file = try JSONDecoder().decode(TextSceneFile.self, from: Data(contentsOf: json))
        let actual = try Self.render(file)
        let result = GoldenComparison.check(actual, reference: png, tolerance: Self.tolerance, failuresDirectory: Self.failures)
        if let d = result.difference {
            let over = [6, 12, 24, 48].map { String(format: "%.4f%%", d.outlierFraction(over: $0) * 100) }
            print("text golden \(name): over 6/12/24/48: \(over.joined(separator: " "))")
        }
        print(result.message)
        #expect(result.passed, "\(result.message)")
        if let d = result.difference {
            #expect(d.psnr >= Self.minimumPSNR, "\(name): PSNR \(d.psnr) dB below \(Self.minimumPSNR) dB: \(result.message)")
        }
    }

    /// The tolerance is not so loose that misplaced glyphs pass: "Five stars" drawn half a
    /// pixel to the right of where the reference has it must fail, and the unshifted render
    /// must pass.
    @Test func toleranceCatchesAHalfPixelShift() throws {
        let name = "five-stars-90pt"
        let json = TextSceneFile.directory.appendingPathComponent("\(name).json")
        let png = TextSceneFile.directory.appendingPathComponent("\(name).png")
        var file = try JSONDecoder().decode(TextSceneFile.self, from: Data(contentsOf: json))
        let expected = try PNGDecoder().decode(Data(contentsOf: png))
        func acceptable(_ actual: Pixmap) throws -> Bool {
            let d = try #require(GoldenComparison.difference(actual, expected))
            return d.passes(Self.tolerance) && d.psnr >= Self.minimumPSNR
        }
        #expect(try acceptable(try Self.render(file)))
        file.transform[4] += 0.5
        #expect(try !acceptable(try Self.render(file)))
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
