import Foundation
import Testing
import LimnerGeometry

@Suite("Timing curves and the damped oscillator")
struct MotionTests {
    /// Values recorded from real SwiftUI's `UnitCurve` (two decimals).
    @Test func namedCurvesMatchAppleRecordedValues() {
        func r(_ v: Double) -> Double { (v * 100).rounded() / 100 }
        #expect([0.25, 0.5, 0.75].map { r(CubicTimingCurve.easeIn.value(at: $0)) } == [0.09, 0.32, 0.62])
        #expect([0.25, 0.5, 0.75].map { r(CubicTimingCurve.easeOut.value(at: $0)) } == [0.38, 0.68, 0.91])
        #expect([0.25, 0.5, 0.75].map { r(CubicTimingCurve.easeInOut.value(at: $0)) } == [0.13, 0.5, 0.87])
        #expect(r(CubicTimingCurve.easeInOut.velocity(at: 0.5)) == 1.72)
        #expect(abs(CubicTimingCurve.linear.value(at: 0.3) - 0.3) < 1e-12)
    }

    @Test func curveEndsAndBadProgress() {
        let c = CubicTimingCurve(0.3, -0.5, 0.7, 1.5)
        #expect(c.value(at: 0) == 0 && c.value(at: 1) == 1)
        #expect(c.value(at: -4) == 0 && c.value(at: 9) == 1 && c.value(at: .nan) == 0)
        #expect(c.value(at: 0.1) < 0)  // overshoots below 0 early
        let bad = CubicTimingCurve(.nan, .infinity, 0.5, 0.5)
        #expect(bad.value(at: 0.5).isFinite)
    }

    @Test func velocityIsTheSlopeOfValue() {
        let c = CubicTimingCurve(0.25, 0.1, 0.25, 1)
        for t in stride(from: 0.05, through: 0.95, by: 0.1) {
            let h = 1e-5
            let numeric = (c.value(at: t + h) - c.value(at: t - h)) / (2 * h)
            #expect(abs(numeric - c.velocity(at: t)) < 1e-4)
        }
    }

    @Test func inverseFindsTheProgress() throws {
        let c = CubicTimingCurve.easeInOut
        for t in [0.1, 0.4, 0.77] {
            let back = try #require(c.progress(forValue: c.value(at: t)))
            #expect(abs(back - t) < 1e-6)
        }
    }

    /// Core Animation's documented defaults from 50 to 150: x(0.3 s) ≈ 162.4.
    @Test func caSpringDefaultsMatchTheClosedForm() {
        let spring = DampedOscillator(mass: 1, stiffness: 100, damping: 10)
        let x = 150 + spring.position(at: 0.3, initialDisplacement: -100, initialVelocity: 0)
        #expect(abs(x - 162.4) < 0.1)
        #expect(abs(spring.dampingRatio - 0.5) < 1e-12)
    }

    /// The closed forms against a fine RK4 integration, under-, critically and over-damped.
    @Test(arguments: [4.0, 20.0, 45.0])
    func closedFormMatchesIntegration(damping: Double) {
        let spring = DampedOscillator(mass: 1, stiffness: 100, damping: damping)
        var x = 1.0, v = -3.0
        let x0 = x, v0 = v
        let dt = 1e-4
        func accel(_ x: Double, _ v: Double) -> Double { -(100 * x + damping * v) }
        var t = 0.0
        for step in 1...10_000 {
            let k1x = v, k1v = accel(x, v)
            let k2x = v + dt / 2 * k1v, k2v = accel(x + dt / 2 * k1x, v + dt / 2 * k1v)
            let k3x = v + dt / 2 * k2v, k3v = accel(x + dt / 2 * k2x, v + dt / 2 * k2v)
            let k4x = v + dt * k3v, k4v = accel(x + dt * k3x, v + dt * k3v)
            x += dt / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
            v += dt / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
            t += dt
            if step % 1000 == 0 {
                #expect(abs(spring.position(at: t, initialDisplacement: x0, initialVelocity: v0) - x) < 1e-6)
                #expect(abs(spring.velocity(at: t, initialDisplacement: x0, initialVelocity: v0) - v) < 1e-5)
            }
        }
    }

    @Test func settlingDurationBoundsTheMotion() {
        for damping in [5.0, 10, 20, 30] {
            let spring = DampedOscillator(mass: 1, stiffness: 100, damping: damping)
            let d = spring.settlingDuration()
            for k in 0..<50 {
                let t = d + Double(k) * 0.05
                #expect(abs(spring.position(at: t, initialDisplacement: 1, initialVelocity: 0)) <= 0.0011)
            }
        }
        #expect(DampedOscillator(stiffness: 100, damping: 0).settlingDuration() == 10_000)
    }

    /// The UIKit/SwiftUI duration model: the solved ω₀ makes the envelope reach ε at the
    /// requested duration.
    @Test func angularFrequencyFromSettlingDuration() {
        for (duration, zeta) in [(0.5, 0.8), (1.0, 0.5), (0.3, 1.0)] {
            let w = DampedOscillator.angularFrequency(settlingDuration: duration, dampingRatio: zeta)
            let envelope: Double
            if zeta < 1 {
                let wd = w * (1 - zeta * zeta).squareRoot()
                envelope = abs(zeta * w / wd) * exp(-zeta * w * duration)
            } else {
                envelope = exp(-w * duration) * (w * duration + 1)
            }
            #expect(abs(envelope - 0.001) < 1e-6)
        }
        #expect(DampedOscillator.angularFrequency(settlingDuration: .nan, dampingRatio: .nan).isFinite)
    }

    @Test func responseAndDampingRatioConversions() {
        let s = DampedOscillator(response: 0.5, dampingRatio: 0.825)
        #expect(abs(s.stiffness - 157.91) < 0.01)
        #expect(abs(s.damping - 20.73) < 0.01)
        #expect(abs(s.dampingRatio - 0.825) < 1e-12)
    }
}
