import Foundation
import LimnerRaster

extension GraphicsContext {
    /// How drawing combines with what is below: the 28 Core Graphics modes, raw values as
    /// `CGBlendMode` (SWIFTUI-SEMANTICS §5).
    public struct BlendMode: RawRepresentable, Hashable, Sendable, CaseIterable, CustomStringConvertible {
        public let rawValue: Int32
        public init(rawValue: Int32) { self.rawValue = rawValue }

        public static let normal = BlendMode(rawValue: 0)
        public static let multiply = BlendMode(rawValue: 1)
        public static let screen = BlendMode(rawValue: 2)
        public static let overlay = BlendMode(rawValue: 3)
        public static let darken = BlendMode(rawValue: 4)
        public static let lighten = BlendMode(rawValue: 5)
        public static let colorDodge = BlendMode(rawValue: 6)
        public static let colorBurn = BlendMode(rawValue: 7)
        public static let softLight = BlendMode(rawValue: 8)
        public static let hardLight = BlendMode(rawValue: 9)
        public static let difference = BlendMode(rawValue: 10)
        public static let exclusion = BlendMode(rawValue: 11)
        public static let hue = BlendMode(rawValue: 12)
        public static let saturation = BlendMode(rawValue: 13)
        public static let color = BlendMode(rawValue: 14)
        public static let luminosity = BlendMode(rawValue: 15)
        public static let clear = BlendMode(rawValue: 16)
        public static let copy = BlendMode(rawValue: 17)
        public static let sourceIn = BlendMode(rawValue: 18)
        public static let sourceOut = BlendMode(rawValue: 19)
        public static let sourceAtop = BlendMode(rawValue: 20)
        public static let destinationOver = BlendMode(rawValue: 21)
        public static let destinationIn = BlendMode(rawValue: 22)
        public static let destinationOut = BlendMode(rawValue: 23)
        public static let destinationAtop = BlendMode(rawValue: 24)
        public static let xor = BlendMode(rawValue: 25)
        public static let plusDarker = BlendMode(rawValue: 26)
        public static let plusLighter = BlendMode(rawValue: 27)

        public static let allCases: [BlendMode] = (0...27).map { BlendMode(rawValue: $0) }

        /// The rasterizer's mode (an unknown raw value draws as normal).
        var raster: LimnerRaster.BlendMode { LimnerRaster.BlendMode(rawValue: rawValue) ?? .normal }

        public var description: String {
            rawValue >= 0 && rawValue <= 27 ? "\(raster)" : "blendMode(\(rawValue))"
        }
    }

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
        /// The filter works on linear-light colours.
        public static let linearColor = FilterOptions(rawValue: 1)
    }

    /// Options for the blur filter.
    public struct BlurOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Make the result opaque by dividing by the blurred alpha (undefined for
        /// non-opaque input).
        public static let opaque = BlurOptions(rawValue: 1)
        /// Dither the result to reduce banding (Limner: no visible effect at 8 bits, recorded).
        public static let dithersResult = BlurOptions(rawValue: 2)
    }

    /// Options for the shadow filter.
    public struct ShadowOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Draw the shadow above the source.
        public static let shadowAbove = ShadowOptions(rawValue: 1)
        /// Draw only the shadow.
        public static let shadowOnly = ShadowOptions(rawValue: 2)
        /// Use the inverse of the source alpha (with `.shadowAbove` and `.sourceAtop`: an
        /// inner shadow).
        public static let invertsAlpha = ShadowOptions(rawValue: 4)
        /// Composite the object and its shadow separately (Limner: as one group; recorded).
        public static let disablesGroup = ShadowOptions(rawValue: 8)

        var raster: LimnerRaster.ShadowOptions {
            var o: LimnerRaster.ShadowOptions = []
            if contains(.shadowAbove) { o.insert(.shadowAbove) }
            if contains(.shadowOnly) { o.insert(.shadowOnly) }
            if contains(.invertsAlpha) { o.insert(.invertsAlpha) }
            return o
        }
    }
}
