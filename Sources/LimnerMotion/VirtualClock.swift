import Foundation

/// The one virtual clock of Limner: the current time and the work scheduled for later, run
/// in order of (time, scheduling sequence). A view host (`AnimationRenderer`, `ImageRenderer`,
/// the live window) and a layer host (`LayerHost`) each own one; nothing here reads the wall
/// clock.
///
/// **Finding the clock.** `VirtualClock.current` is the clock of the host running user code on
/// this thread (bound by the host around every callback, update and frame). Code people write
/// around animations reaches it through the names they already use: `DispatchQueue.main.async`
/// and `asyncAfter`, `Timer.scheduledTimer`, `Timer.publish`, `CACurrentMediaTime()`. Outside a
/// host `current` is nil and those names behave exactly as Foundation's and Dispatch's.
///
/// **Events.** `schedule(at:_:)` files an action under (time, sequence) in a binary heap
/// (logarithmic insertion and removal). Times are sanitised where they arise: a time before
/// `now` runs at `now` (after what is already due then), NaN and infinite times never run and
/// are counted in `droppedEvents`. Repeating timers (`VirtualTimer`) tick at exact multiples of
/// their interval; an interval below `VirtualTimer.minimumInterval` is clamped to it, and a
/// tick always moves time forward, even where the interval is below the spacing of doubles.
///
/// **Budget** (`runEvents(upTo:flush:_:)`, one per step of a host). Every kind of event —
/// timer ticks, timeline entries, animation and transaction completions, scripted input,
/// layer callbacks, `asyncAfter` work — counts against one budget per step, in events
/// (`maximumEventsPerStep`) and in *work* (`maximumWorkPerStep`): each event is one unit of
/// work plus what its host reports for it (`reportWork(_:)`; a view host reports the views
/// its updates resolved, so an event that updates a tree of 1 000 views costs 1 001). Both
/// counts are deterministic, so where a step stops is too. Within the budget, each event runs
/// at its own time. Past it the step is *coalesced*: timer ticks move to their last tick at or
/// before the step's end (as a run-loop timer that fell behind fires once), and every other
/// event due runs at the step's end, once, in order (as a run loop that fell behind runs its
/// backlog when it wakes); `isCoalescing` tells the host, which may leave its update to
/// `flush`, called once the backlog of an instant has run (a view host updates once after
/// the backlog instead of after each event). Past `maximumEventsPerStep` events at one
/// instant the other events due then are dropped and counted in `droppedEvents` — except
/// **input events** (`scheduleInput(at:_:)`: scripted taps, drags, presses and the work they
/// schedule for themselves), which are never dropped: coalescing may merge the updates that
/// follow events, never the input itself. Input events count against the budget like any
/// other (so they make the rest of a step coalesce sooner) but not against the cap of one
/// instant; there are as many as the script made, so they cannot run away. The work done
/// after the budget ran out still counts: past **twice** `maximumWorkPerStep` a *same-instant
/// chain* stops repeating — an event the step's own work scheduled for the very instant it
/// was running (an `async` that sends itself again; a zero-time completion that the update
/// after the backlog schedules) runs once more with the backlog at the step's end, and the
/// link that one sends for the step's end waits for the next step, `minimumSpacing` later
/// (`deferredEvents`), instead of repeating up to `maximumEventsPerStep` times, each a full
/// update. Nothing else is held back: every event due by the step's end when the limit is
/// reached, and everything the backlog schedules for later instants up to it, runs by it
/// (with one update per instant), so a frame at t still shows every event due by t — only an
/// endless same-instant chain is split across frames. A host also stops an update loop within
/// one event there (`isPastWorkLimit`). So a step costs at most about twice its budget, plus
/// the backlog's events themselves and one update per instant after them.
///
/// **The size of the budget** is the host's, by one rule: *never smaller than a few whole
/// units of the host's normal work.* A budget below one normal update would cut a healthy
/// tree's first settle and then every step would pay for it; so a view host measures each
/// committed update and keeps its budget at least `ViewHost.minimumUpdatesPerStep` (4) such
/// updates, and at least 2 000 units (`ViewHost.workBudget(forUpdateWork:)`): a step runs at
/// least 4 whole updates before it coalesces and 8 before it cuts an update loop, and work a
/// host cut (`isPastWorkLimit`) is the host's to resume in its next step (a view host settles
/// again before that step's events, under a budget of its own: `runWork`), so a long finite
/// loop finishes over a few steps instead of being left half-done.
///
/// **Minimum spacing.** Work that an event schedules for a moment after its own, but less than
/// `minimumSpacing` (1 ms, the shortest timer interval) after it, runs `minimumSpacing` after
/// it (work for the same instant stays at that instant). A chain that schedules its next link
/// a hair later — a completion that starts a 10⁻⁹ s animation, a 10⁻⁹ s timeline — thus
/// moves at most 1 000 links per virtual second, and within a step the budget bounds it: it
/// costs bounded time and memory however far a frame seeks.
///
/// **Seeking** (the contract both hosts keep): a frame at time t depends only on the events
/// before t, never on which frames were drawn before. Going forward runs the events due;
/// going back is the host's business — a view host restarts its clock from 0 (`restart()`)
/// and replays, a layer host undoes its journal (and, sharing a view host's clock, keeps its
/// pending callbacks there) — and user code never runs twice for one instant of one timeline.
public final class VirtualClock: @unchecked Sendable {
    // Safe: a clock is used only on its host's thread (the task-local below is bound there
    // while the host runs user code).

    /// One scheduled action.
    public struct Event {
        /// When it runs.
        public let time: Double
        /// The order of scheduling (ties at one time run in this order).
        public let sequence: Int
        /// The work.
        public let action: () -> Void
        /// Whether it is input (`scheduleInput(at:_:)`): never dropped by the budget.
        public let isInput: Bool
        /// The instant of the event (or flush) that was running when it was scheduled, if it
        /// was scheduled by a step's own work: an event whose `origin` is its own `time` asked
        /// to run again at the instant being run (a same-instant chain; see the budget).
        let origin: Double?
        /// Who runs it: the participant that was running code when it was scheduled (a layer
        /// host sharing a view host's clock), or nil for the clock's owner. Not retained (a
        /// host's pending callbacks must not keep it alive); once it is gone the event runs as
        /// the owner's.
        public private(set) weak var participant: (any VirtualClockParticipant)?

        /// An event run by the clock's owner.
        public init(time: Double, sequence: Int, action: @escaping () -> Void) {
            self.init(time: time, sequence: sequence, participant: nil, action: action)
        }

        init(time: Double, sequence: Int, participant: (any VirtualClockParticipant)?, isInput: Bool = false,
             origin: Double? = nil, action: @escaping () -> Void) {
            self.time = time
            self.sequence = sequence
            self.action = action
            self.isInput = isInput
            self.origin = origin
            self.participant = participant
        }

        /// The same event run at `time` instead (the budget's coalescing).
        func moved(to time: Double) -> Event {
            Event(time: time, sequence: sequence, participant: participant, isInput: isInput, origin: origin,
                  action: action)
        }

        /// The same event waiting for the next step, at `time` (see the budget).
        func deferred(to time: Double) -> Event {
            Event(time: time, sequence: sequence, participant: participant, isInput: isInput, action: action)
        }
    }

    /// The participant running code now, if any: what it schedules is its own (see
    /// `VirtualClockParticipant`).
    public private(set) var runningParticipant: (any VirtualClockParticipant)?

    /// Runs `body` with `participant` running: the events it schedules are run through it.
    public func running<T>(_ participant: (any VirtualClockParticipant)?, _ body: () throws -> T) rethrows -> T {
        let previous = runningParticipant
        runningParticipant = participant
        defer { runningParticipant = previous }
        return try body()
    }

    /// Takes `participant`'s pending events and timers out of this clock and files them, in
    /// their order, on `other` (a layer host moving onto the clock of the view that shows it):
    /// a timer keeps its next tick and interval.
    public func moveEvents(of participant: any VirtualClockParticipant, to other: VirtualClock) {
        guard other !== self else { return }
        let movingTimers = timers.filter { $0.participant === participant && !$0.isCancelled }
        if !movingTimers.isEmpty {
            timers.removeAll { $0.participant === participant }
            other.timers += movingTimers
        }
        let mine = heap.filter { $0.participant === participant }
        guard !mine.isEmpty else { return }
        let rest = heap.filter { $0.participant !== participant }
        heap = []
        for e in rest { push(e) }
        for e in mine.sorted(by: Self.precedes) {
            other.sequence += 1
            other.push(Event(time: e.time, sequence: other.sequence, participant: participant, isInput: e.isInput,
                             action: e.action))
        }
    }

    /// Back to time 0 for a host that replays from the start (a view host seeking back): its
    /// own events and timers are dropped; the events and timers of participants stay (a layer
    /// host shown in the view keeps its pending callbacks and the timers its callbacks
    /// started: its journal, not the replay, covers what happened before).
    public func restart() {
        let kept = heap.filter { $0.participant != nil }
        heap = []
        for e in kept { push(e) }
        timers.removeAll { $0.participant == nil }
        now = 0
    }

    /// Runs `event` the way its scheduler asks: through its participant, else with `run`.
    public func perform(_ event: Event, else run: (Event) -> Void) {
        if let participant = event.participant { participant.runEvent(event, on: self) } else { run(event) }
    }

    /// The time of the event being run, or of the last step.
    public var now: Double = 0
    /// The date at time 0.
    public var startDate: Date
    /// The most events one step runs before the rest is coalesced (see the type's comment).
    public var maximumEventsPerStep: Int
    /// The most work one step does before the rest is coalesced: each event counts one, plus
    /// the work its host reports for it (`reportWork(_:)`). See the type's comment. By default
    /// `Int.max`: a host that reports work sets its own, never smaller than a few units of its
    /// normal work (a view host: `ViewHost`'s `maximumWorkPerStep`, in views resolved, at
    /// least 4 updates of its tree). Read live: a host may change it during a step (a view
    /// host measures it again at every update).
    public var maximumWorkPerStep: Int
    /// Whether the event being run is past the step's budget (its time is the step's end, or
    /// the instant at which the budget ran out): a host may leave the work that follows it
    /// (a view host's update) to the step's `flush`.
    public private(set) var isCoalescing = false
    /// Events never run: scheduled at a NaN or infinite time, or dropped by the budget.
    public private(set) var droppedEvents = 0
    /// Links of same-instant chains that a step past twice its work budget left for the next
    /// step, `minimumSpacing` after its end (see the type's comment).
    public private(set) var deferredEvents = 0
    /// What owns the clock (a layer host finds itself through it); not retained.
    public weak var owner: AnyObject?
    /// Where the `.task`s started inside the host run (`VirtualTaskExecutor`).
    public let taskExecutor = VirtualTaskExecutor()

    private var heap: [Event] = []
    private var sequence = 0
    /// The work reported during the step being run.
    private var reportedWork = 0
    private var timers: [VirtualTimer] = []

    /// A clock at time 0 whose date then is `startDate`.
    public init(startDate: Date = Date(timeIntervalSince1970: 0), maximumEventsPerStep: Int = 10_000,
                maximumWorkPerStep: Int = .max) {
        self.startDate = startDate
        self.maximumEventsPerStep = max(1, maximumEventsPerStep)
        self.maximumWorkPerStep = max(1, maximumWorkPerStep)
    }

    /// The clock of the host running user code on this thread, if any.
    @TaskLocal public static var current: VirtualClock?

    /// Runs `body` with this clock current, and `Date()` on this thread reading the clock's
    /// date now (`WallClock.swift`).
    public func withCurrent<T>(_ body: () throws -> T) rethrows -> T {
        try VirtualClock.$current.withValue(self) {
            try VirtualClock.withWallDate(date(at: now), body)
        }
    }

    /// The date at virtual time `time`.
    public func date(at time: Double) -> Date { startDate.addingTimeInterval(time) }

    // MARK: Scheduling

    /// Schedules `action` at `time`: before `now` it runs at `now`; NaN or infinite never runs.
    /// While an event runs, a time after its instant but less than `minimumSpacing` after it
    /// becomes that instant plus `minimumSpacing`.
    public func schedule(at time: Double, _ action: @escaping () -> Void) {
        schedule(at: time, isInput: false, action)
    }

    /// Schedules an input event (scripted input, and the work an input event schedules for
    /// the same gesture: a tap's pointer-up, a press's tick), as `schedule(at:_:)`, except
    /// that the budget never drops it (see the type's comment).
    public func scheduleInput(at time: Double, _ action: @escaping () -> Void) {
        schedule(at: time, isInput: true, action)
    }

    private func schedule(at time: Double, isInput: Bool, _ action: @escaping () -> Void) {
        guard time.isFinite else { droppedEvents += 1; return }
        sequence += 1
        var t = max(time, now)
        if let instant = runningInstant, t > instant, t - instant < Self.minimumSpacing {
            t = Self.after(instant, Self.minimumSpacing)
        }
        push(Event(time: t, sequence: sequence, participant: runningParticipant, isInput: isInput,
                   origin: runningInstant, action: action))
    }

    /// The least time between an event and later work it schedules (see the type's comment).
    public static let minimumSpacing = VirtualTimer.minimumInterval

    /// The instant of the event being run by `runEvents`, if any.
    private var runningInstant: Double?

    /// Schedules `action` `delay` seconds from now (a negative delay is 0; NaN or infinite
    /// never runs).
    public func schedule(after delay: Double, _ action: @escaping () -> Void) {
        guard delay.isFinite else { droppedEvents += 1; return }
        schedule(at: now + max(delay, 0), action)
    }

    /// Starts a timer whose first tick is one interval from now.
    public func addTimer(_ timer: VirtualTimer) {
        addTimer(timer, firstTickAfter: timer.interval)
    }

    /// Starts a timer whose first tick is `delay` seconds from now (a negative delay is 0; a
    /// NaN or infinite one never ticks).
    /// A timer started while a participant runs code (a layer host's callback) ticks through
    /// that participant, as its events do.
    public func addTimer(_ timer: VirtualTimer, firstTickAfter delay: Double) {
        guard delay.isFinite, !timer.isCancelled else { droppedEvents += 1; return }
        timer.nextFire = delay > 0 ? Self.after(now, delay) : now
        timer.participant = runningParticipant
        timers.append(timer)
    }

    /// The number of events waiting (timers not counted).
    public var pendingEventCount: Int { heap.count }

    /// The earliest pending event or timer tick at or before `limit`, removed from the queue.
    /// A timer tick is returned as an event that reschedules the timer; at one instant,
    /// events run before timer ticks, and timers tick in the order they were made.
    public func nextEvent(upTo limit: Double) -> Event? {
        if timers.contains(where: \.isCancelled) { timers.removeAll { $0.isCancelled } }
        let timer = timers.min { ($0.nextFire, $0.order) < ($1.nextFire, $1.order) }
        switch (heap.first, timer) {
        case let (e?, t?) where e.time <= t.nextFire:
            return e.time <= limit ? pop() : nil
        case let (_, t?):
            guard t.nextFire <= limit else { return nil }
            let fireTime = t.nextFire
            t.nextFire = t.repeats ? Self.after(fireTime, t.interval) : .infinity
            if !t.repeats { t.isCancelled = true }
            let date = date(at: fireTime)
            return Event(time: fireTime, sequence: 0, participant: t.participant) { t.fire(date) }
        case let (e?, nil):
            return e.time <= limit ? pop() : nil
        case (nil, nil):
            return nil
        }
    }

    /// The time of the earliest pending event or timer tick, if any (the live window sleeps
    /// until then when nothing moves).
    public var nextEventTime: Double? {
        let tick = timers.lazy.filter { !$0.isCancelled }.map(\.nextFire).min()
        switch (heap.first?.time, tick) {
        case let (e?, t?): return min(e, t)
        case let (e, t): return e ?? t
        }
    }

    /// Which budget of a step ran out (see the type's comment).
    public enum Budget: Sendable, Equatable {
        /// `maximumEventsPerStep` events ran.
        case events
        /// `maximumWorkPerStep` units of work were done.
        case work
    }

    /// What one step (`runEvents(upTo:flush:_:)`) did.
    public struct Step: Sendable, Equatable {
        /// The events run.
        public var count: Int
        /// The work done: one unit per event plus what the host reported.
        public var work: Int
        /// The budget that ran out first, if any: the rest of the step was coalesced.
        public var exceeded: Budget?
        /// Whether the budget acted.
        public var overBudget: Bool { exceeded != nil }
    }

    /// Adds `units` of work (a view host: the views an update resolved) to the event being
    /// run; counted against `maximumWorkPerStep` (negative counts nothing).
    public func reportWork(_ units: Int) {
        let (sum, overflow) = reportedWork.addingReportingOverflow(max(units, 0))
        reportedWork = overflow ? .max : sum
    }

    /// Runs every event due up to `limit` through `run` (which runs the action the host's
    /// way; `now` is the event's time), within the budget: while fewer than
    /// `maximumEventsPerStep` events ran and less than `maximumWorkPerStep` work was done,
    /// events run at their own times; past that timer ticks are coalesced to their last tick
    /// at or before `limit`, every other event due later than the instant being run runs at
    /// `limit` (its `time` is `limit`), with `isCoalescing` set, and `flush` is called once
    /// those of one instant have run (with `now` that instant; what it schedules for then runs
    /// in this step too); past `maximumEventsPerStep` events at one instant the other events
    /// due then are dropped, except input events (`scheduleInput(at:_:)`), which always run.
    @discardableResult
    public func runEvents(upTo limit: Double, flush: () -> Void = {}, _ run: (Event) -> Void) -> Step {
        var count = 0, atInstant = 0
        var instant = -Double.infinity
        var exceeded: Budget?
        // The instant at which the budget ran out: events due later (and before `limit`) run
        // at `limit`, those due then stay then.
        var exceededAt = Double.infinity
        // Coalesced events ran since the last flush.
        var unflushed = false
        reportedWork = 0
        isRunningStep = true
        defer { runningInstant = nil; isCoalescing = false; isRunningStep = false }
        func exceed(_ budget: Budget) {
            guard exceeded == nil else { return }
            exceeded = budget
            exceededAt = instant
            isCoalescing = true
            coalesceTimers(upTo: limit)
        }
        while true {
            if unflushed, dueTime(upTo: limit, coalescingAfter: exceededAt) != instant {
                // The host's work after the backlog of `instant`, before time moves on.
                unflushed = false
                now = instant
                runningInstant = instant
                flush()
                runningInstant = nil
                continue
            }
            guard var event = nextEvent(upTo: limit) else { break }
            if event.time > exceededAt, event.time < limit {
                // Coalesced: the backlog runs at the step's end (work at the instant being
                // run stays there, under the cap below).
                event = event.moved(to: limit)
            }
            // Past twice the work budget (work the backlog's flushes still did), a same-instant
            // chain — an event the step's own work scheduled for the instant it was running:
            // an `async` that sends itself again, a zero-time completion scheduled by the update
            // after the backlog — stops repeating at its instant. Before the step's end it
            // joins the backlog there (it still runs in this step, once); at the step's end it
            // waits for the next step, `minimumSpacing` later (`deferredEvents`). Everything
            // else due by `limit` still runs by it; input always runs.
            if exceeded != nil, !event.isInput, event.origin == event.time, work(count) >= hardWorkLimit {
                if event.time < limit {
                    push(event.moved(to: limit))
                } else {
                    deferredEvents += 1
                    push(event.deferred(to: Self.after(limit, Self.minimumSpacing)))
                }
                continue
            }
            if event.time != instant { instant = event.time; atInstant = 0 }
            // Input is never dropped, and does not count towards the cap of one instant (it
            // is as long as the script, so it cannot run away).
            if !event.isInput { atInstant += 1 }
            if atInstant > maximumEventsPerStep, !event.isInput {
                droppedEvents += 1
                exceed(.events)
                continue
            }
            now = event.time
            runningInstant = event.time
            run(event)
            runningInstant = nil
            count += 1
            if exceeded != nil {
                unflushed = true
            } else if count >= maximumEventsPerStep {
                exceed(.events)
            } else if work(count) >= maximumWorkPerStep {
                exceed(.work)
            }
        }
        return Step(count: count, work: work(count), exceeded: exceeded)
    }

    /// Whether `runEvents` (or `runWork`) is running.
    private var isRunningStep = false

    /// Runs `body` — a host's work outside any event (a view host's first update and the
    /// update loop it may start) — as a step of its own for the work budget: the work the
    /// host reports counts from 0, and `isPastWorkLimit` holds past twice `maximumWorkPerStep`,
    /// so that work is bounded like the work of any step.
    public func runWork(_ body: () -> Void) {
        let wasRunning = isRunningStep, work = reportedWork
        reportedWork = 0
        isRunningStep = true
        defer { isRunningStep = wasRunning; reportedWork = work }
        body()
    }

    /// Whether the step being run has done twice `maximumWorkPerStep` (see the type's comment):
    /// a host stops work that repeats itself within one event (a view host's update loop).
    public var isPastWorkLimit: Bool { isRunningStep && reportedWork >= hardWorkLimit }

    /// Twice `maximumWorkPerStep` (saturating): past it a coalesced step drops its other events.
    private var hardWorkLimit: Int {
        let (double, overflow) = maximumWorkPerStep.multipliedReportingOverflow(by: 2)
        return overflow ? .max : double
    }

    /// `count` events and the work reported, saturating.
    private func work(_ count: Int) -> Int {
        let (sum, overflow) = count.addingReportingOverflow(reportedWork)
        return overflow ? .max : sum
    }

    /// The time the next event due up to `limit` runs at in a step coalesced after
    /// `exceededAt` (later times before `limit` run at `limit`), or nil when none is due.
    private func dueTime(upTo limit: Double, coalescingAfter exceededAt: Double) -> Double? {
        guard let t = nextEventTime, t <= limit else { return nil }
        return t > exceededAt && t < limit ? limit : t
    }

    /// Moves every timer whose next tick is at or before `limit` to its last tick at or
    /// before it (missed ticks are coalesced, as a run-loop timer that fell behind fires once).
    public func coalesceTimers(upTo limit: Double) {
        for timer in timers where timer.nextFire <= limit && !timer.isCancelled {
            let missed = ((limit - timer.nextFire) / timer.interval).rounded(.down)
            if missed.isFinite {
                if missed > 0 { timer.nextFire = min(timer.nextFire + missed * timer.interval, limit) }
            } else {
                // More ticks than a double counts (a sub-second interval and a seek towards
                // `Double.greatestFiniteMagnitude`): the last one due is at the limit, to within
                // the doubles' own spacing there. Left alone, its ticks would come one at a
                // time and every one past the instant's cap would be dropped, without end.
                timer.nextFire = limit
            }
        }
    }

    /// `time + interval`, or the next double when the interval is below its spacing, so a
    /// timer always moves forward.
    static func after(_ time: Double, _ interval: Double) -> Double {
        let next = time + interval
        return next > time ? next : time.nextUp
    }

    // MARK: Heap of (time, sequence)

    private static func precedes(_ a: Event, _ b: Event) -> Bool {
        a.time < b.time || (a.time == b.time && a.sequence < b.sequence)
    }

    private func push(_ event: Event) {
        heap.append(event)
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard Self.precedes(heap[child], heap[parent]) else { break }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    private func pop() -> Event? {
        guard !heap.isEmpty else { return nil }
        heap.swapAt(0, heap.count - 1)
        let top = heap.removeLast()
        var parent = 0
        let n = heap.count
        while true {
            let left = 2 * parent + 1, right = left + 1
            var first = parent
            if left < n, Self.precedes(heap[left], heap[first]) { first = left }
            if right < n, Self.precedes(heap[right], heap[first]) { first = right }
            if first == parent { break }
            heap.swapAt(parent, first)
            parent = first
        }
        return top
    }
}

/// Something that runs its own events on a clock it shares: a layer host shown inside a
/// view runs on the view host's clock, and the callbacks its layers schedule (delegates,
/// completions, a `DispatchQueue.main.asyncAfter` in a callback) are run through it, so its
/// journal and transactions are at the event's time.
public protocol VirtualClockParticipant: AnyObject {
    /// Runs `event` (its time is `clock.now`).
    func runEvent(_ event: VirtualClock.Event, on clock: VirtualClock)
}

/// A timer on a virtual clock: what `Timer.publish`, `Timer.scheduledTimer` and a timer added
/// to the main run loop make inside a host.
public final class VirtualTimer: @unchecked Sendable {
    // Safe: used only on its host's thread.
    /// Seconds between ticks (at least `minimumInterval`).
    public let interval: Double
    /// Whether it ticks more than once.
    public let repeats: Bool
    /// Ties at one instant tick in this order.
    let order: Int
    /// The time of the next tick.
    public internal(set) var nextFire: Double = 0
    /// Set to stop it.
    public var isCancelled = false
    let fire: (Date) -> Void
    /// The participant that was running code when the timer started (its ticks run through
    /// it, see `VirtualClock.addTimer`); not retained, as an event's.
    weak var participant: (any VirtualClockParticipant)?

    private static let counter = OrderCounter()

    /// A timer calling `fire` with the clock's date at each tick. `interval` is clamped to at
    /// least `minimumInterval` (NaN or infinite: the timer never ticks).
    public init(interval: Double, repeats: Bool = true, fire: @escaping (Date) -> Void) {
        self.interval = interval.isFinite ? max(interval, VirtualTimer.minimumInterval) : .infinity
        self.repeats = repeats
        self.order = Self.counter.next()
        self.fire = fire
        if !interval.isFinite { isCancelled = true }
    }

    /// The shortest timer interval (finer requests are clamped to it).
    public static let minimumInterval = 0.001
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
