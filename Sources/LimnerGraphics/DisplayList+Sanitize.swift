import Foundation
import LimnerGeometry
import LimnerRaster

// The one place the graphics layer cleans the numbers of filters before anything converts
// or sizes with them. `GraphicsContext.addFilter` records sanitized filters, and the renderer
// sanitizes again (a `DisplayList` can be built by hand), so a NaN, an infinity or a 1e300
// never reaches an `Int` conversion, a layer size or a blur.
//
// Policy (also in the README's "Bad input" section):
// - blur and shadow radius: NaN, negative, −∞ → 0 (no blur: the identity); above
//   `DisplayList.maximumLength` (also +∞) → that length, which every blur clamps further to
//   `GaussianBlur.maximumSigma` device pixels (a faint haze, or transparent once the true blur
//   would round to nothing);
// - shadow offset: NaN → 0 on that axis; beyond ±`DisplayList.maximumLength` (also ±∞) →
//   clamped, so the shadow lands far outside the canvas and only the drawing stays visible.

extension DisplayList {
    /// The largest length (points) a filter's radius or offset keeps: 10⁹, far beyond any
    /// canvas; larger values, and infinities, are clamped to it.
    public static let maximumLength: Double = 1e9
}

extension DisplayList.Filter {
    /// This filter with its numbers cleaned (see the policy at the top of this file).
    public var sanitized: DisplayList.Filter {
        switch self {
        case let .blur(r, opaque, dithers, linear):
            return .blur(radius: Self.radius(r), opaque: opaque, dithers: dithers, linearColor: linear)
        case let .shadow(color, r, offset, mode, options, linear):
            return .shadow(color: color, radius: Self.radius(r),
                           offset: CGSize(width: Self.length(Double(offset.width)), height: Self.length(Double(offset.height))),
                           blendMode: mode, options: options, linearColor: linear)
        case .colorMatrix, .alphaThreshold, .projection:
            return self
        }
    }

    /// A blur radius: NaN and negatives → 0, clamped to `maximumLength`.
    static func radius(_ r: Double) -> Double { r > 0 ? min(r, DisplayList.maximumLength) : 0 }

    /// A length: NaN → 0, clamped to ±`maximumLength`.
    static func length(_ v: Double) -> Double {
        v.clamped(-DisplayList.maximumLength, DisplayList.maximumLength, nan: 0)
    }
}
