import Foundation
import LimnerRaster

extension GraphicsContext {
    /// How drawing combines with what is below: the 28 Core Graphics modes, raw values as
    /// `CGBlendMode` (normal 0 … luminosity 15, clear 16 … xor 25, plusDarker 26, plusLighter 27).
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

        /// The rasterizer's mode (an unknown raw value draws as normal): the one conversion
        /// from the drawing vocabulary to the engine's, by the shared raw value.
        package var raster: LimnerRaster.BlendMode { LimnerRaster.BlendMode(rawValue: rawValue) ?? .normal }

        /// The mode's name (`multiply`), or `blendMode(raw value)` for a raw value outside 0…27.
        public var description: String {
            Self.names.indices.contains(Int(rawValue)) ? Self.names[Int(rawValue)] : "blendMode(\(rawValue))"
        }

        /// The names of the static members, by raw value.
        private static let names = [
            "normal", "multiply", "screen", "overlay", "darken", "lighten", "colorDodge", "colorBurn",
            "softLight", "hardLight", "difference", "exclusion", "hue", "saturation", "color", "luminosity",
            "clear", "copy", "sourceIn", "sourceOut", "sourceAtop", "destinationOver", "destinationIn",
            "destinationOut", "destinationAtop", "xor", "plusDarker", "plusLighter",
        ]
    }
}
