import Foundation
import LimnerGeometry
import LimnerRaster

extension GraphicsContext {
    /// What fills a shape: a colour, a gradient, an image pattern, or several levels of these
    /// (SwiftUI's `GraphicsContext.Shading`). Gradient geometry is in user space (points).
    public struct Shading: Sendable {
        enum Kind: Sendable {
            case color(Color)
            case linear(Gradient, CGPoint, CGPoint, GradientOptions)
            case radial(Gradient, CGPoint, CGFloat, CGFloat, GradientOptions)
            case conic(Gradient, CGPoint, Angle, GradientOptions)
            case tiled(Image, CGPoint, CGRect, CGFloat)
            case palette([Shading])
            case foreground
            case backdrop
            /// Resolved when drawn (`ShadingStyleBox`).
            case style(ShadingStyleBox)
            /// Already resolved against an environment (`GraphicsContext.resolve(_:)`).
            case resolved(ResolvedPaint)
        }
        let kind: Kind

        /// A style shading's resolver, behind a reference. An existential payload made `Kind`
        /// address-only, so every shading was copied and destroyed through value witnesses
        /// (a gradient fill's `Kind` twice over, each a retain and a release of its stops):
        /// with this box it is passed in registers and matched in place, which took 8- and
        /// 16-px gradient rectangles through `GraphicsContext` 0.93–0.97 of their time.
        final class ShadingStyleBox: Sendable {
            let resolver: any ShadingStyleResolver
            init(_ resolver: any ShadingStyleResolver) { self.resolver = resolver }
        }

        /// A constant colour.
        public static func color(_ color: Color) -> Shading { Shading(kind: .color(color)) }

        /// A constant colour from components in `colorSpace`.
        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double,
                                 blue: Double, opacity: Double = 1) -> Shading {
            .color(Color(colorSpace, red: red, green: green, blue: blue, opacity: opacity))
        }

        /// A constant grey from `colorSpace`.
        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) -> Shading {
            .color(Color(colorSpace, white: white, opacity: opacity))
        }

        /// A linear gradient from `startPoint` to `endPoint` (user space).
        public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint,
                                          options: GradientOptions = []) -> Shading {
            Shading(kind: .linear(gradient, startPoint, endPoint, options))
        }

        /// A radial gradient around `center`, from `startRadius` to `endRadius` (points).
        public static func radialGradient(_ gradient: Gradient, center: CGPoint, startRadius: CGFloat,
                                          endRadius: CGFloat, options: GradientOptions = []) -> Shading {
            Shading(kind: .radial(gradient, center, startRadius, endRadius, options))
        }

        /// A conic gradient sweeping once around `center`, starting and ending at `angle`.
        public static func conicGradient(_ gradient: Gradient, center: CGPoint, angle: Angle = .zero,
                                         options: GradientOptions = []) -> Shading {
            Shading(kind: .conic(gradient, center, angle, options))
        }

        /// `image`'s `sourceRect` part (unit coordinates of the image), scaled by `scale`,
        /// repeated in both directions, one copy's corner at `origin`.
        public static func tiledImage(_ image: Image, origin: CGPoint = .zero,
                                      sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1),
                                      scale: CGFloat = 1) -> Shading {
            Shading(kind: .tiled(image, origin, sourceRect, scale))
        }

        /// Several levels of shading (multicolour symbols); plain shapes use the first. An
        /// empty palette draws nothing (transparent), like `.color(.clear)`.
        public static func palette(_ array: [Shading]) -> Shading {
            Shading(kind: .palette(array))
        }

        /// The environment's foreground: the view layer's foreground style when one is set,
        /// else the foreground colour (`.primary` when none is set).
        public static var foreground: Shading { Shading(kind: .foreground) }

        /// A copy of what is already drawn behind the shape (SwiftUI's `backdrop`): the
        /// destination's pixels under it, read when it draws. At the canvas's top level that
        /// is everything drawn before; inside a layer (`drawLayer`, a filtered draw,
        /// `clipToLayer` content) it is what that layer holds so far, transparent at first.
        /// With normal blending at full opacity it leaves the pixels as they are; blend
        /// modes and opacity make it useful.
        public static var backdrop: Shading { Shading(kind: .backdrop) }

        /// A shading that takes its paint from `resolver` (the view layer's `style(_:)`, which
        /// wraps a `ShapeStyle`; see `ShadingStyleResolver`).
        package init(resolver: any ShadingStyleResolver) { kind = .style(ShadingStyleBox(resolver)) }

        init(kind: Kind) { self.kind = kind }

        /// The paint for the renderer, colours resolved in `environment`, style shadings
        /// resolved over `bounds` (the drawn object's rectangle in user space, only
        /// evaluated for them), with the geometry transform and opacity a style may add.
        /// One switch over the kind, binding payloads in place: this runs for every draw call.
        package func resolve(in environment: EnvironmentValues, bounds: () -> CGRect) -> ShadingPaint {
            switch kind {
            case .color(let c):
                return ShadingPaint(paint: .color(c.resolvedRGBA(in: environment)))
            case .resolved(let paint):
                return ShadingPaint(paint: paint)
            case .foreground:
                return environment.foregroundPaint(in: bounds())
            case .linear, .radial, .conic:
                // Never clear: `gradientPaint` makes a paint of every gradient kind.
                return ShadingPaint(paint: gradientPaint(in: environment) ?? .color(.clear))
            case let .tiled(image, origin, source, scale):
                guard let contents = image.contents else { return ShadingPaint(paint: .color(.clear)) }
                return ShadingPaint(paint: .tiledImage(contents, origin: origin, sourceRect: source, scale: scale))
            case .palette(let levels):
                guard let first = levels.first else { return ShadingPaint(paint: .color(.clear)) }
                return first.resolve(in: environment, bounds: bounds)
            case .backdrop:
                return ShadingPaint(paint: .backdrop)
            case .style(let box):
                return box.resolver.resolve(in: bounds(), environment: environment)
            }
        }

        /// The paint of a gradient shading (linear, radial or conic), its stops resolved in
        /// `environment`: what `resolve(in:bounds:)` makes of it (a gradient's `ShadingPaint`
        /// has no transform, full opacity and no dithering), without the `ShadingPaint`
        /// around it. Nil for every other kind.
        ///
        /// `GraphicsContext.stroke` takes it for a plain gradient stroke.
        @inline(__always)
        package func gradientPaint(in environment: EnvironmentValues) -> ResolvedPaint? {
            switch kind {
            case let .linear(g, s, e, o):
                return .linearGradient(stops: g.resolvedStops(in: environment, linearColor: o.contains(.linearColor)),
                                       start: s, end: e, spread: o.spread)
            case let .radial(g, c, r0, r1, o):
                return .radialGradient(stops: g.resolvedStops(in: environment, linearColor: o.contains(.linearColor)),
                                       center: c, startRadius: Double(r0), endRadius: Double(r1), spread: o.spread)
            case let .conic(g, c, a, o):
                return .conicGradient(stops: g.resolvedStops(in: environment, linearColor: o.contains(.linearColor)),
                                      center: c, angle: a.radians, spread: o.spread)
            default:
                return nil
            }
        }

        /// The rasterizer's paint of a gradient shading (linear, radial or conic), its stops
        /// resolved in `environment`: `gradientPaint(in:)`'s paint as the rasterizer takes it
        /// (`ResolvedPaint.rasterPaint`), both inlined, so that no `ShadingPaint` comes between
        /// (a copy of the stops to retain and release). Nil for every other kind.
        ///
        /// `GraphicsContext.fill` takes it for a plain gradient fill. For 4 000 8-px gradient
        /// triangles a frame, going through a `ShadingPaint` cost about 1.3 % of the frame and
        /// resolving the stops 2.2 %.
        @inline(__always)
        package func gradientRasterPaint(in environment: EnvironmentValues) -> Paint? {
            gradientPaint(in: environment)?.rasterPaint
        }

        /// The paint for the renderer, colours resolved in `environment`. A style shading
        /// resolves over an empty rectangle here (callers that know the drawn object's
        /// rectangle use `resolve(in:bounds:)`).
        func resolve(in environment: EnvironmentValues) -> ResolvedPaint {
            resolve(in: environment, bounds: { .zero }).paint
        }

        /// This shading with its colours fixed as `environment` gives them (system colours,
        /// the foreground); geometry-dependent styles keep their resolver, with the
        /// environment captured.
        func resolved(in environment: EnvironmentValues) -> Shading {
            switch kind {
            case .palette(let levels): return Shading(kind: .palette(levels.map { $0.resolved(in: environment) }))
            case .style(let box): return Shading(resolver: EnvironmentBoundResolver(base: box.resolver, environment: environment))
            case .backdrop, .resolved: return self
            case .foreground where environment.foregroundStyleResolver != nil:
                return Shading(resolver: EnvironmentBoundResolver(base: ForegroundResolver(), environment: environment))
            default: return Shading(kind: .resolved(resolve(in: environment)))
            }
        }
    }
}
