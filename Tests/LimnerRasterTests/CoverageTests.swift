import Testing
@testable import LimnerRaster

/// Exact-area anti-aliased coverage of simple shapes.
@Suite struct CoverageTests {
    @Test func halfPixelEdgeGivesHalfAlpha() throws {
        let ctx = try RasterContext(width: 40, height: 20)
        ctx.fill(Fixtures.rect(10.5, 2, 20, 10), paint: .solid(.black))
        #expect(ctx.pixmap.pixel(x: 10, y: 5).a == 128)
        #expect(ctx.pixmap.pixel(x: 11, y: 5).a == 255)
        #expect(ctx.pixmap.pixel(x: 30, y: 5).a == 128)
        #expect(ctx.pixmap.pixel(x: 9, y: 5).a == 0)
        #expect(ctx.pixmap.pixel(x: 31, y: 5).a == 0)
        // Rows 2..<12 are covered exactly; the rows around them are empty.
        #expect(ctx.pixmap.pixel(x: 20, y: 1).a == 0)
        #expect(ctx.pixmap.pixel(x: 20, y: 2).a == 255)
        #expect(ctx.pixmap.pixel(x: 20, y: 11).a == 255)
        #expect(ctx.pixmap.pixel(x: 20, y: 12).a == 0)
    }

    @Test func quarterPixelCorner() throws {
        let ctx = try RasterContext(width: 10, height: 10)
        ctx.fill(Fixtures.rect(2.5, 2.5, 5, 5), paint: .solid(.black))
        #expect(ctx.pixmap.pixel(x: 2, y: 2).a == 64)  // 0.25 · 255 = 63.75
        #expect(ctx.pixmap.pixel(x: 2, y: 4).a == 128)
        #expect(ctx.pixmap.pixel(x: 4, y: 4).a == 255)
    }

    @Test func pixelAlignedRectHasNoPartialPixels() throws {
        let ctx = try RasterContext(width: 64, height: 64)
        ctx.fill(Fixtures.rect(7, 9, 33, 21), paint: .solid(RGBAColor(red: 1, green: 0.5, blue: 0)))
        for y in 0..<64 {
            for x in 0..<64 {
                let inside = x >= 7 && x < 40 && y >= 9 && y < 30
                #expect(ctx.pixmap.pixel(x: x, y: y).a == (inside ? 255 : 0))
            }
        }
    }

    @Test func circleAreaIsPiRSquared() throws {
        let ctx = try RasterContext(width: 256, height: 256)
        let r = 100.0
        ctx.fill(Fixtures.circle(128.3, 127.7, r), paint: .solid(.black))
        let area = Fixtures.totalAlpha(ctx.pixmap)
        #expect(abs(area - Double.pi * r * r) / (Double.pi * r * r) < 0.001)
    }

    @Test func diagonalEdgeSplitsPixelsInHalf() throws {
        // A triangle whose hypotenuse runs corner to corner through every pixel it crosses.
        let ctx = try RasterContext(width: 16, height: 16)
        ctx.fill(Fixtures.polygon([(0, 0), (16, 16), (0, 16)]), paint: .solid(.black))
        for i in 0..<16 {
            #expect(ctx.pixmap.pixel(x: i, y: i).a == 128)
            if i > 0 { #expect(ctx.pixmap.pixel(x: i - 1, y: i).a == 255) }
            if i < 15 { #expect(ctx.pixmap.pixel(x: i + 1, y: i).a == 0) }
        }
    }

    @Test func rotatedSquareKeepsItsArea() throws {
        let ctx = try RasterContext(width: 128, height: 128)
        let t = CGAffineTransform(translationX: 64, y: 64).rotated(by: 0.3)
        ctx.fill(Fixtures.rect(-30, -30, 60, 60), transform: t, paint: .solid(.black))
        #expect(abs(Fixtures.totalAlpha(ctx.pixmap) - 3600) < 3600 * 0.001)
    }

    @Test func shapesOffTheLeftEdgeStillCoverTheCanvas() throws {
        let ctx = try RasterContext(width: 20, height: 20)
        ctx.fill(Fixtures.rect(-50, 5, 60.25, 10), paint: .solid(.black))
        #expect(ctx.pixmap.pixel(x: 0, y: 10).a == 255)
        #expect(ctx.pixmap.pixel(x: 9, y: 10).a == 255)
        #expect(ctx.pixmap.pixel(x: 10, y: 10).a == 64)
        #expect(ctx.pixmap.pixel(x: 11, y: 10).a == 0)
    }

    @Test func shapesPastTheRightEdgeStillFillToIt() throws {
        let ctx = try RasterContext(width: 20, height: 20)
        ctx.fill(Fixtures.polygon([(5.5, 0), (500, 0), (500, 20), (5.5, 20)]), paint: .solid(.black))
        #expect(ctx.pixmap.pixel(x: 5, y: 3).a == 128)
        #expect(ctx.pixmap.pixel(x: 19, y: 3).a == 255)
    }

    @Test func colourIsPremultipliedAndComposited() throws {
        let ctx = try RasterContext(width: 4, height: 4)
        ctx.clear(.white)
        ctx.fill(Fixtures.rect(0, 0, 4, 4), paint: .solid(RGBAColor(red: 1, green: 0, blue: 0, alpha: 0.5)))
        let p = ctx.pixmap.pixel(x: 1, y: 1)
        #expect(p.a == 255)
        #expect(p.r == 255)
        #expect(abs(Int(p.g) - 127) <= 1 && abs(Int(p.b) - 127) <= 1)
    }
}

/// Regression: curves were flattened to 0.1 px, which put curved edge pixels up to 20
/// levels off their exact area coverage (golden scenes builder-ellipse, svg-arcs, …).
@Suite struct CurveFlatteningRegressionTests {
    @Test func circleEdgeCoverageWithinEightLevelsOfExactArea() throws {
        let (cx, cy, r) = (32.3, 31.8, 24.6)
        let ctx = try RasterContext(width: 64, height: 64)
        // The arc builder gives cubics of ≤ 90°, whose own
        // radial error (2.7e-4·r = 0.007 px here) is far below the tolerance checked.
        var path = Path()
        path.addArc(center: CGPoint(x: cx, y: cy), radius: r, startAngle: .zero, endAngle: .radians(2 * .pi),
                    clockwise: false)
        path.closeSubpath()
        ctx.fill(path, paint: .solid(.black))
        let n = 32  // 32×32 samples per pixel: exact area to ±0.25 of a level on edge pixels
        var worst = 0.0
        for y in 0..<64 {
            for x in 0..<64 {
                let dc = ((Double(x) + 0.5 - cx) * (Double(x) + 0.5 - cx) + (Double(y) + 0.5 - cy) * (Double(y) + 0.5 - cy)).squareRoot()
                guard abs(dc - r) < 1 else { continue }  // only pixels the edge can touch
                var inside = 0
                for sy in 0..<n {
                    for sx in 0..<n {
                        let px = Double(x) + (Double(sx) + 0.5) / Double(n) - cx
                        let py = Double(y) + (Double(sy) + 0.5) / Double(n) - cy
                        if px * px + py * py < r * r { inside += 1 }
                    }
                }
                let exact = Double(inside) / Double(n * n) * 255
                worst = max(worst, abs(Double(ctx.pixmap.pixel(x: x, y: y).a) - exact))
            }
        }
        #expect(worst <= 8, "worst edge pixel is \(worst) levels off exact coverage")
    }
}
