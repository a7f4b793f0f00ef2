import Foundation
import Testing
@testable import LimnerRaster

/// Hostile input has a defined result: never a crash or a hang.
@Suite struct BadInputTests {
    static func blank() throws -> RasterContext { try RasterContext(width: 64, height: 64) }

    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func nonFiniteCoordinatesDropTheSubpath(bad: Double) throws {
        let ctx = try Self.blank()
        var path = Fixtures.polygon([(1, 1), (bad, 20), (30, 30)])
        Fixtures.rect(40, 40, 10, 10).forEach { path.append($0) }
        ctx.fill(path, paint: .solid(.black))
        // The bad subpath is dropped; the good one still draws.
        #expect(Fixtures.totalAlpha(ctx.pixmap) == 100)
    }

    /// A band's coverage rows are allocated only as far as the canvas reaches: a canvas
    /// millions of pixels wide and two tall costs two rows of cells, not a band's 64.
    @Test func aWideShortCanvasKeepsItsCoverageRowsToItsHeight() throws {
        let context = try RasterContext(width: 1 << 22, height: 2)
        var path = Path()
        path.move(to: CGPoint(x: 10, y: 0))
        path.addLine(to: CGPoint(x: 4_000_000, y: 2))
        path.addLine(to: CGPoint(x: 10, y: 2))
        path.closeSubpath()
        context.fill(path, paint: .solid(.black))
        #expect(!context.accumulators.isEmpty && context.accumulators.allSatisfy { $0.rows == 2 })
        #expect(context.pixmap.storage[context.pixmap.rowStride + 1000] == 0xFF00_0000)
        #expect(context.pixmap.storage[context.pixmap.rowStride + 5] == 0)
    }

    @Test func hugeCoordinatesAreClippedNotOverflowed() throws {
        let ctx = try Self.blank()
        ctx.fill(Fixtures.polygon([(-1e30, 10), (1e30, 10), (1e30, 20), (-1e30, 20)]), paint: .solid(.black))
        #expect(Fixtures.totalAlpha(ctx.pixmap) == 640)
        let tall = try Self.blank()
        tall.fill(Fixtures.polygon([(10, -1e300), (20, -1e300), (20, 1e300), (10, 1e300)]), paint: .solid(.black))
        #expect(Fixtures.totalAlpha(tall.pixmap) == 640)
    }

    @Test func hugeCurvesAreBounded() throws {
        let ctx = try Self.blank()
        let path = Path { p in
            p.move(to: CGPoint(x: 0, y: 0))
            p.addCurve(to: CGPoint(x: 64, y: 64), control1: CGPoint(x: 1e30, y: -1e30), control2: CGPoint(x: -1e30, y: 1e30))
            p.closeSubpath()
        }
        ctx.fill(path, paint: .solid(.black))
        let total = Fixtures.totalAlpha(ctx.pixmap)
        #expect(total >= 0 && total <= 64 * 64)
    }

    @Test func nonFiniteTransformDrawsNothing() throws {
        let ctx = try Self.blank()
        ctx.fill(Fixtures.rect(0, 0, 10, 10), transform: CGAffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0), paint: .solid(.black))
        ctx.fill(Fixtures.rect(0, 0, 10, 10), transform: CGAffineTransform(scaleX: 0, y: 1), paint: .solid(.black))
        #expect(Fixtures.totalAlpha(ctx.pixmap) == 0)
    }

    @Test func emptyDegenerateAndSliverPathsDrawNothing() throws {
        let ctx = try Self.blank()
        ctx.fill(Path(), paint: .solid(.black))
        ctx.fill(Fixtures.polygon([(5, 5), (5, 5), (5, 5)]), paint: .solid(.black))
        ctx.fill(Fixtures.polygon([(5, 5), (50, 40), (5, 5), (50, 40)]), paint: .solid(.black))
        ctx.fill(Fixtures.polygon([(0, 10), (64, 10)]), paint: .solid(.black))
        ctx.fill(Fixtures.polygon([(10, 0), (10, 64)]), paint: .solid(.black))
        #expect(Fixtures.totalAlpha(ctx.pixmap) == 0)
    }

    @Test func nonFiniteColoursAndStopsAreDefined() throws {
        let ctx = try Self.blank()
        ctx.fill(Fixtures.rect(0, 0, 64, 64), paint: .solid(RGBAColor(red: .nan, green: .infinity, blue: -1, alpha: 1)))
        #expect(ctx.pixmap.pixel(x: 3, y: 3) == (0, 255, 0, 255))
        let stops = [GradientStop(location: .nan, color: .black), GradientStop(location: .infinity, color: .white)]
        ctx.fill(Fixtures.rect(0, 0, 64, 64), paint: .linearGradient(stops: stops, start: .zero, end: CGPoint(x: Double.nan, y: 0), spread: .repeat))
        ctx.fill(Fixtures.rect(0, 0, 64, 64), paint: .radialGradient(stops: stops, startCenter: .zero, startRadius: -5,
                                                                     endCenter: .zero, endRadius: .infinity, spread: .pad))
        ctx.fill(Fixtures.rect(0, 0, 64, 64), paint: .conicGradient(stops: stops, center: CGPoint(x: 1e30, y: 0), angle: .nan, spread: .reflect))
        for p in ctx.pixmap.storage {
            let a = p >> 24
            #expect(p & 0xFF <= a && p >> 8 & 0xFF <= a && p >> 16 & 0xFF <= a)
        }
    }

    @Test func tooLargePixmapThrows() {
        #expect(throws: PixmapError.tooLarge(width: 100_000, height: 100_000)) {
            _ = try RasterContext(width: 100_000, height: 100_000)
        }
    }

    @Test func zeroSizePixmapIsANoOp() throws {
        for (w, h) in [(0, 0), (0, 10), (10, 0)] {
            let ctx = try RasterContext(width: w, height: h)
            ctx.fill(Fixtures.rect(0, 0, 10, 10), paint: .solid(.black))
            ctx.render([FillCommand(path: Fixtures.rect(0, 0, 10, 10), paint: .solid(.black))], threadCount: 2)
            #expect(ctx.pixmap.storage.isEmpty)
        }
    }

    @Test func manySegmentsAreBounded() throws {
        // 200 000 segments zig-zagging across the canvas: bounded time and memory.
        let ctx = try Self.blank()
        let path = Path { p in
            p.move(to: CGPoint(x: 0, y: 0))
            for i in 0..<200_000 { p.addLine(to: CGPoint(x: Double(i % 2) * 64, y: Double(i) * 64 / 200_000)) }
            p.closeSubpath()
        }
        ctx.fill(path, paint: .solid(.black), fillRule: .evenOdd)
        let total = Fixtures.totalAlpha(ctx.pixmap)
        #expect(total >= 0 && total <= 64 * 64)
    }

    /// FuzzRasterDifferential (issue 22's 10-minute run): a finite transform whose determinant
    /// overflows (9.2e18 × −1e300) made `MaskRasterizer` return an empty mask, while fills
    /// (and so the fast pipeline) drew the shape. Both now cover it the same way.
    @Test func maskOfATransformWhoseDeterminantOverflowsIsNotEmpty() throws {
        var path = Path()
        path.move(to: CGPoint(x: -27.623712520027468, y: -19.070725566491188))
        path.addQuadCurve(to: CGPoint(x: 6.846417944609755, y: 96.77363241016249), control: CGPoint(x: 139.46166170748455, y: 3))
        path.closeSubpath()
        let t = CGAffineTransform(a: 9.223372036854776e18, b: 0, c: 0, d: -1e300, tx: 0, ty: 0)
        let mask = MaskRasterizer().mask(path, transform: t, width: 25, height: 1)
        #expect(mask[0, 0] == 255)
        let command = FillCommand(path: path, transform: t, paint: .solid(RGBAColor(red: 0.6, green: 0.2, blue: 0.9, alpha: 0.8)),
                                  blendMode: .hue)
        #expect(try ReferencePipeline.firstDifference([command], width: 25, height: 1, threadCount: 2) == nil)
    }
}
