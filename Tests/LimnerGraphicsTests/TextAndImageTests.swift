import Foundation
import Testing
@testable import LimnerGraphics
import LimnerText

/// ResolvedText, ResolvedImage and their draw calls.
@Suite struct TextAndImageTests {
    let font = Font.system(size: 24)

    @Test func resolvedTextMeasuresAsTextLayout() {
        let context = GraphicsContext(size: CGSize(width: 200, height: 100))
        let resolved = context.resolve(Text("Limner draws").font(font))
        let layout = TextLayout("Limner draws", font: font)
        for proposal in [CGSize(width: 500, height: 100), CGSize(width: 60, height: 400), CGSize(width: CGFloat.infinity, height: .infinity)] {
            #expect(resolved.measure(in: proposal) == layout.measure(in: proposal))
            #expect(resolved.firstBaseline(in: proposal) == layout.firstBaseline(in: proposal))
            #expect(resolved.lastBaseline(in: proposal) == layout.lastBaseline(in: proposal))
        }
        #expect(resolved.lastBaseline(in: CGSize(width: 60, height: 400)) > resolved.firstBaseline(in: CGSize(width: 60, height: 400)))
    }

    @Test func textModifiersReachTheLayout() {
        var env = EnvironmentValues()
        env.font = .system(size: 30)
        let t = Text(verbatim: "Ab").bold().italic().kerning(2).tracking(1)
        let f = t.resolvedFont(in: env)
        #expect(f.size == 30 && f.weight == .bold && f.isItalic)
        #expect(t.textLayout(in: env).options.kerning == 2)
        #expect(Text("Ab").fontWeight(.heavy).resolvedFont(in: EnvironmentValues()).weight == .heavy)
        let plain = Text("Ab").font(.system(size: 30)).textLayout(in: env).idealSize.width
        #expect(t.textLayout(in: env).idealSize.width > plain)
    }

    @Test func resolvedTextShadingDefaultsAndOverrides() {
        var context = GraphicsContext(size: CGSize(width: 10, height: 10))
        context.environment.foregroundColor = .red
        let a = context.resolve(Text("x"))
        if case .color(let c) = a.shading.resolve(in: context.environment) { #expect(Color.hex(c) == "#FF3B30FF") } else { Issue.record("not a colour") }
        let b = context.resolve(Text("x").foregroundColor(.blue))
        if case .color(let c) = b.shading.resolve(in: context.environment) { #expect(Color.hex(c) == "#007AFFFF") } else { Issue.record("not a colour") }
    }

    /// The drawn text's ink box for an anchor.
    func inkBox(anchor: UnitPoint) -> (minX: Int, minY: Int, maxX: Int, maxY: Int) {
        let p = TestSupport.render(200, 100) { context, _ in
            context.draw(Text("HH").font(font).foregroundColor(.black), at: CGPoint(x: 100, y: 50), anchor: anchor)
        }
        var box = (minX: Int.max, minY: Int.max, maxX: Int.min, maxY: Int.min)
        for y in 0..<100 { for x in 0..<200 where p.pixel(x: x, y: y).a > 128 {
            box = (min(box.minX, x), min(box.minY, y), max(box.maxX, x), max(box.maxY, y))
        } }
        return box
    }

    @Test func anchorsPlaceTheTextBox() {
        let size = TextLayout("HH", font: font).idealSize
        let center = inkBox(anchor: .center), topLeading = inkBox(anchor: .topLeading), bottomTrailing = inkBox(anchor: .bottomTrailing)
        // Moving the anchor from centre to top-leading shifts the ink by half the box.
        #expect(abs(Double(topLeading.minX - center.minX) - Double(size.width / 2)) <= 1)
        #expect(abs(Double(topLeading.minY - center.minY) - Double(size.height / 2)) <= 1)
        #expect(abs(Double(center.minX - bottomTrailing.minX) - Double(size.width / 2)) <= 1)
        #expect(abs(Double(center.minY - bottomTrailing.minY) - Double(size.height / 2)) <= 1)
        #expect(topLeading.minX >= 100 && topLeading.minX <= 103)
        #expect(bottomTrailing.maxX <= 100 && bottomTrailing.maxY < 50)
    }

    @Test func textInRectWraps() {
        let list = TestSupport.record(200, 200) { context, _ in
            context.draw(Text("one two three four").font(font), in: CGRect(x: 10, y: 10, width: 70, height: 200))
        }
        guard case .glyphs(let g)? = list.items.first else { Issue.record("no glyphs"); return }
        #expect(g.origin == CGPoint(x: 10, y: 10))
        #expect(g.frame.lines.count > 1)
    }

    @Test func gradientShadedTextUsesUserSpaceGeometry() {
        let p = TestSupport.render(200, 60) { context, size in
            var resolved = context.resolve(Text("MMMMMMMM").font(.system(size: 30, weight: .black)))
            resolved.shading = .linearGradient(Gradient(colors: [.red, .blue]), startPoint: .zero, endPoint: CGPoint(x: size.width, y: 0))
            context.draw(resolved, at: CGPoint(x: 100, y: 30))
        }
        var leftRed = 0, rightBlue = 0
        for y in 0..<60 {
            for x in 0..<200 {
                let v = p.pixel(x: x, y: y)
                guard v.a == 255 else { continue }
                if x < 60 && v.r > v.b { leftRed += 1 }
                if x > 140 && v.b > v.r { rightBlue += 1 }
            }
        }
        #expect(leftRed > 20 && rightBlue > 20)
    }

    @Test func resolvedImageSizeBaselineAndScale() {
        let context = GraphicsContext(size: CGSize(width: 10, height: 10))
        let img = context.resolve(Image(pixmap: TestSupport.quadrantImage(cell: 4), scale: 2))
        #expect(img.size == CGSize(width: 4, height: 4))
        #expect(img.baseline == 4)
        #expect(img.shading == nil)
        #expect(context.resolve(Image(pixmap: TestSupport.quadrantImage()).renderingMode(.template)).shading != nil)
        let unknown = context.resolve(Image(systemName: "no.such.symbol.\(UUID())"))
        #expect(unknown.size == .zero)
    }

    @Test func imageAtAnchorAndInRect() {
        let img = Image(pixmap: TestSupport.quadrantImage(cell: 4))
        let p = TestSupport.render(40, 40) { context, _ in
            context.draw(img, at: CGPoint(x: 20, y: 20), anchor: .bottomTrailing)
            context.draw(img, in: CGRect(x: 20, y: 20, width: 16, height: 16))
        }
        #expect(TestSupport.rgba(p, 12, 12) == [255, 0, 0, 255])   // image spans 12…20
        #expect(TestSupport.rgba(p, 19, 19) == [255, 255, 255, 255])
        #expect(TestSupport.rgba(p, 11, 11)[3] == 0)
        #expect(TestSupport.rgba(p, 22, 22) == [255, 0, 0, 255])   // stretched ×2
        #expect(TestSupport.rgba(p, 33, 22) == [0, 255, 0, 255])
        #expect(TestSupport.rgba(p, 33, 33) == [255, 255, 255, 255])
    }

    @Test func imageInterpolationNoneIsNearest() {
        let img = Image(pixmap: TestSupport.quadrantImage(cell: 1))   // 2×2
        let smooth = TestSupport.render(20, 20) { c, _ in c.draw(img, in: CGRect(x: 0, y: 0, width: 20, height: 20)) }
        let hard = TestSupport.render(20, 20) { c, _ in c.draw(img.interpolation(.none), in: CGRect(x: 0, y: 0, width: 20, height: 20)) }
        #expect(TestSupport.rgba(hard, 9, 2) == [255, 0, 0, 255])
        #expect(TestSupport.rgba(hard, 10, 2) == [0, 255, 0, 255])
        #expect(TestSupport.rgba(smooth, 9, 2) != [255, 0, 0, 255])
    }

    @Test func templateImagesTakeTheirShading() {
        let context = GraphicsContext(size: CGSize(width: 10, height: 10))
        var resolved = context.resolve(Image(pixmap: TestSupport.quadrantImage(cell: 4)).renderingMode(.template))
        resolved.shading = .color(.green)
        let p = TestSupport.render(8, 8) { c, _ in c.draw(resolved, in: CGRect(x: 0, y: 0, width: 8, height: 8)) }
        #expect(TestSupport.rgba(p, 1, 1) == [52, 199, 89, 255])
        #expect(TestSupport.rgba(p, 6, 6) == [52, 199, 89, 255])
    }

    @Test func systemImagesComeFromTheRegisteredProvider() {
        let name = "limner.test.square"
        Image.registerSystemImageProvider { n in
            n == name ? ImageContents(pixmap: TestSupport.quadrantImage(cell: 3)) : nil
        }
        let context = GraphicsContext(size: CGSize(width: 10, height: 10))
        let resolved = context.resolve(Image(systemName: name))
        #expect(resolved.size == CGSize(width: 6, height: 6))
        #expect(resolved.shading != nil)  // system images are templates
    }

    @Test func imageFromPNGFile() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("limner-graphics-\(UUID()).png")
        try TestSupport.quadrantImage(cell: 2).writePNG(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let img = try #require(Image(contentsOfFile: url.path))
        #expect(img.contents?.size == CGSize(width: 4, height: 4))
        #expect(Image(contentsOfFile: "/nonexistent/\(UUID()).png") == nil)
    }

    @Test func rotatedImageIsAntialiasedUnlessAsked() {
        let img = Image(pixmap: TestSupport.quadrantImage(cell: 8))
        func render(_ i: Image, _ style: FillStyle = FillStyle()) -> Pixmap {
            TestSupport.render(40, 40) { c, _ in
                c.translateBy(x: 20, y: 20); c.rotate(by: .degrees(30))
                c.draw(i, in: CGRect(x: -8, y: -8, width: 16, height: 16), style: style)
            }
        }
        func partial(_ p: Pixmap) -> Int {
            var n = 0
            for y in 0..<40 { for x in 0..<40 { let a = p.pixel(x: x, y: y).a; if a > 0 && a < 255 { n += 1 } } }
            return n
        }
        #expect(partial(render(img)) > 10)
        #expect(partial(render(img, FillStyle(antialiased: false))) == 0)
        #expect(partial(render(img.antialiased(false))) == 0)
    }
}
