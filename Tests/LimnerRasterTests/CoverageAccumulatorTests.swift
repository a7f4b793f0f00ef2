import Testing
@testable import LimnerRaster
import LimnerTestSupport

/// The accumulator's per-row steps (two-cell steps for steep segments, cell walks for
/// shallow ones, single-row pieces, vertical edges) against the exact signed area of each
/// pixel right of the edge, computed independently in `Double`.
@Suite struct CoverageAccumulatorTests {
    static let width = 40
    static let bandY0 = 16, bandY1 = 32

    /// ∫ over y in [y0, y1] of clamp(i + 1 − x(y), 0, 1) dy for the line through (ax, ay),
    /// (bx, by): the integrand is piecewise linear in y, with kinks where x(y) crosses i and
    /// i + 1, so the trapezoid rule on the pieces between kinks is exact.
    static func areaRight(ofCell i: Int, ax: Double, ay: Double, bx: Double, by: Double, y0: Double, y1: Double) -> Double {
        guard y1 > y0 else { return 0 }
        let x = { (y: Double) -> Double in ax + (y - ay) * (bx - ax) / (by - ay) }
        let f = { (y: Double) -> Double in min(max(Double(i + 1) - x(y), 0), 1) }
        var cuts = [y0, y1]
        if bx != ax {
            for xc in [Double(i), Double(i + 1)] {
                let y = ay + (xc - ax) * (by - ay) / (bx - ax)
                if y > y0 && y < y1 { cuts.append(y) }
            }
        }
        cuts.sort()
        var sum = 0.0
        for k in 0..<(cuts.count - 1) { sum += (f(cuts[k]) + f(cuts[k + 1])) * 0.5 * (cuts[k + 1] - cuts[k]) }
        return sum
    }

    /// Expected prefix sums (signed coverage per pixel) of the band's rows for `segments`.
    static func expected(_ segments: [(Float, Float, Float, Float)], stride: Int) -> [[Double]] {
        var out = Array(repeating: Array(repeating: 0.0, count: stride), count: bandY1 - bandY0)
        for (x0, y0, x1, y1) in segments {
            let (ax, ay, bx, by) = (Double(x0), Double(y0), Double(x1), Double(y1))
            let dir = by > ay ? 1.0 : -1.0
            let lo = min(ay, by), hi = max(ay, by)
            for r in bandY0..<bandY1 {
                let yt = max(Double(r), lo), yb = min(Double(r + 1), hi)
                guard yb > yt else { continue }
                for i in 0..<stride {
                    out[r - bandY0][i] += dir * areaRight(ofCell: i, ax: ax, ay: ay, bx: bx, by: by, y0: yt, y1: yb)
                }
            }
        }
        return out
    }

    /// Accumulates `segments`, compares the prefix sums with `expected`, checks that every
    /// written cell is marked and inside the reported bounds, then sweeps the buffer clear.
    static func check(_ segments: [(Float, Float, Float, Float)], _ label: String) {
        let acc = CoverageAccumulator(width: width)
        acc.resetBounds()
        acc.setBounds(rows: 0, RasterBands.height - 1, cells: 0, acc.cellStride - 1)
        for (x0, y0, x1, y1) in segments {
            acc.accumulateAntialiased(x0, y0, x1, y1, bandY0: bandY0, bandY1: bandY1)
        }
        let want = expected(segments, stride: acc.cellStride)
        var worst = 0.0
        for r in 0..<(bandY1 - bandY0) {
            var sum = 0.0
            for i in 0..<acc.cellStride {
                let v = acc.cells[r * acc.cellStride + i]
                sum += Double(v)
                worst = max(worst, abs(sum - want[r][i]))
                if v != 0 {
                    let g = i >> CoverageAccumulator.bitShift  // the cell's group
                    let marked = acc.touched[r * acc.wordsPerRow + (g >> 6)] >> UInt64(g & 63) & 1 == 1
                    #expect(marked, "\(label): cell \(i) of row \(r) written but not marked")
                }
            }
        }
        #expect(worst < 2e-4, "\(label): prefix sums up to \(worst) off the exact area")
        acc.discard(bandY0: bandY0)
        let cells = (0..<(RasterBands.height * acc.cellStride)).allSatisfy { acc.cells[$0] == 0 }
        let bits = (0..<(RasterBands.height * acc.wordsPerRow)).allSatisfy { acc.touched[$0] == 0 }
        #expect(cells && bits, "\(label): the sweep left cells or bits behind")
    }

    @Test func randomSegmentsOfEverySlopeMatchExactArea() {
        var rng = SeededGenerator(seed: 7)
        let w = Double(Self.width)
        for n in 0..<400 {
            // Mostly within the band, some crossing its top or bottom; every kind of slope.
            let x0 = rng.unit() * w, y0 = 12 + rng.unit() * 24
            let kind = n % 5
            let dy = kind == 0 ? rng.unit() * 0.9 : (rng.unit() - 0.5) * 20
            let dx: Double
            switch kind {
            case 1: dx = (rng.unit() - 0.5) * abs(dy) * 2  // steep: |dx/dy| ≤ 1
            case 2: dx = (rng.unit() - 0.5) * 1e-3  // nearly vertical
            default: dx = (rng.unit() - 0.5) * 30  // shallow, or anything
            }
            let x1 = min(max(x0 + dx, 0), w), y1 = max(y0 + dy, 0)
            guard y1 != y0 else { continue }
            Self.check([(Float(x0), Float(y0), Float(x1), Float(y1))], "segment \(n)")
        }
    }

    @Test func boundaryCasesMatchExactArea() {
        let w = Float(Self.width)
        let cases: [(Float, Float, Float, Float)] = [
            (3, 16, 4, 17), (3, 17, 4, 16),  // 45° from corner to corner
            (3.5, 16.2, 4.5, 17.2),  // 45° across a cell boundary inside one row
            (0, 14, 0, 40), (w, 14, w, 40),  // verticals on the canvas edges
            (w - 0.5, 20, w, 23), (0, 20, 0.5, 23),  // steep at the edges
            (5, 18.25, 5, 18.75), (5.2, 18.25, 6.8, 18.75),  // inside one row
            (7.9, 20, 8.1, 26), (9, 20, 9.0001, 31.5),  // nearly vertical
            (0, 17.5, w, 17.6), (1.25, 19, 30.75, 21),  // shallow
        ]
        for (k, c) in cases.enumerated() { Self.check([c], "case \(k)") }
        // A closed shape: all of them together.
        Self.check([(4.3, 16.5, 20.7, 18.2), (20.7, 18.2, 9.1, 29.9), (9.1, 29.9, 4.3, 16.5)], "triangle")
    }
}
