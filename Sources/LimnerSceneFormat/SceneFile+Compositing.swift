import LimnerGeometry
import LimnerGraphics
import LimnerRaster

// The compositing part of the scene format: layers, masks and clips (docs/SCENE-FORMAT.md,
// "Layers, masks and clips").

/// One entry of a command list: a draw, a layer group or a clip.
public indirect enum SceneItem: Sendable, Equatable {
    /// Fills or strokes one path (`{"path": …}` / `{"ops": …}`).
    case draw(SceneCommand)
    /// Draws its own commands into a transparent layer, then composites it (`{"layer": …}`).
    case layer(SceneLayer)
    /// Intersects the clip of the following items of the same list (`{"clip": …}`).
    case clip(SceneClip)

    /// The draw command, when this item is one.
    public var command: SceneCommand? {
        if case .draw(let c) = self { return c }
        return nil
    }
}

/// A transparency layer: its commands are drawn into an isolated, transparent, canvas-sized
/// layer, which is then composited onto what is below with `opacity`, `blendMode` and `mask`,
/// inside the clip current at the layer's place in its list.
public struct SceneLayer: Sendable, Equatable {
    /// Multiplies the layer's coverage, 0…1.
    public var opacity: Double
    /// How the layer combines with what is below.
    public var blendMode: SceneBlendMode
    /// An optional mask limiting where the layer shows.
    public var mask: SceneMask?
    /// What is drawn into the layer, in order.
    public var commands: [SceneItem]

    /// Creates a layer.
    public init(opacity: Double = 1, blendMode: SceneBlendMode = .normal, mask: SceneMask? = nil,
                commands: [SceneItem]) {
        self.opacity = opacity; self.blendMode = blendMode; self.mask = mask; self.commands = commands
    }
}

/// A layer's mask: its own commands drawn into a transparent canvas-sized image, whose alpha
/// (or luminance times alpha) becomes the layer's coverage.
public struct SceneMask: Sendable, Equatable {
    /// Which channel of the mask image is the coverage.
    public enum Kind: String, Sendable, CaseIterable {
        /// The alpha channel (SwiftUI's `mask`).
        case alpha
        /// `0.2125·r + 0.7154·g + 0.0721·b` of the straight colour, times alpha (SwiftUI's
        /// `luminanceToAlpha`, SVG/CSS `mask-type: luminance`).
        case luminance

        /// The same channel in a display list's mask, which `GroupCompositing` reads.
        var mode: DisplayList.Mask.Mode {
            switch self {
            case .alpha: .alpha
            case .luminance: .luminance
            }
        }
    }
    /// Alpha or luminance.
    public var kind: Kind
    /// `true` keeps where the mask is transparent (coverage `1 − m`).
    public var inverse: Bool
    /// The mask's drawing.
    public var commands: [SceneItem]

    /// Creates a mask.
    public init(kind: Kind = .alpha, inverse: Bool = false, commands: [SceneItem]) {
        self.kind = kind; self.inverse = inverse; self.commands = commands
    }
}

/// A path clip (`GraphicsContext.clip(to:style:options:)`): later items of the same list draw
/// only where the path covers (or, `inverse`, where it does not). Clips intersect.
public struct SceneClip: Sendable, Equatable {
    /// The clip path.
    public var geometry: SceneGeometry
    /// User space to pixels.
    public var transform: CGAffineTransform
    /// The fill rule of the clip path.
    public var fillRule: FillRule
    /// `false` for an aliased clip (pixel centres).
    public var antialias: Bool
    /// `true` keeps the outside of the path (`ClipOptions.inverse`).
    public var inverse: Bool

    /// Creates a clip.
    public init(geometry: SceneGeometry, transform: CGAffineTransform = .identity, fillRule: FillRule = .nonZero,
                antialias: Bool = true, inverse: Bool = false) {
        self.geometry = geometry; self.transform = transform; self.fillRule = fillRule
        self.antialias = antialias; self.inverse = inverse
    }
}
