import Testing
@testable import LimnerRaster
import LimnerTestSupport

/// Aliased fills: binary coverage sampled at pixel centres.
@Suite struct AliasedTests {
    /// Winding number of (px, py) against a closed polygon (brute force, Double).
    static func winding(_ pts: [(Double, Double)], _ px: Double, _ py: Double) -> Int {
        var w = 0
        for i in 0..<pts.count {
            let (x0, y0) = pts[i], (x1, y1) = pts[(i + 1) % pts.count]
            if (y0 <= py) != (y1 <= py) {
                let x = x0 + (py - y0) * (x1 - x0) / (y1 - y0)
                if x < px { w += y1 > y0 ? 1 : -1 }
            }
        }
        return w
    }

    @Test(arguments: [FillRule.nonZero, .evenOdd])
    func matchesCentreSampling(rule: FillRule) throws {
        var rng = SeededGenerator(seed: 7)
        for _ in 0..<5 {
            let pts = (0..<9).map { _ in (Double.random(in: -10...74, using: &rng), Double.random(in: -10...74, using: &rng)) }
            let ctx = try RasterContext(width: 64, height: 64)
            ctx.fill(Fixtures.polygon(pts), paint: .solid(.black), fillRule: rule, antialiased: false)
            var mismatches = 0
            for y in 0..<64 {
                for x in 0..<64 {
                    let w = Self.winding(pts, Double(x) + 0.5, Double(y) + 0.5)
                    let inside = rule == .nonZero ? w != 0 : w % 2 != 0
                    let a = ctx.pixmap.pixel(x: x, y: y).a
                    #expect(a == 0 || a == 255)
                    if (a == 255) != inside { mismatches += 1 }
                }
            }
            #expect(mismatches == 0)
        }
    }

    @Test func halfPixelEdgeIsBinary() throws {
        let ctx = try RasterContext(width: 20, height: 20)
        ctx.fill(Fixtures.rect(4.4, 4.6, 10, 10), paint: .solid(.black), antialiased: false)
        // Column 4's centre (4.5) is inside; row 4's centre (4.5) is not.
        #expect(ctx.pixmap.pixel(x: 4, y: 5).a == 255)
        #expect(ctx.pixmap.pixel(x: 3, y: 5).a == 0)
        #expect(ctx.pixmap.pixel(x: 8, y: 4).a == 0)
        #expect(ctx.pixmap.pixel(x: 8, y: 14).a == 255)  // centre 14.5 < 14.6
        #expect(ctx.pixmap.pixel(x: 14, y: 8).a == 0)   // centre 14.5 > 14.4
    }
}
