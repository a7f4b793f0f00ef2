import Foundation
import Testing
@testable import Limner

/// Shows or hides a red square with `transition` when it appears.
private struct Toggled: View {
    let startsShown: Bool
    let transition: AnyTransition
    @State private var shown: Bool?
    var body: some View {
        ZStack {
            Color.clear.frame(width: 40, height: 10)
            if shown ?? startsShown {
                Color.red.frame(width: 10, height: 10).transition(transition)
            }
        }
        .onAppear { withAnimation(.linear(duration: 1)) { shown = !startsShown } }
    }
}

/// Shows or hides a red square and a blue one in one `if`, without a transition, when it
/// appears; an `else` shows a green square instead.
private struct PlainToggle: View {
    let startsShown: Bool
    var moving = false
    @State private var shown: Bool?
    var body: some View {
        HStack(spacing: 0) {
            if shown ?? startsShown {
                Color.red.frame(width: 10, height: 10)
                Color.blue.frame(width: 10, height: 10).transition(.move(edge: .bottom))
            } else {
                Color.green.frame(width: 10, height: 10)
            }
        }
        .frame(width: 40, height: 10)
        .onAppear { withAnimation(.linear(duration: 1)) { shown = !startsShown } }
    }
}

/// A row of coloured chips from a `ForEach`; a second after it appears, one chip is removed
/// and another appended under one animation.
private struct ChipRow: View {
    private struct Chip: Identifiable {
        let id: Int
        let color: Color
    }
    @State private var chips = [Chip(id: 1, color: .red), Chip(id: 2, color: .green), Chip(id: 3, color: .blue)]
    var body: some View {
        HStack(spacing: 0) {
            ForEach(chips) { chip in
                chip.color.frame(width: 10, height: 10)
            }
        }
        .frame(width: 40, height: 10, alignment: .leading)
        .onAppear {
            withAnimation(.linear(duration: 1)) {
                chips.removeAll { $0.id == 2 }
                chips.append(Chip(id: 4, color: .orange))
            }
        }
    }
}

@Suite("Transitions")
struct TransitionTests {
    @Test func insertionFadesIn() {
        let renderer = AnimationRenderer(content: Toggled(startsShown: false, transition: .opacity))
        let mid = renderer.displayList(at: 0.5).description
        #expect(mid.contains("opacity 0.5"), "\(mid)")
        #expect(!renderer.displayList(at: 1.5).description.contains("opacity"))
    }

    @Test func removalKeepsDrawingUntilItEnds() {
        let renderer = AnimationRenderer(content: Toggled(startsShown: true, transition: .opacity))
        let mid = renderer.displayList(at: 0.25).description
        #expect(mid.contains("#FF3B30FF") && mid.contains("opacity 0.75"), "\(mid)")
        #expect(!renderer.displayList(at: 1.25).description.contains("#FF3B30FF"))
    }

    @Test func moveAndScaleUseTheViewsOwnSize() {
        let moving = AnimationRenderer(content: Toggled(startsShown: false, transition: .move(edge: .leading)))
        // Half-way in from the leading edge: shifted by half its 10-pt width.
        #expect(moving.displayList(at: 0.5).description.contains("[1 0 0 1 10 0]"), "\(moving.displayList(at: 0.5))")
        let t = AnyTransition.scale(scale: 0.5, anchor: .topLeading).effect(progress: 0, size: CGSize(width: 10, height: 10), removal: false)
        #expect(t.transform == CGAffineTransform(scaleX: 0.5, y: 0.5))
        let push = AnyTransition.push(from: .top)
        #expect(push.effect(progress: 0.5, size: CGSize(width: 4, height: 8), removal: false).transform.ty == -4)
        #expect(push.effect(progress: 0.5, size: CGSize(width: 4, height: 8), removal: true).transform.ty == 4)
        let both = AnyTransition.opacity.combined(with: .offset(x: 10)).effect(progress: 0.5, size: .zero, removal: false)
        #expect(both.opacity == 0.5 && both.transform.tx == 5)
        let asym = AnyTransition.asymmetric(insertion: .identity, removal: .opacity)
        #expect(asym.effect(progress: 0.2, size: .zero, removal: false).opacity == 1)
        #expect(AnyTransition.opacity.effect(progress: .nan, size: .zero, removal: false).opacity == 1)
    }

    @Test("Without a transition, a view an if inserts or removes under an animation fades (SwiftUI's default)")
    func defaultTransitionFades() {
        let showing = AnimationRenderer(content: PlainToggle(startsShown: false))
        let quarter = showing.displayList(at: 0.25).description
        // The red square fades in, the green one out; the blue square moves in as it says.
        let lines = quarter.split(separator: "\n")
        let red = lines.first { $0.contains("#FF3B30FF") }, blue = lines.first { $0.contains("#007AFFFF") }
        let green = lines.first { $0.contains("#34C759FF") }
        #expect(red?.hasSuffix("opacity 0.25") == true, "\(quarter)")
        #expect(green?.hasSuffix("opacity 0.75") == true, "\(quarter)")
        // The green square leaves from where it was in its parent, the stack (which slides
        // as its content grows from one square to two).
        #expect(green?.contains("transform [1 0 0 1 13.75 0]") == true, "\(quarter)")
        #expect(blue?.hasSuffix(" 7.5]") == true, "\(quarter)")
        let done = showing.displayList(at: 1.5).description
        #expect(!done.contains("opacity") && !done.contains("#34C759FF"), "\(done)")
        // Without an animation nothing fades: the first frame has no opacity at all.
        let still = AnimationRenderer(content: Color.red.frame(width: 10, height: 10).id(1))
        #expect(!still.displayList(at: 0).description.contains("opacity"))
    }

    @Test("An element a ForEach inserts or removes under an animation fades (SwiftUI's default)")
    func forEachElementsFade() {
        let renderer = AnimationRenderer(content: ChipRow())
        let quarter = renderer.displayList(at: 0.25).description
        let lines = quarter.split(separator: "\n")
        let green = lines.first { $0.contains("#34C759FF") }, orange = lines.first { $0.contains("#FF9500FF") }
        let red = lines.first { $0.contains("#FF3B30FF") }, blue = lines.first { $0.contains("#007AFFFF") }
        #expect(orange?.hasSuffix("opacity 0.25") == true, "\(quarter)")
        #expect(green?.hasSuffix("opacity 0.75") == true, "\(quarter)")
        // The elements that stay neither fade nor lose their place in the row's order.
        #expect(red?.contains("opacity") == false && blue?.contains("opacity") == false, "\(quarter)")
        let done = renderer.displayList(at: 1.5).description
        #expect(!done.contains("opacity") && !done.contains("#34C759FF") && done.contains("#FF9500FF"), "\(done)")
    }

    @Test("A Section or a GridRow an if makes is still its container's part (not wrapped in the fade)")
    func containerPartsInAnIf() throws {
        let shown = true
        let listWithIf = List { if shown { Section("Network") { Text("Wi-Fi"); Text("Bluetooth") } }; Section("Sound") { Text("Volume") } }
        let list = List { Section("Network") { Text("Wi-Fi"); Text("Bluetooth") }; Section("Sound") { Text("Volume") } }
        let size = CGSize(width: 320, height: 400)
        #expect(try ImageRenderer(content: listWithIf.frame(width: size.width, height: size.height)).renderedPixmap()
                == ImageRenderer(content: list.frame(width: size.width, height: size.height)).renderedPixmap())
        let gridWithIf = Grid { GridRow { Color.red; Color.blue }; if shown { GridRow { Color.green.gridCellColumns(2) } } }
        let grid = Grid { GridRow { Color.red; Color.blue }; GridRow { Color.green.gridCellColumns(2) } }
        #expect(try ImageRenderer(content: gridWithIf.frame(width: 100, height: 60)).renderedPixmap()
                == ImageRenderer(content: grid.frame(width: 100, height: 60)).renderedPixmap())
    }
}

