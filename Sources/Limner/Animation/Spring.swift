import Foundation

/// A spring's physics, independent of any animation: SwiftUI's `Spring` (iOS 17). Values
/// are evaluated in closed form by `DampedOscillator` (LimnerGeometry).
///
/// `duration` (the perceptual duration) is the undamped period, as `response` is:
/// k = (2π / duration)²·m. `bounce` maps to the damping ratio as ζ = 1 − bounce for
/// bounce ≥ 0 and ζ = 1 / (1 + bounce) below 0 — LimnerMotion's one conversion
/// (`DampedOscillator(perceptualDuration:bounce:)`), which `CASpringAnimation` and UIKit's
/// springs use too.
public struct Spring: Hashable, Sendable {
    let oscillator: DampedOscillator

    init(oscillator: DampedOscillator) { self.oscillator = oscillator }

    /// A spring with a perceptual duration and a bounce (−1…1).
    public init(duration: TimeInterval = 0.5, bounce: Double = 0) {
        oscillator = DampedOscillator(perceptualDuration: duration, bounce: bounce)
    }

    /// A spring with an undamped period `response` and a damping ratio.
    public init(response: Double, dampingRatio: Double) {
        oscillator = DampedOscillator(response: response, dampingRatio: dampingRatio)
    }

    /// A spring from its physical constants. An over-damped spring is made critically
    /// damped unless `allowOverDamping`.
    public init(mass: Double = 1, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        let o = DampedOscillator(mass: mass, stiffness: stiffness, damping: damping)
        oscillator = allowOverDamping ? o : o.cappedAtCriticalDamping
    }

    /// A spring that settles to `epsilon` of its target after `settlingDuration` with the
    /// given damping ratio (clamped to 0…1, the duration to 0.01…10 s).
    public init(settlingDuration: TimeInterval, dampingRatio: Double, epsilon: Double = 0.001) {
        oscillator = DampedOscillator(settlingDuration: settlingDuration, dampingRatio: dampingRatio, epsilon: epsilon)
    }

    /// The mass.
    public var mass: Double { oscillator.mass }
    /// The stiffness (spring constant).
    public var stiffness: Double { oscillator.stiffness }
    /// The damping coefficient.
    public var damping: Double { oscillator.damping }
    /// The damping ratio ζ.
    public var dampingRatio: Double { oscillator.dampingRatio }
    /// The undamped period: 2π·√(m/k).
    public var response: Double { 2 * .pi / oscillator.angularFrequency }
    /// The perceptual duration (equal to `response`).
    public var duration: TimeInterval { response }
    /// How bouncy the spring is: 1 − ζ when ζ ≤ 1, 1/ζ − 1 when over-damped.
    public var bounce: Double { oscillator.bounce }
    /// The time to settle within 0.001 of a unit move from rest.
    public var settlingDuration: TimeInterval { oscillator.settlingDuration() }

    /// The value at `time` of a spring that starts at zero with `initialVelocity` and moves
    /// towards `target`.
    public func value<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        value(fromValue: .zero, toValue: target, initialVelocity: initialVelocity, time: time)
    }

    /// The velocity at `time` of a spring that starts at zero and moves towards `target`.
    public func velocity<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        velocity(fromValue: .zero, toValue: target, initialVelocity: initialVelocity, time: time)
    }

    /// The value at `time` moving from `fromValue` towards `toValue`.
    public func value<V: VectorArithmetic>(fromValue: V, toValue: V, initialVelocity: V, time: TimeInterval) -> V {
        let r = oscillator.response(at: time)
        return toValue + (fromValue - toValue).scaled(by: r.position.0) + initialVelocity.scaled(by: r.position.1)
    }

    /// The velocity at `time` moving from `fromValue` towards `toValue`.
    public func velocity<V: VectorArithmetic>(fromValue: V, toValue: V, initialVelocity: V, time: TimeInterval) -> V {
        let r = oscillator.response(at: time)
        return (fromValue - toValue).scaled(by: r.velocity.0) + initialVelocity.scaled(by: r.velocity.1)
    }

    /// The time for a move to `target` with `initialVelocity` to settle within `epsilon`
    /// (in the value's own units).
    public func settlingDuration<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, epsilon: Double = 0.001) -> TimeInterval {
        let size = target.magnitudeSquared.squareRoot()
        guard size > 0, size.isFinite else { return 0 }
        let v = initialVelocity.magnitudeSquared.squareRoot() / size
        return oscillator.settlingDuration(initialVelocity: v, epsilon: epsilon / size)
    }

    /// Advances `value` and `velocity` towards `target` by `deltaTime` seconds.
    public func update<V: VectorArithmetic>(value: inout V, velocity: inout V, target: V, deltaTime: TimeInterval) {
        let next = self.value(fromValue: value, toValue: target, initialVelocity: velocity, time: deltaTime)
        velocity = self.velocity(fromValue: value, toValue: target, initialVelocity: velocity, time: deltaTime)
        value = next
    }

    /// No bounce, duration 0.5.
    public static let smooth = Spring(duration: 0.5, bounce: 0)
    /// Bounce 0.15, duration 0.5.
    public static let snappy = Spring(duration: 0.5, bounce: 0.15)
    /// Bounce 0.3, duration 0.5.
    public static let bouncy = Spring(duration: 0.5, bounce: 0.3)

    /// A smooth spring with extra bounce.
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: extraBounce)
    }
    /// A snappy spring with extra bounce.
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: 0.15 + extraBounce)
    }
    /// A bouncy spring with extra bounce.
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: 0.3 + extraBounce)
    }
}
