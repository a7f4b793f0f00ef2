import Foundation
import Testing
@testable import Limner

/// A counter whose identity is a key the "Reset" button changes.
private struct ResettableCounter: View {
    let probe: Probe<Int>
    @State private var key = 0
    var body: some View {
        VStack {
            Counter(probe: probe).id(key)
            Button("Reset") { key += 1 }
        }
    }
}

/// Counts its presses into a probe.
private struct Counter: View {
    let probe: Probe<Int>
    @State private var count = 0
    var body: some View {
        probe.values.append(count)
        return Button("Add") { count += 1 }
    }
}

/// `id(_:)` and the view identity that display-list items carry.
@Suite struct ViewIDTests {
    @Test func aNewIDResetsTheViewsState() throws {
        let probe = Probe<Int>()
        let r = AnimationRenderer(content: ResettableCounter(probe: probe))
        r.tap("Add", at: 0.5)
        r.tap("Add", at: 1)
        r.tap("Reset", at: 1.5)
        r.tap("Add", at: 2)
        _ = try r.frame(at: 1.2)
        #expect(probe.last == 2)
        _ = try r.frame(at: 1.7)
        #expect(probe.last == 0)
        _ = try r.frame(at: 2.5)
        #expect(probe.last == 1)
    }

    @Test func itemsCarryTheViewThatDrewThem() {
        let view = VStack {
            Text("Title").id("title")
            ForEach(["a", "b"], id: \.self) { name in
                Rectangle().fill(.red).frame(width: 10, height: 10)
            }
            Circle().fill(.blue).frame(width: 10, height: 10)
        }
        let list = ImageRenderer(content: view).displayList
        let title = list.items(drawnBy: "title")
        #expect(title.count == 1)
        if case .glyphs = title.first {} else { Issue.record("the title's item is \(String(describing: title.first))") }
        #expect(list.items(drawnBy: "a").count == 1)
        #expect(list.items(drawnBy: "b").count == 1)
        let all = list.itemsWithViews
        #expect(all.allSatisfy { $0.viewID != nil })
        // The circle has no explicit id; its identity is still distinct from the others'.
        let ids = Set(all.compactMap(\.viewID))
        #expect(ids.count == 4)
        #expect(all.last?.viewID?.explicitID == nil)
        #expect(all.last?.viewID?.description.isEmpty == false)
    }

    @Test func identitiesAreStableFromRecordingToRecording() {
        let renderer = ImageRenderer(content: HStack { Color.red.frame(width: 5, height: 5); Text("x") })
        let first = renderer.displayList.itemsWithViews.map(\.viewID)
        let second = renderer.displayList.itemsWithViews.map(\.viewID)
        #expect(first == second)
        #expect(first[0] != first[1])
    }

    @Test func groupsAndShadowsCarryTheirView() {
        let list = ImageRenderer(content: Circle().fill(.red).frame(width: 20, height: 20).shadow(radius: 2)
            .clipShape(Rectangle()).id(7)).displayList
        let all = list.itemsWithViews
        #expect(!all.isEmpty)
        #expect(all.allSatisfy { $0.viewID?.explicitID == AnyHashable(7) })
    }

    @Test func canvasDrawingIsMarkedWithTheCanvas() {
        let list = ImageRenderer(content: Canvas { context, size in
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.red))
        }.frame(width: 10, height: 10).id("canvas")).displayList
        #expect(list.items.count == 1)
        #expect(list.items[0].viewID?.explicitID == AnyHashable("canvas"))
    }
}
