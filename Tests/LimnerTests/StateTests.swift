import Testing
@testable import Limner

/// A counter whose binding the test keeps, drawn as a bar `count × 10` wide.
private struct Counter: View {
    @State var count = 1
    let probe: Probe<Binding<Int>>
    var body: some View {
        let _ = probe.values.append($count)
        Rectangle().frame(width: CGFloat(count) * 10, height: 10)
    }
}

private struct Parent: View {
    @State var value = 3
    let probe: Probe<Binding<Int>>
    var body: some View { Child(value: $value).onAppearProbe { probe.values.append($value) } }
}

private struct Child: View {
    @Binding var value: Int
    var body: some View {
        Rectangle().frame(width: CGFloat(value), height: 1)
    }
}

private extension View {
    /// Runs `action` while the body is evaluated (a test hook).
    func onAppearProbe(_ action: () -> Void) -> Self { action(); return self }
}

private struct ThemeKey: EnvironmentKey { static let defaultValue: CGFloat = 7 }
extension EnvironmentValues {
    fileprivate var testWidth: CGFloat {
        get { self[ThemeKey.self] }
        set { self[ThemeKey.self] = newValue }
    }
}

private struct EnvironmentReader: View {
    @Environment(\.testWidth) var width
    var body: some View { Rectangle().frame(width: width, height: 1) }
}

private struct Toggling: View {
    let flag: Bool
    let probe: Probe<Binding<Int>>
    var body: some View {
        if flag { Counter(probe: probe) } else { Counter(probe: probe).padding(0) }
    }
}

private struct Item: Identifiable { let id: String }

@Suite("State, bindings, environment, builders")
struct StateTests {
    @Test("State survives re-evaluation and a binding writes back")
    func stateSurvives() {
        let probe = Probe<Binding<Int>>()
        let (graph, root) = layout(Counter(probe: probe))
        #expect(leafFrames(root)[0].width == 10)
        probe.last!.wrappedValue = 4
        #expect(graph.needsUpdate)
        let (_, again) = layout(Counter(probe: probe), graph: graph)
        #expect(leafFrames(again)[0].width == 40)
        // A fresh view value does not reset the stored state.
        let (_, third) = layout(Counter(count: 1, probe: probe), graph: graph)
        #expect(leafFrames(third)[0].width == 40)
    }

    @Test("@Binding passed to a child reads and writes the parent's state")
    func bindingToChild() {
        let probe = Probe<Binding<Int>>()
        let (graph, root) = layout(Parent(probe: probe))
        #expect(leafFrames(root)[0].width == 3)
        probe.last!.wrappedValue = 25
        #expect(leafFrames(layout(Parent(probe: probe), graph: graph).root)[0].width == 25)
        let constant = Binding.constant(5)
        constant.wrappedValue = 9
        #expect(constant.wrappedValue == 5)
        var stored = (a: 1, b: 2)
        let tuple = Binding(get: { stored }, set: { stored = $0 })
        tuple.b.wrappedValue = 7
        #expect(stored.b == 7)
    }

    @Test("Changing the branch of an if resets the state below it")
    func branchResetsState() {
        let probe = Probe<Binding<Int>>()
        let graph = layout(Toggling(flag: true, probe: probe)).graph
        probe.last!.wrappedValue = 5
        #expect(leafFrames(layout(Toggling(flag: true, probe: probe), graph: graph).root)[0].width == 50)
        #expect(leafFrames(layout(Toggling(flag: false, probe: probe), graph: graph).root)[0].width == 10)
        #expect(leafFrames(layout(Toggling(flag: true, probe: probe), graph: graph).root)[0].width == 10)
    }

    @Test("ForEach state follows the element id, not the position")
    func forEachIdentity() {
        let probe = Probe<Binding<Int>>()
        func view(_ ids: [String]) -> some View {
            VStack { ForEach(ids.map(Item.init)) { _ in Counter(probe: probe) } }
        }
        let graph = layout(view(["a", "b"])).graph
        probe.values[0].wrappedValue = 3  // "a"
        let frames = leafFrames(layout(view(["b", "a"]), graph: graph).root)
        #expect(frames.map(\.width) == [10, 30])
        #expect(leafFrames(of: VStack { ForEach(0..<3) { i in Rectangle().frame(width: CGFloat(i), height: 1) } }).count == 3)
        #expect(leafFrames(of: VStack { ForEach([5, 6], id: \.self) { i in Rectangle().frame(width: CGFloat(i), height: 1) } })
                .map(\.width) == [5, 6])
        let pairs = Array(["x", "y"].enumerated())
        #expect(leafFrames(of: HStack { ForEach(pairs, id: \.0) { n, _ in Rectangle().frame(width: CGFloat(n + 1), height: 1) } })
                .map(\.width) == [1, 2])
    }

    @Test("Environment values propagate down and can be overridden")
    func environment() {
        #expect(leafFrames(of: EnvironmentReader())[0].width == 7)
        #expect(leafFrames(of: VStack { EnvironmentReader() }.environment(\.testWidth, 42))[0].width == 42)
        #expect(leafFrames(of: VStack { EnvironmentReader().environment(\.testWidth, 1) }.environment(\.testWidth, 42))[0].width == 1)
        #expect(leafFrames(of: EnvironmentReader().transformEnvironment(\.testWidth) { $0 *= 3 })[0].width == 21)
    }

    @Test("ViewBuilder: if/else, switch, optional, Group and AnyView")
    func builders() {
        func choose(_ n: Int) -> some View {
            Group {
                switch n {
                case 0: Rectangle().frame(width: 1, height: 1)
                case 1: Rectangle().frame(width: 2, height: 1)
                default: Rectangle().frame(width: 3, height: 1)
                }
                if n > 0 { Rectangle().frame(width: 9, height: 1) } else { Rectangle().frame(width: 8, height: 1) }
            }
        }
        #expect(leafFrames(of: VStack { choose(0) }).map(\.width) == [1, 8])
        #expect(leafFrames(of: VStack { choose(2) }).map(\.width) == [3, 9])
        // A modifier on a Group applies to each child.
        #expect(leafFrames(of: VStack(spacing: 0) { Group { Rectangle().frame(width: 1, height: 1); Rectangle().frame(width: 1, height: 1) }.padding(1) })
                == [rect(1, 1, 1, 1), rect(1, 4, 1, 1)])
        let erased: [AnyView] = [AnyView(Rectangle().frame(width: 4, height: 1)), AnyView(Circle().frame(width: 5, height: 5))]
        #expect(leafFrames(of: HStack(spacing: 0) { erased[0]; erased[1] }).map(\.width) == [4, 5])
        // Eleven children (more than SwiftUI's old ten-view limit) through parameter packs.
        let many = HStack(spacing: 0) {
            Rectangle().frame(width: 1, height: 1); Rectangle().frame(width: 1, height: 1); Rectangle().frame(width: 1, height: 1)
            Rectangle().frame(width: 1, height: 1); Rectangle().frame(width: 1, height: 1); Rectangle().frame(width: 1, height: 1)
            Rectangle().frame(width: 1, height: 1); Rectangle().frame(width: 1, height: 1); Rectangle().frame(width: 1, height: 1)
            Rectangle().frame(width: 1, height: 1); Rectangle().frame(width: 1, height: 1)
        }
        #expect(size(of: many).width == 11)
    }

    @Test("A custom ViewModifier with state wraps its content")
    func customModifier() {
        struct Framed: ViewModifier {
            @State var inset: CGFloat = 4
            func body(content: Content) -> some View {
                content.padding(inset).background { Rectangle() }
            }
        }
        let frames = leafFrames(of: Rectangle().frame(width: 10, height: 10).modifier(Framed()))
        #expect(frames == [rect(4, 4, 10, 10), rect(0, 0, 18, 18)])  // content, then its background
        let composed = leafFrames(of: Rectangle().frame(width: 10, height: 10).modifier(Framed().concat(Framed())))
        #expect(composed == [rect(8, 8, 10, 10), rect(4, 4, 18, 18), rect(0, 0, 26, 26)])
    }

    @Test("Animatable data: pairs, empty data and built-in conformances")
    func animatable() {
        var pair = AnimatablePair(CGFloat(1), 2.0)
        pair.scale(by: 2)
        #expect(pair.first == 2 && pair.second == 4)
        #expect(pair.magnitudeSquared == 20)
        #expect(AnimatablePair(CGFloat(0), 0.0).interpolated(towards: AnimatablePair(10, 20), amount: 0.5) == AnimatablePair(5, 10))
        var rounded = RoundedRectangle(cornerRadius: 4)
        rounded.animatableData = AnimatablePair(8, 8)
        #expect(rounded.cornerSize == CGSize(width: 8, height: 8))
        #expect(Rectangle().animatableData == EmptyAnimatableData())
        #expect(Angle(radians: 1).animatableData == 128)
    }
}

