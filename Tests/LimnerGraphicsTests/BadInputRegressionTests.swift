import Foundation
import Testing
@testable import LimnerGraphics
import LimnerText
import LimnerRaster

/// Hostile or careless input through the public API: each test is named after what it
/// guards and checks a defined result (no trap, hang or runaway memory).
@Suite struct BadInputRegressionTests {
    static let red = Color(red: 1, green: 0, blue: 0)
    static let box = Path(CGRect(x: 10, y: 10, width: 20, height: 20))

    /// A small opaque test image (red left half, blue right half).
    static func image() throws -> Image {
        var p = try Pixmap(width: 4, height: 4)
        for y in 0..<4 { for x in 0..<4 { p.setPixel(x: x, y: y, r: x < 2 ? 255 : 0, g: 0, b: x < 2 ? 0 : 255, a: 255) } }
        return Image(pixmap: p)
    }

    // MARK: Double → Int conversions

    @Test(arguments: [1e20, .infinity, 1e300])
    func canvasRendererWithHugeSizeGivesEmptyPixmap(side: Double) {
        let renderer = CanvasRenderer(size: CGSize(width: side, height: side))
        let p = renderer.render { context, size in context.fill(Self.box, with: .color(Self.red)) }
        #expect(p.width == 0 && p.height == 0)
        #expect(throws: GraphicsDiagnostic.self) {
            _ = try renderer.checkedRender { context, _ in context.fill(Self.box, with: .color(Self.red)) }
        }
    }

    @Test(arguments: [Double.nan, -1, -Double.infinity])
    func canvasRendererWithNaNOrNegativeSizeGivesEmptyPixmap(side: Double) throws {
        let p = CanvasRenderer(size: CGSize(width: side, height: 10)).render { context, _ in
            context.fill(Self.box, with: .color(Self.red))
        }
        #expect(p.width == 0)
    }

    @Test(arguments: [CGRect(x: Double.nan, y: 0, width: 1, height: 1), CGRect(x: 0, y: 0, width: 1e300, height: 1e300),
                      CGRect(x: -1e300, y: 0, width: 1, height: .infinity), CGRect(x: 0, y: 0, width: 1e20, height: 1)])
    func tiledImageWithNaNOrHugeSourceRectDoesNotTrap(source: CGRect) throws {
        let image = try Self.image()
        let p = TestSupport.render(40, 40) { context, _ in
            context.fill(Self.box, with: .tiledImage(image, sourceRect: source, scale: 1))
        }
        #expect(p.width == 40)
    }

    @Test func tiledImageWithTinyScaleStillDraws() throws {
        let image = try Self.image()
        let p = TestSupport.render(40, 40) { context, _ in
            context.fill(Self.box, with: .tiledImage(image, scale: 1e-9))
        }
        // A tile far smaller than a pixel samples scattered image points: every covered pixel
        // is one of the image's opaque colours, none vanishes.
        #expect(TestSupport.rgba(p, 20, 20)[3] == 255)
        #expect(TestSupport.rgba(p, 5, 5)[3] == 0)
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func colorHueNaNOrInfinityIsRed(hue: Double) {
        let c = Color(hue: hue, saturation: 1, brightness: 1).resolvedRGBA(in: EnvironmentValues())
        #expect(c.red == 1 && c.green == 0 && c.blue == 0)
    }

    @Test(arguments: [1.6e20, 1e300, Double.greatestFiniteMagnitude])
    func textMeasureWithHugeHeightDoesNotTrap(height: Double) {
        let layout = TextLayout("Hello, world. Several words to wrap.", font: .body)
        let size = layout.measure(in: CGSize(width: 60, height: height))
        #expect(size.height > 0 && size.height < 1000)
        let frame = layout.frame(in: CGSize(width: 60, height: height))
        #expect(frame.lines.count > 1)
    }

    @Test func textDrawnInHugeRectDoesNotTrap() {
        let p = TestSupport.render(100, 40) { context, _ in
            context.draw(Text("Hi"), in: CGRect(x: 0, y: 0, width: 100, height: 2e20))
        }
        #expect(p.width == 100)
    }

    // MARK: Shadows

    @Test(arguments: [(Int.max, Int.max), (Int.min, Int.min), (Int.min, 0), (1 << 40, -(1 << 40)), (20_000, 20_000)])
    func dropShadowWithHugeOffsetKeepsTheSource(dx: Int, dy: Int) throws {
        var source = try Pixmap(width: 8, height: 8)
        source.fill(RGBAColor(red: 1, green: 0, blue: 0))
        let (out, origin) = Shadow.dropShadow(of: source, origin: (4, 4), color: .black, sigma: 2, offset: (dx, dy))
        let x = 4 - origin.x, y = 4 - origin.y
        #expect(out.pixel(x: x + 3, y: y + 3) == (255, 0, 0, 255))
        #expect(out.width * out.height <= 64 * 64 || (dx, dy) == (20_000, 20_000))
    }

    @Test func shadowClipBoundsTheResult() throws {
        var source = try Pixmap(width: 8, height: 8)
        source.fill(RGBAColor(red: 1, green: 0, blue: 0))
        let clip = PixelRect(x: 0, y: 0, width: 16, height: 16)
        let (clipped, o) = Shadow.dropShadow(of: source, origin: (4, 4), color: .black, sigma: 2, offset: (3, 3), clip: clip)
        let (full, fo) = Shadow.dropShadow(of: source, origin: (4, 4), color: .black, sigma: 2, offset: (3, 3))
        #expect(clipped.width <= 16 && clipped.height <= 16)
        // Inside the clip both agree.
        for y in 0..<16 { for x in 0..<16 {
            #expect(clipped.pixel(x: x - o.x, y: y - o.y) == full.pixel(x: x - fo.x, y: y - fo.y))
        } }
    }

    @Test func shadowRadiusNaNDrawsTheShapeAndAnUnblurredShadow() {
        let p = TestSupport.render(60, 60) { context, _ in
            context.addFilter(.shadow(color: .black, radius: .nan, x: 20, y: 20))
            context.fill(Self.box, with: .color(Self.red))
        }
        #expect(TestSupport.rgba(p, 15, 15) == [255, 0, 0, 255])
        #expect(TestSupport.rgba(p, 45, 45) == [0, 0, 0, 255])
    }

    @Test(arguments: [CGFloat.infinity, -.infinity, .nan, 1e300])
    func shadowWithNonFiniteOffsetDrawsTheShape(offset: CGFloat) {
        let p = TestSupport.render(60, 60) { context, _ in
            context.addFilter(.shadow(color: .black, radius: 3, x: offset, y: offset))
            context.fill(Self.box, with: .color(Self.red))
        }
        #expect(TestSupport.rgba(p, 20, 20) == [255, 0, 0, 255])
    }

    // MARK: Blur

    @Test func blurRadiusNaNIsTheIdentity() {
        let plain = TestSupport.render(40, 40) { context, _ in context.fill(Self.box, with: .color(Self.red)) }
        for r in [CGFloat.nan, -5, 0] {
            let blurred = TestSupport.render(40, 40) { context, _ in
                context.addFilter(.blur(radius: r))
                context.fill(Self.box, with: .color(Self.red))
            }
            #expect(blurred == plain, "radius \(r)")
        }
    }

    @Test func blurRadiusInfinityDoesNotTrapOrExplode() {
        let p = TestSupport.render(40, 40) { context, _ in
            context.addFilter(.blur(radius: .infinity))
            context.fill(Self.box, with: .color(Self.red))
        }
        #expect(p.width == 40)
    }

    // MARK: Preconditions that became defined results

    @Test func pixmapPixelOutOfBoundsIsTransparent() throws {
        var p = try Pixmap(width: 2, height: 2)
        p.fill(RGBAColor(red: 1, green: 1, blue: 1))
        #expect(p.pixel(x: -1, y: 0) == (0, 0, 0, 0))
        #expect(p.pixel(x: 2, y: 1) == (0, 0, 0, 0))
        #expect(p.pixel(x: Int.min, y: Int.max) == (0, 0, 0, 0))
        p.setPixel(x: 5, y: 5, r: 0, g: 0, b: 0, a: 0)
        p.setPixel(x: Int.min, y: 0, r: 0, g: 0, b: 0, a: 0)
        #expect(p.pixel(x: 1, y: 1) == (255, 255, 255, 255))
    }

    @Test func colorMatrixOfWrongShapeKeepsTheIdentityForMissingEntries() {
        #expect(ColorMatrix(rows: []) == ColorMatrix())
        #expect(ColorMatrix(rows: [[2]]).r1 == 2)
        #expect(ColorMatrix(rows: [[2]]).g2 == 1)
        let m = ColorMatrix(rows: [[1, 2, 3, 4, 5, 6], [1], [1], [1], [9, 9, 9, 9, 9]])
        #expect(m.r5 == 5 && m.a4 == 1 && m.g2 == 1)
        let p = TestSupport.render(40, 40) { context, _ in
            context.addFilter(.colorMatrix(ColorMatrix(rows: [[0.5]])))
            context.fill(Self.box, with: .color(Self.red))
        }
        #expect(TestSupport.close(TestSupport.rgba(p, 20, 20), [128, 0, 0, 255], 1))
    }

    @Test func emptyPaletteDrawsNothing() {
        let p = TestSupport.render(40, 40) { context, _ in
            context.fill(Self.box, with: .palette([]))
        }
        #expect(TestSupport.rgba(p, 20, 20) == [0, 0, 0, 0])
    }

    // MARK: Huge transforms

    /// What `scaleEffect(1e300).clipped()` records: a clip to the frame around a group
    /// scaled by 1e300 about the frame's centre. The frame must be filled, not left empty.
    @Test func groupScaledBy1e300InsideAClipFillsTheClip() throws {
        let frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        let scale = CGAffineTransform(translationX: 20, y: 20).scaledBy(x: 1e300, y: 1e300).translatedBy(x: -20, y: -20)
        let fill = DisplayList.Fill(path: Path(frame), paint: .color(RGBAColor(red: 1, green: 0, blue: 0)))
        let scaled = DisplayList.Group(content: DisplayList([.fill(fill)]), transform: scale)
        let clipped = DisplayList.Group(content: DisplayList([.group(scaled)]),
                                        clips: [.path(Path(frame), transform: .identity, style: FillStyle(), inverse: false)])
        let p = try DisplayListRenderer().render(DisplayList([.group(clipped)]), size: CGSize(width: 40, height: 40))
        #expect(TestSupport.rgba(p, 20, 20) == [255, 0, 0, 255])
        #expect(TestSupport.rgba(p, 5, 5) == [0, 0, 0, 0])
    }

    /// FuzzGraphics (Fuzz/findings, 2026-11-25): a filtered group whose box a finite
    /// transform maps to infinity (1e300 × 1e9) trapped in Foundation's `CGRect.intersection`
    /// while the renderer sized its layer. Boxes are now clamped to a drawable range first.
    @Test(arguments: [DisplayList.Filter.blur(radius: 1, opaque: false, dithers: false, linearColor: false),
                      .shadow(color: RGBAColor(red: 0, green: 0, blue: 0), radius: 2, offset: CGSize(width: 3, height: 3),
                              blendMode: .normal, options: [])])
    func filteredGroupWhoseBoxOverflowsToInfinityDoesNotTrap(filter: DisplayList.Filter) throws {
        let huge = DisplayList.Fill(path: Path(CGRect(x: -1e9, y: -1e9, width: 2e9, height: 2e9)),
                                    paint: .color(RGBAColor(red: 1, green: 0, blue: 0)))
        let filtered = DisplayList.Group(content: DisplayList([.fill(huge)]), filters: [filter])
        let scaled = DisplayList.Group(content: DisplayList([.group(filtered)]), transform: CGAffineTransform(scaleX: 1e300, y: 1e300))
        let clipped = DisplayList.Group(content: DisplayList([.group(scaled)]),
                                        clips: [.path(Path(CGRect(x: 0, y: 0, width: 20, height: 20)), transform: .identity,
                                                      style: FillStyle(), inverse: false)])
        let p = try DisplayListRenderer().render(DisplayList([.group(clipped), .group(scaled)]), size: CGSize(width: 40, height: 40))
        #expect(p.width == 40 && p.height == 40)
    }

    /// FuzzGraphics (Fuzz/findings, 2026-11-25): a projection filter that magnifies its layer
    /// resampled the whole projected box (up to 16 384² pixels, 22.9 s) though a 64-pt canvas
    /// shows a sliver of it. Only the part that can reach the visible area (grown by later
    /// filters' extents) is produced now. A red | blue layer magnified 250× about a point in
    /// one half must fill the canvas with that half's colour, quickly; so must a 1 000× zoom,
    /// whose whole box (64 000 px a side) is past the 16 384-px limit of what is produced.
    @Test(arguments: [(CGFloat(16), [255, 0, 0, 255], CGFloat(250)), (CGFloat(48), [0, 0, 255, 255], CGFloat(250)),
                      (CGFloat(48), [0, 0, 255, 255], CGFloat(1_000))] as [(CGFloat, [Int], CGFloat)])
    func magnifyingProjectionWorksOnlyOnTheVisibleArea(centreX: CGFloat, colour: [Int], factor: CGFloat) {
        let start = ContinuousClock.now
        let p = TestSupport.render(64, 64) { context, _ in
            let zoom = CGAffineTransform(translationX: 32, y: 32).scaledBy(x: factor, y: factor).translatedBy(x: -centreX, y: -32)
            context.addFilter(.projectionTransform(ProjectionTransform(zoom)))
            context.addFilter(.blur(radius: 2))
            context.fill(Path(CGRect(x: 0, y: 0, width: 32, height: 64)), with: .color(Self.red))
            context.fill(Path(CGRect(x: 32, y: 0, width: 32, height: 64)), with: .color(Color(red: 0, green: 0, blue: 1)))
        }
        let elapsed = ContinuousClock.now - start
        #expect(TestSupport.rgba(p, 0, 0) == colour && TestSupport.rgba(p, 63, 63) == colour
                && TestSupport.rgba(p, 32, 32) == colour)
        // The whole 16 000² box took minutes in a debug build; the visible part, milliseconds.
        #expect(elapsed < .seconds(10), "\(elapsed)")
    }

    /// Found by FuzzGraphics (2026-11-27): a chain of magnifying projections and then ones
    /// that cannot be inverted. A singular projection's preimage was "everywhere", so every
    /// stage before it resampled its whole projected box (up to 16 384² pixels): 44 s of CPU
    /// (the input is a seed, `Fuzz/corpus/graphics/projection-singular-49ac68ad`). A
    /// projection that cannot be inverted flattens its input onto a line or a point, which
    /// covers no pixel: it draws nothing (it used to pass its input through unprojected), and
    /// nothing before it is computed.
    @Test(arguments: [CGAffineTransform(scaleX: 0, y: 1),
                      CGAffineTransform(a: -0.15, b: -0.15, c: -0.15, d: -0.15, tx: 43, ty: 43)])
    func aSingularProjectionDrawsNothing(_ singular: CGAffineTransform) {
        let p = TestSupport.render(32, 32) { context, _ in
            context.addFilter(.projectionTransform(ProjectionTransform(singular)))
            context.fill(Path(CGRect(x: 0, y: 0, width: 32, height: 32)), with: .color(Self.red))
        }
        #expect(p.storage.allSatisfy { $0 == 0 })
    }

    // MARK: Off-canvas strokes

    /// Issue 22: a stroke's curves and subpaths that cannot reach the canvas are culled before
    /// stroking (100 000 arcs of radius 1e5 took 36 s). What reaches the canvas must not
    /// change: miter tips and square caps at the ends of culled curves, a ring just outside
    /// the canvas whose wide stroke reaches in, a dashed curve.
    @Test(arguments: [CGLineJoin.miter, .round, .bevel])
    func strokeCullingKeepsWhatReachesTheCanvas(join: CGLineJoin) throws {
        var path = Path()
        path.addEllipse(in: CGRect(x: 32 - 50, y: 32 - 50, width: 100, height: 100))   // just outside the corners
        path.move(to: CGPoint(x: 20, y: 30))
        path.addLine(to: CGPoint(x: 30, y: 90))
        path.addCurve(to: CGPoint(x: 40, y: 90), control1: CGPoint(x: -4e4, y: 9e4), control2: CGPoint(x: 4e4, y: 9e4))
        path.addLine(to: CGPoint(x: 50, y: 40))
        path.addQuadCurve(to: CGPoint(x: 80, y: 66), control: CGPoint(x: 5e3, y: 70))   // a sharp turn just off the edge
        path.move(to: CGPoint(x: -1e5, y: -1e5))
        path.addCurve(to: CGPoint(x: 1e5, y: -1e5), control1: CGPoint(x: 0, y: -3e5), control2: CGPoint(x: 2e5, y: -3e5))
        for dash in [[], [7, 3]] as [[CGFloat]] {
            let style = StrokeStyle(lineWidth: 9, lineCap: .square, lineJoin: join, miterLimit: 10, dash: dash)
            let drawn = TestSupport.render(64, 64) { context, _ in context.stroke(path, with: .color(Self.red), style: style) }
            let reference = try RasterContext(width: 64, height: 64)
            // As strokes are drawn: the outline's own overlaps keep summed coverage.
            var command = FillCommand(path: path.strokeOutline(style: style), paint: .solid(RGBAColor(red: 1, green: 0, blue: 0)))
            command.exactCrossings = false
            reference.fill(command)
            let (worst, _) = TestSupport.difference(drawn, reference.pixmap)
            #expect(worst <= 1, "\(join) \(dash)")
            #expect(drawn.storage.contains { $0 >> 24 != 0 })
        }
    }

    // MARK: Found by fuzzing

    /// FuzzGraphics and FuzzRasterDifferential: a solid colour with a component above 1
    /// (`Color(red: 1e20)`) made a source pixel whose colour exceeded its alpha, so blends
    /// wrote pixels that were not premultiplied.
    @Test(arguments: [1e20, 2, .infinity])
    func solidColorWithAComponentAboveOneStaysPremultiplied(big: Double) {
        let p = TestSupport.render(40, 40) { context, _ in
            context.fill(Path(CGRect(x: 0, y: 0, width: 40, height: 40)), with: .color(Color(red: 0.2, green: 0.2, blue: 0.2)))
            context.blendMode = .hue
            context.fill(Self.box, with: .color(Color(red: 0.7, green: 0.6, blue: big, opacity: 0.33)))
        }
        for v in p.storage {
            let a = v >> 24
            #expect(v & 0xFF <= a && (v >> 8) & 0xFF <= a && (v >> 16) & 0xFF <= a)
        }
        let q = TestSupport.render(40, 40) { context, _ in
            context.fill(Self.box, with: .color(Color(red: big, green: 0, blue: 0, opacity: 0.5)))
        }
        #expect(TestSupport.rgba(q, 20, 20) == [128, 0, 0, 128])
    }

    /// FuzzGraphics (issue 22's 10-minute run): text drawn under a finite scale whose product
    /// with the text's position overflows (1e300 × 1e9) trapped in Foundation's
    /// `CGRect.intersects` (TextRenderer's visibility test); the text is skipped now.
    @Test(arguments: [CGPoint(x: 1e9, y: 1e9), CGPoint(x: -1e9, y: 5), CGPoint(x: 5, y: 1e300)])
    func textWhosePositionOverflowsUnderAHugeScaleDoesNotTrap(at point: CGPoint) {
        let p = TestSupport.render(40, 40) { context, _ in
            context.scaleBy(x: 1e300, y: 1e300)
            context.draw(Text("Ag"), at: point)
        }
        #expect(p.width == 40)
        #expect(p.storage.allSatisfy { $0 == 0 })
    }
}
