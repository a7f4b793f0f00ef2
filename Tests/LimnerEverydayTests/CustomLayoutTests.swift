import Testing
@testable import Limner

private struct Diagonal: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.reduce(CGSize.zero) { s, v in
            let size = v.sizeThatFits(.unspecified)
            return CGSize(width: s.width + size.width, height: s.height + size.height)
        }
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var p = bounds.origin
        for v in subviews {
            let size = v.sizeThatFits(.unspecified)
            v.place(at: p, proposal: .unspecified)
            p.x += size.width; p.y += size.height
        }
    }
}

private struct NaNLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: CGFloat.nan, height: CGFloat.infinity)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: CGPoint(x: CGFloat.nan, y: CGFloat.nan), proposal: ProposedViewSize(width: .nan, height: .nan))
    }
}

private struct PlacesNothing: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { CGSize(width: 40, height: 40) }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

/// The `Layout` protocol, and layouts that answer badly.
@Suite struct CustomLayoutTests {
    @Test func customLayoutPlacesItsSubviews() {
        let root = layoutRoot(Diagonal() {
            Color.red.frame(width: 10, height: 10)
            Color.blue.frame(width: 20, height: 5)
        })
        #expect(root.children[0].size == CGSize(width: 30, height: 15))
        let cells = leafFrames(root, named: "Rectangle")
        #expect(cells[1].minX - cells[0].minX == 10 && cells[1].minY - cells[0].minY == 10)
    }

    @Test func unplacedSubviewsAreCentred() {
        let root = layoutRoot(PlacesNothing() { Color.red.frame(width: 10, height: 10) })
        let cell = leafFrames(root, named: "Rectangle")[0]
        let layout = root.children[0]
        #expect(cell.minX - layout.globalOrigin.x == 15 && cell.minY - layout.globalOrigin.y == 15)
    }

    @Test func nanSizesAndPositionsAreDefined() throws {
        let root = layoutRoot(NaNLayout() { Color.red.frame(width: 10, height: 10) })
        let node = root.children[0]
        #expect(node.size.width.isFinite && node.size.height.isFinite)
        let cell = leafFrames(root, named: "Rectangle")[0]
        #expect(cell.minX.isFinite && cell.minY.isFinite)
        _ = ImageRenderer(content: NaNLayout() { Color.red.frame(width: 10, height: 10) }.frame(width: 20, height: 20)).displayList
    }
}
