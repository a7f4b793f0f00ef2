import Foundation
import Testing
@testable import Limner

@Observable private final class Roster {
    var names = ["ant", "bee", "cat", "dog", "eel", "fox", "gnu", "hen", "ibis", "jay"]
    var log: [String] = []
}

private struct RosterView: View {
    let roster: Roster
    var body: some View {
        VStack {
            ForEach(roster.names, id: \.self) { name in
                Text(name)
                    .onDisappear { roster.log.append(name) }
            }
        }
    }
}

private struct NestedGoodbyes: View {
    let roster: Roster
    var body: some View {
        if !roster.names.isEmpty {
            HStack {
                Color.red.frame(width: 4, height: 4).onDisappear { roster.log.append("left") }
                VStack {
                    Color.green.frame(width: 4, height: 4).onDisappear { roster.log.append("top") }
                    Color.blue.frame(width: 4, height: 4).onDisappear { roster.log.append("bottom") }
                }
                .onDisappear { roster.log.append("column") }
                Color.gray.frame(width: 4, height: 4).onDisappear { roster.log.append("right") }
            }
        }
    }
}

@Suite("onDisappear order")
struct LifecycleOrderTests {
    /// Views leaving in one update say goodbye in the order the update before visited them,
    /// whatever order the graph keeps their records in (a hash order that changes from one
    /// process to the next, so an order taken from it fails here nearly every run).
    @Test func viewsLeavingTogetherDisappearInTreeOrder() {
        let roster = Roster()
        let host = ViewHost(rootView: RosterView(roster: roster))
        host.advance(to: 0)
        _ = host.record(at: 0)
        let everyone = roster.names
        host.schedule(at: 0.5) { roster.names = ["cat"] }
        _ = host.record(at: 0.5)
        #expect(roster.log == everyone.filter { $0 != "cat" })
        host.schedule(at: 1) { roster.names = [] }
        _ = host.record(at: 1)
        #expect(roster.log.last == "cat")
    }

    @Test func nestedViewsDisappearInTheOrderTheyWereVisited() {
        let roster = Roster()
        let host = ViewHost(rootView: NestedGoodbyes(roster: roster))
        host.advance(to: 0)
        _ = host.record(at: 0)
        host.schedule(at: 1) { roster.names = [] }
        _ = host.record(at: 1)
        // A modifier wraps its content, so the column's own action is visited before the
        // colours inside it.
        #expect(roster.log == ["left", "column", "top", "bottom", "right"])
    }
}
