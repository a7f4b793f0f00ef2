import LimnerGeometry

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

/// Which points a path encloses.
public enum FillRule: Sendable, Hashable {
    /// Non-zero winding number (SwiftUI's default).
    case nonZero
    /// Even-odd crossing count (`FillStyle(eoFill: true)`).
    case evenOdd
}

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

/// How a source colour combines with the destination (premultiplied pixels).
///
/// The 28 cases of `GraphicsContext.BlendMode` / `CGBlendMode`, in Core Graphics order with
/// its raw values 0…27. SwiftUI's view-level `BlendMode` is the 21-case subset (every case
/// except `clear`, `copy`, `sourceIn`, `sourceOut`, `destinationIn`, `destinationAtop`, `xor`).
/// The formulas are stated in `Compositing/Compositing.swift` and implemented twice: by
/// `ReferenceCompositor` (Double, straight from the definitions) and by the span kernels.
public enum BlendMode: Int32, Sendable, Hashable, CaseIterable {
    /// Source over destination: `R = S + D·(1 − Sa)`.
    case normal = 0
    /// `B(s, d) = s·d`.
    case multiply = 1
    /// `B(s, d) = s + d − s·d`.
    case screen = 2
    /// `hardLight` with source and destination swapped.
    case overlay = 3
    /// `B(s, d) = min(s, d)`.
    case darken = 4
    /// `B(s, d) = max(s, d)`.
    case lighten = 5
    /// Brightens the destination towards the source: `min(1, d / (1 − s))`.
    case colorDodge = 6
    /// Darkens the destination towards the source: `1 − min(1, (1 − d) / s)`.
    case colorBurn = 7
    /// W3C soft light: piecewise, with a square root for light destinations.
    case softLight = 8
    /// Multiply or screen, depending on the source.
    case hardLight = 9
    /// `B(s, d) = |s − d|`.
    case difference = 10
    /// `B(s, d) = s + d − 2·s·d`.
    case exclusion = 11
    /// Hue of the source with saturation and luminosity of the destination.
    case hue = 12
    /// Saturation of the source with hue and luminosity of the destination.
    case saturation = 13
    /// Hue and saturation of the source with luminosity of the destination.
    case color = 14
    /// Luminosity of the source with hue and saturation of the destination.
    case luminosity = 15
    /// `R = 0`.
    case clear = 16
    /// `R = S`.
    case copy = 17
    /// `R = S·Da`.
    case sourceIn = 18
    /// `R = S·(1 − Da)`.
    case sourceOut = 19
    /// `R = S·Da + D·(1 − Sa)`.
    case sourceAtop = 20
    /// `R = S·(1 − Da) + D`.
    case destinationOver = 21
    /// `R = D·Sa`.
    case destinationIn = 22
    /// `R = D·(1 − Sa)`.
    case destinationOut = 23
    /// `R = S·(1 − Da) + D·Sa`.
    case destinationAtop = 24
    /// `R = S·(1 − Da) + D·(1 − Sa)`.
    case xor = 25
    /// Core Graphics plus-darker; premultiplied form in `Compositing.swift`.
    case plusDarker = 26
    /// `R = min(1, S + D)` on every channel, alpha included.
    case plusLighter = 27
}

/// One fill of a path: what the rasterizer draws. A batch of commands is what the
/// multi-threaded renderer replays.
public struct FillCommand: Sendable {
    /// The path, in user space.
    public var path: Path
    /// User space to device pixels; maps path and paint.
    public var transform: CGAffineTransform
    /// The paint.
    public var paint: Paint
    /// The fill rule.
    public var fillRule: FillRule
    /// Whether edges are anti-aliased (false: binary coverage sampled at pixel centres).
    public var antialiased: Bool
    /// How the paint combines with the pixels below.
    public var blendMode: BlendMode
    /// Multiplies the paint's alpha, 0…1.
    public var opacity: Float
    /// How far, in device pixels, the flattened curves may stray from the path's
    /// (`defaultFlatteningTolerance` unless a caller knows its shapes need less; a value that
    /// is not positive and finite means the default, below 1e-4 px counts as 1e-4, and a huge
    /// one makes each curve its chord).
    public var flatteningTolerance: Double
    /// Whether a gradient paint is dithered: each pixel's exact colour is rounded up or down
    /// by a fixed 8×8 ordered (Bayer) threshold keyed on its device position, so a slow ramp
    /// has no visible bands; every channel stays within one level of the undithered fill, and
    /// the same fill gives the same bytes every time. Solid and image paints ignore it.
    public var dithers: Bool = false

    /// The flattening tolerance of a fill that does not ask for another: 1/40 px, which keeps
    /// a curved edge pixel within about 6 levels of its exact area coverage (the chord error
    /// e changes it by up to e·255). `Path.defaultFlatteningTolerance` (0.1 px) left curved
    /// edges up to 20 levels off (dashed arcs in every curved golden scene); 1/40 px costs
    /// twice the segments (the count grows as 1/√tolerance).
    public static let defaultFlatteningTolerance = 0.025

    /// Creates a fill command.
    public init(path: Path, transform: CGAffineTransform = .identity, paint: Paint,
                fillRule: FillRule = .nonZero, antialiased: Bool = true,
                blendMode: BlendMode = .normal, opacity: Float = 1,
                flatteningTolerance: Double = FillCommand.defaultFlatteningTolerance, dithers: Bool = false) {
        self.path = path; self.transform = transform; self.paint = paint
        self.fillRule = fillRule; self.antialiased = antialiased
        self.blendMode = blendMode; self.opacity = opacity
        self.flatteningTolerance = flatteningTolerance
        self.dithers = dithers
    }
}
