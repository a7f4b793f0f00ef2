import Foundation
import Testing
@testable import LimnerRaster
import LimnerTestSupport

/// The branch-free helpers agree with the plain functions they replace.
@Suite struct FastMathTests {
    @Test func floorMatchesFloor() {
        var rng = SeededGenerator(seed: 1)
        let specials: [Float] = [0, -0, 0.5, -0.5, 1, -1, 2.5, -2.5, 4_194_303.5, -4_194_303.5, 1e9, -1e9, 8_388_609, .infinity, -.infinity]
        for x in specials + (0..<10_000).map({ _ in Float.random(in: -1e6...1e6, using: &rng) }) {
            #expect(FastMath.floor(x) == x.rounded(.down), "floor(\(x))")
        }
        #expect(FastMath.floor(.nan).isNaN)
    }

    @Test func ceilIndexMatchesCeil() {
        var rng = SeededGenerator(seed: 2)
        let specials: [Float] = [0, -0, 0.5, -0.5, 1, -1, 1.000_000_1, 0.999_999_9, -0.999_999_9, 1023.999_9, 1024,
                                 1e-30, -1e-30, 8_388_607.5, 8_388_609, -2.5, 1e9]
        for x in specials + (0..<10_000).map({ _ in Float.random(in: -2_000...2_000, using: &rng) }) {
            #expect(FastMath.ceilIndex(x) == Int(x.rounded(.up)), "ceil(\(x))")
        }
    }

    @Test func atan2TurnsIsAccurate() {
        var worst: Float = 0
        for i in 0..<3600 {
            let a = Double(i) / 3600 * 2 * Double.pi
            let x = Float(cos(a) * 37), y = Float(sin(a) * 37)
            var d = FastMath.atan2Turns(y, x) - Float(atan2(Double(y), Double(x)) / (2 * Double.pi))
            d -= d.rounded()
            worst = max(worst, abs(d))
        }
        #expect(worst < 2e-6)
        #expect(FastMath.atan2Turns(0, 0) == 0)
    }

    @Test func byteIndexRounds() {
        for i in 0...255 {
            #expect(FastMath.byteIndex(Float(i) / 255) == i)
        }
        #expect(FastMath.byteIndex(0.5 / 255 + 0.0001) == 1)
    }
}
