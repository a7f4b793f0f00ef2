import Foundation
import Testing
@testable import Limner

/// Bad input to the everyday API has defined results.
@Suite struct EverydayBadInputTests {
    @Test func emptyGridsAreEmpty() {
        #expect(layoutRoot(LazyVGrid(columns: []) { Text("lost") }).children[0].size == .zero)
        #expect(layoutRoot(LazyVGrid(columns: [GridItem()]) { EmptyView() }).children[0].size == .zero)
        #expect(layoutRoot(LazyHGrid(rows: []) { Text("lost") }).children[0].size == .zero)
    }

    @Test func nonFiniteGridItemsAreCleaned() {
        let tracks = GridTracks.resolve([GridItem(.fixed(.nan)), GridItem(.adaptive(minimum: .nan)),
                                         GridItem(.flexible(minimum: .infinity, maximum: .nan), spacing: .nan)],
                                        available: 300).tracks
        #expect(tracks.allSatisfy { $0.start.isFinite && $0.length.isFinite && $0.length >= 0 })
        let none = GridTracks.resolve([GridItem(.adaptive(minimum: 0))], available: .infinity).tracks
        #expect(none.count == 1 && none[0].length.isFinite)
    }

    @Test func progressViewWithNaNIsEmpty() throws {
        #expect(ProgressView<EmptyView, EmptyView>.fraction(Double.nan, total: 1.0) == 0)
        #expect(ProgressView<EmptyView, EmptyView>.fraction(0.5, total: 0.0) == 0)
        #expect(ProgressView<EmptyView, EmptyView>.fraction(0.5, total: -Double.infinity) == 0)
        let p = try render(ProgressView(value: Double.nan).frame(width: 100).background(.white))
        // Only the track: no tint anywhere.
        #expect(!p.contains(systemBlue, in: rect(0, 0, 100, CGFloat(p.height)), tolerance: 30))
    }

    @Test func nonFiniteCornerRadiiDrawARectangle() {
        let r = CGRect(x: 0, y: 0, width: 40, height: 20)
        let path = UnevenRoundedRectangle(topLeadingRadius: .nan, bottomLeadingRadius: CGFloat.infinity,
                                          bottomTrailingRadius: -5, topTrailingRadius: 0).path(in: r)
        #expect(path.boundingRect == r)
        #expect(Path(roundedRect: r, cornerRadius: .nan).boundingRect == r)
    }

    @Test func booleanOperationsOnEmptyAndNonFinitePaths() {
        let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(square.intersection(Path()).isEmpty)
        #expect(Path().union(Path()).isEmpty)
        #expect(square.union(Path()).boundingRect == square.boundingRect)
        var broken = Path()
        broken.move(to: CGPoint(x: CGFloat.nan, y: 0))
        broken.addLine(to: CGPoint(x: 5, y: CGFloat.infinity))
        broken.addLine(to: CGPoint(x: 1, y: 1))
        #expect(square.subtracting(broken).boundingRect == square.boundingRect)
    }

    @Test func textFormattingOddNumbers() {
        #expect(!Text(Double.nan, format: .number).string.isEmpty)
        #expect(!Text(Double.infinity, format: .number).string.isEmpty)
    }

    @Test func hugeMinimumScaleFactorIsClamped() {
        let root = layoutRoot(Text("Some text").lineLimit(1).minimumScaleFactor(.nan).frame(width: 10))
        #expect(root.size.width == 10)
        let negative = layoutRoot(Text("Some text").lineLimit(1).minimumScaleFactor(-3).frame(width: 10))
        #expect(negative.size.width == 10)
    }

    @Test func symbolWithANaNFontSize() {
        let root = layoutRoot(Image(systemName: "star").font(.system(size: .nan)))
        let frame = leafFrames(root, named: "Image").first!
        #expect(frame.width.isFinite && frame.width > 0)
    }
}
