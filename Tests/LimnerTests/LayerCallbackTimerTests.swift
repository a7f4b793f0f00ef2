import Testing
@testable import Limner

// Timers a layer tree's own code starts — in `viewDidAppear`, an animation delegate, a
// `LayerHost.schedule(after:)` callback, a `UIView.animate` completion — tick on the clock of
// the view that shows the tree, through the layer host (its journal and time at each tick),
// exactly as when the tree is rendered on its own. This file imports Limner only, so `Timer`
// is Limner's, as in a UIKit file that imports UIKit.

/// What ran, with the clock's time and the layer host's.
private final class TickLog: @unchecked Sendable {
    var entries: [String] = []
    func add(_ what: String) {
        entries.append("\(what) \(CACurrentMediaTime()) \(LayerHost.current?.currentTime ?? -1)")
    }
}

/// A beacon screen whose motion all comes from timers started in layer callbacks: a blink
/// started in `viewDidAppear` (before the tree joins a view's clock, in its first frame), a
/// marker stepping right on a timer an animation delegate starts (each step an implicit
/// animation), and a run-loop timer started in a `UIView.animate` completion inside a
/// `LayerHost.schedule(after:)` callback.
private final class BeaconController: UIViewController, CAAnimationDelegate, @unchecked Sendable {
    let log: TickLog
    let dot = UIView(frame: CGRect(x: 4, y: 20, width: 12, height: 12))
    let marker = CALayer()
    var blinks = 0, steps = 0, beats = 0

    init(log: TickLog) { self.log = log; super.init() }
    required init?(coder: NSCoder) { return nil }

    override func viewDidLoad() {
        view.backgroundColor = .white
        dot.backgroundColor = .blue
        view.addSubview(dot)
        marker.frame = CGRect(x: 4, y: 4, width: 8, height: 8)
        marker.backgroundColor = UIColor.red.cgColor
        view.layer.addSublayer(marker)
    }

    override func viewDidAppear(_ animated: Bool) {
        log.add("appear")
        Timer.scheduledTimer(withTimeInterval: 0.375, repeats: true) { [weak self] timer in
            guard let self else { return }
            blinks += 1
            log.add("blink")
            dot.alpha = blinks == 1 ? 0.4 : 1
            if blinks == 2 { timer.invalidate() }
        }
        let pulse = CABasicAnimation(keyPath: "opacity")
        pulse.fromValue = 1
        pulse.toValue = 0.6
        pulse.duration = 1
        pulse.delegate = self
        view.layer.add(pulse, forKey: "pulse")
    }

    func animationDidStart(_ anim: CAAnimation) {}

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        log.add("stop")
        Timer.scheduledTimer(withTimeInterval: 0.25, repeats: true) { [weak self] timer in
            guard let self else { return }
            steps += 1
            log.add("step")
            marker.position.x += 16        // an implicit animation, from this tick
            if steps == 3 { timer.invalidate() }
        }
        LayerHost.schedule(after: 1) { [weak self] in self?.settle() }
    }

    private func settle() {
        log.add("later")
        UIView.animate(withDuration: 0.5, animations: { self.dot.center.x += 30 }) { [weak self] _ in
            guard let self else { return }
            log.add("moved")
            let timer = Timer(timeInterval: 0.25, repeats: true) { [weak self] timer in
                guard let self else { return }
                beats += 1
                log.add("beat")
                dot.center.y -= 6
                if beats == 2 { timer.invalidate() }
            }
            RunLoop.main.add(timer, forMode: .common)
        }
    }
}

/// A shown window with a beacon screen as its root.
private func beaconWindow(log: TickLog) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 80, height: 40))
    window.rootViewController = BeaconController(log: log)
    window.makeKeyAndVisible()
    return window
}

@Suite("Timers started in a layer tree's callbacks tick on the view's clock")
struct LayerCallbackTimerTests {
    static let expectedLog = [
        "appear 0.0 0.0", "blink 0.375 0.375", "blink 0.75 0.75", "stop 1.0 1.0",
        "step 1.25 1.25", "step 1.5 1.5", "step 1.75 1.75", "later 2.0 2.0",
        "moved 2.5 2.5", "beat 2.75 2.75", "beat 3.0 3.0",
    ]

    @Test func onTheViewsClockTheyTickAsOnTheTreesOwn() throws {
        let directLog = TickLog(), viewLog = TickLog()
        let directWindow = beaconWindow(log: directLog)
        let direct = LayerHost(rootLayer: directWindow.layer)
        let window = beaconWindow(log: viewLog)
        let renderer = AnimationRenderer(layer: window.layer)
        // Frame by frame, then back into the stepping and forward again.
        for t in [0, 0.5, 0.8, 1.1, 1.3, 1.4, 1.6, 1.9, 2.2, 2.6, 2.8, 3.2, 1.4, 2.9, 3.5] {
            #expect(try renderer.frame(at: t).premultipliedRGBA() == direct.render(at: t).premultipliedRGBA(), "t = \(t)")
        }
        #expect(LayerHost.host(for: window.layer).sharesClock)
        #expect(directLog.entries == Self.expectedLog)
        // Each callback and tick ran once, at its time, with the layer host's time there.
        #expect(viewLog.entries == Self.expectedLog)
    }

    @Test func theMarkerStepsFromEachTick() throws {
        // A step's implicit animation starts at the tick, not at the next frame: halfway
        // between two ticks the marker is partway along, as on its own.
        let window = beaconWindow(log: TickLog())
        let renderer = AnimationRenderer(layer: window.layer)
        let mid = try renderer.frame(at: 1.3)
        let reference = LayerHost(rootLayer: beaconWindow(log: TickLog()).layer)
        #expect(try mid.premultipliedRGBA() == reference.render(at: 1.3).premultipliedRGBA())
        // And it moved: 1.3 differs from just before the first tick and from after the last.
        #expect(try mid.premultipliedRGBA() != renderer.frame(at: 1.2).premultipliedRGBA())
        #expect(try mid.premultipliedRGBA() != renderer.frame(at: 2.1).premultipliedRGBA())
    }
}
