import LimnerGeometry

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
    /// Whether the pixels where the path's edges cross, or where its contours overlap, get
    /// their exact coverage under the fill rule (true, the default) or the sum of the
    /// crossing edges' coverages, which can be too dark or too light there by up to about a
    /// pixel's area (false). Exactness costs the rows it fixes: a 10-point self-intersecting
    /// polygon 8 px across about 5 times as long to fill, one 128 px across about 2 times;
    /// shapes whose edges do not cross cost the same either way. The outlines of strokes set
    /// it to false: their overlaps are mostly the stroker's own joins, which cost several
    /// times as much to resolve for an error of a few levels at inner corners.
    public var exactCrossings: Bool = true

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

/// Which points a path encloses.
public enum FillRule: Sendable, Hashable {
    /// Non-zero winding number (SwiftUI's default).
    case nonZero
    /// Even-odd crossing count (`FillStyle(eoFill: true)`).
    case evenOdd
}
