import Foundation
import Testing
import Limner
@testable import LimnerGallery

/// Renders `view` at `times` and returns the frames (written to $LIMNER_FRAMES_DIR when set,
/// for a person to look at).
private func frames<V: View>(_ view: V, _ name: String, at times: [Double], startDate: Date = Date(timeIntervalSince1970: 0)) throws -> [Pixmap] {
    let renderer = AnimationRenderer(content: view)
    renderer.startDate = startDate
    let result = try times.map { try renderer.frame(at: $0) }
    if let dir = ProcessInfo.processInfo.environment["LIMNER_FRAMES_DIR"] {
        for (t, p) in zip(times, result) {
            try p.pngData().write(to: URL(fileURLWithPath: "\(dir)/\(name)-\(t).png"))
        }
    }
    return result
}

private func differ(_ a: Pixmap, _ b: Pixmap) -> Bool { a.premultipliedRGBA() != b.premultipliedRGBA() }

/// Whether consecutive frames all differ (computed outside `#expect`, whose failure message
/// would print whole pixmaps).
private func allMove(_ frames: [Pixmap]) -> Bool { zip(frames, frames.dropFirst()).allSatisfy { differ($0, $1) } }

@Suite("Animated seed effects (our own views)")
struct AnimatedViewsTests {
    @Test func everyEffectMovesOverTime() throws {
        let clip = allMove(try frames(AnimatedViews.ClipPulse(), "clip", at: [0, 1, 2.5]))
        #expect(clip)
        let spot = allMove(try frames(AnimatedViews.SpotlightMask(), "spotlight", at: [0.5, 1.5, 2.9]))
        #expect(spot)
        let flow = allMove(try frames(AnimatedViews.FlowingHeadline(), "flow", at: [0.5, 1.5, 3.2]))
        #expect(flow)
        let gear = allMove(try frames(AnimatedViews.SymbolCanvas(), "gear", at: [0, 0.125, 0.25]))
        #expect(gear)
        let clock = allMove(try frames(AnimatedViews.Clock(), "clock", at: [0, 1, 2], startDate: Date(timeIntervalSince1970: 36_570)))
        #expect(clock)
        let rain = allMove(try frames(MatrixRain(columns: 16).frame(width: 320, height: 240), "rain", at: [0, 0.5, 1]))
        #expect(rain)
    }

    @Test func theRainIsTheSameOnEveryRun() throws {
        let a = try frames(MatrixRain(columns: 12).frame(width: 200, height: 160), "rain-a", at: [1.3])
        let b = try frames(MatrixRain(columns: 12).frame(width: 200, height: 160), "rain-b", at: [1.3])
        let same = !differ(a[0], b[0])
        #expect(same)
        let other = try frames(MatrixRain(columns: 12, seed: 7).frame(width: 200, height: 160), "rain-c", at: [1.3])
        let seeded = differ(a[0], other[0])
        #expect(seeded)
    }

    /// The timeline updates no faster than every 0.06 s: frames within one entry are equal.
    @Test func clockHandsFollowTheTimeline() throws {
        let f = try frames(AnimatedViews.Clock(), "clock-ticks", at: [0.121, 0.179, 1.1], startDate: Date(timeIntervalSince1970: 36_570))
        let sameEntry = !differ(f[0], f[1]), nextSecond = differ(f[1], f[2])
        #expect(sameEntry)
        #expect(nextSecond)
    }
}
