import Foundation

/// A damped harmonic oscillator in closed form: m·x″ + c·x′ + k·x = 0, where x is the
/// displacement from the rest position. SwiftUI's springs (`Spring`, `interpolatingSpring`),
/// Core Animation's `CASpringAnimation` and UIKit's spring animations all evaluate this
/// equation; none of them needs to integrate it step by step.
///
/// The solution is linear in the initial conditions, x(t) = x₀·P(t) + v₀·Q(t), which
/// `response(at:)` returns as the pair of weights, so any vector value (a `CGPoint`, an
/// `AnimatablePair`, a colour) springs with the same two numbers per frame.
public struct DampedOscillator: Hashable, Sendable {
    /// The mass (> 0).
    public let mass: Double
    /// The spring constant k (> 0).
    public let stiffness: Double
    /// The damping coefficient c (≥ 0).
    public let damping: Double

    /// Creates an oscillator. Non-finite or non-positive mass and stiffness become 1;
    /// non-finite or negative damping becomes 0. Extreme values stay evaluable: a natural
    /// frequency √(k/m) above `maximumAngularFrequency` (mass 1e-300, a subnormal mass,
    /// stiffness 1e300) is lowered to it by raising the mass, keeping the damping ratio, so
    /// the spring reaches its target at once instead of overflowing to ∞.
    public init(mass: Double = 1, stiffness: Double, damping: Double) {
        var m = mass.isFinite && mass > 0 ? mass : 1
        let k = stiffness.isFinite && stiffness > 0 ? stiffness : 1
        var c = damping.isFinite && damping >= 0 ? damping : 0
        let omega = k.squareRoot() / m.squareRoot()
        if !(omega <= Self.maximumAngularFrequency) {
            let zeta = c / (2 * k.squareRoot() * m.squareRoot())
            let w = Self.maximumAngularFrequency
            m = k / (w * w)
            c = zeta.isFinite ? 2 * zeta * w * m : 2 * w * m
        }
        self.mass = m
        self.stiffness = k
        self.damping = c.isFinite ? c : 0
    }

    /// The highest natural frequency kept (rad/s): a spring this stiff settles in
    /// microseconds.
    public static let maximumAngularFrequency = 1e8

    /// Creates the unit-mass oscillator with the undamped period `response` (seconds) and
    /// damping ratio `dampingRatio`: k = (2π / response)², c = 4π·ζ / response.
    public init(response: Double, dampingRatio: Double) {
        let r = response.isFinite && response > 0 ? response : 0.5
        let zeta = dampingRatio.isFinite && dampingRatio >= 0 ? dampingRatio : 1
        let omega = 2 * Double.pi / r
        self.init(mass: 1, stiffness: omega * omega, damping: 2 * zeta * omega)
    }

    /// The undamped angular frequency ω₀ = √(k/m).
    public var angularFrequency: Double { (stiffness / mass).squareRoot() }
    /// The damping ratio ζ = c / (2√(k·m)).
    public var dampingRatio: Double {
        let product = stiffness * mass
        // √k·√m where k·m overflows or underflows (extreme but legal masses).
        let root = product.isNormal ? product.squareRoot() : stiffness.squareRoot() * mass.squareRoot()
        return damping / (2 * root)
    }

    /// Weights of the initial displacement and velocity in the position and velocity at
    /// time `t` (seconds ≥ 0): x(t) = x₀·position.0 + v₀·position.1 and
    /// x′(t) = x₀·velocity.0 + v₀·velocity.1.
    public func response(at t: Double) -> (position: (Double, Double), velocity: (Double, Double)) {
        let t = t.isFinite ? max(t, 0) : (t > 0 ? .greatestFiniteMagnitude : 0)
        let w0 = angularFrequency
        let zeta = dampingRatio
        if abs(zeta - 1) < 1e-9 {
            // Critically damped: x = e^(−ω₀t)·(x₀ + (v₀ + ω₀x₀)·t).
            let e = exp(-w0 * t)
            return (position: (e * (1 + w0 * t), e * t),
                    velocity: (-e * w0 * w0 * t, e * (1 - w0 * t)))
        } else if zeta < 1 {
            // Under-damped: x = e^(−ζω₀t)·(x₀·cos ω_d t + (v₀ + ζω₀x₀)/ω_d · sin ω_d t).
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            let decay = zeta * w0
            let e = exp(-decay * t)
            let c = cos(wd * t), s = sin(wd * t)
            let px = e * (c + decay / wd * s)
            let pv = e * s / wd
            // Derivatives of the two weights.
            let vx = e * (-(decay * decay / wd + wd) * s)
            let vv = e * (c - decay / wd * s)
            return (position: (px, pv), velocity: (vx, vv))
        } else {
            // Over-damped: x = A·e^(r₁t) + B·e^(r₂t) with r₁,₂ = −ω₀(ζ ∓ √(ζ²−1)).
            let root = (zeta * zeta - 1).squareRoot()
            let r1 = -w0 * (zeta - root), r2 = -w0 * (zeta + root)
            let e1 = exp(r1 * t), e2 = exp(r2 * t)
            let d = r1 - r2
            // A = (v₀ − r₂x₀)/d, B = x₀ − A.
            let px = (-r2 * e1 + r1 * e2) / d
            let pv = (e1 - e2) / d
            let vx = (-r2 * r1 * e1 + r1 * r2 * e2) / d
            let vv = (r1 * e1 - r2 * e2) / d
            return (position: (px, pv), velocity: (vx, vv))
        }
    }

    /// The displacement at `t` from initial displacement `x0` and velocity `v0`.
    public func position(at t: Double, initialDisplacement x0: Double, initialVelocity v0: Double) -> Double {
        let r = response(at: t)
        return x0 * r.position.0 + v0 * r.position.1
    }

    /// The velocity at `t` from initial displacement `x0` and velocity `v0`.
    public func velocity(at t: Double, initialDisplacement x0: Double, initialVelocity v0: Double) -> Double {
        let r = response(at: t)
        return x0 * r.velocity.0 + v0 * r.velocity.1
    }

    /// The time after which the motion's envelope stays within `epsilon` of rest, for a unit
    /// displacement with initial velocity `v0` (in displacements per second). Capped at
    /// 10 000 s for an undamped spring.
    public func settlingDuration(initialVelocity v0: Double = 0, epsilon: Double = 0.001) -> Double {
        let eps = epsilon.isFinite && epsilon > 0 ? epsilon : 0.001
        let v0 = v0.isFinite ? v0 : 0
        let w0 = angularFrequency, zeta = dampingRatio
        guard zeta > 0 else { return 10_000 }
        if zeta < 1 {
            // Under-damped: |x(t)| ≤ √(1 + b²)·e^(−ζω₀t) with b = (v₀ + ζω₀)/ω_d; solve for ε.
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            let lambda = zeta * w0
            let b = (v0 + lambda) / wd
            return min(max(0, log((1 + b * b).squareRoot() / eps) / lambda), 10_000)
        }
        // Critically and over-damped: x crosses zero at most once, then decays monotonically;
        // find a time past which it stays within ε (doubling), then bisect down to it.
        func settled(_ t: Double) -> Bool {
            abs(position(at: t, initialDisplacement: 1, initialVelocity: v0)) <= eps
                && abs(position(at: t * 1.5 + 1e-3, initialDisplacement: 1, initialVelocity: v0)) <= eps
        }
        var hi = w0 > 0 && w0.isFinite ? 1 / w0 : 1e-8
        while !settled(hi) && hi < 10_000 { hi *= 2 }
        guard hi < 10_000 else { return 10_000 }
        var lo = 0.0
        for _ in 0..<60 {
            let mid = (lo + hi) / 2
            if settled(mid) { hi = mid } else { lo = mid }
        }
        let t = hi
        return min(t, 10_000)
    }

    /// The undamped angular frequency ω₀ for which a unit-mass spring of damping ratio
    /// `dampingRatio` (clamped to 0.01…1) released at unit displacement with `initialVelocity`
    /// settles to `epsilon` after exactly `settlingDuration` (clamped to 0.01…10 s): the model
    /// behind `UIView.animate(withDuration:…usingSpringWithDamping:…)` and SwiftUI's
    /// `Spring(settlingDuration:dampingRatio:epsilon:)`. Newton's method on the envelope,
    /// twelve steps from 5 / duration.
    public static func angularFrequency(settlingDuration: Double, dampingRatio: Double,
                                        initialVelocity: Double = 0, epsilon: Double = 0.001) -> Double {
        let d = settlingDuration.isFinite ? min(max(settlingDuration, 0.01), 10) : 0.5
        let zeta = dampingRatio.isFinite ? min(max(dampingRatio, 0.01), 1) : 1
        let v = initialVelocity.isFinite ? initialVelocity : 0
        let eps = epsilon.isFinite && epsilon > 0 ? epsilon : 0.001
        func f(_ w: Double) -> Double {
            if zeta < 1 {
                let wd = w * (1 - zeta * zeta).squareRoot()
                return eps - abs((zeta * w - v) / wd) * exp(-zeta * w * d)
            }
            return eps - exp(-w * d) * ((w - v) * d + 1)
        }
        var w = 5 / d
        for _ in 0..<12 {
            let h = max(1e-6, abs(w) * 1e-6)
            let slope = (f(w + h) - f(w - h)) / (2 * h)
            guard slope.isFinite, abs(slope) > 1e-15 else { break }
            let next = w - f(w) / slope
            guard next.isFinite else { break }
            w = max(next, 1e-3)
        }
        return w
    }
}
