import Testing
@testable import Limner

/// Places subviews side by side, each as wide as its `Weight` asks (out of the total), and
/// asks for no space around itself.
private struct WeightedRow: Layout {
    struct Weight: LayoutValueKey { static let defaultValue: CGFloat = 1 }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: CGSize(width: 100, height: 20))
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let total = subviews.map { $0[Weight.self] }.reduce(0, +)
        var x = bounds.minX
        for v in subviews {
            let w = bounds.width * v[Weight.self] / total
            v.place(at: CGPoint(x: x, y: bounds.minY), proposal: ProposedViewSize(width: w, height: bounds.height))
            x += w
        }
    }
    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { .zero }
}

/// A layout built on another: an `HStackLayout` whose result is shifted right by 5.
private struct ShiftedHStack: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        var inner: Void = ()
        let s = HStackLayout(spacing: 2).sizeThatFits(proposal: proposal, subviews: subviews, cache: &inner)
        return CGSize(width: s.width + 5, height: s.height)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var inner: Void = ()
        let shifted = CGRect(x: bounds.minX + 5, y: bounds.minY, width: bounds.width - 5, height: bounds.height)
        HStackLayout(spacing: 2).placeSubviews(in: shifted, proposal: proposal, subviews: subviews, cache: &inner)
    }
}

/// Toggles between a row and a column with an animation when it appears.
private struct Reflowing: View {
    @State private var vertical = false
    var body: some View {
        let layout = vertical ? AnyLayout(VStackLayout(spacing: 0)) : AnyLayout(HStackLayout(spacing: 0))
        layout {
            Color.red.frame(width: 20, height: 20)
            Color.blue.frame(width: 20, height: 20)
        }
        .frame(width: 60, height: 60, alignment: .topLeading)
        .onAppear { withAnimation(.linear(duration: 1)) { vertical = true } }
    }
}

/// The containers as `Layout` values, `AnyLayout`, `ViewSpacing` and `LayoutValueKey`.
@Suite struct LayoutValueTypesTests {
    private func sameFrames<A: View, B: View>(_ a: A, _ b: B, sourceLocation: SourceLocation = #_sourceLocation) {
        let fa = frames(layoutRoot(a)).map(\.frame), fb = frames(layoutRoot(b)).map(\.frame)
        #expect(fa == fb, sourceLocation: sourceLocation)
    }

    @Test func stackLayoutsLayOutAsTheirStacks() {
        sameFrames(HStackLayout(alignment: .top) { Text("One"); Spacer(); Color.red.frame(width: 10, height: 30); Text("Two") },
                   HStack(alignment: .top) { Text("One"); Spacer(); Color.red.frame(width: 10, height: 30); Text("Two") })
        sameFrames(VStackLayout(alignment: .leading, spacing: 3) { Text("A"); Text("Longer"); Spacer() },
                   VStack(alignment: .leading, spacing: 3) { Text("A"); Text("Longer"); Spacer() })
        sameFrames(ZStackLayout(alignment: .bottomTrailing) { Color.red.frame(width: 50, height: 40); Text("z") },
                   ZStack(alignment: .bottomTrailing) { Color.red.frame(width: 50, height: 40); Text("z") })
        sameFrames(GridLayout(horizontalSpacing: 4) { GridRow { Text("a"); Text("bbb") }; GridRow { Text("cc"); Text("d") } },
                   Grid(horizontalSpacing: 4) { GridRow { Text("a"); Text("bbb") }; GridRow { Text("cc"); Text("d") } })
    }

    @Test func anyLayoutLaysOutAsItsLayout() {
        sameFrames(AnyLayout(VStackLayout()) { Text("A"); Text("B") }, VStack { Text("A"); Text("B") })
        sameFrames(AnyLayout(AnyLayout(HStackLayout(spacing: 7))) { Text("A"); Text("B") }, HStack(spacing: 7) { Text("A"); Text("B") })
    }

    @Test func switchingAnyLayoutKeepsTheSubviewsIdentity() {
        func leaves(_ layout: AnyLayout) -> [ResolvedNode] {
            layoutRoot(layout { Color.red; Color.blue }).children
        }
        let row = leaves(AnyLayout(HStackLayout())), column = leaves(AnyLayout(VStackLayout()))
        #expect(row.map(\.identity) == column.map(\.identity))
        let custom = leaves(AnyLayout(WeightedRow()))
        #expect(custom.map(\.identity) == row.map(\.identity))
    }

    @Test func switchingAnyLayoutAnimatesTheFrames() throws {
        let renderer = AnimationRenderer(content: Reflowing())
        func blueOrigin(_ p: Pixmap) -> (Int, Int)? {
            for y in 0..<p.height { for x in 0..<p.width {
                let c = p.pixel(x: x, y: y)
                if c.b > 200 && c.r < 60 && c.a > 200 { return (x, y) }
            } }
            return nil
        }
        #expect(blueOrigin(try renderer.frame(at: 0))! == (20, 0))
        #expect(blueOrigin(try renderer.frame(at: 0.5))! == (10, 10))
        #expect(blueOrigin(try renderer.frame(at: 1))! == (0, 20))
    }

    @Test func aLayoutCanCallABuiltInLayout() {
        let root = layoutRoot(ShiftedHStack() { Rectangle().frame(width: 10, height: 10); Rectangle().frame(width: 10, height: 10) },
                              .unspecified)
        #expect(root.size == CGSize(width: 27, height: 10))
        #expect(leafFrames(root, named: "Rectangle").map(\.origin) == [CGPoint(x: 5, y: 0), CGPoint(x: 17, y: 0)])
    }

    @Test func layoutValuesReachTheLayout() {
        let root = layoutRoot(WeightedRow() {
            Rectangle()
            Rectangle().layoutValue(key: WeightedRow.Weight.self, value: 3)
        }.frame(width: 200, height: 20))
        let leaves = leafFrames(root, named: "Rectangle")
        #expect(leaves.map(\.width) == [50, 150])
    }

    @Test func viewSpacingArithmetic() {
        #expect(ViewSpacing().distance(to: ViewSpacing(), along: .horizontal) == 8)
        #expect(ViewSpacing.zero.distance(to: ViewSpacing(), along: .vertical) == 0)
        var s = ViewSpacing()
        s.formUnion(.zero, edges: .top)
        #expect(s.distance(to: ViewSpacing(), along: .vertical) == 8)     // only the top took 0
        #expect(ViewSpacing().distance(to: s, along: .vertical) == 0)
        #expect(ViewSpacing.zero.union(ViewSpacing()) == .zero)
    }

    @Test func aCustomLayoutsSpacingIsUsedByStacks() {
        // WeightedRow asks for 0 around itself, so a neighbour asking for nothing touches it.
        let root = layoutRoot(HStack { WeightedRow() { Color.red }.frame(width: 50, height: 20); Rectangle().frame(width: 10) },
                              .unspecified)
        #expect(leafFrames(root, named: "Rectangle").last?.minX == 50)
        // Without a spacing of its own a layout merges its subviews': text above text.
        let custom = layoutRoot(VStack { ShiftedHStack() { Text("a") }; Text("b") }, .unspecified)
        let plain = layoutRoot(VStack { HStack { Text("a") }; Text("b") }, .unspecified)
        #expect(leafFrames(custom, named: "Text").map(\.minY) == leafFrames(plain, named: "Text").map(\.minY))
    }

    @Test func guidesSetDeepInsideWrappersStillCount() {
        // Containers skip subtrees that set no guide; these set one under several wrappers.
        let z = layoutRoot(ZStack(alignment: .leading) {
            Rectangle().frame(width: 100, height: 10)
            Rectangle().frame(width: 10, height: 10)
                .alignmentGuide(.leading) { _ in -30 }
                .padding(2).opacity(0.5).offset(x: 0).frame(width: 14, height: 14)
        }, .unspecified)
        let rects = leafFrames(z, named: "Rectangle")
        // The padded view's guide is 2 right of the rectangle's: the padding starts 28 pt
        // right of the leading edge, the rectangle 2 pt further.
        #expect(rects[1].minX - rects[0].minX == 30)
        // Text baselines through frames and padding, beside a symbol image.
        let h = layoutRoot(HStack(alignment: .firstTextBaseline) {
            Text("Big").font(.system(size: 40)).padding(.top, 3).frame(height: 80)
            Text("small").font(.system(size: 12)).padding(4)
        }, .unspecified)
        let texts = leafFrames(h, named: "Text")
        #expect(abs(texts[0].maxY - texts[1].maxY) > 5)        // aligned by baseline, not by bottom
        let plain = layoutRoot(HStack(alignment: .firstTextBaseline) {
            Text("Big").font(.system(size: 40)).padding(.top, 3)
            Text("small").font(.system(size: 12)).padding(4)
        }, .unspecified)
        let plainTexts = leafFrames(plain, named: "Text")
        #expect(texts[1].minY - texts[0].minY == plainTexts[1].minY - plainTexts[0].minY)
    }

    @Test func badLayoutsThroughAnyLayoutAreDefined() throws {
        let p = try render(AnyLayout(GridLayout()) { Color.red.frame(width: .nan, height: -3) }.frame(width: 30, height: 30))
        #expect(p.width == 30)
        let renderer = ImageRenderer(content: AnyLayout(HStackLayout(spacing: .nan)) {})
        #expect(renderer.size == .zero)
        #expect(throws: ImageRendererError.self) { try renderer.renderedPixmap() }
    }
}
