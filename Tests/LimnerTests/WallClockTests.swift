import Testing
@testable import Limner

// Code anchored to the wall clock — `TimelineView(.periodic(from: .now, by: 1))`, a `Date()`
// kept from `onAppear` and compared with `context.date`, a `.task` loop on `Task.sleep` —
// moving frame by frame on the renderer's clock, as on a device, with the same bytes on every
// run. Imports Limner only, as a SwiftUI file imports SwiftUI only.

/// A bar `length` points long in a 60 × 4 box.
private struct Gauge: View {
    let length: Double
    var body: some View {
        Color.black.frame(width: length, height: 4).frame(width: 60, height: 4, alignment: .leading)
    }
}

/// A pendulum rod at `angle` degrees, hung from the top of an 80 × 60 box.
private struct Rod: View {
    let angle: Double
    var body: some View {
        Color.black.frame(width: 4, height: 40)
            .rotationEffect(.degrees(angle), anchor: .top)
            .frame(width: 80, height: 60, alignment: .top)
    }
}

/// A metronome as people write it: a timeline ticking every second from now, the rod
/// swinging to the other side on each tick.
private struct Metronome: View {
    var body: some View {
        TimelineView(.periodic(from: .now, by: 1)) { context in
            let second = Calendar.current.component(.second, from: context.date)
            Rod(angle: second.isMultiple(of: 2) ? 30 : -30)
                .animation(.linear(duration: 1), value: second)
        }
    }
}

/// A flower that opens over two seconds from the moment it appeared: the moment is a `Date()`
/// kept in `onAppear`, the age `context.date` minus it.
private struct Bloom: View {
    @State private var openedAt: Date?
    var body: some View {
        TimelineView(.animation) { context in
            let age = openedAt.map { context.date.timeIntervalSince($0) } ?? 0
            Gauge(length: min(max(age, 0), 2) * 20)
        }
        .onAppear { openedAt = Date() }
    }
}

/// A counter stepped by a `.task` loop every half second.
private struct Ticker: View {
    @State private var step = 0
    var body: some View {
        Gauge(length: Double(step) * 5)
            .task {
                while !Task.isCancelled {
                    try? await Task.sleep(for: .seconds(0.5))
                    step += 1
                }
            }
    }
}

/// The same on `Task.sleep(nanoseconds:)`, stopping itself after four steps.
private struct NanoTicker: View {
    @State private var step = 0
    var body: some View {
        Gauge(length: Double(step) * 5)
            .task {
                do {
                    for _ in 0..<4 {
                        try await Task.sleep(nanoseconds: 250_000_000)
                        step += 1
                    }
                } catch {}
            }
    }
}

/// A poller started with a bare `Task { … }` in `onAppear`, as view models write it.
private final class PollModel: ObservableObject, @unchecked Sendable {
    @Published var polls = 0
    func start() {
        Task {
            while !Task.isCancelled {
                try await Task.sleep(for: .seconds(0.5))
                polls += 1
            }
        }
    }
}

private struct Poller: View {
    @StateObject private var model = PollModel()
    var body: some View { Gauge(length: Double(model.polls) * 5).onAppear { model.start() } }
}

/// The dates a periodic timeline's updates see, and the dates `Date()` reads in `onAppear`.
private final class DateLog: @unchecked Sendable {
    var entries: [Date] = []
    var appeared: [Date] = []
}

private struct LoggedTimeline: View {
    let log: DateLog
    var body: some View {
        TimelineView(.periodic(from: .now, by: 1)) { context in
            Color.black.frame(width: 2, height: 2)
                .onChange(of: context.date, initial: true) { log.entries.append(context.date) }
        }
        .onAppear { log.appeared.append(Date()) }
    }
}

private func pixels<V: View>(_ view: V) throws -> [UInt8] {
    try AnimationRenderer(content: view).frame(at: 0).premultipliedRGBA()
}

@Suite("Wall-clock code on the renderer's clock: timelines from .now, Date(), Task.sleep")
struct WallClockTests {
    @Test func periodicTimelineFromNowTicksEverySecond() throws {
        let renderer = AnimationRenderer(content: Metronome())
        // Even second: +30°; at each tick the rod swings linearly for one second to the other side.
        for (t, angle) in [(0.0, 30.0), (0.9, 30), (1.5, 0), (1.75, -15), (2.25, -15), (2.5, 0), (3.5, 0)] {
            let frame = try renderer.frame(at: t).premultipliedRGBA()
            #expect(frame == (try pixels(Rod(angle: angle))), "at \(t) expected \(angle)°")
        }
    }

    @Test func periodicEntriesCountFromTheRenderersStartDate() throws {
        let log = DateLog()
        let renderer = AnimationRenderer(content: LoggedTimeline(log: log))
        let start = Date(timeIntervalSince1970: 1_800_000_000.25)
        renderer.startDate = start
        _ = renderer.displayList(at: 3.5)
        #expect(log.appeared == [start])
        #expect(log.entries == [0.0, 1, 2, 3].map { start.addingTimeInterval($0) })
    }

    @Test func dateKeptInOnAppearMeasuresVirtualSeconds() throws {
        let renderer = AnimationRenderer(content: Bloom())
        for (t, length) in [(0.0, 0.0), (0.25, 5), (1.0, 20), (1.5, 30), (3.0, 40), (0.5, 10)] {
            let frame = try renderer.frame(at: t).premultipliedRGBA()
            #expect(frame == (try pixels(Gauge(length: length))), "at \(t) expected \(length) pt")
        }
    }

    @Test func taskLoopOnSleepStepsEveryHalfSecond() throws {
        let renderer = AnimationRenderer(content: Ticker())
        for (t, steps) in [(0.0, 0), (0.4, 0), (0.5, 1), (0.6, 1), (1.2, 2), (2.75, 5), (0.7, 1)] {
            let frame = try renderer.frame(at: t).premultipliedRGBA()
            #expect(frame == (try pixels(Gauge(length: Double(steps) * 5))), "at \(t) expected \(steps) steps")
        }
    }

    @Test func taskStartedInOnAppearRunsOnTheClock() throws {
        let renderer = AnimationRenderer(content: Poller())
        for (t, polls) in [(0.0, 0), (0.4, 0), (0.5, 1), (1.2, 2), (2.75, 5), (0.7, 1)] {
            let frame = try renderer.frame(at: t).premultipliedRGBA()
            #expect(frame == (try pixels(Gauge(length: Double(polls) * 5))), "at \(t) expected \(polls) polls")
        }
    }

    @Test func sleepNanosecondsFollowsTheClockToo() throws {
        let renderer = AnimationRenderer(content: NanoTicker())
        for (t, steps) in [(0.2, 0), (0.3, 1), (0.8, 3), (5, 4)] {
            let frame = try renderer.frame(at: t).premultipliedRGBA()
            #expect(frame == (try pixels(Gauge(length: Double(steps) * 5))), "at \(t) expected \(steps) steps")
        }
    }

    @Test func sameBytesOnEveryRun() throws {
        for make in [{ AnyView(Metronome()) }, { AnyView(Bloom()) }, { AnyView(Ticker()) }] {
            let a = try AnimationRenderer(content: make()).frame(at: 1.6).premultipliedRGBA()
            let b = try AnimationRenderer(content: make()).frame(at: 1.6).premultipliedRGBA()
            #expect(a == b)
        }
    }

    @Test func outsideAHostDateAndSleepAreReal() async throws {
        #expect(abs(Date().timeIntervalSinceNow) < 1)
        #expect(Date() > Date(timeIntervalSince1970: 1_600_000_000))
        #expect(VirtualClock.wallDate == nil)
        let clock = ContinuousClock()
        let start = clock.now
        try await Task.sleep(for: .milliseconds(20))
        #expect(clock.now - start >= .milliseconds(20))
        // A host's date reaches `Date()` only on the thread it runs code on, while it does.
        let host = VirtualClock(startDate: Date(timeIntervalSince1970: 100))
        host.now = 5
        host.withCurrent { #expect(Date() == Date(timeIntervalSince1970: 105)) }
        #expect(Date() > Date(timeIntervalSince1970: 1_600_000_000))
    }

    // MARK: Bad input

    /// A task that yields forever without sleeping, and one that sleeps for no time forever.
    private struct Spinning: View {
        @State private var turns = 0
        let zeroSleep: Bool
        var body: some View {
            Gauge(length: Double(turns % 50))
                .task {
                    while true {
                        if zeroSleep { try? await Task.sleep(for: .zero) } else { await Task.yield() }
                        turns += 1
                    }
                }
        }
    }

    @Test func endlessTaskLoopsAreBounded() throws {
        for zeroSleep in [false, true] {
            let renderer = AnimationRenderer(content: Spinning(zeroSleep: zeroSleep))
            _ = try renderer.frame(at: 0)
            // Yielding: the settle rounds run out; sleeping for no time: the instant's events.
            #expect(!renderer.diagnostics.isEmpty, "zero sleep: \(zeroSleep)")
            _ = try renderer.frame(at: 1)
        }
    }
}
