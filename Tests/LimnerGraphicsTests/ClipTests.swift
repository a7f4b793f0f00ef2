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
