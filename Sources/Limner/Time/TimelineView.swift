import Foundation

/// A view rebuilt on a schedule: SwiftUI's `TimelineView`. Its content sees the schedule's
/// latest entry at or before the current virtual time (`context.date`).
///
/// Discrete schedules (`periodic`, `everyMinute`, `explicit`) make an update at each entry,
/// so `onChange(of: context.date)` runs then; `animation` schedules are read at every frame.
/// The first entry counts from when the timeline appeared.
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View {
    /// What the content is built from.
    public typealias Context = TimelineViewDefaultContext

    let schedule: Schedule
    let content: (Context) -> Content

    /// A timeline updating on `schedule`.
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    public typealias Body = Never
    public var body: Never { primitiveBodyAccessed(Self.self) }
}

/// What a `TimelineView`'s content is built from: SwiftUI's `TimelineViewDefaultContext`.
public struct TimelineViewDefaultContext {
    /// The entry's date.
    public let date: Date
    /// How often updates come.
    public let cadence: Cadence
    /// How often a timeline updates.
    public typealias Cadence = TimelineViewCadence
}

/// When a timeline first appeared.
final class TimelineRecord {
    let start: Date
    /// The virtual time of the update scheduled for the next entry.
    var scheduledAt: Double?
    init(start: Date) { self.start = start }
}

extension TimelineView: PrimitiveView {
    func resolve(in context: ResolveContext) -> [ResolvedNode] {
        let graph = context.graph
        let now = graph.startDate.addingTimeInterval(graph.time)
        let record = graph.record(.timeline(at: context.identity)) { TimelineRecord(start: now) }
        let (date, next, cadence) = entry(start: record.start, now: now)
        if let s = schedule as? AnimationTimelineSchedule, !s.paused, s.minimumInterval == nil { graph.timeReads.readsFrameTime = true }
        if !graph.isPeeking, let next {
            // The next entry's update, strictly later than now: entries closer together than
            // a `Date` can tell apart (a 10⁻⁹ s period) would otherwise schedule the same
            // instant over and over and never advance. The clock spaces the updates (at least
            // 1 ms apart) and coalesces them past its budget; each shows the latest entry.
            let now = graph.time
            var at = next.timeIntervalSince(graph.startDate)
            if at <= now { at = now.nextUp }
            if !at.isNaN, record.scheduledAt != at {
                record.scheduledAt = at
                graph.scheduleHandler?(at) { [weak graph] in graph?.requestUpdate() }
            }
        }
        // The content is built at the entry's date, as on a device: `Date()` in it reads that.
        return VirtualClock.withWallDate(date) {
            context.resolve(content(Context(date: date, cadence: cadence)), component: .index(0))
        }
    }

    /// The current and next entries.
    private func entry(start: Date, now: Date) -> (Date, Date?, TimelineViewCadence) {
        if let lookup = schedule as? any TimelineEntryLookup {
            let e = lookup.entry(start: start, now: now)
            return (e.current, e.next, lookup.cadence)
        }
        // A schedule of the user's: walk its entries (at most a million).
        var current: Date?
        var next: Date?
        var count = 0
        for d in schedule.entries(from: start, mode: .normal) {
            count += 1
            if count > 1_000_000 { break }
            if d <= now { current = d } else { next = d; break }
        }
        return (current ?? now, next, .seconds)
    }
}
