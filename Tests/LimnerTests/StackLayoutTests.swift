import Testing
@testable import Limner

@Suite("Stacks")
struct StackLayoutTests {
    @Test("HStack: default spacing 8 between shapes, centre alignment")
    func hstackDefaultSpacing() {
        let frames = leafFrames(of: HStack {
            Rectangle().frame(width: 50, height: 20)
            Rectangle().frame(width: 30, height: 40)
        })
        #expect(frames == [rect(0, 10, 50, 20), rect(58, 0, 30, 40)])
    }

    @Test("HStack alignment top and bottom", arguments: [(VerticalAlignment.top, CGFloat(0)), (.bottom, 20), (.center, 10)])
    func hstackAlignment(alignment: VerticalAlignment, y: CGFloat) {
        let frames = leafFrames(of: HStack(alignment: alignment, spacing: 4) {
            Rectangle().frame(width: 50, height: 20)
            Rectangle().frame(width: 30, height: 40)
        })
        #expect(frames == [rect(0, y, 50, 20), rect(54, 0, 30, 40)])
    }

    @Test("VStack: leading alignment and explicit spacing")
    func vstackLeading() {
        let frames = leafFrames(of: VStack(alignment: .leading, spacing: 5) {
            Rectangle().frame(width: 50, height: 20)
            Rectangle().frame(width: 30, height: 40)
        })
        #expect(frames == [rect(0, 0, 50, 20), rect(0, 25, 30, 40)])
        let trailing = leafFrames(of: VStack(alignment: .trailing) {
            Rectangle().frame(width: 50, height: 20)
            Rectangle().frame(width: 30, height: 40)
        })
        #expect(trailing == [rect(0, 0, 50, 20), rect(20, 28, 30, 40)])
    }

    @Test("Inflexible children are sized first; the rest share what is left")
    func flexibleDistribution() {
        let frames = leafFrames(of: HStack(spacing: 0) {
            Rectangle()
            Rectangle().frame(width: 100)
            Rectangle()
        }, ProposedViewSize(width: 400, height: 100))
        #expect(frames == [rect(0, 0, 150, 100), rect(150, 0, 100, 100), rect(250, 0, 150, 100)])
    }

    @Test("A child with a maximum gets at most its maximum; the others take the rest")
    func limitedFlexibility() {
        let frames = leafFrames(of: HStack(spacing: 0) {
            Rectangle()
            Rectangle().frame(maxWidth: 50)
            Rectangle().frame(width: 100)
        }, ProposedViewSize(width: 400, height: 100))
        #expect(frames == [rect(0, 0, 250, 100), rect(250, 0, 50, 100), rect(300, 0, 100, 100)])
    }

    @Test("Layout priority: the higher priority child is offered space first")
    func layoutPriority() {
        let frames = leafFrames(of: HStack(spacing: 0) {
            Rectangle().frame(minWidth: 20)
            Rectangle().layoutPriority(1)
        }, ProposedViewSize(width: 300, height: 10))
        #expect(frames == [rect(0, 0, 20, 10), rect(20, 0, 280, 10)])
    }

    @Test("Spacer pushes siblings apart and adds no spacing of its own")
    func spacer() {
        let frames = leafFrames(of: HStack {
            Rectangle().frame(width: 50, height: 10)
            Spacer()
            Rectangle().frame(width: 50, height: 10)
        }, ProposedViewSize(width: 400, height: 100))
        #expect(frames[0] == rect(0, 0, 50, 10))
        #expect(frames[1] == rect(50, 5, 300, 0))  // no spacing beside the spacer
        #expect(frames[2] == rect(350, 0, 50, 10))
        // At the ideal size the spacer has its minimum length 8 and no gaps beside it.
        #expect(size(of: HStack {
            Rectangle().frame(width: 50, height: 10)
            Spacer()
            Rectangle().frame(width: 50, height: 10)
        }, .unspecified) == CGSize(width: 108, height: 10))
        #expect(size(of: VStack { Spacer(minLength: 30) }, .unspecified) == CGSize(width: 0, height: 30))
    }

    @Test("Spacer has priority −∞: a flexible sibling takes all but its minimum")
    func spacerPriority() {
        let frames = leafFrames(of: HStack(spacing: 0) { Rectangle(); Spacer() }, ProposedViewSize(width: 400, height: 10))
        #expect(frames[0].width == 392)
    }

    @Test("ZStack: size is the union of aligned children")
    func zstack() {
        let frames = leafFrames(of: ZStack(alignment: .bottomTrailing) {
            Rectangle().frame(width: 100, height: 50)
            Rectangle().frame(width: 20, height: 80)
        })
        #expect(frames == [rect(0, 30, 100, 50), rect(80, 0, 20, 80)])
    }

    @Test("alignmentGuide shifts a child in its stack")
    func alignmentGuide() {
        let frames = leafFrames(of: VStack(alignment: .leading, spacing: 0) {
            Rectangle().frame(width: 40, height: 10)
            Rectangle().frame(width: 40, height: 10).alignmentGuide(.leading) { _ in -20 }
        })
        #expect(frames == [rect(0, 0, 40, 10), rect(20, 10, 40, 10)])
    }

    @Test("EmptyView and nil conditionals take no space and no spacing")
    func emptyChildren() {
        let show = false
        let frames = leafFrames(of: HStack {
            Rectangle().frame(width: 10, height: 10)
            EmptyView()
            if show { Rectangle().frame(width: 10, height: 10) }
            Rectangle().frame(width: 10, height: 10)
        })
        #expect(frames == [rect(0, 0, 10, 10), rect(18, 0, 10, 10)])
    }

    @Test("Text next to a shape in a VStack uses font-derived spacing, not 8")
    func textSpacing() {
        let frames = leafFrames(of: VStack(spacing: nil) {
            Rectangle().frame(width: 10, height: 10)
            Text("Hello")
        })
        let gap = frames[1].minY - frames[0].maxY
        #expect(gap > 0 && gap != 8)
        let horizontal = leafFrames(of: HStack { Rectangle().frame(width: 10, height: 10); Text("Hello") })
        #expect(horizontal[1].minX - horizontal[0].maxX == 8)
    }
}
