import Foundation

/// The weights of an animation's remaining offset at one elapsed time: the presented value
/// is `target + Δ·a + v₀·b`, its velocity `Δ·da + v₀·db` (Δ = old − new value).
struct AnimationSample: Equatable {
    var a: Double, b: Double, da: Double, db: Double
    static let done = AnimationSample(a: 0, b: 0, da: 0, db: 0)
    static let holding = AnimationSample(a: 1, b: 0, da: 0, db: 0)
}

extension Animation {
    /// The weights at `elapsed` seconds since the animation began.
    func sample(at elapsed: Double) -> AnimationSample { Self.sample(node, elapsed.isNaN ? 0 : elapsed) }

    /// When the animation is over, in seconds from its start (`.infinity` for one that
    /// repeats forever or is frozen by speed 0).
    var duration: Double { Self.duration(node) }

    /// When the animation counts as logically complete (springs: before they fully settle).
    var logicalDuration: Double { Self.logicalDuration(node) }

    /// Whether a new animation of the same value takes over this one's position and
    /// velocity instead of adding to it.
    var merges: Bool {
        var n = node
        while true {
            switch n {
            case let .spring(_, merges, _, _): return merges
            case let .delay(_, inner), let .speed(_, inner), let .logicallyComplete(_, inner): n = inner
            case .timing, .repeating: return false
            }
        }
    }

    private static func sample(_ node: Node, _ t: Double) -> AnimationSample {
        switch node {
        case let .timing(curve, d):
            if t < 0 { return .holding }
            guard d > 0, t < d else { return .done }
            let x = t / d
            return AnimationSample(a: 1 - curve.value(at: x), b: 0, da: -curve.velocity(at: x) / d, db: 0)
        case let .spring(spring, _, v0, _):
            if t < 0 { return .holding }
            if t >= duration(node) { return .done }
            let r = spring.oscillator.response(at: t)
            // The initial velocity is a fraction of the change per second towards the target:
            // x′(0) = −v₀·Δ.
            return AnimationSample(a: r.position.0 - v0 * r.position.1, b: r.position.1,
                                   da: r.velocity.0 - v0 * r.velocity.1, db: r.velocity.1)
        case let .delay(d, inner):
            return t < d ? .holding : sample(inner, t - d)
        case let .speed(s, inner):
            var r = sample(inner, t * s)
            r.da *= s; r.db *= s
            return r
        case let .repeating(count, autoreverses, inner):
            let pass = duration(inner)
            guard pass.isFinite, pass > 0 else { return sample(inner, t) }
            if t < 0 { return .holding }
            let k = (t / pass).rounded(.down)
            if let count, k >= Double(count) { return .done }
            let local = t - k * pass
            let r = sample(inner, local)
            let reverse = autoreverses && k.truncatingRemainder(dividingBy: 2) == 1
            // A reverse pass runs the base curve mirrored: progress 1 − f.
            return reverse ? AnimationSample(a: 1 - r.a, b: 0, da: -r.da, db: 0) : AnimationSample(a: r.a, b: 0, da: r.da, db: 0)
        case let .logicallyComplete(_, inner):
            return sample(inner, t)
        }
    }

    private static func duration(_ node: Node) -> Double {
        switch node {
        case let .timing(_, d): return d
        case let .spring(spring, _, v0, _):
            // Settled once within 0.1 % of the change (velocity towards the target is −v₀).
            return spring.oscillator.settlingDuration(initialVelocity: -v0, epsilon: 0.001)
        case let .delay(d, inner): return d + duration(inner)
        case let .speed(s, inner): return s == 0 ? .infinity : duration(inner) / s
        case let .repeating(count, _, inner):
            guard let count else { return .infinity }
            return Double(count) * duration(inner)
        case let .logicallyComplete(_, inner): return duration(inner)
        }
    }

    private static func logicalDuration(_ node: Node) -> Double {
        switch node {
        case let .timing(_, d): return d
        case let .spring(spring, merges, _, _):
            return merges ? spring.response : 2 * .pi / spring.oscillator.angularFrequency
        case let .delay(d, inner): return d + logicalDuration(inner)
        case let .speed(s, inner): return s == 0 ? .infinity : logicalDuration(inner) / s
        case let .repeating(count, _, inner):
            guard let count else { return .infinity }
            return Double(count - 1) * duration(inner) + logicalDuration(inner)
        case let .logicallyComplete(after, _): return after
        }
    }
}
