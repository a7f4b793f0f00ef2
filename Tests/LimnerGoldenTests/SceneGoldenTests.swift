import Foundation
import Limner
import LimnerGoldenScenes
import LimnerSceneFormat
import LimnerTestSupport
import Testing

/// Every scene of Tests/References/scenes, rendered single-threaded by Limner and compared
/// with Skia's rendering of the same file (Tests/References/expected).
@Suite struct SceneGoldenTests {
    @Test func sceneDirectoryIsPopulated() throws {
        let names = try GoldenScenes.catalog.sceneNames()
        #expect(names.count >= 60, "expected at least 60 golden scenes in \(GoldenScenes.catalog.directory.path)")
    }

    @Test(arguments: GoldenScenes.names)
    func matchesSkiaReference(_ name: String) throws {
        let scene = try GoldenScenes.catalog.load(named: name)
        let image = try scene.render(threadCount: 1)
        let result = GoldenComparison.check(image, reference: GoldenScenes.reference(name),
                                            tolerance: GoldenScenes.tolerance(of: scene))
        print("golden " + result.message)
        let passed = result.passed
        #expect(passed, Comment(rawValue: result.message))
    }

    /// Prints the whole suite's difference statistics (what the default tolerance was chosen
    /// from) and the worst PSNR, and holds every scene without an override to a 30 dB floor:
    /// below it, the outlier budget hides more than edge noise.
    @Test func suiteStatistics() throws {
        var total = [Int](repeating: 0, count: 256)
        var worst: (name: String, psnr: Double) = ("", .infinity)
        var worstDefault: (name: String, psnr: Double) = ("", .infinity)
        var overrides: [String] = []
        for name in GoldenScenes.names {
            let scene = try GoldenScenes.catalog.load(named: name)
            let reference = GoldenScenes.reference(name)
            guard FileManager.default.fileExists(atPath: reference.path) else { continue }  // reported per scene
            let diff = try #require(GoldenComparison.difference(try scene.render(threadCount: 1),
                                                                try Pixmap(contentsOfPNGFile: reference)))
            if scene.tolerance == nil { for (d, n) in diff.histogram.enumerated() { total[d] += n } }
            if diff.psnr < worst.psnr { worst = (name, diff.psnr) }
            if scene.tolerance == nil, diff.psnr < worstDefault.psnr { worstDefault = (name, diff.psnr) }
            if let t = scene.tolerance {
                overrides.append("\(name) (channel \(t.channel), outliers \(t.outliers)): \(t.reason)")
            }
        }
        let pixels = total.reduce(0, +)
        func pct(_ n: Int) -> String { String(format: "%.3f %%", 100 * Double(n) / Double(max(1, pixels))) }
        print("golden statistics over the \(GoldenScenes.names.count - overrides.count) scenes without a tolerance override, \(pixels) pixels")
        print("golden max channel difference = d: " + [0, 1, 2, 3, 4, 5, 6, 8, 12, 16, 32, 64]
            .map { "\($0): \(pct(total[$0]))" }.joined(separator: ", "))
        print("golden fraction of pixels with difference > t: " + [0, 1, 2, 3, 4, 6, 8, 12, 16, 32, 64]
            .map { "\($0): \(pct(total[($0 + 1)...].reduce(0, +)))" }.joined(separator: ", "))
        print(String(format: "golden worst PSNR %.2f dB (%@); without a tolerance override %.2f dB (%@)",
                     worst.psnr, worst.name, worstDefault.psnr, worstDefault.name))
        for o in overrides { print("golden tolerance override: " + o) }
        #expect(worstDefault.psnr >= 30, "worst scene \(worstDefault.name) is at \(worstDefault.psnr) dB")
    }
}
