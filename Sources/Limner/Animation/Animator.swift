import Foundation

/// The animations of one animatable value of one node: its target (the value the views
/// asked for last) and the animations still running towards it.
///
/// Animations are additive: each run holds the jump Δ it animates away (old − new target)
/// and decays it to zero, so the presented value is `target + Σ offsetᵢ(t)` and a new
/// target never makes the value jump. A spring that merges (`spring`, `smooth`, …) instead
/// replaces the runs with one that starts from the presented value and velocity, so a
/// retargeted spring keeps its momentum.
final class Animator<Value: VectorArithmetic> {
    struct Run {
        let animation: Animation
        let start: Double
        let end: Double
        let delta: Value
        let velocity: Value
    }

    private(set) var target: Value
    private(set) var runs: [Run] = []

    init(target: Value) { self.target = target }

    /// Takes a new target at `time`: animated when `transaction` has an animation (and the
    /// value changed), otherwise set at once (ending the running animations).
    func update(target newTarget: Value, transaction: Transaction, time: Double) {
        guard newTarget != target else { return }
        guard let animation = transaction.animation, !Self.isUnusable(newTarget) else {
            target = newTarget
            runs = []
            return
        }
        if animation.merges {
            let current = value(at: time), velocity = self.velocity(at: time)
            runs = [Run(animation: animation, start: time, end: time + animation.duration, delta: current - newTarget, velocity: velocity)]
        } else {
            prune(at: time)
            runs.append(Run(animation: animation, start: time, end: time + animation.duration, delta: target - newTarget, velocity: .zero))
        }
        for completion in transaction.completions { completion.include(animation, startedAt: time) }
        target = newTarget
    }

    /// The presented value at `time`.
    func value(at time: Double) -> Value {
        var v = target
        for run in runs where time < run.end {
            let s = run.animation.sample(at: time - run.start)
            v += run.delta.scaled(by: s.a)
            if s.b != 0 { v += run.velocity.scaled(by: s.b) }
        }
        return v
    }

    /// The presented value's rate of change at `time`, per second.
    func velocity(at time: Double) -> Value {
        var v = Value.zero
        for run in runs where time < run.end {
            let s = run.animation.sample(at: time - run.start)
            v += run.delta.scaled(by: s.da)
            if s.db != 0 { v += run.velocity.scaled(by: s.db) }
        }
        return v
    }

    /// Whether an animation is still running at `time`.
    func isAnimating(at time: Double) -> Bool { runs.contains { time < $0.end } }

    /// Drops the runs that are over at `time`.
    func prune(at time: Double) { runs.removeAll { time >= $0.end } }

    /// A value whose magnitude is not finite cannot be interpolated; it is set at once.
    private static func isUnusable(_ v: Value) -> Bool { !v.magnitudeSquared.isFinite }
}

/// A stored record that may be animating (what `ViewGraph.isAnimating(at:)` asks).
protocol AnimatingRecord: AnyObject {
    func isAnimating(at time: Double) -> Bool
}

extension Animator: AnimatingRecord {}
