import Foundation

/// The virtual clock of a view host: the current time and the events scheduled for later
/// (timer ticks, animation completions, timeline entries, scripted input), run in order of
/// time and then of scheduling. Nothing here reads the wall clock.
final class HostClock: @unchecked Sendable {
    // Safe: a clock is used only on its host's graph thread (the task-local below is bound
    // there while the host runs user code).

    struct Event {
        let time: Double
        let sequence: Int
        let action: () -> Void
    }

    /// The time of the event being run, or of the last update.
    var now: Double = 0
    /// The date at time 0.
    var startDate: Date
    private var events: [Event] = []
    private var sequence = 0
    private var timers: [VirtualTimer] = []

    init(startDate: Date) { self.startDate = startDate }

    /// The clock of the host running user code on this thread, if any.
    @TaskLocal static var current: HostClock?

    /// Schedules `action` at `time` (times before `now` run at `now`; NaN never runs).
    func schedule(at time: Double, _ action: @escaping () -> Void) {
        guard !time.isNaN else { return }
        sequence += 1
        let event = Event(time: max(time, now), sequence: sequence, action: action)
        let index = events.firstIndex { ($0.time, $0.sequence) > (event.time, event.sequence) } ?? events.endIndex
        events.insert(event, at: index)
    }

    /// Starts a repeating timer whose first tick is one interval from now.
    func addTimer(_ timer: VirtualTimer) {
        timer.nextFire = now + timer.interval
        timers.append(timer)
    }

    /// The earliest pending event or timer tick at or before `limit`, removed from the queue.
    /// A timer tick is returned as an event that reschedules the timer.
    func nextEvent(upTo limit: Double) -> Event? {
        timers.removeAll { $0.isCancelled }
        let timer = timers.min { ($0.nextFire, $0.order) < ($1.nextFire, $1.order) }
        let event = events.first
        switch (event, timer) {
        case let (e?, t?) where e.time <= t.nextFire:
            return e.time <= limit ? events.removeFirst() : nil
        case let (_, t?):
            guard t.nextFire <= limit else { return nil }
            let fireTime = t.nextFire
            t.nextFire += t.interval
            return Event(time: fireTime, sequence: 0) { [startDate] in t.fire(startDate.addingTimeInterval(fireTime)) }
        case let (e?, nil):
            return e.time <= limit ? events.removeFirst() : nil
        case (nil, nil):
            return nil
        }
    }

    /// The time of the earliest pending event or timer tick, if any (the live window sleeps
    /// until then when nothing moves).
    var nextEventTime: Double? {
        let tick = timers.lazy.filter { !$0.isCancelled }.map(\.nextFire).min()
        switch (events.first?.time, tick) {
        case let (e?, t?): return min(e, t)
        case let (e, t): return e ?? t
        }
    }

    /// Moves every timer whose next tick is at or before `limit` to its last tick at or
    /// before it (missed ticks are coalesced, as a run-loop timer that fell behind fires once).
    func coalesceTimers(upTo limit: Double) {
        for timer in timers where timer.nextFire <= limit {
            let missed = ((limit - timer.nextFire) / timer.interval).rounded(.down)
            timer.nextFire += missed * timer.interval
        }
    }
}

/// A repeating timer on a host clock (what `Timer.publish` makes inside a view host).
final class VirtualTimer: @unchecked Sendable {
    // Safe: used only on its host's graph thread.
    let interval: Double
    let order: Int
    var nextFire: Double = 0
    var isCancelled = false
    let fire: (Date) -> Void

    private static let counter = OrderCounter()

    /// `interval` is clamped to at least one millisecond.
    init(interval: Double, fire: @escaping (Date) -> Void) {
        self.interval = max(interval, VirtualTimer.minimumInterval)
        self.order = Self.counter.next()
        self.fire = fire
    }

    /// The shortest timer interval (finer requests are clamped to it).
    static let minimumInterval = 0.001
}

/// Hands out increasing numbers (the order of timers that tick at the same instant).
final class OrderCounter: @unchecked Sendable {
    private var value = 0
    private let lock = NSLock()
    func next() -> Int {
        lock.lock(); defer { lock.unlock() }
        value += 1
        return value
    }
}
