import Foundation
import Testing
@testable import LimnerQuartz
import LimnerGraphics

/// Bad input has defined results: no trap, no hang.
@Suite struct BadInputTests {
    @Test func nonFiniteGeometryIsNotDrawn() throws {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        for bad in [CGFloat.nan, .infinity] {
            let l = CALayer()
            l.position = CGPoint(x: bad, y: 5)
            l.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
            l.backgroundColor = CGColor(gray: 0, alpha: 1)
            root.addSublayer(l)
            let m = CALayer()
            m.frame = CGRect(x: 0, y: 0, width: bad, height: bad)
            m.backgroundColor = CGColor(gray: 0, alpha: 1)
            root.addSublayer(m)
            let t = CALayer()
            t.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
            t.transform = CATransform3DMakeScale(bad, 1, 1)
            t.backgroundColor = CGColor(gray: 0, alpha: 1)
            root.addSublayer(t)
        }
        let p = try LayerHost(rootLayer: root).render(at: 0)
        #expect(Q.rgba(p, 5, 5)[3] == 0)
    }

    @Test func maskCycleIsSkipped() throws {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        let parent = CALayer()
        parent.frame = root.bounds
        let child = CALayer()
        child.frame = root.bounds
        child.backgroundColor = CGColor(gray: 0, alpha: 1)
        parent.addSublayer(child)
        root.addSublayer(parent)
        child.mask = parent              // a layer masking its own ancestor: ignored
        #expect(child.mask == nil)
        parent.mask = parent             // nor itself
        #expect(parent.mask == nil)
        let a = CALayer(), b = CALayer()
        a.mask = b
        b.mask = a                       // a two-layer mask cycle: ignored
        #expect(b.mask == nil)
        // Nor can a mask take its masked layer's tree as a sublayer.
        let m = CALayer()
        m.frame = root.bounds
        child.mask = m
        m.addSublayer(root)
        #expect(m.sublayers == nil)
        child.mask = nil
        let p = try LayerHost(rootLayer: root).render(at: 0)
        #expect(Q.rgba(p, 10, 10)[3] == 255)
    }

    @Test func layerAddedToTwoParentsMoves() {
        let a = CALayer(), b = CALayer(), c = CALayer()
        a.addSublayer(c)
        b.addSublayer(c)
        #expect(a.sublayers == nil && b.sublayers?.count == 1 && c.superlayer === b)
        c.addSublayer(a)
        a.addSublayer(b)                 // b is an ancestor of a: ignored
        #expect(a.sublayers == nil)
        c.addSublayer(c)
        #expect(c.sublayers?.count == 1)
    }

    @Test func tenThousandDeepChainRendersAndFrees() throws {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        var parent = root
        for i in 0..<10_000 {
            let l = CALayer()
            l.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
            l.masksToBounds = i % 2 == 0
            parent.addSublayer(l)
            parent = l
        }
        parent.backgroundColor = CGColor(gray: 0, alpha: 1)
        let p = try LayerHost(rootLayer: root).render(at: 0)
        #expect(Q.rgba(p, 10, 10)[3] == 255)
    }

    @Test func nanDurationAndNegativeRepeat() {
        let (host, root) = Q.host()
        let l = CALayer()
        root.addSublayer(l)
        let a = CABasicAnimation(keyPath: "position.x")
        a.fromValue = 0; a.toValue = 100; a.duration = .nan; a.repeatCount = -3
        l.add(a, forKey: "a")
        #expect(l.animation(forKey: "a")?.duration == 0.25)
        #expect(abs(Q.number(l, "position.x", at: 0.125) - 50) < 1e-9)
        let b = CABasicAnimation(keyPath: "position.x")
        b.fromValue = 0; b.toValue = 100; b.duration = 1; b.speed = .nan; b.beginTime = .infinity; b.timeOffset = .nan
        l.add(b, forKey: "b")
        _ = Q.number(l, "position.x", at: 0.5)
        let forever = CABasicAnimation(keyPath: "opacity")
        forever.repeatCount = .infinity; forever.duration = 0.001
        l.add(forever, forKey: "forever")
        host.advance(to: 1e6)            // no per-cycle work: returns at once
        host.schedule(after: .nan) {}
        host.advance(to: .nan)
        #expect(host.currentTime == 1e6)
    }

    @Test func callbackThatReschedulesItselfWithNoDelayIsBounded() {
        let (host, _) = Q.host()
        host.maximumCallbacksPerAdvance = 1000
        var count = 0
        func again() { count += 1; host.schedule(after: 0) { again() } }
        host.schedule(after: 0) { again() }
        host.advance(to: 1)
        #expect(count == 1000)
    }
}
