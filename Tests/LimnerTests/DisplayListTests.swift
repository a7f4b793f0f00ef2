import Testing
@testable import Limner

@Suite("Printed display lists")
struct DisplayListTests {
    /// Two overlapping squares.
    private var pair: some View {
        ZStack {
            Rectangle().fill(Color.red).frame(width: 20, height: 20)
            Rectangle().fill(Color.blue).frame(width: 10, height: 10)
        }
    }

    @Test("A shape fills its frame with the foreground style")
    func shapeFill() {
        let list = printedDisplayList(Rectangle().frame(width: 20, height: 10))
        #expect(list == "fill M 0 0 L 20 0 L 20 10 L 0 10 Z with color(#000000FF)")
    }

    @Test("opacity on a container goes to each leaf")
    func opacityPerLeaf() {
        let lines = printedDisplayList(pair.opacity(0.5)).split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.allSatisfy { $0.hasPrefix("fill") && $0.hasSuffix("opacity 0.5") })
    }

    @Test("compositingGroup flattens first, then applies opacity once")
    func opacityCompositingGroup() {
        let list = printedDisplayList(pair.compositingGroup().opacity(0.5))
        let lines = list.split(separator: "\n").map(String.init)
        #expect(lines[0] == "group layer opacity 0.5")
        #expect(lines.dropFirst().allSatisfy { !$0.contains("opacity") })
        #expect(lines.filter { $0.contains("fill") }.count == 2)
        let drawing = printedDisplayList(pair.drawingGroup().opacity(0.5))
        #expect(drawing.hasPrefix("group layer opacity 0.5"))
    }

    @Test("blendMode goes to each leaf unless grouped")
    func blendMode() {
        let view = ZStack {
            Rectangle().frame(width: 20, height: 20)
            Circle().frame(width: 20, height: 20).blendMode(.destinationOut)
        }
        let list = printedDisplayList(view.compositingGroup())
        let lines = list.split(separator: "\n").map(String.init)
        #expect(lines[0] == "group layer")
        #expect(lines[1] == "  content")
        #expect(lines[2].hasPrefix("    fill M 0 0") && !lines[2].contains("blend"))
        #expect(lines[3].hasSuffix("blend destinationOut"))
        #expect(BlendMode.allCases.count == 21)
        #expect(Set(BlendMode.allCases.map(\.graphics)).count == 21)
    }

    @Test("clipped is aliased; cornerRadius and clipShape are antialiased")
    func clips() {
        let clipped = printedDisplayList(pair.frame(width: 10, height: 10).clipped())
        #expect(clipped.hasPrefix("group\n  clip M 0 0 L 10 0 L 10 10 L 0 10 Z aliased"))
        let rounded = printedDisplayList(pair.cornerRadius(4))
        #expect(rounded.hasPrefix("group\n  clip M"))
        #expect(!rounded.contains("aliased"))
        let eo = printedDisplayList(pair.clipShape(Circle(), style: FillStyle(eoFill: true, antialiased: false)))
        #expect(eo.contains("evenOdd aliased"))
        // Leaves inside a clip keep the inherited opacity.
        #expect(printedDisplayList(pair.clipped().opacity(0.5)).contains("opacity 0.5"))
    }

    @Test("mask: a layer whose mask is the mask view's drawing, placed like an overlay")
    func mask() {
        let view = Color.yellow.frame(width: 100, height: 100)
            .mask(alignment: .topLeading) { Rectangle().frame(width: 30, height: 30) }
        let list = printedDisplayList(view)
        #expect(list.hasPrefix("group layer"))
        #expect(list.contains("mask"))
        #expect(list.contains("fill M 0 0 L 30 0 L 30 30 L 0 30 Z"))
    }

    @Test("Gradients map unit points onto the drawing's rectangle")
    func gradients() {
        let linear = printedDisplayList(Rectangle().fill(LinearGradient(colors: [.black, .white], startPoint: .leading, endPoint: .trailing))
            .frame(width: 200, height: 100))
        #expect(linear.contains("linearGradient((0, 50) → (200, 50)"))
        let radial = printedDisplayList(RadialGradient(colors: [.black, .white], center: .topLeading, startRadius: 5, endRadius: 50)
            .frame(width: 200, height: 100))
        #expect(radial.contains("radialGradient((0, 0) r 5…50"))
        let elliptical = printedDisplayList(EllipticalGradient(colors: [.black, .white]).frame(width: 200, height: 100))
        #expect(elliptical.contains("radialGradient((0.5, 0.5) r 0…0.5"))
        #expect(elliptical.contains("transform"))
        let angular = printedDisplayList(AngularGradient(colors: [.black, .white], center: .center).frame(width: 20, height: 20))
        #expect(angular.contains("conicGradient((10, 10)"))
    }

    @Test("border strokes inside the frame; stroke and trim draw strokes")
    func strokes() {
        let border = printedDisplayList(Color.clear.frame(width: 20, height: 10).border(Color.red, width: 2))
        #expect(border.contains("stroke M 1 1 L 19 1 L 19 9 L 1 9 Z with color(#FF3B30FF) width 2"))
        let trimmed = printedDisplayList(Rectangle().trim(from: 0, to: 0.5).stroke(Color.black, lineWidth: 1).frame(width: 10, height: 10))
        #expect(trimmed.contains("stroke M 0 0 L 10 0 L 10 10 with"))
    }

    @Test("Effects: rotation about the centre, scale, blur, shadow per leaf")
    func effects() {
        let rotated = printedDisplayList(Rectangle().frame(width: 20, height: 10).rotationEffect(.degrees(90)))
        #expect(rotated.contains("transform"))
        let blurred = printedDisplayList(pair.blur(radius: 3))
        #expect(blurred.hasPrefix("group layer filters [blur(3)]"))
        let shadowed = printedDisplayList(pair.shadow(radius: 2))
        #expect(shadowed.components(separatedBy: "filters [shadow").count == 3)  // one per leaf
    }

    @Test("Text draws its glyphs in its frame with the foreground colour")
    func text() {
        let list = printedDisplayList(Text("Hi").font(.system(size: 20)).foregroundColor(.red))
        #expect(list.hasPrefix("text \"Hi\" size 20 at (0, 0)"))
        #expect(list.contains("color(#FF3B30FF)"))
        let styled = printedDisplayList(Text("Hi").foregroundStyle(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)))
        #expect(styled.contains("linearGradient"))
    }

    @Test("ImageRenderer renders the ideal size at a scale and encodes PNG")
    func imageRenderer() throws {
        let renderer = ImageRenderer(content: Color.red.frame(width: 10, height: 5))
        renderer.scale = 2
        let pixmap = try #require(renderer.pixmap)
        #expect(pixmap.width == 20 && pixmap.height == 10)
        let p = pixmap.pixel(x: 5, y: 5)
        #expect(p.r == 255 && p.g == 59 && p.a == 255)
        let png = try renderer.pngData()
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let clear = ImageRenderer(content: Color.clear.frame(width: 4, height: 4))
        clear.isOpaque = true
        #expect(clear.pixmap?.pixel(x: 1, y: 1).a == 255)
    }
}
