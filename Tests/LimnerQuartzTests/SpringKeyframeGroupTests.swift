import Foundation
import Testing
@testable import LimnerQuartz

/// CASpringAnimation against the closed-form oscillator, CAKeyframeAnimation, CAAnimationGroup.
@Suite struct SpringKeyframeGroupTests {
    func hosted() -> CALayer {
        let (_, root) = Q.host()
        let layer = CALayer()
        root.addSublayer(layer)
        return layer
    }

    @Test func springMatchesTheClosedFormOscillator() {
        let layer = hosted()
        let s = CASpringAnimation(keyPath: "position.x")
        s.fromValue = 50; s.toValue = 150
        s.mass = 1; s.stiffness = 100; s.damping = 10
        s.duration = s.settlingDuration
        layer.add(s, forKey: nil)
        // ζ = 0.5, ω₀ = 10: x(t) = 150 − 100·e^(−5t)(cos ω_d t + 5/ω_d sin ω_d t).
        func exact(_ t: Double) -> Double {
            let wd = 10 * (0.75).squareRoot()
            return 150 - 100 * exp(-5 * t) * (cos(wd * t) + 5 / wd * sin(wd * t))
        }
        #expect(abs(Q.number(layer, "position.x", at: 0.3) - 162.4) < 0.05)
        #expect(s.duration > 1.3 && s.duration < 1.5)   // envelope within 0.1 %: ln(1000·√(4/3)) / 5
        for t in stride(from: 0.0, through: 1.3, by: 0.1) {
            #expect(abs(Q.number(layer, "position.x", at: t) - exact(t)) < 1e-6, "t = \(t)")
        }
        // Apple's example: damping 5 settles in about 2.85 s; damping 15 in just over 1 s.
        let loose = CASpringAnimation(); loose.damping = 5
        let firm = CASpringAnimation(); firm.damping = 15
        #expect(loose.settlingDuration > 2.2 && loose.settlingDuration < 3.3)
        #expect(firm.settlingDuration > 0.9 && firm.settlingDuration < 1.6)
    }

    @Test func springInitialVelocityMovesTowardTheTarget() {
        let layer = hosted()
        let s = CASpringAnimation(keyPath: "position.x")
        s.fromValue = 0; s.toValue = 100; s.initialVelocity = 10; s.duration = 2
        layer.add(s, forKey: nil)
        let still = hosted()
        let r = CASpringAnimation(keyPath: "position.x")
        r.fromValue = 0; r.toValue = 100; r.duration = 2
        still.add(r, forKey: nil)
        #expect(Q.number(layer, "position.x", at: 0.02) > Q.number(still, "position.x", at: 0.02) + 10)
    }

    @Test func keyframesWithKeyTimesAndPerSegmentTiming() {
        let layer = hosted()
        let k = CAKeyframeAnimation(keyPath: "position.x")
        k.values = [0, 100, 40]
        k.keyTimes = [0, 0.25, 1]
        k.duration = 2
        layer.add(k, forKey: nil)
        #expect(abs(Q.number(layer, "position.x", at: 0.25) - 50) < 1e-9)
        #expect(abs(Q.number(layer, "position.x", at: 1.25) - 70) < 1e-9)
        let eased = hosted()
        let e = CAKeyframeAnimation(keyPath: "position.x")
        e.values = [0, 100]
        e.timingFunctions = [CAMediaTimingFunction(name: .easeIn)]
        e.duration = 1
        eased.add(e, forKey: nil)
        #expect(abs(Q.number(eased, "position.x", at: 0.5) - 100 * CubicTimingCurve.easeIn.value(at: 0.5)) < 1e-9)
    }

    @Test func discreteAndPacedModes() {
        let layer = hosted()
        let d = CAKeyframeAnimation(keyPath: "position.x")
        d.values = [1, 2, 3]; d.calculationMode = .discrete; d.duration = 3
        layer.add(d, forKey: nil)
        #expect(Q.number(layer, "position.x", at: 0.5) == 1)
        #expect(Q.number(layer, "position.x", at: 1.5) == 2)
        #expect(Q.number(layer, "position.x", at: 2.5) == 3)
        let paced = hosted()
        let p = CAKeyframeAnimation(keyPath: "position.x")
        p.values = [0, 10, 100]; p.calculationMode = .paced; p.keyTimes = [0, 0.5, 1]; p.duration = 1
        paced.add(p, forKey: nil)
        // Constant speed: 100 units over 1 s, whatever the key times say.
        #expect(abs(Q.number(paced, "position.x", at: 0.5) - 50) < 1e-9)
    }

    @Test func keyframePathMovesAlongThePathWithRotation() {
        let layer = hosted()
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 100))
        let k = CAKeyframeAnimation(keyPath: "position")
        k.path = path; k.duration = 1; k.rotationMode = .rotateAuto
        layer.add(k, forKey: nil)
        let p = layer.presentation(at: 0.75)
        #expect(abs(p.position.x - 100) < 1e-6 && abs(p.position.y - 50) < 1e-6)
        let angle = p.value(forKeyPath: "transform.rotation.z") as! CGFloat
        #expect(abs(angle - .pi / 2) < 1e-6)
    }

    @Test func groupRunsChildrenOnItsLocalTime() {
        let layer = hosted()
        let x = CABasicAnimation(keyPath: "position.x"); x.fromValue = 0; x.toValue = 100; x.duration = 1
        let o = CABasicAnimation(keyPath: "opacity"); o.fromValue = 1; o.toValue = 0; o.duration = 1; o.beginTime = 1
        let g = CAAnimationGroup()
        g.animations = [x, o]; g.duration = 1.5; g.beginTime = 0.5
        layer.add(g, forKey: "g")
        #expect(Q.number(layer, "position.x", at: 0.5) == 0)
        #expect(abs(Q.number(layer, "position.x", at: 1) - 50) < 1e-9)
        #expect(abs(Q.number(layer, "opacity", at: 1.75) - 0.75) < 1e-6)
        #expect(Q.number(layer, "opacity", at: 2.2) == 1)     // the group ended at 2: cut off
    }
}
