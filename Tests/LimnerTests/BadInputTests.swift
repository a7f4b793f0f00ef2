import Testing
@testable import Limner

@Suite("Bad input")
struct BadInputTests {
    @Test("A drag whose duration is finite but huge is capped before any integer conversion")
    func hugeDragDuration() throws {
        for duration in [1e18, 1e300, .greatestFiniteMagnitude] {
            let renderer = AnimationRenderer(content: Color.blue.frame(width: 20, height: 20))
            renderer.drag(from: CGPoint(x: 2, y: 2), to: CGPoint(x: 18, y: 18), start: 0, duration: duration)
            let frame = try renderer.frame(at: 1)
            #expect(frame.width == 20)
        }
    }

    @Test("frame(width: .nan) and infinite fixed dimensions are ignored with a diagnostic")
    func nanFrame() {
        let (graph, root) = layout(Rectangle().frame(width: .nan, height: 20), ProposedViewSize(width: 50, height: 50))
        #expect(root.size == CGSize(width: 50, height: 20))
        #expect(graph.diagnostics == [.invalidFrameDimension("width: nan")])
        #expect(size(of: Rectangle().frame(width: .infinity, height: 5), ProposedViewSize(width: 30, height: 30)) == CGSize(width: 30, height: 5))
        #expect(size(of: Rectangle().frame(minWidth: .nan, maxWidth: .nan), ProposedViewSize(width: 30, height: 30)) == CGSize(width: 30, height: 30))
    }

    @Test("Negative sizes become zero; negative padding shrinks")
    func negativeSizes() {
        #expect(size(of: Rectangle().frame(width: -10, height: -5)) == .zero)
        #expect(size(of: Rectangle().frame(width: 20, height: 20).padding(-5)) == CGSize(width: 10, height: 10))
        #expect(size(of: Rectangle(), ProposedViewSize(width: -10, height: .nan)) == CGSize(width: 0, height: 10))
    }

    @Test("Infinite proposals: flexible views report them, ImageRenderer refuses to render them")
    func infiniteProposals() {
        #expect(size(of: Rectangle(), .infinity) == CGSize(width: CGFloat.infinity, height: .infinity))
        #expect(size(of: Rectangle().frame(width: 10, height: 10), .infinity) == CGSize(width: 10, height: 10))
        let renderer = ImageRenderer(content: Color.red)
        renderer.proposedSize = .infinity
        #expect(renderer.pixmap == nil)
        #expect(throws: ImageRendererError.self) { try renderer.pngData() }
        let empty = ImageRenderer(content: EmptyView())
        #expect(throws: ImageRendererError.invalidSize(.zero)) { try empty.pngData() }
    }

    @Test("10 000 nested views lay out and render without overflowing the stack")
    func deepNesting() throws {
        var view = AnyView(Color.red.frame(width: 10, height: 10))
        for _ in 0..<10_000 { view = AnyView(view.padding(1)) }
        let renderer = ImageRenderer(content: view)
        let list = renderer.displayList
        #expect(list.description.hasPrefix("fill"))
        let (graph, root) = layout(view, .unspecified)
        #expect(root.size == CGSize(width: 20_010, height: 20_010))
        #expect(graph.diagnostics.isEmpty)
    }

    @Test("Nesting past the graph's limit is dropped with a diagnostic")
    func nestingLimit() {
        var view = AnyView(Color.red.frame(width: 10, height: 10))
        for _ in 0..<50 { view = AnyView(view.padding(1)) }
        let graph = ViewGraph(rootView: view, maximumDepth: 40)
        let (_, root) = layout(view, .unspecified, graph: graph)
        #expect(graph.diagnostics == [.nestingTooDeep(limit: 40)])
        #expect(leafFrames(root).allSatisfy { $0.width < 10 })
    }

    @Test("A view nested past the limit reports the nesting limit, not an empty size")
    func nestingLimitIsTheReportedCause() {
        var view = AnyView(Color.red.frame(width: 10, height: 10))
        for _ in 0..<50 { view = AnyView(view.padding(0)) }
        let host = ViewHost(rootView: view, maximumDepth: 40)
        #expect(throws: ImageRendererError.nestingTooDeep(limit: 40)) { try host.snapshotPixmap() }
        #expect(host.diagnostics.contains(.nestingTooDeep(limit: 40)))
    }

    @Test("A ForEach over a million texts stops at the view limit with a readable error, before layout")
    func forEachOverAMillionElementsStopsAtTheViewLimit() {
        let view = VStack { ForEach(0..<1_000_000, id: \.self) { Text("\($0)") } }
        let host = ViewHost(rootView: view, maximumViewCount: 2_000)
        #expect(throws: ImageRendererError.tooManyViews(limit: 2_000)) { try host.snapshotPixmap() }
        #expect(host.diagnostics.contains(.tooManyViews(limit: 2_000)))
        #expect(host.graph.resolvedViewCount == 2_000)
        // The tree was cut before layout: no text node was sized.
        #expect(host.graph.root?.size == .zero)
        // What was resolved is still there to inspect: the first texts, in order.
        let (_, list) = host.snapshot()
        #expect(!list.items.isEmpty && list.items.count < 2_000)
        #expect(list.description.contains("\"0\""))
    }

    @Test("A ForEach over 0..<Int.max through ImageRenderer stops at GraphDiagnostic.maximumViewCount")
    func forEachOverIntMaxStopsAtTheDefaultViewLimit() {
        let renderer = ImageRenderer(content: ForEach(0..<Int.max, id: \.self) { _ in EmptyView() })
        let limit = GraphDiagnostic.maximumViewCount
        #expect(throws: ImageRendererError.tooManyViews(limit: limit)) { try renderer.renderedPixmap() }
        #expect(renderer.diagnostics == [.tooManyViews(limit: limit)])
        #expect(renderer.diagnostics[0].description.contains("\(limit) views"))
    }

    @Test("A tree within the view limit renders as before")
    func treeWithinTheViewLimitRenders() throws {
        let view = VStack(spacing: 0) { ForEach(0..<400, id: \.self) { _ in Color.red.frame(width: 4, height: 1) } }
        let host = ViewHost(rootView: view, maximumViewCount: 2_000)
        let pixmap = try host.snapshotPixmap()
        #expect(pixmap.width == 4 && pixmap.height == 400)
        #expect(host.diagnostics.isEmpty)
    }

    @Test("A huge scale effect inside a clip fills the clip")
    func hugeScaleEffectInsideAClip() throws {
        let view = Color.red.frame(width: 4, height: 4).scaleEffect(1e300).frame(width: 20, height: 20).clipped()
        let pixmap = try ImageRenderer(content: view).renderedPixmap()
        let centre = pixmap.pixel(x: 10, y: 10)
        #expect(centre.r > 200 && centre.a == 255)
    }

    @Test("A missing image is empty, with a diagnostic")
    func missingImage() {
        let (graph, root) = layout(HStack(spacing: 0) { Image("no-such-image-file"); Rectangle().frame(width: 5, height: 5) })
        #expect(root.size == CGSize(width: 5, height: 5))
        #expect(graph.diagnostics.count == 1)
        let list = printedDisplayList(Image("no-such-image-file").resizable().frame(width: 10, height: 10))
        #expect(list.isEmpty)
    }

    @Test("Images load from files and size themselves; resizable ones take the proposal")
    func imageFile() throws {
        let pixmap = try Pixmap(width: 4, height: 2)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("limner-views-\(UInt32.random(in: 0...UInt32.max)).png")
        try pixmap.writePNG(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(size(of: Image(url.path)) == CGSize(width: 4, height: 2))
        #expect(size(of: Image(url.path).resizable(), ProposedViewSize(width: 40, height: 30)) == CGSize(width: 40, height: 30))
        #expect(printedDisplayList(Image(url.path)).hasPrefix("image image 4×2 in (0, 0, 4, 2)"))
    }
}
