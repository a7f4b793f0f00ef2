import Foundation
import LimnerGeometry
import LimnerRaster

extension GraphicsContext {
    /// A filter for `addFilter(_:options:)` (SwiftUI's `GraphicsContext.Filter`). The colour
    /// filters' matrices are built in Sources/LimnerRaster/Filters/ColorMatrix.swift.
    public struct Filter: Sendable {
        enum Kind: Sendable {
            case blur(CGFloat, BlurOptions)
            case shadow(Color, CGFloat, CGFloat, CGFloat, BlendMode, ShadowOptions)
            case matrix(ColorMatrix, String)
            case colorMultiply(Color)
            case alphaThreshold(Double, Double, Color)
            case projection(ProjectionTransform)
        }
        let kind: Kind

        /// Gaussian blur; `radius` is the standard deviation in user-space points.
        public static func blur(radius: CGFloat, options: BlurOptions = []) -> Filter {
            Filter(kind: .blur(radius, options))
        }

        /// A shadow of the drawing's alpha, blurred by `radius` (σ), offset by `x`, `y`, tinted
        /// with `color`, blended with `blendMode` into a layer below the drawing.
        public static func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat,
                                  x: CGFloat = 0, y: CGFloat = 0, blendMode: BlendMode = .normal,
                                  options: ShadowOptions = []) -> Filter {
            Filter(kind: .shadow(color, radius, x, y, blendMode, options))
        }

        /// An SVG `feColorMatrix`.
        public static func colorMatrix(_ matrix: ColorMatrix) -> Filter { Filter(kind: .matrix(matrix, "colorMatrix")) }

        /// Rotates hues (SVG hue-rotate).
        public static func hueRotation(_ angle: Angle) -> Filter {
            Filter(kind: .matrix(.hueRotation(radians: angle.radians), "hueRotation(\(DisplayListFormat.number(angle.degrees))°)"))
        }

        /// Scales saturation: 0 grey, 1 unchanged.
        public static func saturation(_ amount: Double) -> Filter {
            Filter(kind: .matrix(.saturation(Float(amount)), "saturation(\(DisplayListFormat.number(amount)))"))
        }

        /// Adds `amount` to red, green and blue.
        public static func brightness(_ amount: Double) -> Filter {
            Filter(kind: .matrix(.brightness(Float(amount)), "brightness(\(DisplayListFormat.number(amount)))"))
        }

        /// SVG contrast: `C' = a·C + 0.5·(1 − a)`.
        public static func contrast(_ amount: Double) -> Filter {
            Filter(kind: .matrix(.contrast(Float(amount)), "contrast(\(DisplayListFormat.number(amount)))"))
        }

        /// SVG grayscale: 1 fully grey.
        public static func grayscale(_ amount: Double) -> Filter {
            Filter(kind: .matrix(.grayscale(Float(amount)), "grayscale(\(DisplayListFormat.number(amount)))"))
        }

        /// SVG invert by `amount`.
        public static func colorInvert(_ amount: Double = 1) -> Filter {
            Filter(kind: .matrix(.colorInvert(Float(amount)), "colorInvert(\(DisplayListFormat.number(amount)))"))
        }

        /// Multiplies each component by `color`'s.
        public static func colorMultiply(_ color: Color) -> Filter { Filter(kind: .colorMultiply(color)) }

        /// Alpha becomes luminance; colour becomes black.
        public static var luminanceToAlpha: Filter { Filter(kind: .matrix(.luminanceToAlpha, "luminanceToAlpha")) }

        /// Alpha in `min…max` becomes `color`, everything else transparent.
        public static func alphaThreshold(min: Double, max: Double = 1, color: Color = .black) -> Filter {
            Filter(kind: .alphaThreshold(min, max, color))
        }

        /// Moves the rendered drawing by `matrix` (in user space).
        public static func projectionTransform(_ matrix: ProjectionTransform) -> Filter {
            Filter(kind: .projection(matrix))
        }
    }

    /// Adds `filter` to the filters applied to later drawing. Each later draw call is
    /// rendered on its own through all filters, the last added first (as SwiftUI: the
    /// metaball idiom adds `.alphaThreshold` then `.blur`, and gets the blur thresholded). Lengths (blur
    /// radius, shadow radius and offset) and projections are taken in the current user space.
    public mutating func addFilter(_ filter: Filter, options: FilterOptions = []) {
        let t = transform
        // Lengths scale with the transform's mean linear scale: √|det|.
        let s = Double(abs(t.determinant)).squareRoot()
        let linear = options.contains(.linearColor)
        let resolved: DisplayList.Filter
        switch filter.kind {
        case let .blur(r, o):
            resolved = .blur(radius: Double(r) * s, opaque: o.contains(.opaque), dithers: o.contains(.dithersResult),
                            linearColor: linear)
        case let .shadow(color, r, x, y, mode, o):
            let off = CGSize(width: x * t.a + y * t.c, height: x * t.b + y * t.d)
            resolved = .shadow(color: color.resolvedRGBA(in: environment), radius: Double(r) * s, offset: off,
                               blendMode: mode, options: o, linearColor: linear)
        case let .matrix(m, name):
            resolved = .colorMatrix(m, name: name, linearColor: linear)
        case .colorMultiply(let c):
            let rgba = c.resolvedRGBA(in: environment)
            resolved = .colorMatrix(.colorMultiply(rgba), name: "colorMultiply(\(Color.hex(rgba)))", linearColor: linear)
        case let .alphaThreshold(lo, hi, c):
            resolved = .alphaThreshold(min: lo, max: hi, color: c.resolvedRGBA(in: environment))
        case .projection(let p):
            // User space → recording space: T⁻¹ · P · T.
            let tp = ProjectionTransform(t)
            let inv = ProjectionTransform(t.inverted())
            resolved = .projection(inv.concatenating(p).concatenating(tp), linearColor: linear)
        }
        // The filter added last is applied first (SwiftUI's order): `addFilter(.alphaThreshold(…))`
        // then `addFilter(.blur(…))` blurs the drawing, then thresholds it (crisp merged blobs).
        filters.insert(resolved.sanitized, at: 0)
    }
}
