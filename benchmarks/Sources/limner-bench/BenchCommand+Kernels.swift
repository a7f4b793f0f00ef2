import ArgumentParser
import Foundation
import LimnerRaster

/// `limner-bench --kernels`: the compositing and filter kernels on their own, 1024×1024 each —
/// every blend mode's span loops (`SpanKernel`: a source row, a source row under a coverage
/// mask, a solid colour), the gaussian blur at σ 2, 10 and 50 (both cores and one, and the
/// exact kernel at σ 10) and a colour matrix. Each result is checked (valid premultiplied
/// pixels, the blur's growth), so a broken kernel fails the step instead of timing nothing.
/// One pass each, wall-clock milliseconds (the best of three for the blur): a quick look, not
/// a figure for the report.
extension BenchCommand {
    func runKernels() throws {
        try runBlendKernels()
        try runBlurKernels()
        try runColorMatrixKernel()
    }

    private static func milliseconds(_ body: () -> Void) -> Double {
        let t0 = now()
        body()
        return (now() - t0) * 1e3
    }

    private static func check(_ condition: Bool, _ what: @autoclosure () -> String) throws {
        if !condition { throw ValidationError("--kernels: \(what())") }
    }

    private func runBlendKernels() throws {
        let n = 1024
        var g = KernelInputs(seed: 1)
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
            try Self.check(dst.allSatisfy(KernelInputs.isValidPremultiplied), "\(mode) gave invalid premultiplied pixels")
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

    private func runBlurKernels() throws {
        let image = try KernelInputs.testImage(1024, 1024)
        var report = ""
        for sigma in [2.0, 10.0, 50.0] {
            _ = GaussianBlur.blur(image, sigma: sigma)   // warm-up
            var best = Double.infinity
            var out = image
            for _ in 0..<3 { best = min(best, Self.milliseconds { out = GaussianBlur.blur(image, sigma: sigma).pixmap }) }
            let single = Self.milliseconds { _ = GaussianBlur.blur(image, sigma: sigma, threadCount: 1) }
            try Self.check(out.width == 1024 + 2 * GaussianBlur.extent(sigma: sigma), "the blur at σ \(sigma) did not grow by its extent")
            report += String(format: "σ %.0f: %.1f ms (1 thread %.1f ms); ", sigma, best, single)
        }
        var exact = image
        let tExact10 = Self.milliseconds { exact = GaussianBlur.blur(image, sigma: 10, method: .exact).pixmap }
        try Self.check(exact.width > 1024, "the exact blur did not grow")
        print("blur 1024²: " + report + String(format: "exact kernel σ 10: %.1f ms", tExact10))
    }

    private func runColorMatrixKernel() throws {
        var image = try KernelInputs.testImage(1024, 1024)
        let t = Self.milliseconds { ColorFilters.apply(.hueRotation(radians: 1), to: &image) }
        try Self.check(image.storage.allSatisfy(KernelInputs.isValidPremultiplied), "hueRotation gave invalid premultiplied pixels")
        print(String(format: "hueRotation 1024²: %.1f ms", t))
    }
}

/// Seeded inputs for `--kernels` (splitmix64): premultiplied pixels and coverage that hit the
/// kernels' special cases (transparent, opaque, zero and full channels) as often as the rest.
struct KernelInputs: RandomNumberGenerator {
    var generator: SplitMix64
    init(seed: UInt64) { generator = SplitMix64(seed: seed) }

    mutating func next() -> UInt64 { generator.next() }

    /// A premultiplied pixel (r | g << 8 | b << 16 | a << 24).
    mutating func premultipliedPixel() -> UInt32 {
        let a: UInt32
        switch UInt32.random(in: 0..<4, using: &self) {
        case 0: a = 0
        case 1: a = 255
        default: a = UInt32.random(in: 0...255, using: &self)
        }
        func channel(_ g: inout KernelInputs) -> UInt32 {
            switch UInt32.random(in: 0..<6, using: &g) {
            case 0: return 0
            case 1: return a
            default: return UInt32.random(in: 0...a, using: &g)
            }
        }
        return channel(&self) | channel(&self) << 8 | channel(&self) << 16 | a << 24
    }

    mutating func coverage() -> UInt8 {
        switch UInt32.random(in: 0..<4, using: &self) {
        case 0: return 0
        case 1: return 255
        default: return UInt8.random(in: 0...255, using: &self)
        }
    }

    static func isValidPremultiplied(_ p: UInt32) -> Bool {
        let a = p >> 24
        return p & 0xFF <= a && (p >> 8) & 0xFF <= a && (p >> 16) & 0xFF <= a
    }

    /// A picture with hard edges, gradients, partial alpha and noise.
    static func testImage(_ w: Int, _ h: Int) throws -> Pixmap {
        var g = KernelInputs(seed: 5)
        var bytes = [UInt8](repeating: 0, count: w * h * 4)
        for y in 0..<h {
            for x in 0..<w {
                let v: UInt32
                if (x / 16 + y / 16) % 3 == 0 {
                    v = UInt32(x * 255 / w) | 40 << 8 | UInt32(y * 255 / h) << 16 | 255 << 24
                } else if (x - w / 2) * (x - w / 2) + (y - h / 2) * (y - h / 2) < (w / 4) * (w / 4) {
                    v = 0 | 100 << 8 | 50 << 16 | 160 << 24
                } else {
                    v = (x + y) % 7 == 0 ? g.premultipliedPixel() : 0
                }
                for c in 0..<4 { bytes[(y * w + x) * 4 + c] = UInt8(truncatingIfNeeded: v >> (8 * UInt32(c))) }
            }
        }
        return try Pixmap(premultipliedRGBA: bytes, width: w, height: h)
    }
}
