import Foundation
import Testing
@testable import Limner

private final class Score: ObservableObject {
    @Published var points = 1
}

@Observable private final class Meter {
    var level = 1
    var unrelated = 0
}

private struct OwnsScore: View {
    @StateObject private var score = Score()
    var body: some View {
        Color.red.frame(width: CGFloat(10 * score.points), height: 10)
            .onAppear { withAnimation(.linear(duration: 1)) { score.points = 5 } }
    }
}

private struct WatchesScore: View {
    @ObservedObject var score: Score
    var body: some View { Color.red.frame(width: CGFloat(10 * score.points), height: 10) }
}

private struct ReadsEnvironmentScore: View {
    @EnvironmentObject var score: Score
    var body: some View { Color.red.frame(width: CGFloat(10 * score.points), height: 10) }
}

private struct ReadsMeter: View {
    @Environment(Meter.self) private var meter
    var body: some View { Color.blue.frame(width: CGFloat(10 * meter.level), height: 10) }
}

private struct BindsMeter: View {
    @Bindable var meter: Meter
    var body: some View {
        Color.blue.frame(width: CGFloat(10 * meter.level), height: 10)
            .onAppear { $meter.level.wrappedValue = 3 }
    }
}

private struct OwnsMeter: View {
    @State private var meter = Meter()
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    var body: some View {
        Color.blue.frame(width: CGFloat(10 * meter.level), height: 10)
            .onReceive(timer) { _ in meter.level += 1 }
    }
}

@Suite("Data flow: ObservableObject and Observation")
struct DataFlowTests {
    @Test func stateObjectIsMadeOnceAndAnimatesItsChange() {
        let renderer = AnimationRenderer(content: OwnsScore())
        #expect(renderer.size(at: 0).width == 50)
        // The layout is the target; the drawn rectangle grows from 10 to 50 over a second.
        #expect(renderer.displayList(at: 0.5).description.contains("L 30 0"))
        #expect(renderer.displayList(at: 2).description.contains("L 50 0"))
    }

    @Test func observedAndEnvironmentObjectsUpdateTheirViews() {
        let score = Score()
        let host = ViewHost(rootView: VStack {
            WatchesScore(score: score)
            ReadsEnvironmentScore()
        }.environmentObject(score))
        host.advance(to: 0)
        host.schedule(at: 1) { score.points = 3 }
        let (size, _) = host.record(at: 1)
        #expect(size.width == 30)
        #expect(host.graph.root.map(leafFrames)?.map(\.width) == [30, 30])
    }

    @Test func observableModelsInvalidateOnlyWhatWasRead() {
        let meter = Meter()
        let host = ViewHost(rootView: ReadsMeter().environment(meter))
        host.advance(to: 0)
        #expect(host.record(at: 0).size.width == 10)
        host.runUserCode { meter.unrelated = 7 }
        #expect(!host.graph.needsUpdate)          // no view read `unrelated`
        host.runUserCode { meter.level = 4 }
        #expect(host.graph.needsUpdate)
        #expect(host.record(at: 0.1).size.width == 40)
    }

    @Test func stateHoldsAnObservableAndBindableWritesThrough() {
        let renderer = AnimationRenderer(content: OwnsMeter())
        #expect(renderer.size(at: 0.5).width == 10)
        #expect(renderer.size(at: 2.5).width == 30)
        let meter = Meter()
        let bound = AnimationRenderer(content: BindsMeter(meter: meter))
        #expect(bound.size(at: 0).width == 30)
        #expect(meter.level == 3)
    }
}
