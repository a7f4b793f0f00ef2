import Testing
@testable import LimnerRaster

/// Non-zero versus even-odd.
@Suite struct FillRuleTests {
    @Test func starCentreDependsOnRule() throws {
        let nz = try RasterContext(width: 100, height: 100)
        nz.fill(Fixtures.star(50, 50, 45), paint: .solid(.black), fillRule: .nonZero)
        let eo = try RasterContext(width: 100, height: 100)
        eo.fill(Fixtures.star(50, 50, 45), paint: .solid(.black), fillRule: .evenOdd)
        #expect(nz.pixmap.pixel(x: 50, y: 52).a == 255)
        #expect(eo.pixmap.pixel(x: 50, y: 52).a == 0)
        // A point in a tip is inside under both rules.
        #expect(nz.pixmap.pixel(x: 50, y: 10).a == 255)
        #expect(eo.pixmap.pixel(x: 50, y: 10).a == 255)
    }

    @Test func nestedRectsOppositeWindingMakeAHole() throws {
        var path = Fixtures.rect(10, 10, 80, 80, clockwise: true)
        Fixtures.rect(30, 30, 40, 40, clockwise: false).forEach { path.append($0) }
        for rule in [FillRule.nonZero, .evenOdd] {
            let ctx = try RasterContext(width: 100, height: 100)
            ctx.fill(path, paint: .solid(.black), fillRule: rule)
            #expect(ctx.pixmap.pixel(x: 50, y: 50).a == 0)
            #expect(ctx.pixmap.pixel(x: 20, y: 50).a == 255)
        }
    }

    @Test func nestedRectsSameWindingDifferByRule() throws {
        var path = Fixtures.rect(10, 10, 80, 80)
        Fixtures.rect(30, 30, 40, 40).forEach { path.append($0) }
        let nz = try RasterContext(width: 100, height: 100)
        nz.fill(path, paint: .solid(.black), fillRule: .nonZero)
        let eo = try RasterContext(width: 100, height: 100)
        eo.fill(path, paint: .solid(.black), fillRule: .evenOdd)
        #expect(nz.pixmap.pixel(x: 50, y: 50).a == 255)
        #expect(eo.pixmap.pixel(x: 50, y: 50).a == 0)
    }

    @Test func evenOddFoldsPartialCoverage() throws {
        // Two half-pixel-offset squares overlapping by half a pixel column: winding 2 there.
        var path = Fixtures.rect(0, 0, 10.5, 10)
        Fixtures.rect(10, 0, 10, 10).forEach { path.append($0) }
        let eo = try RasterContext(width: 20, height: 10)
        eo.fill(path, paint: .solid(.black), fillRule: .evenOdd)
        // Column 10: half is covered twice (→ 0), half once (→ 1): 50 %.
        #expect(eo.pixmap.pixel(x: 10, y: 5).a == 128)
        let nz = try RasterContext(width: 20, height: 10)
        nz.fill(path, paint: .solid(.black), fillRule: .nonZero)
        #expect(nz.pixmap.pixel(x: 10, y: 5).a == 255)
    }
}
