import Testing
@testable import Limner

@Suite("Frames, padding, fixedSize, offset")
struct FrameLayoutTests {
    @Test("Fixed frame: set dimensions are the size; nil ones take the child's")
    func fixedFrame() {
        #expect(size(of: Rectangle().frame(width: 100, height: 50)) == CGSize(width: 100, height: 50))
        #expect(size(of: Rectangle().frame(width: 100), ProposedViewSize(width: 300, height: 70)) == CGSize(width: 100, height: 70))
        // The child is centred by default and placed by the alignment otherwise.
        #expect(leafFrames(of: Rectangle().frame(width: 20, height: 10).frame(width: 100, height: 50)) == [rect(40, 20, 20, 10)])
        #expect(leafFrames(of: Rectangle().frame(width: 20, height: 10).frame(width: 100, height: 50, alignment: .bottomTrailing))
                == [rect(80, 40, 20, 10)])
    }

    @Test("Flexible frame with only a minimum: max(min(proposal, child), min)")
    func minimumOnly() {
        let child = Rectangle().frame(width: 50, height: 10)
        #expect(size(of: child.frame(minWidth: 100), ProposedViewSize(width: 300, height: 10)).width == 100)
        let wide = Rectangle().frame(width: 200, height: 10)
        #expect(size(of: wide.frame(minWidth: 100), ProposedViewSize(width: 300, height: 10)).width == 200)
        #expect(size(of: wide.frame(minWidth: 100), ProposedViewSize(width: 150, height: 10)).width == 150)
    }

    @Test("Flexible frame with only a maximum: min(max(proposal, child), max); maxWidth .infinity takes all")
    func maximumOnly() {
        let child = Rectangle().frame(width: 50, height: 10)
        #expect(size(of: child.frame(maxWidth: 80), ProposedViewSize(width: 300, height: 10)).width == 80)
        #expect(size(of: child.frame(maxWidth: .infinity), ProposedViewSize(width: 300, height: 10)).width == 300)
        #expect(size(of: Text("Hi").frame(maxWidth: .infinity, maxHeight: .infinity), ProposedViewSize(width: 300, height: 200))
                == CGSize(width: 300, height: 200))
    }

    @Test("Flexible frame with both: clamp(proposal); nil proposal uses ideal, else clamps the child")
    func minimumAndMaximum() {
        let child = Rectangle().frame(width: 50, height: 10)
        #expect(size(of: child.frame(minWidth: 100, maxWidth: 200), ProposedViewSize(width: 300, height: 10)).width == 200)
        #expect(size(of: child.frame(minWidth: 100, maxWidth: 200), ProposedViewSize(width: 50, height: 10)).width == 100)
        #expect(size(of: child.frame(minWidth: 100, idealWidth: 150, maxWidth: 200), .unspecified).width == 150)
        #expect(size(of: child.frame(minWidth: 100, maxWidth: 200), .unspecified).width == 100)
        // A negative minimum is clamped to 0.
        #expect(size(of: Rectangle().frame(minWidth: -50, maxWidth: 20), ProposedViewSize(width: 300, height: 10)).width == 20)
    }

    @Test("The child of a flexible frame is proposed ideal when the parent proposes nil")
    func idealProposal() {
        #expect(leafFrames(of: Rectangle().frame(idealWidth: 70, idealHeight: 30), .unspecified) == [rect(0, 0, 70, 30)])
    }

    @Test("padding(): 16 on every edge; padding(edges, length)")
    func padding() {
        let square = Rectangle().frame(width: 50, height: 50)
        #expect(size(of: square.padding()) == CGSize(width: 82, height: 82))
        #expect(leafFrames(of: square.padding()) == [rect(16, 16, 50, 50)])
        #expect(size(of: square.padding(.horizontal, 10)) == CGSize(width: 70, height: 50))
        #expect(leafFrames(of: square.padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))) == [rect(2, 1, 50, 50)])
        // The child is proposed the proposal less the padding.
        #expect(leafFrames(of: Rectangle().padding(10), ProposedViewSize(width: 100, height: 60)) == [rect(10, 10, 80, 40)])
    }

    @Test("fixedSize: Text overflows a 200×100 frame; without it, it wraps inside")
    func fixedSizeText() {
        let long = "Five stars and a long line of text"
        let fixed = leafFrames(of: Text(long).font(.system(size: 30)).fixedSize().frame(width: 200, height: 100))
        #expect(fixed[0].width > 200)
        #expect(fixed[0].midX == 100)  // centred, so it overflows on both sides
        let wrapped = leafFrames(of: Text(long).font(.system(size: 30)).frame(width: 200, height: 100))
        #expect(wrapped[0].width <= 200)
        #expect(wrapped[0].height > fixed[0].height)
        // fixedSize(horizontal: false, vertical: true) wraps at the width and takes the full height.
        let vertical = size(of: Text(long).font(.system(size: 30)).fixedSize(horizontal: false, vertical: true),
                            ProposedViewSize(width: 200, height: 10))
        #expect(vertical.width <= 200 && vertical.height > 60)
        // Shapes report 10×10 at their ideal size.
        #expect(size(of: Rectangle().fixedSize()) == CGSize(width: 10, height: 10))
        #expect(size(of: Circle(), ProposedViewSize(width: 100, height: 40)) == CGSize(width: 40, height: 40))
    }

    @Test("offset moves the drawing only")
    func offsetDoesNotAffectLayout() {
        let frames = leafFrames(of: HStack(spacing: 0) {
            Rectangle().frame(width: 10, height: 10).offset(x: 100, y: 5)
            Rectangle().frame(width: 10, height: 10)
        })
        #expect(frames[1] == rect(10, 0, 10, 10))
        let list = printedDisplayList(Rectangle().frame(width: 10, height: 10).offset(x: 100, y: 5))
        #expect(list.contains("transform"))
        #expect(list.contains("100"))
    }

    @Test("position centres the child on the point and takes the proposal")
    func position() {
        let (_, root) = layout(Rectangle().frame(width: 20, height: 10).position(x: 50, y: 40), ProposedViewSize(width: 300, height: 200))
        #expect(root.size == CGSize(width: 300, height: 200))
        #expect(leafFrames(root) == [rect(40, 35, 20, 10)])
    }

    @Test("aspectRatio fits the ratio into the proposal")
    func aspectRatio() {
        #expect(size(of: Rectangle().aspectRatio(2, contentMode: .fit), ProposedViewSize(width: 300, height: 100)) == CGSize(width: 200, height: 100))
        #expect(size(of: Rectangle().aspectRatio(2, contentMode: .fill), ProposedViewSize(width: 300, height: 100)) == CGSize(width: 300, height: 150))
    }
}
