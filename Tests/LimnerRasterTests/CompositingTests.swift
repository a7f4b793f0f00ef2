import Testing
@testable import LimnerRaster
import LimnerTestSupport

/// The SIMD span loops agree exactly with the scalar source-over, and both agree with the
/// float equation `R = S·c + D·(1 − Sa·c)` to within 1.5 (two 8-bit roundings).
@Suite struct CompositingTests {
    static func randomPremultiplied(_ rng: inout SeededGenerator) -> UInt32 {
        let a = UInt32.random(in: 0...255, using: &rng)
        func ch() -> UInt32 { UInt32.random(in: 0...a, using: &rng) }
        return ch() | ch() << 8 | ch() << 16 | a << 24
    }

    @Test func scalarSourceOverMatchesFloatEquation() {
        var rng = SeededGenerator(seed: 11)
        for _ in 0..<20_000 {
            let s = Self.randomPremultiplied(&rng), d = Self.randomPremultiplied(&rng)
            let c = UInt32.random(in: 0...255, using: &rng)
            let r = SourceOver.blend(s, d, coverage: c)
            let sa = Double(s >> 24) / 255 * Double(c) / 255
            for shift in stride(from: 0, to: 32, by: 8) {
                let sc = Double(s >> UInt32(shift) & 0xFF) * Double(c) / 255
                let expected = sc + Double(d >> UInt32(shift) & 0xFF) * (1 - sa)
                // Two roundings: the coverage-scaled source is rounded to 8 bits before its
                // alpha weights the destination (as in Skia's lowp pipeline), so up to 1.5.
                #expect(abs(Double(r >> UInt32(shift) & 0xFF) - expected) <= 1.5)
            }
            #expect(r & 0xFF <= r >> 24 && r >> 8 & 0xFF <= r >> 24 && r >> 16 & 0xFF <= r >> 24)
        }
    }

    // 8k + 4 (12, 20, 68) end with a block of four; other lengths of eight or more with an
    // overlapping block of eight.
    @Test(arguments: [1, 3, 4, 7, 8, 12, 16, 20, 64, 67, 68])
    func simdSpansMatchScalar(count: Int) {
        var rng = SeededGenerator(seed: UInt64(count))
        for _ in 0..<50 {
            let dst = (0..<count).map { _ in Self.randomPremultiplied(&rng) }
            var src = (0..<count).map { _ in Self.randomPremultiplied(&rng) }
            var mask = (0..<count).map { _ in UInt8.random(in: 0...255, using: &rng) }
            let color = Self.randomPremultiplied(&rng)
            let cov = UInt32.random(in: 1...255, using: &rng)

            var a = dst
            a.withUnsafeMutableBufferPointer { SIMDSpans.sourceOverConstant($0.baseAddress!, count: count, color: color) }
            #expect(a == dst.map { SourceOver.blend(color, $0) })

            var b = dst
            b.withUnsafeMutableBufferPointer { p in src.withUnsafeMutableBufferPointer { s in
                SIMDSpans.sourceOverSpan(p.baseAddress!, source: BufferedColors(colors: s.baseAddress!), count: count, coverage: cov)
            } }
            #expect(b == zip(src, dst).map { SourceOver.blend($0, $1, coverage: cov) })

            var c = dst
            c.withUnsafeMutableBufferPointer { p in mask.withUnsafeMutableBufferPointer { m in
                SIMDSpans.sourceOverMask(p.baseAddress!, color: color, mask: m.baseAddress!, count: count)
            } }
            #expect(c == (0..<count).map { SourceOver.blend(color, dst[$0], coverage: UInt32(mask[$0])) })

            var e = dst
            e.withUnsafeMutableBufferPointer { p in mask.withUnsafeMutableBufferPointer { m in src.withUnsafeMutableBufferPointer { s in
                SIMDSpans.sourceOverMask(p.baseAddress!, source: BufferedColors(colors: s.baseAddress!), mask: m.baseAddress!, count: count)
            } } }
            #expect(e == (0..<count).map { SourceOver.blend(src[$0], dst[$0], coverage: UInt32(mask[$0])) })
        }
    }

    /// The gradient table lookup writes exactly `out[0 ..< count]`, colour for colour, in
    /// whichever blocks the length takes (eights, a four, an overlapping last block, singles).
    @Test func gradientLookupWritesEachColourOnceInPlace() {
        var rng = SeededGenerator(seed: 41)
        let table = (0..<256).map { _ in Self.randomPremultiplied(&rng) }
        for count in 0...41 {
            var indices = (0..<count).map { _ in Int32.random(in: 0...255, using: &rng) }
            let sentinel: UInt32 = 0xDEAD_BEEF
            var out = [UInt32](repeating: sentinel, count: count + 8)
            var t = table
            indices.withUnsafeMutableBufferPointer { i in t.withUnsafeMutableBufferPointer { tb in
                out.withUnsafeMutableBufferPointer { o in
                    PadSpread.lookup(i.baseAddress!, count: count, table: tb.baseAddress!, into: o.baseAddress!)
                }
            } }
            #expect(Array(out[0..<count]) == indices.map { table[Int($0)] }, "count \(count)")
            #expect(out[count...].allSatisfy { $0 == sentinel }, "nothing written past \(count)")
        }
    }
}
