import Foundation
import Testing
import Limner

/// A slow grey ramp: 10 levels over 400 points, the kind of background that bands in 8 bits.
private struct SlowRamp: View {
    var body: some View {
        Rectangle()
            .fill(LinearGradient(colors: [Color(white: 0.40), Color(white: 0.44)], startPoint: .leading, endPoint: .trailing))
            .frame(width: 400, height: 16)
            .environment(\.gradientColorSpace, .device)
    }
}

/// The red channel of row `y`.
private func row(_ pixmap: Pixmap, _ y: Int) -> [Int] {
    (0..<pixmap.width).map { pixmap.color(at: CGFloat($0) + 0.5, CGFloat(y) + 0.5).r }
}

/// How many times the values step down: a rounded ramp that rises never does; a dithered
/// one does wherever two levels interleave.
private func stepsDown(_ values: [Int]) -> Int {
    zip(values, values.dropFirst()).filter { $1 < $0 }.count
}

/// How many times the values turn (up after down or down after up): none for a rounded
/// monotone ramp.
private func reversals(_ values: [Int]) -> Int {
    var count = 0, last = 0
    for (a, b) in zip(values, values.dropFirst()) where a != b {
        let sign = b > a ? 1 : -1
        if last != 0 && sign != last { count += 1 }
        last = sign
    }
    return count
}

/// The longest run of equal values.
private func longestRun(_ values: [Int]) -> Int {
    var best = 0, run = 0, last = -1
    for v in values {
        run = v == last ? run + 1 : 1
        last = v
        best = max(best, run)
    }
    return best
}

@Suite("Gradient styles are dithered as SwiftUI's are")
struct GradientDitheringTests {
    @Test func ditheringBreaksTheBandsOfASlowRamp() throws {
        let dithered = try render(SlowRamp())
        let plain = try render(SlowRamp().environment(\.gradientDithering, false))
        dump(dithered, "dithered-ramp")
        for y in [0, 5, 11] {
            // Undithered: about ten flat bands, each some 40 pixels wide, stepping only up.
            #expect(longestRun(row(plain, y)) >= 30 && stepsDown(row(plain, y)) == 0)
            // Dithered: at each band edge the two levels interleave over many pixels.
            #expect(stepsDown(row(dithered, y)) >= 40, "\(row(dithered, y))")
        }
        // Every pixel within one level of the undithered ramp.
        for y in 0..<16 {
            let d = row(dithered, y), p = row(plain, y)
            #expect(zip(d, p).allSatisfy { abs($0 - $1) <= 1 })
        }
        // The mean of each 8×8 block follows the exact ramp (within 0.1 level), where the
        // rounded ramp is off by up to half a level: the bands are gone, not just moved.
        var worstDithered = 0.0, worstPlain = 0.0
        for bx in stride(from: 0, to: 400, by: 8) {
            var sumD = 0, sumP = 0
            for y in 0..<8 {
                for x in bx..<(bx + 8) {
                    sumD += dithered.color(at: CGFloat(x) + 0.5, CGFloat(y) + 0.5).r
                    sumP += plain.color(at: CGFloat(x) + 0.5, CGFloat(y) + 0.5).r
                }
            }
            // The block's exact mean: the ramp at the centres of its 8 columns.
            var exact = 0.0
            for x in bx..<(bx + 8) {
                let t = (Double(x) + 0.5) / 400
                exact += (0.40 + 0.04 * t) * 255 / 8
            }
            worstDithered = max(worstDithered, abs(Double(sumD) / 64 - exact))
            worstPlain = max(worstPlain, abs(Double(sumP) / 64 - exact))
        }
        #expect(worstDithered < 0.1, "\(worstDithered)")
        #expect(worstPlain > 0.3, "\(worstPlain)")
    }

    @Test func theSameViewGivesTheSameBytes() throws {
        let first = try render(SlowRamp())
        let second = try render(SlowRamp())
        #expect(try first.pngData() == second.pngData())
        // Keyed on the device pixel: the ramp moved by one period of the pattern (8 pixels)
        // draws the same pixels, moved.
        let shifted = try render(HStack(spacing: 0) { Color.clear.frame(width: 8, height: 16); SlowRamp() })
        let moved = row(shifted, 3)[8..<408].map { $0 }, original = row(first, 3)
        #expect(zip(moved, original).filter { $0 != $1 }.count <= 2)
    }

    @Test func radialAndAngularGradientsAreDitheredToo() throws {
        let radial = try render(Circle().fill(RadialGradient(colors: [Color(white: 0.5), Color(white: 0.54)], center: .center,
                                                             startRadius: 0, endRadius: 100))
            .frame(width: 200, height: 200).environment(\.gradientColorSpace, .device))
        let plain = try render(Circle().fill(RadialGradient(colors: [Color(white: 0.5), Color(white: 0.54)], center: .center,
                                                            startRadius: 0, endRadius: 100))
            .frame(width: 200, height: 200).environment(\.gradientColorSpace, .device).environment(\.gradientDithering, false))
        let d = row(radial, 100)[100..<190].map { $0 }, p = row(plain, 100)[100..<190].map { $0 }
        #expect(stepsDown(p) == 0 && stepsDown(d) >= 10, "\(d)")
        #expect(zip(d, p).allSatisfy { abs($0 - $1) <= 1 })
        let angular = try render(Rectangle().fill(AngularGradient(colors: [Color(white: 0.3), Color(white: 0.34)], center: .center))
            .frame(width: 200, height: 200).environment(\.gradientColorSpace, .device))
        let plainAngular = try render(Rectangle().fill(AngularGradient(colors: [Color(white: 0.3), Color(white: 0.34)], center: .center))
            .frame(width: 200, height: 200).environment(\.gradientColorSpace, .device).environment(\.gradientDithering, false))
        #expect(reversals(row(plainAngular, 20)) <= 1 && reversals(row(angular, 20)) >= 5, "\(row(angular, 20))")
    }

    @Test func canvasShadingsAreNotDithered() throws {
        let canvas = try render(Canvas { context, size in
            context.fill(Path(CGRect(origin: .zero, size: size)),
                         with: .linearGradient(Gradient(colors: [Color(white: 0.40), Color(white: 0.44)]),
                                               startPoint: .zero, endPoint: CGPoint(x: size.width, y: 0)))
        }.frame(width: 400, height: 16))
        #expect(longestRun(row(canvas, 4)) >= 30 && stepsDown(row(canvas, 4)) == 0)
    }
}
