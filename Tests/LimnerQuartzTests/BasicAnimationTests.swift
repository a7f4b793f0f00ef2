import Foundation
import Testing
@testable import LimnerQuartz

/// CABasicAnimation's from/to/by table, nested key paths, additive and cumulative values.
@Suite struct BasicAnimationTests {
    func value(from: Any? = nil, to: Any? = nil, by: Any? = nil, model: CGFloat = 10, at t: Double) -> Double {
        let (_, root) = Q.host()
        let layer = CALayer()
        root.addSublayer(layer)
        CATransaction.begin(); CATransaction.setDisableActions(true)
        layer.cornerRadius = model
        CATransaction.commit()
        let a = CABasicAnimation(keyPath: "cornerRadius")
        a.fromValue = from; a.toValue = to; a.byValue = by
        a.duration = 1
        layer.add(a, forKey: nil)
        return Q.number(layer, "cornerRadius", at: t)
    }

    @Test func fromToByTable() {
        #expect(value(from: 20, to: 40, at: 0.5) == 30)       // from → to
        #expect(value(from: 20, by: 5, at: 0.5) == 22.5)      // from → from + by
        #expect(value(to: 40, by: 10, at: 0.5) == 35)         // to − by → to
        #expect(value(from: 20, at: 0.5) == 15)               // from → current (10)
        #expect(value(to: 40, at: 0.5) == 25)                 // current → to
        #expect(value(by: 6, at: 0.5) == 13)                  // current → current + by
        #expect(value(at: 0.5) == 10)                         // no values: previous = current
        #expect(value(from: 20, to: 40, by: 1, at: 0.5) == 30) // from + to win over by
    }

    @Test func nestedKeyPaths() {
        let (_, root) = Q.host()
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 20)
        layer.position = CGPoint(x: 5, y: 6)
        root.addSublayer(layer)
        let y = CABasicAnimation(keyPath: "position.y"); y.fromValue = 0; y.toValue = 100; y.duration = 1
        let w = CABasicAnimation(keyPath: "bounds.size.width"); w.toValue = 30; w.duration = 1
        let s = CABasicAnimation(keyPath: "transform.scale"); s.fromValue = 1; s.toValue = 3; s.duration = 1
        let r = CABasicAnimation(keyPath: "transform.rotation.z"); r.fromValue = 0; r.toValue = Double.pi; r.duration = 1
        for a in [y, w, s, r] { layer.add(a, forKey: nil) }
        let p = layer.presentation(at: 0.5)
        #expect(p.position == CGPoint(x: 5, y: 50))
        #expect(p.bounds.size == CGSize(width: 20, height: 20))
        let scale = p.value(forKeyPath: "transform.scale") as! CGFloat
        let angle = p.value(forKeyPath: "transform.rotation.z") as! CGFloat
        #expect(abs(scale - 2) < 1e-9)
        #expect(abs(angle - .pi / 2) < 1e-9)
        #expect(abs(p.transform.m12 - 2) < 1e-9 && abs(p.transform.m11) < 1e-9)   // 2 · rotation by 90°
        #expect(layer.position == CGPoint(x: 5, y: 6))                            // the model is untouched
    }

    @Test func additiveAndCumulative() {
        let (_, root) = Q.host()
        let layer = CALayer()
        layer.position = CGPoint(x: 100, y: 0)
        root.addSublayer(layer)
        let shake = CABasicAnimation(keyPath: "position.x")
        shake.fromValue = -10; shake.toValue = 10; shake.duration = 1; shake.isAdditive = true
        layer.add(shake, forKey: "shake")
        #expect(Q.number(layer, "position.x", at: 0.25) == 95)
        let (_, root2) = Q.host()
        let stepper = CALayer()
        root2.addSublayer(stepper)
        let step = CABasicAnimation(keyPath: "position.x")
        step.fromValue = 0; step.toValue = 10; step.duration = 1; step.repeatCount = 3; step.isCumulative = true
        stepper.add(step, forKey: nil)
        #expect(abs(Q.number(stepper, "position.x", at: 2.5) - 25) < 1e-9)
    }

    @Test func colorAndRectInterpolate() {
        let (_, root) = Q.host()
        let layer = CALayer()
        root.addSublayer(layer)
        let c = CABasicAnimation(keyPath: "backgroundColor")
        c.fromValue = CGColor(red: 1, green: 0, blue: 0, alpha: 1); c.toValue = CGColor(red: 0, green: 0, blue: 1, alpha: 1); c.duration = 1
        let b = CABasicAnimation(keyPath: "bounds")
        b.fromValue = CGRect(x: 0, y: 0, width: 10, height: 10); b.toValue = CGRect(x: 0, y: 0, width: 30, height: 50); b.duration = 1
        layer.add(c, forKey: nil); layer.add(b, forKey: nil)
        let p = layer.presentation(at: 0.5)
        #expect(p.backgroundColor == CGColor(red: 0.5, green: 0, blue: 0.5, alpha: 1))
        #expect(p.bounds.size == CGSize(width: 20, height: 30))
    }

    @Test func sameKeyReplacesAndNilKeyAccumulates() {
        let (_, root) = Q.host()
        let layer = CALayer()
        root.addSublayer(layer)
        let a = CABasicAnimation(keyPath: "opacity"); a.fromValue = 0; a.toValue = 1; a.duration = 1
        layer.add(a, forKey: "fade")
        layer.add(a, forKey: "fade")
        layer.add(a, forKey: nil)
        #expect(layer.animationKeys() == ["fade"])
        a.toValue = 0   // the layer keeps its copy
        #expect(abs(Q.number(layer, "opacity", at: 0.5) - 0.5) < 1e-6)
    }
}
