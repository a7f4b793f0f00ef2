import Foundation
import Testing
@testable import Limner

/// `GraphicsContext.Shading.style(_:)`: a view-layer `ShapeStyle` drawing through a
/// `GraphicsContext`, unit-space geometry mapped onto what is drawn.
@Suite struct ShadingStyleTests {
    func record(_ draw: (inout GraphicsContext, CGSize) -> Void) -> String {
        CanvasRenderer(size: CGSize(width: 100, height: 100)).displayList(draw).description
    }

    func pixel(_ p: Pixmap, _ x: Int, _ y: Int) -> [Int] {
        let v = p.pixel(x: x, y: y)
        return [Int(v.r), Int(v.g), Int(v.b), Int(v.a)]
    }

    @Test func colorStyleIsTheColor() {
        let rect = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        let styled = record { c, _ in c.fill(rect, with: .style(.red)) }
        let plain = record { c, _ in c.fill(rect, with: .color(.red)) }
        #expect(styled == plain)
        #expect(styled.contains("color(#FF3B30FF)"))
    }

    @Test func unitPointsMapOntoThePathsBounds() {
        let gradient = LinearGradient(colors: [.black, .white], startPoint: .leading, endPoint: .trailing)
        let list = record { c, _ in
            c.fill(Path(CGRect(x: 10, y: 20, width: 40, height: 10)), with: .style(gradient))
            c.stroke(Path(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 60)), with: .style(gradient), lineWidth: 2)
        }
        #expect(list.contains("linearGradient((10, 25) → (50, 25)"))
        #expect(list.contains("linearGradient((0, 30) → (20, 30)"))
    }

    @Test func foregroundStyleFollowsTheContextEnvironment() {
        let list = record { c, _ in
            c.environment.foregroundColor = .green
            c.fill(Path(CGRect(x: 0, y: 0, width: 4, height: 4)), with: .style(.foreground))
        }
        #expect(list.contains("color(#34C759FF)"))
    }

    @Test func ellipticalGradientStretchesToTheRectangle() {
        // A 40×20 rectangle: the gradient's 0.5 radius reaches both the left/right and the
        // top/bottom edges, so points at equal fractions along each axis get one colour.
        let style = EllipticalGradient(colors: [.white, .black])
        let p = CanvasRenderer(size: CGSize(width: 40, height: 20)).render { c, size in
            c.fill(Path(CGRect(origin: .zero, size: size)), with: .style(style))
        }
        let alongX = pixel(p, 30, 10), alongY = pixel(p, 20, 15)   // both half-way to an edge
        #expect(abs(alongX[0] - alongY[0]) <= 8)
        // Near the centre: white, less the first steps of an OKLab mix toward black (a style
        // interpolates perceptually, as SwiftUI's do).
        #expect(pixel(p, 20, 10)[0] > 230)
        #expect(pixel(p, 0, 10)[0] < 20)
    }

    @Test func textTakesAStyleOverItsFrame() {
        let p = CanvasRenderer(size: CGSize(width: 200, height: 60)).render { c, size in
            var text = c.resolve(Text("MMMMMMMM").font(.system(size: 30)))
            text.shading = .style(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))
            c.draw(text, at: CGPoint(x: size.width / 2, y: size.height / 2))
        }
        // Red at the left of the text, blue at the right.
        var left: [Int]?, right: [Int]?
        for x in 0..<200 where left == nil { for y in 0..<60 where pixel(p, x, y)[3] == 255 { left = pixel(p, x, y); break } }
        for x in (0..<200).reversed() where right == nil { for y in 0..<60 where pixel(p, x, y)[3] == 255 { right = pixel(p, x, y); break } }
        let l = try! #require(left), r = try! #require(right)
        #expect(l[0] > l[2] && r[2] > r[0])
    }

    @Test func imageTintTakesAStyle() {
        var pixels = try! Pixmap(width: 4, height: 4)
        for y in 0..<4 { for x in 0..<4 { pixels.setPixel(x: x, y: y, r: 0, g: 0, b: 0, a: 255) } }
        let image = Image(pixmap: pixels).renderingMode(.template)
        let p = CanvasRenderer(size: CGSize(width: 4, height: 4)).render { c, _ in
            var resolved = c.resolve(image)
            resolved.shading = .style(Color.green)
            c.draw(resolved, in: CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        #expect(pixel(p, 1, 1) == [52, 199, 89, 255])
    }
}
