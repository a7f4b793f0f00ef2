import Foundation
import Testing
@testable import LimnerGraphics

/// Each filter on pixels, and their ordering.
@Suite struct FilterTests {
    let square = Path(CGRect(x: 10, y: 10, width: 20, height: 20))

    func draw(_ filters: [GraphicsContext.Filter], options: GraphicsContext.FilterOptions = [],
              color: Color = Color(red: 0.8, green: 0.4, blue: 0.2)) -> Pixmap {
        TestSupport.render(40, 40) { context, _ in
            for f in filters { context.addFilter(f, options: options) }
            context.fill(square, with: .color(color))
        }
    }

    @Test func blurSpreadsWithSigmaInPoints() {
        let p = draw([.blur(radius: 2)])
        // First pixel inside the edge, centre 0.5 pt in: Φ(0.25) = 0.599 → 153.
        let edge = TestSupport.rgba(p, 10, 20)[3]
        #expect(abs(edge - 153) <= 6)
        #expect(TestSupport.rgba(p, 6, 20)[3] > 0)       // 2σ outside
        #expect(TestSupport.rgba(p, 20, 20)[3] == 255)
        #expect(TestSupport.rgba(p, 2, 20)[3] == 0)      // beyond 3σ + a pixel
        // Scaled context: the radius scales with it.
        let scaled = TestSupport.render(40, 40) { context, _ in
            context.scaleBy(x: 2, y: 2)
            context.addFilter(.blur(radius: 1))
            context.fill(Path(CGRect(x: 5, y: 5, width: 10, height: 10)), with: .color(Color(red: 0.8, green: 0.4, blue: 0.2)))
        }
        #expect(TestSupport.difference(p, scaled).max <= 2)
    }

    @Test func blurOpaqueFillsTheLayer() {
        let p = draw([.blur(radius: 2, options: .opaque)])
        #expect(TestSupport.rgba(p, 8, 20)[3] == 255)
    }

    @Test func blurAddedAfterAFillDoesNotBlurIt() {
        let p = TestSupport.render(40, 40) { context, _ in
            context.fill(square, with: .color(.black))
            context.addFilter(.blur(radius: 3))
        }
        #expect(TestSupport.rgba(p, 9, 20)[3] == 0)
        #expect(TestSupport.rgba(p, 10, 20)[3] == 255)
    }

    @Test func filtersApplyLastAddedFirst() {
        // SwiftUI's order: the filter added last runs first. Added threshold then blur: the
        // blur is thresholded, hard edges (the metaball idiom). Added blur then threshold:
        // the threshold is blurred, soft edges.
        let thresholdThenBlur = draw([.blur(radius: 2), .alphaThreshold(min: 0.5)])
        let blurThenThreshold = draw([.alphaThreshold(min: 0.5), .blur(radius: 2)])
        let a = TestSupport.rgba(thresholdThenBlur, 9, 20)[3], b = TestSupport.rgba(blurThenThreshold, 9, 20)[3]
        #expect(a > 0 && a < 255)
        #expect(b == 0 || b == 255)
        #expect(TestSupport.difference(thresholdThenBlur, blurThenThreshold).count > 20)
    }

    @Test func shadowIsDrawnBelowAndOffset() {
        let p = TestSupport.render(40, 40) { context, _ in
            context.addFilter(.shadow(color: .black, radius: 0, x: 5, y: 5))
            context.fill(square, with: .color(.white))
        }
        #expect(TestSupport.rgba(p, 20, 20) == [255, 255, 255, 255])
        #expect(TestSupport.rgba(p, 32, 32) == [0, 0, 0, 255])
        #expect(TestSupport.rgba(p, 8, 8)[3] == 0)
        let only = TestSupport.render(40, 40) { context, _ in
            context.addFilter(.shadow(color: .black, radius: 0, x: 5, y: 5, options: .shadowOnly))
            context.fill(square, with: .color(.white))
        }
        #expect(TestSupport.rgba(only, 20, 20) == [0, 0, 0, 255])
        #expect(TestSupport.rgba(only, 12, 12)[3] == 0)
    }

    @Test func shadowDefaultColorIsLinearBlackAt33Percent() {
        let p = TestSupport.render(40, 40) { context, _ in
            context.addFilter(.shadow(radius: 0, x: 12, y: 0))
            context.fill(square, with: .color(.white))
        }
        #expect(TestSupport.close(TestSupport.rgba(p, 35, 20), [0, 0, 0, 84], 1))
    }

    @Test func innerShadowStaysInside() {
        let p = TestSupport.render(40, 40) { context, _ in
            context.addFilter(.shadow(color: .black, radius: 1, x: 3, y: 3, blendMode: .sourceAtop,
                                      options: [.shadowAbove, .invertsAlpha]))
            context.fill(square, with: .color(.white))
        }
        #expect(TestSupport.rgba(p, 11, 11)[0] < 128)     // darkened inside the top-left edge
        #expect(TestSupport.rgba(p, 28, 28)[0] == 255)
        #expect(TestSupport.rgba(p, 32, 32)[3] == 0)      // nothing outside
    }

    @Test func colorMatrixFamilyMatchesFormulas() {
        func center(_ f: GraphicsContext.Filter, options: GraphicsContext.FilterOptions = []) -> [Int] {
            TestSupport.rgba(draw([f], options: options), 20, 20)
        }
        // Source 204, 102, 51.
        #expect(TestSupport.close(center(.colorInvert()), [51, 153, 204, 255]))
        #expect(TestSupport.close(center(.brightness(0.2)), [255, 153, 102, 255]))
        #expect(TestSupport.close(center(.contrast(0)), [128, 128, 128, 255]))
        let grey = center(.grayscale(1))
        #expect(grey[0] == grey[1] && grey[1] == grey[2])
        #expect(TestSupport.close(center(.saturation(1)), [204, 102, 51, 255]))
        let desat = center(.saturation(0))
        #expect(desat[0] == desat[1] && desat[1] == desat[2])
        #expect(TestSupport.close(center(.hueRotation(.degrees(360))), [204, 102, 51, 255]))
        #expect(center(.hueRotation(.degrees(180)))[2] > 150)
        #expect(TestSupport.close(center(.colorMultiply(Color(red: 0.5, green: 1, blue: 0))), [102, 102, 0, 255]))
        let lum = center(.luminanceToAlpha)
        // 0.2125·0.8 + 0.7154·0.4 + 0.0721·0.2 = 0.4726 → alpha 121, colour black.
        #expect(TestSupport.close(lum, [0, 0, 0, 121], 1))
        var m = ColorMatrix()
        m.r1 = 0; m.r3 = 1; m.b1 = 1; m.b3 = 0
        #expect(TestSupport.close(center(.colorMatrix(m)), [51, 102, 204, 255]))
        // Linear colour changes the result of a non-linear-neutral filter.
        #expect(center(.saturation(0), options: .linearColor) != center(.saturation(0)))
    }

    @Test func alphaThresholdPaintsTheColor() {
        let p = TestSupport.render(40, 40) { context, _ in
            context.addFilter(.alphaThreshold(min: 0.4, max: 0.6, color: .green))
            context.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 40)), with: .color(.black.opacity(0.5)))
            context.fill(Path(CGRect(x: 20, y: 0, width: 20, height: 40)), with: .color(.black))
        }
        #expect(TestSupport.rgba(p, 10, 10) == [52, 199, 89, 255])
        #expect(TestSupport.rgba(p, 30, 10)[3] == 0)
    }

    @Test func projectionTransformMovesThePixels() {
        let p = draw([.projectionTransform(ProjectionTransform(CGAffineTransform(translationX: 5, y: 0)))])
        #expect(TestSupport.rgba(p, 12, 20)[3] == 0)
        #expect(TestSupport.rgba(p, 33, 20)[3] == 255)
        var persp = ProjectionTransform()
        persp.m13 = 0.01
        let q = draw([.projectionTransform(persp)])
        #expect(TestSupport.difference(q, draw([])).count > 50)
    }

    @Test func everyFilterRoundTripsThroughTheDescription() {
        let list = TestSupport.record { context, _ in
            context.addFilter(.colorMultiply(.red))
            context.addFilter(.alphaThreshold(min: 0.5))
            context.addFilter(.projectionTransform(ProjectionTransform()))
            context.addFilter(.luminanceToAlpha)
            context.fill(square, with: .color(.black))
        }
        #expect(list.description.contains("filters [luminanceToAlpha, projection[1 0 0 0 1 0 0 0 1], alphaThreshold(0.5…1 #000000FF), colorMultiply(#FF3B30FF)]"))
    }
}
