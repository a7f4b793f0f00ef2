import Testing
@testable import Limner

private struct MaxWidthKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
}

private struct NamesKey: PreferenceKey {
    static let defaultValue: [String] = []
    static func reduce(value: inout [String], nextValue: () -> [String]) { value += nextValue() }
}

private struct BoundsKey: PreferenceKey {
    static let defaultValue: Anchor<CGRect>? = nil
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = value ?? nextValue() }
}

/// Preferences flow up, reduce across siblings, and feed overlays and anchors.
@Suite struct PreferenceTests {
    @Test func siblingsReduceAndOuterValuesReplaceInnerOnes() {
        let seen = Box<[String]>([])
        let view = VStack {
            Text("a").preference(key: NamesKey.self, value: ["a"])
            Text("b").preference(key: NamesKey.self, value: ["b"])
            VStack { Text("c").preference(key: NamesKey.self, value: ["c"]) }.preference(key: NamesKey.self, value: ["outer"])
        }.onPreferenceChange(NamesKey.self) { seen.value = $0 }
        _ = layoutRoot(view)
        #expect(seen.value == ["a", "b", "outer"])
    }

    @Test func overlayPreferenceValueDrawsFromTheValue() throws {
        let view = VStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10).preference(key: MaxWidthKey.self, value: 30)
            Color.red.frame(width: 10, height: 10).preference(key: MaxWidthKey.self, value: 50)
        }
        .overlayPreferenceValue(MaxWidthKey.self, alignment: .topLeading) { width in
            Color.blue.frame(width: width / 10, height: 5)
        }
        let root = layoutRoot(view)
        #expect(leafFrames(root, named: "Rectangle").contains { $0.width == 5 && $0.height == 5 })
    }

    @Test func anchorPreferenceResolvesAfterLayout() {
        let view = HStack(spacing: 0) {
            Color.red.frame(width: 40, height: 20)
            Color.green.frame(width: 30, height: 20).anchorPreference(key: BoundsKey.self, value: .bounds) { $0 }
        }
        .overlayPreferenceValue(BoundsKey.self) { anchor in
            GeometryReader { proxy in
                if let anchor {
                    let r = proxy[anchor]
                    Color.blue.frame(width: r.width, height: 4).offset(x: r.minX, y: r.minY)
                }
            }
        }
        let root = layoutRoot(view)
        let blue = leafFrames(root, named: "Rectangle").first { $0.height == 4 }
        #expect(blue?.width == 30)
    }

    @Test func feedbackThroughStateDoesNotLoop() throws {
        struct Grower: View {
            @State var count = 0
            var body: some View {
                Text("\(count)")
                    .preference(key: NamesKey.self, value: Array(repeating: "x", count: count + 1))
                    .onPreferenceChange(NamesKey.self) { count = $0.count }   // always changes the preference
            }
        }
        let renderer = ImageRenderer(content: Grower())
        _ = try renderer.renderedPixmap()
        _ = try renderer.renderedPixmap()
        // One pass per render: the value grows by one per render and rendering terminates;
        // the third recording shows the state the second one's action left.
        #expect(renderer.displayList.description.contains("text \"2\""))
    }

    @Test func transformPreferenceChangesTheValue() {
        let seen = Box<CGFloat>(0)
        _ = layoutRoot(Color.red.preference(key: MaxWidthKey.self, value: 3)
            .transformPreference(MaxWidthKey.self) { $0 *= 2 }
            .onPreferenceChange(MaxWidthKey.self) { seen.value = $0 })
        #expect(seen.value == 6)
    }
}

final class Box<T> {
    var value: T
    init(_ value: T) { self.value = value }
}
