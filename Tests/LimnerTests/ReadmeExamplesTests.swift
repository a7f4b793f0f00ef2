import Foundation
import Limner
import LimnerRaster
import Testing

/// Examples of docs/REFERENCE.md (once the README's), with checks of what they draw. The README's own
/// code blocks are compiled and run as written by scripts/check-package-use.
@Suite struct ReadmeExamplesTests {
    struct Badge: View {
        var body: some View {
            Text("Five stars")
                .font(.system(size: 90))
                .background(Color.yellow)
                .fixedSize()
                .frame(width: 200, height: 100)
                .clipShape(Circle())
        }
    }

    @Test func viewsToPNG() throws {
        let renderer = ImageRenderer(content: Badge())
        renderer.scale = 2
        let png = try renderer.pngData()
        let image = try Pixmap(pngData: png)
        #expect(image.width == 400 && image.height == 200)
        // Clipped to the circle: the corners are transparent, the centre is drawn.
        #expect(image.pixel(x: 2, y: 2).a == 0)
        #expect(image.pixel(x: 200, y: 100).a == 255)
    }

    /// The README's "A view to PNG" badge, as written there.
    struct ReadmeBadge: View {
        var body: some View {
            HStack(spacing: 8) {
                Image(systemName: "star.fill")
                Text("Five stars")
            }
            .font(.system(size: 28, weight: .bold))
            .foregroundStyle(Color.white)
            .padding(.horizontal, 20)
            .padding(.vertical, 12)
            .background(Capsule().fill(Color.orange))
        }
    }

    /// The README's "A view to PNG" example as written (into a temporary directory): the
    /// PNG is the laid-out size at 2 pixels per point, an orange capsule with white content.
    @Test func readmeBadgeToPNG() throws {
        let renderer = ImageRenderer(content: ReadmeBadge())
        renderer.scale = 2
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("limner-readme-\(UUID().uuidString)-badge.png")
        defer { try? FileManager.default.removeItem(at: url) }
        try renderer.pngData().write(to: url)
        if let dir = ProcessInfo.processInfo.environment["LIMNER_FRAMES_DIR"] {
            try renderer.pngData().write(to: URL(fileURLWithPath: "\(dir)/readme-badge.png"))
        }
        let size = renderer.size
        #expect(size.width > 150 && size.height > 50, "\(size)")

        let image = try Pixmap(pngData: Data(contentsOf: url))
        // Pixels cover the size: a fractional edge gets a whole pixel.
        #expect(image.width == Int((size.width * 2 - 1e-9).rounded(.up)) && image.height == Int((size.height * 2 - 1e-9).rounded(.up)))
        // The capsule's round ends leave the corners transparent; 8 points in from its left
        // end, at mid-height, is orange; the content draws some white.
        #expect(image.pixel(x: 1, y: 1).a == 0)
        let orange = image.pixel(x: 16, y: image.height / 2)
        #expect(orange.a == 255 && orange.r > 240 && orange.b < 40, "\(orange)")
        var white = 0
        for y in 0..<image.height { for x in 0..<image.width where image.pixel(x: x, y: y).b > 240 { white += 1 } }
        #expect(white > 500)
    }

    /// The README's Core Animation example as written (into a temporary directory): a dot
    /// growing from half to twice its size over a second (linearly: no timing function),
    /// drawn at 0.5 s (1.25 × its 30-point radius) at 2 pixels per point.
    @Test func layerTreeToPNG() throws {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        root.backgroundColor = UIColor.white.cgColor

        let dot = CAShapeLayer()
        dot.path = UIBezierPath(ovalIn: CGRect(x: 70, y: 70, width: 60, height: 60)).cgPath
        dot.fillColor = UIColor.systemBlue.cgColor
        root.addSublayer(dot)

        let grow = CABasicAnimation(keyPath: "transform.scale")
        grow.fromValue = 0.5
        grow.toValue = 2
        grow.duration = 1
        dot.add(grow, forKey: "grow")

        let host = LayerHost(rootLayer: root)
        let frame = try host.render(at: 0.5, scale: 2)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("limner-readme-\(UUID().uuidString)-layers.png")
        defer { try? FileManager.default.removeItem(at: url) }
        try frame.pngData().write(to: url)

        if let dir = ProcessInfo.processInfo.environment["LIMNER_FRAMES_DIR"] {
            try frame.pngData().write(to: URL(fileURLWithPath: "\(dir)/readme-layers.png"))
        }

        // The shape layer has no bounds, so its position (and the anchor the scale is about)
        // is the root's origin, as in Core Animation: the dot, centred at (100, 100) points,
        // is drawn centred at (125, 125) with a 37.5-point radius.
        let image = try Pixmap(pngData: Data(contentsOf: url))
        #expect(image.width == 400 && image.height == 400)
        let centre = image.pixel(x: 250, y: 250), inside = image.pixel(x: 320, y: 250), outside = image.pixel(x: 330, y: 250)
        #expect(centre.b > 200 && centre.r < 60)
        #expect(inside.b > 200 && inside.r < 60)        // 35 pt out: inside the dot
        #expect(outside.r > 240 && outside.g > 240)     // 40 pt out: the white background
        #expect(image.pixel(x: 120, y: 120).r > 240)    // (60, 60) pt: outside the moved dot
    }

    @Test func displayListItemsNameTheirViews() {
        let list = ImageRenderer(content: VStack { Text("Total").id("total"); Capsule().frame(width: 80, height: 8) }).displayList
        let totalItems = list.items(drawnBy: "total")     // the glyphs of that Text
        #expect(totalItems.count == 1)
        var lines: [String] = []
        for (item, view) in list.itemsWithViews { lines.append("\(view?.description ?? "-") \(item)") }
        #expect(lines.count == 2 && !lines.contains { $0.hasPrefix("-") })
    }

    @Test func canvasWithoutAView() throws {
        let pixmap = CanvasRenderer(size: CGSize(width: 300, height: 200), scale: 2).render { context, size in
            let rect = CGRect(origin: .zero, size: size).insetBy(dx: 25, dy: 25)
            let path = Path(roundedRect: rect, cornerRadius: 35)
            context.stroke(path, with: .color(.blue), lineWidth: 25)
            context.fill(path, with: .linearGradient(Gradient(colors: [.green, .blue]),
                                                     startPoint: rect.origin, endPoint: CGPoint(x: rect.maxX, y: rect.maxY)))
            var blurred = context
            blurred.addFilter(.blur(radius: 2))
            blurred.draw(context.resolve(Text("Hello")), at: CGPoint(x: size.width / 2, y: size.height / 2))
        }
        #expect(pixmap.width == 600 && pixmap.height == 400)
        _ = try pixmap.pngData()
        #expect(pixmap.pixel(x: 2, y: 2).a == 0)
        #expect(pixmap.pixel(x: 300, y: 60).a == 255)
    }

    @Test func recordedCanvasPrints() {
        let list = CanvasRenderer(size: CGSize(width: 200, height: 100)).displayList { context, size in
            context.addFilter(.shadow(color: .black.opacity(0.5), radius: 3, x: 2, y: 2, options: .disablesGroup))
            context.fill(Path(ellipseIn: CGRect(x: 20, y: 20, width: 60, height: 60)),
                         with: .style(RadialGradient(colors: [.yellow, .orange], center: .center, startRadius: 0, endRadius: 30)))
        }
        let text = list.description
        #expect(text.contains("options [disablesGroup])"))
        #expect(text.contains("radialGradient((50, 50) r 0…30"))
    }

    @Test func engineDirectly() throws {
        var path = try Path("M10 10 h80 v80 h-80 Z M30 30 h40 v40 h-40 Z")
        path.addEllipse(in: CGRect(x: 100, y: 10, width: 80, height: 80))
        let context = try RasterContext(width: 200, height: 100)
        context.fill(FillCommand(path: path, paint: .solid(RGBAColor(red: 1, green: 0.8, blue: 0)), fillRule: .evenOdd))
        let outline = path.strokedPath(StrokeStyle(lineWidth: 4, lineCap: .round, dash: [8, 4]))
        context.fill(FillCommand(path: outline, paint: .solid(.black)))
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("limner-readme-engine.png")
        try context.pixmap.writePNG(to: file)
        // Even-odd: the inner square is a hole, the ring is filled.
        #expect(context.pixmap.pixel(x: 50, y: 50).a == 0)
        #expect(context.pixmap.pixel(x: 20, y: 50).a == 255)
    }

    @Test func imagePaintsAndFilters() throws {
        // The README reads photo.png; here a generated 40×30 picture stands in for it.
        var photo = try Pixmap(width: 40, height: 30)
        photo.fill(RGBAColor(red: 0.9, green: 0.4, blue: 0.1))
        let canvas = try RasterContext(width: 400, height: 300)
        let placed = CGAffineTransform(translationX: 200, y: 150).rotated(by: .pi / 8).scaledBy(x: 3, y: 3)
            .translatedBy(x: -CGFloat(photo.width) / 2, y: -CGFloat(photo.height) / 2)
        canvas.fill(Path(CGRect(x: 0, y: 0, width: 400, height: 300)),
                    paint: .image(ImagePaint(pixmap: photo, transform: placed, sampling: .cubic, tiling: .decal)))
        let (soft, origin) = GaussianBlur.blur(canvas.pixmap, sigma: 6)
        var tinted = soft
        ColorFilters.apply(.hueRotation(radians: .pi / 3), to: &tinted)
        #expect(canvas.pixmap.pixel(x: 200, y: 150).a == 255 && canvas.pixmap.pixel(x: 5, y: 5).a == 0)
        #expect(origin == (-18, -18) && soft.width == 436)
        #expect(tinted.pixel(x: 218, y: 168) != soft.pixel(x: 218, y: 168))
    }
}
