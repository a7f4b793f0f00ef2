import Testing
@testable import Limner

// Code people write around animations — timers, GCD, run-loop timers — on the renderer's
// virtual clock. This file imports Limner only (as a SwiftUI file imports SwiftUI only), so
// `Timer` is Limner's and `DispatchQueue.main` follows the host's clock.

/// A bar `count` points long: what the models below draw.
private struct Bar: View {
    let count: Int
    var body: some View {
        Color.black.frame(width: CGFloat(count), height: 4).frame(width: 40, height: 4, alignment: .leading)
    }
}

private func pixels<V: View>(_ view: V, at time: Double = 0) throws -> [UInt8] {
    try AnimationRenderer(content: view).frame(at: time).premultipliedRGBA()
}

/// A spinner's model on `Timer.scheduledTimer`, started in `onAppear`.
private final class SpinnerModel: ObservableObject, @unchecked Sendable {
    @Published var ticks = 0
    var timer: Timer?
    let interval: Double
    init(interval: Double) { self.interval = interval }
    func start() {
        timer = Timer.scheduledTimer(withTimeInterval: interval, repeats: true) { [weak self] _ in
            guard let self else { return }
            self.ticks += 1
            if self.ticks == 30 { self.timer?.invalidate() }
        }
    }
}

private struct Spinner: View {
    @StateObject var model: SpinnerModel
    init(interval: Double = 0.1) { _model = StateObject(wrappedValue: SpinnerModel(interval: interval)) }
    var body: some View { Bar(count: model.ticks).onAppear { model.start() } }
}

/// Three dots appearing one after another, started by `asyncAfter` in `onAppear`.
private final class DotsModel: ObservableObject, @unchecked Sendable {
    @Published var shown = 0
    func start() {
        for i in 0..<3 {
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.3 * Double(i)) { [weak self] in self?.shown = i + 1 }
        }
    }
}

private struct Dots: View {
    @StateObject var model = DotsModel()
    var body: some View { Bar(count: model.shown * 10).onAppear { model.start() } }
}

/// A run-loop timer: `Timer(timeInterval:repeats:block:)` added to the main run loop, and a
/// `DispatchQueue.main.async` hop, as view models write them.
private final class PulseModel: ObservableObject, @unchecked Sendable {
    @Published var beats = 0
    func start() {
        let timer = Timer(timeInterval: 0.5, repeats: true) { [weak self] _ in self?.beats += 2 }
        RunLoop.main.add(timer, forMode: .common)
        DispatchQueue.main.async { [weak self] in self?.beats += 1 }
    }
}

private struct Pulse: View {
    @StateObject var model = PulseModel()
    var body: some View { Bar(count: model.beats).onAppear { model.start() } }
}

@Suite("One clock: timers and GCD in user code follow the renderer's virtual clock")
struct OneClockTests {
    @Test func spinnerOnScheduledTimerTicksAtExactTimes() throws {
        let renderer = AnimationRenderer(content: Spinner())
        // Ticks at 0.1, 0.2, …: the frame at t shows ⌊t / 0.1⌋ ticks (times off the ticks).
        for (t, n) in [(0.0, 0), (0.05, 0), (0.15, 1), (0.35, 3), (0.95, 9), (1.55, 15), (0.45, 4)] {
            let frame = try renderer.frame(at: t).premultipliedRGBA()
            let expected = try pixels(Bar(count: n))
            #expect(frame == expected, "at \(t) expected \(n) ticks")
        }
        // The block invalidates the timer at 30 ticks: it stays there.
        #expect(try renderer.frame(at: 10).premultipliedRGBA() == pixels(Bar(count: 30)))
    }

    @Test func dotsStartedByAsyncAfterInOnAppear() throws {
        let renderer = AnimationRenderer(content: Dots())
        for (t, n) in [(0.0, 1), (0.25, 1), (0.35, 2), (0.65, 3), (2, 3)] {
            let frame = try renderer.frame(at: t).premultipliedRGBA()
            #expect(frame == (try pixels(Bar(count: n * 10))), "at \(t) expected \(n) dots")
        }
    }

    @Test func runLoopTimerAndMainQueueAsync() throws {
        let renderer = AnimationRenderer(content: Pulse())
        for (t, n) in [(0.0, 1), (0.4, 1), (0.6, 3), (1.2, 5)] {
            let frame = try renderer.frame(at: t).premultipliedRGBA()
            #expect(frame == (try pixels(Bar(count: n))), "at \(t) expected \(n)")
        }
    }

    @Test func sameBytesOnEveryRun() throws {
        let a = try AnimationRenderer(content: Spinner()).frame(at: 0.75).premultipliedRGBA()
        let b = try AnimationRenderer(content: Spinner()).frame(at: 0.75).premultipliedRGBA()
        #expect(a == b)
    }

    @Test func outsideAHostATimerIsFoundations() {
        let timer = Timer.scheduledTimer(withTimeInterval: 100, repeats: false) { _ in }
        #expect(!timer.isVirtual)
        #expect(timer.isValid)
        timer.invalidate()
        #expect(!timer.isValid)
    }

    // MARK: Bad input

    @Test func nanosecondTimerIsClampedAndCoalesced() throws {
        let renderer = AnimationRenderer(content: Spinner(interval: 1e-9))
        _ = try renderer.frame(at: 0.0105)            // clamped to 1 ms: 10 ticks
        #expect(try renderer.frame(at: 0.0105).premultipliedRGBA() == pixels(Bar(count: 10)))
        // 10 500 ticks due, each an update: ticks run at their times until the step's work
        // budget is spent (each update counts its views plus `workPerUpdate`), then the
        // missed ticks coalesce into one at the last tick (10.5 s).
        let counter = SpinCounter()
        let endless = AnimationRenderer(content: EndlessTimer(counter: counter))
        _ = try endless.frame(at: 10.5)
        let budget = ViewHost.defaultMaximumWorkPerStep
        #expect(endless.diagnostics.contains(.updatesCoalesced(limit: budget)))
        #expect(counter.spins > 10 && counter.spins <= budget / ViewHost.workPerUpdate + 2, "\(counter.spins) ticks")
        #expect(abs((counter.lastTime ?? 0) - 10.5) < 1e-9)
        // A 1 ms timer at 10¹⁵ s and 10³⁰⁰ s (under an ulp of the time): bounded the same way.
        for t in [1e15, 1e300] {
            let before = counter.spins
            _ = try endless.frame(at: t)
            #expect(counter.spins - before <= budget / ViewHost.workPerUpdate + 2, "at \(t)")
            #expect(abs((counter.lastTime ?? 0) - t) <= t * 1e-12, "at \(t)")
        }
    }

    @Test func asyncAfterAtBadDelaysIsDefined() throws {
        // NaN and 1e300 s deadlines are Dispatch's "forever" (its `+` clamps them): they never
        // run; a deadline 5 s in the past runs at once; the rest keep their times.
        let renderer = AnimationRenderer(content: BadDelays())
        #expect(try renderer.frame(at: 0).premultipliedRGBA() == pixels(Bar(count: 1)))
        #expect(try renderer.frame(at: 0.5).premultipliedRGBA() == pixels(Bar(count: 11)))
        #expect(try renderer.frame(at: 1e6).premultipliedRGBA() == pixels(Bar(count: 11)))
    }

    /// The NaN and 1e300 s deadlines of `BadDelays` never run, and are listed: two events
    /// dropped, once, at the step that scheduled them.
    @Test func asyncAfterAtBadDelaysIsListedInTheDiagnostics() throws {
        let renderer = AnimationRenderer(content: BadDelays())
        _ = try renderer.frame(at: 0)
        #expect(renderer.diagnostics.contains(.eventsDropped(count: 2)), "\(renderer.diagnostics)")
        #expect(try renderer.frame(at: 1e6).premultipliedRGBA() == pixels(Bar(count: 11)))
    }

    /// `asyncAfter(deadline: .now())` sending itself again: each lands at the same instant (a
    /// delay under a millisecond is 0), so the clock's budget cuts it, as for `async`.
    @Test func asyncAfterNowThatReschedulesItselfForeverIsCut() throws {
        let counter = SpinCounter()
        try expectCutAndDeferred(AnimationRenderer(content: ForeverAfter(counter: counter)), counter)
    }

    @Test func asyncThatReschedulesItselfForeverIsCut() throws {
        let counter = SpinCounter()
        try expectCutAndDeferred(AnimationRenderer(content: Forever(counter: counter)), counter)
    }

    /// A same-instant chain (each link an update of the view: `settle` commits after every
    /// event) is cut once its step has done twice the work budget: its links run until then
    /// (at instant 0, then the next link once at the frame's time), and the link it sends at
    /// the frame's time waits for the next frame (`eventsDeferred`): never dropped, never run
    /// twice for one instant. Every later frame runs one more bounded stretch of it.
    private func expectCutAndDeferred<V: View>(_ renderer: AnimationRenderer<V>, _ counter: SpinCounter) throws {
        let budget = ViewHost.defaultMaximumWorkPerStep
        // One link a unit past the budget (no update); at most twice the budget in all.
        let bound = 2 * budget + 2
        _ = try renderer.frame(at: 1)
        #expect(renderer.diagnostics.contains(.updatesCoalesced(limit: budget)), "\(renderer.diagnostics)")
        #expect(renderer.diagnostics.contains(.eventsDeferred(count: 1)), "\(renderer.diagnostics)")
        #expect(!renderer.diagnostics.contains { if case .eventsDropped = $0 { return true } else { return false } })
        #expect(counter.spins > 10 && counter.spins <= bound, "\(counter.spins) links")
        #expect(counter.lastTime == 1)
        // The deferred link runs in the next frame, a millisecond after the last one.
        let first = counter.spins
        _ = try renderer.frame(at: 2)
        #expect(counter.firstTimeAfter(first) == 1 + VirtualClock.minimumSpacing)
        #expect(counter.spins > first && counter.spins - first <= bound, "\(counter.spins - first) links")
        #expect(renderer.diagnostics.contains(.eventsDeferred(count: 1)))
    }
}

/// Counts the links of a chain and the virtual times they ran at.
private final class SpinCounter: @unchecked Sendable {
    var times: [Double] = []
    var spins: Int { times.count }
    var lastTime: Double? { times.last }
    func firstTimeAfter(_ count: Int) -> Double? { count < times.count ? times[count] : nil }
    func count() { times.append(CACurrentMediaTime()) }
}

/// Work sent with deadlines that are NaN, far, past and ordinary.
private final class BadDelaysModel: ObservableObject, @unchecked Sendable {
    @Published var count = 0
    func start() {
        DispatchQueue.main.asyncAfter(deadline: .now() + .nan) { [weak self] in self?.count += 100 }
        DispatchQueue.main.asyncAfter(deadline: .now() + 1e300) { [weak self] in self?.count += 100 }
        DispatchQueue.main.asyncAfter(deadline: .now() - 5) { [weak self] in self?.count += 1 }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { [weak self] in self?.count += 10 }
    }
}

private struct BadDelays: View {
    @StateObject var model = BadDelaysModel()
    var body: some View { Bar(count: model.count).onAppear { model.start() } }
}

/// A 1 ms timer that never stops.
private final class EndlessModel: ObservableObject, @unchecked Sendable {
    @Published var ticks = 0
    let counter: SpinCounter
    init(counter: SpinCounter) { self.counter = counter }
    func start() {
        Timer.scheduledTimer(withTimeInterval: 0.001, repeats: true) { [weak self] _ in
            self?.ticks += 1
            self?.counter.count()
        }
    }
}

private struct EndlessTimer: View {
    @StateObject var model: EndlessModel
    init(counter: SpinCounter) { _model = StateObject(wrappedValue: EndlessModel(counter: counter)) }
    var body: some View { Bar(count: model.ticks % 40).onAppear { model.start() } }
}

/// `DispatchQueue.main.async` that sends itself again, forever, at the same instant.
private final class ForeverModel: ObservableObject, @unchecked Sendable {
    let counter: SpinCounter
    init(counter: SpinCounter) { self.counter = counter }
    func spin() { counter.count(); DispatchQueue.main.async { [weak self] in self?.spin() } }
}

private struct Forever: View {
    @StateObject var model: ForeverModel
    init(counter: SpinCounter) { _model = StateObject(wrappedValue: ForeverModel(counter: counter)) }
    var body: some View { Color.red.frame(width: 4, height: 4).onAppear { model.spin() } }
}

/// `DispatchQueue.main.asyncAfter(deadline: .now())` that sends itself again, forever.
private final class ForeverAfterModel: ObservableObject, @unchecked Sendable {
    let counter: SpinCounter
    init(counter: SpinCounter) { self.counter = counter }
    func spin() { counter.count(); DispatchQueue.main.asyncAfter(deadline: .now()) { [weak self] in self?.spin() } }
}

private struct ForeverAfter: View {
    @StateObject var model: ForeverAfterModel
    init(counter: SpinCounter) { _model = StateObject(wrappedValue: ForeverAfterModel(counter: counter)) }
    var body: some View { Color.red.frame(width: 4, height: 4).onAppear { model.spin() } }
}
