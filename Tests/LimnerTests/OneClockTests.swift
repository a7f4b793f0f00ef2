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
        let endless = AnimationRenderer(content: EndlessTimer())
        _ = try endless.frame(at: 10.5)                 // 10 500 ticks: coalesced past the budget
        #expect(endless.diagnostics.contains(.eventsCoalesced(limit: 10_000)))
        _ = try endless.frame(at: 1e15)                 // a 1 ms timer at 10¹⁵ s: bounded
        _ = try endless.frame(at: 1e300)
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
        let renderer = AnimationRenderer(content: ForeverAfter())
        _ = try renderer.frame(at: 1)
        #expect(renderer.diagnostics.contains { if case .eventsDropped = $0 { return true } else { return false } })
        _ = try renderer.frame(at: 2)                   // a later frame is bounded too
    }

    @Test func asyncThatReschedulesItselfForeverIsCut() throws {
        let renderer = AnimationRenderer(content: Forever())
        _ = try renderer.frame(at: 1)
        #expect(renderer.diagnostics.contains { if case .eventsDropped = $0 { return true } else { return false } })
    }
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
    func start() { Timer.scheduledTimer(withTimeInterval: 0.001, repeats: true) { [weak self] _ in self?.ticks += 1 } }
}

private struct EndlessTimer: View {
    @StateObject var model = EndlessModel()
    var body: some View { Bar(count: model.ticks % 40).onAppear { model.start() } }
}

/// `DispatchQueue.main.async` that sends itself again, forever, at the same instant.
private final class ForeverModel: ObservableObject, @unchecked Sendable {
    var spins = 0
    func spin() { spins += 1; DispatchQueue.main.async { [weak self] in self?.spin() } }
}

private struct Forever: View {
    @StateObject var model = ForeverModel()
    var body: some View { Color.red.frame(width: 4, height: 4).onAppear { model.spin() } }
}

/// `DispatchQueue.main.asyncAfter(deadline: .now())` that sends itself again, forever.
private final class ForeverAfterModel: ObservableObject, @unchecked Sendable {
    var spins = 0
    func spin() { spins += 1; DispatchQueue.main.asyncAfter(deadline: .now()) { [weak self] in self?.spin() } }
}

private struct ForeverAfter: View {
    @StateObject var model = ForeverAfterModel()
    var body: some View { Color.red.frame(width: 4, height: 4).onAppear { model.spin() } }
}
