import Testing
@testable import LimnerRaster

/// Gradient colours at sample points.
@Suite struct GradientTests {
    static let red = RGBAColor(red: 1, green: 0, blue: 0)
    static let blue = RGBAColor(red: 0, green: 0, blue: 1)
    static let redToBlue = [GradientStop(location: 0, color: red), GradientStop(location: 1, color: blue)]

    /// Fills a 100×100 canvas with `paint` and returns the context.
    static func render(_ paint: Paint, transform: CGAffineTransform = .identity) throws -> RasterContext {
        let ctx = try RasterContext(width: 100, height: 100)
        let inv = transform.inverted()
        // The rect covers the canvas in device space whatever the transform.
        ctx.fill(Fixtures.rect(0, 0, 100, 100).applying(inv), transform: transform, paint: paint)
        return ctx
    }

    /// Expects pixel (x, y) to be red·(1 − t) + blue·t within `tol`.
    static func expectRedBlue(_ ctx: RasterContext, _ x: Int, _ y: Int, t: Double, tol: Int = 3,
                              sourceLocation: SourceLocation = #_sourceLocation) {
        let p = ctx.pixmap.pixel(x: x, y: y)
        #expect(abs(Int(p.r) - Int((1 - t) * 255)) <= tol, "red at (\(x), \(y))", sourceLocation: sourceLocation)
        #expect(abs(Int(p.b) - Int(t * 255)) <= tol, "blue at (\(x), \(y))", sourceLocation: sourceLocation)
        #expect(p.g == 0 && p.a == 255, sourceLocation: sourceLocation)
    }

    @Test func linearMidpointAndPad() throws {
        let ctx = try Self.render(.linearGradient(stops: Self.redToBlue, start: CGPoint(x: 20, y: 0),
                                                  end: CGPoint(x: 80, y: 0), spread: .pad))
        Self.expectRedBlue(ctx, 49, 10, t: 0.5)
        Self.expectRedBlue(ctx, 5, 10, t: 0)
        Self.expectRedBlue(ctx, 95, 10, t: 1)
        Self.expectRedBlue(ctx, 35, 90, t: 15.5 / 60)
    }

    @Test func linearRepeatAndReflect() throws {
        let rep = try Self.render(.linearGradient(stops: Self.redToBlue, start: .zero, end: CGPoint(x: 50, y: 0), spread: .repeat))
        Self.expectRedBlue(rep, 60, 0, t: 0.21)
        let ref = try Self.render(.linearGradient(stops: Self.redToBlue, start: .zero, end: CGPoint(x: 50, y: 0), spread: .reflect))
        Self.expectRedBlue(ref, 60, 0, t: 0.79)
        Self.expectRedBlue(ref, 20, 0, t: 0.41)
    }

    @Test func linearFollowsTheTransform() throws {
        // Scaling user space by 2 stretches the gradient: user x 0…50 is device 0…100.
        let ctx = try Self.render(.linearGradient(stops: Self.redToBlue, start: .zero, end: CGPoint(x: 50, y: 0), spread: .pad),
                                  transform: CGAffineTransform(scaleX: 2, y: 2))
        Self.expectRedBlue(ctx, 49, 3, t: 0.495)
    }

    @Test func unsortedAndHardStops() throws {
        let green = RGBAColor(red: 0, green: 1, blue: 0)
        let stops = [GradientStop(location: 1, color: Self.blue), GradientStop(location: 0.5, color: green),
                     GradientStop(location: 0, color: Self.red), GradientStop(location: 0.5, color: Self.blue)]
        let ctx = try Self.render(.linearGradient(stops: stops, start: .zero, end: CGPoint(x: 100, y: 0), spread: .pad))
        // Below 0.5: red → green; at and above 0.5: blue (hard stop, the later stop wins).
        let left = ctx.pixmap.pixel(x: 45, y: 0)
        #expect(left.r > 0 && left.g > 200 && left.b == 0)
        let right = ctx.pixmap.pixel(x: 55, y: 0)
        #expect(right.b == 255 && right.g == 0)
    }

    @Test func outOfRangeStopsAreClamped() throws {
        let stops = [GradientStop(location: -1, color: Self.red), GradientStop(location: 2, color: Self.blue)]
        let ctx = try Self.render(.linearGradient(stops: stops, start: .zero, end: CGPoint(x: 100, y: 0), spread: .pad))
        Self.expectRedBlue(ctx, 49, 0, t: 0.5)
    }

    @Test func interpolatesUnpremultiplied() throws {
        // Opaque red to transparent blue: the midpoint keeps a half-red, half-blue hue.
        let stops = [GradientStop(location: 0, color: Self.red),
                     GradientStop(location: 1, color: RGBAColor(red: 0, green: 0, blue: 1, alpha: 0))]
        let ctx = try Self.render(.linearGradient(stops: stops, start: .zero, end: CGPoint(x: 100, y: 0), spread: .pad))
        let p = ctx.pixmap.pixel(x: 49, y: 0)  // t ≈ 0.495: alpha ≈ 0.505, colour ≈ (0.505, 0, 0.495)
        #expect(abs(Int(p.a) - 129) <= 2)
        #expect(abs(Int(p.r) - 65) <= 2 && abs(Int(p.b) - 63) <= 2)
    }

    @Test func radialCentreEdgeAndPad() throws {
        let ctx = try Self.render(.radialGradient(stops: Self.redToBlue, startCenter: CGPoint(x: 50, y: 50), startRadius: 0,
                                                  endCenter: CGPoint(x: 50, y: 50), endRadius: 40, spread: .pad))
        Self.expectRedBlue(ctx, 50, 50, t: 0.7071 / 40, tol: 2)
        Self.expectRedBlue(ctx, 70, 50, t: 20.5 / 40)
        Self.expectRedBlue(ctx, 50, 29, t: 20.5 / 40)
        Self.expectRedBlue(ctx, 95, 95, t: 1)
    }

    @Test func radialRepeat() throws {
        let ctx = try Self.render(.radialGradient(stops: Self.redToBlue, startCenter: CGPoint(x: 50, y: 50), startRadius: 0,
                                                  endCenter: CGPoint(x: 50, y: 50), endRadius: 20, spread: .repeat))
        Self.expectRedBlue(ctx, 80, 50, t: 30.5 / 20 - 1)
    }

    @Test func twoPointConicalLeavesOutsideTheConeUntouched() throws {
        // Equal radii: a "cylinder" from x 20 to 80 of radius 10; the gradient paints only the
        // band |y − 50| ≤ 10 (plus the end caps' extension for pad), nothing else.
        let ctx = try Self.render(.radialGradient(stops: Self.redToBlue, startCenter: CGPoint(x: 20, y: 50), startRadius: 10,
                                                  endCenter: CGPoint(x: 80, y: 50), endRadius: 10, spread: .pad))
        #expect(ctx.pixmap.pixel(x: 50, y: 20).a == 0)
        #expect(ctx.pixmap.pixel(x: 50, y: 80).a == 0)
        let mid = ctx.pixmap.pixel(x: 50, y: 50)
        #expect(mid.a == 255)
        // The largest t wins: at (50.5, 50.5) the circle through it is centred near x = 50.5 + √(100 − 0.25).
        let t = (50.5 + (100 - 0.25).squareRoot() - 20) / 60
        Self.expectRedBlue(ctx, 50, 50, t: t)
    }

    @Test func focalRadialStartsAtTheFocus() throws {
        let ctx = try Self.render(.radialGradient(stops: Self.redToBlue, startCenter: CGPoint(x: 40, y: 50), startRadius: 0,
                                                  endCenter: CGPoint(x: 50, y: 50), endRadius: 40, spread: .pad))
        let p = ctx.pixmap.pixel(x: 40, y: 50)
        #expect(p.r > 240 && p.a == 255)
        // Every pixel inside the end circle is painted.
        #expect(ctx.pixmap.pixel(x: 85, y: 50).a == 255)
        #expect(ctx.pixmap.pixel(x: 15, y: 50).a == 255)
    }

    @Test func conicQuarterTurns() throws {
        let ctx = try Self.render(.conicGradient(stops: Self.redToBlue, center: CGPoint(x: 50, y: 50), angle: 0, spread: .pad))
        // Pixel centres are offset by (0.5, 0.5) from the integer grid; 30 px out the angle error is < 1°.
        Self.expectRedBlue(ctx, 50, 80, t: 0.25, tol: 4)   // below the centre (y down): clockwise quarter turn
        Self.expectRedBlue(ctx, 19, 50, t: 0.5, tol: 4)
        Self.expectRedBlue(ctx, 49, 19, t: 0.75, tol: 4)
        Self.expectRedBlue(ctx, 80, 50, t: 0.0, tol: 4)
    }

    @Test func conicStartAngle() throws {
        let ctx = try Self.render(.conicGradient(stops: Self.redToBlue, center: CGPoint(x: 50, y: 50), angle: Double.pi / 2, spread: .pad))
        Self.expectRedBlue(ctx, 19, 50, t: 0.25, tol: 4)
        Self.expectRedBlue(ctx, 49, 19, t: 0.5, tol: 4)
        Self.expectRedBlue(ctx, 80, 49, t: 0.75, tol: 4)
    }

    @Test func degenerateGradientsAreDefined() throws {
        let padded = try Self.render(.linearGradient(stops: Self.redToBlue, start: CGPoint(x: 5, y: 5), end: CGPoint(x: 5, y: 5), spread: .pad))
        Self.expectRedBlue(padded, 50, 50, t: 1, tol: 0)
        let none = try Self.render(.linearGradient(stops: [], start: .zero, end: CGPoint(x: 1, y: 0), spread: .pad))
        #expect(Fixtures.totalAlpha(none.pixmap) == 0)
        let single = try Self.render(.radialGradient(stops: [GradientStop(location: 0.3, color: Self.red)], startCenter: CGPoint(x: 50, y: 50),
                                                     startRadius: 0, endCenter: CGPoint(x: 50, y: 50), endRadius: 10, spread: .reflect))
        Self.expectRedBlue(single, 90, 90, t: 0, tol: 0)
        let sameCircles = try Self.render(.radialGradient(stops: Self.redToBlue, startCenter: CGPoint(x: 50, y: 50), startRadius: 10,
                                                          endCenter: CGPoint(x: 50, y: 50), endRadius: 10, spread: .pad))
        #expect(Fixtures.totalAlpha(sameCircles.pixmap) == 0)
    }

    /// A gradient's table is kept from frame to frame in its command's slot and made again
    /// only when the stops change (compared bit for bit). Frames on one context whose
    /// gradients change a little at a time, or not at all, each equal the same frame drawn on
    /// a fresh context, on one thread and on two.
    @Test(arguments: [1, 2])
    func keptTablesFollowTheirStops(threads: Int) throws {
        let green = RGBAColor(red: 0, green: 1, blue: 0, alpha: 0.5)
        let nearlyRed = RGBAColor(red: 0.99, green: 0, blue: 0)
        let variants: [[GradientStop]] = [
            Self.redToBlue,
            Self.redToBlue,   // the same stops again: the kept table
            [GradientStop(location: 0, color: nearlyRed), GradientStop(location: 1, color: Self.blue)],
            [GradientStop(location: -0.0, color: nearlyRed), GradientStop(location: 1, color: Self.blue)],
            [GradientStop(location: 0, color: nearlyRed), GradientStop(location: 0.4, color: green),
             GradientStop(location: 1, color: Self.blue)],
            [GradientStop(location: 0, color: nearlyRed), GradientStop(location: .nan, color: green),
             GradientStop(location: 1, color: Self.blue)],
            [GradientStop(location: 0, color: nearlyRed), GradientStop(location: .nan, color: green),
             GradientStop(location: 1, color: Self.blue)],
            [GradientStop(location: 0.3, color: Self.blue)],
            Self.redToBlue,
        ]
        // Many small commands (the row-split and one-thread paths, each with its slots) and one
        // canvas-wide command, every third translucent.
        func frame(_ stops: [GradientStop], _ k: Int) -> [FillCommand] {
            var out: [FillCommand] = []
            for i in 0..<240 {
                let x = Double(i % 20) * 5, y = Double(i / 20) * 8
                let paint: Paint = i % 2 == 0
                    ? .linearGradient(stops: stops, start: CGPoint(x: x, y: y), end: CGPoint(x: x + 4, y: y + 3), spread: .pad)
                    : .radialGradient(stops: stops, startCenter: CGPoint(x: x + 2, y: y + 3), startRadius: 0,
                                      endCenter: CGPoint(x: x + 2, y: y + 3), endRadius: 3, spread: .reflect)
                out.append(FillCommand(path: Path(ellipseIn: CGRect(x: x + 0.3, y: y + 0.6, width: 4.4, height: 6.5)),
                                       paint: paint, opacity: i % 3 == 0 ? 0.6 : 1))
            }
            out.append(FillCommand(path: Fixtures.rect(0, 96, 100, 4),
                                   paint: .conicGradient(stops: stops, center: CGPoint(x: 50, y: 98), angle: Double(k),
                                                         spread: .pad)))
            return out
        }
        let kept = try RasterContext(width: 100, height: 100)
        for (k, stops) in variants.enumerated() {
            kept.clear(.clear)
            kept.render(frame(stops, k), threadCount: threads)
            let fresh = try RasterContext(width: 100, height: 100)
            fresh.render(frame(stops, k), threadCount: threads)
            let same = kept.pixmap.storage == fresh.pixmap.storage   // compared apart: a failure prints no pixels
            #expect(same, "frame \(k), \(threads) thread(s)")
        }
    }
}
