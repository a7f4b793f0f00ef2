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

/// Peak resident memory of one blur, read from Linux's `/proc/self` (the peak is reset
/// first through `clear_refs`); nil where that is unavailable.
enum PeakMemory {
    static func measure(_ body: () -> Void) -> Int? {
        guard let reset = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return nil }
        reset.write(Data("5".utf8))
        try? reset.close()
        body()
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
              let kb = Int(line.split(separator: " ").dropFirst().first ?? "") else { return nil }
        return kb * 1024
    }
}

extension FilterMemoryTests {
    /// A 20 000 × 1 000 strip at σ 10 needs 170 MB of work buffer in one run; in bands the
    /// peak grows by about the budget only (benchmarks/README.md has the 20 000² figures).
    @Test func blurOfAWideStripKeepsItsWorkBuffersWithinTheBudget() throws {
        let source = try Self.image(20_000, 1_000, seed: 11)
        var banded: Pixmap?, whole: Pixmap?
        guard let before = PeakMemory.measure({ whole = GaussianBlur.blur(source, origin: (0, 0), sigma: 10, method: .automatic,
                                                                          threadCount: 2, budget: .max).pixmap }) else { return }
        whole = nil
        let after = PeakMemory.measure { banded = GaussianBlur.blur(source, sigma: 10).pixmap }!
        print("blur 20000×1000 σ10: peak \(before >> 20) MiB in one run, \(after >> 20) MiB in bands")
        #expect(banded?.height == 1_060)
        #expect(before - after > 40 << 20)
    }
}
