import Foundation
import Testing
@testable import LimnerRaster
import LimnerTestSupport

/// A linear gradient composites a short span in one pass (`LinearShader.sourceOver`: each
/// block of pixels shaded as it is composited) only for speed: every span must get the bytes
/// of the two-pass path, the span shaded into a buffer and then composited from it
/// (`SIMDSpans.sourceOverSpan`/`sourceOverMask` over `BufferedColors`). Checked on random
/// spans of 1…48 pixels (up to `LinearShader.onePassSpanLimit`, or `onePassMaskLimit` for a
/// mask span, in one pass, longer ones through the buffer), random destinations, coverages
/// and masks, every spread, under random transforms.
@Suite struct OnePassGradientTests {
    /// Both ways, for one shader on `spans` random spans; the table is opaque when `opaque`.
    static func check<S: Shader>(_ shader: S, opaque: Bool, rng: inout SeededGenerator, spans: Int = 300,
                                 _ name: String) {
        let width = 64
        let colors = UnsafeMutablePointer<UInt32>.allocate(capacity: width + 8)
        let scratch = UnsafeMutablePointer<Int32>.allocate(capacity: width + 8)
        defer { colors.deallocate(); scratch.deallocate() }
        for _ in 0..<spans {
            let count = Int.random(in: 1...48, using: &rng)
            let x = Int.random(in: 0...(width - count), using: &rng), y = Int.random(in: 0...63, using: &rng)
            let destination = (0..<count).map { _ in CompositingTests.randomPremultiplied(&rng) }
            // Masks with runs of zero and full coverage, as the sweep makes them, and values between.
            let mask = (0..<count).map { _ -> UInt8 in
                switch Int.random(in: 0...3, using: &rng) {
                case 0: return 0
                case 1: return 255
                default: return UInt8.random(in: 0...255, using: &rng)
                }
            }
            let coverage = UInt32.random(in: 1...255, using: &rng)

            var oneSpan = destination, twoSpan = destination
            oneSpan.withUnsafeMutableBufferPointer { p in
                shader.sourceOver(x: x, y: y, count: count, onto: p.baseAddress!, coverage: coverage,
                                  colors: colors, scratch: scratch)
            }
            twoSpan.withUnsafeMutableBufferPointer { p in
                shader.shade(x: x, y: y, count: count, into: colors, scratch: scratch)
                SIMDSpans.sourceOverSpan(p.baseAddress!, source: BufferedColors(colors: colors), count: count, coverage: coverage)
            }
            #expect(oneSpan == twoSpan, "\(name): constant coverage \(coverage), x \(x) y \(y) count \(count)")

            var oneMask = destination, twoMask = destination
            var m = mask
            m.withUnsafeMutableBufferPointer { mb in
                oneMask.withUnsafeMutableBufferPointer { p in
                    shader.sourceOver(x: x, y: y, count: count, onto: p.baseAddress!, mask: mb.baseAddress!,
                                      sourceOpaque: opaque, colors: colors, scratch: scratch)
                }
                twoMask.withUnsafeMutableBufferPointer { p in
                    shader.shade(x: x, y: y, count: count, into: colors, scratch: scratch)
                    SIMDSpans.sourceOverMask(p.baseAddress!, source: BufferedColors(colors: colors), mask: mb.baseAddress!,
                                             count: count, sourceOpaque: opaque)
                }
            }
            #expect(oneMask == twoMask, "\(name): mask, x \(x) y \(y) count \(count)")
        }
    }

    /// A random device → user transform: rotation, scale and translation.
    static func randomInverse(_ rng: inout SeededGenerator) -> CGAffineTransform {
        let angle = Double.random(in: 0..<(2 * .pi), using: &rng), scale = Double.random(in: 0.25...4, using: &rng)
        return CGAffineTransform(a: cos(angle) * scale, b: sin(angle) * scale, c: -sin(angle) * scale, d: cos(angle) * scale,
                                 tx: Double.random(in: -50...50, using: &rng), ty: Double.random(in: -50...50, using: &rng))
    }

    /// A table of random premultiplied colours, or of opaque ones.
    static func randomTable(opaque: Bool, _ rng: inout SeededGenerator) -> [UInt32] {
        (0..<GradientTable.size).map { _ in
            opaque ? CompositingTests.randomPremultiplied(&rng) | 0xFF00_0000 : CompositingTests.randomPremultiplied(&rng)
        }
    }

    @Test(arguments: [false, true])
    func linearGradientsCompositeInOnePassAsInTwo(opaque: Bool) {
        // Spans on both sides of the limit.
        #expect(LinearShader<PadSpread>.onePassSpanLimit < 48 && LinearShader<PadSpread>.onePassMaskLimit < 48)
        var rng = SeededGenerator(seed: opaque ? 71 : 70)
        var table = Self.randomTable(opaque: opaque, &rng)
        table.withUnsafeMutableBufferPointer { t in
            for round in 0..<8 {
                let inverse = Self.randomInverse(&rng)
                let start = CGPoint(x: Double.random(in: -20...20, using: &rng), y: Double.random(in: -20...20, using: &rng))
                // Short gradients, so repeat and reflect wrap many times along a span.
                let end = CGPoint(x: start.x + Double.random(in: -30...30, using: &rng), y: start.y + Double.random(in: 1...30, using: &rng))
                if let s = LinearShader<PadSpread>(start: start, end: end, inverse: inverse, table: t.baseAddress!) {
                    Self.check(s, opaque: opaque, rng: &rng, "linear pad \(round)")
                }
                if let s = LinearShader<RepeatSpread>(start: start, end: end, inverse: inverse, table: t.baseAddress!) {
                    Self.check(s, opaque: opaque, rng: &rng, "linear repeat \(round)")
                }
                if let s = LinearShader<ReflectSpread>(start: start, end: end, inverse: inverse, table: t.baseAddress!) {
                    Self.check(s, opaque: opaque, rng: &rng, "linear reflect \(round)")
                }
            }
        }
    }
}
