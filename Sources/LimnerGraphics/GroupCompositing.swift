import LimnerRaster

/// The compositing step of a layer group, shared by the two renderers that have layers: a
/// display list's group that needs a layer (`DisplayListRenderer`) and a scene file's
/// `layer` (LimnerSceneFormat's `SceneRenderer`). The group's mask (its drawing rendered,
/// read as alpha or luminance × alpha, inverted or not) is multiplied with the mask of the
/// clip where the group stands, and each layer is composited by `Compositor` with opacity and
/// blend mode inside the clip's rectangle. One home, so a layer composites the same way
/// whichever format described it.
package struct GroupCompositing {
    /// What the layer's coverage is multiplied by: the clip's mask times the group's mask
    /// (nil when neither has one).
    package let coverage: Mask?
    /// The device rectangle outside which nothing is drawn (the clip's bounds).
    package let bounds: PixelRect

    /// The compositing of a group inside `clip` with `mask` (`mask(of:origin:mode:inverse:)`).
    package init(clip: Clip, mask: Mask?) {
        if let clipMask = clip.mask {
            coverage = mask.map { clipMask.intersection($0) } ?? clipMask
        } else {
            coverage = mask
        }
        bounds = clip.bounds
    }

    /// A group's mask from its rendered drawing placed at `origin` (device pixels): the
    /// drawing's alpha or its luminance times alpha, and one minus that when `inverse`.
    package static func mask(of drawing: Pixmap, origin: (x: Int, y: Int), mode: DisplayList.Mask.Mode,
                             inverse: Bool) -> Mask {
        let mask = mode == .alpha ? Mask.alpha(of: drawing, origin: origin) : Mask.luminance(of: drawing, origin: origin)
        return inverse ? mask.inverted() : mask
    }

    /// Composites `layer`, placed at `origin`, onto `pixmap` with `opacity` and `blendMode`,
    /// multiplied by `coverage` and limited to `bounds`.
    package func composite(_ layer: Pixmap, at origin: (x: Int, y: Int), onto pixmap: inout Pixmap, opacity: Double,
                           blendMode: GraphicsContext.BlendMode) {
        Compositor.composite(layer: layer, at: origin, onto: &pixmap, opacity: Float(opacity),
                             blendMode: blendMode.raster, mask: coverage, clip: bounds)
    }
}
