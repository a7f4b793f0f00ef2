import Testing
@testable import LimnerRaster
import LimnerTestSupport
import LimnerGeometry

/// The sweep's row forms (`SweepRowMode`): each must hand a painter the same coverage per
/// pixel as `.spans`, only cut into fewer spans; and the source-over painters that choose
/// them must draw the same pixels as with `.spans`.
@Suite struct SweepRowModeTests {
    /// A row form as a type, so a test painter can carry it statically.
    protocol RowForm { static var mode: SweepRowMode { get } }
    enum Spans: RowForm { static var mode: SweepRowMode { .spans } }
    enum Bridged: RowForm { static var mode: SweepRowMode { .bridged } }
    enum Stretches: RowForm { static var mode: SweepRowMode { .stretches } }

    /// Records each pixel's coverage and how many spans of each kind reached every row.
    struct Recorder<Form: RowForm>: SpanPainter {
        static var rowMode: SweepRowMode { Form.mode }
        var grid: [[UInt32]]
        var masks: [Int], constants: [Int]
        let bandY0: Int

        init(width: Int, bandY0: Int) {
            grid = Array(repeating: Array(repeating: 0, count: width), count: RasterBands.height)
            masks = Array(repeating: 0, count: RasterBands.height)
            constants = masks
            self.bandY0 = bandY0
        }

        mutating func paintConstant(row: UnsafeMutablePointer<UInt32>, x: Int, y: Int, count: Int, coverage: UInt32) {
            for i in x..<(x + count) { grid[y - bandY0][i] = coverage }
            constants[y - bandY0] += 1
        }

        mutating func paintMask(row: UnsafeMutablePointer<UInt32>, x: Int, y: Int, count: Int,
                                mask: UnsafeMutablePointer<UInt8>) {
            for i in 0..<count { grid[y - bandY0][x + i] = UInt32(mask[i]) }
            masks[y - bandY0] += 1
        }
    }

    /// Passes a painter's spans on unchanged, with the `.spans` form whatever the painter's.
    struct AsSpans<P: SpanPainter>: SpanPainter {
        var inner: P
        mutating func paintConstant(row: UnsafeMutablePointer<UInt32>, x: Int, y: Int, count: Int, coverage: UInt32) {
            inner.paintConstant(row: row, x: x, y: y, count: count, coverage: coverage)
        }
        mutating func paintMask(row: UnsafeMutablePointer<UInt32>, x: Int, y: Int, count: Int,
                                mask: UnsafeMutablePointer<UInt8>) {
            inner.paintMask(row: row, x: x, y: y, count: count, mask: mask)
        }
    }

    static func record<Form: RowForm>(_: Form.Type, _ polygon: [(Float, Float)], evenOdd: Bool,
                                      width: Int) -> Recorder<Form> {
        let acc = CoverageAccumulator(width: width)
        CoverageSweepTests.accumulate(polygon, into: acc)
        var painter = Recorder<Form>(width: width, bandY0: RasterBands.height)
        var dummy: UInt32 = 0
        withUnsafeMutablePointer(to: &dummy) { p in
            if evenOdd {
                acc.sweep(EvenOddRule.self, bandY0: RasterBands.height, pixels: p, rowStride: 0, painter: &painter)
            } else {
                acc.sweep(NonZeroRule.self, bandY0: RasterBands.height, pixels: p, rowStride: 0, painter: &painter)
            }
        }
        return painter
    }

    /// A random premultiplied pixel with alpha `alpha` (random when nil).
    static func randomPixel(_ rng: inout SeededGenerator, alpha: UInt8? = nil) -> UInt32 {
        let v = UInt32.random(in: 0...UInt32.max, using: &rng)
        return PremultipliedPixel.premultiply(r: UInt8(v & 0xFF), g: UInt8(v >> 8 & 0xFF), b: UInt8(v >> 16 & 0xFF),
                                              a: alpha ?? UInt8(v >> 24))
    }

    static func randomPolygon(_ rng: inout SeededGenerator, width: Int, vertices: Int) -> [(Float, Float)] {
        (0..<vertices).map { _ in
            (Float(rng.unit() * Double(width)), Float(Double(RasterBands.height) - 4 + rng.unit() * 24))
        }
    }

    @Test func everyFormGivesTheSameCoverage() {
        var rng = SeededGenerator(seed: 21)
        for n in 0..<300 {
            let width = [5, 37, 65, 130, 254, 257, 300][n % 7]
            let polygon = Self.randomPolygon(&rng, width: width, vertices: 3 + n % 9)
            for evenOdd in [false, true] {
                let spans = Self.record(Spans.self, polygon, evenOdd: evenOdd, width: width)
                let bridged = Self.record(Bridged.self, polygon, evenOdd: evenOdd, width: width)
                let stretches = Self.record(Stretches.self, polygon, evenOdd: evenOdd, width: width)
                #expect(bridged.grid == spans.grid, "polygon \(n), even-odd \(evenOdd): bridged coverage differs")
                #expect(stretches.grid == spans.grid, "polygon \(n), even-odd \(evenOdd): stretched coverage differs")
                for r in 0..<RasterBands.height {
                    #expect(bridged.masks[r] + bridged.constants[r] <= spans.masks[r] + spans.constants[r])
                    #expect(stretches.masks[r] + stretches.constants[r] <= bridged.masks[r] + bridged.constants[r])
                }
            }
        }
    }

    @Test func aConvexRowIsOneSpan() {
        // A rotated square 40 px wide: every row crosses two edges with a wide gap between.
        let c: Float = 60, r: Float = 20, y = Float(RasterBands.height)
        let square: [(Float, Float)] = [(c, y - 2), (c + r, y + 6), (c, y + 14), (c - r, y + 6)]
        let stretches = Self.record(Stretches.self, square, evenOdd: false, width: 128)
        let spans = Self.record(Spans.self, square, evenOdd: false, width: 128)
        for row in 0..<RasterBands.height where spans.masks[row] > 0 {
            #expect(stretches.masks[row] == 1 && stretches.constants[row] == 0, "row \(row)")
        }
        #expect(spans.constants.reduce(0, +) > 0, "the square should have interior gaps")
        // A small one: its gaps are short, so bridging alone makes each row one span.
        let small: [(Float, Float)] = [(10, y + 1), (17, y + 5), (12, y + 11.5), (5.5, y + 7)]
        let bridged = Self.record(Bridged.self, small, evenOdd: false, width: 64)
        for row in 0..<RasterBands.height where bridged.masks[row] + bridged.constants[row] > 0 {
            #expect(bridged.masks[row] == 1 && bridged.constants[row] == 0, "row \(row)")
        }
    }

    /// Sweeps `polygon` into `painter` over a background, returning the pixels.
    static func draw<P: SpanPainter>(_ polygon: [(Float, Float)], evenOdd: Bool, width: Int,
                                     background: [UInt32], painter: inout P) -> [UInt32] {
        let acc = CoverageAccumulator(width: width)
        CoverageSweepTests.accumulate(polygon, into: acc)
        var pixels = background
        pixels.withUnsafeMutableBufferPointer { buffer in
            // Band 1 starts at row RasterBands.height; rows are `width` apart.
            let base = buffer.baseAddress!
            if evenOdd {
                acc.sweep(EvenOddRule.self, bandY0: RasterBands.height, pixels: base, rowStride: width, painter: &painter)
            } else {
                acc.sweep(NonZeroRule.self, bandY0: RasterBands.height, pixels: base, rowStride: width, painter: &painter)
            }
        }
        return pixels
    }

    @Test func solidSourceOverDrawsTheSamePixelsBridged() {
        #expect(SolidPainter<SourceOver>.rowMode == .bridged)
        var rng = SeededGenerator(seed: 8)
        for n in 0..<200 {
            let width = [37, 130, 257][n % 3]
            let polygon = Self.randomPolygon(&rng, width: width, vertices: 3 + n % 7)
            let background = (0..<(width * 2 * RasterBands.height)).map { _ in Self.randomPixel(&rng) }
            let alpha: UInt8 = [255, 200, 128, 3][n % 4]
            let color = Self.randomPixel(&rng, alpha: alpha)
            var bridged = SolidPainter<SourceOver>(color: color)
            var spans = AsSpans(inner: SolidPainter<SourceOver>(color: color))
            let a = Self.draw(polygon, evenOdd: n % 2 == 1, width: width, background: background, painter: &bridged)
            let b = Self.draw(polygon, evenOdd: n % 2 == 1, width: width, background: background, painter: &spans)
            #expect(a == b, "polygon \(n), alpha \(alpha): pixels differ")
        }
    }

    @Test func gradientSourceOverStretchesWithinTwoLevels() {
        #expect(ShaderPainter<LinearShader<PadSpread>, SourceOver>.rowMode == .stretches)
        #expect(OutOfLinePainter<ShaderPainter<LinearShader<PadSpread>, SourceOver>>.rowMode == .stretches)
        var rng = SeededGenerator(seed: 13)
        let width = 130
        let table = UnsafeMutablePointer<UInt32>.allocate(capacity: GradientTable.size + 1)
        defer { table.deallocate() }
        let colors = UnsafeMutablePointer<UInt32>.allocate(capacity: width + 8)
        defer { colors.deallocate() }
        let scratch = UnsafeMutablePointer<Int32>.allocate(capacity: width + 8)
        defer { scratch.deallocate() }
        for i in 0...GradientTable.size {
            let k = UInt8(min(i, 255))
            table[i] = PremultipliedPixel.premultiply(r: k, g: 255 - k, b: 77, a: 180)
        }
        for n in 0..<100 {
            let polygon = Self.randomPolygon(&rng, width: width, vertices: 3 + n % 7)
            let background = (0..<(width * 2 * RasterBands.height)).map { _ in Self.randomPixel(&rng) }
            // A slanted gradient (`.general`: every span shaded on its own).
            let inverse = CGAffineTransform(rotationAngle: 0.3)
            guard let shader = LinearShader<PadSpread>(start: CGPoint(x: 5, y: 0), end: CGPoint(x: 120, y: 40),
                                                       inverse: inverse, table: table) else { continue }
            let painter = ShaderPainter<LinearShader<PadSpread>, SourceOver>(
                shader: shader, colors: colors, scratch: scratch, opaque: false)
            var stretched = OutOfLinePainter(inner: painter)
            var spans = AsSpans(inner: painter)
            let a = Self.draw(polygon, evenOdd: false, width: width, background: background, painter: &stretched)
            let b = Self.draw(polygon, evenOdd: false, width: width, background: background, painter: &spans)
            var worst = 0
            for i in a.indices {
                for s in stride(from: 0, to: 32, by: 8) {
                    worst = max(worst, abs(Int(a[i] >> UInt32(s) & 0xFF) - Int(b[i] >> UInt32(s) & 0xFF)))
                }
            }
            #expect(worst <= 2, "polygon \(n): \(worst) levels apart")
        }
    }
}
