import Foundation

// The one conversion between the ways Apple's APIs describe a spring and the oscillator that
// evaluates it. SwiftUI's `Spring` and `Animation.spring(duration:bounce:)`, Core Animation's
// `CASpringAnimation(perceptualDuration:bounce:)` and UIKit's
// `UIView.animate(springDuration:bounce:…)` all use `init(perceptualDuration:bounce:)`;
// `Spring(settlingDuration:dampingRatio:)` and UIKit's
// `animate(withDuration:…usingSpringWithDamping:initialSpringVelocity:…)` use
// `init(settlingDuration:dampingRatio:initialVelocity:)`.

extension DampedOscillator {
    /// The most over-damped ratio a bounce maps to: bounce −1 would be ζ = ∞ (never moving);
    /// it is taken as −0.999 999, ζ = 10⁶.
    public static let maximumDampingRatio = 1e6

    /// The damping ratio of a bounce (clamped to −1…1; NaN is 0): ζ = 1 − bounce for
    /// bounce ≥ 0, ζ = 1 / (1 + bounce) below 0 (at most `maximumDampingRatio`).
    public static func dampingRatio(bounce: Double) -> Double {
        let b = bounce.isNaN ? 0 : min(max(bounce, -1), 1)
        return b >= 0 ? 1 - b : min(1 / (1 + b), maximumDampingRatio)
    }

    /// The bounce of a damping ratio, the inverse of `dampingRatio(bounce:)`: 1 − ζ for
    /// ζ ≤ 1, 1/ζ − 1 above (so it stays in −1…1 and round-trips).
    public static func bounce(dampingRatio zeta: Double) -> Double {
        guard zeta.isFinite else { return zeta.isNaN ? 0 : -1 }
        return zeta <= 1 ? 1 - max(zeta, 0) : 1 / zeta - 1
    }

    /// The unit-mass spring with the perceptual duration `perceptualDuration` (its undamped
    /// period: k = (2π / duration)²; non-finite or non-positive is 0.5 s) and `bounce`.
    public init(perceptualDuration: Double, bounce: Double) {
        self.init(response: perceptualDuration, dampingRatio: Self.dampingRatio(bounce: bounce))
    }

    /// How bouncy the spring is: `bounce(dampingRatio:)` of its damping ratio.
    public var bounce: Double { Self.bounce(dampingRatio: dampingRatio) }

    /// The perceptual duration: the undamped period 2π / ω₀.
    public var perceptualDuration: Double { 2 * .pi / angularFrequency }

    /// The unit-mass spring of damping ratio `dampingRatio` (clamped to 0.01…1) that, released
    /// at unit displacement with `initialVelocity`, settles within 0.1 % after
    /// `settlingDuration` seconds (clamped to 0.01…10): UIKit's spring and SwiftUI's
    /// `Spring(settlingDuration:dampingRatio:epsilon:)`.
    public init(settlingDuration: Double, dampingRatio: Double, initialVelocity: Double = 0, epsilon: Double = 0.001) {
        let zeta = dampingRatio.isFinite ? min(max(dampingRatio, 0.01), 1) : 1
        let w = Self.angularFrequency(settlingDuration: settlingDuration, dampingRatio: zeta,
                                      initialVelocity: initialVelocity, epsilon: epsilon)
        self.init(mass: 1, stiffness: w * w, damping: 2 * zeta * w)
    }

    /// This spring made critically damped when it is over-damped (what `Spring(mass:…
    /// allowOverDamping: false)` and `CASpringAnimation` without `allowsOverdamping` do).
    public var cappedAtCriticalDamping: DampedOscillator {
        guard dampingRatio > 1 else { return self }
        return DampedOscillator(mass: mass, stiffness: stiffness, damping: 2 * stiffness.squareRoot() * mass.squareRoot())
    }
}
