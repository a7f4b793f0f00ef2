import Foundation

/// Seconds, as Core Animation's timing API spells them (`CFTimeInterval`).
public typealias CFTimeInterval = Double

/// Core Animation's timing model in closed form: a parent time → the animation's local time.
///
/// 1. Active time: a = (t − beginTime) · speed + timeOffset.
/// 2. One cycle lasts d = duration (the transaction's 0.25 s when 0, negative or not
///    finite), 2d with `autoreverses`.
/// 3. The active duration is `repeatDuration` when positive, else `max(repeatCount, 1)`
///    cycles (`repeatCount` negative or NaN counts as 0; `.infinity` and
///    `.greatestFiniteMagnitude` repeat forever).
/// 4. Before the start (a < 0): the first frame with `.backwards`/`.both`, else nothing.
///    After the end: the last frame with `.forwards`/`.both`, else nothing. (An animation
///    that is removed on completion is also gone from the layer after its end.)
/// 5. Inside: the position within the cycle, mirrored on the way back.
struct AnimationLocalTime {
    let begin: Double, speed: Double, offset: Double
    let duration: Double, autoreverses: Bool
    let activeDuration: Double
    let fillsBackwards: Bool, fillsForwards: Bool

    /// The transaction duration used when an animation's own is 0 or invalid.
    static let defaultDuration = 0.25

    static func effectiveDuration(_ d: Double) -> Double {
        d.isFinite && d > 0 ? d : defaultDuration
    }

    init(_ a: CAAnimation) {
        begin = a.beginTime.isFinite ? a.beginTime : 0
        let s = Double(a.speed)
        speed = s.isFinite ? s : 1
        offset = a.timeOffset.isFinite ? a.timeOffset : 0
        duration = Self.effectiveDuration(a.duration)
        autoreverses = a.autoreverses
        let cycle = duration * (autoreverses ? 2 : 1)
        let repeats = Double(a.repeatCount)
        if a.repeatDuration.isFinite && a.repeatDuration > 0 {
            activeDuration = a.repeatDuration
        } else if repeats.isNaN || repeats <= 0 {
            activeDuration = cycle
        } else if repeats.isInfinite || repeats >= Double(Float.greatestFiniteMagnitude) {
            activeDuration = .infinity
        } else {
            activeDuration = cycle * repeats
        }
        fillsBackwards = a.fillMode == .backwards || a.fillMode == .both
        fillsForwards = a.fillMode == .forwards || a.fillMode == .both
    }

    /// The time (in the parent's time) at which the active duration ends; infinite for
    /// endless animations and for speed 0.
    var endTime: Double {
        guard activeDuration.isFinite, speed != 0 else { return .infinity }
        let end = begin + (activeDuration - offset) / speed
        return speed > 0 ? max(end, begin) : begin
    }

    /// The local time (0…duration) and cycle index at parent time `t`, or nil where the
    /// animation shows nothing.
    func localTime(atParentTime t: Double) -> (time: Double, cycle: Int)? {
        guard t.isFinite || t == .infinity else { return nil }
        // Speed 0 freezes the animation at its time offset, however far away `t` is: the
        // product is not formed, since (t − begin) may have overflowed to ∞ and ∞ · 0 is NaN.
        var active = speed == 0 ? offset : (t - begin) * speed + offset
        guard !active.isNaN else { return nil }
        if t - begin < 0 && speed >= 0 || active < 0 {
            guard fillsBackwards else { return nil }
            active = max(offset, 0)
        }
        if active >= activeDuration {
            guard fillsForwards, activeDuration.isFinite else { return nil }
            active = activeDuration
        }
        let cycleLength = duration * (autoreverses ? 2 : 1)
        var cycle = (active / cycleLength).rounded(.down)
        var within = active - cycle * cycleLength
        if within == 0 && active > 0 && active >= activeDuration {
            // Exactly at the end of a whole cycle: the end of that cycle, not the start of the next.
            cycle -= 1; within = cycleLength
        }
        let local = autoreverses && within > duration ? 2 * duration - within : min(within, duration)
        return (local, Int(min(max(cycle, 0), Double(Int32.max))))
    }
}

/// Something waiting for a set of animations to end: a transaction's completion block or a
/// UIView animation block's completion. It fires once every animation registered with it
/// has stopped (and the group is closed), with `finished` false if any was cut short.
@_spi(LimnerUIKit) public final class AnimationCompletionGroup {
    var pending = 0
    var closed = false
    var fired = false
    /// Whether every animation ran to its end.
    public private(set) var finished = true
    /// The completion; nil once it ran or its host went away (`abandon()`).
    private var action: ((Bool) -> Void)?

    /// A group that calls `action` with `finished` when done.
    public init(_ action: @escaping (Bool) -> Void) { self.action = action }

    func register() { pending += 1 }

    func animationStopped(finished flag: Bool, host: LayerHost?) {
        pending -= 1
        if !flag { finished = false }
        fireIfDone(host: host)
    }

    /// No more animations will join; fires (as a callback at the current time) if none are pending.
    public func close(host: LayerHost?) {
        closed = true
        fireIfDone(host: host)
    }

    private func fireIfDone(host: LayerHost?) {
        guard closed, pending <= 0, !fired, let action else { return }
        fired = true
        self.action = nil
        let finished = self.finished
        if let host {
            host.schedule(after: 0) { action(finished) }
        } else {
            action(finished)
        }
    }

    /// Whether the completion has run (or was scheduled to) or was abandoned.
    var isDone: Bool { fired || action == nil }

    /// Lets go of the completion without calling it: the host whose animations it waited for
    /// went away, so its animations never end and no clock is left to run it. A completion
    /// usually captures layers or views of the tree whose animations hold the group; keeping
    /// it would keep that tree alive for ever (a retain cycle).
    func abandon() {
        fired = true
        action = nil
    }
}
