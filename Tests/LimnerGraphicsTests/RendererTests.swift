import Foundation
import Testing
@testable import LimnerGraphics
import LimnerTestSupport

/// DisplayListRenderer and CanvasRenderer behaviour beyond single API members.
@Suite struct RendererTests {
    /// A seeded mixed scene: fills, strokes, clips, text, filters.
    func scene(_ context: inout GraphicsContext, _ size: CGSize) {
        var rng = SeededGenerator(seed: 7)
        for i in 0..<60 {
            let r = CGRect(x: rng.unit() * size.width, y: rng.unit() * size.height, width: 4 + rng.unit() * 30, height: 4 + rng.unit() * 30)
            let c = Color(hue: rng.unit(), saturation: 0.8, brightness: 0.9, opacity: 0.5 + rng.unit() / 2)
            if i % 3 == 0 {
                context.stroke(Path(ellipseIn: r), with: .color(c), lineWidth: 1 + rng.unit() * 4)
            } else {
                context.fill(Path(roundedRect: r, cornerRadius: 4), with: .color(c))
            }
            if i == 30 { context.clip(to: Path(ellipseIn: CGRect(origin: .zero, size: size).insetBy(dx: 10, dy: 10))) }
        }
        context.draw(Text("threads").font(.system(size: 20)), at: CGPoint(x: size.width / 2, y: size.height / 2))
    }

    /// A renderer reuses its raster context between frames: every frame equals the frame a
    /// fresh renderer draws, a frame still held is not drawn over by the next one, and an
    /// opaque frame after a transparent one starts from a cleared canvas.
    @Test func reusedRendererGivesFreshFrames() {
        let size = CGSize(width: 120, height: 90)
        let renderer = CanvasRenderer(size: size, threadCount: 2)
        let first = renderer.render(scene)
        let firstCopy = first
        let second = renderer.render { context, size in
            context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.blue))
        }
        let fresh = CanvasRenderer(size: size, threadCount: 2).render { context, size in
            context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.blue))
        }
        #expect(second == fresh)
        #expect(first == firstCopy)
        #expect(first == CanvasRenderer(size: size, threadCount: 2).render(scene))
        var opaque = renderer
        opaque.opaque = true
        let dark = opaque.render { _, _ in }
        #expect(dark.storage.allSatisfy { $0 == 0xFF00_0000 })
        #expect(renderer.render { _, _ in }.storage.allSatisfy { $0 == 0 })
    }

    /// Offscreen layers share one raster context per nesting level
    /// (`RasterContext.layerContext`): a layer must start transparent and unclipped whatever
    /// the layer before it drew, at whatever size, and a layer inside a layer must not reuse
    /// its parent's. Each group drawn after others equals the group drawn alone.
    @Test func layersDrawnOneAfterAnotherDoNotSeeEachOther() throws {
        let size = CGSize(width: 90, height: 70)
        func clipped(_ context: inout GraphicsContext) {
            context.drawLayer { layer in
                layer.clip(to: Path(ellipseIn: CGRect(x: 5, y: 5, width: 40, height: 30)))
                layer.fill(Path(CGRect(x: 0, y: 0, width: 90, height: 70)), with: .color(.red))
                layer.drawLayer { inner in
                    inner.addFilter(.blur(radius: 2))
                    inner.fill(Path(CGRect(x: 10, y: 10, width: 20, height: 20)), with: .color(.yellow))
                }
            }
        }
        func wide(_ context: inout GraphicsContext) {
            context.drawLayer { layer in
                layer.opacity = 0.5
                layer.fill(Path(CGRect(x: 50, y: 40, width: 35, height: 25)), with: .linearGradient(
                    Gradient(colors: [.blue, .green]), startPoint: CGPoint(x: 50, y: 0), endPoint: CGPoint(x: 85, y: 0)))
                layer.blendMode = .destinationIn
                layer.fill(Path(CGRect(x: 50, y: 40, width: 35, height: 12)), with: .color(.white))
            }
        }
        let both = CanvasRenderer(size: size, threadCount: 1).render { context, _ in clipped(&context); wide(&context) }
        let first = CanvasRenderer(size: size, threadCount: 1).render { context, _ in clipped(&context) }
        let second = CanvasRenderer(size: size, threadCount: 1).render { context, _ in wide(&context) }
        func at(_ p: Pixmap, _ x: Int, _ y: Int) -> UInt32 { p.storage[y * p.rowStride + x] }
        // `wide` covers x ≥ 50, y ≥ 40, where `clipped` (inside its ellipse) draws nothing.
        var mismatches = 0
        for y in 0..<70 {
            for x in 0..<90 {
                let expected = x >= 50 && y >= 40 ? at(second, x, y) : at(first, x, y)
                if at(both, x, y) != expected { mismatches += 1 }
            }
        }
        #expect(mismatches == 0)
        #expect(at(first, 20, 20) >> 24 == 255 && at(first, 70, 60) == 0)
        #expect(at(second, 60, 45) >> 24 != 0 && at(second, 60, 60) >> 24 != 0 && at(second, 40, 20) == 0)
    }

    @Test func oneAndTwoThreadsGiveTheSameBytes() {
        let size = CGSize(width: 160, height: 120)
        let one = CanvasRenderer(size: size, threadCount: 1).render(scene)
        let two = CanvasRenderer(size: size, threadCount: 2).render(scene)
        #expect(one == two)
        #expect(TestSupport.difference(one, try! Pixmap(width: 160, height: 120)).count > 1000)
    }

    @Test func scaleMapsPointsToPixels() {
        let p = CanvasRenderer(size: CGSize(width: 10.2, height: 5), scale: 3).render { c, _ in
            c.fill(Path(CGRect(x: 2, y: 1, width: 2, height: 2)), with: .color(.black))
        }
        #expect(p.width == 31 && p.height == 15)
        #expect(TestSupport.rgba(p, 6, 3)[3] == 255 && TestSupport.rgba(p, 11, 8)[3] == 255)
        #expect(TestSupport.rgba(p, 5, 3)[3] == 0 && TestSupport.rgba(p, 12, 8)[3] == 0)
    }

    @Test func opaqueCanvasHasNoTransparency() {
        let p = CanvasRenderer(size: CGSize(width: 4, height: 4), opaque: true).render { c, _ in
            c.fill(Path(CGRect(x: 0, y: 0, width: 2, height: 4)), with: .color(.white))
        }
        #expect(TestSupport.rgba(p, 0, 0) == [255, 255, 255, 255])
        #expect(TestSupport.rgba(p, 3, 0) == [0, 0, 0, 255])
    }

    @Test func groupMaskAlphaLuminanceAndInverse() throws {
        let content = DisplayList([.fill(DisplayList.Fill(path: Path(CGRect(x: 0, y: 0, width: 20, height: 10)), paint: .color(.black)))])
        let maskList = DisplayList([
            .fill(DisplayList.Fill(path: Path(CGRect(x: 0, y: 0, width: 10, height: 10)), paint: .color(RGBAColor(red: 1, green: 1, blue: 1, alpha: 0.5)))),
            .fill(DisplayList.Fill(path: Path(CGRect(x: 10, y: 0, width: 10, height: 10)), paint: .color(RGBAColor(red: 0, green: 0, blue: 0, alpha: 1)))),
        ])
        let r = DisplayListRenderer()
        let size = CGSize(width: 20, height: 10)
        let alpha = try r.render(DisplayList([.group(.init(content: content, mask: .init(content: maskList)))]), size: size)
        #expect(abs(TestSupport.rgba(alpha, 5, 5)[3] - 128) <= 1 && TestSupport.rgba(alpha, 15, 5)[3] == 255)
        let lum = try r.render(DisplayList([.group(.init(content: content, mask: .init(content: maskList, mode: .luminance)))]), size: size)
        #expect(abs(TestSupport.rgba(lum, 5, 5)[3] - 128) <= 1 && TestSupport.rgba(lum, 15, 5)[3] == 0)
        let inv = try r.render(DisplayList([.group(.init(content: content, mask: .init(content: maskList, inverse: true)))]), size: size)
        #expect(abs(TestSupport.rgba(inv, 5, 5)[3] - 127) <= 1 && TestSupport.rgba(inv, 15, 5)[3] == 0)
    }

    @Test func groupTransformMapsContentAndClips() throws {
        let g = DisplayList.Group(
            content: DisplayList([.fill(.init(path: Path(CGRect(x: 0, y: 0, width: 10, height: 10)), paint: .color(.black)))]),
            transform: CGAffineTransform(translationX: 10, y: 0),
            clips: [.path(Path(CGRect(x: 0, y: 0, width: 5, height: 10)), transform: .identity, style: FillStyle(), inverse: false)])
        let p = try DisplayListRenderer().render(DisplayList([.group(g)]), size: CGSize(width: 20, height: 10))
        #expect(TestSupport.rgba(p, 12, 5)[3] == 255)
        #expect(TestSupport.rgba(p, 17, 5)[3] == 0)
        #expect(TestSupport.rgba(p, 2, 5)[3] == 0)
    }

    @Test func strokeCapsJoinsAndDashes() {
        func render(_ style: StrokeStyle) -> Pixmap {
            TestSupport.render(60, 40) { c, _ in
                var p = Path(); p.move(to: CGPoint(x: 10, y: 30)); p.addLine(to: CGPoint(x: 30, y: 10)); p.addLine(to: CGPoint(x: 50, y: 30))
                c.stroke(p, with: .color(.black), style: style)
            }
        }
        let butt = render(StrokeStyle(lineWidth: 6))
        let round = render(StrokeStyle(lineWidth: 6, lineCap: .round, lineJoin: .round))
        let square = render(StrokeStyle(lineWidth: 6, lineCap: .square))
        let bevel = render(StrokeStyle(lineWidth: 6, lineJoin: .bevel))
        // Caps: beyond the end point along the line.
        #expect(butt.pixel(x: 9, y: 31).a == 0 && square.pixel(x: 9, y: 31).a > 250 && round.pixel(x: 9, y: 31).a > 200)
        // Joins: the miter tip (4.24 above the apex) is covered by miter only.
        #expect(butt.pixel(x: 29, y: 7).a > 200 && bevel.pixel(x: 29, y: 7).a < 60)
        let dashed = render(StrokeStyle(lineWidth: 2, dash: [4, 4]))
        var alongLine: [UInt8] = []
        for k in 0..<20 { let t = Double(k) / 20; alongLine.append(dashed.pixel(x: Int(10 + 20 * t), y: Int(30 - 20 * t)).a) }
        #expect(alongLine.contains(0) && alongLine.contains { $0 > 200 })
        #expect(TestSupport.difference(render(StrokeStyle(lineWidth: 2, dash: [4, 4], dashPhase: 4)), dashed).count > 20)
    }

    @Test func hairlineIsOneDevicePixelAtAnyScale() {
        let p = CanvasRenderer(size: CGSize(width: 20, height: 20), scale: 4).render { c, _ in
            var path = Path(); path.move(to: CGPoint(x: 0, y: 10.125)); path.addLine(to: CGPoint(x: 20, y: 10.125))
            c.stroke(path, with: .color(.black), lineWidth: 0)
        }
        var column: [UInt8] = []
        for y in 0..<80 { column.append(p.pixel(x: 40, y: y).a) }
        #expect(column.filter { $0 > 0 }.count <= 2)
        #expect(column.map(Int.init).reduce(0, +) == 255)
    }

    @Test func nonUniformScaleWidensStrokesInUserSpace() {
        let p = TestSupport.render(40, 40) { c, _ in
            c.scaleBy(x: 4, y: 1)
            c.stroke(Path(CGRect(x: 2, y: 10, width: 5, height: 20)), with: .color(.black), lineWidth: 2)
        }
        // Vertical sides are 8 px wide, horizontal ones 2 px.
        #expect(p.pixel(x: 5, y: 20).a == 255 && p.pixel(x: 11, y: 20).a == 255 && p.pixel(x: 13, y: 20).a == 0)
        #expect(p.pixel(x: 20, y: 10).a == 255 && p.pixel(x: 20, y: 12).a == 0)
    }
}

/// Replay hands runs of plain fills to the rasterizer's parallel batch renderer together.
@Suite struct ReplayBatchingTests {
    final class Sizes: @unchecked Sendable {
        private let lock = NSLock()
        private var values: [Int] = []
        func add(_ n: Int) { lock.lock(); values.append(n); lock.unlock() }
        var all: [Int] { lock.lock(); defer { lock.unlock() }; return values }
    }

    @Test func runsOfFillsBecomeOneBatchEach() throws {
        let list = TestSupport.record(100, 100) { context, _ in
            for i in 0..<40 {   // fills, strokes and gradient fills in one run
                let r = CGRect(x: i % 10 * 10, y: i / 10 * 10, width: 8, height: 8)
                if i % 3 == 0 {
                    context.stroke(Path(ellipseIn: r), with: .color(.red), lineWidth: 2)
                } else {
                    context.fill(Path(r), with: .linearGradient(Gradient(colors: [.black, .white]),
                                                                startPoint: r.origin, endPoint: CGPoint(x: r.maxX, y: r.maxY)))
                }
            }
            context.draw(Image(pixmap: TestSupport.quadrantImage()), at: CGPoint(x: 50, y: 50))  // an image paint: joins the run
            var clipped = context   // a new clip ends the run
            clipped.clip(to: Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100)))
            for i in 0..<25 { clipped.fill(Path(CGRect(x: i * 4, y: 60, width: 3, height: 30)), with: .color(.blue)) }
        }
        let sizes = Sizes()
        var renderer = DisplayListRenderer(threadCount: 2)
        renderer.batchObserver = { sizes.add($0) }
        let batched = try renderer.render(list, size: CGSize(width: 100, height: 100))
        #expect(sizes.all == [41, 25])
        // Two threads draw exactly what one does.
        let single = try DisplayListRenderer(threadCount: 1).render(list, size: CGSize(width: 100, height: 100))
        #expect(batched == single)
    }

    @Test func imagesTilesAndProjectionsGiveTheSameBytesOnOneOrTwoThreads() {
        let image = Image(pixmap: TestSupport.quadrantImage(cell: 3))
        func draw(_ context: inout GraphicsContext, _ size: CGSize) {
            context.draw(image, in: CGRect(x: 3.3, y: 2.7, width: 150, height: 170))      // > 128² pixels
            context.fill(Path(ellipseIn: CGRect(x: 0, y: 0, width: 200, height: 200)),
                         with: .tiledImage(image, origin: CGPoint(x: 1.5, y: 0), scale: 3))
            var projected = context
            var p = ProjectionTransform(CGAffineTransform(rotationAngle: 0.2))
            p.m13 = 0.001
            projected.addFilter(.projectionTransform(p))
            projected.fill(Path(CGRect(x: 20, y: 20, width: 160, height: 160)), with: .color(.red.opacity(0.7)))
        }
        let size = CGSize(width: 200, height: 200)
        let one = CanvasRenderer(size: size, threadCount: 1).render(draw)
        let two = CanvasRenderer(size: size, threadCount: 2).render(draw)
        #expect(one == two)
        #expect(TestSupport.difference(one, try! Pixmap(width: 200, height: 200)).count > 20_000)
    }
}
