import Foundation
import Testing
@testable import Limner

/// Offsets, opacities, rotations and scales over shapes and text, all moved by one
/// repeating animation: every effect of the reused tree is refreshed as an `EffectRefresh`.
private struct Effects: View {
    @State private var phase = false

    var body: some View {
        ZStack(alignment: .topLeading) {
            ForEach(0..<16, id: \.self) { i in
                Group {
                    if i.isMultiple(of: 2) {
                        RoundedRectangle(cornerRadius: 4).fill(Color(hue: Double(i) / 16, saturation: 0.7, brightness: 0.9))
                    } else {
                        Text("\(i)").font(.system(size: 10))
                    }
                }
                .frame(width: 18, height: 18)
                .scaleEffect(phase ? 1.3 : 0.8, anchor: .topLeading)
                .rotationEffect(.degrees(phase ? Double(i * 11 + 3) : -Double(i * 5)))
                .opacity(phase ? 1 : 0.3)
                .offset(x: CGFloat(i % 8) * 24 + (phase ? 6 : -6), y: CGFloat(i / 8) * 30 + (phase ? 4 : 0))
            }
        }
        .frame(width: 220, height: 70)
        .onAppear { withAnimation(.easeInOut(duration: 0.8).repeatForever()) { phase = true } }
    }
}

/// Values retargeted while they animate under a timing curve (whose runs add up): their
/// animators hold several runs, which a `PresentedValue` does not take.
private struct Retargeted: View {
    @State private var step = 0
    let timer = Timer.publish(every: 0.3, on: .main, in: .common).autoconnect()

    var body: some View {
        HStack(spacing: 6) {
            Rectangle().fill(Color.blue).frame(width: 20, height: 20)
                .rotationEffect(.degrees(Double(step) * 30))
                .opacity(step.isMultiple(of: 2) ? 1 : 0.4)
                .offset(x: CGFloat(step % 5) * 10)
            Circle().fill(Color.orange).frame(width: 16, height: 16)
                .scaleEffect(step.isMultiple(of: 3) ? 1.5 : 1)
        }
        .frame(width: 200, height: 40, alignment: .leading)
        .onReceive(timer) { _ in withAnimation(.easeInOut(duration: 1)) { step += 1 } }
    }
}

@Suite("Effect refreshes")
struct EffectRefreshTests {
    @Test("Plain effects refresh as flat values, and the reused frames equal fresh ones mid-animation")
    func plainEffects() throws {
        try FrameReuseSupport.expectSameFrames({ Effects() }, times: (0..<30).map { Double($0) / 17 })
        let graph = try FrameReuseSupport.graph(of: Effects(), after: 0.3, then: 0.35)
        #expect(graph.reusedPeeks > 0)
        // Four effects per view, none through a closure; one animation, one clock.
        #expect(graph.peekCache?.effectRefreshes.count == 64)
        #expect(graph.peekCache?.refreshes.isEmpty == true)
        #expect(graph.peekCache?.clocks.count == 1)
        // Every node of the reused tree is read before recording, once.
        var count = 0
        var stack = graph.peekCache.map { [$0.root] } ?? []
        while let node = stack.popLast() {
            count += 1
            stack.append(contentsOf: node.children)
        }
        #expect(graph.peekCache?.warmedNodeCount == count)
        #expect(graph.peekCache?.warmedShapeCount == 8)
    }

    @Test("Values with several runs refresh the general way, and the reused frames equal fresh ones")
    func severalRuns() throws {
        try FrameReuseSupport.expectSameFrames({ Retargeted() }, times: (0..<36).map { Double($0) / 20 })
        let renderer = AnimationRenderer(content: Retargeted())
        for k in 0..<14 { _ = try renderer.frame(at: Double(k) / 20) }
        let graph = renderer.host(for: 0.65).graph
        #expect(graph.reusedPeeks > 0)
        #expect(graph.peekCache?.refreshes.isEmpty == false)
    }

    @Test("A presented value equals its animator's value at every time, to the bit")
    func presentedValueMatchesAnimator() {
        let animations: [Animation] = [.easeInOut(duration: 0.7), .spring(duration: 0.5, bounce: 0.3),
                                       .linear(duration: 1).delay(0.2).repeatCount(3), .interpolatingSpring(stiffness: 80, damping: 6)]
        for animation in animations {
            let animator = Animator(target: CGSize(width: 3, height: -2).animatableData)
            var transaction = Transaction()
            transaction.animation = animation
            animator.update(target: CGSize(width: 40, height: 17.5).animatableData, transaction: transaction, time: 0.25)
            // A merging spring retargeted mid-flight carries its velocity into its one run.
            if animation.merges { animator.update(target: CGSize(width: -8, height: 30).animatableData, transaction: transaction, time: 0.4) }
            var clocks = PeekClocks()
            guard let presented = PresentedValue(CGSize(width: 40, height: 17.5), animator: animator, clocks: &clocks) else {
                Issue.record("one run is presentable")
                continue
            }
            for k in 0..<60 {
                let t = 0.2 + Double(k) * 0.05
                clocks.sample(at: t)
                let value = clocks.samples.withUnsafeBufferPointer { presented.value(at: t, samples: $0) }
                let expected = animator.value(at: t)
                #expect(value.width == expected.first && value.height == expected.second, "\(animation) at \(t)")
            }
        }
    }

    @Test("Runs of one animation and start share a clock; others get their own")
    func clocks() {
        var clocks = PeekClocks()
        let a = Animation.easeInOut(duration: 1), b = Animation.linear(duration: 1)
        #expect(clocks.index(of: a, start: 0, end: 1) == 0)
        #expect(clocks.index(of: a, start: 0, end: 1) == 0)
        #expect(clocks.index(of: b, start: 0, end: 1) == 1)
        #expect(clocks.index(of: a, start: 0.5, end: 1.5) == 2)
        #expect(clocks.index(of: a, start: 0, end: 1) == 0)
        #expect(clocks.count == 3)
    }
}
