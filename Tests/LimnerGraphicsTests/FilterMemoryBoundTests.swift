import Foundation
import Testing
@testable import LimnerGraphics

/// Shadows and blurs whose reach is far larger than the canvas: the work is cut to what can
/// reach the visible area, so memory follows the output size, not the offset or radius.
/// To see a case's peak memory, run it alone under `/usr/bin/time -v` (benchmarks/README.md,
/// "Bad input").
@Suite struct FilterMemoryBoundTests {
    /// A 40-pt box on a 64-pt canvas with its shadow 20 000 pt away: the box still draws, the
    /// shadow is off the canvas, and nothing near 20 000² pixels is allocated.
    @Test func farShadowOffsetKeepsTheShape() {
        let p = TestSupport.render(64, 64) { context, _ in
            context.addFilter(.shadow(color: .black, radius: 4, x: 20_000, y: 20_000))
            context.fill(Path(CGRect(x: 10, y: 10, width: 40, height: 40)), with: .color(Color(red: 1, green: 0, blue: 0)))
        }
        #expect(p.width == 64 && p.height == 64)
        #expect(TestSupport.rgba(p, 30, 30) == [255, 0, 0, 255])
        #expect(TestSupport.rgba(p, 60, 60)[3] == 0)
    }

    /// The same box with the shadow 20 000 pt away on one axis only, at scale 2.
    @Test func farShadowOffsetOnOneAxisKeepsTheShape() {
        let p = TestSupport.render(64, 64, scale: 2) { context, _ in
            context.addFilter(.shadow(color: .black, radius: 2, x: 0, y: 20_000))
            context.fill(Path(CGRect(x: 10, y: 10, width: 40, height: 40)), with: .color(Color(red: 1, green: 0, blue: 0)))
        }
        #expect(TestSupport.rgba(p, 60, 60) == [255, 0, 0, 255])
        #expect(TestSupport.rgba(p, 120, 120)[3] == 0)
    }
}
