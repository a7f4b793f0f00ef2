import Testing
@testable import Limner

// A layer tree shown in a view runs on the view host's clock instance: layer callbacks and
// the view's own events run in one time order.

/// What ran, with the clock's time.
private final class TimeLog: @unchecked Sendable {
    var entries: [String] = []
    func add(_ what: String) { entries.append("\(what) \(CACurrentMediaTime())") }
}

/// Logs when the animation stops, and half a second later through GCD.
private final class StopListener: CAAnimationDelegate, @unchecked Sendable {
    let log: TimeLog
    init(log: TimeLog) { self.log = log }
    func animationDidStart(_ anim: CAAnimation) {}
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        log.add("layer stop")
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { self.log.add("layer later") }
    }
}

/// A layer sliding for one second, shown in a view that schedules its own work at 1.25 s.
private struct SlideScene: View {
    let layer: CALayer
    let log: TimeLog
    var body: some View {
        LayerView(layer)
            .onAppear { [log] in DispatchQueue.main.asyncAfter(deadline: .now() + 1.25) { log.add("view") } }
    }
}

private func slidingLayer(log: TimeLog) -> CALayer {
    let root = CALayer()
    root.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
    let dot = CALayer()
    dot.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    dot.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    root.addSublayer(dot)
    let slide = CABasicAnimation(keyPath: "position.x")
    slide.fromValue = 5
    slide.toValue = 35
    slide.duration = 1
    slide.delegate = StopListener(log: log)
    dot.add(slide, forKey: "slide")
    return root
}

@Suite("A layer tree in a view shares the view's clock")
struct SharedLayerClockTests {
    @Test func layerCallbacksAndViewEventsRunInOneTimeOrder() throws {
        let log = TimeLog()
        let layer = slidingLayer(log: log)
        let renderer = AnimationRenderer(content: SlideScene(layer: layer, log: log))
        _ = try renderer.frame(at: 0)
        #expect(LayerHost.host(for: layer).sharesClock)
        _ = try renderer.frame(at: 2)
        #expect(log.entries == ["layer stop 1.0", "view 1.25", "layer later 1.5"])
        // Seeking back replays the view from 0 (its events run again) while the layer host
        // undoes its journal (its callbacks never run twice).
        _ = try renderer.frame(at: 0.5)
        _ = try renderer.frame(at: 3)
        #expect(log.entries == ["layer stop 1.0", "view 1.25", "layer later 1.5", "view 1.25"])
    }

    @Test func framesMatchTheLayerHostRenderingDirectly() throws {
        let direct = LayerHost(rootLayer: slidingLayer(log: TimeLog()))
        let layer = slidingLayer(log: TimeLog())
        let renderer = AnimationRenderer(layer: layer)
        for t in [0.0, 0.25, 0.5, 0.75, 1.5, 0.3] {
            #expect(try renderer.frame(at: t).premultipliedRGBA() == direct.render(at: t).premultipliedRGBA(), "t = \(t)")
        }
    }
}
