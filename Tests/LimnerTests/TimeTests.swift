import Foundation
import Testing
@testable import Limner

/// A red 10×10 square that slides from x 0 to 100 with `animation` once it appears.
private struct Slider: View {
    let animation: Animation
    @State private var moved = false
    var body: some View {
        Color.red.frame(width: 10, height: 10)
            .offset(x: moved ? 100 : 0)
            .frame(width: 120, height: 10, alignment: .leading)
            .onAppear { withAnimation(animation) { moved = true } }
    }
}

/// The x of the leftmost red pixel in row 5.
private func redX(_ p: Pixmap) -> Int? {
    (0..<p.width).first { x in
        let px = p.pixel(x: x, y: 5)
        return px.r > 200 && px.g < 60 && px.a > 200
    }
}

/// Spins a square forever: a full turn a second.
private struct Spinner: View {
    @State private var spun = false
    var body: some View {
        Rectangle().fill(.blue).frame(width: 40, height: 40)
            .rotationEffect(.degrees(spun ? 360 : 0))
            .onAppear { withAnimation(.linear(duration: 1).repeatForever(autoreverses: false)) { spun.toggle() } }
    }
}

/// Counts timer ticks into its width.
private struct Ticker: View {
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    @State private var ticks = 0
    var body: some View {
        Color.green.frame(width: CGFloat(10 + 10 * ticks), height: 10)
            .onReceive(timer) { _ in ticks += 1 }
    }
}

/// State inside a GeometryReader inside an overlay, moved by a timer with animation (the
/// shape of a flowing-text modifier).
private struct FlowingBand: ViewModifier {
    @State private var shift: CGFloat = 0
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    func body(content: Content) -> some View {
        content.overlay(
            GeometryReader { geo in
                Color.red.frame(width: 10, height: 10)
                    .offset(x: shift)
                    .onReceive(timer) { _ in
                        let next = shift + geo.size.width / 10
                        if next >= geo.size.width {
                            shift = 0
                        } else {
                            withAnimation(.linear(duration: 1)) { shift = next }
                        }
                    }
            }
        )
    }
}

private struct CountingModifier: ViewModifier {
    let probe: Probe<Int>
    @State private var count = 0
    func body(content: Content) -> some View {
        probe.values.append(count)
        return content.onAppear { count += 1 }
    }
}

private struct Looping: View {
    @State private var n = 0
    var body: some View {
        Color.blue.frame(width: 10, height: 10).onChange(of: n) { n += 1 }.onAppear { n = 1 }
    }
}

@Suite("Time: animations, transactions, timers, timelines")
struct TimeTests {
    @Test func curvesMatchAppleValuesThroughAnimations() {
        let a = Animation.easeInOut(duration: 2)
        #expect(abs((1 - a.sample(at: 0.5).a) - 0.13) < 0.005)
        #expect(abs(UnitCurve.easeInOut.velocity(at: 0.5) - 1.72) < 0.005)
        #expect(abs(UnitCurve.easeIn.inverse.value(at: UnitCurve.easeIn.value(at: 0.3)) - 0.3) < 1e-6)
        #expect(abs(UnitCurve.circularEaseInOut.value(at: 0.25) - 0.5 * (1 - (0.75).squareRoot())) < 1e-12)
        #expect(Animation.default.description == "spring(response: 0.55, ζ 1)")
        #expect(Animation.linear.duration == 0.35)
    }

    @Test func springConstantsMatchAppleNumbers() {
        let s = Spring(response: 0.5, dampingRatio: 0.825)
        #expect(abs(s.stiffness - 157.91) < 0.01 && abs(s.damping - 20.73) < 0.01)
        #expect(abs(Spring.snappy.damping - 21.36) < 0.01)
        #expect(abs(Spring.bouncy.damping - 17.59) < 0.01)
        #expect(abs(Spring(duration: 0.5, bounce: -0.5).dampingRatio - 2) < 1e-9)
        #expect(abs(Spring(mass: 1, stiffness: 100, damping: 40).dampingRatio - 1) < 1e-9)  // over-damping not allowed
        #expect(abs(Spring.bouncy.bounce - 0.3) < 1e-9)
        // value(target:) starts at zero and ends at the target.
        #expect(Spring.smooth.value(target: 10.0, time: 0) == 0)
        #expect(abs(Spring.smooth.value(target: 10.0, time: 5) - 10) < 1e-6)
    }

    @Test func repeatAutoreverseAndModifiers() {
        let base = Animation.linear(duration: 1)
        let r = base.repeatCount(3, autoreverses: true)
        #expect(abs((1 - r.sample(at: 0.25).a) - 0.25) < 1e-9)      // forward pass
        #expect(abs((1 - r.sample(at: 1.25).a) - 0.75) < 1e-9)      // reverse pass
        #expect(r.sample(at: 3.5) == .done)
        #expect(r.duration == 3)
        #expect(abs((1 - base.delay(1).sample(at: 1.5).a) - 0.5) < 1e-9)
        #expect(base.delay(1).sample(at: 0.5) == .holding)
        #expect(abs((1 - base.speed(2).sample(at: 0.25).a) - 0.5) < 1e-9)
        #expect(base.speed(0).duration == .infinity)
        #expect(base.repeatForever().duration == .infinity)
    }

    @Test func badAnimationNumbersHaveDefinedResults() {
        #expect(Animation.linear(duration: .nan).sample(at: 0.1) == .done)
        #expect(Animation.linear(duration: -1).duration == 0)
        #expect(Animation.linear(duration: .infinity).duration == 0)
        let many = Animation.linear(duration: 1).repeatCount(1_000_000_000)
        #expect(abs((1 - many.sample(at: 123_456.25).a) - 0.25) < 1e-6)
        #expect(Animation.linear(duration: 1).speed(.nan).duration == 1)
        let frozen = Animation.linear(duration: 1).speed(0)
        #expect(frozen.sample(at: 100) == .holding || frozen.sample(at: 100).a == 1)
        #expect(Animation.linear(duration: 1).repeatCount(-5).duration == 1)
    }

    @Test func withAnimationSlidesAtExactTimes() throws {
        let renderer = AnimationRenderer(content: Slider(animation: .linear(duration: 1)))
        #expect(redX(try renderer.frame(at: 0)) == 0)
        #expect(redX(try renderer.frame(at: 0.5)) == 50)
        #expect(redX(try renderer.frame(at: 0.25)) == 25)     // backwards
        #expect(redX(try renderer.frame(at: 1)) == 100)
        #expect(redX(try renderer.frame(at: 7)) == 100)
        let eased = AnimationRenderer(content: Slider(animation: .easeInOut(duration: 1)))
        #expect(redX(try eased.frame(at: 0.25)) == 13)       // easeInOut(0.25) = 0.13
    }

    @Test func framesAreTheSameBytesInAnyOrder() throws {
        let a = AnimationRenderer(content: Spinner())
        let forward = try [0.1, 0.4, 0.7].map { try a.frame(at: $0) }
        let b = AnimationRenderer(content: Spinner())
        let backward = try [0.7, 0.4, 0.1].map { try b.frame(at: $0) }.reversed()
        #expect(forward.map { $0.premultipliedRGBA() } == backward.map { $0.premultipliedRGBA() })
    }

    @Test func repeatForeverSpinsAndPrintsMidAnimation() {
        let renderer = AnimationRenderer(content: Spinner())
        let list = renderer.displayList(at: 0.25).description
        // A quarter turn about the centre: the transform is [0 1 −1 0 40 0].
        #expect(list.contains("transform [0 1 -1 0 40 0]"), "\(list)")
        let later = renderer.displayList(at: 10.25).description
        #expect(later == list)
    }

    @Test func timerTicksOneIntervalAfterSubscribing() throws {
        let renderer = AnimationRenderer(content: Ticker())
        #expect(renderer.size(at: 0.99).width == 10)
        #expect(renderer.size(at: 1).width == 20)
        #expect(renderer.size(at: 3.5).width == 40)
        #expect(renderer.size(at: 2).width == 30)            // backwards replays the ticks
    }

    @Test func stateInsideGeometryReaderSurvivesAndAnimates() throws {
        let view = Color.clear.frame(width: 100, height: 10).modifier(FlowingBand())
        let renderer = AnimationRenderer(content: view)
        #expect(redX(try renderer.frame(at: 0.5)) == 0)
        #expect(redX(try renderer.frame(at: 1.5)) == 5)       // animating 0 → 10 from t = 1
        #expect(redX(try renderer.frame(at: 3)) == 20)
        #expect(redX(try renderer.frame(at: 9.5)) == 85)
        #expect(redX(try renderer.frame(at: 10.2)) == 0)      // wrapped without animation
    }

    @Test func twoStackedModifiersKeepTheirOwnState() {
        let probe = Probe<Int>()
        let view = Color.red.frame(width: 5, height: 5).modifier(CountingModifier(probe: probe)).modifier(CountingModifier(probe: probe))
        let renderer = AnimationRenderer(content: view)
        _ = renderer.displayList(at: 0)
        // Each modifier's onAppear incremented its own count once: both read 1, not 2.
        #expect(probe.values.suffix(2) == [1, 1])
    }

    @Test func timelineSchedulesMatchApple() {
        let zero = Date(timeIntervalSince1970: 0)
        let periodic = Array(PeriodicTimelineSchedule(from: zero, by: 5).entries(from: Date(timeIntervalSince1970: 12), mode: .normal).prefix(3))
        #expect(periodic.map(\.timeIntervalSince1970) == [10, 15, 20])
        let future = Array(PeriodicTimelineSchedule(from: Date(timeIntervalSince1970: 20), by: 5).entries(from: Date(timeIntervalSince1970: 12), mode: .normal).prefix(3))
        #expect(future.map(\.timeIntervalSince1970) == [12, 20, 25])
        let explicit = ExplicitTimelineSchedule([3, 8, 20].map { Date(timeIntervalSince1970: $0) }).entries(from: Date(timeIntervalSince1970: 10), mode: .normal)
        #expect(explicit.map(\.timeIntervalSince1970) == [8, 20])
        let paused = Array(AnimationTimelineSchedule(minimumInterval: 1, paused: true).entries(from: zero, mode: .normal))
        #expect(paused == [zero])
        let minute = Array(EveryMinuteTimelineSchedule().entries(from: Date(timeIntervalSinceReferenceDate: 609), mode: .normal).prefix(2))
        #expect(minute.map(\.timeIntervalSinceReferenceDate) == [600, 660])
    }

    @Test func timelineViewShowsTheLatestEntry() {
        let view = TimelineView(.periodic(from: Date(timeIntervalSince1970: 0), by: 0.5)) { context in
            Color.red.frame(width: 10 + CGFloat(context.date.timeIntervalSince1970) * 20, height: 10)
        }
        let renderer = AnimationRenderer(content: view)
        #expect(renderer.size(at: 0.3).width == 10)
        #expect(renderer.size(at: 1.7).width == 40)
        let live = AnimationRenderer(content: TimelineView(.animation) { c in
            Color.red.frame(width: CGFloat(c.date.timeIntervalSince1970) * 100, height: 1)
        })
        #expect(abs(live.size(at: 0.37).width - 37) < 1e-4)
    }

    @Test func badTimesAndLoopsHaveDefinedResults() throws {
        let renderer = AnimationRenderer(content: Ticker())
        #expect(throws: AnimationRendererError.invalidTime(-1)) { try renderer.frame(at: -1) }
        #expect(throws: AnimationRendererError.self) { try renderer.frame(at: .nan) }
        #expect(renderer.displayList(at: .infinity).items.isEmpty)
        // A loop that changes its own value forever is cut with a diagnostic.
        let looping = AnimationRenderer(content: Looping())
        _ = looping.displayList(at: 0)
        #expect(looping.diagnostics.contains(.updateLoop(rounds: ViewHost.maximumSettleRounds)))
        // A timer every nanosecond is clamped to a millisecond; a far time coalesces ticks:
        // 10¹⁵ ticks due, each an update, run at their times only until the step's work budget
        // is spent (an update counts its views plus `workPerUpdate`), then one at 10¹² s.
        final class Ticks: @unchecked Sendable { var dates: [Date] = [] }
        let ticks = Ticks()
        let tick: (Date) -> Void = { ticks.dates.append($0) }
        let fast = AnimationRenderer(content: Color.red.frame(width: 5, height: 5).onReceive(Timer.publish(every: 1e-9, on: .main, in: .common).autoconnect(), perform: tick))
        _ = try fast.frame(at: 1e12)
        let budget = ViewHost.defaultMaximumWorkPerStep
        #expect(fast.diagnostics.contains(.updatesCoalesced(limit: budget)))
        #expect(ticks.dates.count > 1 && ticks.dates.count <= budget / ViewHost.workPerUpdate + 2)
        #expect(abs((ticks.dates.last ?? .distantPast).timeIntervalSince1970 - 1e12) < 1e-3)
        let never = AnimationRenderer(content: Color.red.frame(width: 5, height: 5).onReceive(Timer.publish(every: .nan, on: .main, in: .common).autoconnect(), perform: tick))
        _ = try never.frame(at: 5)
    }

    @Test func mergingSpringKeepsVelocityWhenRetargeted() {
        let animator = Animator(target: 0.0)
        animator.update(target: 100, transaction: Transaction(animation: .spring(duration: 0.5, bounce: 0)), time: 0)
        let before = animator.value(at: 0.2), velocity = animator.velocity(at: 0.2)
        animator.update(target: -50, transaction: Transaction(animation: .spring(duration: 0.5, bounce: 0)), time: 0.2)
        #expect(abs(animator.value(at: 0.2) - before) < 1e-9)
        #expect(abs(animator.velocity(at: 0.2) - velocity) < 1e-6)
        // Additive springs sum instead.
        let additive = Animator(target: 0.0)
        additive.update(target: 100, transaction: Transaction(animation: .interpolatingSpring(stiffness: 100, damping: 10)), time: 0)
        additive.update(target: 200, transaction: Transaction(animation: .interpolatingSpring(stiffness: 100, damping: 10)), time: 0.1)
        #expect(additive.runs.count == 2)
        #expect(abs(additive.value(at: 30) - 200) < 1e-6)
    }

    @Test func completionRunsWhenTheAnimationEnds() {
        final class Box { var times: [Double] = [] }
        let box = Box()
        struct V: View {
            let box: Box
            @State private var on = false
            var body: some View {
                Color.red.frame(width: on ? 20 : 10, height: 10)
                    .onAppear {
                        withAnimation(.linear(duration: 0.5)) { on = true } completion: { box.times.append(0) }
                    }
            }
        }
        let renderer = AnimationRenderer(content: V(box: box))
        _ = renderer.displayList(at: 0.4)
        #expect(box.times.isEmpty)
        _ = renderer.displayList(at: 0.6)
        #expect(box.times.count == 1)
        #expect(abs(renderer.size(at: 0.25).width - 20) < 1e-9)  // layout is the target…
        let mid = renderer.displayList(at: 0.25).description     // …its drawing is animated
        #expect(mid.contains("15"), "\(mid)")
    }
}
