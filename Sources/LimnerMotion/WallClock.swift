import CLimnerClock
import Foundation

// The wall clock on the virtual clock. Inside a host — while it runs user code on its thread
// (an event, an update, a `.task`'s step, a layer callback) — `Date()`, `Date.now`,
// `Date(timeIntervalSinceNow:)` and `timeIntervalSinceNow` read the host's date: its
// `startDate` plus the virtual time at which that code runs. So a schedule anchored to
// `.now` (`TimelineView(.periodic(from: .now, by: 1))`) starts on the clock, and a date
// stored in `onAppear` and compared with `context.date` later measures virtual seconds:
// frames stay a pure function of (state, inputs, time), the same bytes on every run.
//
// How: Swift gives a library no way to take `Date()` over (see CLimnerClock.c), so the host
// enables its thread's virtual wall clock in the C library's `clock_gettime`, which is what
// Foundation reads. Other threads, and any code while no host runs it, read the real time.

extension VirtualClock {
    /// Runs `body` with `Date()` on this thread reading `date` (nil: the real wall clock),
    /// then restores what was there.
    public static func withWallDate<T>(_ date: Date?, _ body: () throws -> T) rethrows -> T {
        var previous = 0.0
        let wasEnabled = limner_wall_clock_get(&previous)
        limner_wall_clock_set(date == nil ? 0 : 1, date?.timeIntervalSince1970 ?? 0)
        defer { limner_wall_clock_set(wasEnabled, previous) }
        return try body()
    }

    /// The date `Date()` reads on this thread when a host set it, else nil.
    public static var wallDate: Date? {
        var seconds = 0.0
        return limner_wall_clock_get(&seconds) != 0 ? Date(timeIntervalSince1970: seconds) : nil
    }
}
