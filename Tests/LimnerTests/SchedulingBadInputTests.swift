import Foundation
import Testing
@testable import Limner

// Bad input in scheduling: the two classes of issue 40 about how events are filed and how a
// timer moves, rather than how many run. Each test must finish in bounded time in a debug
// build (the budget tests are in `EventBudgetBadInputTests` and `WorkBudgetBadInputTests`).

@Suite struct SchedulingBadInputTests {
    /// Class: quadratic scheduling. 100 000 scripted taps took minutes: the view clock filed
    /// each event by a linear scan (10¹⁰ steps for 2·10⁵ events). The clock is a binary heap
    /// now: 100 000 input events filed in reverse time order (a tap's down or up each) are
    /// filed and run in order in a fraction of that. (`ControlInputTests`'
    /// `tenThousandTapsInOneSecond` runs 10 000 taps through a renderer.)
    @Test func hundredThousandScriptedTapsAreFiledInLogarithmicTime() {
        let clock = VirtualClock(maximumEventsPerStep: 1_000_000)
        var last = -1.0, inOrder = true, ran = 0
        let start = Date()
        for k in (0..<100_000).reversed() {
            let t = Double(k) / 100_000
            clock.scheduleInput(at: t) {
                inOrder = inOrder && t >= last
                last = t
                ran += 1
            }
        }
        clock.runEvents(upTo: 2) { $0.action() }
        #expect(ran == 100_000 && inOrder)
        // A linear scan per event (5·10⁹ moves) took minutes in a debug build; the heap takes
        // seconds even on a loaded machine.
        #expect(Date().timeIntervalSince(start) < 60)
    }

    /// The clock alone: events filed in reverse time order come out in (time, sequence)
    /// order, ties in the order they were filed.
    @Test func eventsFiledOutOfOrderRunInTimeOrder() {
        let clock = VirtualClock(maximumEventsPerStep: 100_000)
        var ran: [Int] = []
        for k in (0..<50_000).reversed() { clock.schedule(at: Double(k / 2)) { ran.append(k) } }
        clock.runEvents(upTo: 1e6) { $0.action() }
        let expected = (0..<25_000).flatMap { [2 * $0 + 1, 2 * $0] }
        #expect(ran == expected)
    }

    /// Class: timers at huge times. Once a 1 ms interval is under half an ulp of the time,
    /// `nextFire + interval` no longer moves: a timer at 10¹⁵ s or 10³⁰⁰ s never let the event
    /// loop run dry. Each tick now moves time forward (to the next double at least), and a
    /// seek past the budget coalesces the ticks into one at the step's end.
    @Test(arguments: [1e15, 1e300])
    func timerAtAHugeTimeMovesForwardAndIsCoalesced(time: Double) {
        let clock = VirtualClock(maximumEventsPerStep: 100)
        clock.now = time
        var fires: [Double] = []
        clock.addTimer(VirtualTimer(interval: 0.001) { _ in fires.append(clock.now) })
        // A thousand doubles ahead at 10³⁰⁰ (about 10²⁸⁷ s): far more ticks than the budget.
        var limit = time
        for _ in 0..<1_000 { limit = limit.nextUp }
        limit = max(limit, time + 10)
        let step = clock.runEvents(upTo: limit) { $0.action() }
        #expect(zip(fires, fires.dropFirst()).allSatisfy { $0 < $1 })
        #expect(fires.count <= 101)
        #expect(step.exceeded == .events)
        // The last tick is the coalesced one, at the step's end (within rounding of the jump).
        #expect(limit - (fires.last ?? time) <= (limit - time) / 100)
        #expect(fires.allSatisfy { $0 > time && $0 <= limit })
        #expect((clock.nextEventTime ?? 0) > limit)
    }

    /// Class: timers at huge times, the largest of them. Seeking towards
    /// `Double.greatestFiniteMagnitude` with a sub-second timer: the count of missed ticks
    /// overflows to infinity, so coalescing moved nothing, every tick was moved to the step's
    /// end and dropped there past the instant's cap, and the step never ended (a FuzzViews
    /// input: `Timer.publish(every: 0.93)` and a frame at 1.8 × 10³⁰⁸ s).
    @Test func subSecondTimerSeekingToTheLargestDoubleEnds() {
        let clock = VirtualClock(maximumEventsPerStep: 100)
        var fires: [Double] = []
        clock.addTimer(VirtualTimer(interval: 0.5) { _ in fires.append(clock.now) })
        let limit = Double.greatestFiniteMagnitude
        let step = clock.runEvents(upTo: limit) { $0.action() }
        #expect(step.exceeded == .events)
        #expect(fires.count <= 101)
        #expect(fires.last == limit)
        #expect(zip(fires, fires.dropFirst()).allSatisfy { $0 < $1 })
        #expect((clock.nextEventTime ?? .infinity) > limit)
    }

    /// The same through a view: a `Timer.publish` counter rendered at the largest double
    /// after a seek back, in bounded time, and again later.
    @Test func viewWithATimerRenderedAtTheLargestDouble() throws {
        struct Ticker: View {
            @State private var ticks = 0
            var body: some View {
                Text("\(ticks)")
                    .onReceive(Timer.publish(every: 0.93, on: .main, in: .common).autoconnect()) { _ in ticks += 1 }
            }
        }
        let renderer = AnimationRenderer(content: Ticker().frame(width: 40, height: 40))
        _ = try renderer.frame(at: 8)
        // A negative time is refused by `frame(at:)`, drawn at 0 by `displayList(at:)`: a seek back.
        #expect(throws: (any Error).self) { try renderer.frame(at: -10_000) }
        _ = renderer.displayList(at: -10_000)
        _ = try renderer.frame(at: .greatestFiniteMagnitude)
        _ = try renderer.frame(at: 1)
    }
}
