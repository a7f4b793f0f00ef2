import Testing
@testable import Limner

/// `Grid`, `GridRow` and `gridCellColumns`.
@Suite struct GridTests {
    @Test func columnsTakeTheWidestCell() {
        let root = layoutRoot(Grid(horizontalSpacing: 4, verticalSpacing: 2) {
            GridRow { Color.red.frame(width: 30, height: 10); Color.blue.frame(width: 10, height: 10) }
            GridRow { Color.green.frame(width: 10, height: 20); Color.orange.frame(width: 50, height: 10) }
        })
        #expect(root.children[0].size == CGSize(width: 30 + 4 + 50, height: 10 + 2 + 20))
        let cells = leafFrames(root, named: "Rectangle")
        // Centred in their slots: the blue cell in the 50-point second column.
        #expect(abs(cells[1].minX - (34 + 20)) < 1e-9)
        #expect(abs(cells[2].minX - 10) < 1e-9 && abs(cells[2].minY - 12) < 1e-9)
    }

    @Test func spanningCellsAndFullWidthRows() {
        let root = layoutRoot(Grid(horizontalSpacing: 4, verticalSpacing: 0) {
            GridRow { Color.red.frame(width: 20, height: 10); Color.blue.frame(width: 20, height: 10) }
            GridRow { Color.green.frame(width: 44, height: 10).gridCellColumns(2) }
            Color.gray.frame(height: 5)
        })
        let cells = leafFrames(root, named: "Rectangle")
        #expect(cells[2].minX == 0 && cells[2].width == 44)
        // A flexible view outside a row fills the offered width (400 here), as in SwiftUI,
        // where a Divider in a Grid widens it unless `gridCellUnsizedAxes` says otherwise.
        #expect(cells[3].width == 400 && cells[3].minY == 20)
    }

    @Test func emptyGridIsEmpty() {
        #expect(layoutRoot(Grid { EmptyView() }).children[0].size == .zero)
        #expect(layoutRoot(Grid { GridRow { EmptyView() } }).children[0].size == .zero)
    }

    @Test func gridRendersItsCells() throws {
        let p = try render(Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow { Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 10, height: 10) }
        })
        expectPixel(p, 5, 5, systemRed)
        expectPixel(p, 15, 5, systemBlue)
    }
}
