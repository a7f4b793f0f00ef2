import Testing
import Foundation
import LimnerGeometry
import LimnerRaster
@testable import LimnerGraphics

/// `CanvasRenderer` skips clearing a reused canvas when the first thing drawn paints every
/// pixel opaque: every frame must still equal a frame drawn on a fresh renderer.
@Suite struct CanvasBackgroundClearTests {
    static let size = CGSize(width: 37, height: 23)

    /// Draws a frame: `background` first (if any), then a shape that leaves most pixels alone.
    static func frame(_ background: ((inout GraphicsContext, CGSize) -> Void)?) -> (inout GraphicsContext, CGSize) -> Void {
        { context, size in
            background?(&context, size)
            context.fill(Path(ellipseIn: CGRect(x: 4, y: 3, width: 12, height: 9)), with: .color(.blue))
        }
    }

    /// Whether the renderer skips the clear before `draw` (its list starts by painting every
    /// pixel opaque).
    static func skipsClear(_ draw: (inout GraphicsContext, CGSize) -> Void, scale: CGFloat = 1) throws -> Bool {
        let list = CanvasRenderer(size: size, scale: scale).displayList(draw)
        let context = try RasterContext(width: Int((size.width * scale).rounded(.up)),
                                        height: Int((size.height * scale).rounded(.up)))
        return DisplayListRenderer(scale: scale, threadCount: 1).startsByOverwritingEveryPixel(list, in: context)
    }

    /// Draws a busy first frame on `renderer`, then `draw`, and compares the second frame with
    /// `draw` on a fresh renderer.
    static func check(_ draw: @escaping (inout GraphicsContext, CGSize) -> Void, scale: CGFloat = 1,
                      _ label: String) {
        let renderer = CanvasRenderer(size: size, scale: scale)
        _ = renderer.render { context, size in
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.red))
            context.fill(Path(ellipseIn: CGRect(x: 10, y: 5, width: 20, height: 15)), with: .color(.green))
        }
        let reused = renderer.render(draw)
        let fresh = CanvasRenderer(size: size, scale: scale).render(draw)
        #expect(reused.storage == fresh.storage, "\(label): the reused canvas shows the previous frame")
    }

    @Test func anOpaqueBackgroundLeavesNothingOfThePreviousFrame() throws {
        let background = Self.frame { context, size in
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(Color(white: 0.08)))
        }
        #expect(try Self.skipsClear(background))
        Self.check(background, "opaque background")
        let larger = Self.frame { context, size in
            context.fill(Path(CGRect(x: -5, y: -5, width: size.width + 10, height: size.height + 10)),
                         with: .color(.black))
        }
        #expect(try Self.skipsClear(larger, scale: 2))
        Self.check(larger, scale: 2, "larger background at scale 2")
    }

    @Test func whatDoesNotCoverEveryPixelOpaquelyStillClears() throws {
        let cases: [(String, (inout GraphicsContext, CGSize) -> Void)] = [
            ("translucent background", { context, size in
                context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(Color(white: 0.5).opacity(0.5)))
            }),
            ("half-transparent context", { context, size in
                context.opacity = 0.5
                context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.black))
                context.opacity = 1
            }),
            ("half a pixel short", { context, size in
                context.fill(Path(CGRect(x: 0.5, y: 0, width: size.width, height: size.height)), with: .color(.black))
            }),
            ("rotated", { context, size in
                context.fill(Path(CGRect(origin: .zero, size: size)).applying(CGAffineTransform(rotationAngle: 0.01)),
                             with: .color(.black))
            }),
            ("multiply", { context, size in
                context.blendMode = .multiply
                context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.white))
                context.blendMode = .normal
            }),
            ("a gradient", { context, size in
                context.fill(Path(CGRect(origin: .zero, size: size)),
                             with: .linearGradient(Gradient(colors: [.black, .white]), startPoint: .zero,
                                                   endPoint: CGPoint(x: size.width, y: 0)))
            }),
            ("nothing", { _, _ in }),
        ]
        for (label, background) in cases {
            #expect(try !Self.skipsClear(Self.frame(background)), "\(label): should clear")
            Self.check(Self.frame(background), label)
        }
    }
}
