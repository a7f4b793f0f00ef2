import Testing
@testable import LimnerRaster

/// `opacity` multiplies the paint's alpha.
@Suite struct OpacityTests {
    @Test func opacityScalesSolidAlpha() throws {
        let ctx = try RasterContext(width: 8, height: 8)
        ctx.fill(Fixtures.rect(0, 0, 8, 8), paint: .solid(RGBAColor(red: 0, green: 0, blue: 1, alpha: 0.8)), opacity: 0.5)
        let p = ctx.pixmap.pixel(x: 3, y: 3)
        #expect(abs(Int(p.a) - 102) <= 1)
        #expect(p.b == p.a)
        #expect(p.r == 0)
    }

    @Test func opacityScalesGradientAlpha() throws {
        let ctx = try RasterContext(width: 8, height: 8)
        let stops = [GradientStop(location: 0, color: .white), GradientStop(location: 1, color: .white)]
        ctx.fill(Fixtures.rect(0, 0, 8, 8),
                 paint: .linearGradient(stops: stops, start: .zero, end: CGPoint(x: 8, y: 0), spread: .pad),
                 opacity: 0.25)
        #expect(abs(Int(ctx.pixmap.pixel(x: 4, y: 4).a) - 64) <= 1)
    }

    @Test(arguments: [Float(0), -1, .nan])
    func zeroOrInvalidOpacityDrawsNothing(opacity: Float) throws {
        let ctx = try RasterContext(width: 8, height: 8)
        ctx.fill(Fixtures.rect(0, 0, 8, 8), paint: .solid(.black), opacity: opacity)
        #expect(Fixtures.totalAlpha(ctx.pixmap) == 0)
    }

    @Test func opacityAboveOneIsClamped() throws {
        let ctx = try RasterContext(width: 8, height: 8)
        ctx.fill(Fixtures.rect(0, 0, 8, 8), paint: .solid(RGBAColor(red: 1, green: 1, blue: 1, alpha: 0.5)), opacity: 4)
        #expect(abs(Int(ctx.pixmap.pixel(x: 1, y: 1).a) - 128) <= 1)
    }
}
