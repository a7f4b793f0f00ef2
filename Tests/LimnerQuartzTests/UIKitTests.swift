import Foundation
import Testing
@testable import LimnerQuartz
@testable import LimnerUIKit
import LimnerGeometry

/// The UIKit core: geometry through the layer, block and spring animations with
/// completion chaining, window appearance, labels.
@Suite struct UIKitTests {
    final class Controller: UIViewController {
        var log: [String] = []
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        override func viewDidLoad() { view.addSubview(box); log.append("load") }
        override func viewDidAppear(_ animated: Bool) { log.append("appear \(CACurrentMediaTime())") }
    }

    func window(_ controller: UIViewController) -> (LayerHost, UIWindow) {
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        w.rootViewController = controller
        w.makeKeyAndVisible()
        return (LayerHost(rootLayer: w.layer), w)
    }

    @Test func viewGeometryIsTheLayers() {
        let v = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(v.center == CGPoint(x: 25, y: 40))
        #expect(v.layer.position == v.center && v.bounds.size == CGSize(width: 30, height: 40))
        v.center = CGPoint(x: 100, y: 100)
        #expect(v.frame == CGRect(x: 85, y: 80, width: 30, height: 40))
        v.alpha = 0.5
        #expect(v.layer.opacity == 0.5)
        v.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(v.frame.size == CGSize(width: 60, height: 80))
    }

    @Test func appearanceAndPlainChangesDoNotAnimate() {
        let c = Controller()
        let (host, _) = window(c)        // the host keeps the window alive
        _ = host.displayList(at: 0)
        #expect(c.log == ["load", "appear 0.0"])
        c.box.center = CGPoint(x: 90, y: 50)
        #expect(c.box.layer.animationKeys() == nil)
    }

    @Test func animateBlockMovesWithEaseInOutAndCompletes() {
        let c = Controller()
        let (host, _) = window(c)
        _ = host.displayList(at: 0)
        var finishedAt: Double?
        UIView.animate(withDuration: 1, animations: { c.box.center = CGPoint(x: 110, y: 10) },
                       completion: { finished in if finished { finishedAt = CACurrentMediaTime() } })
        #expect(c.box.center == CGPoint(x: 110, y: 10))      // the model changes at once
        let x = c.box.layer.presentation(at: 0.25).position.x
        let expected = 10 + 100 * CubicTimingCurve.easeInOut.value(at: 0.25)
        #expect(abs(x - expected) < 1e-9)
        host.advance(to: 2)
        #expect(finishedAt == 1)
    }

    @Test func springWithDelayChainsLikeTheChapter() {
        let c = Controller()
        let (host, _) = window(c)
        _ = host.displayList(at: 0)
        let start = c.box.center
        let target = CGPoint(x: 150, y: 10)
        var bounces = 0
        func bounce() {
            UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0,
                           animations: { c.box.center = target }, completion: { _ in })
            UIView.animate(withDuration: 1, delay: 1, usingSpringWithDamping: 0.7, initialSpringVelocity: 1,
                           animations: { c.box.center = start },
                           completion: { _ in
                               bounces += 1
                               LayerHost.schedule(after: 0.1) { if bounces < 3 { bounce() } }
                           })
        }
        bounce()
        // During the delay the second animation holds its start, so the first shows.
        let omega = DampedOscillator.angularFrequency(settlingDuration: 1, dampingRatio: 0.8)
        let spring = DampedOscillator(mass: 1, stiffness: omega * omega, damping: 2 * 0.8 * omega)
        let p = 1 + spring.position(at: 0.3, initialDisplacement: -1, initialVelocity: 0)
        let x = c.box.layer.presentation(at: 0.3).position.x
        #expect(abs(x - (start.x + (target.x - start.x) * p)) < 1e-6)
        #expect(abs(c.box.layer.presentation(at: 1).position.x - target.x) < 0.2)   // settled to 0.1 %
        #expect(abs(c.box.layer.presentation(at: 2).position.x - start.x) < 0.2)
        host.advance(to: 2.05)
        #expect(bounces == 1)
        host.advance(to: 2.2)
        // The second bounce began at 2.1.
        #expect(c.box.layer.presentation(at: 2.2).position.x > start.x + 1)
        host.advance(to: 10)
        #expect(bounces == 3)
    }

    @Test func labelDrawsCentredText() throws {
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
        let label = UILabel(frame: w.bounds)
        label.text = "Ray"
        label.font = UIFont(name: "ArialRoundedMTBold", size: 20)
        label.textAlignment = .center
        w.addSubview(label)
        let p = try LayerHost(rootLayer: w.layer).render(at: 0)
        var dark = 0, darkLeft = 0
        for y in 0..<40 { for x in 0..<120 where Q.rgba(p, x, y)[0] < 100 { dark += 1; if x < 30 { darkLeft += 1 } } }
        #expect(dark > 50)
        #expect(darkLeft == 0)              // centred: nothing at the far left
        #expect(label.sizeThatFits(CGSize(width: 1000, height: 1000)).width > 20)
    }

    @Test func bezierPathsHaveCoreGraphicsStructure() {
        let oval = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(Path(oval.cgPath).verbs == [.move, .cubic, .cubic, .cubic, .cubic, .close])
        let rect = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(Path(rect.cgPath).verbs == [.move, .line, .line, .line, .close])
        #expect(UIColor.white.cgColor == CGColor(gray: 1, alpha: 1))
    }
}

@Suite struct UIKitEmojiTests {
    @Test func labelsDrawColourEmoji() throws {
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 120, height: 50))
        let label = UILabel(frame: w.bounds)
        label.text = "Hi 🎉"
        label.font = UIFont.systemFont(ofSize: 30)
        w.addSubview(label)
        let p = try LayerHost(rootLayer: w.layer).render(at: 0)
        var colourful = 0
        for y in 0..<p.height { for x in 0..<p.width {
            let c = Q.rgba(p, x, y)
            if c[3] > 200, max(c[0], c[1], c[2]) - min(c[0], c[1], c[2]) > 60 { colourful += 1 }
        } }
        #expect(colourful > 100)
    }
}
