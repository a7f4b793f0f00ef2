import Foundation
import Testing
@testable import LimnerQuartz
import LimnerGraphics
import LimnerRaster

/// Layer trees on pixels: background, corner radius, border, masksToBounds, mask layers,
/// shape fill and stroke, contents, group opacity. Tolerance: pixels well inside or outside
/// an edge (≥ 2 px away) are compared exactly or within 2 levels for blended colours.
@Suite struct LayerPixelTests {
    func render(_ root: CALayer, at t: Double = 0) throws -> Pixmap {
        try LayerHost(rootLayer: root).render(at: t)
    }

    func root(_ w: CGFloat = 100, _ h: CGFloat = 100) -> CALayer {
        let r = CALayer()
        r.frame = CGRect(x: 0, y: 0, width: w, height: h)
        return r
    }

    @Test func backgroundWithCornerRadiusAndBorder() throws {
        let r = root()
        let box = CALayer()
        box.frame = CGRect(x: 10, y: 10, width: 80, height: 80)
        box.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        box.cornerRadius = 20
        box.borderWidth = 4
        box.borderColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        r.addSublayer(box)
        let p = try render(r)
        #expect(Q.rgba(p, 50, 50) == [255, 0, 0, 255])
        #expect(Q.rgba(p, 50, 11) == [0, 0, 255, 255])       // border, inside the bounds
        #expect(Q.rgba(p, 50, 15) == [255, 0, 0, 255])       // inside the border
        #expect(Q.rgba(p, 12, 12)[3] == 0)                   // rounded corner cut away
        #expect(Q.rgba(p, 5, 50)[3] == 0)
    }

    @Test func masksToBoundsClipsSublayersToTheRoundedBounds() throws {
        let r = root()
        let clip = CALayer()
        clip.frame = CGRect(x: 20, y: 20, width: 60, height: 60)
        clip.cornerRadius = 30
        let big = CALayer()
        big.frame = CGRect(x: -20, y: -20, width: 100, height: 100)
        big.backgroundColor = CGColor(gray: 0, alpha: 1)
        clip.addSublayer(big)
        r.addSublayer(clip)
        let open = try render(r)
        #expect(Q.rgba(open, 5, 5)[3] == 255)                // not clipped yet: overflows
        clip.masksToBounds = true
        let clipped = try render(r)
        #expect(Q.rgba(clipped, 5, 5)[3] == 0)
        #expect(Q.rgba(clipped, 23, 23)[3] == 0)             // outside the circle of radius 30
        #expect(Q.rgba(clipped, 50, 50)[3] == 255)
        #expect(Q.rgba(clipped, 50, 22)[3] == 255)
    }

    @Test func shapeLayerMaskKeepsOnlyTheCircle() throws {
        let r = root()
        let photo = CALayer()
        photo.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        photo.backgroundColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
        let mask = CAShapeLayer()
        mask.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100), transform: nil)
        mask.position = CGPoint(x: 0, y: 10)      // the mask lives in the masked layer's space
        photo.mask = mask
        r.addSublayer(photo)
        let p = try render(r)
        #expect(Q.rgba(p, 50, 60) == [0, 255, 0, 255])
        #expect(Q.rgba(p, 50, 5)[3] == 0)           // above the shifted circle
        #expect(Q.rgba(p, 50, 105 - 7)[3] == 255)    // the circle reaches y = 110, clipped by the frame at 100
        #expect(Q.rgba(p, 3, 3)[3] == 0)
        #expect(Q.rgba(p, 97, 97)[3] == 0)
    }

    @Test func shapeFillStrokeAndStrokeEnd() throws {
        let r = root()
        let s = CAShapeLayer()
        s.path = CGPath(rect: CGRect(x: 20, y: 20, width: 60, height: 60), transform: nil)
        s.fillColor = nil
        s.strokeColor = CGColor(gray: 0, alpha: 1)
        s.lineWidth = 6
        s.strokeEnd = 0.5                         // top and right edges only
        r.addSublayer(s)
        let p = try render(r)
        #expect(Q.rgba(p, 50, 20)[3] == 255)
        #expect(Q.rgba(p, 80, 50)[3] == 255)
        #expect(Q.rgba(p, 50, 80)[3] == 0)
        #expect(Q.rgba(p, 20, 50)[3] == 0)
        #expect(Q.rgba(p, 50, 50)[3] == 0)
        let filled = CAShapeLayer()
        filled.path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        let r2 = root(20, 20)
        r2.addSublayer(filled)
        #expect(Q.rgba(try render(r2), 5, 5) == [0, 0, 0, 255])   // default fill: opaque black
    }

    @Test func groupOpacityFlattensTheSubtree() throws {
        let r = root()
        let parent = CALayer()
        parent.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        parent.opacity = 0.5
        for x in [10, 30] {
            let c = CALayer()
            c.frame = CGRect(x: CGFloat(x), y: 10, width: 40, height: 40)
            c.backgroundColor = CGColor(gray: 0, alpha: 1)
            parent.addSublayer(c)
        }
        r.addSublayer(parent)
        let p = try render(r)
        // The overlap is as light as the rest: one layer at 50 %, not two.
        #expect(abs(Q.rgba(p, 40, 30)[3] - 128) <= 2)
        #expect(abs(Q.rgba(p, 20, 30)[3] - 128) <= 2)
    }

    @Test func contentsGravityAndTransformAboutTheAnchor() throws {
        let pixels = try Pixmap(straightRGBA: [UInt8](repeating: 255, count: 4 * 4) .enumerated().map { $0.offset % 4 == 1 ? 0 : $0.element },
                                width: 2, height: 2)     // magenta 2 × 2
        let r = root()
        let image = CALayer()
        image.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
        image.contents = CGImage(pixmap: pixels)
        image.contentsGravity = .resizeAspect
        r.addSublayer(image)
        let p = try render(r)
        #expect(Q.rgba(p, 50, 25) == [255, 0, 255, 255])
        #expect(Q.rgba(p, 10, 25)[3] == 0)                  // fitted: 50 × 50 in the middle
        let r2 = root()
        let bar = CALayer()
        bar.frame = CGRect(x: 40, y: 10, width: 20, height: 80)
        bar.backgroundColor = CGColor(gray: 0, alpha: 1)
        bar.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 2))
        r2.addSublayer(bar)
        let q = try render(r2)
        #expect(Q.rgba(q, 15, 50)[3] == 255)                // turned about its centre (50, 50)
        #expect(Q.rgba(q, 50, 15)[3] == 0)
    }

    @Test func zPositionOrdersSiblingsAndGradientsFillTheBounds() throws {
        let r = root()
        let low = CALayer(), high = CALayer()
        for (l, gray) in [(high, 0.0), (low, 1.0)] {
            l.frame = CGRect(x: 10, y: 10, width: 40, height: 40)
            l.backgroundColor = CGColor(red: gray, green: 0, blue: 0, alpha: 1)
            r.addSublayer(l)
        }
        high.zPosition = 1                        // added first, drawn last
        let g = CAGradientLayer()
        g.frame = CGRect(x: 0, y: 60, width: 100, height: 40)
        g.colors = [CGColor(gray: 0, alpha: 1), CGColor(gray: 1, alpha: 1)]
        g.startPoint = CGPoint(x: 0, y: 0.5)
        g.endPoint = CGPoint(x: 1, y: 0.5)
        r.addSublayer(g)
        let p = try render(r)
        #expect(Q.rgba(p, 30, 30) == [0, 0, 0, 255])
        #expect(Q.rgba(p, 2, 80)[0] < 20)
        #expect(abs(Q.rgba(p, 50, 80)[0] - 128) <= 3)
        #expect(Q.rgba(p, 97, 80)[0] > 235)
    }

    @Test func shadowFollowsTheLayersAlphaWithItsOffset() throws {
        let r = root()
        let box = CALayer()
        box.frame = CGRect(x: 20, y: 20, width: 40, height: 40)
        box.backgroundColor = CGColor(gray: 1, alpha: 1)
        box.shadowOpacity = 1
        box.shadowRadius = 0
        box.shadowOffset = CGSize(width: 10, height: 10)
        r.addSublayer(box)
        let p = try render(r)
        #expect(Q.rgba(p, 65, 65) == [0, 0, 0, 255])     // the shadow, down and right
        #expect(Q.rgba(p, 40, 40) == [255, 255, 255, 255])
        #expect(Q.rgba(p, 15, 15)[3] == 0)
    }
}
