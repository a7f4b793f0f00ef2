// A view/animation fuzzer: the input is read as a random view tree — shapes, text and stacks
// under effects (offsets, rotations, blurs, shadows, masks), state animated with hostile
// animations whose completions chain, timers, timelines of every schedule, transitions, phase
// and keyframe animators, buttons and gestures — then as scripted input (taps, drags, long
// presses at hostile times) and a list of frame times that go forward and back, rendered
// through `AnimationRenderer`. Every program must finish without a trap and within the
// per-input limits scripts/fuzz sets.
import Foundation
import FuzzSupport
import Limner

/// libFuzzer's entry point.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzViews(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    blockAlarmOnFuzzingThread()
    var input = FuzzInput(data, size)
    ViewProgram.run(&input)
    return 0
}

/// How a node animates its state.
struct AnimationSpec {
    var kind: Int
    var a: Double
    var b: Double
    var delay: Double
    var speed: Double
    var repeats: Int

    var animation: Animation {
        var result: Animation
        switch kind {
        case 0: result = .linear(duration: a)
        case 1: result = .easeInOut(duration: a)
        case 2: result = .spring(response: a, dampingFraction: b)
        case 3: result = .interpolatingSpring(mass: a, stiffness: b, damping: a * b)
        case 4: result = .spring(duration: a, bounce: b)
        case 5: result = .bouncy(duration: a, extraBounce: b)
        default: result = .timingCurve(a, b, b, a, duration: a)
        }
        if delay != 0 { result = result.delay(delay) }
        if speed != 1 { result = result.speed(speed) }
        switch repeats {
        case 1: result = result.repeatForever(autoreverses: true)
        case 2: result = result.repeatCount(Int(clamping: Int64(max(-1e9, min(1e9, a.isFinite ? a * 10 : 3)))), autoreverses: false)
        default: break
        }
        return result
    }
}

/// A random view tree.
indirect enum Spec {
    case shape(kind: Int, hue: Double, width: Double, height: Double)
    case text(String)
    case stack(axis: Int, spacing: Double, children: [Spec])
    case effect(Spec, kind: Int, amount: Double)
    case animated(Spec, AnimationSpec, chain: Int, property: Int)
    case timeline(Spec, schedule: Int, interval: Double)
    case timer(Spec, interval: Double)
    case transition(Spec, kind: Int, AnimationSpec, after: Double)
    case phases(Spec, count: Int, AnimationSpec)
    case keyframes(Spec, duration: Double, repeating: Bool)
    case button(label: String, AnimationSpec)
    case drag(Spec)
    case delayed(Spec, delay: Double)

    static func read(_ input: inout FuzzInput, depth: Int, budget: inout Int) -> Spec {
        budget -= 1
        let leaf = depth >= 5 || budget <= 0
        switch leaf ? input.choice(2) : input.choice(15) {
        case 0: return .shape(kind: input.choice(4), hue: input.unit(), width: input.number(-5...40), height: input.number(-5...40))
        case 1: return .text(["a", "Tap", "Go", "", "Hello world"][input.choice(5)])
        case 2, 3:
            let n = 1 + input.choice(4)
            var children: [Spec] = []
            for _ in 0..<n { children.append(read(&input, depth: depth + 1, budget: &budget)) }
            return .stack(axis: input.choice(3), spacing: input.number(-5...20), children: children)
        case 4, 5: return .effect(read(&input, depth: depth + 1, budget: &budget), kind: input.choice(10), amount: input.number(-20...60))
        case 6, 7:
            return .animated(read(&input, depth: depth + 1, budget: &budget), animation(&input), chain: input.choice(4),
                             property: input.choice(5))
        case 8:
            return .timeline(read(&input, depth: depth + 1, budget: &budget), schedule: input.choice(6),
                             interval: input.choice(3) == 0 ? 1e-9 : input.number(-1...5))
        case 9: return .timer(read(&input, depth: depth + 1, budget: &budget), interval: input.number(-1...3))
        case 10:
            return .transition(read(&input, depth: depth + 1, budget: &budget), kind: input.choice(6), animation(&input),
                               after: input.number(-1...4))
        case 11: return .phases(read(&input, depth: depth + 1, budget: &budget), count: input.choice(5), animation(&input))
        case 12:
            return .keyframes(read(&input, depth: depth + 1, budget: &budget), duration: input.number(-1...4),
                              repeating: input.choice(2) == 0)
        case 13:
            return input.choice(2) == 0 ? .button(label: ["Tap", "Go"][input.choice(2)], animation(&input))
                : .drag(read(&input, depth: depth + 1, budget: &budget))
        default: return .delayed(read(&input, depth: depth + 1, budget: &budget), delay: input.number(-1...5))
        }
    }

    static func animation(_ input: inout FuzzInput) -> AnimationSpec {
        let tiny = input.choice(5) == 0
        return AnimationSpec(kind: input.choice(7), a: tiny ? 1e-9 : input.number(-1...3), b: input.number(-1...2),
                             delay: input.choice(3) == 0 ? input.number(-1...2) : 0,
                             speed: input.choice(4) == 0 ? input.number(-2...4) : 1, repeats: input.choice(4))
    }
}

/// A view of a spec.
struct Node: View {
    let spec: Spec

    var body: some View {
        switch spec {
        case let .shape(kind, hue, width, height):
            shape(kind: kind, color: Color(hue: hue, saturation: 0.7, brightness: 0.9))
                .frame(width: CGFloat(width), height: CGFloat(height))
        case let .text(string):
            AnyView(Text(string).font(.system(size: 9)))
        case let .stack(axis, spacing, children):
            stack(axis: axis, spacing: spacing, children: children)
        case let .effect(child, kind, amount):
            effect(Node(spec: child), kind: kind, amount: amount)
        case let .animated(child, animation, chain, property):
            AnyView(AnimatedNode(child: child, animation: animation, chain: chain, property: property))
        case let .timeline(child, schedule, interval):
            AnyView(TimelineNode(child: child, schedule: schedule, interval: interval))
        case let .timer(child, interval):
            AnyView(TimerNode(child: child, interval: interval))
        case let .transition(child, kind, animation, after):
            AnyView(TransitionNode(child: child, kind: kind, animation: animation, after: after))
        case let .phases(child, count, animation):
            AnyView(Node(spec: child).phaseAnimator(Array(0..<count)) { content, phase in
                content.opacity(phase % 2 == 0 ? 1 : 0.4).offset(x: CGFloat(phase) * 3)
            } animation: { _ in animation.animation })
        case let .keyframes(child, duration, repeating):
            AnyView(Node(spec: child).keyframeAnimator(initialValue: 0.0, repeating: repeating) { content, value in
                content.scaleEffect(1 + value).rotationEffect(.degrees(value * 90))
            } keyframes: { _ in
                KeyframeTrack(\.self) {
                    LinearKeyframe(1.0, duration: duration)
                    SpringKeyframe(0.0, duration: duration)
                    CubicKeyframe(0.5, duration: duration / 2)
                }
            })
        case let .button(label, animation):
            AnyView(ButtonNode(label: label, animation: animation))
        case let .drag(child):
            AnyView(DragNode(child: child))
        case let .delayed(child, delay):
            AnyView(DelayedNode(child: child, delay: delay))
        }
    }

    func shape(kind: Int, color: Color) -> AnyView {
        switch kind {
        case 0: return AnyView(Rectangle().fill(color))
        case 1: return AnyView(Circle().fill(color))
        case 2: return AnyView(Capsule().stroke(color, lineWidth: 3))
        default: return AnyView(RoundedRectangle(cornerRadius: 4).fill(color))
        }
    }

    func stack(axis: Int, spacing: Double, children: [Spec]) -> AnyView {
        let items = ForEach(children.indices, id: \.self) { Node(spec: children[$0]) }
        switch axis {
        case 0: return AnyView(HStack(spacing: CGFloat(spacing)) { items })
        case 1: return AnyView(VStack(spacing: CGFloat(spacing)) { items })
        default: return AnyView(ZStack { items })
        }
    }

    func effect(_ content: Node, kind: Int, amount: Double) -> AnyView {
        let x = CGFloat(amount)
        switch kind {
        case 0: return AnyView(content.offset(x: x, y: -x))
        case 1: return AnyView(content.rotationEffect(.degrees(amount * 7)))
        case 2: return AnyView(content.scaleEffect(x / 20))
        case 3: return AnyView(content.opacity(amount / 40))
        case 4: return AnyView(content.blur(radius: x))
        case 5: return AnyView(content.shadow(radius: x, x: 2, y: 2))
        case 6: return AnyView(content.mask { Circle().frame(width: x, height: x) })
        case 7: return AnyView(content.clipShape(RoundedRectangle(cornerRadius: x)))
        case 8: return AnyView(content.padding(x))
        default: return AnyView(content.frame(width: x, height: x / 2))
        }
    }
}

/// State animated on appear, its completion starting the next animation when `chain` asks.
struct AnimatedNode: View {
    let child: Spec
    let animation: AnimationSpec
    let chain: Int
    let property: Int
    @State private var on = false
    @State private var rounds = 0

    var body: some View {
        Node(spec: child)
            .opacity(property == 0 && on ? 0.3 : 1)
            .offset(x: property == 1 && on ? 12 : 0)
            .rotationEffect(.degrees(property == 2 && on ? 180 : 0))
            .scaleEffect(property == 3 && on ? 1.5 : 1)
            .animation(property == 4 ? animation.animation : nil, value: on)
            .onAppear { run() }
    }

    func run() {
        rounds += 1
        if chain == 0 || rounds > 1_000_000 {
            withAnimation(animation.animation) { on.toggle() }
        } else {
            withAnimation(animation.animation) { on.toggle() } completion: { run() }
        }
    }
}

/// Content under a timeline of one of the schedules.
struct TimelineNode: View {
    let child: Spec
    let schedule: Int
    let interval: Double
    @State private var changes = 0

    var body: some View {
        switch schedule {
        case 0: TimelineView(.periodic(from: Date(timeIntervalSince1970: 0), by: interval)) { content($0.date) }
        case 1: TimelineView(.everyMinute) { content($0.date) }
        case 2:
            TimelineView(.explicit((0..<2_000).map { Date(timeIntervalSince1970: Double($0) * interval) })) { content($0.date) }
        case 3: TimelineView(.animation(minimumInterval: interval)) { content($0.date) }
        case 4: TimelineView(.animation) { content($0.date) }
        default: TimelineView(.animation(minimumInterval: interval, paused: true)) { content($0.date) }
        }
    }

    func content(_ date: Date) -> some View {
        let t = date.timeIntervalSince1970
        return Node(spec: child)
            .rotationEffect(.degrees(t.truncatingRemainder(dividingBy: 360)))
            .onChange(of: date) { changes += 1 }
    }
}

/// A timer that toggles state on each tick.
struct TimerNode: View {
    let child: Spec
    let interval: Double
    @State private var ticks = 0

    var body: some View {
        Node(spec: child)
            .offset(y: CGFloat(ticks % 5))
            .onReceive(Timer.publish(every: interval, on: .main, in: .common).autoconnect()) { _ in ticks += 1 }
    }
}

/// A child inserted and removed with a transition.
struct TransitionNode: View {
    let child: Spec
    let kind: Int
    let animation: AnimationSpec
    let after: Double
    @State private var shown = false

    var body: some View {
        ZStack {
            if shown {
                Node(spec: child).transition(transition)
            }
        }
        .onAppear {
            withAnimation(animation.animation) { shown = true }
            // The host runs main-queue work on its own thread, as it runs the view.
            let hide = UncheckedSendable { withAnimation(animation.animation) { shown = false } }
            DispatchQueue.main.asyncAfter(deadline: .now() + after) { hide.value() }
        }
    }

    var transition: AnyTransition {
        switch kind {
        case 0: return .opacity
        case 1: return .scale
        case 2: return .slide
        case 3: return .move(edge: .leading)
        case 4: return .opacity.combined(with: .scale(scale: after))
        default: return .asymmetric(insertion: .opacity, removal: .scale).animation(animation.animation)
        }
    }
}

/// A button that animates a change.
struct ButtonNode: View {
    let label: String
    let animation: AnimationSpec
    @State private var on = false

    var body: some View {
        Button(label) { withAnimation(animation.animation) { on.toggle() } }
            .offset(x: on ? 10 : 0)
            .onTapGesture { on.toggle() }
    }
}

/// Content dragged around.
struct DragNode: View {
    let child: Spec
    @State private var offset = CGSize.zero

    var body: some View {
        Node(spec: child)
            .offset(offset)
            .gesture(DragGesture(minimumDistance: 0).onChanged { offset = $0.translation }.onEnded { _ in
                withAnimation(.spring) { offset = .zero }
            })
    }
}

/// Content that appears after a delay on the main queue.
struct DelayedNode: View {
    let child: Spec
    let delay: Double
    @State private var shown = false

    var body: some View {
        Group {
            if shown { Node(spec: child) }
        }
        .onAppear {
            let show = UncheckedSendable { shown = true }
            DispatchQueue.main.asyncAfter(deadline: .now() + delay) { show.value() }
        }
    }
}

/// A closure sent to the main queue of the host, which runs it on the host's thread.
struct UncheckedSendable: @unchecked Sendable {
    let value: () -> Void
    init(_ value: @escaping () -> Void) { self.value = value }
}

enum ViewProgram {
    static func run(_ input: inout FuzzInput) {
        var budget = 24
        let spec = Spec.read(&input, depth: 0, budget: &budget)
        // FUZZ_VIEWS_PRINT=1: the program on standard error (to read a finding).
        let printing = getenv("FUZZ_VIEWS_PRINT") != nil
        if printing { FileHandle.standardError.write(Data("tree: \(spec)\n".utf8)) }
        let renderer = AnimationRenderer(content: Node(spec: spec).frame(width: 40, height: 40))
        renderer.threadCount = 1
        renderer.scale = input.choice(4) == 0 ? 2 : 1
        for _ in 0..<input.choice(6) {
            switch input.choice(4) {
            case 0: renderer.tap(["Tap", "Go", "None"][input.choice(3)], at: input.number(-1...6))
            case 1: renderer.tap(at: input.point(), time: input.number(-1...6))
            case 2: renderer.drag(from: input.point(), to: input.point(), start: input.number(-1...6), duration: input.number(-1...3))
            default: renderer.longPress(at: input.point(), time: input.number(-1...6), duration: input.number(-1...3))
            }
        }
        // Up to 8 frames, at most 2 of them far jumps (each may run the clock's whole budget
        // of updates: a bounded but not a small cost).
        var time = 0.0
        var frames = 0, farJumps = 0
        while input.hasMore, frames < 8 {
            frames += 1
            switch input.choice(4) {
            case 0: time = input.number(-1...8)
            case 1: time += input.number(-2...4)
            case 2 where farJumps < 2:
                farJumps += 1
                time = input.choice(2) == 0 ? 1e6 : input.number() * 1e4
            default: time += 1.0 / 30
            }
            if printing { FileHandle.standardError.write(Data("frame at \(time)\n".utf8)) }
            if input.choice(3) == 0 {
                _ = renderer.displayList(at: time)
            } else {
                _ = try? renderer.frame(at: time)
            }
            if printing { FileHandle.standardError.write(Data("  \(renderer.diagnostics)\n".utf8)) }
        }
        _ = renderer.diagnostics
    }
}
