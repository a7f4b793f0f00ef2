import Testing
@testable import Limner

/// A red card that grows from a 20×20 square at the top-leading corner to a 100×60 card at
/// (100, 40) when it appears: two views of one matched group swapped in `withAnimation`.
private struct ExpandingCard: View {
    @Namespace private var space
    @State private var expanded = false
    var body: some View {
        ZStack(alignment: .topLeading) {
            Color.black
            if expanded {
                RoundedRectangle(cornerRadius: 0).fill(Color.red)
                    .matchedGeometryEffect(id: "card", in: space)
                    .frame(width: 100, height: 60)
                    .padding(.leading, 100).padding(.top, 40)
            } else {
                Rectangle().fill(Color.red)
                    .matchedGeometryEffect(id: "card", in: space)
                    .frame(width: 20, height: 20)
            }
        }
        .frame(width: 200, height: 100)
        .onAppear { withAnimation(.linear(duration: 1)) { expanded = true } }
    }
}

/// Three tabs of 30, 60 and 30 pt, and a red highlight behind the selected one that is not a
/// source: it takes the selected tab's frame, and slides to the third tab when it appears.
private struct TabHighlight: View {
    @Namespace private var tabs
    @State private var selected = 0
    var body: some View {
        HStack(spacing: 0) {
            ForEach(0..<3, id: \.self) { i in
                Color.clear.frame(width: i == 1 ? 60 : 30, height: 20)
                    .matchedGeometryEffect(id: i, in: tabs)
            }
        }
        .background { Color.red.matchedGeometryEffect(id: selected, in: tabs, isSource: false) }
        .background(Color.black)
        .onAppear { withAnimation(.linear(duration: 1)) { selected = 2 } }
    }
}

/// A 40×20 source and a 10×10 red dot that shares only its position, about `anchor`.
private struct AnchoredDot: View {
    let anchor: UnitPoint
    @Namespace private var space
    var body: some View {
        ZStack(alignment: .topLeading) {
            Color.black.frame(width: 100, height: 50)
            Color.clear.frame(width: 40, height: 20)
                .matchedGeometryEffect(id: 1, in: space, anchor: anchor)
                .offset(x: 30, y: 20)
            Color.red.frame(width: 10, height: 10)
                .matchedGeometryEffect(id: 1, in: space, properties: .position, anchor: anchor, isSource: false)
        }
    }
}

/// A source and a follower with the same id, in a namespace of its own.
private struct Pair: View {
    let width: CGFloat
    @Namespace private var space
    var body: some View {
        ZStack(alignment: .topLeading) {
            Color.clear.frame(width: width, height: 10).matchedGeometryEffect(id: "x", in: space)
            Color.red.matchedGeometryEffect(id: "x", in: space, isSource: false)
        }
        .frame(width: 50, height: 10, alignment: .topLeading)
        .background(Color.black)
    }
}

/// The bounds of the red pixels (x0, y0, x1, y1; ends excluded): at least 60 % red, as a
/// view fading in over one fading out is half-way.
private func redBounds(_ p: Pixmap) -> [Int]? {
    var x0 = Int.max, y0 = Int.max, x1 = Int.min, y1 = Int.min
    for y in 0..<p.height {
        for x in 0..<p.width {
            let px = p.pixel(x: x, y: y)
            guard px.r > 150 && px.g < 60 && px.a > 200 else { continue }
            x0 = min(x0, x); y0 = min(y0, y); x1 = max(x1, x + 1); y1 = max(y1, y + 1)
        }
    }
    return x0 == .max ? nil : [x0, y0, x1, y1]
}

@Suite("matchedGeometryEffect and @Namespace")
struct MatchedGeometryTests {
    @Test("A view swapped in for another of its group grows from where the other was")
    func insertedViewStartsFromTheRemovedOnesFrame() throws {
        let renderer = AnimationRenderer(content: ExpandingCard())
        #expect(redBounds(try renderer.frame(at: 0)) == [0, 0, 20, 20])
        #expect(redBounds(try renderer.frame(at: 0.5)) == [50, 20, 110, 60])
        #expect(redBounds(try renderer.frame(at: 0.25)) == [25, 10, 65, 40])
        #expect(redBounds(try renderer.frame(at: 1)) == [100, 40, 200, 100])
        #expect(redBounds(try renderer.frame(at: 4)) == [100, 40, 200, 100])
    }

    @Test("A view that is not a source takes its source's frame, and follows a new one")
    func followerTakesTheSourcesFrame() throws {
        let renderer = AnimationRenderer(content: TabHighlight())
        #expect(redBounds(try renderer.frame(at: 0)) == [0, 0, 30, 20])
        #expect(redBounds(try renderer.frame(at: 0.5)) == [45, 0, 75, 20])
        #expect(redBounds(try renderer.frame(at: 1)) == [90, 0, 120, 20])
    }

    @Test("properties: .position puts the follower's anchor on the source's, at its own size",
          arguments: [(UnitPoint.topLeading, [30, 20, 40, 30]), (.center, [45, 25, 55, 35]), (.bottomTrailing, [60, 30, 70, 40])])
    func positionOnly(anchor: UnitPoint, bounds: [Int]) throws {
        #expect(redBounds(try AnimationRenderer(content: AnchoredDot(anchor: anchor)).frame(at: 0)) == bounds)
    }

    @Test("Each view's @Namespace is its own: equal ids in two namespaces do not match")
    func namespacesAreApart() throws {
        let view = VStack(spacing: 0) { Pair(width: 10); Pair(width: 30) }
        let frame = try AnimationRenderer(content: view).frame(at: 0)
        let red = { (x: Int, y: Int) in frame.pixel(x: x, y: y).r > 200 }
        #expect(red(5, 5) && !red(15, 5))
        #expect(red(25, 15) && !red(35, 15))
    }
}

/// Matched groups built wrong on purpose: an anchor of NaN, a follower that holds its own
/// source, hundreds of views in one group, a group of followers only.
private struct TangledGroups: View {
    @Namespace private var space
    @State private var flipped = false
    var body: some View {
        VStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10)
                .matchedGeometryEffect(id: "nan", in: space, anchor: UnitPoint(x: .nan, y: .infinity))
            Color.blue.frame(width: 10, height: 10)
                .matchedGeometryEffect(id: "nan", in: space, anchor: UnitPoint(x: .nan, y: 0), isSource: false)
            ZStack {
                Color.green.frame(width: 20, height: 20).matchedGeometryEffect(id: "self", in: space)
            }
            .matchedGeometryEffect(id: "self", in: space, isSource: false)
            HStack(spacing: 0) {
                ForEach(0..<300, id: \.self) { i in
                    Color.gray.frame(width: 1, height: flipped ? 4 : 2)
                        .matchedGeometryEffect(id: "crowd", in: space, isSource: i % 3 == 0)
                }
            }
            Color.orange.matchedGeometryEffect(id: "orphan", in: space, isSource: false).frame(width: 5, height: 5)
        }
        .onAppear { withAnimation(.linear(duration: 1)) { flipped = true } }
    }
}

extension MatchedGeometryTests {
    @Test("Groups built wrong draw a defined frame, the same bytes every time")
    func tangledGroups() throws {
        let frames = try (0..<2).map { _ in
            let renderer = AnimationRenderer(content: TangledGroups())
            return try [0, 0.5, 2].map { try renderer.frame(at: $0).premultipliedRGBA() }
        }
        #expect(frames[0] == frames[1])
    }
}

extension MatchedGeometryTests {
    @Test("The view that leaves a group fades out along the frame the new one shows")
    func leavingViewMovesWithTheGroup() {
        let renderer = AnimationRenderer(content: ExpandingCard())
        let fills = renderer.displayList(at: 0.5).description.split(separator: "\n").filter { $0.contains("#FF3B30FF") }
        // The card growing in, and the square fading out (SwiftUI's default transition) at the
        // same frame: 60×40 at (50, 20).
        #expect(fills.count == 2, "\(fills)")
        #expect(fills.allSatisfy { $0.contains("L 60 0 L 60 40") && $0.contains("[1 0 0 1 50 20]") }, "\(fills)")
        #expect(fills.filter { $0.hasSuffix("opacity 0.5") }.count == 2, "\(fills)")
    }
}
