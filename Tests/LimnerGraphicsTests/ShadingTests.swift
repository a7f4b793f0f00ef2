import Foundation
import Testing
@testable import LimnerGraphics

/// Each `GraphicsContext.Shading` reaching the pixels.
@Suite struct ShadingTests {
    let square = Path(CGRect(x: 0, y: 0, width: 40, height: 40))

    func draw(_ shading: GraphicsContext.Shading) -> Pixmap {
        TestSupport.render(40, 40) { context, _ in context.fill(square, with: shading) }
    }

    @Test func colorCases() {
        #expect(TestSupport.rgba(draw(.color(.blue)), 20, 20) == [0, 122, 255, 255])
        #expect(TestSupport.rgba(draw(.color(red: 1, green: 0.5, blue: 0, opacity: 1)), 5, 5) == [255, 128, 0, 255])
        #expect(TestSupport.rgba(draw(.color(white: 0.2, opacity: 1)), 5, 5) == [51, 51, 51, 255])
        // Linear 0.5 is sRGB 0.7354.
        #expect(TestSupport.rgba(draw(.color(.sRGBLinear, white: 0.5)), 5, 5) == [188, 188, 188, 255])
        let half = TestSupport.rgba(draw(.color(.sRGB, red: 1, green: 0, blue: 0, opacity: 0.5)), 5, 5)
        #expect(TestSupport.close(half, [128, 0, 0, 128], 1))
    }

    @Test func foregroundFollowsTheEnvironment() {
        var env = EnvironmentValues()
        env.foregroundColor = .green
        let p = CanvasRenderer(size: CGSize(width: 4, height: 4), environment: env).render { context, _ in
            context.fill(Path(CGRect(x: 0, y: 0, width: 4, height: 4)), with: .foreground)
        }
        #expect(TestSupport.rgba(p, 1, 1) == [52, 199, 89, 255])
    }

    @Test func linearGradientRunsInUserSpace() {
        let p = draw(.linearGradient(Gradient(colors: [.black, .white]), startPoint: CGPoint(x: 0, y: 0),
                                     endPoint: CGPoint(x: 40, y: 0)))
        let left = TestSupport.rgba(p, 0, 20)[0], mid = TestSupport.rgba(p, 20, 20)[0], right = TestSupport.rgba(p, 39, 20)[0]
        #expect(left < 10 && right > 245)
        #expect(abs(mid - 131) <= 4)  // pixel centre 20.5 of 40
        #expect(TestSupport.rgba(p, 20, 0) == TestSupport.rgba(p, 20, 39))
    }

    @Test func gradientOptionsRepeatMirrorAndLinearColor() {
        let g = Gradient(colors: [.black, .white])
        let pad = draw(.linearGradient(g, startPoint: .zero, endPoint: CGPoint(x: 20, y: 0)))
        let rep = draw(.linearGradient(g, startPoint: .zero, endPoint: CGPoint(x: 20, y: 0), options: .repeat))
        let mir = draw(.linearGradient(g, startPoint: .zero, endPoint: CGPoint(x: 20, y: 0), options: .mirror))
        #expect(TestSupport.rgba(pad, 25, 5)[0] > 250)
        #expect(TestSupport.rgba(rep, 25, 5)[0] < 80)     // restarted from black
        #expect(TestSupport.rgba(mir, 25, 5)[0] > 170)    // coming back from white
        let lin = draw(.linearGradient(g, startPoint: .zero, endPoint: CGPoint(x: 40, y: 0), options: .linearColor))
        // Half way in linear light is sRGB ≈ 0.735, brighter than the encoded midpoint.
        #expect(abs(TestSupport.rgba(lin, 20, 5)[0] - 190) <= 6)
    }

    @Test func radialGradientRadiiInPoints() {
        let p = draw(.radialGradient(Gradient(colors: [.white, .black]), center: CGPoint(x: 20, y: 20),
                                     startRadius: 0, endRadius: 20))
        #expect(TestSupport.rgba(p, 20, 20)[0] > 240)
        #expect(TestSupport.rgba(p, 0, 0)[0] < 5)
        #expect(abs(TestSupport.rgba(p, 30, 20)[0] - 128) < 20)
    }

    @Test func conicGradientStartsAtItsAngle() {
        let g = Gradient(colors: [.black, .white])
        let p = draw(.conicGradient(g, center: CGPoint(x: 20, y: 20), angle: .degrees(90)))
        // Just clockwise of straight down (90°) is the start: dark; just before it, light.
        #expect(TestSupport.rgba(p, 18, 35)[0] < 40)
        #expect(TestSupport.rgba(p, 22, 35)[0] > 215)
        #expect(abs(TestSupport.rgba(p, 20, 5)[0] - 128) < 20)  // half a turn later: 270°
    }

    @Test func tiledImageOriginShiftsThePhase() {
        let img = Image(pixmap: TestSupport.quadrantImage(cell: 4))  // 8×8: red green / blue white
        let a = draw(.tiledImage(img))
        let b = draw(.tiledImage(img, origin: CGPoint(x: 4, y: 0)))
        #expect(TestSupport.rgba(a, 1, 1) == [255, 0, 0, 255])
        #expect(TestSupport.rgba(a, 9, 1) == [255, 0, 0, 255])    // repeats every 8
        #expect(TestSupport.rgba(a, 5, 1) == [0, 255, 0, 255])
        #expect(TestSupport.rgba(b, 5, 1) == [255, 0, 0, 255])    // shifted by 4
        #expect(TestSupport.rgba(b, 1, 1) == [0, 255, 0, 255])
        #expect(TestSupport.rgba(a, 1, 5) == [0, 0, 255, 255])
    }

    @Test func tiledImageSourceRectAndScale() {
        let img = Image(pixmap: TestSupport.quadrantImage(cell: 4))
        // Only the white quadrant, tiled.
        let w = draw(.tiledImage(img, sourceRect: CGRect(x: 0.5, y: 0.5, width: 0.5, height: 0.5)))
        #expect(TestSupport.rgba(w, 13, 27) == [255, 255, 255, 255])
        // Scale 2: cells 8 wide.
        let s = draw(.tiledImage(img, scale: 2))
        #expect(TestSupport.rgba(s, 6, 6) == [255, 0, 0, 255])
        #expect(TestSupport.rgba(s, 10, 6) == [0, 255, 0, 255])
    }

    @Test func paletteUsesItsFirstLevelForShapes() {
        let p = draw(.palette([.color(.orange), .color(.blue)]))
        #expect(TestSupport.rgba(p, 5, 5) == [255, 149, 0, 255])
    }

    @Test func strokeTakesShadingsToo() {
        let p = TestSupport.render(40, 40) { context, _ in
            context.stroke(Path(CGRect(x: 10, y: 10, width: 20, height: 20)),
                           with: .tiledImage(Image(pixmap: TestSupport.quadrantImage(cell: 4))), lineWidth: 4)
        }
        #expect(TestSupport.rgba(p, 20, 20)[3] == 0)
        #expect(TestSupport.rgba(p, 9, 20)[3] == 255)
    }

    @Test func hairlineStrokeKeepsTheTilePhaseUnderAScale() {
        // Hairlines are outlined in device space; the tiles must still follow user space.
        let p = TestSupport.render(40, 40) { context, _ in
            context.scaleBy(x: 2, y: 2)
            context.stroke(Path { $0.move(to: CGPoint(x: 0, y: 1.25)); $0.addLine(to: CGPoint(x: 20, y: 1.25)) },
                           with: .tiledImage(Image(pixmap: TestSupport.quadrantImage(cell: 4))), lineWidth: 0)
        }
        // User x 0…4 is red, 4…8 green: device x 0…8 red, 8…16 green on the hairline (device y 2…3);
        // tiles taken in device space would put green at x 6 and red at x 10.
        #expect(TestSupport.rgba(p, 6, 2)[0] > 200 && TestSupport.rgba(p, 6, 2)[1] < 60)
        #expect(TestSupport.rgba(p, 10, 2)[1] > 200 && TestSupport.rgba(p, 10, 2)[0] < 60)
    }
}
