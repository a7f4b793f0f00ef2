import Testing
@testable import LimnerRaster
import LimnerTestSupport

/// The fast span kernels against `ReferenceCompositor` on seeded random inputs.
///
/// Allowed difference, per channel, in 8-bit levels:
/// * 1 for every mode. The reference rounds once, after the coverage lerp; the kernels round
///   the blend result to 8 bits (≤ ½ level off) and then round the lerp (another ≤ ½ level), so
///   two half-level roundings can add to one level. The float kernels work in `Float` on
///   premultiplied values while the reference un-premultiplies in `Double`; the difference in
///   precision (~1e-6) only matters when it flips a rounding, which is covered by the same
///   level. Measured maxima are printed by `reportMaximumDifferences`.
@Suite("Compositing: fast kernels against the reference")
struct CompositingDifferentialTests {
    static let samplesPerMode = 20_000

    /// Tolerance per mode (see the suite comment for the reason).
    static func tolerance(_ mode: BlendMode) -> Int { 1 }

    /// Runs `samplesPerMode` random triples through both pipelines; returns the max difference
    /// and the first input exceeding the tolerance.
    static func compare(_ mode: BlendMode, seed: UInt64, solid: Bool) -> (max: Int, failure: String?) {
        var g = SeededGenerator(seed: seed &+ UInt64(mode.rawValue) &* 7919)
        let n = samplesPerMode
        var src = [UInt32](repeating: 0, count: n), dst = src, mask = [UInt8](repeating: 0, count: n)
        for i in 0..<n {
            src[i] = g.premultipliedPixel(); dst[i] = g.premultipliedPixel(); mask[i] = g.coverage()
        }
        if solid { for i in 0..<n { src[i] = src[0] } }
        let coverage = UInt8(200)
        var out = dst
        let kernel = SpanKernel(mode)
        out.withUnsafeMutableBufferPointer { o in
            src.withUnsafeBufferPointer { s in
                mask.withUnsafeBufferPointer { m in
                    if solid {
                        kernel.solid(o.baseAddress!, s[0], m.baseAddress!, coverage, n)
                    } else {
                        kernel.source(o.baseAddress!, s.baseAddress!, m.baseAddress!, coverage, n)
                    }
                }
            }
        }
        var worst = 0
        var failure: String?
        for i in 0..<n {
            let c = UInt8(PremultipliedPixel.mul255(UInt32(mask[i]), UInt32(coverage)))
            let expected = ReferenceCompositor.composite(mode, source: src[i], destination: dst[i], coverage: c)
            let diff = channelDifference(expected, out[i])
            worst = max(worst, diff)
            if failure == nil, diff > tolerance(mode) || !isValidPremultiplied(out[i]) {
                failure = "\(mode): S \(describe(src[i])) D \(describe(dst[i])) coverage \(c): "
                    + "reference \(describe(expected)), kernel \(describe(out[i]))"
            }
        }
        return (worst, failure)
    }

    @Test("source spans match the reference", arguments: BlendMode.allCases)
    func sourceSpans(mode: BlendMode) {
        let (worst, failure) = Self.compare(mode, seed: 0x5EED_0001, solid: false)
        #expect(failure == nil, "\(failure ?? "")")
        #expect(worst <= Self.tolerance(mode))
    }

    @Test("solid spans match the reference", arguments: BlendMode.allCases)
    func solidSpans(mode: BlendMode) {
        for seed in UInt64(1)...8 {
            let (_, failure) = Self.compare(mode, seed: seed, solid: true)
            #expect(failure == nil, "\(failure ?? "")")
        }
    }

    @Test("constant coverage and full coverage loops agree with the masked loop")
    func coverageVariants() {
        var g = SeededGenerator(seed: 42)
        let n = 257
        let src = (0..<n).map { _ in g.premultipliedPixel() }
        let dst = (0..<n).map { _ in g.premultipliedPixel() }
        for mode in BlendMode.allCases {
            let kernel = SpanKernel.forMode(mode)
            for c: UInt8 in [0, 1, 128, 254, 255] {
                var constant = dst, masked = dst
                let ones = [UInt8](repeating: 255, count: n)
                constant.withUnsafeMutableBufferPointer { kernel.source($0.baseAddress!, src, nil, c, n) }
                masked.withUnsafeMutableBufferPointer { kernel.source($0.baseAddress!, src, ones, c, n) }
                #expect(constant == masked, "\(mode) coverage \(c)")
                if c == 0 { #expect(constant == dst, "\(mode): coverage 0 must not touch pixels") }
            }
        }
    }

    @Test("a transparent source is a no-op exactly where the mode says so")
    func transparentSource() {
        var g = SeededGenerator(seed: 7)
        let dst = (0..<500).map { _ in g.premultipliedPixel() }
        for mode in BlendMode.allCases where mode.transparentSourceIsNoOp {
            var out = dst
            out.withUnsafeMutableBufferPointer { SpanKernel(mode).solid($0.baseAddress!, 0, nil, 255, dst.count) }
            #expect(out == dst, "\(mode)")
        }
        var out = dst
        out.withUnsafeMutableBufferPointer { SpanKernel(.clear).solid($0.baseAddress!, 0, nil, 255, dst.count) }
        #expect(out.allSatisfy { $0 == 0 })
    }

    @Test("maximum differences per mode (printed)")
    func reportMaximumDifferences() {
        var line = ""
        for mode in BlendMode.allCases {
            let (worst, _) = Self.compare(mode, seed: 0xABCDEF, solid: false)
            line += "\(mode)=\(worst) "
            #expect(worst <= Self.tolerance(mode))
        }
        print("compositing max diff: \(line)")
    }
}

/// Hand-computed results for a few modes, through both pipelines.
@Suite("Compositing: golden values")
struct CompositingGoldenValueTests {
    static let cases: [(BlendMode, UInt32, UInt32, UInt32)] = [
        // 50 % blue over opaque red: r = 255·(1 − 128/255) = 127, b = 128, a = 255.
        (.normal, px(0, 0, 128, 128), px(255, 0, 0, 255), px(127, 0, 128, 255)),
        // Opaque multiply: 255·128/255 = 128, 128·255/255 = 128, 0·64 = 0.
        (.multiply, px(255, 128, 0, 255), px(128, 255, 64, 255), px(128, 128, 0, 255)),
        // Opaque screen: g = 128 + 128 − 128·128/255 = 191.75 → 192.
        (.screen, px(255, 128, 0, 255), px(128, 128, 64, 255), px(255, 192, 64, 255)),
        // Opaque plusDarker = max(0, S + D − 255).
        (.plusDarker, px(200, 100, 50, 255), px(100, 200, 250, 255), px(45, 45, 45, 255)),
        // plusDarker over transparency leaves the source.
        (.plusDarker, px(50, 0, 25, 100), 0, px(50, 0, 25, 100)),
        // plusDarker, alphas summing past 1: Ra = 255; r = 255 − (100 − 80) − (200 − 150) = 185,
        // g = max(0, 255 − 100 − 200) = 0, b = 255 − 0 − 0 = 255.
        (.plusDarker, px(80, 0, 100, 100), px(150, 0, 200, 200), px(185, 0, 255, 255)),
        (.plusLighter, px(10, 20, 30, 100), px(40, 50, 60, 100), px(50, 70, 90, 200)),
        (.difference, px(200, 100, 0, 255), px(100, 200, 200, 255), px(100, 100, 200, 255)),
        (.xor, px(200, 100, 0, 255), px(100, 200, 200, 255), 0),
        // destinationOut with Sa = 0.2: D·0.8.
        (.destinationOut, px(0, 0, 0, 51), px(200, 100, 0, 255), px(160, 80, 0, 204)),
        // hue of red on grey: grey has no saturation, so the result is the grey.
        (.hue, px(255, 0, 0, 255), px(128, 128, 128, 255), px(128, 128, 128, 255)),
        // luminosity of white on red: SetLum(red, 1) clips to white.
        (.luminosity, px(255, 255, 255, 255), px(255, 0, 0, 255), px(255, 255, 255, 255)),
        // color of red on grey 128: l = 0.50196; red + (l − 0.3) = (1.20196, 0.20196, …);
        // ClipColor: g = l − 0.3·(1 − l)/0.7 = 0.28851 → 73.57 → 74.
        (.color, px(255, 0, 0, 255), px(128, 128, 128, 255), px(255, 74, 74, 255)),
        // colorDodge, opaque: min(1, d / (1 − s)) with s = 0.5 (128 → 0.50196), d = 0.25 (64/255):
        // 0.25098 / 0.49804 = 0.50394 → 128.5 → 129 (128.50 rounds up).
        (.colorDodge, px(128, 128, 128, 255), px(64, 64, 64, 255), px(129, 129, 129, 255)),
    ]

    @Test("hand-computed results")
    func handComputed() {
        for (mode, s, d, expected) in Self.cases {
            let reference = ReferenceCompositor.composite(mode, source: s, destination: d, coverage: 255)
            var out = [d]
            out.withUnsafeMutableBufferPointer { SpanKernel(mode).solid($0.baseAddress!, s, nil, 255, 1) }
            #expect(reference == expected, "\(mode) reference \(describe(reference)) expected \(describe(expected))")
            #expect(out[0] == expected, "\(mode) kernel \(describe(out[0])) expected \(describe(expected))")
        }
    }

    @Test("half coverage lerps halfway")
    func halfCoverage() {
        // Opaque white over opaque black at coverage 128: 255·128/255 = 128.
        var out = [px(0, 0, 0, 255)]
        out.withUnsafeMutableBufferPointer { SpanKernel(.normal).solid($0.baseAddress!, px(255, 255, 255, 255), nil, 128, 1) }
        #expect(out[0] == px(128, 128, 128, 255))
    }
}
