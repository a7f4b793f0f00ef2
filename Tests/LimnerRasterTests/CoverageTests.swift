import Testing
@testable import LimnerRaster

/// Exact-area coverage of simple shapes.
@Suite struct CoverageTests {
    @Test func halfPixelEdgeGivesHalfAlpha() throws {
        let ctx = try RasterContext(width: 40, height: 20)
        ctx.fill(Fixtures.rect(10.5, 2, 20, 10), paint: .solid(.black))
        #expect(ctx.pixmap.pixel(x: 10, y: 5).a == 128)
        #expect(ctx.pixmap.pixel(x: 11, y: 5).a == 255)
        #expect(ctx.pixmap.pixel(x: 30, y: 5).a == 128)
        #expect(ctx.pixmap.pixel(x: 9, y: 5).a == 0)
        #expect(ctx.pixmap.pixel(x: 31, y: 5).a == 0)
    }
}
