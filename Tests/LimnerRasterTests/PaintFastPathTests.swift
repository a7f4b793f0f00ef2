import Testing
@testable import LimnerRaster
import LimnerTestSupport

/// A shader with none of the painter fast paths: `shade` only (variation `.general`), so
/// painters take their plain row-of-colours route.
private struct PlainShader<S: Shader>: Shader {
    let inner: S
    func shade(x: Int, y: Int, count: Int, into out: UnsafeMutablePointer<UInt32>, scratch: UnsafeMutablePointer<Int32>) {
        inner.shade(x: x, y: y, count: count, into: out, scratch: scratch)
    }
}

/// The painter fast paths (reused rows of `.columns` shaders, one-colour rows of `.rows`
/// shaders, the full-coverage span loops and clear without shading) against the plain paths.
@Suite("Paint fast paths")
struct PaintFastPathTests {
    static let width = 150

    /// A random premultiplied table, opaque or not, with the transparent entry at the end.
    static func table(_ g: inout SeededGenerator, opaque: Bool) -> UnsafeMutablePointer<UInt32> {
        let t = UnsafeMutablePointer<UInt32>.allocate(capacity: GradientTable.size + 1)
        for i in 0..<GradientTable.size {
            t[i] = opaque ? g.premultipliedPixel() | 0xFF00_0000 : g.premultipliedPixel()
        }
        t[GradientTable.size] = 0
        return t
    }

    /// Paints the same spans (several rows; constant and masked coverage; spans that start
    /// inside, outside and across earlier ones) with two painters and returns both pixmaps.
    static func paintBoth<P: SpanPainter, Q: SpanPainter>(_ p: inout P, _ q: inout Q, seed: UInt64)
        -> ([UInt32], [UInt32]) {
        var g = SeededGenerator(seed: seed)
        let rows = 6, w = width
        let start = (0..<(rows * w)).map { _ in g.premultipliedPixel() }
        var a = start, b = start
        let mask = UnsafeMutablePointer<UInt8>.allocate(capacity: w)
        defer { mask.deallocate() }
        for y in 0..<rows {
            for _ in 0..<5 {
                let x = Int.random(in: 0..<w, using: &g)
                let count = Int.random(in: 1...(w - x), using: &g)
                let masked = Bool.random(using: &g)
                let coverage: UInt32 = [255, 255, 200, 1, UInt32.random(in: 1...254, using: &g)].randomElement(using: &g)!
                for i in 0..<count { mask[i] = g.coverage() }
                a.withUnsafeMutableBufferPointer { buf in
                    let row = buf.baseAddress! + y * w
                    if masked { p.paintMask(row: row, x: x, y: y, count: count, mask: mask) }
                    else { p.paintConstant(row: row, x: x, y: y, count: count, coverage: coverage) }
                }
                b.withUnsafeMutableBufferPointer { buf in
                    let row = buf.baseAddress! + y * w
                    if masked { q.paintMask(row: row, x: x, y: y, count: count, mask: mask) }
                    else { q.paintConstant(row: row, x: x, y: y, count: count, coverage: coverage) }
                }
            }
        }
        return (a, b)
    }

    /// Linear shaders with random geometry of each variation: rotated (`.general`),
    /// horizontal (`.columns`), vertical (`.rows`).
    static func shaders<Spread: SpreadFunction>(_: Spread.Type, _ g: inout SeededGenerator,
                                                table: UnsafeMutablePointer<UInt32>) -> [LinearShader<Spread>] {
        func r(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &g) }
        let general = LinearShader<Spread>(start: CGPoint(x: r(-50...50), y: r(-50...50)),
                                           end: CGPoint(x: r(60...400), y: r(20...300)),
                                           inverse: CGAffineTransform(rotationAngle: r(-1...1)).translatedBy(x: r(-9...9), y: 3),
                                           table: table)!
        let y0 = r(-20...20)
        let horizontal = LinearShader<Spread>(start: CGPoint(x: r(-40...40), y: y0), end: CGPoint(x: r(50...300), y: y0),
                                              inverse: CGAffineTransform(scaleX: r(0.5...2), y: r(0.5...2)), table: table)!
        let x0 = r(-20...20)
        let vertical = LinearShader<Spread>(start: CGPoint(x: x0, y: r(-4...4)), end: CGPoint(x: x0, y: r(5...40)),
                                            inverse: .identity, table: table)!
        #expect(general.variation == .general && horizontal.variation == .columns && vertical.variation == .rows)
        return [general, horizontal, vertical]
    }

    static func checkSpread<Spread: SpreadFunction>(_ spread: Spread.Type, seed: UInt64) {
        var g = SeededGenerator(seed: seed)
        let colors = UnsafeMutablePointer<UInt32>.allocate(capacity: width + 2)
        let scratch = UnsafeMutablePointer<Int32>.allocate(capacity: width + 2)
        defer { colors.deallocate(); scratch.deallocate() }
        let colors2 = UnsafeMutablePointer<UInt32>.allocate(capacity: width + 2)
        defer { colors2.deallocate() }
        for opaque in [false, true] {
            let table = Self.table(&g, opaque: opaque)
            defer { table.deallocate() }
            for (n, shader) in shaders(Spread.self, &g, table: table).enumerated() {
                let plain = PlainShader(inner: shader)
                // Source-over (reused rows, solid rows).
                var p = ShaderPainter<LinearShader<Spread>, SourceOver>(shader: shader, colors: colors, scratch: scratch, opaque: opaque)
                var q = ShaderPainter<PlainShader<LinearShader<Spread>>, SourceOver>(shader: plain, colors: colors2, scratch: scratch,
                                                                                     opaque: opaque)
                let (a, b) = paintBoth(&p, &q, seed: seed &+ UInt64(n))
                #expect(a == b, "\(Spread.self) source-over, shader \(n), opaque \(opaque)")
                // Other modes through the span kernels.
                for mode in [BlendMode.multiply, .copy, .overlay, .sourceIn] {
                    var pk = KernelShaderPainter(shader: shader, kernel: .forMode(mode), colors: colors, scratch: scratch)
                    var qk = KernelShaderPainter(shader: plain, kernel: .forMode(mode), colors: colors2, scratch: scratch)
                    let (c, d) = paintBoth(&pk, &qk, seed: seed &+ 100 &+ UInt64(n))
                    #expect(c == d, "\(Spread.self) \(mode), shader \(n), opaque \(opaque)")
                }
            }
        }
    }

    @Test("reused-row and one-colour-row gradient spans equal the plain path")
    func linearFastPaths() {
        for seed in UInt64(1)...6 {
            Self.checkSpread(PadSpread.self, seed: seed)
            Self.checkSpread(RepeatSpread.self, seed: seed &* 31)
            Self.checkSpread(ReflectSpread.self, seed: seed &* 977)
        }
    }

    @Test("the plain path is what a row of shaded colours composited gives")
    func plainPathIsTheReference() {
        // Guards the comparison above: the plain painter really composites shaded colours.
        var g = SeededGenerator(seed: 99)
        let table = Self.table(&g, opaque: false)
        defer { table.deallocate() }
        let shader = LinearShader<PadSpread>(start: .zero, end: CGPoint(x: 100, y: 30), inverse: .identity, table: table)!
        let colors = UnsafeMutablePointer<UInt32>.allocate(capacity: 64), scratch = UnsafeMutablePointer<Int32>.allocate(capacity: 64)
        defer { colors.deallocate(); scratch.deallocate() }
        var dst = (0..<40).map { _ in g.premultipliedPixel() }
        let before = dst
        var p = ShaderPainter<LinearShader<PadSpread>, SourceOver>(shader: shader, colors: colors, scratch: scratch, opaque: false)
        dst.withUnsafeMutableBufferPointer { p.paintConstant(row: $0.baseAddress!, x: 3, y: 7, count: 37, coverage: 255) }
        shader.shade(x: 3, y: 7, count: 37, into: colors, scratch: scratch)
        for i in 0..<3 { #expect(dst[i] == before[i]) }
        for i in 0..<37 { #expect(dst[3 + i] == SourceOver.blend(colors[i], before[3 + i]), "pixel \(i)") }
    }

    @Test("full-coverage and masked span loops match the reference", arguments: BlendMode.allCases)
    func fullCoverageSpans(mode: BlendMode) {
        var g = SeededGenerator(seed: 0xF011 &+ UInt64(mode.rawValue))
        let n = 4_003
        let src = (0..<n).map { _ in g.premultipliedPixel() }
        let dst = (0..<n).map { _ in g.premultipliedPixel() }
        // Runs of 0, runs of 255 and mixed blocks, so every block case occurs.
        var mask = [UInt8](repeating: 0, count: n)
        var i = 0
        while i < n {
            let run = Int.random(in: 1...24, using: &g), kind = Int.random(in: 0..<3, using: &g)
            for j in i..<min(n, i + run) { mask[j] = kind == 0 ? 0 : kind == 1 ? 255 : g.coverage() }
            i += run
        }
        let kernel = SpanKernel.forMode(mode)
        for solid in [false, true] {
            for masked in [false, true] {
                var out = dst
                out.withUnsafeMutableBufferPointer { o in
                    let m: [UInt8]? = masked ? mask : nil
                    if solid { kernel.solid(o.baseAddress!, src[0], m, 255, n) }
                    else { kernel.source(o.baseAddress!, src, m, 255, n) }
                }
                var worst = 0
                for k in 0..<n {
                    let s = solid ? src[0] : src[k]
                    let c = masked ? mask[k] : 255
                    let expected = ReferenceCompositor.composite(mode, source: s, destination: dst[k], coverage: c)
                    worst = max(worst, channelDifference(expected, out[k]))
                    if c == 0 { #expect(out[k] == dst[k], "\(mode): coverage 0 changed pixel \(k)") }
                }
                #expect(worst <= 1, "\(mode) solid \(solid) masked \(masked): \(worst) levels")
            }
        }
    }

    @Test("clear with a gradient paint clears like a solid")
    func clearIgnoresThePaint() throws {
        let stops = [GradientStop(location: 0, color: RGBAColor(red: 1, green: 0.5, blue: 0, alpha: 0.7)),
                     GradientStop(location: 1, color: RGBAColor(red: 0, green: 0.2, blue: 1, alpha: 1))]
        let shape = Fixtures.rect(10.3, 5.6, 60.2, 40.7)
        var results: [[UInt32]] = []
        for paint in [Paint.solid(RGBAColor(red: 0, green: 0, blue: 0, alpha: 1)),
                      .linearGradient(stops: stops, start: .zero, end: CGPoint(x: 90, y: 20), spread: .pad),
                      .radialGradient(stops: stops, startCenter: CGPoint(x: 30, y: 30), startRadius: 40,
                                      endCenter: CGPoint(x: 40, y: 30), endRadius: 5, spread: .pad)] {
            let ctx = try RasterContext(width: 100, height: 60)
            ctx.fill(Fixtures.rect(0, 0, 100, 60), paint: .solid(RGBAColor(red: 0.2, green: 0.9, blue: 0.4, alpha: 0.8)))
            ctx.fill(shape, paint: paint, blendMode: .clear)
            results.append(ctx.pixmap.storage)
        }
        #expect(results[1] == results[0])
        #expect(results[2] == results[0])
        // Inside is cleared, partly covered edges keep part of the colour, outside is untouched.
        #expect(results[0][20 * 100 + 30] == 0)
        #expect(results[0][5 * 100 + 30] >> 24 > 0 && results[0][5 * 100 + 30] >> 24 < 204)
        #expect(results[0][50 * 100 + 30] >> 24 == 204)
    }
}
