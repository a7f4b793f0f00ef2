import Foundation
import Testing
@testable import Limner

/// What an `onGeometryChange` reported, in order.
private final class GeometryLog {
    var widths: [(old: CGFloat, new: CGFloat)] = []
    var offsets: [CGFloat] = []
}

/// A bar that widens from 40 to 80 pt under a one-second animation a second after it appears.
private struct WideningBar: View {
    let log: GeometryLog
    @State private var wide = false
    var body: some View {
        Color.teal
            .frame(width: wide ? 80 : 40, height: 10)
            .onGeometryChange(for: CGFloat.self) { $0.size.width } action: { old, new in
                log.widths.append((old, new))
            }
            .frame(width: 100, alignment: .leading)
            .task {
                try? await Task.sleep(for: .seconds(1))
                withAnimation(.linear(duration: 1)) { wide = true }
            }
    }
}

/// Rows of a list; the third reports where it sits in the list's coordinate space.
private struct NamedSpaceRows: View {
    let log: GeometryLog
    var body: some View {
        VStack(spacing: 5) {
            ForEach(0..<4) { row in
                Color.gray.frame(height: 20)
                    .onGeometryChange(for: CGFloat.self) { $0.frame(in: .named("rows")).minY } action: { y in
                        if row == 2 { log.offsets.append(y) }
                    }
            }
        }
        .padding(.top, 30)
        .coordinateSpace(name: "rows")
        .frame(width: 60)
    }
}

/// Two measurements in one modifier chain, and a state the action writes.
private struct TwoMeasurements: View {
    @State private var inner: CGFloat = 0
    @State private var outer: CGFloat = 0
    var body: some View {
        Color.red.frame(width: 30, height: 30)
            .onGeometryChange(for: CGFloat.self) { $0.size.width } action: { inner = $0 }
            .padding(10)
            .onGeometryChange(for: CGFloat.self) { $0.size.width } action: { outer = $0 }
            .overlay(alignment: .bottom) {
                Color.blue.frame(width: inner + outer, height: 2)
            }
    }
}

/// An action that always changes what it measures: an update loop the host must cut.
private struct RunawayMeasure: View {
    @State private var width: CGFloat = 10
    var body: some View {
        Color.orange.frame(width: width, height: 10)
            .onGeometryChange(for: CGFloat.self) { $0.size.width } action: { width = $0 + 1 }
    }
}

@Suite("onGeometryChange")
struct GeometryChangeTests {
    @Test("The first layout and each committed change run the action; in-between frames do not")
    func reportsCommittedGeometry() {
        let log = GeometryLog()
        let renderer = AnimationRenderer(content: WideningBar(log: log))
        for t in [0, 0.5, 1.25, 1.5, 1.75, 2.5] { _ = renderer.displayList(at: t) }
        #expect(log.widths.map(\.old) == [40, 40], "\(log.widths)")
        #expect(log.widths.map(\.new) == [40, 80], "\(log.widths)")
        // The animation still runs: the bar is 60 pt wide half-way.
        #expect(renderer.displayList(at: 1.5).description.contains("60"))
    }

    @Test("A frame in a named coordinate space")
    func namedSpace() {
        let log = GeometryLog()
        _ = AnimationRenderer(content: NamedSpaceRows(log: log)).displayList(at: 0)
        // 30 pt of padding, two rows of 20 and two gaps of 5 above the third row.
        #expect(log.offsets == [80])
    }

    @Test("Two modifiers in one chain measure their own views; the actions' state is drawn")
    func twoInOneChain() {
        let list = AnimationRenderer(content: TwoMeasurements()).displayList(at: 0).description
        // 30 inside, 50 outside the padding: the blue bar is 80 pt wide.
        #expect(list.contains("L 80 0"), "\(list)")
    }

    @Test("An action that keeps changing its own geometry is cut, not looped forever")
    func runawayIsBounded() throws {
        // Each step does a bounded amount of the loop (the host cuts it and resumes it at the
        // next step), and the same steps give the same bytes.
        func frames() throws -> [Pixmap] {
            let renderer = AnimationRenderer(content: RunawayMeasure())
            return try [0, 0.5, 1].map { try renderer.frame(at: $0) }
        }
        let first = try frames(), second = try frames()
        #expect(first == second)
        #expect(first[0].width > 10 && first[2].width > first[0].width)
    }
}

/// Counts what a `sensoryFeedback` closure was asked.
private final class FeedbackLog {
    var asked: [(Int, Int)] = []
}

private struct Stepping: View {
    let log: FeedbackLog
    @State private var step = 0
    var body: some View {
        Color.green.frame(width: CGFloat(10 + step), height: 10)
            .sensoryFeedback(trigger: step) { old, new in
                log.asked.append((old, new))
                return new > old ? .increase : .decrease
            }
            .task {
                for _ in 0..<3 {
                    try? await Task.sleep(for: .seconds(1))
                    step += 1
                }
            }
    }
}

@Suite("sensoryFeedback")
struct SensoryFeedbackTests {
    @Test("The feedback closure runs once for each change of the trigger, with the old and new value")
    func closureRunsOnChange() {
        let log = FeedbackLog()
        let renderer = AnimationRenderer(content: Stepping(log: log))
        for t in stride(from: 0.0, through: 4, by: 0.25) { _ = renderer.displayList(at: t) }
        #expect(log.asked.map(\.0) == [0, 1, 2] && log.asked.map(\.1) == [1, 2, 3], "\(log.asked)")
        #expect(SensoryFeedback.impact == .impact(weight: .medium, intensity: 1))
        #expect(SensoryFeedback.impact(flexibility: .soft) != .impact(flexibility: .rigid))
    }
}
