import Foundation
import LimnerGeometry
import LimnerRaster
import LimnerText

/// The immutable, replayable record of drawing: what every layer above produces (Canvas
/// closures through `GraphicsContext`, the view tree, Core Animation layers) and what
/// `DisplayListRenderer` turns into pixels.
///
/// Coordinates are points. Each drawing item carries its full transform from its own user
/// space to the space of the list it is in; a `Group` adds its own `transform` for its
/// content, clips and mask. Opacity and blend mode sit on each drawing item, so plain draws
/// need no group; a group exists where something applies to several items at once or needs
/// an offscreen layer (clips, mask, filters, compositing boundaries).
///
/// `description` prints the list as indented text with stable number formatting, so tests
/// can assert on drawing without pixels.
public struct DisplayList: Sendable {
    /// The items, back to front.
    public var items: [Item]

    /// A list of `items`.
    public init(_ items: [Item] = []) { self.items = items }

    /// Whether nothing is drawn.
    public var isEmpty: Bool { items.isEmpty }

    /// One drawing operation or group.
    ///
    /// `indirect`: each payload lives in its own box, so an item is one pointer. A list of
    /// 10 000 fills is then an 80 kB array instead of ~2 MB of inline payloads, which the
    /// recording would copy on every growth of its array and fault in fresh each frame
    /// (`limner-bench --graphics-overhead` measures the recording's cost).
    public indirect enum Item: Sendable {
        /// Fill a path.
        case fill(Fill)
        /// Stroke a path.
        case stroke(Stroke)
        /// Draw laid-out text.
        case glyphs(Glyphs)
        /// Draw an image.
        case image(ImageDraw)
        /// Draw a nested list with shared clips, mask, opacity, blend mode and filters.
        case group(Group)
    }

    /// Fill of a path.
    public struct Fill: Sendable {
        /// The path, in its user space.
        public var path: Path
        /// What covers the inside (geometry in the same user space).
        public var paint: ResolvedPaint
        /// Fill rule and anti-aliasing.
        public var style: FillStyle
        /// User space → list space.
        public var transform: CGAffineTransform
        /// Alpha multiplier, 0…1.
        public var opacity: Double
        /// How it combines with what is below.
        public var blendMode: GraphicsContext.BlendMode
        /// The view that drew it (nil outside the view layer).
        public var viewID: ViewID? = nil
        /// Whether a gradient paint is dithered (`FillCommand.dithers`).
        public var dithers = false

        /// Creates a fill item.
        public init(path: Path, paint: ResolvedPaint, style: FillStyle = FillStyle(),
                    transform: CGAffineTransform = .identity, opacity: Double = 1,
                    blendMode: GraphicsContext.BlendMode = .normal) {
            self.path = path; self.paint = paint; self.style = style; self.transform = transform
            self.opacity = opacity; self.blendMode = blendMode
        }
    }

    /// Stroke of a path (outlined in user space, so non-uniform scales widen it as in CG).
    public struct Stroke: Sendable {
        /// The path, in its user space.
        public var path: Path
        /// What covers the stroke.
        public var paint: ResolvedPaint
        /// Width, caps, joins, dashes.
        public var style: StrokeStyle
        /// User space → list space.
        public var transform: CGAffineTransform
        /// Alpha multiplier, 0…1.
        public var opacity: Double
        /// How it combines with what is below.
        public var blendMode: GraphicsContext.BlendMode
        /// The view that drew it (nil outside the view layer).
        public var viewID: ViewID? = nil
        /// Whether a gradient paint is dithered (`FillCommand.dithers`).
        public var dithers = false
        /// Set on a stroke the immediate canvas found not to be a ring before recording it, so
        /// the replay does not look again (`DisplayListRenderer.ringOutline`).
        var isKnownNotRing = false

        /// Creates a stroke item.
        public init(path: Path, paint: ResolvedPaint, style: StrokeStyle,
                    transform: CGAffineTransform = .identity, opacity: Double = 1,
                    blendMode: GraphicsContext.BlendMode = .normal) {
            self.path = path; self.paint = paint; self.style = style; self.transform = transform
            self.opacity = opacity; self.blendMode = blendMode
        }
    }

    /// Laid-out text.
    public struct Glyphs: Sendable {
        /// The text, for descriptions.
        public var string: String
        /// Lines and glyph runs, in frame coordinates (top-left of the frame at 0, 0).
        public var frame: TextFrame
        /// Where the frame's top-left goes, in user space.
        public var origin: CGPoint
        /// What covers the glyphs (geometry in user space, not frame space).
        public var paint: ResolvedPaint
        /// User space → list space.
        public var transform: CGAffineTransform
        /// Alpha multiplier, 0…1.
        public var opacity: Double
        /// How it combines with what is below.
        public var blendMode: GraphicsContext.BlendMode
        /// The view that drew it (nil outside the view layer).
        public var viewID: ViewID? = nil

        /// Creates a glyphs item.
        public init(string: String, frame: TextFrame, origin: CGPoint, paint: ResolvedPaint,
                    transform: CGAffineTransform = .identity, opacity: Double = 1,
                    blendMode: GraphicsContext.BlendMode = .normal) {
            self.string = string; self.frame = frame; self.origin = origin; self.paint = paint
            self.transform = transform; self.opacity = opacity; self.blendMode = blendMode
        }
    }

    /// An image stretched into a rectangle.
    public struct ImageDraw: Sendable {
        /// The pixels.
        public var contents: ImageContents
        /// A short name for descriptions.
        public var label: String
        /// Where the whole image goes, in user space.
        public var rect: CGRect
        /// When set, only the image's alpha is used, filled with this paint (templates).
        public var tint: ResolvedPaint?
        /// Sampling quality.
        public var interpolation: Image.Interpolation
        /// Whether the rectangle's edges are anti-aliased.
        public var antialiased: Bool
        /// User space → list space.
        public var transform: CGAffineTransform
        /// Alpha multiplier, 0…1.
        public var opacity: Double
        /// How it combines with what is below.
        public var blendMode: GraphicsContext.BlendMode
        /// The view that drew it (nil outside the view layer).
        public var viewID: ViewID? = nil

        /// Creates an image item.
        public init(contents: ImageContents, label: String = "image", rect: CGRect, tint: ResolvedPaint? = nil,
                    interpolation: Image.Interpolation = .high, antialiased: Bool = true,
                    transform: CGAffineTransform = .identity, opacity: Double = 1,
                    blendMode: GraphicsContext.BlendMode = .normal) {
            self.contents = contents; self.label = label; self.rect = rect; self.tint = tint
            self.interpolation = interpolation; self.antialiased = antialiased
            self.transform = transform; self.opacity = opacity; self.blendMode = blendMode
        }
    }

    /// A clip: what part of a group's content stays.
    public enum Clip: Sendable {
        /// Inside (or, inverse, outside) a path mapped by `transform` into the group's space.
        case path(Path, transform: CGAffineTransform, style: FillStyle, inverse: Bool)
        /// Where a drawn list is opaque, times `opacity` (inverse: where it is transparent):
        /// `clipToLayer`.
        case layer(DisplayList, opacity: Double, inverse: Bool)
    }

    /// A mask: another list whose alpha or luminance scales a group's result.
    public struct Mask: Sendable {
        /// Which channel of the rendered mask is used.
        public enum Mode: Hashable, Sendable {
            /// Alpha (SwiftUI's `mask`).
            case alpha
            /// Luminance times alpha (`luminanceToAlpha`-style masks).
            case luminance
        }
        /// The mask's drawing, in the group's space.
        public var content: DisplayList
        /// The channel used.
        public var mode: Mode
        /// Use one minus the mask.
        public var inverse: Bool

        /// Creates a mask.
        public init(content: DisplayList, mode: Mode = .alpha, inverse: Bool = false) {
            self.content = content; self.mode = mode; self.inverse = inverse
        }
    }

    /// A filter applied to a group's rendered content, in order. Lengths are in the group's
    /// space (points); the renderer scales them to pixels.
    public enum Filter: Sendable {
        /// Gaussian blur with standard deviation `radius`; `linearColor`: on linear-light values.
        case blur(radius: Double, opaque: Bool, dithers: Bool, linearColor: Bool)
        /// Shadow of the content's alpha (see `GraphicsContext.Filter.shadow`); `linearColor`:
        /// tinted, blurred and combined with the content on linear-light values.
        /// `options.disablesGroup` makes the renderer composite the shadow and the content as
        /// two layers instead of one.
        case shadow(color: RGBAColor, radius: Double, offset: CGSize,
                    blendMode: GraphicsContext.BlendMode, options: GraphicsContext.ShadowOptions,
                    linearColor: Bool = false)
        /// A colour matrix; `name` says which filter made it (for descriptions).
        case colorMatrix(ColorMatrix, name: String, linearColor: Bool)
        /// Alpha in `min…max` becomes `color`, the rest transparent.
        case alphaThreshold(min: Double, max: Double, color: RGBAColor)
        /// Moves the rendered pixels by a projective transform (in the group's space);
        /// `linearColor`: resampled on linear-light values.
        case projection(ProjectionTransform, linearColor: Bool = false)
    }

    /// A nested list with what applies to all of it.
    public struct Group: Sendable {
        /// Content space → list space (also maps clips and mask).
        public var transform: CGAffineTransform
        /// Clips, all intersected (in content space).
        public var clips: [Clip]
        /// Mask of the result (in content space).
        public var mask: Mask?
        /// Alpha multiplier for the composited result, 0…1.
        public var opacity: Double
        /// How the result combines with what is below.
        public var blendMode: GraphicsContext.BlendMode
        /// The view that drew it (nil outside the view layer).
        public var viewID: ViewID? = nil
        /// Filters applied to the rendered content, in order.
        public var filters: [Filter]
        /// Whether the content is flattened before `opacity` and `blendMode` apply
        /// (`drawLayer`, `compositingGroup`, `drawingGroup`). Without it, a group that has
        /// no filters or mask passes opacity and blend mode to each item separately, as
        /// SwiftUI does for containers.
        public var isCompositingBoundary: Bool
        /// The content.
        public var content: DisplayList

        /// Creates a group.
        public init(content: DisplayList, transform: CGAffineTransform = .identity, clips: [Clip] = [],
                    mask: Mask? = nil, opacity: Double = 1, blendMode: GraphicsContext.BlendMode = .normal,
                    filters: [Filter] = [], isCompositingBoundary: Bool = false) {
            self.content = content; self.transform = transform; self.clips = clips; self.mask = mask
            self.opacity = opacity; self.blendMode = blendMode; self.filters = filters
            self.isCompositingBoundary = isCompositingBoundary
        }

        /// Whether rendering needs an offscreen layer.
        var needsLayer: Bool {
            !filters.isEmpty || mask != nil || isCompositingBoundary
        }
    }
}

/// A paint resolved against the environment: what fills covered pixels. Geometry is in the
/// drawing item's user space.
public enum ResolvedPaint: Sendable {
    /// One colour (sRGB, straight alpha).
    case color(RGBAColor)
    /// Linear gradient between two points.
    case linearGradient(stops: [GradientStop], start: CGPoint, end: CGPoint, spread: SpreadMode)
    /// Radial gradient between two circles on one centre.
    case radialGradient(stops: [GradientStop], center: CGPoint, startRadius: Double, endRadius: Double,
                        spread: SpreadMode)
    /// Conic gradient, one full turn starting at `angle` (radians, clockwise on y-down).
    case conicGradient(stops: [GradientStop], center: CGPoint, angle: Double, spread: SpreadMode)
    /// An image part repeated in both directions.
    indirect case tiledImage(ImageContents, origin: CGPoint, sourceRect: CGRect, scale: CGFloat)
    /// A copy of what is already drawn where the shape goes (`Shading.backdrop`): the pixels
    /// of the destination being drawn into, read just before this item draws.
    case backdrop
    /// The backdrop blurred with a Gaussian of standard deviation `sigma` points (materials).
    case blurredBackdrop(sigma: Double)

    /// Whether this reads the target (`.backdrop`, `.blurredBackdrop`), so never part of a batch.
    var isBackdrop: Bool {
        switch self {
        case .backdrop, .blurredBackdrop: return true
        default: return false
        }
    }

    /// The rasterizer's paint for a fill under transform `fill` whose paint geometry is in the
    /// space `t` maps to device (hairline outlines are filled in device space): image paints
    /// are moved into the fill's space; other paints are used as they are.
    func rasterPaint(mappedFrom t: CGAffineTransform, to fill: CGAffineTransform) -> Paint? {
        guard let paint = rasterPaint else { return nil }
        guard t != fill, case .image(var image) = paint, fill.determinant != 0, fill.determinant.isFinite else { return paint }
        image.transform = image.transform.concatenating(t).concatenating(fill.inverted())
        return .image(image)
    }

    /// The rasterizer's paint. Image tiles become a repeating bilinear image paint: the
    /// `sourceRect` part of the pixels, one copy `sourceRect.size × size × scale` points with
    /// its corner at `origin`. Nil for `.backdrop`, which the renderer reads from the target.
    ///
    /// Inlined, so the replay's fill case (`DisplayListRenderer.command(for:…)`) makes no call
    /// while it reads the fill in the list's box: with one, the compiler copied the whole fill
    /// out first (three retains and releases a fill). Only image tiles go through a call.
    @inline(__always)
    var rasterPaint: Paint? {
        switch self {
        case .color(let c): return .solid(c)
        case let .linearGradient(stops, start, end, spread):
            return .linearGradient(stops: stops, start: start, end: end, spread: spread)
        case let .radialGradient(stops, center, r0, r1, spread):
            return .radialGradient(stops: stops, startCenter: center, startRadius: r0,
                                   endCenter: center, endRadius: r1, spread: spread)
        case let .conicGradient(stops, center, angle, spread):
            return .conicGradient(stops: stops, center: center, angle: angle, spread: spread)
        case let .tiledImage(contents, origin, source, scale):
            return Self.tilePaint(contents, origin: origin, sourceRect: source, scale: scale)
        case .backdrop, .blurredBackdrop: return nil
        }
    }

    /// `rasterPaint` of `.tiledImage`.
    @inline(never)
    private static func tilePaint(_ contents: ImageContents, origin: CGPoint, sourceRect source: CGRect,
                                  scale: CGFloat) -> Paint {
        let img = contents.pixmap
        let px = CGRect(x: source.minX * CGFloat(img.width), y: source.minY * CGFloat(img.height),
                        width: source.width * CGFloat(img.width), height: source.height * CGFloat(img.height))
        let k = scale / contents.scale   // user units per image pixel
        // Checked before any conversion: a NaN or huge source rect draws nothing.
        guard k > 0, k.isFinite, px.minX.isFinite, px.minY.isFinite, px.width.isFinite, px.height.isFinite
        else { return .solid(.clear) }
        let rect = PixelRect(x: Int(saturating: px.minX), y: Int(saturating: px.minY),
                             width: Int(saturating: px.width), height: Int(saturating: px.height))
        guard !rect.isEmpty else { return .solid(.clear) }
        let transform = CGAffineTransform(a: k, b: 0, c: 0, d: k, tx: origin.x - CGFloat(rect.x) * k,
                                          ty: origin.y - CGFloat(rect.y) * k)
        return .image(ImagePaint(pixmap: img, transform: transform, sampling: .bilinear, tiling: .repeat,
                                 sourceRect: rect))
    }
}
