import Foundation
import LimnerGeometry
import LimnerText

/// The leaf items of a `DisplayList`, made the one way both recorders make them: the view
/// layer's `RenderBuilder` and `GraphicsContext` (through `DisplayListRecorder`) call these,
/// so a shape, a text or an image drawn by a view and by a `Canvas` record the same item.
///
/// Each takes a resolved `ShadingPaint` and the drawing's state (user space → list space,
/// opacity, blend mode) and settles what the paint brings: a paint with its own geometry
/// transform (an elliptical gradient) draws its path in paint space, a stroke keeps its
/// width in user space, text and image tints take the paint flattened into user space, and
/// a style's own opacity multiplies in.
package enum DisplayListLeaves {
    /// A fill of `path` (user space); nil when the paint's transform cannot be inverted (a
    /// zero-sized drawing: nothing to draw).
    package static func fill(_ path: Path, paint: ShadingPaint, style: FillStyle, transform: CGAffineTransform,
                             opacity: Double, blendMode: GraphicsContext.BlendMode,
                             viewID: DisplayList.ViewID? = nil) -> DisplayList.Item? {
        guard let fill = fillValue(path, paint: paint, style: style, transform: transform, opacity: opacity,
                                   blendMode: blendMode, viewID: viewID) else { return nil }
        return .fill(fill)
    }

    /// `fill(…)`'s fill itself, not boxed as an item (`DisplayList.Item` is `indirect`): what
    /// `GraphicsContext.fill` hands a `CanvasRenderer`'s immediate canvas without recording it.
    package static func fillValue(_ path: Path, paint: ShadingPaint, style: FillStyle, transform: CGAffineTransform,
                                  opacity: Double, blendMode: GraphicsContext.BlendMode,
                                  viewID: DisplayList.ViewID? = nil) -> DisplayList.Fill? {
        guard let (p, t) = inPaintSpace(path, paint.transform, transform) else { return nil }
        var fill = DisplayList.Fill(path: p, paint: paint.paint, style: style, transform: t,
                                    opacity: opacity * paint.opacity, blendMode: blendMode)
        fill.viewID = viewID
        fill.dithers = paint.dithers
        return fill
    }

    /// A stroke of `path` (user space); nil as for `fill`. Outlined in paint space, so the
    /// width is divided by the paint transform's mean scale to stay the same in user space
    /// (exact for uniform scales).
    package static func stroke(_ path: Path, paint: ShadingPaint, style: StrokeStyle, transform: CGAffineTransform,
                               opacity: Double, blendMode: GraphicsContext.BlendMode,
                               viewID: DisplayList.ViewID? = nil) -> DisplayList.Item? {
        guard let stroke = strokeValue(path, paint: paint, style: style, transform: transform, opacity: opacity,
                                       blendMode: blendMode, viewID: viewID) else { return nil }
        return .stroke(stroke)
    }

    /// `stroke(…)`'s stroke itself, not boxed as an item: what `GraphicsContext.stroke` hands
    /// a `CanvasRenderer`'s immediate canvas.
    package static func strokeValue(_ path: Path, paint: ShadingPaint, style: StrokeStyle, transform: CGAffineTransform,
                                    opacity: Double, blendMode: GraphicsContext.BlendMode,
                                    viewID: DisplayList.ViewID? = nil) -> DisplayList.Stroke? {
        guard let (p, t) = inPaintSpace(path, paint.transform, transform) else { return nil }
        var s = style
        if !paint.transform.isIdentity {
            let k = abs(paint.transform.determinant).squareRoot()
            if k > 0 { s.lineWidth /= k }
        }
        var stroke = DisplayList.Stroke(path: p, paint: paint.paint, style: s, transform: t,
                                        opacity: opacity * paint.opacity, blendMode: blendMode)
        stroke.viewID = viewID
        stroke.dithers = paint.dithers
        return stroke
    }

    /// Laid-out text with its frame's top-left at `origin` (user space).
    package static func glyphs(_ string: String, frame: TextFrame, origin: CGPoint, paint: ShadingPaint,
                               transform: CGAffineTransform, opacity: Double,
                               blendMode: GraphicsContext.BlendMode, viewID: DisplayList.ViewID? = nil) -> DisplayList.Item {
        var glyphs = DisplayList.Glyphs(string: string, frame: frame, origin: origin, paint: paint.flattened,
                                        transform: transform, opacity: opacity * paint.opacity, blendMode: blendMode)
        glyphs.viewID = viewID
        return .glyphs(glyphs)
    }

    /// An image stretched into `rect` (user space); a template image's alpha takes `tint`.
    package static func image(_ contents: ImageContents, label: String, rect: CGRect, tint: ShadingPaint?,
                              interpolation: Image.Interpolation, antialiased: Bool, transform: CGAffineTransform,
                              opacity: Double, blendMode: GraphicsContext.BlendMode,
                              viewID: DisplayList.ViewID? = nil) -> DisplayList.Item {
        var image = DisplayList.ImageDraw(contents: contents, label: label, rect: rect, tint: tint?.flattened,
                                          interpolation: interpolation, antialiased: antialiased, transform: transform,
                                          opacity: opacity * (tint?.opacity ?? 1), blendMode: blendMode)
        image.viewID = viewID
        return .image(image)
    }

    /// `item` rendered on its own through `filters` (a `GraphicsContext`'s filters, a
    /// view's shadows): a layer group with `clips`, placed by `transform`, which takes the
    /// item's opacity and blend mode so that they apply after the filters.
    package static func filtered(_ item: DisplayList.Item, by filters: [DisplayList.Filter],
                                 clips: [DisplayList.Clip] = [], transform: CGAffineTransform = .identity) -> DisplayList.Item {
        var inner = item
        var opacity = 1.0
        var mode = GraphicsContext.BlendMode.normal
        inner.takeCompositing(opacity: &opacity, blendMode: &mode)
        return .group(DisplayList.Group(content: DisplayList([inner]), transform: transform, clips: clips,
                                        opacity: opacity, blendMode: mode, filters: filters, isCompositingBoundary: true))
    }

    /// `path` and the item transform: unchanged for a paint in user space; for a paint with
    /// its own geometry transform, the path in paint space and that transform prepended. nil
    /// when the paint transform cannot be inverted.
    private static func inPaintSpace(_ path: Path, _ paintTransform: CGAffineTransform,
                                     _ transform: CGAffineTransform) -> (Path, CGAffineTransform)? {
        if paintTransform.isIdentity { return (path, transform) }
        let det = paintTransform.determinant
        guard det != 0, det.isFinite else { return nil }
        return (path.applying(paintTransform.inverted()), paintTransform.concatenating(transform))
    }
}

extension DisplayList.Item {
    /// Moves this item's opacity and blend mode out (leaving 1 and normal).
    mutating func takeCompositing(opacity: inout Double, blendMode: inout GraphicsContext.BlendMode) {
        switch self {
        case .fill(var f):
            opacity = f.opacity; blendMode = f.blendMode; f.opacity = 1; f.blendMode = .normal; self = .fill(f)
        case .stroke(var s):
            opacity = s.opacity; blendMode = s.blendMode; s.opacity = 1; s.blendMode = .normal; self = .stroke(s)
        case .glyphs(var g):
            opacity = g.opacity; blendMode = g.blendMode; g.opacity = 1; g.blendMode = .normal; self = .glyphs(g)
        case .image(var i):
            opacity = i.opacity; blendMode = i.blendMode; i.opacity = 1; i.blendMode = .normal; self = .image(i)
        case .group(var g):
            opacity = g.opacity; blendMode = g.blendMode; g.opacity = 1; g.blendMode = .normal; self = .group(g)
        }
    }
}
