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
        }
        let kind: Kind

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

        /// Several levels of shading (multicolour symbols); plain shapes use the first.
        /// Must not be empty.
        public static func palette(_ array: [Shading]) -> Shading {
            precondition(!array.isEmpty, "Shading.palette needs at least one element")
            return Shading(kind: .palette(array))
        }

        /// The environment's foreground colour (`.primary` when none is set).
        public static var foreground: Shading { Shading(kind: .foreground) }

        /// The paint for the renderer, colours resolved in `environment`.
        func resolve(in environment: EnvironmentValues) -> ResolvedPaint {
            switch kind {
            case .color(let c):
                return .color(c.resolvedRGBA(in: environment))
            case .foreground:
                return .color((environment.foregroundColor ?? .primary).resolvedRGBA(in: environment))
            case let .linear(g, s, e, o):
                return .linearGradient(stops: g.resolvedStops(in: environment, linearColor: o.contains(.linearColor)),
                                       start: s, end: e, spread: o.spread)
            case let .radial(g, c, r0, r1, o):
                return .radialGradient(stops: g.resolvedStops(in: environment, linearColor: o.contains(.linearColor)),
                                       center: c, startRadius: Double(r0), endRadius: Double(r1), spread: o.spread)
            case let .conic(g, c, a, o):
                return .conicGradient(stops: g.resolvedStops(in: environment, linearColor: o.contains(.linearColor)),
                                      center: c, angle: a.radians, spread: o.spread)
            case let .tiled(image, origin, source, scale):
                guard let contents = image.contents else { return .color(.clear) }
                return .tiledImage(contents, origin: origin, sourceRect: source, scale: scale)
            case .palette(let levels):
                return levels[0].resolve(in: environment)
            }
        }
    }
}
