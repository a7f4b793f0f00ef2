import Foundation
import Testing
@testable import LimnerQuartz
@testable import LimnerUIKit

/// A view that logs when it enters or leaves a window and when it lays out.
private final class Badge: UIView {
    var log: ClockLog?
    var name = "badge"
    override func didMoveToWindow() { log?.add("\(name) window \(window != nil)") }
    override func layoutSubviews() { log?.add("\(name) layout") }
}

/// A card shown as a child controller.
private final class CardController: UIViewController, @unchecked Sendable {
    let log: ClockLog
    init(log: ClockLog) { self.log = log; super.init() }
    required init?(coder: NSCoder) { return nil }

    override func viewDidLoad() {
        let badge = Badge(frame: CGRect(x: 4, y: 4, width: 10, height: 10))
        badge.log = log
        badge.backgroundColor = .red
        view.addSubview(badge)
    }
    override func viewWillAppear(_ animated: Bool) { log.add("card will appear") }
    override func viewDidAppear(_ animated: Bool) { log.add("card appear") }
    override func viewWillDisappear(_ animated: Bool) { log.add("card will disappear") }
    override func viewDidDisappear(_ animated: Bool) { log.add("card disappear") }
    override func willMove(toParent parent: UIViewController?) { log.add("card will move \(parent == nil ? "out" : "in")") }
    override func didMove(toParent parent: UIViewController?) { log.add("card did move \(parent == nil ? "out" : "in")") }
}

/// A screen that shows a card as a child one second after it appears and takes it away a
/// second later, with `delay` (GCD on the main queue), as container code does.
private final class DeckController: UIViewController, @unchecked Sendable {
    let log: ClockLog
    var card: CardController?
    init(log: ClockLog) { self.log = log; super.init() }
    required init?(coder: NSCoder) { return nil }

    override func viewDidAppear(_ animated: Bool) {
        delay(seconds: 1) { self.showCard() }
        delay(seconds: 2) { self.hideCard() }
    }

    func showCard() {
        let card = CardController(log: log)
        addChild(card)
        card.view.frame = CGRect(x: 10, y: 10, width: 60, height: 40)
        card.view.backgroundColor = .blue
        view.addSubview(card.view)
        card.didMove(toParent: self)
        self.card = card
    }

    func hideCard() {
        guard let card else { return }
        card.willMove(toParent: nil)
        card.view.removeFromSuperview()
        card.removeFromParent()
    }
}

@Suite("UIKit's child controllers and views on the layer clock")
struct ContainmentClockTests {
    private func deck() -> (LayerHost, UIWindow, DeckController, ClockLog) {
        let log = ClockLog()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        let deck = DeckController(log: log)
        window.rootViewController = deck
        window.makeKeyAndVisible()
        return (LayerHost(rootLayer: window.layer), window, deck, log)
    }

    @Test func childControllerAppearsAndDisappearsAtTheVirtualTimeOfTheMove() {
        let (host, _, deck, log) = deck()
        _ = host.displayList(at: 0.9)
        #expect(log.entries.isEmpty)
        _ = host.displayList(at: 1.5)
        #expect(log.entries == ["card will move in 1.0", "card will appear 1.0", "badge window true 1.0",
                                "badge layout 1.0", "card appear 1.0", "card did move in 1.0"])
        #expect(deck.children.count == 1 && deck.card?.parent === deck)
        log.entries = []
        _ = host.displayList(at: 2.5)
        #expect(log.entries == ["card will move out 2.0", "card will disappear 2.0", "badge window false 2.0",
                                "card disappear 2.0", "card did move out 2.0"])
        #expect(deck.children.isEmpty && deck.card?.parent == nil)
    }

    @Test func theCardIsDrawnOnlyWhileItIsAChild() throws {
        let (host, _, _, _) = deck()
        let before = try host.render(at: 0.5).premultipliedRGBA()
        let during = try host.render(at: 1.5).premultipliedRGBA()
        let after = try host.render(at: 2.5).premultipliedRGBA()
        #expect(before != during)
        #expect(after == before)
        // Seeking back replays the journal: the card is there again at 1.5.
        #expect(try host.render(at: 1.5).premultipliedRGBA() == during)
    }

    @Test func viewsAddedToAShownWindowHearItThen() {
        let log = ClockLog()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        window.makeKeyAndVisible()
        let host = LayerHost(rootLayer: window.layer)
        let badge = Badge(frame: CGRect(x: 0, y: 0, width: 8, height: 8))
        badge.log = log
        host.schedule(after: 0.5) { window.addSubview(badge) }
        host.schedule(after: 1.25) { badge.frame.size.width = 20; badge.setNeedsLayout() }
        host.schedule(after: 1.5) { badge.removeFromSuperview() }
        _ = host.displayList(at: 2)
        #expect(log.entries == ["badge window true 0.5", "badge layout 0.5", "badge layout 1.25", "badge window false 1.5"])
    }

    @Test func aControllerAddedBeforeTheHostStartsAppearsWithItsParentAtZero() {
        let log = ClockLog()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        let deck = DeckController(log: log)
        window.rootViewController = deck
        let card = CardController(log: log)
        deck.addChild(card)
        deck.view.addSubview(card.view)
        card.didMove(toParent: deck)
        log.entries = []
        let host = LayerHost(rootLayer: window.layer)
        _ = host.displayList(at: 0.5)
        #expect(log.entries.filter { $0.hasPrefix("card") } == ["card will appear 0.0", "card appear 0.0"])
    }

    @Test func theApplicationKnowsTheWindowsShown() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.makeKeyAndVisible()
        #expect(UIApplication.shared.windows.contains { $0 === window })
        #expect(UIApplication.shared.keyWindow != nil)
    }
}
