/// Animated values of a reused tree (`PeekCache`) evaluated without the store: what a
/// refresh reads when it is a flat value instead of a closure that resolves its parameters
/// again.
///
/// While a tree is reused the store does not change (a peek stores nothing, and a committed
/// update drops the tree), so an animator's target and runs are those its first peek saw.
/// A `PresentedValue` copies them out once; each frame then needs neither a lookup of the
/// animator nor a touch of it. The runs of one transaction share their animation and start,
/// so their samples (a timing curve's solve, a spring's response) are taken once a frame per
/// `PeekClocks` entry, not once per value.

/// The distinct (animation, start, end) of the runs a reused tree presents, and their
/// samples at the frame's time.
struct PeekClocks {
    private struct Key: Hashable {
        let animation: Animation
        let start: Double
        let end: Double
    }
    private var keys: [Key] = []
    private var indices: [Key: Int] = [:]
    /// The samples of the last `sample(at:)`, by clock index.
    private(set) var samples: [AnimationSample] = []

    /// How many clocks there are.
    var count: Int { keys.count }

    /// The index of the clock of a run (added the first time).
    mutating func index(of animation: Animation, start: Double, end: Double) -> Int {
        // Consecutive values mostly come from one transaction: compare with the last first.
        if let last = keys.last, last.start == start, last.end == end, last.animation == animation { return keys.count - 1 }
        let key = Key(animation: animation, start: start, end: end)
        if let i = indices[key] { return i }
        keys.append(key)
        indices[key] = keys.count - 1
        return keys.count - 1
    }

    /// Samples every clock at `time` (what `Animator.value(at:)` samples for its runs).
    mutating func sample(at time: Double) {
        if samples.count != keys.count { samples = Array(repeating: .done, count: keys.count) }
        for i in keys.indices { samples[i] = keys[i].animation.sample(at: time - keys[i].start) }
    }
}

/// An animatable value as a peek presents it, at any time of a reused tree: fixed, or
/// its animator's target and one run, copied out (see above).
struct PresentedValue<A: Animatable> {
    /// The value when fixed; otherwise the value whose animatable data the frame replaces.
    private let value: A
    private let target: A.AnimatableData
    private let run: Run?

    private struct Run {
        let clock: Int
        let end: Double
        let delta: A.AnimatableData
        let velocity: A.AnimatableData
    }

    /// A value that no animation moves.
    init(fixed value: A) {
        self.value = value
        target = value.animatableData
        run = nil
    }

    /// `value` presented by `animator` (whose target is `value`'s animatable data); nil when
    /// the animator has more than one run (such a value is refreshed the general way).
    init?(_ value: A, animator: Animator<A.AnimatableData>, clocks: inout PeekClocks) {
        guard animator.runs.count == 1, let only = animator.runs.first else { return nil }
        self.value = value
        target = animator.target
        run = Run(clock: clocks.index(of: only.animation, start: only.start, end: only.end), end: only.end,
                  delta: only.delta, velocity: only.velocity)
    }

    /// Whether an animation moves the value (a refresh must run again).
    var isAnimated: Bool { run != nil }

    /// The value at `time`, given the clocks' samples at that time: `Animator.value(at:)`
    /// term for term, so the result is the same to the bit.
    func value(at time: Double, samples: UnsafeBufferPointer<AnimationSample>) -> A {
        guard let run else { return value }
        var v = target
        if time < run.end {
            let s = samples[run.clock]
            v += run.delta.scaled(by: s.a)
            if s.b != 0 { v += run.velocity.scaled(by: s.b) }
        }
        var copy = value
        copy.animatableData = v
        return copy
    }
}

extension ResolveContext {
    /// For a peek that keeps its tree: `animating(value, property)` and how a reused tree
    /// presents it later; nil when that cannot be a `PresentedValue` (see its init).
    func presentedForReuse<A: Animatable>(_ value: A, _ property: AnimatedProperty,
                                          clocks: inout PeekClocks) -> (value: A, later: PresentedValue<A>)? {
        let target = value.animatableData
        guard let animator = graph.peekAnimator(AnimatorKey<A.AnimatableData>(property, at: identity)),
              animator.target == target, !animator.runs.isEmpty else {
            // What `animatedValue` presents without an animation: the target.
            var copy = value
            copy.animatableData = target
            return (copy, PresentedValue(fixed: copy))
        }
        guard let later = PresentedValue(value, animator: animator, clocks: &clocks) else { return nil }
        let time = graph.time
        var copy = value
        copy.animatableData = animator.isAnimating(at: time) ? animator.value(at: time) : target
        return (copy, later)
    }
}
