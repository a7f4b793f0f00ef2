import Foundation
import Testing
@testable import LimnerQuartz

/// The host clock, callbacks in time order, deterministic seeking; CATransaction and
/// implicit animations; animation delegates.
@Suite struct HostAndTransactionTests {
    final class Recorder: CAAnimationDelegate {
        var events: [String] = []
        func animationDidStart(_ anim: CAAnimation) { events.append("start \(CACurrentMediaTime())") }
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { events.append("stop \(flag) \(CACurrentMediaTime())") }
    }

    @Test func implicitAnimationsUseTheQuarterSecondDefaultOnceDrawn() {
        let (host, root) = Q.host()
        let layer = CALayer()
        root.addSublayer(layer)
        layer.opacity = 0.5                  // not drawn yet: no animation
        #expect(layer.animationKeys() == nil)
        _ = host.displayList(at: 1)
        layer.opacity = 1
        #expect(layer.animationKeys() == ["opacity"])
        let a = layer.animation(forKey: "opacity")!
        #expect(a.duration == 0.25 && a.beginTime == 1)
        #expect(a.timingFunction == CAMediaTimingFunction(name: .default))
        let mid = Q.number(layer, "opacity", at: 1.125)
        #expect(abs(mid - (0.5 + 0.5 * CubicTimingCurve(0.25, 0.1, 0.25, 1).value(at: 0.5))) < 1e-6)
        #expect(Q.number(layer, "opacity", at: 1.3) == 1)
    }

    @Test func disableActionsAndTransactionDuration() {
        let (host, root) = Q.host()
        let layer = CALayer()
        root.addSublayer(layer)
        _ = host.displayList(at: 0)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.position = CGPoint(x: 50, y: 50)
        CATransaction.commit()
        #expect(layer.animationKeys() == nil)
        CATransaction.begin()
        CATransaction.setAnimationDuration(2)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        layer.position = CGPoint(x: 150, y: 50)
        CATransaction.commit()
        #expect(Q.position(layer, at: 1).x == 100)
        // A shape layer's path is never implicitly animated.
        let shape = CAShapeLayer()
        root.addSublayer(shape)
        _ = host.displayList(at: 0)
        shape.path = CGPath(rect: CGRect(x: 0, y: 0, width: 5, height: 5), transform: nil)
        #expect(shape.animationKeys() == nil)
    }

    @Test func transactionCompletionRunsWhenItsAnimationsEnd() {
        let (host, root) = Q.host()
        let layer = CALayer()
        root.addSublayer(layer)
        var completedAt: Double?
        CATransaction.begin()
        CATransaction.setCompletionBlock { completedAt = CACurrentMediaTime() }
        let a = CABasicAnimation(keyPath: "opacity"); a.fromValue = 0; a.toValue = 1; a.duration = 0.7
        layer.add(a, forKey: nil)
        CATransaction.commit()
        host.advance(to: 0.5)
        #expect(completedAt == nil)
        host.advance(to: 1)
        #expect(completedAt == 0.7)
    }

    @Test func delegatesHearStartAndStopOnTheClock() {
        let (host, root) = Q.host()
        let layer = CALayer()
        root.addSublayer(layer)
        let recorder = Recorder()
        let a = CABasicAnimation(keyPath: "opacity"); a.duration = 1; a.beginTime = 0.5; a.delegate = recorder
        layer.add(a, forKey: "a")
        let b = CABasicAnimation(keyPath: "opacity"); b.duration = 5; b.delegate = recorder
        layer.add(b, forKey: "b")
        host.advance(to: 2)
        layer.removeAnimation(forKey: "b")
        host.advance(to: 3)
        #expect(recorder.events == ["start 0.0", "start 0.5", "stop true 1.5", "stop false 2.0"])
        #expect(layer.animationKeys() == nil)
    }

    @Test func scheduledCallbacksRunInTimeOrderWithTheirTime() {
        let (host, root) = Q.host()
        var log: [String] = []
        host.schedule(after: 2) { log.append("b \(CACurrentMediaTime())") }
        host.schedule(after: 1) {
            log.append("a \(CACurrentMediaTime())")
            LayerHost.schedule(after: 0.5) { log.append("c \(CACurrentMediaTime())") }
        }
        _ = root
        host.advance(to: 5)
        #expect(log == ["a 1.0", "c 1.5", "b 2.0"])
    }

    @Test func seekingBackUndoesAndForwardReplaysWithoutRunningCallbacksAgain() {
        let (host, root) = Q.host()
        let layer = CALayer()
        root.addSublayer(layer)
        var runs = 0
        host.schedule(after: 1) {
            runs += 1
            layer.backgroundColor = CGColor(gray: 1, alpha: 1)
            let a = CABasicAnimation(keyPath: "position.x"); a.fromValue = 0; a.toValue = 100; a.duration = 1
            layer.add(a, forKey: "move")
            let child = CALayer()
            child.name = "late"
            layer.addSublayer(child)
        }
        let forward = (0..<8).map { host.displayList(at: Double($0) * 0.25).description }
        #expect(runs == 1)
        #expect(layer.sublayers?.count == 1)
        host.advance(to: 0.5)
        #expect(layer.backgroundColor == nil && layer.sublayers == nil && layer.animationKeys() == nil)
        let again = (0..<8).map { host.displayList(at: Double($0) * 0.25).description }
        #expect(again == forward)
        #expect(runs == 1)
        let reversed = (0..<8).reversed().map { host.displayList(at: Double($0) * 0.25).description }
        #expect(Array(reversed.reversed()) == forward)
    }
}
