import Foundation
import Testing
@testable import LimnerRaster
import LimnerTestSupport

/// Blurs keep their work buffers within `GaussianBlur.workBudget` by running in bands of
/// rows; the bands must give the very bytes of one whole run.
@Suite struct FilterMemoryTests {
    static func image(_ w: Int, _ h: Int, seed: UInt64) throws -> Pixmap {
        var g = SeededGenerator(seed: seed)
        var p = try Pixmap(width: w, height: h)
        for i in p.storage.indices where g.next() % 3 != 0 { p.storage[i] = g.premultipliedPixel() }
        return p
    }

    @Test(arguments: [0.8, 2.5, 3.1, 9, 40])
    func blurInBandsIsByteIdenticalToOneRun(sigma: Double) throws {
        let source = try Self.image(37, 301, seed: UInt64(sigma * 10))
        for method in [GaussianBlur.Method.exact, .boxes] {
            let whole = GaussianBlur.blur(source, origin: (0, 0), sigma: sigma, method: method, threadCount: 2, budget: .max)
            // A budget of a few rows forces many bands.
            let banded = GaussianBlur.blur(source, origin: (0, 0), sigma: sigma, method: method, threadCount: 2, budget: 4096)
            #expect(banded.pixmap == whole.pixmap, "σ \(sigma) \(method)")
            #expect(banded.origin == whole.origin)
        }
    }
}
