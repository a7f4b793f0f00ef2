import Testing
@testable import LimnerRaster
import LimnerTestSupport
import LimnerGeometry

/// The sweep (one touched bit per group of four cells, a vector prefix sum and coverage per
/// group, constant gaps between runs) against per-pixel coverage computed from the same
/// cells in `Double`.
@Suite struct CoverageSweepTests {
    /// Records every span's coverage into a grid instead of compositing.
    struct RecordingPainter: SpanPainter {
        var grid: [[UInt32]]
        let bandY0: Int

        mutating func paintConstant(row: UnsafeMutablePointer<UInt32>, x: Int, y: Int, count: Int, coverage: UInt32) {
            for i in x..<(x + count) { grid[y - bandY0][i] = coverage }
        }

        mutating func paintMask(row: UnsafeMutablePointer<UInt32>, x: Int, y: Int, count: Int,
                                mask: UnsafeMutablePointer<UInt8>) {
            for i in 0..<count { grid[y - bandY0][x + i] = UInt32(mask[i]) }
        }
    }

    /// Accumulates `polygon` (closed) into band 1 of `acc`, with bounds covering the band.
    static func accumulate(_ polygon: [(Float, Float)], into acc: CoverageAccumulator) {
        acc.resetBounds()
        acc.setBounds(rows: 0, RasterBands.height - 1, cells: 0, acc.cellStride - 1)
        let bandY0 = RasterBands.height, bandY1 = 2 * RasterBands.height
        for k in polygon.indices {
            let (x0, y0) = polygon[k], (x1, y1) = polygon[(k + 1) % polygon.count]
            if y0 != y1 { acc.accumulateAntialiased(x0, y0, x1, y1, bandY0: bandY0, bandY1: bandY1) }
        }
    }

    static func expectedCoverage(_ sum: Double, evenOdd: Bool) -> Double {
        let a = abs(sum)
        if !evenOdd { return min(a, 1) * 255 }
        let m = a - 2 * (a / 2).rounded(.down)
        return max(0, 1 - abs(1 - m)) * 255
    }

    /// Accumulates `polygon` (closed) in band 1, sweeps it with `Rule`, and compares every
    /// pixel with the coverage of the Double prefix sum of the cells.
    static func check<Rule: CoverageRule>(_: Rule.Type, evenOdd: Bool, width: Int, polygon: [(Float, Float)],
                                         _ label: String) -> Int {
        let acc = CoverageAccumulator(width: width)
        Self.accumulate(polygon, into: acc)
        let bandY0 = RasterBands.height
        var want = Array(repeating: Array(repeating: 0.0, count: width), count: RasterBands.height)
        for r in 0..<RasterBands.height {
            var sum = 0.0
            for i in 0..<width {
                sum += Double(acc.cells[r * acc.cellStride + i])
                want[r][i] = expectedCoverage(sum, evenOdd: evenOdd)
            }
        }
        var painter = RecordingPainter(grid: Array(repeating: Array(repeating: 0, count: width),
                                                   count: RasterBands.height), bandY0: bandY0)
        var dummy: UInt32 = 0
        withUnsafeMutablePointer(to: &dummy) { p in
            acc.sweep(Rule.self, bandY0: bandY0, pixels: p, rowStride: 0, painter: &painter)
        }
        var worst = 0
        for r in 0..<RasterBands.height {
            for i in 0..<width {
                worst = max(worst, Int((Double(painter.grid[r][i]) - want[r][i]).magnitude.rounded(.up)))
            }
        }
        let clear = (0..<(RasterBands.height * acc.cellStride)).allSatisfy { acc.cells[$0] == 0 }
            && (0..<(RasterBands.height * acc.wordsPerRow)).allSatisfy { acc.touched[$0] == 0 }
        #expect(clear, "\(label): the sweep left cells or bits behind")
        return worst
    }

    @Test func randomPolygonsMatchDoublePrefixSums() {
        var rng = SeededGenerator(seed: 11)
        var worst = 0
        for n in 0..<300 {
            // Widths around a bit word's 256 cells and the 4-cell group.
            let width = [5, 37, 65, 130, 254, 257, 300][n % 7]
            let w = Double(width)
            let count = 3 + n % 9
            let polygon = (0..<count).map { _ in
                (Float(rng.unit() * w), Float(Double(RasterBands.height) - 4 + rng.unit() * 24))
            }
            worst = max(worst, Self.check(NonZeroRule.self, evenOdd: false, width: width, polygon: polygon, "nonzero \(n)"))
            worst = max(worst, Self.check(EvenOddRule.self, evenOdd: true, width: width, polygon: polygon, "evenodd \(n)"))
        }
        #expect(worst <= 1, "coverage up to \(worst) levels off the Double prefix sum")
    }

    /// The sweep visits only the bounds the edge list sets per band, so every cell its
    /// segments write, aliased or not, must lie inside them.
    @Test func edgeListBoundsCoverEveryWrittenCell() {
        var rng = SeededGenerator(seed: 5)
        let width = 150, height = 70
        let edges = EdgeList()
        let acc = CoverageAccumulator(width: width)
        for n in 0..<200 {
            var path = Path()
            // Some vertices off the canvas, so clipping (and its vertical edges at x = 0) counts.
            let point = { CGPoint(x: rng.unit() * Double(width + 60) - 30, y: rng.unit() * Double(height + 40) - 20) }
            path.move(to: point())
            for _ in 0..<(2 + n % 7) { path.addQuadCurve(to: point(), control: point()) }
            path.closeSubpath()
            edges.build(path: path, transform: .identity, width: width, height: height)
            for band in edges.firstBand..<edges.endBand {
                let y0 = band << RasterBands.shift
                let y1 = min(y0 + RasterBands.height, height)
                guard edges.accumulate(band: band, bandY0: y0, bandY1: y1, antialiased: n % 3 != 0, evenOdd: n % 2 == 0,
                                        into: acc) else { continue }
                var outside = 0
                for r in 0..<RasterBands.height {
                    for i in 0..<acc.cellStride where acc.cells[r * acc.cellStride + i] != 0 {
                        if r < acc.rowMin || r > acc.rowMax || i < acc.cellMin || i > acc.cellMax { outside += 1 }
                    }
                }
                #expect(outside == 0, "path \(n), band \(band): \(outside) written cells outside the sweep's bounds")
                acc.discard(bandY0: y0)
                let clear = (0..<(RasterBands.height * acc.cellStride)).allSatisfy { acc.cells[$0] == 0 }
                #expect(clear, "path \(n), band \(band): the sweep left cells behind")
            }
        }
    }

    @Test func vectorRulesEqualScalarRules() {
        var rng = SeededGenerator(seed: 3)
        var values: [Float] = [0, -0, 1, -1, 2, -2, 0.5, 1.5, 2.5, 3, 1e-7, 0.999_999, 4_194_303.5, 4_194_304, 1e9, -1e9]
        for _ in 0..<4000 { values.append(Float((rng.unit() - 0.5) * 16)) }
        for k in stride(from: 0, to: values.count - 3, by: 4) {
            let v = SIMD4(values[k], values[k + 1], values[k + 2], values[k + 3])
            let nz = NonZeroRule.coverage(v), eo = EvenOddRule.coverage(v)
            for l in 0..<4 {
                #expect(nz[l] == NonZeroRule.coverage(v[l]), "nonzero of \(v[l])")
                #expect(eo[l] == EvenOddRule.coverage(v[l]), "evenodd of \(v[l])")
            }
        }
    }
}
