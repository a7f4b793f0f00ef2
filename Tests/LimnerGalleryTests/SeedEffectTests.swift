import Foundation
import Testing
@testable import LimnerGallery

/// Renders `view` at 1× for `proposal` (its ideal size by default).
func render(_ view: some View, _ proposal: ProposedViewSize = .unspecified) throws -> Pixmap {
    let r = ImageRenderer(content: view)
    r.proposedSize = proposal
    return try r.renderedPixmap()
}

func alpha(_ p: Pixmap, _ x: Int, _ y: Int) -> Int { Int(p.pixel(x: x, y: y).a) }

/// The bounding box of the pixels with alpha above 127, and how many there are.
func opaqueRegion(_ p: Pixmap) -> (box: (Int, Int, Int, Int)?, count: Int) {
    var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1, count = 0
    for y in 0..<p.height { for x in 0..<p.width where alpha(p, x, y) > 127 {
        count += 1; minX = min(minX, x); minY = min(minY, y); maxX = max(maxX, x); maxY = max(maxY, y)
    } }
    return (count == 0 ? nil : (minX, minY, maxX + 1, maxY + 1), count)
}

@Suite struct ClipTests {
    /// The overflowing headline in a 200×100 frame with 40 points of room on each side.
    func headline(clipped: Bool) -> some View {
        Group {
            if clipped { ClippingScenes.squeezed().clipped() } else { ClippingScenes.squeezed() }
        }.padding(40)
    }

    @Test func clippedDrawsNothingOutsideTheFrame() throws {
        let open = try render(headline(clipped: false))
        let cut = try render(headline(clipped: true))
        #expect(open.width == 280 && open.height == 180)
        // Left of the frame, on the text's yellow background: drawn only without the clip.
        #expect(alpha(open, 20, 90) == 255)
        #expect(alpha(cut, 20, 90) == 0)
        #expect(alpha(cut, 39, 90) == 0 && alpha(cut, 40, 90) == 255)   // hard (aliased) edge
        let box = try #require(opaqueRegion(cut).box)
        #expect(box == (40, 40, 240, 140))
        #expect(opaqueRegion(cut).count == 200 * 100)
    }

    @Test func cornerRadiusKeepsOnlyTheRoundedRectangle() throws {
        let p = try render(ClippingScenes.squeezed().cornerRadius(50))
        #expect(p.width == 200 && p.height == 100)
        #expect(alpha(p, 3, 3) == 0 && alpha(p, 196, 96) == 0 && alpha(p, 196, 3) == 0)
        #expect(alpha(p, 100, 50) == 255 && alpha(p, 25, 50) == 255 && alpha(p, 100, 2) == 255)
    }

    @Test func clipShapeCircleIsFittedAndCentred() throws {
        let p = try render(ClippingScenes.squeezed().clipShape(Circle()))
        for y in 0..<100 { for x in 0..<200 {
            let d = ((Double(x) + 0.5 - 100) * (Double(x) + 0.5 - 100) + (Double(y) + 0.5 - 50) * (Double(y) + 0.5 - 50)).squareRoot()
            if d < 49 { #expect(alpha(p, x, y) == 255, "inside at \(x),\(y)") }
            if d > 51 { #expect(alpha(p, x, y) == 0, "outside at \(x),\(y)") }
        } }
    }

    @Test func clipShapeStarPointsRight() throws {
        let p = try render(ClippingScenes.squeezed().clipShape(SpikyStar()))
        #expect(alpha(p, 100, 50) == 255)   // centre
        #expect(alpha(p, 145, 50) == 255)   // near the right tip (outer radius 50)
        #expect(alpha(p, 55, 50) == 0)      // left: between two tips
        #expect(alpha(p, 10, 10) == 0 && alpha(p, 190, 90) == 0)
    }

    @Test func evenOddFillLeavesTheOverlapEmpty() throws {
        let shape = EllipseChain(count: 2, overlap: 0.4)   // ellipses over x 0…210 and 90…300
        let winding = try render(shape.fill(Color.black).frame(width: 300, height: 100))
        let evenOdd = try render(shape.fill(Color.black, style: FillStyle(eoFill: true)).frame(width: 300, height: 100))
        #expect(alpha(winding, 150, 50) == 255)
        #expect(alpha(evenOdd, 150, 50) == 0)
        #expect(alpha(evenOdd, 45, 50) == 255 && alpha(evenOdd, 255, 50) == 255)
    }

    @Test func evenOddAliasedClipHasHolesAndHardEdges() throws {
        let clipped = Color.yellow.frame(width: 300, height: 100)
            .clipShape(EllipseChain(count: 2, overlap: 0.4), style: FillStyle(eoFill: true, antialiased: false))
        let p = try render(clipped)
        #expect(alpha(p, 150, 50) == 0)
        #expect(alpha(p, 45, 50) == 255)
        for y in 0..<p.height { for x in 0..<p.width { let a = alpha(p, x, y); #expect(a == 0 || a == 255) } }
        // Bars: with 8 bars half overlapping, bar k spans [25k, 25k + 112.5] of 287.5… in 300.
        let bars = try render(Color.yellow.frame(width: 300, height: 20)
            .clipShape(BarChain(count: 2, overlap: 0.5), style: FillStyle(eoFill: true, antialiased: false)))
        // Two bars of width 225 at 0 and 75: covered once on 0…75 and 225…300, twice between.
        #expect(alpha(bars, 30, 10) == 255 && alpha(bars, 150, 10) == 0 && alpha(bars, 270, 10) == 255)
    }
}

@Suite struct BlendTests {
    func cut(_ lower: some View, _ upper: some View, grouped: Bool = true) -> some View {
        let stack = ZStack { lower; upper.blendMode(.destinationOut) }
        return Group { if grouped { stack.compositingGroup() } else { stack } }.frame(width: 240, height: 160)
    }

    @Test func rectangleMinusCircleIsExact() throws {
        let p = try render(cut(Rectangle(), Circle()))
        for y in 0..<160 { for x in 0..<240 {
            let dx = Double(x) + 0.5 - 120, dy = Double(y) + 0.5 - 80
            let d = (dx * dx + dy * dy).squareRoot()
            if d < 79 { #expect(alpha(p, x, y) == 0, "hole at \(x),\(y)") }
            if d > 81 { #expect(alpha(p, x, y) == 255, "kept at \(x),\(y)") }
        } }
        #expect(p.pixel(x: 2, y: 2) == (0, 0, 0, 255))
    }

    @Test func circleMinusRectangleIsEmpty() throws {
        let p = try render(cut(Circle(), Rectangle()))
        #expect(opaqueRegion(p).count == 0)
        for y in 0..<160 { for x in 0..<240 where alpha(p, x, y) != 0 { Issue.record("alpha at \(x),\(y)") } }
    }

    @Test func gradientSourceRemovesInProportion() throws {
        let fade = LinearGradient(colors: [Color.clear, Color.black], startPoint: .leading, endPoint: .trailing)
        let p = try render(cut(Circle(), fade))
        // Circle spans x 40…200; the fade's alpha at x is x/240, so what is left is 1 − x/240.
        for x in [50, 100, 150, 190] {
            let expected = 255 * (1 - (Double(x) + 0.5) / 240)
            #expect(abs(Double(alpha(p, x, 80)) - expected) <= 3, "x \(x)")
        }
    }

    @Test func compositingGroupConfinesTheCut() throws {
        let backdrop = Color.green
        let grouped = try render(ZStack { backdrop; cut(Rectangle(), Circle()) })
        let loose = try render(ZStack { backdrop; cut(Rectangle(), Circle(), grouped: false) })
        #expect(grouped.pixel(x: 120, y: 80) == (52, 199, 89, 255))   // the hole shows the backdrop
        #expect(alpha(loose, 120, 80) == 0)                            // the cut went through it
        #expect(grouped.pixel(x: 2, y: 2) == (0, 0, 0, 255) && loose.pixel(x: 2, y: 2) == (0, 0, 0, 255))
    }
}

@Suite struct MaskTests {
    @Test(arguments: MaskingScenes.gridAlignments.map(\.0))
    func alignmentGridKeepsOnlyTheAlignedSquare(_ name: String) throws {
        let alignment = try #require(MaskingScenes.gridAlignments.first { $0.0 == name }).1
        let p = try render(Color.yellow.frame(width: 200, height: 200)
            .mask(alignment: alignment) { Color.black.frame(width: 60, height: 60) })
        let x = alignment.horizontal == .leading ? 0 : alignment.horizontal == .trailing ? 140 : 70
        let y = alignment.vertical == .top ? 0 : alignment.vertical == .bottom ? 140 : 70
        let region = opaqueRegion(p)
        #expect(region.count == 3600)
        let box = try #require(region.box)
        #expect(box == (x, y, x + 60, y + 60))
        #expect(p.pixel(x: x + 30, y: y + 30) == (255, 204, 0, 255))
    }

    @Test func overflowingMaskLetsContentOutside() throws {
        // 300×300 of yellow laid out at 200×200 inside 60 points of padding; the 80-point
        // word is wider than 200, so yellow shows left of the layout frame.
        let view = Color.yellow.frame(width: 300, height: 300).frame(width: 200, height: 200)
            .mask { Text("MASK").font(.system(size: 80, weight: .black)).fixedSize() }
            .padding(60)
        let p = try render(view)
        let box = try #require(opaqueRegion(p).box)
        #expect(box.0 < 60 && box.2 > 260)          // beyond both sides of the frame (60…260)
        #expect(box.1 > 60 && box.3 < 260)          // but the text is shorter than 200
    }

    @Test func gradientMaskFadesInAndOut() throws {
        let p = try render(Color.yellow.frame(width: 200, height: 200)
            .mask { LinearGradient(colors: [Color.clear, Color.black, Color.clear], startPoint: .leading, endPoint: .trailing) })
        #expect(alpha(p, 0, 100) <= 3 && alpha(p, 199, 100) <= 3)
        #expect(alpha(p, 100, 100) >= 250)
        #expect(abs(alpha(p, 50, 100) - 128) <= 4)
    }

    /// mask + invertedMask = the whole square, pixel by pixel.
    @Test(arguments: ["star", "text", "gradient"])
    func invertedMaskIsTheComplement(_ kind: String) throws {
        func masks() -> AnyView {
            switch kind {
            case "star": return AnyView(SpikyStar())
            case "text": return AnyView(Text("MASK").font(.system(size: 60, weight: .black)))
            default: return AnyView(BlendingScenes.fadeIn)
            }
        }
        let square = Color.yellow.frame(width: 200, height: 200)
        let kept = try render(square.mask { masks() })
        let rest = try render(square.invertedMask { masks() })
        var worst = 0, total = 0, keptSum = 0, restSum = 0
        for y in 0..<200 { for x in 0..<200 {
            let a = alpha(kept, x, y), b = alpha(rest, x, y)
            worst = max(worst, abs(a + b - 255)); total += abs(a + b - 255); keptSum += a; restSum += b
        } }
        if kind == "text" {
            // Normal-blend solid text goes through the glyph renderer (hinted), text in a
            // destinationOut layer through its outlines: edges differ by a fraction of a
            // pixel, so only the average is held tight.
            #expect(Double(total) / 40_000 < 2.5)
        } else {
            #expect(worst <= 2)
        }
        #expect(keptSum > 200 * 200 * 255 / 20 && restSum > 200 * 200 * 255 / 20)   // both non-trivial
    }
}
