import Foundation
import LimnerGeometry
import LimnerText

extension GraphicsContext {
    /// Fills `path` (user space) with `shading`. A `.style` shading's unit-space geometry
    /// maps onto the path's bounding rectangle.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        if case .color(let color) = shading.kind {   // the common case, kept short
            record(.fill(DisplayList.Fill(path: path, paint: .color(color.resolvedRGBA(in: environment)), style: style,
                                          transform: transform, opacity: opacity, blendMode: blendMode)))
            return
        }
        let paint = shading.resolve(in: environment, bounds: { path.boundingRect })
        if paint.transform.isIdentity {   // every paint but a style with its own geometry
            record(.fill(DisplayList.Fill(path: path, paint: paint.paint, style: style, transform: transform,
                                          opacity: opacity * paint.opacity, blendMode: blendMode)))
            return
        }
        guard let (p, t) = inPaintSpace(path, paint.transform) else { return }
        record(.fill(DisplayList.Fill(path: p, paint: paint.paint, style: style, transform: t,
                                      opacity: opacity * paint.opacity, blendMode: blendMode)))
    }

    /// Strokes `path` with `shading` and `style`. A `.style` shading maps onto the path's
    /// bounding rectangle.
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        if case .color(let color) = shading.kind {   // the common case, kept short
            record(.stroke(DisplayList.Stroke(path: path, paint: .color(color.resolvedRGBA(in: environment)), style: style,
                                              transform: transform, opacity: opacity, blendMode: blendMode)))
            return
        }
        let paint = shading.resolve(in: environment, bounds: { path.boundingRect })
        guard let (p, t) = inPaintSpace(path, paint.transform) else { return }
        var s = style
        if !paint.transform.isIdentity {
            // Outlined in paint space: keep the width in user space as far as the paint
            // transform's mean scale allows (the view layer does the same).
            let k = abs(paint.transform.determinant).squareRoot()
            if k > 0 { s.lineWidth /= k }
        }
        record(.stroke(DisplayList.Stroke(path: p, paint: paint.paint, style: s, transform: t,
                                          opacity: opacity * paint.opacity, blendMode: blendMode)))
    }

    /// `path` and the item transform to record: unchanged for paints in user space; for a
    /// style's paint with its own geometry transform, the path in paint space and that
    /// transform prepended. nil when the paint transform cannot be inverted (nothing to draw).
    func inPaintSpace(_ path: Path, _ paintTransform: CGAffineTransform) -> (Path, CGAffineTransform)? {
        if paintTransform.isIdentity { return (path, transform) }
        let det = paintTransform.determinant
        guard det != 0, det.isFinite else { return nil }
        return (path.applying(paintTransform.inverted()), paintTransform.concatenating(transform))
    }

    /// Strokes `path` with `shading`, `lineWidth` wide, butt caps and miter joins.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    // MARK: Text

    /// Draws `text` at its ideal size with its `anchor` point (unit coordinates of its box)
    /// at `point`.
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
        let frame = text.layout.frame(in: CGSize(width: CGFloat.infinity, height: .infinity))
        let origin = CGPoint(x: point.x - anchor.x * frame.size.width, y: point.y - anchor.y * frame.size.height)
        drawFrame(frame, of: text, at: origin)
    }

    /// Draws `text` laid out in `rect` (wrapped and truncated to it), top-left at its origin.
    public func draw(_ text: ResolvedText, in rect: CGRect) {
        drawFrame(text.layout.frame(in: rect.size), of: text, at: rect.origin)
    }

    /// Resolves and draws `text` with its `anchor` at `point`.
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(text), at: point, anchor: anchor)
    }

    /// Resolves and draws `text` in `rect`.
    public func draw(_ text: Text, in rect: CGRect) { draw(resolve(text), in: rect) }

    private func drawFrame(_ frame: TextFrame, of text: ResolvedText, at origin: CGPoint) {
        guard !frame.lines.isEmpty else { return }
        let paint = text.shading.resolve(in: environment, bounds: { CGRect(origin: origin, size: frame.size) })
        record(.glyphs(DisplayList.Glyphs(string: text.text.string, frame: frame, origin: origin,
                                          paint: paint.flattened, transform: transform,
                                          opacity: opacity * paint.opacity, blendMode: blendMode)))
    }

    // MARK: Images

    /// Draws `image` at its size with its `anchor` point at `point`.
    public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
        let s = image.size
        draw(image, in: CGRect(x: point.x - anchor.x * s.width, y: point.y - anchor.y * s.height,
                               width: s.width, height: s.height))
    }

    /// Draws `image` stretched into `rect`; `style.isAntialiased` controls its edges.
    public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {
        guard let contents = image.contents, !rect.isEmpty else { return }
        let tint = image.shading.map { $0.resolve(in: environment, bounds: { rect }) }
        record(.image(DisplayList.ImageDraw(contents: contents, label: image.image.label, rect: rect, tint: tint?.flattened,
                                            interpolation: image.image.interpolation,
                                            antialiased: style.isAntialiased && image.image.isAntialiased,
                                            transform: transform, opacity: opacity * (tint?.opacity ?? 1),
                                            blendMode: blendMode)))
    }

    /// Resolves and draws `image` with its `anchor` at `point`.
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(image), at: point, anchor: anchor)
    }

    /// Resolves and draws `image` in `rect`.
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
        draw(resolve(image), in: rect, style: style)
    }
}
