import Foundation

/// Foundation's `Timer`, on the host's virtual clock inside a host.
///
/// `import Limner` brings this subclass of `Foundation.Timer` under the name `Timer`, so the
/// everyday calls in SwiftUI and UIKit code — `Timer.scheduledTimer(withTimeInterval:repeats:
/// block:)`, `Timer(timeInterval:repeats:block:)` added with `RunLoop.main.add(_:forMode:)` —
/// tick at exact virtual times when made inside a host (an `AnimationRenderer`, a `LayerHost`,
/// the live window: in `onAppear`, a button action, a timer tick, `viewDidAppear`…): the first
/// tick one interval after, then every interval, coalesced like a run-loop timer that falls
/// behind. Made anywhere else it is a plain Foundation timer on the run loop, as before.
/// `invalidate()` stops either kind. Intervals below a millisecond are clamped to one.
///
/// A file that imports Foundation as well as Limner sees two types called `Timer`; there
/// `Timer.publish` still works, but a type annotation or `Timer.scheduledTimer` must say which
/// one (`Limner.Timer`), as Swift reports them ambiguous (see the README's "One clock").
open class Timer: Foundation.Timer {
    // Safe: a virtual timer is used only on its host's thread; otherwise Foundation's rules.
    private let action: @Sendable (Foundation.Timer) -> Void
    private let repeating: Bool
    private let period: TimeInterval
    private var virtualTimer: VirtualTimer?
    /// `Date()` when the timer was made, and whether that was a host's date (see `add`).
    let createdAt: Date
    let createdOnVirtualClock: Bool

    /// A timer first firing at `date`, then every `interval` seconds if `repeats`; add it to
    /// a run loop to start it.
    public override init(fire date: Date, interval: TimeInterval, repeats: Bool,
                block: @escaping @Sendable (Foundation.Timer) -> Void) {
        action = block
        repeating = repeats
        period = interval
        createdAt = Date()
        createdOnVirtualClock = VirtualClock.wallDate != nil
        super.init(fire: date, interval: interval, repeats: repeats, block: block)
    }

    /// A timer first firing `interval` seconds from now; add it to a run loop to start it.
    public convenience init(timeInterval interval: TimeInterval, repeats: Bool,
                            block: @escaping @Sendable (Foundation.Timer) -> Void) {
        self.init(fire: Date(timeIntervalSinceNow: interval.isFinite ? interval : 0), interval: interval,
                  repeats: repeats, block: block)
    }

    /// A timer started at once: on the host's virtual clock inside a host, else on the
    /// current run loop. The result may be ignored, as Foundation's may (the run loop or
    /// the host's clock keeps the timer).
    @discardableResult
    open override class func scheduledTimer(withTimeInterval interval: TimeInterval, repeats: Bool,
                                            block: @escaping @Sendable (Foundation.Timer) -> Void) -> Timer {
        let timer = Timer(timeInterval: interval, repeats: repeats, block: block)
        if let clock = VirtualClock.current {
            timer.start(on: clock, after: nil)
        } else {
            RunLoop.current.add(timer as Foundation.Timer, forMode: .default)
        }
        return timer
    }

    /// Starts ticking on `clock`, the first tick `delay` seconds from its current time (nil:
    /// one interval, after clamping).
    func start(on clock: VirtualClock, after delay: TimeInterval?) {
        guard virtualTimer == nil else { return }
        let virtual = VirtualTimer(interval: period, repeats: repeating) { _ in self.action(self) }
        virtualTimer = virtual
        guard !virtual.isCancelled else { return }
        clock.addTimer(virtual, firstTickAfter: delay ?? virtual.interval)
    }

    /// Whether the timer is on a host's virtual clock.
    var isVirtual: Bool { virtualTimer != nil }

    /// Stops the timer.
    open override func invalidate() {
        virtualTimer?.isCancelled = true
        super.invalidate()
    }

    /// Whether the timer will still fire.
    open override var isValid: Bool {
        if let virtualTimer { return !virtualTimer.isCancelled }
        return super.isValid
    }
}

extension RunLoop {
    /// Foundation's `add(_:forMode:)`; inside a host, a `Timer` added to the main or the
    /// current run loop ticks on the host's virtual clock (first tick at its fire date, as
    /// measured from now and rounded to the millisecond).
    public func add(_ timer: Timer, forMode mode: RunLoop.Mode) {
        if let clock = VirtualClock.current, self === RunLoop.main || self === RunLoop.current {
            // Inside a host `Date()` reads the host's date; a timer made outside one (real
            // dates) keeps the delay it was made with.
            let delay = timer.createdOnVirtualClock ? timer.fireDate.timeIntervalSinceNow
                : timer.fireDate.timeIntervalSince(timer.createdAt)
            timer.start(on: clock, after: VirtualClock.delay(seconds: delay))
        } else {
            add(timer as Foundation.Timer, forMode: mode)
        }
    }
}
