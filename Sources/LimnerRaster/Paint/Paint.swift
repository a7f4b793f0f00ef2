import LimnerGeometry

/// How a gradient continues beyond its 0…1 range.
public enum SpreadMode: Sendable, Hashable {
    /// Extend the end colours.
    case pad
    /// Repeat the gradient.
    case `repeat`
    /// Repeat, reflecting every other copy (`GradientOptions.mirror`).
    case reflect
}

/// One colour stop of a gradient.
public struct GradientStop: Hashable, Sendable {
    /// Position along the gradient, 0…1.
    public var location: Double
    /// The colour at that position.
    public var color: RGBAColor
    /// Creates a stop.
    @inlinable
    public init(location: Double, color: RGBAColor) { self.location = location; self.color = color }
}

/// What fills the covered pixels. Geometry is in the user space of the draw call (mapped by
/// the same transform as the path).
public enum Paint: Hashable, Sendable {
    /// One colour.
    case solid(RGBAColor)
    /// Colour varies along the line from `start` to `end`.
    case linearGradient(stops: [GradientStop], start: CGPoint, end: CGPoint, spread: SpreadMode)
    /// Two-point conical gradient (HTML canvas semantics): circles interpolated from
    /// (`startCenter`, `startRadius`) to (`endCenter`, `endRadius`).
    case radialGradient(stops: [GradientStop], startCenter: CGPoint, startRadius: Double,
                        endCenter: CGPoint, endRadius: Double, spread: SpreadMode)
    /// Sweep around `center`, starting in direction `angle` (radians from +x, clockwise on a
    /// y-down canvas) and covering one full turn.
    case conicGradient(stops: [GradientStop], center: CGPoint, angle: Double, spread: SpreadMode)
    /// A pixmap, sampled and tiled as `ImagePaint` says; its transform maps image pixels to
    /// user space. Boxed (`indirect`): the other cases are under half its size, and every
    /// fill command carries a paint.
    indirect case image(ImagePaint)
}
