import Foundation
import Testing
@testable import Limner

/// Shapes and labels moving, fading and turning under one repeating animation (the
/// benchmark's animated field, smaller).
private struct Field: View {
    let count: Int
    @State private var phase = false

    var body: some View {
        ZStack(alignment: .topLeading) {
            Color(white: 0.08)
            ForEach(0..<count, id: \.self) { i in item(i) }
        }
        .frame(width: 320, height: 200)
        .onAppear { withAnimation(.easeInOut(duration: 2).repeatForever()) { phase = true } }
    }

    @ViewBuilder
    private func item(_ i: Int) -> some View {
        let x = CGFloat(i % 10) * 30 + 5, y = CGFloat(i / 10) * 30 + 5
        let shift: CGFloat = phase ? 12 : -12
        Group {
            switch i % 4 {
            case 0: RoundedRectangle(cornerRadius: phase ? 10 : 2).fill(Color(hue: Double(i % 7) / 7, saturation: 0.7, brightness: 0.9))
            case 1: Circle().fill(phase ? Color.red : Color.blue)
            case 2: Capsule().stroke(Color.green, lineWidth: 3)
            default: Text("\(i)").font(.system(size: 12, weight: .semibold)).foregroundColor(.white)
            }
        }
        .frame(width: 22, height: 22)
        .rotationEffect(.degrees(phase ? Double(i % 90) : -Double(i % 90)))
        .opacity(phase ? 1 : 0.35)
        .offset(x: x + (i.isMultiple(of: 2) ? shift : -shift), y: y + shift / 2)
    }
}

/// A mix of what a reused frame must not get wrong: a frame size that animates (geometry
/// animation), a view inserted with a transition, a z-index, a GeometryReader, and state
/// changed by a timer between frames.
private struct Mixed: View {
    @State private var wide = false
    @State private var shown = false
    @State private var ticks = 0
    let timer = Timer.publish(every: 0.25, on: .main, in: .common).autoconnect()

    var body: some View {
        VStack(spacing: 4) {
            HStack(spacing: 2) {
                Color.orange.frame(width: wide ? 80 : 20, height: 16)
                Circle().fill(.purple).frame(width: 16, height: 16).zIndex(1).offset(x: -8)
                if shown { Rectangle().fill(.teal).frame(width: 16, height: 16).transition(.scale) }
            }
            GeometryReader { geo in
                Rectangle().fill(.gray).frame(width: geo.size.width / CGFloat(2 + ticks % 3), height: 10)
            }
            .frame(height: 12)
            Text("tick \(ticks)").opacity(shown ? 1 : 0.5)
        }
        .frame(width: 160, height: 80)
        .onAppear { withAnimation(.spring(duration: 0.6)) { wide = true } }
        .onReceive(timer) { _ in
            ticks += 1
            if ticks.isMultiple(of: 3) { withAnimation(.easeOut(duration: 0.4)) { shown.toggle() } }
        }
    }
}

/// A reusable tree whose geometry animates (a frame width under a spring), with a timer
/// changing state between frames.
private struct Growing: View {
    @State private var wide = false
    @State private var ticks = 0
    let timer = Timer.publish(every: 0.3, on: .main, in: .common).autoconnect()

    var body: some View {
        HStack(spacing: 2) {
            Color.orange.frame(width: wide ? 80 : 20, height: 16)
            Circle().fill(ticks.isMultiple(of: 2) ? Color.purple : Color.mint).frame(width: 16, height: 16)
                .rotationEffect(.degrees(wide ? 90 : 0)).opacity(wide ? 0.5 : 1)
            Text("tick \(ticks)")
        }
        .frame(width: 180, height: 30)
        .onAppear { withAnimation(.spring(duration: 0.8)) { wide = true } }
        .onReceive(timer) { _ in withAnimation(.easeIn(duration: 0.2)) { ticks += 1 } }
    }
}

/// Only effects animate (offsets, rotations, opacities over fixed shapes and text in
/// stacks): a reused tree keeps its size caches and is only placed again.
private struct EffectsOnly: View {
    @State private var phase = false

    var body: some View {
        HStack(spacing: 3) {
            ForEach(0..<12, id: \.self) { i in
                VStack(spacing: 1) {
                    Capsule().stroke(Color.green, lineWidth: 2).frame(width: 14, height: 8)
                    Text("\(i)").font(.system(size: 9))
                }
                .rotationEffect(.degrees(phase ? Double(i * 7) : 0))
                .opacity(phase ? 0.4 : 1)
                .offset(x: phase ? 3 : -3, y: CGFloat(i % 3) * (phase ? 2 : -2))
            }
        }
        .frame(width: 260, height: 50)
        .onAppear { withAnimation(.easeInOut(duration: 1).repeatForever()) { phase = true } }
    }
}

/// A shape whose size for a proposal follows its animated value, beside a neighbour it
/// pushes: a reused tree must size it again at each frame.
private struct GrowingShape: View {
    struct Bar: Shape {
        var length: CGFloat
        var animatableData: CGFloat { get { length } set { length = newValue } }
        func path(in rect: CGRect) -> Path { Path(rect) }
        func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { CGSize(width: length, height: 10) }
    }
    @State private var long = false

    var body: some View {
        HStack(spacing: 2) {
            Bar(length: long ? 90 : 10).fill(Color.orange)
            Circle().fill(Color.blue).frame(width: 10, height: 10)
        }
        .frame(width: 140, height: 20, alignment: .leading)
        .onAppear { withAnimation(.linear(duration: 1)) { long = true } }
    }
}

@Suite("Frame reuse")
struct FrameReuseTests {
    @Test("An animated field: reused frames equal fresh ones, and reuse happens")
    func field() throws {
        try FrameReuseSupport.expectSameFrames({ Field(count: 60) }, times: (0..<24).map { Double($0) / 12 })
        let graph = try FrameReuseSupport.graph(of: Field(count: 60), after: 0.5, then: 0.6)
        #expect(graph.peekCache?.isReusable == true)
        #expect(graph.peekCache?.refreshes.isEmpty == false)
    }

    @Test("Only effects animate: the reused tree keeps its sizes and layout, and its frames equal fresh ones")
    func effectsOnly() throws {
        try FrameReuseSupport.expectSameFrames({ EffectsOnly() }, times: (0..<24).map { Double($0) / 12 })
        let graph = try FrameReuseSupport.graph(of: EffectsOnly(), after: 0.5, then: 0.6)
        #expect(graph.reusedPeeks > 0)
        #expect(graph.peekCache?.refreshesChangeSizes == false)
        // Laid out once for its proposal; later peeks keep that layout.
        #expect(graph.peekCache?.layoutIsCurrent == true)
    }

    @Test("A shape whose size animates: the reused tree is sized again, and its frames equal fresh ones")
    func growingShape() throws {
        try FrameReuseSupport.expectSameFrames({ GrowingShape() }, times: (0..<20).map { Double($0) / 16 })
        let graph = try FrameReuseSupport.graph(of: GrowingShape(), after: 0.3, then: 0.4)
        #expect(graph.reusedPeeks > 0)
        #expect(graph.peekCache?.refreshesChangeSizes == true)
    }

    @Test("Geometry animation, transitions, z-index, GeometryReader and timer state: reused frames equal fresh ones")
    func mixed() throws {
        try FrameReuseSupport.expectSameFrames({ Mixed() }, times: (0..<40).map { Double($0) / 20 })
    }

    @Test("Animated geometry and state changed between frames: reused frames equal fresh ones")
    func growing() throws {
        try FrameReuseSupport.expectSameFrames({ Growing() }, times: (0..<40).map { Double($0) / 30 })
        let renderer = AnimationRenderer(content: Growing())
        for k in 0..<8 { _ = try renderer.frame(at: Double(k) / 30) }
        #expect(renderer.host(for: 0.25).graph.reusedPeeks > 0)
    }

    @Test("A peek at an earlier time than the last one, on the same host, equals a fresh one")
    func backwards() throws {
        let host = ViewHost(rootView: Field(count: 20))
        host.threadCount = 1
        _ = try host.pixmap(at: 1.0)
        _ = try host.pixmap(at: 1.5)
        // No event between: the tree of 1.5 is presented again at 1.2.
        let early = try host.pixmap(at: 1.2)
        let fresh = ViewHost(rootView: Field(count: 20))
        fresh.threadCount = 1
        let same = try early == fresh.pixmap(at: 1.2)
        #expect(same)
    }

    @Test("A time read outside an effect or shape (an animatable custom view) keeps the tree from being reused")
    func animatableViewIsNotReused() throws {
        struct Bar: View, Animatable {
            var width: Double
            var animatableData: Double { get { width } set { width = newValue } }
            var body: some View { Color.red.frame(width: width, height: 10) }
        }
        struct Host: View {
            @State private var on = false
            var body: some View {
                Bar(width: on ? 100 : 10).frame(width: 120, height: 10, alignment: .leading)
                    .onAppear { withAnimation(.linear(duration: 1)) { on = true } }
            }
        }
        try FrameReuseSupport.expectSameFrames({ Host() }, times: [0, 0.25, 0.5, 0.75, 1, 1.25])
        let renderer = AnimationRenderer(content: Host())
        _ = try renderer.frame(at: 0.5)
        #expect(renderer.host(for: 0.5).graph.peekCache == nil)
    }

    @Test("Views an if inserts and removes under an animation (fading by default, or sliding): reused frames equal fresh ones; settled, the tree is reused")
    func branchesComingAndGoing() throws {
        struct Branches: View {
            @State private var on = false
            let timer = Timer.publish(every: 1.5, on: .main, in: .common).autoconnect()
            var body: some View {
                VStack(spacing: 2) {
                    if on { Color.red.frame(width: 20, height: 10) } else { Circle().fill(Color.green).frame(width: 10, height: 10) }
                    if on { Color.blue.frame(width: 30, height: 6).transition(.slide) }
                    Color.orange.frame(width: 40, height: 4)
                }
                .frame(width: 60, height: 40)
                .onReceive(timer) { _ in withAnimation(.easeInOut(duration: 0.8)) { on.toggle() } }
            }
        }
        try FrameReuseSupport.expectSameFrames({ Branches() }, times: (0..<40).map { Double($0) / 10 })
        let graph = try FrameReuseSupport.graph(of: Branches(), after: 0.5, then: 0.6)
        #expect(graph.peekCache?.isReusable == true)
    }
}

