import Foundation
import Testing
@testable import LimnerGraphics
import LimnerRaster

/// Opacity and every blend mode reaching the pixels.
@Suite struct BlendAndOpacityTests {
    @Test func blendModeRawValuesAreCGBlendMode() {
        #expect(GraphicsContext.BlendMode.allCases.count == 28)
        #expect(GraphicsContext.BlendMode.plusLighter.rawValue == 27)
        #expect(GraphicsContext.BlendMode.clear.rawValue == 16)
        #expect(GraphicsContext.BlendMode.xor.rawValue == 25)
    }

    /// A drawing mode prints the name of the rasterizer's mode it converts to (same raw value),
    /// so the two vocabularies agree name for name; other raw values print as themselves.
    @Test func blendModeNamesAreTheRasterizersNames() {
        for mode in GraphicsContext.BlendMode.allCases {
            #expect(mode.description == "\(mode.raster)")
        }
        #expect(GraphicsContext.BlendMode.destinationAtop.description == "destinationAtop")
        #expect(GraphicsContext.BlendMode(rawValue: 28).description == "blendMode(28)")
        #expect(GraphicsContext.BlendMode(rawValue: -1).description == "blendMode(-1)")
    }

    /// Destination: opaque-ish teal; source: half-transparent orange, drawn with each mode.
    @Test(arguments: GraphicsContext.BlendMode.allCases)
    func everyBlendModeMatchesTheReferenceFormula(mode: GraphicsContext.BlendMode) {
        let dst = RGBAColor(red: 0.2, green: 0.6, blue: 0.7, alpha: 0.8)
        let src = RGBAColor(red: 0.9, green: 0.5, blue: 0.1, alpha: 0.6)
        let p = TestSupport.render(8, 8) { context, _ in
            context.fill(Path(CGRect(x: 0, y: 0, width: 8, height: 8)), with: .color(Color(dst)))
            context.blendMode = mode
            context.fill(Path(CGRect(x: 0, y: 0, width: 4, height: 8)), with: .color(Color(src)))
        }
        let d = PremultipliedPixel.from(dst), s = PremultipliedPixel.from(src)
        let expected = ReferenceCompositor.pixel(ReferenceCompositor.blend(
            mode.raster, source: ReferenceCompositor.color(s), destination: ReferenceCompositor.color(d)))
        var got: UInt32 = 0
        p.withUnsafePixels { got = $0[2 * p.rowStride + 1] }
        for shift in [0, 8, 16, 24] {
            let a = Int((got >> UInt32(shift)) & 0xFF), b = Int((expected >> UInt32(shift)) & 0xFF)
            #expect(abs(a - b) <= 2, "\(mode) channel \(shift / 8): \(a) vs \(b)")
        }
        // Outside the source rectangle nothing changed (even for unbounded modes on a path fill).
        #expect(TestSupport.close(TestSupport.rgba(p, 6, 2), [41, 122, 143, 204], 1))
    }

    @Test func opacityMultipliesAlpha() {
        let p = TestSupport.render(4, 4) { context, _ in
            context.opacity = 0.5
            context.fill(Path(CGRect(x: 0, y: 0, width: 4, height: 4)), with: .color(.black))
        }
        #expect(TestSupport.close(TestSupport.rgba(p, 1, 1), [0, 0, 0, 128], 1))
    }

    @Test func drawLayerCompositesOnceWhilePlainDrawsOverlap() {
        // Two overlapping opaque squares at opacity 0.5: drawn separately the overlap is
        // darker; inside drawLayer it is flattened first.
        let a = Path(CGRect(x: 0, y: 0, width: 6, height: 4)), b = Path(CGRect(x: 2, y: 0, width: 6, height: 4))
        let separate = TestSupport.render(8, 4) { context, _ in
            context.opacity = 0.5
            context.fill(a, with: .color(.black)); context.fill(b, with: .color(.black))
        }
        let layered = TestSupport.render(8, 4) { context, _ in
            context.opacity = 0.5
            context.drawLayer { layer in
                layer.fill(a, with: .color(.black)); layer.fill(b, with: .color(.black))
            }
        }
        #expect(abs(TestSupport.rgba(separate, 4, 2)[3] - 191) <= 1)  // 0.75, 8-bit rounding
        #expect(TestSupport.rgba(layered, 4, 2)[3] == 128)
        #expect(TestSupport.rgba(layered, 1, 2)[3] == 128)
    }

    @Test func groupWithoutBoundaryPassesOpacityToEachItem() throws {
        let inner = DisplayList([
            .fill(DisplayList.Fill(path: Path(CGRect(x: 0, y: 0, width: 6, height: 4)), paint: .color(.black))),
            .fill(DisplayList.Fill(path: Path(CGRect(x: 2, y: 0, width: 6, height: 4)), paint: .color(.black))),
        ])
        let pass = DisplayList([.group(DisplayList.Group(content: inner, opacity: 0.5))])
        let flat = DisplayList([.group(DisplayList.Group(content: inner, opacity: 0.5, isCompositingBoundary: true))])
        let r = DisplayListRenderer()
        #expect(abs(TestSupport.rgba(try r.render(pass, size: CGSize(width: 8, height: 4)), 4, 2)[3] - 191) <= 1)
        #expect(TestSupport.rgba(try r.render(flat, size: CGSize(width: 8, height: 4)), 4, 2)[3] == 128)
    }
}
