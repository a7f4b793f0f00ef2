import Foundation
import Testing
@testable import Limner

// Bad input in time: events other than timer ticks — timeline entries, animation completions,
// phase changes — each a full update, scheduled so densely or so far ahead that seeking would
// run millions of them. One test per class; every kind of event is under the clock's one
// per-step budget (past `maximumEventsPerStep` events the rest of the step runs at its end)
// and its minimum spacing (work an event schedules less than 1 ms after itself runs 1 ms
// after it). Each test must finish in bounded time in a debug build.

/// Counts what the views below report (the tests run one renderer at a time per probe).
private final class BudgetProbe: @unchecked Sendable {
    var count = 0
    var last: Date?
}

/// A completion that starts the next animation, forever: `duration` seconds each.
private struct CompletionChain: View {
    let duration: Double
    let probe: BudgetProbe
    @State private var on = false

    var body: some View {
        Color.blue.frame(width: 8, height: 8)
            .offset(x: on ? 4 : 0)
            .onAppear { step() }
    }

    func step() {
        withAnimation(.linear(duration: duration)) { on.toggle() } completion: {
            probe.count += 1
            step()
        }
    }
}

/// A timeline that counts its entries through `onChange(of: context.date)`.
private struct CountingTimeline<S: TimelineSchedule>: View {
    let schedule: S
    let probe: BudgetProbe

    var body: some View {
        TimelineView(schedule) { context in
            Color.red.frame(width: 4, height: 4)
                .onChange(of: context.date) { _, date in
                    probe.count += 1
                    probe.last = date
                }
        }
    }
}

private let epoch = Date(timeIntervalSince1970: 0)

/// Seconds `body` takes.
private func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = Date()
    try body()
    return Date().timeIntervalSince(start)
}

/// Whether the step's budget acted, in events (`eventsCoalesced`) or in work
/// (`updatesCoalesced`: a tree of a few views under 10 000 updates resolves more than the
/// work budget first).
private func coalesced(_ diagnostics: [GraphDiagnostic]) -> Bool {
    diagnostics.contains {
        switch $0 {
        case .eventsCoalesced, .updatesCoalesced: return true
        default: return false
        }
    }
}

@Suite struct EventBudgetBadInputTests {
    /// Class: completion chains. A `withAnimation(.linear(duration: 1e-9))` whose completion
    /// starts the next: each link runs at least 1 ms after the one before (the minimum
    /// spacing), and a seek of 10⁶ s runs at most the budget of links, then one at the end.
    @Test func nanosecondCompletionChainIsSpacedAndBudgeted() throws {
        let probe = BudgetProbe()
        let renderer = AnimationRenderer(content: CompletionChain(duration: 1e-9, probe: probe))
        _ = try renderer.frame(at: 0.0105)
        // Completions at 1e-9 (the first, from onAppear), then 1 ms apart: 11 by 10.5 ms.
        #expect(probe.count == 11)
        let elapsed = try seconds { _ = try renderer.frame(at: 1e6) }
        #expect(probe.count <= 11 + 10_000 + 1)
        #expect(coalesced(renderer.diagnostics))
        #expect(elapsed < 60)
        // The chain goes on after the step: the next frame runs more links.
        let before = probe.count
        _ = try renderer.frame(at: 1e6 + 0.0105)
        #expect(probe.count > before)
    }

    /// Class: timeline entries. `.periodic(by: 1e-9)` updates at most once a millisecond,
    /// and a seek of 10⁶ s is coalesced after the budget; frames still show the exact entry.
    @Test func nanosecondTimelineIsSpacedAndCoalesced() throws {
        let probe = BudgetProbe()
        let renderer = AnimationRenderer(content: CountingTimeline(schedule: .periodic(from: epoch, by: 1e-9), probe: probe))
        _ = try renderer.frame(at: 0.0105)
        #expect(probe.count >= 10 && probe.count <= 11)
        let elapsed = try seconds { _ = try renderer.frame(at: 1e6) }
        #expect(probe.count <= 11 + 10_000 + 1)
        #expect(coalesced(renderer.diagnostics))
        #expect(elapsed < 60)
        // The coalesced entry is the one at the step's end.
        #expect(abs((probe.last ?? epoch).timeIntervalSince1970 - 1e6) < 1e-3)
    }

    /// Class: timelines seeked far ahead. `.periodic(by: 1)` 11 days ahead and
    /// `.everyMinute` 30 years ahead: the budget, then the entry at the end.
    @Test func farSeeksOfTimelinesAreCoalesced() throws {
        let probe = BudgetProbe()
        let days = AnimationRenderer(content: CountingTimeline(schedule: .periodic(from: epoch, by: 1), probe: probe))
        let elevenDays = 11 * 86_400.0
        let elapsed = try seconds { _ = try days.frame(at: elevenDays) }
        #expect(probe.count <= 10_000 + 1)
        #expect(probe.last == Date(timeIntervalSince1970: elevenDays))
        #expect(coalesced(days.diagnostics))
        #expect(elapsed < 60)

        let minutes = BudgetProbe()
        let years = AnimationRenderer(content: CountingTimeline(schedule: .everyMinute, probe: minutes))
        let thirtyYears = 30 * 365 * 86_400.0
        let elapsedYears = try seconds { _ = try years.frame(at: thirtyYears) }
        #expect(minutes.count <= 10_000 + 1)
        #expect(minutes.last == Date(timeIntervalSince1970: thirtyYears))
        #expect(elapsedYears < 60)
    }

    /// Class: explicit schedules with many dates. A million dates are searched by bisection,
    /// not rescanned at each update.
    @Test func explicitScheduleOfAMillionDatesIsBisected() throws {
        let dates = (0..<1_000_000).map { Date(timeIntervalSince1970: Double($0) * 0.001) }
        let probe = BudgetProbe()
        let renderer = AnimationRenderer(content: CountingTimeline(schedule: .explicit(dates), probe: probe))
        let elapsed = try seconds { _ = try renderer.frame(at: 2_000) }
        #expect(probe.count <= 10_000 + 1)
        #expect(probe.last == dates.last)
        #expect(elapsed < 60)
        // Dates out of order still give a defined result: a date of the schedule.
        let shuffled = BudgetProbe()
        let unordered = [5.0, 1, 3, 2, 4].map { Date(timeIntervalSince1970: $0) }
        _ = try AnimationRenderer(content: CountingTimeline(schedule: .explicit(unordered), probe: shuffled)).frame(at: 10)
        #expect(shuffled.last.map(unordered.contains) ?? true)
    }

    /// Class: phase animators with nanosecond phases: each phase change is an event under the
    /// spacing and the budget.
    @Test func nanosecondPhasesAreBounded() throws {
        let view = Color.green.frame(width: 6, height: 6)
            .phaseAnimator([0.0, 1, 2]) { content, phase in content.offset(x: phase) } animation: { _ in .linear(duration: 1e-9) }
        let renderer = AnimationRenderer(content: view)
        let elapsed = try seconds {
            _ = try renderer.frame(at: 0.5)
            _ = try renderer.frame(at: 1e6)
        }
        #expect(elapsed < 60)
        #expect(coalesced(renderer.diagnostics))
    }

    /// Class: backlogs past the budget are coalesced, not dropped. A renderer with a budget
    /// of 10 events and 30 completions due runs the first 10 at their times and the rest once
    /// each at the frame's time.
    @Test func backlogPastTheBudgetRunsAtTheStepsEnd() throws {
        let probe = BudgetProbe()
        let renderer = AnimationRenderer(content: CompletionChain(duration: 0.01, probe: probe))
        _ = try renderer.frame(at: 0)
        renderer.host(for: 0).maximumEventsPerStep = 10
        _ = try renderer.frame(at: 0.305)
        // 10 links at 0.01 … 0.1, then one at 0.305 (the next link is 0.01 s later).
        #expect(probe.count == 11)
        #expect(coalesced(renderer.diagnostics))
        _ = try renderer.frame(at: 0.3151)
        #expect(probe.count == 12)
    }
}
