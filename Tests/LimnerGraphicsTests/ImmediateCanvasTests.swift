import Testing
import Foundation
import LimnerGeometry
import LimnerRaster
@testable import LimnerGraphics

/// `CanvasRenderer.render(_:)` draws plain fills as they are recorded (`ImmediateCanvas`):
/// its frames must be byte for byte those of recording the whole list and rendering it.
@Suite struct ImmediateCanvasTests {
    static let size = CGSize(width: 61, height: 47)

    /// Plain fills (colours, gradients, transformed, translucent, blended) interleaved with
    /// everything that is still recorded as items: strokes, clips, a layer, a filter, a
    /// backdrop, text, and fills again after each.
    static func mixed(_ context: inout GraphicsContext, _ size: CGSize) {
        let g = Gradient(colors: [.red, .blue.opacity(0.5), .green])
        context.fill(Path(ellipseIn: CGRect(x: 3, y: 2, width: 40, height: 30)), with: .color(.orange))
        context.fill(Path(CGRect(x: 20, y: 10, width: 30, height: 30)),
                     with: .linearGradient(g, startPoint: CGPoint(x: 20, y: 10), endPoint: CGPoint(x: 50, y: 40)))
        context.stroke(Path(ellipseIn: CGRect(x: 8, y: 8, width: 30, height: 20)), with: .color(.black), lineWidth: 3)
        context.fill(Path(roundedRect: CGRect(x: 30, y: 5, width: 25, height: 18), cornerRadius: 5),
                     with: .radialGradient(g, center: CGPoint(x: 40, y: 14), startRadius: 0, endRadius: 15))
        // A conic gradient with a system colour (resolved in the environment), and a repeating
        // linear-light gradient under a rotation and an opacity: every gradient kind and option
        // the immediate canvas makes its paint for itself.
        context.fill(Path(ellipseIn: CGRect(x: 4, y: 18, width: 22, height: 22)),
                     with: .conicGradient(Gradient(colors: [.accentColor, .yellow.opacity(0.4), .accentColor]),
                                          center: CGPoint(x: 15, y: 29), angle: .degrees(40)))
        var faded = context
        faded.opacity = 0.8
        faded.rotate(by: .degrees(-15))
        faded.fill(Path(CGRect(x: 8, y: 26, width: 32, height: 12)),
                   with: .linearGradient(g, startPoint: CGPoint(x: 10, y: 26), endPoint: CGPoint(x: 19, y: 31),
                                         options: [.repeat, .linearColor]))
        faded.fill(Path(ellipseIn: CGRect(x: 30, y: 28, width: 16, height: 16)),
                   with: .radialGradient(g, center: CGPoint(x: 38, y: 36), startRadius: 2, endRadius: 5, options: .mirror))
        var copy = context
        copy.opacity = 0.6
        copy.blendMode = .multiply
        copy.rotate(by: .degrees(20))
        copy.fill(Path(CGRect(x: 15, y: 0, width: 20, height: 20)), with: .color(.purple))
        var clipped = context
        clipped.clip(to: Path(ellipseIn: CGRect(x: 0, y: 20, width: 40, height: 27)))
        clipped.fill(Path(CGRect(x: 0, y: 15, width: 50, height: 32)), with: .color(.mint))
        context.fill(Path(CGRect(x: 45, y: 30, width: 14, height: 14)), with: .color(.yellow.opacity(0.7)))
        context.drawLayer { layer in
            layer.fill(Path(ellipseIn: CGRect(x: 35, y: 25, width: 20, height: 20)), with: .color(.cyan))
        }
        context.fill(Path(CGRect(x: 2, y: 38, width: 20, height: 6)), with: .backdrop)
        var blurred = context
        blurred.addFilter(.blur(radius: 2))
        blurred.fill(Path(CGRect(x: 5, y: 5, width: 10, height: 10)), with: .color(.indigo))
        context.draw(Text("Ab"), at: CGPoint(x: 30, y: 40))
        context.fill(Path(ellipseIn: CGRect(x: 48, y: 2, width: 10, height: 10)), with: .color(.brown))
        strokes(&context, size)
    }

    /// Plain strokes of every kind the immediate canvas takes or leaves: rings (a mitred
    /// rectangle, a circle, a rounded rectangle), a rectangle with round joins, a triangle, a
    /// hairline, a dashed line, every gradient kind (on rings and on a triangle), under a
    /// transform and an opacity, and a backdrop stroke, which is recorded.
    static func strokes(_ context: inout GraphicsContext, _ size: CGSize) {
        let g = Gradient(colors: [.red, .blue.opacity(0.5), .green])
        let rect = CGRect(x: 4.3, y: 5.6, width: 21.5, height: 13.2)
        context.stroke(Path(rect), with: .color(.teal), lineWidth: 2.5)
        context.stroke(Path(rect.offsetBy(dx: 20, dy: 12)),
                       with: .linearGradient(g, startPoint: rect.origin, endPoint: CGPoint(x: 50, y: 30)), lineWidth: 3)
        context.stroke(Path(ellipseIn: CGRect(x: 30, y: 4, width: 16, height: 16)), with: .color(.pink), lineWidth: 1.5)
        context.stroke(Path(roundedRect: CGRect(x: 36, y: 20, width: 20, height: 14), cornerRadius: 4),
                       with: .radialGradient(g, center: CGPoint(x: 46, y: 27), startRadius: 0, endRadius: 10), lineWidth: 2)
        context.stroke(Path(CGRect(x: 8, y: 26, width: 18, height: 12)), with: .color(.blue),
                       style: StrokeStyle(lineWidth: 3, lineJoin: .round))
        var triangle = Path()
        triangle.addLines([CGPoint(x: 2, y: 44), CGPoint(x: 20, y: 30), CGPoint(x: 28, y: 45)])
        triangle.closeSubpath()
        context.stroke(triangle, with: .color(.orange), lineWidth: 2)
        context.stroke(Path(CGRect(x: 40, y: 36, width: 15, height: 8)), with: .color(.black), lineWidth: 0)
        var line = Path()
        line.move(to: CGPoint(x: 3, y: 3))
        line.addLine(to: CGPoint(x: 58, y: 44))
        context.stroke(line, with: .color(.purple), style: StrokeStyle(lineWidth: 2, dash: [4, 3]))
        context.stroke(Path(CGRect(x: 12, y: 12, width: 30, height: 20)),
                       with: .conicGradient(g, center: CGPoint(x: 27, y: 22), angle: .degrees(30)), lineWidth: 2)
        var turned = context
        turned.opacity = 0.7
        turned.rotate(by: .degrees(12))
        turned.stroke(Path(CGRect(x: 20, y: 2, width: 16, height: 10)), with: .color(.indigo), lineWidth: 2)
        // A gradient stroke that is no ring: recorded, with the paint the immediate canvas made.
        turned.stroke(triangle, with: .radialGradient(g, center: CGPoint(x: 15, y: 38), startRadius: 1, endRadius: 12),
                      style: StrokeStyle(lineWidth: 1.5, lineJoin: .bevel))
        var scaled = context
        scaled.scaleBy(x: 1.5, y: 1)
        scaled.stroke(Path(CGRect(x: 3, y: 30, width: 10, height: 10)), with: .color(.cyan), lineWidth: 1)
        context.stroke(Path(CGRect(x: 30, y: 30, width: 10, height: 10)), with: .backdrop, lineWidth: 2)
    }

    @Test(arguments: [1, 2])
    func framesEqualRecordingThenRendering(threads: Int) {
        for scale in [1.0, 2.0] {
            for opaque in [false, true] {
                let renderer = CanvasRenderer(size: Self.size, scale: scale, opaque: opaque, threadCount: threads)
                let reference = Self.recordedThenRendered(
                    CanvasRenderer(size: Self.size, scale: scale, opaque: opaque, threadCount: threads), Self.mixed)
                // Twice: the second frame reuses the canvas and the pending-fill storage.
                for frame in 0..<2 {
                    let immediate = renderer.render { context, size in Self.mixed(&context, size) }
                    #expect(immediate.storage == reference.storage,
                            "\(threads) thread(s), scale \(scale), opaque \(opaque), frame \(frame)")
                }
            }
        }
    }

    /// A frame that is only plain fills, and one that starts with an opaque background (the
    /// clear is skipped on a reused canvas), equal their recorded lists too.
    @Test func plainFramesAndBackgrounds() {
        let draws: [(inout GraphicsContext, CGSize) -> Void] = [
            { context, _ in
                for i in 0..<50 {
                    let x = Double(i % 10) * 6, y = Double(i / 10) * 9
                    context.fill(Path(ellipseIn: CGRect(x: x, y: y, width: 7, height: 8)),
                                 with: .color(Color(red: Double(i) / 50, green: 0.4, blue: 0.8, opacity: 0.7)))
                }
            },
            { context, _ in
                // A batch of gradients long enough to be prepared on both threads, each paint
                // kind, some under a transform or an opacity.
                let g = Gradient(colors: [.orange, .teal.opacity(0.6), .indigo])
                for i in 0..<40 {
                    let rect = CGRect(x: Double(i % 8) * 7, y: Double(i / 8) * 9, width: 9, height: 8)
                    let center = CGPoint(x: rect.midX, y: rect.midY)
                    let shading: GraphicsContext.Shading = switch i % 3 {
                    case 0: .linearGradient(g, startPoint: rect.origin, endPoint: CGPoint(x: rect.maxX, y: rect.maxY))
                    case 1: .radialGradient(g, center: center, startRadius: 1, endRadius: 6)
                    default: .conicGradient(g, center: center, angle: .degrees(Double(i) * 9))
                    }
                    var c = context
                    if i % 4 == 0 { c.opacity = 0.5 }
                    if i % 5 == 0 { c.rotate(by: .degrees(3)) }
                    c.fill(Path(roundedRect: rect, cornerRadius: 2), with: shading)
                }
            },
            { context, size in
                context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.black))
                context.fill(Path(ellipseIn: CGRect(x: 10, y: 10, width: 20, height: 20)), with: .color(.white))
            },
            { context, size in
                // Strokes only, many at once: a batch prepared on both threads.
                for _ in 0..<6 { Self.strokes(&context, size) }
            },
            { context, size in
                // Thousands of small shapes (batches prepared on both threads) and a clipped
                // fill in the middle.
                context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.white))
                let g = Gradient(colors: [.red, .yellow.opacity(0.7)])
                for i in 0..<2_500 {
                    let rect = CGRect(x: Double(i * 7 % 59), y: Double(i * 13 % 43), width: 3 + Double(i % 5), height: 4)
                    if i == 1_234 {
                        var clipped = context
                        clipped.clip(to: Path(ellipseIn: CGRect(x: 10, y: 10, width: 30, height: 20)))
                        clipped.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.blue.opacity(0.5)))
                    }
                    switch i % 4 {
                    case 0: context.fill(Path(ellipseIn: rect), with: .color(Color(red: Double(i % 10) / 10, green: 0.5, blue: 0.2)))
                    case 1: context.stroke(Path(rect), with: .color(.black.opacity(0.6)), lineWidth: 1)
                    case 2: context.fill(Path(rect), with: .linearGradient(g, startPoint: rect.origin,
                                                                          endPoint: CGPoint(x: rect.maxX, y: rect.maxY)))
                    default: context.fill(Path(roundedRect: rect, cornerRadius: 1.5), with: .color(.green.opacity(0.4)))
                    }
                }
            },
            { _, _ in },
        ]
        for (k, draw) in draws.enumerated() {
            for threads in [1, 2] {
                let renderer = CanvasRenderer(size: Self.size, threadCount: threads)
                _ = renderer.render { context, size in Self.mixed(&context, size) }
                let frame = renderer.render(draw)
                let reference = Self.recordedThenRendered(CanvasRenderer(size: Self.size, threadCount: threads), draw)
                #expect(frame.storage == reference.storage, "draw \(k), \(threads) thread(s)")
            }
        }
    }

    /// Plain fills and ring strokes never reach the recording; anything else is recorded, and
    /// drawn in order.
    @Test(arguments: [1, 2])
    func plainFillsAreNotRecorded(threads: Int) {
        var seen: [Int] = []
        let square = Path(CGRect(x: 0, y: 0, width: 5, height: 5))
        var triangle = Path()
        triangle.addLines([CGPoint(x: 0, y: 0), CGPoint(x: 5, y: 0), CGPoint(x: 0, y: 5)])
        triangle.closeSubpath()
        _ = CanvasRenderer(size: Self.size, threadCount: threads).render { context, _ in
            context.fill(square, with: .color(.red))
            seen.append(context.recordedDisplayList.items.count)
            context.stroke(triangle, with: .color(.red))
            seen.append(context.recordedDisplayList.items.count)
            context.fill(square, with: .color(.red))
            seen.append(context.recordedDisplayList.items.count)
            context.stroke(square, with: .color(.red))
            seen.append(context.recordedDisplayList.items.count)
            context.fill(square, with: .linearGradient(Gradient(colors: [.red, .blue]), startPoint: .zero,
                                                       endPoint: CGPoint(x: 5, y: 5)))
            seen.append(context.recordedDisplayList.items.count)
            context.fill(square, with: .backdrop)
            seen.append(context.recordedDisplayList.items.count)
        }
        #expect(seen == [0, 1, 0, 0, 0, 1])
    }

    /// `draw` recorded into a list and the list rendered, by a fresh copy of `renderer`: the
    /// path every frame took before immediate drawing.
    static func recordedThenRendered(_ renderer: CanvasRenderer,
                                     _ draw: (inout GraphicsContext, CGSize) -> Void) -> Pixmap {
        renderer.render(renderer.displayList(draw))
    }
}
