import Foundation
import Testing
@testable import LimnerQuartz
@testable import LimnerUIKit
import LimnerGeometry

/// Bad input in the layer host's time: callback chains that would run a million times an
/// advance and journal every change forever. One test per class; each must finish in bounded
/// time and memory in a debug build.
@Suite struct LayerJournalBadInputTests {
    /// Class: the journal's size. A callback chain changing a layer every 10 ms for 10 s makes
    /// 1 000 changes; with room for 64 the journal forgets the oldest, the horizon moves, and
    /// seeking stays exact from the horizon on and shows the model at the horizon before it.
    @Test func journalPastItsBoundForgetsTheOldestChanges() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        let host = LayerHost(rootLayer: root)
        host.maximumJournalEntries = 64
        var step = 0
        func tick() {
            step += 1
            root.opacity = Float(step) / 1000
            if step < 1000 { host.schedule(after: 0.01, tick) }
        }
        host.schedule(after: 0.01, tick)
        host.advance(to: 10.5)
        #expect(step == 1000)
        #expect(root.opacity == 1)
        #expect(host.journalCount <= 64)
        #expect(host.rewindHorizon > 9 && host.rewindHorizon < 10)
        // At or after the horizon, rewinding is exact.
        host.advance(to: 9.995)
        #expect(abs(root.opacity - 0.999) < 1e-6)
        // Before the horizon: the model as it was at the horizon.
        host.advance(to: 1)
        #expect(abs(Double(root.opacity) - host.rewindHorizon / 10) < 0.03)   // an implicit animation may end 0.25 s after its change
        // Forward again replays the kept changes; no callback runs twice.
        host.advance(to: 10.5)
        #expect(root.opacity == 1)
        #expect(step == 1000)
    }

    /// Class: zero-duration UIKit completion chains. `UIView.animate(withDuration: 0)` whose
    /// completion starts another forever: each advance runs at most the budget at one instant
    /// (the rest are dropped and counted), and the journal stays within its bound.
    @Test func zeroDurationUIViewCompletionChainIsBoundedInTimeAndMemory() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        let host = LayerHost(rootLayer: window.layer)
        host.maximumJournalEntries = 20_000
        var runs = 0
        func again() {
            UIView.animate(withDuration: 0, animations: { view.alpha = view.alpha == 1 ? 0.5 : 1 },
                           completion: { _ in runs += 1; again() })
        }
        _ = host.displayList(at: 0)
        again()
        let start = Date()
        _ = try host.render(at: 0.5)
        _ = try host.render(at: 1)
        #expect(Date().timeIntervalSince(start) < 60)
        #expect(runs <= 2 * host.maximumCallbacksPerAdvance + 2)
        #expect(host.droppedCallbacks > 0)
        #expect(host.journalCount <= 20_000)
    }

    /// Class: nanosecond Core Animation chains. An animation of 10⁻⁹ s whose delegate adds the
    /// next: each link runs at least 1 ms after the one before (the clock's minimum spacing),
    /// so 10 ms hold about 10 links, and a 10⁶ s seek is cut by the budget.
    @Test func nanosecondAnimationChainIsSpaced() {
        final class Relay: NSObject, CAAnimationDelegate {
            let layer: CALayer
            var stops = 0
            init(_ layer: CALayer) { self.layer = layer }
            func start() {
                let a = CABasicAnimation(keyPath: "opacity")
                a.fromValue = 0
                a.toValue = 1
                a.duration = 1e-9
                a.delegate = self
                layer.add(a, forKey: "blink")
            }
            func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
                stops += 1
                start()
            }
        }
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        let host = LayerHost(rootLayer: root)
        let relay = Relay(root)
        _ = host.displayList(at: 0)
        relay.start()
        host.advance(to: 0.0105)
        #expect(relay.stops >= 10 && relay.stops <= 12)
        let start = Date()
        host.advance(to: 1e6)
        #expect(Date().timeIntervalSince(start) < 60)
        #expect(relay.stops <= 12 + 2 * host.maximumCallbacksPerAdvance)
    }

    /// Class: tree walks over graphs that are not trees. FuzzLayers found a program (moves of
    /// masks, then a seek back through the journal) after which one mask layer was the mask of
    /// two layers, and marking the tree presented walked every path to it: with a layer of
    /// 8 sublayers sharing the next level as their mask, 8 levels deep, 8⁸ visits a frame.
    /// Every walk keeps a visited set, so each layer is visited once. The graph is built here
    /// through the internal storage, as the journal left it.
    @Test func treeWalksVisitEachLayerOnceWhateverTheGraph() throws {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        var level = CALayer()
        level.frame = root.bounds
        level.backgroundColor = CGColor(gray: 0, alpha: 1)
        for _ in 0..<8 {
            let above = CALayer()
            above.frame = root.bounds
            for _ in 0..<8 {
                let s = CALayer()
                s.frame = root.bounds
                s.storedMask = level          // shared: what no public call makes
                level.maskedLayer = s
                above.storedSublayers.append(s)
                s.storedSuperlayer = above
            }
            level = above
        }
        root.addSublayer(level)
        let host = LayerHost(rootLayer: root)
        let start = Date()
        _ = host.displayList(at: 0)
        root.setNeedsLayout()
        root.layoutIfNeeded()
        _ = host.displayList(at: 1)
        #expect(Date().timeIntervalSince(start) < 20)
    }
}
