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
}
