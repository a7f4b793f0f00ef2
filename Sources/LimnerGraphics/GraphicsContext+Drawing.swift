import Foundation
import LimnerGeometry
import LimnerText

extension GraphicsContext {
    /// Fills `path` (user space) with `shading`. A `.style` shading's unit-space geometry
    /// maps onto the path's bounding rectangle.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        if case .color(let color) = shading.kind {   // the common case, kept short
            let paint = ResolvedPaint.color(color.resolvedRGBA(in: environment))
            if let immediate = recorder.immediate, clips.isEmpty, filters.isEmpty {
                return immediate.fill(path, paint: paint, style: style, transform: transform, opacity: opacity,
                                      blendMode: blendMode, dithers: false, recorder: recorder)
            }
            record(.fill(DisplayList.Fill(path: path, paint: paint, style: style, transform: transform,
                                          opacity: opacity, blendMode: blendMode)))
            return
        }
        if let immediate = recorder.immediate, clips.isEmpty, filters.isEmpty,
           let raster = shading.gradientRasterPaint(in: environment) {
            // A plain gradient: its rasterizer paint at once (what the lines below make of it).
            return immediate.fill(path, raster: raster, style: style, transform: transform, opacity: opacity,
                                  blendMode: blendMode, dithers: false, recorder: recorder)
        }
        let paint = shading.resolve(in: environment, bounds: { path.boundingRect })
        if paint.transform.isIdentity, let immediate = recorder.immediate, clips.isEmpty, filters.isEmpty,
           !paint.paint.isBackdrop {
            // What `DisplayListLeaves.fill` makes of it, handed over part by part.
            return immediate.fill(path, paint: paint.paint, style: style, transform: transform,
                                  opacity: opacity * paint.opacity, blendMode: blendMode, dithers: paint.dithers,
                                  recorder: recorder)
        }
        guard let fill = DisplayListLeaves.fillValue(path, paint: paint, style: style, transform: transform,
                                                     opacity: opacity, blendMode: blendMode) else { return }
        if let immediate = recorder.immediate, clips.isEmpty, filters.isEmpty, !fill.paint.isBackdrop {
            return immediate.fill(fill, recorder: recorder)
        }
        record(.fill(fill))
    }

    /// Strokes `path` with `shading` and `style`. A `.style` shading maps onto the path's
    /// bounding rectangle.
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        if case .color(let color) = shading.kind {   // the common case, kept short
            var stroke = DisplayList.Stroke(path: path, paint: .color(color.resolvedRGBA(in: environment)), style: style,
                                            transform: transform, opacity: opacity, blendMode: blendMode)
            if let immediate = recorder.immediate, clips.isEmpty, filters.isEmpty,
               immediate.stroke(&stroke, recorder: recorder) { return }
            record(.stroke(stroke))
            return
        }
        if let immediate = recorder.immediate, clips.isEmpty, filters.isEmpty,
           let gradient = shading.gradientPaint(in: environment) {
            // A plain gradient: the stroke `DisplayListLeaves.strokeValue` makes of it (its paint
            // has no transform and full opacity), made at once. By way of the `ShadingPaint` and
            // an optional stroke, each copied and destroyed through value witnesses, an 8-px
            // stroked rectangle in a linear gradient spent a third of its time in this call,
            // more than half of that retaining and releasing.
            var stroke = DisplayList.Stroke(path: path, paint: gradient, style: style, transform: transform,
                                            opacity: opacity, blendMode: blendMode)
            if immediate.stroke(&stroke, recorder: recorder) { return }
            record(.stroke(stroke))
            return
        }
        let paint = shading.resolve(in: environment, bounds: { path.boundingRect })
        guard var stroke = DisplayListLeaves.strokeValue(path, paint: paint, style: style, transform: transform,
                                                         opacity: opacity, blendMode: blendMode) else { return }
        if let immediate = recorder.immediate, clips.isEmpty, filters.isEmpty, !stroke.paint.isBackdrop,
           immediate.stroke(&stroke, recorder: recorder) { return }
        record(.stroke(stroke))
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
        let missing = text.layout.unsupportedScalars
        if !missing.isEmpty {
            recorder.report(.missingGlyphs(String(String.UnicodeScalarView(missing))))
        }
        let paint = text.shading.resolve(in: environment, bounds: { CGRect(origin: origin, size: frame.size) })
        record(DisplayListLeaves.glyphs(text.text.string, frame: frame, origin: origin, paint: paint,
                                        transform: transform, opacity: opacity, blendMode: blendMode))
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
        record(DisplayListLeaves.image(contents, label: image.image.label, rect: rect, tint: tint,
                                       interpolation: image.image.interpolation,
                                       antialiased: style.isAntialiased && image.image.isAntialiased,
                                       transform: transform, opacity: opacity, blendMode: blendMode))
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
