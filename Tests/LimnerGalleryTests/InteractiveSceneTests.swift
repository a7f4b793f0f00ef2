import Foundation
import Testing
@testable import LimnerGallery

/// The interactive gallery scenes respond to their scripts (and, with
/// `LIMNER_INTERACTIVE_FRAMES=<dir>`, write their frames there to look at).
@Suite("Interactive gallery scenes")
struct InteractiveSceneTests {
    /// The share of opaque yellow pixels.
    private func yellow(_ p: Pixmap) -> Double {
        var n = 0
        for y in 0..<p.height { for x in 0..<p.width {
            let c = p.pixel(x: x, y: y)
            if c.r > 240 && c.g > 190 && c.b < 40 { n += 1 }
        } }
        return Double(n) / Double(p.width * p.height)
    }

    @Test func everySceneRendersItsFramesAndChanges() throws {
        let out = ProcessInfo.processInfo.environment["LIMNER_INTERACTIVE_FRAMES"].map { URL(fileURLWithPath: $0) }
        if let out { _ = try InteractiveGallery.render(scale: 2, into: out) }
        for scene in InteractiveScenes.all {
            let r = scene.renderer(scale: 1)
            let first = try r.frame(at: 0).storage
            var changed = false
            for t in scene.frameTimes.dropFirst() where try r.frame(at: t).storage != first { changed = true }
            #expect(changed, "\(scene.id) does not change under its script")
        }
    }

    @Test func showHideAnimatesOverTwoSeconds() throws {
        let r = InteractiveScenes.showHide.renderer(scale: 1)
        let start = yellow(try r.frame(at: 0.4)), mid = yellow(try r.frame(at: 1.6)), end = yellow(try r.frame(at: 2.7))
        #expect(start > mid || mid > end || start != end)
        #expect(abs(start - end) > 0.01)
        #expect(mid != start && mid != end)   // in between: the animation is under way
    }
}
