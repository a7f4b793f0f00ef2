import Foundation
import Testing
@testable import Limner

/// What the frame-reuse suites share (`FrameReuseTests`, `EffectRefreshTests`).
enum FrameReuseSupport {
    /// Frames rendered one after another (later ones present the earlier tree again) and
    /// frames each rendered by a new renderer (always resolved afresh) are the same bytes.
    static func expectSameFrames<V: View>(_ make: () -> V, times: [Double]) throws {
        let sequential = AnimationRenderer(content: make())
        sequential.threadCount = 1
        for t in times {
            let fresh = AnimationRenderer(content: make())
            fresh.threadCount = 1
            let samePixels = try sequential.frame(at: t) == fresh.frame(at: t)
            #expect(samePixels, "pixels of the frame at \(t)")
            let sameList = sequential.displayList(at: t).description == fresh.displayList(at: t).description
            #expect(sameList, "display list of the frame at \(t)")
        }
    }

    /// The graph of a renderer of `view` after rendering the frames at `first` and then
    /// `second` (the second one presents the first one's tree again when it can).
    static func graph<V: View>(of view: V, after first: Double, then second: Double) throws -> ViewGraph {
        let renderer = AnimationRenderer(content: view)
        _ = try renderer.frame(at: first)
        _ = try renderer.frame(at: second)
        return renderer.host(for: second).graph
    }
}
