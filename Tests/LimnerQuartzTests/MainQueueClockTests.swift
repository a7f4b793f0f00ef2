import Foundation
import Testing
@testable import LimnerQuartz
@testable import LimnerUIKit

/// The helper of a tutorial's starter project, as people write it: GCD on the main queue.
func delay(seconds: Double, completion: @escaping @Sendable () -> Void) {
    DispatchQueue.main.asyncAfter(deadline: .now() + seconds) { completion() }
}

/// What the controllers did, with the layer clock's time.
final class ClockLog: @unchecked Sendable {
    var entries: [String] = []
    func add(_ what: String) { entries.append("\(what) \(CACurrentMediaTime())") }
}

/// A matchmaking screen in the shape of a UIKit animation chapter's starter: an avatar that
/// springs across and back, an opponent "found" after a `delay`, a ring whose path morphs to
/// a square with a `CABasicAnimation`, and "search again" swapping the window's root
/// controller, which starts the search over.
final class MatchController: UIViewController, @unchecked Sendable {
    let log: ClockLog
    let avatar = UIView(frame: CGRect(x: 20, y: 40, width: 40, height: 40))
    let ring = CAShapeLayer()
    let status = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 20))

    init(log: ClockLog) { self.log = log; super.init() }
    required init?(coder: NSCoder) { return nil }

    override func viewDidLoad() {
        log.add("load")
        avatar.backgroundColor = .blue
        view.addSubview(avatar)
        view.addSubview(status)
        ring.path = UIBezierPath(ovalIn: CGRect(x: 120, y: 40, width: 40, height: 40)).cgPath
        ring.fillColor = UIColor.red.cgColor
        view.layer.addSublayer(ring)
        status.text = "Searching..."
    }

    override func viewWillAppear(_ animated: Bool) { log.add("will appear") }
    override func viewDidAppear(_ animated: Bool) {
        log.add("appear")
        bounce()
        delay(seconds: 2) { self.foundOpponent() }
    }
    override func viewWillDisappear(_ animated: Bool) { log.add("will disappear") }
    override func viewDidDisappear(_ animated: Bool) { log.add("disappear") }

    func bounce() {
        UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 0,
                       animations: { self.avatar.center.x += 60 },
                       completion: { _ in
                           UIView.animate(withDuration: 0.5, animations: { self.avatar.center.x -= 60 })
                       })
    }

    func foundOpponent() {
        log.add("found")
        status.text = "Found"
        let square = UIBezierPath(rect: CGRect(x: 120, y: 40, width: 40, height: 40)).cgPath
        let morph = CABasicAnimation(keyPath: "path")
        morph.fromValue = ring.path
        morph.toValue = square
        morph.duration = 0.5
        ring.add(morph, forKey: nil)
        ring.path = square
        delay(seconds: 1) { self.searchAgain() }
    }

    func searchAgain() {
        log.add("again")
        view.window?.rootViewController = MatchController(log: log)
    }
}

@Suite("The main queue and UIKit's lifecycle on the layer clock")
struct MainQueueClockTests {
    func lobby() -> (LayerHost, UIWindow, ClockLog) {
        let log = ClockLog()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        window.rootViewController = MatchController(log: log)
        window.makeKeyAndVisible()
        return (LayerHost(rootLayer: window.layer), window, log)
    }

    @Test func asyncAfterAndRootSwapsKeepTheTimeline() throws {
        let (host, window, log) = lobby()
        _ = host.displayList(at: 1.9)
        #expect(log.entries == ["load 0.0", "will appear 0.0", "appear 0.0"])
        _ = host.displayList(at: 2.1)
        #expect(log.entries.last == "found 2.0")
        #expect((window.rootViewController as? MatchController)?.status.text == "Found")
        let first = window.rootViewController
        _ = host.displayList(at: 5.5)
        #expect(log.entries == ["load 0.0", "will appear 0.0", "appear 0.0", "found 2.0", "again 3.0",
                                "will disappear 3.0", "load 3.0", "will appear 3.0", "appear 3.0", "disappear 3.0",
                                "found 5.0"])
        #expect(window.rootViewController !== first)
    }

    @Test func theSpringAndTheMorphMoveFrameByFrame() throws {
        let (host, _, _) = lobby()
        let times: [Double] = [0, 0.3, 0.7, 1.2, 1.6, 2.1, 2.25, 2.6]
        let frames = try times.map { try host.render(at: $0).premultipliedRGBA() }
        // The spring moves the avatar until 1 s, the way back until 1.5 s; the ring morphs
        // from 2 s to 2.5 s.
        for (a, b) in [(0, 1), (1, 2), (2, 3), (5, 6), (6, 7)] {
            #expect(frames[a] != frames[b], "frames at \(times[a]) and \(times[b]) are equal")
        }
        // Rendering again from the start (a second window) gives the same bytes: the delays
        // are virtual seconds, not real ones.
        let (again, _, _) = lobby()
        let replay = try times.map { try again.render(at: $0).premultipliedRGBA() }
        #expect(replay == frames)
    }

    @Test func mainQueueAsyncRunsAtTheCurrentVirtualTime() {
        let (host, _, log) = lobby()
        host.schedule(after: 0.25) {
            DispatchQueue.main.async { log.add("async") }
            log.add("scheduled")
        }
        _ = host.displayList(at: 0.5)
        #expect(Array(log.entries.suffix(2)) == ["scheduled 0.25", "async 0.25"])
    }

    @Test func outsideAHostTheMainQueueIsDispatchs() async {
        // No host: a private queue's and the main queue's work runs for real.
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            DispatchQueue.global().asyncAfter(deadline: .now() + 0.01) { done.resume() }
        }
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            DispatchQueue(label: "limner.test").async { done.resume() }
        }
        #expect(VirtualClock.current == nil)
    }

    @Test func callbacksAtBadTimesAreBoundedAndCounted() {
        let (host, _, _) = lobby()
        var ran = 0
        host.schedule(after: .nan) { ran += 1 }           // runs now (documented: non-finite delay is 0)
        host.clock.schedule(at: .nan) { ran += 100 }      // never
        host.clock.schedule(at: .infinity) { ran += 100 } // never
        host.clock.schedule(at: -5) { ran += 1 }          // now
        host.clock.schedule(at: 1e300) { ran += 100 }     // not before 1e300
        final class Spins: @unchecked Sendable { var count = 0 }
        let spins = Spins()
        @Sendable func spin() { spins.count += 1; DispatchQueue.main.async { spin() } }
        host.schedule(after: 0.1) { spin() }
        _ = host.displayList(at: 1)
        #expect(ran == 2)
        #expect(spins.count == host.maximumCallbacksPerAdvance)
        #expect(host.droppedCallbacks >= 3)
        _ = host.displayList(at: 1e15)
        #expect(ran == 2)
    }
}

