import Foundation
import Testing
import Limner

// SwiftUI evaluates a body when the view's state, environment or inputs change, and between
// those changes only interpolates animatable values: a `.random` colour in a body keeps its
// value through an animation, and a body runs once per state change, not once per frame.

/// Counts the evaluations of the bodies it is handed to (a side effect in `body`, as
/// `let _ = Self._printChanges()` is in real code).
private final class BodyCounter: @unchecked Sendable {
    var count = 0
    func tick() -> Int { count += 1; return count }
}

/// A confetti dot of a random colour.
private struct ConfettiDot: View {
    var body: some View {
        Circle()
            .fill(Color(hue: .random(in: 0...1), saturation: 0.8, brightness: 0.9))
            .frame(width: 40, height: 40)
    }
}

/// The dot popping (scaling up) on appear, under an animation.
private struct PoppingConfetti: View {
    @State private var popped = false

    var body: some View {
        ConfettiDot()
            .scaleEffect(popped ? 1.4 : 0.6)
            .frame(width: 60, height: 60)
            .onAppear { withAnimation(.easeInOut(duration: 1)) { popped = true } }
    }
}

/// A swatch whose own state changes: its body runs again at the change (a new random
/// colour), and the fill animates from the old colour to the new one.
private struct RerollingSwatch: View {
    @State private var rolled = false

    var body: some View {
        Rectangle()
            .fill(Color(red: .random(in: 0...1), green: .random(in: 0...1), blue: .random(in: 0...1)))
            .frame(width: rolled ? 40 : 30, height: 30)
            .frame(width: 40, height: 30, alignment: .leading)
            .onAppear { withAnimation(.linear(duration: 1)) { rolled = true } }
    }
}

/// A star of a random colour at a random height: the child of an animated row.
private struct Star: View {
    var body: some View {
        Rectangle()
            .fill(Color(red: .random(in: 0...1), green: .random(in: 0...1), blue: .random(in: 0...1)))
            .frame(width: 10, height: 10)
            .offset(y: .random(in: 0...20))
            .frame(width: 10, height: 30, alignment: .top)
    }
}

/// A row of stars sliding to the right under a linear animation.
private struct StarRow: View {
    @State private var slid = false

    var body: some View {
        HStack(spacing: 10) {
            ForEach(0..<4, id: \.self) { _ in Star() }
        }
        .offset(x: slid ? 40 : 0)
        .frame(width: 120, height: 30, alignment: .leading)
        .onAppear { withAnimation(.linear(duration: 1)) { slid = true } }
    }
}

/// A badge that grows by one step each second, with a body counter.
private struct GrowingBadge: View {
    let counter: BodyCounter
    @State private var step = 0
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    var body: some View {
        let _ = counter.tick()
        Capsule()
            .fill(.orange)
            .frame(width: 20 + CGFloat(step) * 10, height: 16)
            .frame(width: 80, height: 20, alignment: .leading)
            .onReceive(timer) { _ in withAnimation(.linear(duration: 0.8)) { step += 1 } }
    }
}

/// A spinner whose animatable custom view draws its own angle: SwiftUI evaluates such a
/// body at every frame with the presented `animatableData`.
private struct Needle: View, Animatable {
    var angle: Double
    let counter: BodyCounter
    var animatableData: Double {
        get { angle }
        set { angle = newValue }
    }

    var body: some View {
        let _ = counter.tick()
        Rectangle().fill(.black).frame(width: 4, height: 30).rotationEffect(.degrees(angle))
    }
}

private struct Gauge: View {
    let counter: BodyCounter
    @State private var turned = false
    var body: some View {
        Needle(angle: turned ? 90 : 0, counter: counter)
            .frame(width: 40, height: 40)
            .onAppear { withAnimation(.linear(duration: 1)) { turned = true } }
    }
}

/// A clock face: `TimelineView` content runs at every frame of an `.animation` schedule.
private struct Ticker: View {
    let counter: BodyCounter
    var body: some View {
        TimelineView(.animation) { context in
            let _ = counter.tick()
            Text("\(Int(context.date.timeIntervalSince1970 * 10))")
        }
    }
}

@Suite("A body is evaluated when its inputs change, not per frame")
struct BodyEvaluationTests {
    @Test func randomColourInBodyKeepsItsValueThroughAnAnimation() throws {
        let renderer = AnimationRenderer(content: PoppingConfetti())
        var colours: [RGBA] = []
        var sizes: [Int] = []
        for i in 0...10 {
            let pixmap = try renderer.frame(at: Double(i) / 10)
            colours.append(pixmap.color(at: 30, 30))
            // The dot grows: the animation does run at these frames.
            sizes.append((0..<60).filter { pixmap.color(at: CGFloat($0) + 0.5, 30).a > 128 }.count)
        }
        #expect(colours.allSatisfy { $0 == colours[0] }, "the colour changed between frames: \(colours)")
        #expect(colours[0].a == 255)
        #expect(sizes[0] == 24 && sizes[10] == 56, "widths \(sizes)")
        #expect(zip(sizes, sizes.dropFirst()).allSatisfy { $0 <= $1 } && sizes[5] > sizes[0] && sizes[5] < sizes[10])
    }

    @Test func ownStateChangeAnimatesFromOneRandomColourToTheNext() throws {
        let renderer = AnimationRenderer(content: RerollingSwatch())
        var colours: [RGBA] = []
        for i in 0...15 { colours.append(try renderer.frame(at: Double(i) / 10).color(at: 5, 15)) }
        // Settled from 1 s on: one colour, not a new one per frame.
        #expect(colours[10...].allSatisfy { $0 == colours[10] }, "\(colours)")
        // On the way, each channel moves one way only (an interpolation between two colours,
        // not a draw per frame).
        for channel in [\RGBA.r, \RGBA.g, \RGBA.b] {
            let values = colours[0...10].map { $0[keyPath: channel] }
            let up = zip(values, values.dropFirst()).allSatisfy { $0 <= $1 + 1 }
            let down = zip(values, values.dropFirst()).allSatisfy { $0 + 1 >= $1 }
            #expect(up || down, "\(values)")
        }
    }

    @Test func childrenOfAnAnimatedViewKeepTheirRandomColoursAndPositions() throws {
        let renderer = AnimationRenderer(content: StarRow())
        // The stars of the first frame, as (colour, top) pairs, left to right.
        func stars(_ pixmap: Pixmap, shift: CGFloat) -> [String] {
            (0..<4).map { i -> String in
                let x = shift + CGFloat(i) * 20 + 5
                let top = (0..<30).first { pixmap.color(at: x, CGFloat($0) + 0.5).a > 128 } ?? -1
                return "\(pixmap.color(at: x, CGFloat(top) + 5)) at \(top)"
            }
        }
        let first = stars(try renderer.frame(at: 0), shift: 0)
        for t in [0.25, 0.5, 0.75, 1.0] {
            let frame = try renderer.frame(at: t)
            #expect(stars(frame, shift: 40 * t) == first, "at \(t)")
        }
        // Each star has a colour of its own (four random draws, not one).
        #expect(Set(first).count == 4)
    }

    @Test func bodyRunsOncePerStateChangeNotPerFrame() throws {
        let counter = BodyCounter()
        let renderer = AnimationRenderer(content: GrowingBadge(counter: counter))
        _ = try renderer.frame(at: 0)
        #expect(counter.count == 1)
        var widths: [Int] = []
        for i in 1...105 {
            let pixmap = try renderer.frame(at: Double(i) / 30)
            widths.append((0..<80).filter { pixmap.color(at: CGFloat($0) + 0.5, 10).a > 128 }.count)
        }
        // Ticks at 1, 2 and 3 s: three state changes, three more evaluations; 105 frames.
        #expect(counter.count == 4)
        // The width animated in between (20 → 30 over 0.8 s from 1 s; index i is frame i + 1).
        #expect(widths[29] == 20 && widths[56] == 30 && widths[35] > 20 && widths[35] < 30, "\(widths[29]) \(widths[35]) \(widths[56])")
    }

    @Test func animatableViewBodyRunsAtEveryFrame() throws {
        let counter = BodyCounter()
        let renderer = AnimationRenderer(content: Gauge(counter: counter))
        _ = try renderer.frame(at: 0)
        let settled = counter.count
        for i in 1...10 { _ = try renderer.frame(at: Double(i) / 20) }
        #expect(counter.count == settled + 10)
    }

    @Test func timelineContentRunsAtEveryFrame() throws {
        let counter = BodyCounter()
        let renderer = AnimationRenderer(content: Ticker(counter: counter))
        _ = try renderer.frame(at: 0)
        let first = counter.count
        for i in 1...10 { _ = try renderer.frame(at: Double(i) / 30) }
        #expect(counter.count >= first + 10)
    }

    @Test func replacingTheContentEvaluatesTheBodyAgain() throws {
        let counter = BodyCounter()
        let renderer = AnimationRenderer(content: GrowingBadge(counter: counter))
        _ = try renderer.frame(at: 0.5)
        let before = counter.count
        renderer.content = GrowingBadge(counter: counter)
        _ = try renderer.frame(at: 0.5)
        #expect(counter.count > before)
    }
}
