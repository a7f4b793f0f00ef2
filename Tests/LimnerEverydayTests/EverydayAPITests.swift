import Foundation
import Testing
@testable import Limner

/// The everyday API: what each new view, modifier, style and shape does.
@Suite struct EverydayAPITests {
    @Test func backgroundWithAShapeStyleFillsTheFrame() throws {
        let p = try render(Color.clear.frame(width: 20, height: 10).background(.red))
        expectPixel(p, 1, 1, systemRed)
        expectPixel(p, 19, 9, systemRed)
    }

    @Test func backgroundInAShapeFollowsTheShape() throws {
        let p = try render(Color.clear.frame(width: 40, height: 40).background(.blue, in: Circle()))
        expectPixel(p, 20, 20, systemBlue)
        expectClear(p, 1, 1)
    }

    @Test func overlayWithAShapeStyleCoversTheView() throws {
        let p = try render(Color.red.frame(width: 10, height: 10).overlay(.green))
        expectPixel(p, 5, 5, systemGreen)
    }

    @Test func textFormatUsesTheFormatStyle() {
        let t = Text(3.14159, format: .number.precision(.fractionLength(2)))
        #expect(t.string == 3.14159.formatted(.number.precision(.fractionLength(2))))
        #expect(Text(0.25, format: .percent).string == 0.25.formatted(.percent))
    }

    @Test func textDateStyles() {
        let now = Date(timeIntervalSince1970: 1_000_000)
        #expect(Text.format(now.addingTimeInterval(150), style: .timer, now: now) == "2:30")
        #expect(Text.format(now.addingTimeInterval(3 * 3600 + 61), style: .timer, now: now) == "3:01:01")
        #expect(Text.format(now.addingTimeInterval(2 * 3600 + 23 * 60), style: .relative, now: now) == "2 hours, 23 minutes")
        #expect(Text.format(now.addingTimeInterval(-7200), style: .offset, now: now) == "-2 hours")
    }

    @Test func concatenatedTextKeepsEachRunsStyle() throws {
        let text = Text("Bold").bold() + Text(" red").foregroundColor(.red)
        #expect(text.string == "Bold red")
        let p = try render(text.font(.system(size: 30)))
        let w = CGFloat(p.width)
        #expect(p.contains(black, in: rect(0, 0, w / 2, CGFloat(p.height)), tolerance: 40))
        #expect(p.contains(systemRed, in: rect(w * 0.6, 0, w * 0.4, CGFloat(p.height)), tolerance: 40))
        #expect(!p.contains(systemRed, in: rect(0, 0, w * 0.4, CGFloat(p.height)), tolerance: 40))
    }

    @Test func concatenatedTextIsAsWideAsItsRuns() {
        let a = layoutRoot(Text("Hello")).children[0].size.width
        let b = layoutRoot(Text(" world")).children[0].size.width
        let both = layoutRoot(Text("Hello") + Text(" world")).children[0].size.width
        #expect(abs(both - (a + b)) <= 1)
    }

    @Test func textCaseChangesWhatIsDrawn() {
        let lower = layoutRoot(Text("abc").textCase(.uppercase))
        let node = lower.children[0]
        let upperWidth = layoutRoot(Text("ABC")).children[0].size.width
        #expect(abs(node.size.width - upperWidth) < 0.01)
    }

    @Test func minimumScaleFactorShrinksInsteadOfTruncating() {
        let long = "A long headline that has to shrink to fit"
        let root = layoutRoot(Text(long).font(.title).lineLimit(1).minimumScaleFactor(0.3).frame(width: 200))
        var text: ResolvedNode = root
        while !(text.behavior is TextNodeLayout) { text = text.children[0] }
        let layout = (text.behavior as! TextNodeLayout).fittingLayout(in: text.size)
        #expect(layout.font.size < 28 && layout.font.size >= 28 * 0.3)
        #expect(!layout.frame(in: text.size).isTruncated)
        // Without the factor the same text is truncated at full size.
        let plain = layoutRoot(Text(long).font(.title).lineLimit(1).frame(width: 200))
        var t2: ResolvedNode = plain
        while !(t2.behavior is TextNodeLayout) { t2 = t2.children[0] }
        #expect((t2.behavior as! TextNodeLayout).fittingLayout(in: t2.size).frame(in: t2.size).isTruncated)
    }

    @Test func monospacedDigitReachesTheFont() {
        let root = layoutRoot(Text("123").monospacedDigit())
        let layout = (root.children[0].behavior as! TextNodeLayout).layout
        #expect(layout.font.font.usesMonospacedDigits)
        let viaView = layoutRoot(Text("123").monospacedDigit())
        #expect((viaView.children[0].behavior as! TextNodeLayout).layout.font.font.usesMonospacedDigits)
    }

    @Test func textForegroundStyleReturnsText() throws {
        let t: Text = Text("Hi").foregroundStyle(.red)
        let p = try render(t.font(.system(size: 30)))
        #expect(p.contains(systemRed, in: rect(0, 0, CGFloat(p.width), CGFloat(p.height))))
    }

    @Test func tertiaryAndQuaternaryUseTheLabelOpacities() throws {
        let p = try render(HStack(spacing: 0) {
            Rectangle().fill(.tertiary).frame(width: 10, height: 10)
            Rectangle().fill(.quaternary).frame(width: 10, height: 10)
        })
        #expect(abs(p.color(at: 5, 5).a - Int((0.3 * 255).rounded())) <= 1)
        #expect(abs(p.color(at: 15, 5).a - Int((0.18 * 255).rounded())) <= 1)
        #expect(abs(p.color(at: 5, 5).r - 60) <= 2)
    }

    @Test func tintAndAccentColour() throws {
        let p = try render(Rectangle().fill(.tint).frame(width: 10, height: 10).tint(.orange))
        expectPixel(p, 5, 5, systemOrange)
        let q = try render(Rectangle().fill(.tint).frame(width: 10, height: 10))
        expectPixel(q, 5, 5, systemBlue)
    }

    @Test func colorGradientIsLighterAtTheTop() throws {
        let p = try render(Rectangle().fill(Color.red.gradient).frame(width: 10, height: 100))
        let top = p.color(at: 5, 0), bottom = p.color(at: 5, 99)
        #expect(top.g > bottom.g + 10)
        #expect(abs(bottom.r - 255) <= 2 && abs(bottom.g - 59) <= 3)
    }

    @Test func dividerIsOnePixelAndSpansTheStack() {
        let root = layoutRoot(VStack { Text("A"); Divider(); Text("B") }.frame(width: 200))
        let divider = frames(root).first { $0.name == "Divider" }!.frame
        #expect(divider.width == 200 && divider.height == 1)
        let h = layoutRoot(HStack { Text("A"); Divider(); Text("B") }.frame(height: 30))
        let vertical = frames(h).first { $0.name == "Divider" }!.frame
        #expect(vertical.width == 1 && vertical.height == 30)
    }

    @Test func labelPutsTheIconBeforeTheTitle() {
        let root = layoutRoot(Label("Home", systemImage: "house"))
        let image = leafFrames(root, named: "Image").first!, text = leafFrames(root, named: "Text").first!
        #expect(image.maxX + 8 == text.minX)
        #expect(leafFrames(layoutRoot(Label("Home", systemImage: "house").labelStyle(.titleOnly)), named: "Image").isEmpty)
        #expect(leafFrames(layoutRoot(Label("Home", systemImage: "house").labelStyle(.iconOnly)), named: "Text").isEmpty)
    }

    @Test func lazyVGridFlexibleColumnsShareTheWidth() {
        let root = layoutRoot(LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())], spacing: 10) {
            ForEach(0..<4) { _ in Color.red.frame(height: 20) }
        }.frame(width: 208))
        let cells = leafFrames(root, named: "Rectangle")
        #expect(cells.count == 4)
        #expect(cells[0].width == 100 && cells[1].minX == cells[0].maxX + 8)
        #expect(cells[2].minY == cells[0].maxY + 10)
    }

    @Test func lazyVGridAdaptiveFitsAsManyAsPossible() {
        let tracks = GridTracks.resolve([GridItem(.adaptive(minimum: 50))], available: 230).tracks
        #expect(tracks.count == 4)   // (230 + 8) / (50 + 8) = 4.1
        #expect(abs(tracks[0].length - (230 - 3 * 8) / 4) < 1e-9)
    }

    @Test func lazyHGridFillsColumnsTopToBottom() {
        let root = layoutRoot(LazyHGrid(rows: [GridItem(.fixed(20)), GridItem(.fixed(20))]) {
            ForEach(0..<3) { _ in Color.red.frame(width: 30) }
        })
        let cells = leafFrames(root, named: "Rectangle")
        #expect(cells[1].minX == cells[0].minX && cells[1].minY == cells[0].maxY + 8)
        #expect(cells[2].minX == cells[0].maxX + 8)
    }

    @Test func progressViewFractionIsClamped() {
        #expect(ProgressView<EmptyView, EmptyView>.fraction(0.5, total: 1.0) == 0.5)
        #expect(ProgressView<EmptyView, EmptyView>.fraction(3.0, total: 2.0) == 1)
        #expect(ProgressView<EmptyView, EmptyView>.fraction(-1.0, total: 2.0) == 0)
    }

    @Test func shapeShorthands() {
        let r = CGRect(x: 0, y: 0, width: 100, height: 50)
        #expect(AnyShape(.rect(cornerRadius: 10)).path(in: r) == RoundedRectangle(cornerRadius: 10).path(in: r))
        #expect(AnyShape(.capsule).path(in: r) == Capsule().path(in: r))
        #expect(AnyShape(.circle).path(in: r) == Circle().path(in: r))
        #expect(AnyShape(.rect).path(in: r) == Rectangle().path(in: r))
    }

    @Test func unevenRoundedRectangleRoundsOnlyItsCorners() throws {
        let p = try render(UnevenRoundedRectangle(topLeadingRadius: 20, bottomTrailingRadius: 20).fill(.black)
            .frame(width: 60, height: 60))
        expectClear(p, 1, 1)
        expectClear(p, 58, 58)
        expectPixel(p, 58, 1, black)
        expectPixel(p, 1, 58, black)
    }

    @Test func booleanOperationsOnSquares() {
        let a = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        let b = Path(CGRect(x: 5, y: 5, width: 10, height: 10))
        func area(_ p: Path) -> CGFloat {
            var total: CGFloat = 0
            for y in stride(from: 0.25, to: 15, by: 0.5) {
                for x in stride(from: 0.25, to: 15, by: 0.5) where p.contains(CGPoint(x: x, y: y)) { total += 0.25 }
            }
            return total
        }
        #expect(area(a.union(b)) == 175)
        #expect(area(a.intersection(b)) == 25)
        #expect(area(a.subtracting(b)) == 75)
        #expect(area(a.symmetricDifference(b)) == 150)
        #expect(a.intersection(b).boundingRect == CGRect(x: 5, y: 5, width: 5, height: 5))
        // The same results with either fill rule (the loops never cross).
        #expect(area(a.union(b)) == area({ var p = Path(); p.addPath(a.union(b)); return p }()))
    }

    @Test func booleanOperationsOnCurves() {
        let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))
        let square = Path(CGRect(x: 50, y: 0, width: 50, height: 100))
        let half = circle.intersection(square)
        #expect(half.contains(CGPoint(x: 75, y: 50)))
        #expect(!half.contains(CGPoint(x: 25, y: 50)))
        #expect(!half.contains(CGPoint(x: 98, y: 2)))
        let rest = circle.subtracting(square)
        #expect(rest.contains(CGPoint(x: 25, y: 50)) && !rest.contains(CGPoint(x: 75, y: 50)))
    }

    @Test func lineOperationsKeepTheOutlineInsideOrOutside() {
        let line = Path { p in p.move(to: CGPoint(x: -10, y: 5)); p.addLine(to: CGPoint(x: 20, y: 5)) }
        let box = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(line.lineIntersection(box).boundingRect == CGRect(x: 0, y: 5, width: 10, height: 0))
        let outside = line.lineSubtraction(box)
        #expect(outside.boundingRect == CGRect(x: -10, y: 5, width: 30, height: 0))
        #expect(!outside.contains(CGPoint(x: 5, y: 5)))
    }

    @Test func selfIntersectingInputFollowsTheFillRule() {
        // A square drawn twice (winding 2 inside): even-odd sees it as empty.
        var twice = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        twice.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        let other = Path(CGRect(x: 20, y: 0, width: 5, height: 5))
        #expect(twice.union(other).contains(CGPoint(x: 5, y: 5)))
        #expect(!twice.union(other, eoFill: true).contains(CGPoint(x: 5, y: 5)))
    }
}
