import Foundation
import Limner
import LimnerRaster

/// `limner-bench --api`: the scene files drawn the way a user draws them, through
/// `CanvasRenderer` and one `GraphicsContext.fill` or `stroke` call per shape, with the calls
/// inside the timed frame (recording, replay, paint preparation and rasterization all count).
///
/// Each frame is `CanvasRenderer.render { context, size in … }` on a renderer kept between
/// frames: the background is a full-canvas fill, then every shape is one call. A shape with a
/// transform, an opacity or a blend mode draws through a copy of the context with those set,
/// as SwiftUI code does. `GraphicsContext` has SwiftUI's concentric radial gradient only, so
/// the scenes' two-point radial gradients are drawn concentric about the end centre (same
/// shapes, stops and per-pixel cost class; different pixels, so `peers.py` does not compare
/// those frames' output).
extension BenchCommand {
    /// One shape of a scene as `GraphicsContext` arguments, built before timing. A class, so
    /// the drawing loop hands each shape to the calls without copying it (a struct element's
    /// path arrays and shading were retained and released around every call: harness cost,
    /// which the peers' C players do not have).
    final class APIShape {
        let path: Path
        let shading: GraphicsContext.Shading
        let fillStyle: FillStyle
        let stroke: StrokeStyle?
        let transform: CGAffineTransform
        let opacity: Double
        let blendMode: GraphicsContext.BlendMode

        init(path: Path, shading: GraphicsContext.Shading, fillStyle: FillStyle, stroke: StrokeStyle?,
             transform: CGAffineTransform, opacity: Double, blendMode: GraphicsContext.BlendMode) {
            self.path = path; self.shading = shading; self.fillStyle = fillStyle; self.stroke = stroke
            self.transform = transform; self.opacity = opacity; self.blendMode = blendMode
        }

        /// Whether the shape draws with the context as it is (no copy needed).
        var isPlain: Bool { transform.isIdentity && opacity == 1 && blendMode == .normal }

        func draw(in context: inout GraphicsContext) {
            if isPlain { return drawPlain(in: context) }
            var c = context
            c.concatenate(transform)
            c.opacity = opacity
            c.blendMode = blendMode
            drawPlain(in: c)
        }

        private func drawPlain(in context: GraphicsContext) {
            if let stroke {
                context.stroke(path, with: shading, style: stroke)
            } else {
                context.fill(path, with: shading, style: fillStyle)
            }
        }
    }

    /// The shapes of `scene`, and its background as a shading.
    static func apiShapes(_ scene: BenchScene) -> (background: GraphicsContext.Shading, shapes: [APIShape]) {
        func color(_ c: RGBAColor) -> Color {
            Color(.sRGB, red: Double(c.red), green: Double(c.green), blue: Double(c.blue), opacity: Double(c.alpha))
        }
        func gradient(_ stops: [GradientStop]) -> Gradient {
            Gradient(stops: stops.map { Gradient.Stop(color: color($0.color), location: $0.location) })
        }
        func options(_ spread: SpreadMode) -> GraphicsContext.GradientOptions {
            switch spread {
            case .pad: return []
            case .repeat: return .repeat
            case .reflect: return .mirror
            }
        }
        let shapes = scene.commands.enumerated().map { i, command -> APIShape in
            let shading: GraphicsContext.Shading
            switch command.paint {
            case .solid(let c):
                shading = .color(color(c))
            case let .linearGradient(stops, start, end, spread):
                shading = .linearGradient(gradient(stops), startPoint: start, endPoint: end, options: options(spread))
            case let .radialGradient(stops, _, r0, endCenter, r1, spread):
                shading = .radialGradient(gradient(stops), center: endCenter, startRadius: r0, endRadius: r1,
                                          options: options(spread))
            default:
                shading = .color(.black)
            }
            return APIShape(path: command.path, shading: shading,
                            fillStyle: FillStyle(eoFill: command.fillRule == .evenOdd, antialiased: command.antialiased),
                            stroke: scene.strokes[i], transform: command.transform, opacity: Double(command.opacity),
                            blendMode: GraphicsContext.BlendMode(rawValue: command.blendMode.rawValue))
        }
        return (.color(color(scene.background)), shapes)
    }

    /// Times `scene` through the public API on `threadCount` threads; returns the median frame
    /// time, the frame count and one frame.
    func timeAPI(_ scene: BenchScene, threadCount: Int) -> (Double, Int, Pixmap) {
        let (background, shapes) = Self.apiShapes(scene)
        let renderer = CanvasRenderer(size: CGSize(width: scene.width, height: scene.height), threadCount: threadCount)
        let bounds = Path(CGRect(x: 0, y: 0, width: scene.width, height: scene.height))
        func frame() -> Pixmap {
            renderer.render { context, _ in
                context.fill(bounds, with: background)
                for shape in shapes { shape.draw(in: &context) }
            }
        }
        // Each frame is dropped before the next starts, as in a render-and-encode loop (a frame
        // still held would be copied before the renderer reuses its pixels).
        let (median, iterations) = Self.medianFrameTime({ _ = frame() }, warmup: warmup, minIterations: minIterations,
                                                        maxIterations: maxIterations, minSeconds: minTime)
        let last = frame()
        return (median, iterations, last)
    }
}
