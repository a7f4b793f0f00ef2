import Foundation
import Testing
@testable import Limner

@Suite("containerRelativeFrame")
struct ContainerRelativeFrameTests {
    /// The laid-out size of `view` drawn in a `size` canvas (nil: at its ideal size).
    private func size(of view: some View, in size: CGSize?) -> CGSize {
        let renderer = ImageRenderer(content: view)
        if let size { renderer.proposedSize = ProposedViewSize(size) }
        return renderer.record().size
    }

    @Test("Outside a scroll view the container is the whole canvas")
    func rootContainer() {
        let half = Color.red.frame(height: 10)
            .containerRelativeFrame(.horizontal) { length, _ in length / 2 }
        let row = HStack(spacing: 0) { half; Color.blue.frame(width: 10, height: 10) }.fixedSize()
        #expect(size(of: row, in: CGSize(width: 300, height: 200)) == CGSize(width: 160, height: 10))
        // Both axes, and a frame smaller than its content's ideal size.
        let both = Text("A long line of text").containerRelativeFrame([.horizontal, .vertical]) { length, axis in
            axis == .horizontal ? length / 4 : length / 10
        }
        #expect(size(of: both.fixedSize(), in: CGSize(width: 400, height: 300)) == CGSize(width: 100, height: 30))
    }

    @Test("Columns: count, span and spacing")
    func columns() {
        func width(count: Int, span: Int, spacing: CGFloat) -> CGFloat {
            size(of: Color.red.containerRelativeFrame(.horizontal, count: count, span: span, spacing: spacing).frame(height: 5).fixedSize(),
                 in: CGSize(width: 300, height: 100)).width
        }
        #expect(width(count: 3, span: 1, spacing: 0) == 100)
        // (300 − 3·12) / 4 · 2 + 12
        #expect(width(count: 4, span: 2, spacing: 12) == 144)
        #expect(width(count: 1, span: 1, spacing: 50) == 300)
    }

    @Test("Bad lengths give defined sizes")
    func badInput() {
        let canvas = CGSize(width: 300, height: 100)
        func width(_ view: some View) -> CGFloat { size(of: view.frame(height: 5).fixedSize(), in: canvas).width }
        // A count below 1 is 1; a span beyond the count is the count; NaN spacing is none.
        #expect(width(Color.red.containerRelativeFrame(.horizontal, count: 0, spacing: 10)) == 300)
        #expect(width(Color.red.containerRelativeFrame(.horizontal, count: 2, span: 9, spacing: 10)) == 300)
        #expect(width(Color.red.containerRelativeFrame(.horizontal, count: 2, spacing: .nan)) == 150)
        // A closure's NaN or infinite length is ignored (the content's own width), a negative
        // one is 0.
        let own = Color.red.frame(width: 42)
        #expect(width(own.containerRelativeFrame(.horizontal) { _, _ in .nan }) == 42)
        #expect(width(own.containerRelativeFrame(.horizontal) { _, _ in .infinity }) == 42)
        #expect(width(own.containerRelativeFrame(.horizontal) { _, _ in -5 }) == 0)
        // Drawn at its ideal size there is no container length: the content keeps its own.
        #expect(size(of: own.frame(height: 5).containerRelativeFrame(.horizontal), in: nil).width == 42)
    }

    @Test("Inside a scroll view the container is the scroll view, on the scrolling axis too")
    func scrollViewContainer() {
        let page = ScrollView {
            VStack(spacing: 0) {
                Color.red.containerRelativeFrame(.vertical)
                Color.blue.containerRelativeFrame(.vertical)
            }
        }
        .frame(width: 50, height: 120)
        let list = ImageRenderer(content: page).record().list.description
        // Each page is the scroll view's height: the second starts where the first ends.
        #expect(list.contains("#007AFFFF") && list.contains("120"), "\(list)")
        let r = ImageRenderer(content: page)
        let p = try? r.renderedPixmap()
        #expect(p?.pixel(x: 25, y: 119).r == 255)
    }
}
