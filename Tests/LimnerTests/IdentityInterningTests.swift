import Testing
@testable import Limner

/// Rows identified by their numbers.
private struct Rows: View {
    let ids: Range<Int>
    var body: some View {
        VStack {
            ForEach(ids, id: \.self) { i in Text("\(i)").padding(1).opacity(0.5) }
        }
    }
}

/// The identity of the row with `id` (the topmost node that id names).
private func rowIdentity(_ id: Int, in node: ResolvedNode) -> ViewIdentity? {
    if node.identity.explicitID == AnyHashable(id) { return node.identity }
    for child in node.children {
        if let found = rowIdentity(id, in: child) { return found }
    }
    return nil
}

/// Interned view identities: the same object from update to update, memory bounded by the
/// live tree.
@Suite struct IdentityInterningTests {
    @Test func anUnchangedViewKeepsItsIdentityObjects() {
        let graph = ViewGraph(rootView: Rows(ids: 0..<20))
        let first = graph.update().children.map(\.identity)
        let second = graph.update().children.map(\.identity)
        #expect(first.count == second.count)
        #expect(zip(first, second).allSatisfy { $0 === $1 })
    }

    @Test func identitiesOfViewsThatLeftAreDropped() {
        let graph = ViewGraph(rootView: Rows(ids: 0..<50))
        for k in 0..<400 {
            graph.rootView = Rows(ids: (k * 50)..<(k * 50 + 50))   // 50 new rows every update
            graph.update()
        }
        // Without pruning 400 updates would have kept about 400 × 50 × 5 identities.
        #expect(graph.identities.count < 12_000, "\(graph.identities.count) identities kept")
    }

    @Test func structuralEqualitySurvivesPruning() {
        let a = ViewIdentity().child(.index(1)).child(.id(AnyHashable("x")))
        let table = IdentityTable()
        let b = table.root.child(.index(1)).child(.id(AnyHashable("x")))
        #expect(a == b && a.hashValue == b.hashValue)
        #expect(a != table.root.child(.index(1)).child(.id(AnyHashable("y"))))
    }

    /// Parents hold their interned children and children their parents; a graph's
    /// identities must still be freed with it (a server renders a new graph per request).
    @Test func aGraphsIdentitiesAreFreedWithIt() {
        weak var leaf: ViewIdentity?
        weak var table: IdentityTable?
        do {
            let graph = ViewGraph(rootView: Rows(ids: 0..<5))
            let node = graph.update()
            leaf = rowIdentity(4, in: node)
            table = graph.identities
            #expect(leaf != nil)
        }
        #expect(leaf == nil)
        #expect(table == nil)
    }

    @Test func prunedIdentitiesAreFreed() {
        let graph = ViewGraph(rootView: Rows(ids: 0..<50))
        weak var first: ViewIdentity?
        first = rowIdentity(0, in: graph.update())
        #expect(first != nil)
        for k in 1..<200 {
            graph.rootView = Rows(ids: (k * 50)..<(k * 50 + 50))
            graph.update()
        }
        #expect(first == nil)
    }

    @Test func anIdentityOutlivingItsGraphKeepsItsPath() {
        var kept: ViewIdentity?
        do {
            let table = IdentityTable()
            kept = table.root.child(.index(2)).child(.id(AnyHashable("row")))
        }
        #expect(kept?.description == "/2/#row")
        #expect(kept == ViewIdentity().child(.index(2)).child(.id(AnyHashable("row"))))
    }
}
