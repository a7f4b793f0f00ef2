import Foundation
import Testing
@testable import Limner

// Bad input in time, counted in work. A far seek of a large tree under timelines, completion
// chains and timers ran the clock's whole budget of 10 000 *events*, each a full update of the
// tree: minutes of CPU in a debug build for a few dozen views (FuzzViews' finding
// `views-budget-slow-be2b919d`), seconds for FuzzExport's far slices. The budget now counts
// work too — each event is one unit plus the views its updates resolved
// (`VirtualClock.maximumWorkPerStep`) — and past it the events of an instant run back to back
// with one update after them. Each test must finish in bounded time in a debug build.

/// What the views below report.
private final class WorkProbe: @unchecked Sendable {
    var bodies = 0
    var entries = 0
    var completions = 0
    var lastEntry: Date?
    func body() -> Int { bodies += 1; return bodies }
}

private let epoch = Date(timeIntervalSince1970: 0)

/// A tree of `rows` rows of shapes under a 10⁻⁹ s timeline, with a 10⁻⁹ s completion chain
/// and a 1 ms timer: every kind of event, each an update of the whole tree.
private struct BusyTree: View {
    let rows: Int
    let probe: WorkProbe
    @State private var on = false
    @State private var ticks = 0

    var body: some View {
        let _ = probe.body()
        TimelineView(.periodic(from: epoch, by: 1e-9)) { context in
            VStack(spacing: 1) {
                ForEach(0..<rows, id: \.self) { row in
                    Rectangle()
                        .fill(row % 2 == 0 ? Color.red : .blue)
                        .frame(width: 4 + CGFloat((row + ticks) % 7), height: 2)
                        .offset(x: on ? 2 : 0)
                }
            }
            .onChange(of: context.date) { _, date in
                probe.entries += 1
                probe.lastEntry = date
            }
        }
        .onAppear { step() }
        .onReceive(Timer.publish(every: 0.001, on: .main, in: .common).autoconnect()) { _ in ticks += 1 }
    }

    func step() {
        withAnimation(.linear(duration: 1e-9)) { on.toggle() } completion: {
            probe.completions += 1
            step()
        }
    }
}

/// `count` timelines with the same period (0.25 s) side by side: `count` entries due at each instant.
private struct ManyTimelines: View {
    let count: Int
    let probe: WorkProbe

    var body: some View {
        let _ = probe.body()
        HStack(spacing: 0) {
            ForEach(0..<count, id: \.self) { _ in
                TimelineView(.periodic(from: epoch, by: 0.25)) { context in
                    Color.green.frame(width: 2, height: 2)
                        .onChange(of: context.date) { _, date in
                            probe.entries += 1
                            probe.lastEntry = date
                        }
                }
            }
        }
    }
}

private func coalescedByWork(_ diagnostics: [GraphDiagnostic]) -> Bool {
    diagnostics.contains { if case .updatesCoalesced = $0 { return true } else { return false } }
}

@Suite struct WorkBudgetBadInputTests {
    /// Class: far seeks of large trees. A seek of 10⁶ s of a tree of a few hundred views
    /// under a nanosecond timeline, completion chain and timer runs updates only until they
    /// have resolved the work budget's views (then one update at the step's end), not 10 000
    /// updates; the frame is defined (the timeline shows the step's end) and the same on
    /// every run, and the chains go on in the next frame.
    @Test func farSeekOfALargeTreeIsBoundedByWork() throws {
        let probe = WorkProbe()
        let renderer = AnimationRenderer(content: BusyTree(rows: 40, probe: probe))
        let host = renderer.host(for: 0)
        host.advance(to: 0)
        let views = host.graph.resolvedViewCount
        #expect(views > 100)
        // The budget follows the tree: at least four of its updates.
        let budget = ViewHost.workBudget(forUpdateWork: views + ViewHost.workPerUpdate)
        #expect(host.maximumWorkPerStep == budget)
        let before = host.updatesRun
        let start = Date()
        host.advance(to: 1e6)
        let elapsed = Date().timeIntervalSince(start)
        let updates = host.updatesRun - before
        // Updates until the budget (the budget is checked between events, so the event that
        // crosses it finishes its settle: one round more when its update queued work for its
        // own instant), then one after the backlog of the instant where it ran out and one
        // after the backlog at the step's end. Each update counts its views plus
        // `workPerUpdate`. (With 10 000 events a step, before the budget in work: 10 000.)
        let perUpdate = views + ViewHost.workPerUpdate
        #expect(updates <= budget / perUpdate + 4)
        #expect(updates >= budget / (perUpdate + 3) - 3)
        #expect(host.diagnostics.contains(.updatesCoalesced(limit: budget)))
        #expect(!host.diagnostics.contains(.eventsCoalesced(limit: 10_000)))
        #expect(abs((probe.lastEntry ?? epoch).timeIntervalSince1970 - 1e6) < 1e-3)
        #expect(elapsed < 60)

        // Defined and deterministic: a fresh renderer draws the same bytes at 10⁶ s.
        let frame = try renderer.frame(at: 1e6).premultipliedRGBA()
        let again = try AnimationRenderer(content: BusyTree(rows: 40, probe: WorkProbe())).frame(at: 1e6).premultipliedRGBA()
        #expect(frame == again)

        // The chains go on: the next frames run more links, each at its own time.
        let completions = probe.completions, entries = probe.entries
        _ = try renderer.frame(at: 1e6 + 0.0025)
        #expect(probe.completions > completions)
        #expect(probe.entries > entries)
        #expect(!coalescedByWork(renderer.diagnostics))
    }

    /// Class: backlogs past the work budget. Twenty timelines due at each instant: past the
    /// budget (here one unit, so the first update spends it) the entries of an instant run
    /// back to back and the tree is updated once after them — three updates in all for a
    /// step that would otherwise update forty times — and every timeline shows the step's end.
    @Test func backlogPastTheWorkBudgetIsOneUpdatePerInstant() throws {
        let probe = WorkProbe()
        let renderer = AnimationRenderer(content: ManyTimelines(count: 20, probe: probe))
        let host = renderer.host(for: 0)
        host.advance(to: 0)
        host.maximumWorkPerStep = 1
        let before = host.updatesRun
        host.advance(to: 2)
        // The first entry at 0.25 (spends the budget), the other 19 then and one update after
        // them; the 20 entries due next run at 2 with one update after them.
        #expect(host.updatesRun - before == 3)
        #expect(probe.entries == 40)
        #expect(probe.lastEntry == Date(timeIntervalSince1970: 2))
        #expect(host.diagnostics.contains(.updatesCoalesced(limit: 1)))
        // Within the budget each entry is its own update again.
        host.maximumWorkPerStep = 10_000
        let next = host.updatesRun
        host.advance(to: 2.25)
        #expect(host.updatesRun - next == 20)
        #expect(probe.entries == 60)
    }

    /// The clock's budget in work: each event is one unit plus what its host reports; past
    /// the budget the rest of the step runs at its end with `isCoalescing` set, and `flush`
    /// runs once after the backlog of that instant.
    @Test func clockCountsReportedWorkAndFlushesTheBacklogOnce() {
        let clock = VirtualClock(maximumWorkPerStep: 35)
        var ran: [(time: Double, coalescing: Bool)] = []
        for t in 1...10 { clock.schedule(at: Double(t)) {} }
        var flushes: [Double] = []
        let step = clock.runEvents(upTo: 100, flush: { flushes.append(clock.now) }) { event in
            event.action()
            ran.append((event.time, clock.isCoalescing))
            if !clock.isCoalescing { clock.reportWork(10) }
        }
        // Events 1–4 at their times (11 units each: the fourth reaches 44 ≥ 35), 5–10 at 100.
        #expect(ran.map(\.time) == [1, 2, 3, 4, 100, 100, 100, 100, 100, 100])
        #expect(ran.map(\.coalescing) == [false, false, false, false, true, true, true, true, true, true])
        #expect(flushes == [100])
        #expect(step.count == 10 && step.work == 50 && step.exceeded == .work)
        #expect(!clock.isCoalescing)
        // A step within the budget is not coalesced and never flushes.
        clock.schedule(at: 101) {}
        let small = clock.runEvents(upTo: 200, flush: { flushes.append(clock.now) }) { _ in clock.reportWork(-5) }
        #expect(small.count == 1 && small.work == 1 && !small.overBudget)
        #expect(flushes == [100])
        // Reported work saturates instead of overflowing.
        clock.schedule(at: 201) {}
        let huge = clock.runEvents(upTo: 300) { _ in clock.reportWork(.max); clock.reportWork(.max) }
        #expect(huge.count == 1 && huge.work == .max && huge.exceeded == .work)
    }

    /// Scripted input is never dropped: past the budget the backlog runs at the step's end,
    /// and past `maximumEventsPerStep` events at one instant ordinary events are dropped, but
    /// input events (`scheduleInput`) all run, in order, and do not use up that cap.
    @Test func budgetNeverDropsInputEvents() {
        let clock = VirtualClock(maximumEventsPerStep: 10, maximumWorkPerStep: 5)
        var inputs: [Int] = [], others = 0
        for k in 0..<100 {
            clock.scheduleInput(at: Double(k) / 100) { inputs.append(k) }
            clock.schedule(at: Double(k) / 100) { others += 1 }
        }
        let step = clock.runEvents(upTo: 2) { $0.action() }
        // Everything after the budget ran out landed on one instant (2): the 100 inputs all
        // ran there in order; of the ordinary events only the cap of that instant did.
        #expect(inputs == Array(0..<100))
        #expect(others < 20)
        #expect(clock.droppedEvents + clock.deferredEvents == 100 - others)
        #expect(step.exceeded != nil)
    }

    /// The same through a view host: 500 taps in a second with a budget of one view and ten
    /// events a step all arrive (they used to be dropped once coalesced at the step's end: 7 166 of
    /// 10 000 with a budget of 20 000, `ControlInputTests.tenThousandTapsInOneSecond`).
    @Test func coalescedTapsAreNeverLost() throws {
        struct Counter: View {
            let probe: WorkProbe
            @State private var taps = 0
            var body: some View {
                probe.completions = taps
                return Color.blue.frame(width: 10, height: 10).onTapGesture { taps += 1 }
            }
        }
        let probe = WorkProbe()
        let renderer = AnimationRenderer(content: Counter(probe: probe))
        for i in 0..<500 { renderer.tap(at: CGPoint(x: 5, y: 5), time: Double(i) / 500) }
        let host = renderer.host(for: 0)
        host.maximumWorkPerStep = 1
        host.maximumEventsPerStep = 10
        _ = try renderer.frame(at: 1.5)
        #expect(probe.completions == 500)
        #expect(renderer.diagnostics.contains(.updatesCoalesced(limit: 1)))
    }

    /// The first update, and an update loop it starts, are under the budget too (they run
    /// before any event): a tree of a few hundred views whose state changes itself from
    /// `onAppear` on stops its loop once it has done twice the budget — a few rounds — instead
    /// of 100 rounds of a full update each (FuzzViews' `slow-update-loop-9621cdac`: 100
    /// updates of ~1 300 views at every start).
    @Test func updateLoopAtTheStartOfALargeTreeIsBoundedByWork() {
        struct SelfFeeding: View {
            let probe: WorkProbe
            @State private var n = 0
            var body: some View {
                let _ = probe.body()
                VStack(spacing: 0) {
                    ForEach(0..<300, id: \.self) { i in Color.red.frame(width: 1, height: CGFloat(1 + (i + n) % 2)) }
                }
                .onAppear { n += 1 }
                .onChange(of: n) { n += 1 }
            }
        }
        let probe = WorkProbe()
        let renderer = AnimationRenderer(content: SelfFeeding(probe: probe))
        let host = renderer.host(for: 0)
        host.advance(to: 0)
        let views = host.graph.resolvedViewCount
        #expect(views > 300)
        let perUpdate = views + ViewHost.workPerUpdate
        let rounds = 2 * ViewHost.workBudget(forUpdateWork: perUpdate) / perUpdate + 1
        #expect(host.updatesRun <= rounds, "\(host.updatesRun) updates of \(views) views")
        #expect(host.updatesRun >= 2 * ViewHost.minimumUpdatesPerStep)
        #expect(host.diagnostics.contains { if case .updateLoop(let n) = $0 { return n < ViewHost.maximumSettleRounds } else { return false } })
        // The loop resumes at the next step (before its events), bounded the same way.
        let before = host.updatesRun
        host.advance(to: 1)
        #expect(host.updatesRun - before > 1)
        #expect(host.updatesRun - before <= rounds)
    }

    /// The budget's rule: never smaller than a few whole updates of the tree. A large healthy
    /// tree (the views bench's 2 000 animated views, simpler) settles its start and its
    /// `onAppear` round in one step — with a fixed budget of 2 000 views that round was cut,
    /// the change stayed pending, and every later frame resolved the whole tree again instead
    /// of presenting the kept one — and the frames after it are incremental.
    @Test func largeHealthyTreeIsNeverCutAndFramesStayIncremental() throws {
        struct Field: View {
            @State private var phase = false
            var body: some View {
                ZStack(alignment: .topLeading) {
                    ForEach(0..<2_000, id: \.self) { i in
                        Circle().fill(Color.blue)
                            .frame(width: 4, height: 4)
                            .opacity(phase ? 1 : 0.5)
                            .offset(x: CGFloat(i % 50) * 5 + (phase ? 2 : 0), y: CGFloat(i / 50) * 5)
                    }
                }
                .frame(width: 260, height: 210)
                .onAppear { withAnimation(.easeInOut(duration: 2).repeatForever()) { phase = true } }
            }
        }
        let renderer = AnimationRenderer(content: Field())
        _ = try renderer.frame(at: 0)
        let host = renderer.host(for: 0)
        let perUpdate = host.graph.resolvedViewCount + ViewHost.workPerUpdate
        // Two updates of this tree are past twice the least budget: the old fixed budget cut it.
        #expect(2 * perUpdate >= 2 * ViewHost.defaultMaximumWorkPerStep)
        #expect(host.maximumWorkPerStep == ViewHost.minimumUpdatesPerStep * perUpdate)
        #expect(!host.diagnostics.contains { if case .updateLoop = $0 { return true } else { return false } })
        #expect(!host.graph.needsUpdate)
        let updates = host.updatesRun, reused = host.graph.reusedPeeks
        for k in 1...4 { _ = try renderer.frame(at: Double(k) / 60) }
        #expect(host.updatesRun == updates)
        #expect(host.graph.reusedPeeks - reused >= 3)
    }

    /// A long but finite update loop that the budget cuts resumes at the next steps and
    /// finishes (each step bounded by twice the budget), even with no event due; then frames
    /// present the kept tree again instead of resolving it whole.
    @Test func cutUpdateLoopResumesAndFinishes() throws {
        struct Counting: View {
            let probe: WorkProbe
            @State private var n = 0
            var body: some View {
                probe.completions = n
                return VStack(spacing: 0) {
                    ForEach(0..<300, id: \.self) { i in Color.red.frame(width: 1, height: CGFloat(1 + (i + n) % 2)) }
                }
                .onAppear { n += 1 }
                .onChange(of: n) { if n < 40 { n += 1 } }
            }
        }
        let probe = WorkProbe()
        let renderer = AnimationRenderer(content: Counting(probe: probe))
        _ = try renderer.frame(at: 0)
        let host = renderer.host(for: 0)
        #expect(probe.completions < 40)
        #expect(host.diagnostics.contains { if case .updateLoop = $0 { return true } else { return false } })
        var k = 1
        while probe.completions < 40, k < 20 { _ = try renderer.frame(at: Double(k) / 60); k += 1 }
        #expect(probe.completions == 40)
        #expect(k <= 5, "\(k) frames to finish 40 rounds")
        _ = try renderer.frame(at: Double(k) / 60)
        #expect(!host.graph.needsUpdate)
        let updates = host.updatesRun, reused = host.graph.reusedPeeks
        _ = try renderer.frame(at: Double(k + 1) / 60)
        #expect(host.updatesRun == updates)
        #expect(host.graph.reusedPeeks > reused)
    }

    /// Work after the budget ran out still counts: a chain that schedules its next link for
    /// the same instant (each link a full update) stops repeating there at twice the budget
    /// instead of at the 10 000 events an instant allows: its next link joins the backlog at
    /// the step's end (it runs by the time asked for), and the link that one sends for that
    /// same end waits for the next step (never dropped).
    @Test func coalescedStepStopsAtTwiceItsBudget() {
        let clock = VirtualClock(maximumWorkPerStep: 10)
        var links = 0
        func link() {
            links += 1
            clock.schedule(at: clock.now) { link() }
        }
        clock.schedule(at: 1) { link() }
        let step = clock.runEvents(upTo: 2) { event in
            event.action()
            clock.reportWork(3)
        }
        // 4 units a link: the third reaches the budget (12 ≥ 10), the fifth twice it (20);
        // the sixth runs at the step's end (2), and the seventh, sent for 2 from there, waits
        // for the next step, 1 ms after this one's end.
        #expect(links == 6)
        #expect(clock.droppedEvents == 0 && clock.deferredEvents == 1)
        #expect(step.exceeded == .work)
        #expect(clock.nextEventTime == 2 + VirtualClock.minimumSpacing)
        clock.runEvents(upTo: 2 + VirtualClock.minimumSpacing) { event in
            event.action()
            clock.reportWork(3)
        }
        // The next step: five links at 2.001 (its end), the sixth waits again.
        #expect(links == 11)
        #expect(clock.deferredEvents == 2)
    }
}
