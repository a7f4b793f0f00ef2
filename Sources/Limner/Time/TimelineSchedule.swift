import Foundation

/// How often a schedule's entries are needed: SwiftUI's `TimelineScheduleMode`.
public enum TimelineScheduleMode: Hashable, Sendable {
    /// As the schedule asks.
    case normal
    /// As rarely as possible (Limner treats it as `normal`).
    case lowFrequency
}

/// When a `TimelineView` updates: a sequence of dates. SwiftUI's `TimelineSchedule`.
public protocol TimelineSchedule {
    /// The sequence of dates.
    associatedtype Entries: Sequence where Entries.Element == Date
    /// The dates at which the view updates, from `startDate` on.
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

/// The entry a timeline shows at a moment: the schedule's latest entry at or before it.
protocol TimelineEntryLookup {
    /// The latest entry at or before `now` for a timeline that started at `start`, and the
    /// next entry after `now` (nil when there is none or the schedule is continuous).
    func entry(start: Date, now: Date) -> (current: Date, next: Date?)
    /// The cadence of updates.
    var cadence: TimelineViewCadence { get }
}

/// How often a timeline updates: SwiftUI's `TimelineView.Context.Cadence`.
public enum TimelineViewCadence: Comparable, Hashable, Sendable {
    /// Every frame.
    case live
    /// About once a second.
    case seconds
    /// About once a minute.
    case minutes
}

/// Entries every `interval` seconds from a start date.
public struct PeriodicTimelineSchedule: TimelineSchedule, TimelineEntryLookup, Sendable {
    let start: Date
    let interval: TimeInterval

    /// Entries at `startDate + k·interval`.
    public init(from startDate: Date, by interval: TimeInterval) {
        start = startDate
        self.interval = interval.isFinite && interval > 0 ? interval : 1
    }

    /// From a past start: the latest boundary at or before `startDate`, then every interval.
    /// From a future start: `startDate` itself, then the schedule's start and on.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        Entries(schedule: self, from: startDate)
    }

    /// The dates of a periodic schedule.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        let schedule: PeriodicTimelineSchedule
        var nextDate: Date?
        var pendingFirst: Date?

        init(schedule: PeriodicTimelineSchedule, from date: Date) {
            self.schedule = schedule
            let elapsed = date.timeIntervalSince(schedule.start)
            if elapsed >= 0 {
                nextDate = schedule.start.addingTimeInterval((elapsed / schedule.interval).rounded(.down) * schedule.interval)
            } else {
                pendingFirst = date
                nextDate = schedule.start
            }
        }

        public mutating func next() -> Date? {
            if let first = pendingFirst { pendingFirst = nil; return first }
            guard let d = nextDate else { return nil }
            nextDate = d.addingTimeInterval(schedule.interval)
            return d
        }
    }

    func entry(start: Date, now: Date) -> (current: Date, next: Date?) {
        let elapsed = now.timeIntervalSince(self.start)
        if elapsed < 0 { return (now, self.start) }
        let k = (elapsed / interval).rounded(.down)
        return (self.start.addingTimeInterval(k * interval), self.start.addingTimeInterval((k + 1) * interval))
    }

    var cadence: TimelineViewCadence { interval < 60 ? .seconds : .minutes }
}

/// An entry at the start of every minute.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, TimelineEntryLookup, Sendable {
    /// Creates the schedule.
    public init() {}

    /// The start of the minute containing `startDate`, then every minute.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> PeriodicTimelineSchedule.Entries {
        PeriodicTimelineSchedule(from: Self.minuteStart(startDate), by: 60).entries(from: startDate, mode: mode)
    }

    static func minuteStart(_ date: Date) -> Date {
        Date(timeIntervalSinceReferenceDate: (date.timeIntervalSinceReferenceDate / 60).rounded(.down) * 60)
    }

    func entry(start: Date, now: Date) -> (current: Date, next: Date?) {
        let m = Self.minuteStart(now)
        return (m, m.addingTimeInterval(60))
    }

    var cadence: TimelineViewCadence { .minutes }
}

/// Entries at given dates.
public struct ExplicitTimelineSchedule<Dates: Sequence>: TimelineSchedule, TimelineEntryLookup where Dates.Element == Date {
    let dates: Dates

    /// Entries at `dates` (in increasing order).
    public init(_ dates: Dates) { self.dates = dates }

    /// All past dates collapse into the most recent; with no past date the first entry is
    /// `startDate` itself; later dates follow.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> [Date] {
        var past: Date?
        var future: [Date] = []
        for d in dates {
            if d <= startDate { past = d } else { future.append(d) }
        }
        return [past ?? startDate] + future
    }

    /// The latest date at or before `now` and the next one. An array (any random-access
    /// collection) is searched by bisection, so a timeline of a million dates costs about 20
    /// comparisons an update rather than a scan; dates out of increasing order still give a
    /// defined result: a date of the schedule at or before `now` (or `now`), and a date after
    /// it. Other sequences are scanned (at most a million dates).
    func entry(start: Date, now: Date) -> (current: Date, next: Date?) {
        if let collection = dates as? any RandomAccessCollection<Date> {
            return Self.bisect(collection, now: now)
        }
        var current: Date?
        var next: Date?
        var count = 0
        for d in dates {
            count += 1
            if count > 1_000_000 { break }
            if d <= now { current = d } else { next = d; break }
        }
        return (current ?? now, next)
    }

    var cadence: TimelineViewCadence { .seconds }

    /// `entry(start:now:)` of a random-access collection: the first position whose date is
    /// after `now` by bisection; the date before it is current, the date at it next.
    private static func bisect<C: RandomAccessCollection>(_ dates: C, now: Date) -> (current: Date, next: Date?) where C.Element == Date {
        var low = dates.startIndex, count = dates.count
        while count > 0 {
            let half = count / 2
            let middle = dates.index(low, offsetBy: half)
            if dates[middle] <= now {
                low = dates.index(after: middle)
                count -= half + 1
            } else {
                count = half
            }
        }
        let current = low == dates.startIndex ? now : dates[dates.index(before: low)]
        return (current, low == dates.endIndex ? nil : dates[low])
    }
}

/// Updates at the display's pace (or no faster than `minimumInterval`), or never when
/// paused.
public struct AnimationTimelineSchedule: TimelineSchedule, TimelineEntryLookup, Sendable {
    let minimumInterval: Double?
    let paused: Bool

    /// Creates the schedule. A non-positive or non-finite interval means every frame.
    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        self.paused = paused
    }

    /// `startDate`, then one entry per interval (1/60 s without a minimum); only
    /// `startDate` when paused.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> AnyIterator<Date> {
        if paused { return AnyIterator([startDate].makeIterator()) }
        let step = minimumInterval ?? 1.0 / 60
        var k = 0.0
        return AnyIterator {
            defer { k += 1 }
            return startDate.addingTimeInterval(k * step)
        }
    }

    func entry(start: Date, now: Date) -> (current: Date, next: Date?) {
        if paused { return (start, nil) }
        guard let step = minimumInterval else { return (now, nil) }
        let k = (now.timeIntervalSince(start) / step).rounded(.down)
        return (start.addingTimeInterval(max(0, k) * step), nil)
    }

    var cadence: TimelineViewCadence { minimumInterval.map { $0 < 60 ? .seconds : .minutes } ?? .live }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// Entries every `interval` seconds from `startDate`.
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// An entry at the start of every minute.
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// Updates every frame.
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }
    /// Updates no faster than `minimumInterval`, or not at all when `paused`.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

extension TimelineSchedule {
    /// Entries at `dates`.
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S> where Self == ExplicitTimelineSchedule<S> {
        ExplicitTimelineSchedule(dates)
    }
}
