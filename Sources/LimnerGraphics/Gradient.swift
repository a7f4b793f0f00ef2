import Foundation
import LimnerRaster

/// Colour stops along 0…1 (SwiftUI's `Gradient`).
public struct Gradient: Hashable, Sendable {
    /// One colour at one location.
    public struct Stop: Hashable, Sendable {
        /// The colour.
        public var color: Color
        /// Where along the gradient, 0…1.
        public var location: CGFloat
        /// Creates a stop.
        public init(color: Color, location: CGFloat) { self.color = color; self.location = location }
    }

    /// The stops, in order.
    public var stops: [Stop]

    /// How colours between stops are interpolated (SwiftUI's `Gradient.ColorSpace`).
    ///
    /// Since iOS 16 / macOS 13 SwiftUI offers both: `.perceptual`, which public
    /// measurements of SwiftUI's output show to be OKLab, and `.device`, the output (sRGB)
    /// space. SwiftUI's gradient styles default to perceptual (`LinearGradient`,
    /// `RadialGradient`, `AngularGradient`, `EllipticalGradient`, `Color.gradient`, the
    /// static `.linearGradient(…)` members); Limner does the same, and
    /// `EnvironmentValues.gradientColorSpace` changes the default below a view.
    /// `GraphicsContext` gradients in a `Canvas` interpolate in the device space unless the
    /// gradient says otherwise (what Core Graphics and Skia do).
    public struct ColorSpace: Hashable, Sendable {
        enum Kind: Hashable, Sendable { case device, perceptual }
        let kind: Kind
        /// Interpolates in the output colour space (sRGB, component by component).
        public static let device = ColorSpace(kind: .device)
        /// Interpolates in a perceptual colour space (OKLab): equal steps look equal, and a
        /// red-to-green ramp stays bright through its middle instead of passing through brown.
        public static let perceptual = ColorSpace(kind: .perceptual)
    }

    /// The space this gradient interpolates in (nil: the default of where it is drawn).
    package var interpolationSpace: ColorSpace?

    /// A gradient from stops.
    public init(stops: [Stop]) { self.stops = stops }

    /// Colours spaced evenly from 0 to 1 (one colour: a solid gradient).
    public init(colors: [Color]) {
        let n = colors.count
        stops = colors.enumerated().map { i, c in
            Stop(color: c, location: n > 1 ? CGFloat(i) / CGFloat(n - 1) : 0)
        }
    }

    /// The stops resolved for the rasterizer. Locations are clamped to 0…1 and made
    /// non-decreasing, as Core Graphics does. With `linearColor`, each segment is subdivided
    /// so that interpolating the sRGB-encoded result linearly stays within 1/255 of
    /// interpolating in linear light (`GradientOptions.linearColor`).
    ///
    /// A gradient interpolated in the perceptual space (its own space, else
    /// `defaultColorSpace`) is subdivided the same way, each segment into 32 steps mixed in
    /// OKLab (alpha-premultiplied, so a transparent stop takes the colour of its neighbour),
    /// so that the rasterizer's sRGB interpolation between the steps stays within about one
    /// level of the OKLab mix.
    package func resolvedStops(in environment: EnvironmentValues, linearColor: Bool = false,
                               defaultColorSpace: ColorSpace = .device) -> [GradientStop] {
        // Each stop is read where it lies, into storage of the final size: every gradient
        // fill resolves its stops, and iterating by value copied each stop (a retain and a
        // release of its colour). A colour of fixed components is read straight from its
        // storage: `source[i].color.resolvedRGBA(…)` copied the whole stop first, through
        // its type's value witness (a call and a retain and release per stop; 4 % of an
        // 8-pixel gradient rectangle's fill).
        // The array is made by reserving and appending, whose growth is specialised for the
        // element: `init(unsafeUninitializedCapacity:)` and `init(repeating:count:)` called
        // the standard library's generic buffer allocation, which looked the storage
        // class's metadata up in the runtime's cache on every call.
        var out = [GradientStop]()
        out.reserveCapacity(stops.count)
        stops.withUnsafeBufferPointer { source in
            guard let stop = source.baseAddress else { return }
            var last: Double = 0
            for i in 0..<source.count {
                let location = stop[i].location
                let loc = max(last, min(max(Double(location.isNaN ? 0 : location), 0), 1))
                last = loc
                let color: RGBAColor
                if case .rgb(let fixed) = stop[i].color.storage {
                    color = Color.applyingOpacity(stop[i].color.opacityFactor, to: fixed)
                } else {
                    color = stop[i].color.resolvedRGBA(in: environment)
                }
                out.append(GradientStop(location: loc, color: color))
            }
        }
        if !linearColor, (interpolationSpace ?? defaultColorSpace) == .perceptual, out.count > 1 {
            return Self.perceptuallySubdivided(out)
        }
        guard linearColor, out.count > 1 else { return out }
        var fine: [GradientStop] = [out[0]]
        for i in 1..<out.count {
            let a = out[i - 1], b = out[i]
            let steps = 16
            for k in 1...steps {
                let t = Double(k) / Double(steps)
                func mix(_ x: Float, _ y: Float) -> Float {
                    Float(Color.encode(Color.decode(Double(x)) * (1 - t) + Color.decode(Double(y)) * t))
                }
                let c = RGBAColor(red: mix(a.color.red, b.color.red), green: mix(a.color.green, b.color.green),
                                  blue: mix(a.color.blue, b.color.blue),
                                  alpha: a.color.alpha * Float(1 - t) + b.color.alpha * Float(t))
                fine.append(GradientStop(location: a.location + (b.location - a.location) * t, color: c))
            }
        }
        return fine
    }

    /// `stops` with each segment replaced by 32 steps mixed in OKLab.
    static func perceptuallySubdivided(_ stops: [GradientStop]) -> [GradientStop] {
        var fine: [GradientStop] = [stops[0]]
        fine.reserveCapacity(1 + (stops.count - 1) * 32)
        for i in 1..<stops.count {
            let a = stops[i - 1], b = stops[i]
            // Equal colours, or a hard stop: nothing to subdivide.
            if a.color == b.color || a.location == b.location { fine.append(b); continue }
            let la = OKLab(a.color), lb = OKLab(b.color)
            let steps = 32
            for k in 1...steps {
                let t = Double(k) / Double(steps)
                let c = k == steps ? b.color : OKLab.mix(la, lb, t).rgba
                fine.append(GradientStop(location: a.location + (b.location - a.location) * t, color: c))
            }
        }
        return fine
    }
}

/// A colour in OKLab (Björn Ottosson's perceptual space), premultiplied by its alpha for
/// mixing.
struct OKLab: Equatable {
    var l, a, b, alpha: Double

    /// `color` (straight sRGB) in OKLab, premultiplied.
    init(_ color: RGBAColor) {
        let r = Color.decode(Double(color.red)), g = Color.decode(Double(color.green)), bl = Color.decode(Double(color.blue))
        let lms = (0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * bl,
                   0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * bl,
                   0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * bl)
        let c = (cbrt(lms.0), cbrt(lms.1), cbrt(lms.2))
        let w = Double(color.alpha)
        l = w * (0.2104542553 * c.0 + 0.7936177850 * c.1 - 0.0040720468 * c.2)
        a = w * (1.9779984951 * c.0 - 2.4285922050 * c.1 + 0.4505937099 * c.2)
        b = w * (0.0259040371 * c.0 + 0.7827717662 * c.1 - 0.8086757660 * c.2)
        alpha = w
    }

    private init(l: Double, a: Double, b: Double, alpha: Double) { self.l = l; self.a = a; self.b = b; self.alpha = alpha }

    /// The mix `t` of the way from `x` to `y`.
    static func mix(_ x: OKLab, _ y: OKLab, _ t: Double) -> OKLab {
        OKLab(l: x.l + (y.l - x.l) * t, a: x.a + (y.a - x.a) * t, b: x.b + (y.b - x.b) * t,
              alpha: x.alpha + (y.alpha - x.alpha) * t)
    }

    /// Back to straight sRGB, clamped to the gamut.
    var rgba: RGBAColor {
        guard alpha > 0 else { return RGBAColor(red: 0, green: 0, blue: 0, alpha: 0) }
        let L = l / alpha, A = a / alpha, B = b / alpha
        let c0 = L + 0.3963377774 * A + 0.2158037573 * B
        let c1 = L - 0.1055613458 * A - 0.0638541728 * B
        let c2 = L - 0.0894841775 * A - 1.2914855480 * B
        let m = (c0 * c0 * c0, c1 * c1 * c1, c2 * c2 * c2)
        let r = 4.0767416621 * m.0 - 3.3077115913 * m.1 + 0.2309699292 * m.2
        let g = -1.2684380046 * m.0 + 2.6097574011 * m.1 - 0.3413193965 * m.2
        let b = -0.0041960863 * m.0 - 0.7034186147 * m.1 + 1.7076147010 * m.2
        func enc(_ v: Double) -> Float { Float(min(max(Color.encode(min(max(v, 0), 1)), 0), 1)) }
        return RGBAColor(red: enc(r), green: enc(g), blue: enc(b), alpha: Float(min(max(alpha, 0), 1)))
    }
}
