import Foundation
import LimnerGeometry
import LimnerGraphics
import LimnerRaster

/// A scene file: one drawing described as data (docs/SCENE-FORMAT.md).
///
/// The same JSON is rendered by Limner (`render(threadCount:)`) and by Skia
/// (`Tests/References/make_references.py`), which makes the golden references. Decoding is
/// strict: unknown keys, unknown ops and malformed values throw a `SceneFileError` naming the
/// scene and the field, so a typo never silently draws something else.
///
/// ```swift
/// let scene = try SceneFile(contentsOf: url)
/// let image = try scene.render()
/// ```
public struct SceneFile: Sendable, Equatable {
    /// Unique name; the reference image is `<name>.png` and the file `<name>.json`.
    public var name: String
    /// A human-readable title, for the gallery.
    public var title: String?
    /// The group the gallery shows the scene in (e.g. `builders`, `gradients`).
    public var category: String?
    /// Canvas width in pixels, 1…`SceneFile.maximumSize`.
    public var width: Int
    /// Canvas height in pixels, 1…`SceneFile.maximumSize`.
    public var height: Int
    /// Straight-alpha sRGB colour the canvas starts with; `nil` is transparent.
    public var background: RGBAColor?
    /// A per-scene golden tolerance that replaces the default; always has a `reason`.
    public var tolerance: SceneTolerance?
    /// The commands, drawn in order: draws, layers and clips.
    public var commands: [SceneItem]

    /// The largest canvas side a scene may ask for.
    public static let maximumSize = 8192

    /// Creates a scene.
    public init(name: String, title: String? = nil, category: String? = nil, width: Int, height: Int,
                background: RGBAColor? = nil, tolerance: SceneTolerance? = nil, commands: [SceneItem]) {
        self.name = name; self.title = title; self.category = category
        self.width = width; self.height = height; self.background = background
        self.tolerance = tolerance; self.commands = commands
    }
}

/// A per-scene override of the golden tolerance (`"tolerance"` plus `"toleranceReason"`).
public struct SceneTolerance: Sendable, Equatable {
    /// Largest per-channel difference (0…255, premultiplied) that still counts as equal.
    public var channel: Int
    /// Fraction (0…1) of all pixels allowed to differ by more than `channel`.
    public var outliers: Double
    /// Why this scene needs its own tolerance. Required: an override without a reason hides bugs.
    public var reason: String

    /// Creates a tolerance override.
    public init(channel: Int, outliers: Double, reason: String) {
        self.channel = channel; self.outliers = outliers; self.reason = reason
    }
}

/// One command: a path, filled (or, once strokes land, stroked) with a paint.
public struct SceneCommand: Sendable, Equatable {
    /// The path: SVG path data or `Path` builder calls.
    public var geometry: SceneGeometry
    /// User space to pixels; maps path and paint.
    public var transform: CGAffineTransform
    /// The fill rule.
    public var fillRule: FillRule
    /// `false` for aliased (binary coverage sampled at pixel centres).
    public var antialias: Bool
    /// The paint.
    public var paint: ScenePaint
    /// If present the path is stroked with these parameters instead of filled.
    public var stroke: SceneStroke?
    /// If present, `Path.trimmedPath(from:to:)` is applied before drawing.
    public var trim: SceneTrim?
    /// How the paint combines with what is below.
    public var blendMode: SceneBlendMode
    /// Multiplies the paint's alpha, 0…1.
    public var opacity: Double

    /// Creates a command; the defaults are the scene format's.
    public init(geometry: SceneGeometry, transform: CGAffineTransform = .identity, fillRule: FillRule = .nonZero,
                antialias: Bool = true, paint: ScenePaint = .solid(.black), stroke: SceneStroke? = nil,
                trim: SceneTrim? = nil, blendMode: SceneBlendMode = .normal, opacity: Double = 1) {
        self.geometry = geometry; self.transform = transform; self.fillRule = fillRule
        self.antialias = antialias; self.paint = paint; self.stroke = stroke; self.trim = trim
        self.blendMode = blendMode; self.opacity = opacity
    }
}

/// Where a command's path comes from.
public enum SceneGeometry: Sendable, Equatable {
    /// SVG path data (`"path"`).
    case svg(String)
    /// `Path` builder calls (`"ops"`).
    case ops([SceneOp])
}

/// One `Path` builder call of the ops table. Points, rects and sizes are in user space;
/// angles in radians.
public enum SceneOp: Sendable, Equatable {
    /// `move(to:)`
    case move(to: CGPoint)
    /// `addLine(to:)`
    case line(to: CGPoint)
    /// `addLines(_:)`
    case lines([CGPoint])
    /// `addQuadCurve(to:control:)`
    case quad(to: CGPoint, control: CGPoint)
    /// `addCurve(to:control1:control2:)`
    case cubic(to: CGPoint, control1: CGPoint, control2: CGPoint)
    /// `closeSubpath()`
    case close
    /// `addRect(_:)`
    case rect(CGRect)
    /// `addRects(_:)`
    case rects([CGRect])
    /// `addRoundedRect(in:cornerSize:style:)`; `style` defaults to `.continuous`, as SwiftUI's.
    case roundedRect(CGRect, cornerSize: CGSize, style: RoundedCornerStyle)
    /// `addEllipse(in:)`
    case ellipse(CGRect)
    /// `addArc(center:radius:startAngle:endAngle:clockwise:)`
    case arc(center: CGPoint, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool)
    /// `addRelativeArc(center:radius:startAngle:delta:)`
    case relativeArc(center: CGPoint, radius: Double, startAngle: Double, delta: Double)
    /// `addArc(tangent1End:tangent2End:radius:)`
    case tangentArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: Double)

    /// The op's name in the scene format.
    public var name: String {
        switch self {
        case .move: return "move"
        case .line: return "line"
        case .lines: return "lines"
        case .quad: return "quad"
        case .cubic: return "cubic"
        case .close: return "close"
        case .rect: return "rect"
        case .rects: return "rects"
        case .roundedRect: return "roundedRect"
        case .ellipse: return "ellipse"
        case .arc: return "arc"
        case .relativeArc: return "relativeArc"
        case .tangentArc: return "tangentArc"
        }
    }
}

/// A command's paint. Colours are straight-alpha sRGB; gradient geometry is in user space.
public enum ScenePaint: Sendable, Equatable {
    /// One colour.
    case solid(RGBAColor)
    /// Linear gradient from `start` to `end`.
    case linear(start: CGPoint, end: CGPoint, stops: [GradientStop], spread: SpreadMode)
    /// Two-point conical gradient (HTML canvas semantics).
    case radial(startCenter: CGPoint, startRadius: Double, endCenter: CGPoint, endRadius: Double,
                stops: [GradientStop], spread: SpreadMode)
    /// Sweep around `center` starting in direction `angle` (radians, clockwise on screen).
    case conic(center: CGPoint, angle: Double, stops: [GradientStop], spread: SpreadMode)

    /// The raster paint.
    public var rasterPaint: Paint {
        switch self {
        case .solid(let c): return .solid(c)
        case .linear(let s, let e, let stops, let spread):
            return .linearGradient(stops: stops, start: s, end: e, spread: spread)
        case .radial(let c0, let r0, let c1, let r1, let stops, let spread):
            return .radialGradient(stops: stops, startCenter: c0, startRadius: r0, endCenter: c1,
                                   endRadius: r1, spread: spread)
        case .conic(let c, let a, let stops, let spread):
            return .conicGradient(stops: stops, center: c, angle: a, spread: spread)
        }
    }
}

/// Stroke parameters (`StrokeStyle`); the defaults are SwiftUI's.
public struct SceneStroke: Sendable, Equatable {
    /// A line cap.
    public enum Cap: String, Sendable, CaseIterable { case butt, round, square }
    /// A line join.
    public enum Join: String, Sendable, CaseIterable { case miter, round, bevel }
    /// Line width in user-space units.
    public var width: Double = 1
    /// The cap at open ends.
    public var cap: Cap = .butt
    /// The join between segments.
    public var join: Join = .miter
    /// Miter length ÷ width beyond which a miter join becomes a bevel.
    public var miterLimit: Double = 10
    /// Alternating dash and gap lengths; empty for a solid line.
    public var dash: [Double] = []
    /// How far into the dash pattern the line starts.
    public var dashPhase: Double = 0

    /// Creates a stroke.
    public init(width: Double = 1, cap: Cap = .butt, join: Join = .miter, miterLimit: Double = 10,
                dash: [Double] = [], dashPhase: Double = 0) {
        self.width = width; self.cap = cap; self.join = join; self.miterLimit = miterLimit
        self.dash = dash; self.dashPhase = dashPhase
    }
}

/// `Path.trimmedPath(from:to:)` arguments, fractions of the path's length.
public struct SceneTrim: Sendable, Equatable {
    /// Start fraction.
    public var from: Double
    /// End fraction.
    public var to: Double
    /// Creates a trim.
    public init(from: Double, to: Double) { self.from = from; self.to = to }
}

/// The blend mode names a scene may use: SwiftUI's `BlendMode` (21 cases) and the seven
/// Porter-Duff operators only `GraphicsContext.BlendMode` has (clear, copy, sourceIn,
/// sourceOut, destinationIn, destinationAtop, xor).
public enum SceneBlendMode: String, Sendable, CaseIterable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    case sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter
    case clear, copy, sourceIn, sourceOut, destinationIn, destinationAtop, xor

    /// The drawing blend mode of the same name.
    public var blendMode: GraphicsContext.BlendMode {
        switch self {
        case .normal: .normal
        case .multiply: .multiply
        case .screen: .screen
        case .overlay: .overlay
        case .darken: .darken
        case .lighten: .lighten
        case .colorDodge: .colorDodge
        case .colorBurn: .colorBurn
        case .softLight: .softLight
        case .hardLight: .hardLight
        case .difference: .difference
        case .exclusion: .exclusion
        case .hue: .hue
        case .saturation: .saturation
        case .color: .color
        case .luminosity: .luminosity
        case .sourceAtop: .sourceAtop
        case .destinationOver: .destinationOver
        case .destinationOut: .destinationOut
        case .plusDarker: .plusDarker
        case .plusLighter: .plusLighter
        case .clear: .clear
        case .copy: .copy
        case .sourceIn: .sourceIn
        case .sourceOut: .sourceOut
        case .destinationIn: .destinationIn
        case .destinationAtop: .destinationAtop
        case .xor: .xor
        }
    }
}
