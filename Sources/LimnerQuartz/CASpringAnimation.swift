import Foundation

/// A basic animation driven by a damped spring (`CASpringAnimation`), evaluated in closed
/// form by the shared `DampedOscillator`: with progress p running from 0 towards 1,
/// p(t) = 1 − P(t) + v₀·Q(t), where x(t) = x₀·P(t) + v₀·Q(t) solves m·x″ + c·x′ + k·x = 0
/// for x₀ = −1. The value is `from + (to − from)·p`, so it overshoots when under-damped.
///
/// The spring runs on the animation's local time in seconds (after `speed`, `timeOffset`,
/// repeats); `timingFunction` is not applied. `duration` still ends the animation; set it to
/// `settlingDuration` to let the spring come to rest.
open class CASpringAnimation: CABasicAnimation {
    /// The mass on the spring (default 1).
    public var mass: CGFloat = 1
    /// The spring constant (default 100).
    public var stiffness: CGFloat = 100
    /// The damping coefficient (default 10).
    public var damping: CGFloat = 10
    /// The initial velocity in units of the whole change per second; positive moves towards
    /// the target.
    public var initialVelocity: CGFloat = 0
    /// Whether an over-damped spring is allowed (iOS 17); otherwise damping is capped at
    /// critical damping.
    public var allowsOverdamping = false

    public required init() { super.init() }

    /// A spring with the perceptual duration and bounce of SwiftUI's `Spring` (iOS 17):
    /// k = (2π / duration)², ζ = 1 − bounce (bounce ≥ 0) or 1 / (1 + bounce) — the one
    /// conversion, `DampedOscillator(perceptualDuration:bounce:)` (LimnerMotion).
    public convenience init(perceptualDuration: CFTimeInterval, bounce: CGFloat) {
        self.init()
        let spring = DampedOscillator(perceptualDuration: perceptualDuration, bounce: Double(bounce))
        mass = CGFloat(spring.mass)
        stiffness = CGFloat(spring.stiffness)
        damping = CGFloat(spring.damping)
        allowsOverdamping = spring.dampingRatio > 1
        duration = settlingDuration
    }

    open override func copy() -> Any {
        let c = Self.init()
        c.copyTiming(from: self)
        c.copyProperty(from: self)
        c.copyBasic(from: self)
        c.mass = mass; c.stiffness = stiffness; c.damping = damping; c.initialVelocity = initialVelocity
        c.allowsOverdamping = allowsOverdamping
        return c
    }

    /// The oscillator these parameters describe.
    var oscillator: DampedOscillator {
        let osc = DampedOscillator(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping))
        return allowsOverdamping ? osc : osc.cappedAtCriticalDamping
    }

    /// The estimated time for the spring to come to rest: its envelope within 0.1 % of the
    /// change (Apple's exact estimate is not published).
    public var settlingDuration: CFTimeInterval {
        oscillator.settlingDuration(initialVelocity: Double(initialVelocity.isFinite ? initialVelocity : 0), epsilon: 0.001)
    }

    /// The bounce of the spring (iOS 17): 1 − ζ, or 1/ζ − 1 when over-damped, so it
    /// round-trips through `init(perceptualDuration:bounce:)`.
    public var bounce: CGFloat { CGFloat(oscillator.bounce) }

    /// The perceptual duration: the undamped period 2π / ω₀ (iOS 17).
    public var perceptualDuration: CFTimeInterval { oscillator.perceptualDuration }

    override func progress(localTime: Double) -> Double {
        let v0 = Double(initialVelocity.isFinite ? initialVelocity : 0)
        return 1 + oscillator.position(at: localTime, initialDisplacement: -1, initialVelocity: v0)
    }
}
