import Foundation
import Testing
@testable import LimnerQuartz
@testable import LimnerUIKit
import LimnerGeometry

/// The cases Fuzz/README.md gives before/after figures for, run alone under
/// `/usr/bin/time -v` (peak memory and time): `LIMNER_MEASURE=1 swift test --skip-build
/// --filter BadInputMeasurements/<name>`. Skipped otherwise (they are measurements, not
/// checks; the checks are in `LayerGraphBadInputTests` and `LayerJournalBadInputTests`).
@Suite(.enabled(if: ProcessInfo.processInfo.environment["LIMNER_MEASURE"] != nil))
struct BadInputMeasurements {
    /// A shared-mask graph 8 levels deep: each level is a layer with 8 sublayers, and all 8
    /// are assigned the next level as their mask. Before masks moved like sublayers, the
    /// last level was drawn once per path, 8⁸ times.
    @Test func sharedMaskGraph() throws {
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
                s.backgroundColor = CGColor(gray: 0, alpha: 1)
                s.mask = level
                above.addSublayer(s)
            }
            level = above
        }
        root.addSublayer(level)
        let start = Date()
        let list = LayerHost(rootLayer: root).displayList(at: 0)
        print("sharedMaskGraph: \(list.items.count) top items, \(Date().timeIntervalSince(start)) s")
    }

    /// `UIView.animate(withDuration: 0)` whose completion starts another, forever: 30 frames
    /// at 30 fps.
    @Test func zeroDurationCompletionChain() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        let host = LayerHost(rootLayer: window.layer)
        // LIMNER_JOURNAL=max: the journal unbounded, as before issue 40.
        if let bound = ProcessInfo.processInfo.environment["LIMNER_JOURNAL"] {
            host.maximumJournalEntries = Int(bound) ?? .max
        }
        var runs = 0
        func again() {
            UIView.animate(withDuration: 0, animations: { view.alpha = view.alpha == 1 ? 0.5 : 1 },
                           completion: { _ in runs += 1; again() })
        }
        _ = host.displayList(at: 0)
        again()
        let start = Date()
        for k in 1...30 { _ = try host.render(at: Double(k) / 30, threadCount: 1) }
        print("zeroDurationCompletionChain: \(runs) completions, journal \(host.journalCount), \(Date().timeIntervalSince(start)) s")
    }

    /// `UIView.animate(withDuration: 1e-9)` whose completion starts another, seeked to 10⁶ s
    /// in one advance, then 30 frames at 30 fps.
    @Test func nanosecondCompletionChainSeek() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        let host = LayerHost(rootLayer: window.layer)
        var runs = 0
        func again() {
            UIView.animate(withDuration: 1e-9, animations: { view.alpha = view.alpha == 1 ? 0.5 : 1 },
                           completion: { _ in runs += 1; again() })
        }
        _ = host.displayList(at: 0)
        again()
        let start = Date()
        _ = try host.render(at: 1e6, threadCount: 1)
        for k in 1...30 { _ = try host.render(at: 1e6 + Double(k) / 30, threadCount: 1) }
        print("uiKitNanosecondChainSeek: \(runs) completions, \(Date().timeIntervalSince(start)) s")
    }
}
