import Foundation
import Testing
@testable import Limner

private struct Pose {
    var x: Double = 0
    var scale: Double = 1
}

@Suite("Phase and keyframe animators")
struct PhaseKeyframeTests {
    @Test func phasesCycleOnLogicalCompletion() {
        let view = Color.red.frame(width: 10, height: 10)
            .phaseAnimator([0.0, 50.0, 100.0]) { content, x in
                content.offset(x: x)
            } animation: { _ in .linear(duration: 1) }
        let renderer = AnimationRenderer(content: view)
        func offset(_ t: Double) -> String { renderer.displayList(at: t).description }
        #expect(offset(0.5).contains("[1 0 0 1 25 0]"), "\(offset(0.5))")     // 0 → 50
        #expect(offset(1.5).contains("[1 0 0 1 75 0]"), "\(offset(1.5))")     // 50 → 100
        #expect(offset(2.5).contains("[1 0 0 1 50 0]"), "\(offset(2.5))")     // 100 → 0
        #expect(offset(3.5).contains("[1 0 0 1 25 0]"), "\(offset(3.5))")     // and again
    }

    @Test func triggeredPhasesRunOnceAndEmptyPhasesShowNothing() {
        let once = PhaseAnimator([1.0, 2.0], trigger: 0) { s in Color.red.frame(width: 10 * s, height: 10) }
        #expect(AnimationRenderer(content: once).size(at: 3).width == 10)   // no trigger change: first phase
        let empty = PhaseAnimator([Double]()) { s in Color.red.frame(width: s, height: 1) }
        #expect(AnimationRenderer(content: empty).displayList(at: 1).items.isEmpty)
    }

    @Test func keyframeTracksEvaluateInClosedForm() {
        let timeline = KeyframeTimeline(initialValue: Pose()) {
            KeyframeTrack(\Pose.x) {
                LinearKeyframe(100, duration: 1)
                MoveKeyframe(0)
                CubicKeyframe(50, duration: 1)
            }
            KeyframeTrack(\Pose.scale) {
                SpringKeyframe(2, duration: 2, spring: .smooth)
            }
        }
        #expect(timeline.duration == 2)
        #expect(abs(timeline.value(time: 0.5).x - 50) < 1e-9)
        #expect(abs(timeline.value(time: 1).x) < 1e-9)                // moved back at once
        #expect(abs(timeline.value(time: 2).x - 50) < 1e-9)
        #expect(abs(timeline.value(time: 2).scale - 2) < 0.01)
        #expect(timeline.value(time: .nan).x == 0)
        #expect(abs(timeline.value(progress: 0.25).x - 50) < 1e-9)
    }

    @Test func keyframeAnimatorDrawsTheValueAtEachFrame() {
        let view = Color.red.frame(width: 10, height: 10)
            .keyframeAnimator(initialValue: Pose()) { content, pose in
                content.offset(x: pose.x)
            } keyframes: { _ in
                KeyframeTrack(\Pose.x) { LinearKeyframe(40, duration: 2) }
            }
        let renderer = AnimationRenderer(content: view)
        #expect(renderer.displayList(at: 1).description.contains("[1 0 0 1 20 0]"))
        #expect(renderer.displayList(at: 2.5).description.contains("[1 0 0 1 10 0]"))   // repeats
    }
}
