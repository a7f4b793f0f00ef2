/// A colour with straight (unpremultiplied) alpha, in sRGB, components in 0…1.
public struct RGBAColor: Hashable, Sendable {
    /// Red, 0…1.
    public var red: Float
    /// Green, 0…1.
    public var green: Float
    /// Blue, 0…1.
    public var blue: Float
    /// Alpha, 0…1.
    public var alpha: Float
    /// Creates a colour; components are clamped to 0…1 (NaN becomes 0) when rendered.
    @inlinable
    public init(red: Float, green: Float, blue: Float, alpha: Float = 1) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }
    /// Opaque black.
    public static let black = RGBAColor(red: 0, green: 0, blue: 0)
    /// Opaque white.
    public static let white = RGBAColor(red: 1, green: 1, blue: 1)
    /// Fully transparent black.
    public static let clear = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)
}
