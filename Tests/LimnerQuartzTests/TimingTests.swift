import Foundation
import Testing
@testable import LimnerQuartz

/// CAMediaTiming in closed form: begin time, speed, offset, repeats, autoreverse, fill modes.
@Suite struct TimingTests {
    /// A 1 s linear animation of position.x from 0 to 100 on a fresh hosted layer.
    func setUp(_ configure: (CABasicAnimation) -> Void) -> CALayer {
        let (_, root) = Q.host()
        let layer = CALayer()
        layer.position = CGPoint(x: 7, y: 0)
        root.addSublayer(layer)
        let a = CABasicAnimation(keyPath: "position.x")
        a.fromValue = 0
        a.toValue = 100
        a.duration = 1
        configure(a)
        layer.add(a, forKey: "x")
        return layer
    }

    @Test func namedTimingFunctionsUseApplesControlPoints() {
        var p = [Float](repeating: 0, count: 2)
        CAMediaTimingFunction(name: .default).getControlPointAt(1, values: &p)
        #expect(p == [0.25, 0.1])
        CAMediaTimingFunction(name: .default).getControlPointAt(2, values: &p)
        #expect(p == [0.25, 1])
        CAMediaTimingFunction(name: .easeOut).getControlPointAt(2, values: &p)
        #expect(p == [0.58, 1])
        // Measured UnitCurve values: easeInOut at 0.25 ≈ 0.13.
        #expect(abs(CAMediaTimingFunction(name: .easeInEaseOut).value(at: 0.25) - 0.13) < 0.01)
        #expect(abs(CAMediaTimingFunction(name: .easeOut).value(at: 0.5) - 0.68) < 0.01)
        let custom = CAMediaTimingFunction(controlPoints: 0.5, 0, 0.5, 1)
        #expect(abs(custom.value(at: 0.5) - 0.5) < 1e-6)
    }

    @Test func linearByDefaultWithTimingFunctionApplied() {
        let linear = setUp { _ in }
        #expect(abs(Q.number(linear, "position.x", at: 0.25) - 25) < 1e-9)
        let eased = setUp { $0.timingFunction = CAMediaTimingFunction(name: .easeIn) }
        let expected = 100 * CubicTimingCurve.easeIn.value(at: 0.25)
        #expect(abs(Q.number(eased, "position.x", at: 0.25) - expected) < 1e-9)
        #expect(expected < 20)
    }

    @Test func beginTimeDelaysAndFillModeBackwardsHoldsTheStart() {
        let plain = setUp { $0.beginTime = 2 }
        #expect(Q.number(plain, "position.x", at: 1) == 7)        // model before the start
        #expect(abs(Q.number(plain, "position.x", at: 2.5) - 50) < 1e-9)
        let backwards = setUp { $0.beginTime = 2; $0.fillMode = .backwards }
        #expect(Q.number(backwards, "position.x", at: 1) == 0)    // first frame held
    }

    @Test func fillModeTimesRemovedOnCompletion() {
        // (fillMode, isRemovedOnCompletion) → value after the end.
        let cases: [(CAMediaTimingFillMode, Bool, Double)] = [
            (.removed, true, 7), (.forwards, true, 7), (.removed, false, 7),
            (.forwards, false, 100), (.both, false, 100), (.backwards, false, 7),
        ]
        for (mode, removed, expected) in cases {
            let layer = setUp { $0.fillMode = mode; $0.isRemovedOnCompletion = removed }
            #expect(Q.number(layer, "position.x", at: 1.5) == expected, "\(mode.rawValue) removed: \(removed)")
        }
    }

    @Test func repeatCountAndAutoreverse() {
        let repeated = setUp { $0.repeatCount = 2.5; $0.fillMode = .forwards; $0.isRemovedOnCompletion = false }
        #expect(abs(Q.number(repeated, "position.x", at: 1.25) - 25) < 1e-9)
        #expect(abs(Q.number(repeated, "position.x", at: 2.25) - 25) < 1e-9)
        #expect(abs(Q.number(repeated, "position.x", at: 9) - 50) < 1e-9)   // ends half-way into cycle 3
        let reversed = setUp { $0.autoreverses = true }
        #expect(abs(Q.number(reversed, "position.x", at: 0.5) - 50) < 1e-9)
        #expect(abs(Q.number(reversed, "position.x", at: 1.5) - 50) < 1e-9)
        #expect(abs(Q.number(reversed, "position.x", at: 1.75) - 25) < 1e-9)
        #expect(Q.number(reversed, "position.x", at: 2.1) == 7)             // one cycle = 2 s, then removed
        let duration = setUp { $0.repeatDuration = 1.5 }
        #expect(abs(Q.number(duration, "position.x", at: 1.4) - 40) < 1e-9)
        #expect(Q.number(duration, "position.x", at: 1.6) == 7)
    }

    @Test func speedAndTimeOffset() {
        let fast = setUp { $0.speed = 2 }
        #expect(abs(Q.number(fast, "position.x", at: 0.25) - 50) < 1e-9)
        #expect(Q.number(fast, "position.x", at: 0.6) == 7)
        let offset = setUp { $0.timeOffset = 0.5 }
        #expect(abs(Q.number(offset, "position.x", at: 0.25) - 75) < 1e-9)
    }

    @Test func zeroDurationUsesTheTransactionDefault() {
        let layer = setUp { $0.duration = 0 }
        #expect(layer.animation(forKey: "x")?.duration == 0.25)
        #expect(abs(Q.number(layer, "position.x", at: 0.125) - 50) < 1e-9)
    }
}
