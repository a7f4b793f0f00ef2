import Foundation
import Testing
@testable import LimnerRaster
import LimnerTestSupport

/// Timings for the compositing and filter kernels, run only with `LIMNER_BENCH=1` (and meant
/// for `swift test -c release`). They still check their output, so they cannot pass vacuously.
@Suite("Compositing benchmarks", .enabled(if: ProcessInfo.processInfo.environment["LIMNER_BENCH"] == "1"))
struct CompositingBenchmarks {
    static func milliseconds(_ body: () -> Void) -> Double {
        let t0 = DispatchTime.now().uptimeNanoseconds
        body()
        return Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e6
    }

    @Test("1024×1024 span blend per mode (source row and solid colour, full and masked coverage)")
    func blendModes() {
        let n = 1024
        var g = SeededGenerator(seed: 1)
        let src = (0..<(n * n)).map { _ in g.premultipliedPixel() }
        let dst0 = (0..<(n * n)).map { _ in g.premultipliedPixel() }
        let mask = (0..<n).map { _ in g.coverage() }
        var lines: [String] = []
        for mode in BlendMode.allCases {
            let kernel = SpanKernel.forMode(mode)
            var dst = dst0
            let tSource = Self.milliseconds {
                dst.withUnsafeMutableBufferPointer { d in
                    src.withUnsafeBufferPointer { s in
                        for y in 0..<n { kernel.source(d.baseAddress! + y * n, s.baseAddress! + y * n, nil, 255, n) }
                    }
                }
            }
            #expect(dst.allSatisfy(isValidPremultiplied))
            dst = dst0
            let tMasked = Self.milliseconds {
                dst.withUnsafeMutableBufferPointer { d in
                    src.withUnsafeBufferPointer { s in
                        for y in 0..<n { kernel.source(d.baseAddress! + y * n, s.baseAddress! + y * n, mask, 255, n) }
                    }
                }
            }
            dst = dst0
            let tSolid = Self.milliseconds {
                dst.withUnsafeMutableBufferPointer { d in
                    for y in 0..<n { kernel.solid(d.baseAddress! + y * n, src[7], nil, 255, n) }
                }
            }
            lines.append(String(format: "%@ %.1f/%.1f/%.1f", "\(mode)", tSource, tMasked, tSolid))
        }
        print("blend 1024² ms (source / source+mask / solid): " + lines.joined(separator: ", "))
    }

    @Test("1024×1024 gaussian blur at σ 2, 10, 50")
    func blur() {
        let image = FilterBlurTests.testImage(1024, 1024)
        var report = ""
        for sigma in [2.0, 10.0, 50.0] {
            _ = GaussianBlur.blur(image, sigma: sigma)   // warm-up
            var best = Double.infinity
            var out = image
            for _ in 0..<3 { best = min(best, Self.milliseconds { out = GaussianBlur.blur(image, sigma: sigma).pixmap }) }
            let single = Self.milliseconds { _ = GaussianBlur.blur(image, sigma: sigma, threadCount: 1) }
            #expect(out.width == 1024 + 2 * GaussianBlur.extent(sigma: sigma))
            report += String(format: "σ %.0f: %.1f ms (1 thread %.1f ms); ", sigma, best, single)
        }
        var exact = image
        let tExact10 = Self.milliseconds { exact = GaussianBlur.blur(image, sigma: 10, method: .exact).pixmap }
        #expect(exact.width > 1024)
        print("blur 1024²: " + report + String(format: "exact kernel σ 10: %.1f ms", tExact10))
    }

    @Test("1024×1024 colour matrix")
    func colorMatrix() {
        var image = FilterBlurTests.testImage(1024, 1024)
        let t = Self.milliseconds { ColorFilters.apply(.hueRotation(radians: 1), to: &image) }
        #expect(image.storage.allSatisfy(isValidPremultiplied))
        print(String(format: "hueRotation 1024²: %.1f ms", t))
    }
}
