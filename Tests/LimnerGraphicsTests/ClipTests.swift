import Foundation
import Testing
@testable import LimnerGraphics

/// Clips, inverse clips and clipToLayer on pixels.
@Suite struct ClipTests {
    let all = Path(CGRect(x: 0, y: 0, width: 20, height: 20))

    @Test func clipKeepsTheInside() {
        let p = TestSupport.render(20, 20) { context, _ in
            context.clip(to: Path(CGRect(x: 5, y: 5, width: 10, height: 10)))
            context.fill(all, with: .color(.black))
        }
        #expect(TestSupport.rgba(p, 10, 10)[3] == 255)
        #expect(TestSupport.rgba(p, 2, 10)[3] == 0)
    }

    @Test func inverseClipKeepsTheOutside() {
        let p = TestSupport.render(20, 20) { context, _ in
            context.clip(to: Path(CGRect(x: 5, y: 5, width: 10, height: 10)), options: .inverse)
            context.fill(all, with: .color(.black))
        }
        #expect(TestSupport.rgba(p, 10, 10)[3] == 0)
        #expect(TestSupport.rgba(p, 2, 10)[3] == 255)
    }

    @Test func evenOddClipMakesAHole() {
        var ring = Path(CGRect(x: 0, y: 0, width: 20, height: 20))
        ring.addRect(CGRect(x: 5, y: 5, width: 10, height: 10))
        let p = TestSupport.render(20, 20) { context, _ in
            context.clip(to: ring, style: FillStyle(eoFill: true))
            context.fill(all, with: .color(.black))
        }
        #expect(TestSupport.rgba(p, 10, 10)[3] == 0)
        #expect(TestSupport.rgba(p, 2, 2)[3] == 255)
    }

    @Test func clipsIntersectAndAreAntialiased() {
        let p = TestSupport.render(20, 20) { context, _ in
            context.clip(to: Path(CGRect(x: 0, y: 0, width: 10.5, height: 20)))
            context.clip(to: Path(CGRect(x: 0, y: 5, width: 20, height: 20)))
            context.fill(all, with: .color(.black))
        }
        #expect(TestSupport.rgba(p, 5, 10)[3] == 255)
        #expect(TestSupport.rgba(p, 5, 2)[3] == 0)
        #expect(abs(TestSupport.rgba(p, 10, 10)[3] - 128) <= 1)
    }

    /// A clip to an axis-aligned rectangle on whole device pixels (what `.clipped()` of a view
    /// on the pixel grid records) is applied as a rectangle, without a coverage mask: it must
    /// draw exactly what the same rectangle traced as a general path (with an extra point on
    /// its top edge, so it goes through the mask) draws. A rectangle covering the whole canvas
    /// must draw what no clip draws.
    @Test func pixelAlignedRectangleClipsDrawAsTheirCoverageDoes() {
        func scene(_ clip: Path?, scale: CGFloat) -> Pixmap {
            TestSupport.render(40, 30, scale: scale) { context, size in
                if let clip { context.clip(to: clip) }
                context.fill(Path(CGRect(origin: .zero, size: size)),
                             with: .linearGradient(Gradient(colors: [.orange, .purple]), startPoint: .zero,
                                                   endPoint: CGPoint(x: 40, y: 30)))
                context.draw(Text("Clip").font(.system(size: 14, weight: .bold)), at: CGPoint(x: 20, y: 15))
                context.stroke(Path(ellipseIn: CGRect(x: -4, y: 6, width: 30, height: 30)), with: .color(.blue), lineWidth: 3)
            }
        }
        func traced(_ r: CGRect) -> Path {
            var p = Path()
            p.move(to: CGPoint(x: r.minX, y: r.minY))
            p.addLine(to: CGPoint(x: r.midX, y: r.minY))
            p.addLine(to: CGPoint(x: r.maxX, y: r.minY))
            p.addLine(to: CGPoint(x: r.maxX, y: r.maxY))
            p.addLine(to: CGPoint(x: r.minX, y: r.maxY))
            p.closeSubpath()
            return p
        }
        let cases: [(CGRect, CGFloat)] = [
            (CGRect(x: 3, y: 4, width: 30, height: 20), 1),
            (CGRect(x: 1.5, y: 2, width: 20.5, height: 11), 2),     // whole pixels at scale 2
            (CGRect(x: 1.25, y: 2, width: 20, height: 11), 1),      // not whole: the mask path
        ]
        for (rect, scale) in cases {
            let fast = scene(Path(rect), scale: scale)
            #expect(fast == scene(traced(rect), scale: scale), "\(rect) at \(scale)")
            // The clip really clips: outside it nothing is drawn.
            #expect(TestSupport.rgba(fast, 0, 0)[3] == 0)
        }
        let canvas = Path(CGRect(x: 0, y: 0, width: 40, height: 30))
        #expect(scene(canvas, scale: 1) == scene(nil, scale: 1))
        #expect(scene(canvas, scale: 2) == scene(nil, scale: 2))
    }

    @Test func clipToLayerUsesTheLayersAlpha() {
        let p = TestSupport.render(20, 20) { context, _ in
            context.clipToLayer(opacity: 1) { layer in
                layer.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 20)), with: .color(.black.opacity(0.5)))
                layer.fill(Path(CGRect(x: 10, y: 0, width: 10, height: 20)), with: .color(.red))
            }
            context.fill(all, with: .color(.blue))
        }
        #expect(TestSupport.close(TestSupport.rgba(p, 5, 5), [0, 61, 128, 128], 1))
        #expect(TestSupport.rgba(p, 15, 5) == [0, 122, 255, 255])   // colour of the layer ignored
    }

    @Test func clipToLayerOpacityAndInverse() {
        let p = TestSupport.render(20, 20) { context, _ in
            context.clipToLayer(opacity: 0.5, options: .inverse) { layer in
                layer.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 20)), with: .color(.black))
            }
            context.fill(all, with: .color(.black))
        }
        #expect(TestSupport.close(TestSupport.rgba(p, 5, 5), [0, 0, 0, 128], 1))
        #expect(TestSupport.rgba(p, 15, 5)[3] == 255)
    }

    @Test func clipAppliesToTextImagesAndFilteredDraws() {
        let p = TestSupport.render(40, 20) { context, _ in
            context.clip(to: Path(CGRect(x: 0, y: 0, width: 20, height: 20)))
            context.draw(Image(pixmap: TestSupport.quadrantImage(cell: 10)), in: CGRect(x: 0, y: 0, width: 40, height: 20))
            var blurred = context
            blurred.addFilter(.blur(radius: 1))
            blurred.fill(Path(CGRect(x: 0, y: 0, width: 40, height: 20)), with: .color(.black))
        }
        #expect(TestSupport.rgba(p, 30, 10)[3] == 0)
        #expect(TestSupport.rgba(p, 10, 10)[3] == 255)
    }
}
