import Foundation
import Limner
import Testing

/// `LayerView`: a layer tree inside a view, sized by the root layer's bounds; and the
/// README's Core Animation example.
@Suite struct LayerViewTests {
    @Test func layerViewDrawsTheTreeAtItsBoundsSize() throws {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
        let dot = CAShapeLayer()
        dot.path = UIBezierPath(ovalIn: CGRect(x: 20, y: 0, width: 20, height: 20)).cgPath
        dot.fillColor = UIColor.red.cgColor
        root.addSublayer(dot)
        let renderer = ImageRenderer(content: LayerView(root).background(Color.white))
        let pixmap = try #require(renderer.pixmap)
        #expect(pixmap.width == 40 && pixmap.height == 20)
        let inside = pixmap.pixel(x: 30, y: 10), outside = pixmap.pixel(x: 5, y: 10)
        #expect(inside.r == 255 && inside.g == 0 && inside.a == 255)
        #expect(outside.r == 255 && outside.g == 255)
    }

    @Test func readmeLayerExample() throws {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        let photo = CALayer()
        photo.frame = root.bounds
        photo.backgroundColor = UIColor.blue.cgColor
        let circle = CAShapeLayer()
        circle.path = UIBezierPath(ovalIn: root.bounds).cgPath
        photo.mask = circle
        root.addSublayer(photo)
        let squash = CABasicAnimation(keyPath: "path")
        squash.toValue = UIBezierPath(ovalIn: CGRect(x: 20, y: 0, width: 160, height: 220)).cgPath
        squash.duration = 1
        squash.timingFunction = CAMediaTimingFunction(name: .easeOut)
        circle.add(squash, forKey: nil)
        let host = LayerHost(rootLayer: root)
        let start = try host.render(at: 0), later = try host.render(at: 0.5, scale: 2)
        #expect(start.pixel(x: 3, y: 100).a == 255)          // the full circle reaches the edge
        #expect(later.width == 400)
        #expect(later.pixel(x: 10, y: 200).a == 0)           // squashed inward by then
        #expect(later.pixel(x: 200, y: 396).a == 255)        // still drawn near the bottom
    }
}
