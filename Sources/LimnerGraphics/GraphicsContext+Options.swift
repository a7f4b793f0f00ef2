import Foundation
import LimnerRaster

extension GraphicsContext {
    /// Options for gradients.
    public struct GradientOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Repeat the gradient beyond its ends.
        public static let `repeat` = GradientOptions(rawValue: 1)
        /// Repeat, reflecting every other copy.
        public static let mirror = GradientOptions(rawValue: 2)
        /// Interpolate in linear light instead of sRGB-encoded values.
        public static let linearColor = GradientOptions(rawValue: 4)

        var spread: SpreadMode {
            contains(.mirror) ? .reflect : contains(.repeat) ? .repeat : .pad
        }
    }

    /// Options for `addFilter(_:options:)`.
    public struct FilterOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// The filter works on linear-light colours: the layer is converted from sRGB-encoded
        /// to linear values before the filter and back after it. Blur, shadow (tint, blur and
        /// the shadow's blending with the drawing), colour matrices and projections (their
        /// resampling) change; `alphaThreshold` reads only alpha and writes one colour, so it
        /// gives the same pixels either way.
        public static let linearColor = FilterOptions(rawValue: 1)
    }

    /// Options for the blur filter.
    public struct BlurOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Make the result opaque by dividing by the blurred alpha (undefined for
        /// non-opaque input).
        public static let opaque = BlurOptions(rawValue: 1)
        /// Dither the result to reduce banding.
        ///
        /// Limner: recorded in the display list (`dithers`) and otherwise a defined no-op.
        /// Every layer is 8-bit premultiplied, and `GaussianBlur` rounds its float result to
        /// the nearest 8-bit level inside LimnerRaster, so by the time the filter's result
        /// reaches this layer there is no finer value left to dither; the banding that
        /// remains is that rounding, at most half a level. Keeping the option exact also
        /// keeps renders reproducible byte for byte (the seed's three blurred-image recipes
        /// must give identical pixels).
        public static let dithersResult = BlurOptions(rawValue: 2)
    }

    /// Options for the shadow filter.
    public struct ShadowOptions: OptionSet, Hashable, Sendable, CustomStringConvertible {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Draw the shadow above the drawing instead of below it.
        public static let shadowAbove = ShadowOptions(rawValue: 1)
        /// Draw only the shadow, not the drawing.
        public static let shadowOnly = ShadowOptions(rawValue: 2)
        /// Use the inverse of the drawing's alpha (with `.shadowAbove` and `.sourceAtop`: an
        /// inner shadow).
        public static let invertsAlpha = ShadowOptions(rawValue: 4)
        /// Composite the drawing and its shadow separately into the destination instead of
        /// first combining them in one layer. The shadow then meets what is already drawn
        /// (its blend mode acts on the destination; it shows through a translucent drawing),
        /// and filters added after the shadow apply to each of the two on its own.
        public static let disablesGroup = ShadowOptions(rawValue: 8)

        var raster: LimnerRaster.ShadowOptions {
            var o: LimnerRaster.ShadowOptions = []
            if contains(.shadowAbove) { o.insert(.shadowAbove) }
            if contains(.shadowOnly) { o.insert(.shadowOnly) }
            if contains(.invertsAlpha) { o.insert(.invertsAlpha) }
            return o
        }

        /// The set options by name, e.g. `[shadowAbove invertsAlpha]`.
        public var description: String {
            let names: [(ShadowOptions, String)] = [(.shadowAbove, "shadowAbove"), (.shadowOnly, "shadowOnly"),
                                                    (.invertsAlpha, "invertsAlpha"), (.disablesGroup, "disablesGroup")]
            return "[" + names.filter { contains($0.0) }.map(\.1).joined(separator: " ") + "]"
        }
    }
}
