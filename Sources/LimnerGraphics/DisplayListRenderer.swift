import Foundation
import LimnerGeometry
import LimnerRaster
import LimnerText

/// Replays a `DisplayList` into pixels.
///
/// 1. Points map to pixels by `scale` (list point (x, y) lands on pixel (x·scale, y·scale)).
/// 2. Consecutive fills, strokes, glyph outlines and untinted images collect into one batch
///    rendered by `RasterContext.render(count:threadCount:command:)`: each item becomes its
///    fill command (strokes are outlined) on the rasterizer's preparing threads, then row
///    bands are split between threads; byte-identical to one-by-one filling.
/// 3. Text with a colour, normal blending and no clip mask uses `TextRenderer`'s cached glyph
///    masks; any other text is filled as glyph outlines in the batch. Colour glyphs (emoji)
///    are then drawn as images over their boxes (`drawColorGlyphs`).
/// 4. Images and image tiles are sampled per pixel (bilinear, or nearest for
///    `.interpolation(.none)`), multiplied by the anti-aliased coverage of their rectangle or
///    path, and composited with `Compositor`; the sampling (and projection filters') splits
///    rows between `threadCount` threads once an area reaches `ParallelRows.threshold`.
/// 5. Groups: clips intersect into the context's `Clip` (rectangle fast path, masks
///    otherwise). A group without filters, mask or compositing boundary passes its opacity
///    and blend mode down to each item. Otherwise its content renders into a transparent
///    layer sized to its content bounds within the clip (grown by the filters' reach), the
///    filters run in order, and the layer is composited with opacity, blend mode, mask and
///    clip by `GroupCompositing` (which scene files' layers composite through too).
public struct DisplayListRenderer: Sendable {
    /// Pixels per point.
    public var scale: CGFloat
    /// Threads for batched fills (the machine has 2 cores to share).
    public var threadCount: Int
    /// Called with the size of every batch of fills handed to the rasterizer (tests check
    /// that runs of plain fills reach `RasterContext.render(_:threadCount:)` together).
    var batchObserver: (@Sendable (Int) -> Void)?

    /// A renderer at `scale` pixels per point.
    public init(scale: CGFloat = 1, threadCount: Int = 2) {
        self.scale = scale > 0 && scale.isFinite ? scale : 1
        self.threadCount = max(1, threadCount)
    }

    /// Renders `list` onto `pixmap` (drawing over what is there). Groups nested deeper than
    /// `DisplayList.maximumNestingDepth` are not drawn (`list.diagnostics` says so).
    public func render(_ list: DisplayList, into pixmap: inout Pixmap) {
        let context = RasterContext(pixmap: pixmap)
        pixmap = Pixmap.placeholder
        render(list, into: context)
        pixmap = context.pixmap
    }

    /// Renders `list` onto `context`'s pixmap, reusing its scratch buffers (for repeated
    /// frames). The context's clip is replaced while drawing and restored after. Groups
    /// nested deeper than `DisplayList.maximumNestingDepth` are not drawn.
    public func render(_ list: DisplayList, into context: RasterContext) {
        let clip = context.clip
        LargeStack.run(depth: list.nestingDepth) {
            draw(list, into: context, base: CGAffineTransform(scaleX: scale, y: scale), clip: clip,
                 opacity: 1, blendMode: .normal, depth: 0)
        }
        context.clip = clip
    }

    /// Whether the first thing `list` draws into `context` sets every pixel to an opaque
    /// colour whatever was there (`RasterContext.overwritesEveryPixel`), so what the context
    /// held before `render(_:into:)` cannot show.
    func startsByOverwritingEveryPixel(_ list: DisplayList, in context: RasterContext) -> Bool {
        guard context.clip == nil, let first = list.items.first, case .fill = first,
              Self.isBatched(first, clip: nil, blendMode: .normal),
              let command = command(for: first, base: CGAffineTransform(scaleX: scale, y: scale), clip: nil,
                                    opacity: 1, blendMode: .normal)
        else { return false }
        return context.overwritesEveryPixel(command)
    }

    /// Renders `list` into a new transparent pixmap of `size` points (rounded up to pixels).
    ///
    /// - Throws: `GraphicsDiagnostic.canvasTooLarge` when the pixmap would exceed
    ///   `Pixmap.maximumByteCount` (also for infinite sizes; NaN and negative sizes give
    ///   0×0), `GraphicsDiagnostic.nestingTooDeep` when `list` nests deeper than
    ///   `DisplayList.maximumNestingDepth`.
    public func render(_ list: DisplayList, size: CGSize) throws -> Pixmap {
        if let problem = list.diagnostics.first { throw problem }
        var pixmap = try Self.pixmap(size: size, scale: scale)
        render(list, into: &pixmap)
        return pixmap
    }

    /// A transparent pixmap of `size` points at `scale` (rounded up to pixels), or
    /// `.canvasTooLarge`.
    static func pixmap(size: CGSize, scale: CGFloat) throws -> Pixmap {
        let w = Double(size.width * scale), h = Double(size.height * scale)
        do {
            return try Pixmap(width: pixels(w), height: pixels(h))
        } catch {
            throw GraphicsDiagnostic.canvasTooLarge(width: w, height: h)
        }
    }

    /// Pixels for `v` device pixels, rounded up: 0 for NaN, ≤ 0 and −∞; huge values and +∞
    /// saturate (`Int(saturating:)`), so `Pixmap` then throws `.tooLarge` instead of the
    /// conversion trapping.
    static func pixels(_ v: CGFloat) -> Int {
        guard v > 0 else { return 0 }   // also NaN
        return Int(saturating: Double(v) - 1e-9, rounding: .up)
    }

    // MARK: Replay

    /// Draws `list` (list space → target pixels by `base`) inside `clip`, with inherited
    /// opacity and blend mode (from groups that pass them down).
    ///
    /// Runs of items the rasterizer can take as plain fill commands (fills, strokes, glyph
    /// outlines, images without a tint) are handed to `RasterContext.render(count:…)` as a
    /// range of the list: each item becomes its command (strokes are outlined) on the
    /// rasterizer's preparing threads, so the replay does no per-item work up front.
    /// `depth`: how many groups enclose `list` (its groups are at `depth + 1`).
    func draw(_ list: DisplayList, into context: RasterContext, base: CGAffineTransform, clip: Clip?,
              opacity: Double, blendMode: GraphicsContext.BlendMode, depth: Int) {
        list.items.withUnsafeBufferPointer { items in
            draw(items, into: context, base: base, clip: clip, opacity: opacity, blendMode: blendMode, depth: depth)
        }
    }

    /// `draw(_ list:…)` over the list's items, pinned: the batched runs read each item where
    /// it lies (`ItemBuffer`) instead of copying it out of the array first.
    private func draw(_ items: UnsafeBufferPointer<DisplayList.Item>, into context: RasterContext,
                      base: CGAffineTransform, clip: Clip?, opacity: Double,
                      blendMode: GraphicsContext.BlendMode, depth: Int) {
        let buffer = ItemBuffer(base: items.baseAddress)
        var runStart = 0
        func flush(upTo end: Int) {
            defer { runStart = end + 1 }
            let count = end - runStart
            guard count > 0 else { return }
            context.clip = clip
            batchObserver?(count)
            let visible = Self.visibleRect(context, clip: clip)
            let first = runStart
            if count == 1 {
                // Through `render` with the threads, which draws one fill on this thread unless
                // it covers many rows (a full-frame background).
                if let command = command(for: buffer.base![first], base: base, clip: clip, opacity: opacity,
                                         blendMode: blendMode, visible: visible) {
                    context.render(count: 1, threadCount: threadCount) { _ in command }
                }
                return
            }
            context.render(count: count, threadCount: threadCount) { k in
                command(for: buffer.base![first + k], base: base, clip: clip, opacity: opacity, blendMode: blendMode,
                        visible: visible)
            }
        }

        for index in items.indices {
            if Self.isBatched(items[index], clip: clip, blendMode: blendMode) { continue }
            flush(upTo: index)
            switch items[index] {
            case .fill(let f):
                drawPattern(f.path, transform: f.transform.concatenating(base), paint: f.paint, style: f.style,
                            into: context, clip: clip, opacity: f.opacity * opacity, blendMode: f.blendMode.inheriting(blendMode))
            case .stroke(let s):
                let t = s.transform.concatenating(base)
                let (outline, ot) = strokeOutline(s, transform: t, visible: Self.visibleRect(context, clip: clip))
                drawPattern(outline, transform: ot, paint: s.paint, style: FillStyle(), into: context, clip: clip,
                            opacity: s.opacity * opacity, blendMode: s.blendMode.inheriting(blendMode), paintTransform: t)
            case .glyphs(let g):
                let t = g.transform.concatenating(base)
                if case .color(let c) = g.paint, g.blendMode.inheriting(blendMode) == .normal, clip == nil {
                    TextRenderer().draw(g.frame, at: g.origin, color: c, opacity: Float(g.opacity * opacity),
                                        transform: t, into: context)
                } else {
                    let path = g.frame.path.offsetBy(dx: g.origin.x, dy: g.origin.y)
                    drawPattern(path, transform: t, paint: g.paint, style: FillStyle(), into: context, clip: clip,
                                opacity: g.opacity * opacity, blendMode: g.blendMode.inheriting(blendMode))
                }
                if g.frame.hasColorGlyphs {
                    drawColorGlyphs(g, base: base, into: context, clip: clip, opacity: g.opacity * opacity,
                                    blendMode: g.blendMode.inheriting(blendMode))
                }
            case .image(let i):
                if let tint = i.tint {
                    drawTemplateImage(i, tint: tint, base: base, into: context, clip: clip, opacity: i.opacity * opacity,
                                      blendMode: i.blendMode.inheriting(blendMode))
                }
            case .group(let g):
                drawGroup(g, into: context, base: base, clip: clip, opacity: opacity, blendMode: blendMode,
                          depth: depth + 1)
            }
        }
        flush(upTo: items.count)
    }

    /// Whether `item` goes to the rasterizer as one plain fill command (see `command(for:…)`);
    /// the rest (backdrop paints, cached-mask text, tinted images, groups) draw on their own.
    static func isBatched(_ item: DisplayList.Item, clip: Clip?, blendMode: GraphicsContext.BlendMode) -> Bool {
        switch item {
        case .fill(let f): return !f.paint.isBackdrop
        case .stroke(let s): return !s.paint.isBackdrop
        case .glyphs(let g):
            if case .color = g.paint, g.blendMode.inheriting(blendMode) == .normal, clip == nil {
                return false   // TextRenderer's cached glyph masks
            }
            if g.frame.hasColorGlyphs { return false }   // emoji drawn as images after the outlines
            return !g.paint.isBackdrop
        case .image(let i): return i.tint == nil
        case .group: return false
        }
    }

    /// The fill command of a batched item (`isBatched`), or nil when it draws nothing. Runs
    /// on the rasterizer's preparing threads, so it only reads the item.
    /// `visible`: the device rectangle drawn into (strokes cull what cannot reach it).
    func command(for item: DisplayList.Item, base: CGAffineTransform, clip: Clip?, opacity: Double,
                 blendMode: GraphicsContext.BlendMode, visible: CGRect? = nil) -> FillCommand? {
        switch item {
        case .fill(let f):
            // Every field is read before anything branches on one, and `rasterPaint` is inlined:
            // otherwise the compiler kept the whole fill retained across the paint's cases (three
            // retains and releases a fill).
            let path = f.path, transform = f.transform, style = f.style, resolved = f.paint
            let fillMode = f.blendMode, fillOpacity = f.opacity, dithers = f.dithers
            guard let paint = resolved.rasterPaint else { return nil }
            return FillCommand(path: path, transform: transform.concatenating(base), paint: paint,
                               fillRule: style.fillRule, antialiased: style.isAntialiased,
                               blendMode: fillMode.inheriting(blendMode).raster, opacity: Float(fillOpacity * opacity), dithers: dithers)
        case .stroke(let s):
            let t = s.transform.concatenating(base)
            return strokeCommand(s, outline: strokeOutline(s, transform: t, visible: visible), transform: t,
                                 opacity: opacity, blendMode: blendMode)
        case .glyphs(let g):
            guard let paint = g.paint.rasterPaint else { return nil }
            var command = FillCommand(path: g.frame.path.offsetBy(dx: g.origin.x, dy: g.origin.y),
                                      transform: g.transform.concatenating(base), paint: paint, fillRule: .nonZero,
                                      antialiased: true, blendMode: g.blendMode.inheriting(blendMode).raster,
                                      opacity: Float(g.opacity * opacity))
            // Glyphs that overlap one another add up, as the glyph masks composited one by one
            // do (text is drawn glyph by glyph), not as their union.
            command.exactCrossings = false
            return command
        case .image(let i):
            return imageCommand(i, base: base, opacity: i.opacity * opacity, blendMode: i.blendMode.inheriting(blendMode))
        case .group:
            return nil
        }
    }

    /// The fill command of stroke `s` drawn under `t` (its transform and the base), given its
    /// outline (`strokeOutline` or `ringOutline`); nil when its paint draws nothing.
    @inline(__always)
    func strokeCommand(_ s: DisplayList.Stroke, outline: (Path, CGAffineTransform), transform t: CGAffineTransform,
                       opacity: Double, blendMode: GraphicsContext.BlendMode) -> FillCommand? {
        guard let paint = s.paint.rasterPaint(mappedFrom: t, to: outline.1) else { return nil }
        var command = FillCommand(path: outline.0, transform: outline.1, paint: paint, fillRule: .nonZero,
                                  antialiased: true, blendMode: s.blendMode.inheriting(blendMode).raster,
                                  opacity: Float(s.opacity * opacity), dithers: s.dithers)
        command.exactCrossings = false
        return command
    }

    /// `strokeOutline`'s result when it is a ring (`Path.strokeRing`: a mitred rectangle, a
    /// circle, a capsule, a circular rounded rectangle), which costs no more than building
    /// two small paths; nil for every other stroke.
    func ringOutline(_ s: DisplayList.Stroke, transform t: CGAffineTransform) -> (Path, CGAffineTransform)? {
        guard !s.isKnownNotRing, s.style.lineWidth != 0 else { return nil }
        let scale = Path.largestStretch(t)
        guard scale > 0, scale.isFinite, let ring = s.path.strokeRing(s.style) else { return nil }
        return (ring, t)
    }

    /// The stroke's outline and the transform to fill it with (LimnerGeometry's stroker, or
    /// for a solid stroke of a rectangle with miter joins, a circle, a capsule or a rounded
    /// rectangle with circular corners the ring between the shape grown and shrunk by half the
    /// width, `Path.strokeRing`, which the rasterizer paints without edges when it stays
    /// axis-aligned; for any other closed polygon the stroker's outline built directly,
    /// `Path.polygonStrokeOutline`).
    /// Widths > 0 are stroked in user space, curves within `Path.defaultStrokeTolerance`
    /// device pixels, and filled under `t` (a non-uniform scale makes the pen elliptical, as
    /// in Core Graphics). Hairlines (width 0) are one device pixel wide whatever the transform:
    /// `strokeOutline` returns them in device space. Negative or NaN widths draw nothing.
    ///
    /// `visible`: the device rectangle drawn into; what of the stroke cannot reach it is culled
    /// before stroking (Path+StrokeCulling.swift), so 100 000 large arcs off the canvas cost a
    /// line per curve instead of their offset curves.
    func strokeOutline(_ s: DisplayList.Stroke, transform t: CGAffineTransform,
                       visible: CGRect? = nil) -> (Path, CGAffineTransform) {
        if s.style.lineWidth == 0 {
            return (s.path.strokeOutline(style: s.style, transform: t, cullingOutside: visible), .identity)
        }
        let scale = Path.largestStretch(t)
        guard scale > 0, scale.isFinite else { return (Path(), t) }
        // Mitred rectangles, circles, capsules and circular rounded rectangles: the difference
        // of the shape grown and shrunk by half the width, without the general stroker (what
        // `ringOutline` gives, with the stretch worked out once).
        if !s.isKnownNotRing, let ring = s.path.strokeRing(s.style) { return (ring, t) }
        let tolerance = Path.defaultStrokeTolerance / scale
        // Other closed polygons (rectangles with round or bevel joins among them): the
        // stroker's outline, built directly
        // (`Path.polygonStrokeOutline`), before the culling rectangle is worked out.
        if let outline = s.path.polygonStrokeOutline(s.style, tolerance: tolerance) { return (outline, t) }
        guard let visible, let user = Path.userRect(of: visible, under: t) else {
            return (s.path.strokedPath(s.style, tolerance: tolerance), t)
        }
        return (s.path.strokedPath(s.style, tolerance: tolerance, cullingOutside: user), t)
    }

    /// The device rectangle a draw into `context` under `clip` can change, one pixel larger
    /// on each side (anti-aliasing).
    static func visibleRect(_ context: RasterContext, clip: Clip?) -> CGRect {
        let r = clip?.bounds ?? PixelRect(context.pixmap)
        return CGRect(x: r.x - 1, y: r.y - 1, width: r.width + 2, height: r.height + 2)
    }

    // MARK: Groups

    /// `depth`: the group's nesting level (1 for a group in the top list); groups deeper than
    /// `DisplayList.maximumNestingDepth` are not drawn.
    private func drawGroup(_ g: DisplayList.Group, into context: RasterContext, base: CGAffineTransform,
                           clip: Clip?, opacity: Double, blendMode: GraphicsContext.BlendMode, depth: Int) {
        guard depth <= DisplayList.maximumNestingDepth else { return }
        let t = g.transform.concatenating(base)
        let full = PixelRect(context.pixmap)
        var c = clip ?? Clip(rect: full)
        for entry in g.clips {
            guard !c.isEmpty else { return }
            switch entry {
            case let .path(path, pt, style, inverse):
                let device = pt.concatenating(t)
                if !inverse, let rect = Self.pixelAlignedRect(path, transform: device) {
                    // A rectangle on whole pixels (`.clipped()` of a view on the pixel grid)
                    // clips exactly to those pixels: no coverage mask, and none of the masked
                    // fill paths it would force on everything drawn inside.
                    c = c.intersecting(rect)
                    continue
                }
                c = (try? c.intersecting(path: path, transform: device, fillRule: style.fillRule,
                                         antialiased: style.isAntialiased, inverse: inverse)) ?? Clip(rect: .empty)
            case let .layer(list, layerOpacity, inverse):
                let b = c.bounds
                guard let layer = try? renderLayer(list, base: t, rect: b, depth: depth, within: context) else { return }
                c = c.intersecting(layer: layer, origin: (b.x, b.y), opacity: Float(layerOpacity), inverse: inverse)
            }
        }
        guard !c.isEmpty else { return }
        let inherited = g.blendMode.inheriting(blendMode)
        guard g.needsLayer else {
            // A group that adds no clip, or only rectangles covering the canvas, draws its
            // content unclipped when nothing outside clips it either (the canvas-sized clip
            // would change nothing but keep text off its cached glyph masks).
            let contentClip = clip == nil && (g.clips.isEmpty || c == Clip(rect: full)) ? nil : c
            draw(g.content, into: context, base: t, clip: contentClip, opacity: opacity * g.opacity,
                 blendMode: inherited, depth: depth)
            return
        }
        // The layer: content bounds (grown by the filters) within the part of the input the
        // visible result depends on (the clip traced back through the filters: a blur needs
        // its extent around it, a shadow the clip moved back by its offset). Memory is thus
        // bounded by the clip and the content, never by a shadow offset or blur radius.
        guard var contentBox = g.content.bounds else { return }
        let filters = g.filters.map(\.sanitized)
        var hasProjection = false
        for f in filters {
            contentBox = f.grow(contentBox)
            if case .projection = f { hasProjection = true }
        }
        let regions = Self.neededRegions(filters, visible: c.bounds, transform: t)
        // Clamped before intersecting: a finite transform can map the box to infinity.
        var deviceBox = contentBox.applying(t).clampedToDrawableRange.intersection(regions[0].cgRect)
        if hasProjection {
            // A projection's preimage can be unbounded (past its horizon): the layer is then
            // the content's own box within three canvases.
            deviceBox = g.content.bounds!.applying(t).clampedToDrawableRange
                .intersection(full.cgRect.insetBy(dx: -full.cgRect.width, dy: -full.cgRect.height))
                .intersection(regions[0].cgRect)
        }
        guard !deviceBox.isNull, !deviceBox.isEmpty else { return }
        let rect = PixelRect(enclosing: deviceBox)
        guard let layer = try? renderLayer(g.content, base: t, rect: rect, depth: depth, within: context) else { return }
        let layers = applyFilters(filters, to: layer, origin: (rect.x, rect.y), transform: t,
                                  regions: Array(regions.dropFirst()))
        var mask: Mask?
        if let m = g.mask, let rendered = try? renderLayer(m.content, base: t, rect: c.bounds, depth: depth, within: context) {
            mask = GroupCompositing.mask(of: rendered, origin: (c.bounds.x, c.bounds.y), mode: m.mode, inverse: m.inverse)
        }
        let compositing = GroupCompositing(clip: c, mask: mask)
        for l in layers {
            compositing.composite(l.pixmap, at: l.origin, onto: &context.pixmap, opacity: opacity * g.opacity,
                                  blendMode: l.blendMode ?? inherited)
        }
    }

    /// One layer of a filtered group, composited on its own; `blendMode` overrides the
    /// group's (a shadow split off by `disablesGroup` keeps the shadow's own mode).
    struct FilteredLayer {
        var pixmap: Pixmap
        var origin: (x: Int, y: Int)
        var blendMode: GraphicsContext.BlendMode?
    }

    /// Runs `filters` in order over a group's layer. Normally one layer results. A shadow
    /// with `disablesGroup` (and without `shadowOnly`) splits each layer into the shadow alone
    /// and the unchanged drawing, ordered as the shadow's options place them; later filters
    /// then apply to each part separately and the caller composites them one by one.
    ///
    /// `regions[i]`, when given, is the device area filter `i`'s output must be right in
    /// (`neededRegions`); shadows cut their result and work buffers to it.
    func applyFilters(_ filters: [DisplayList.Filter], to layer: Pixmap, origin: (x: Int, y: Int),
                      transform t: CGAffineTransform, regions: [PixelRect]? = nil) -> [FilteredLayer] {
        var layers = [FilteredLayer(pixmap: layer, origin: origin, blendMode: nil)]
        for (i, f) in filters.enumerated() {
            let region = regions?[i]
            if case let .shadow(color, radius, offset, mode, options, linear) = f,
               options.contains(.disablesGroup), !options.contains(.shadowOnly) {
                var split: [FilteredLayer] = []
                for l in layers {
                    let (p, o) = shadow(of: l.pixmap, origin: l.origin, color: color, radius: radius, offset: offset,
                                        blendMode: .normal, options: options.raster.union(.shadowOnly),
                                        linearColor: linear, transform: t, clip: region)
                    let shadowLayer = FilteredLayer(pixmap: p, origin: o, blendMode: mode.inheriting(l.blendMode))
                    split += options.contains(.shadowAbove) ? [l, shadowLayer] : [shadowLayer, l]
                }
                layers = split
            } else {
                layers = layers.map { l in
                    let (p, o) = apply(f, to: l.pixmap, origin: l.origin, transform: t, clip: region)
                    return FilteredLayer(pixmap: p, origin: o, blendMode: l.blendMode)
                }
            }
        }
        return layers
    }

    /// Renders `list` into a transparent pixmap covering device rectangle `rect`; `depth`: the
    /// nesting level of the group that owns `list`; `parent`: the context the layer will be
    /// composited into (whose layer context, scratch buffers and all, draws it).
    func renderLayer(_ list: DisplayList, base: CGAffineTransform, rect: PixelRect, depth: Int,
                     within parent: RasterContext) throws -> Pixmap {
        let context = try parent.layerContext(width: max(0, rect.width), height: max(0, rect.height))
        if !rect.isEmpty {
            draw(list, into: context, base: base.concatenating(CGAffineTransform(translationX: CGFloat(-rect.x), y: CGFloat(-rect.y))),
                 clip: nil, opacity: 1, blendMode: .normal, depth: depth)
        }
        // Taken out, so the next layer's pixmap does not share (and copy) this one's storage.
        let pixels = context.pixmap
        context.pixmap = .empty
        return pixels
    }
}

extension PixelRect {
    /// The smallest pixel rectangle containing `r` (empty for non-finite input).
    init(enclosing r: CGRect) {
        guard !r.isNull, r.minX.isFinite, r.minY.isFinite, r.maxX.isFinite, r.maxY.isFinite else {
            self = .empty; return
        }
        let x0 = Int(saturating: r.minX, rounding: .down, limit: 1_000_000_000)
        let y0 = Int(saturating: r.minY, rounding: .down, limit: 1_000_000_000)
        let x1 = Int(saturating: r.maxX, rounding: .up, limit: 1_000_000_000)
        let y1 = Int(saturating: r.maxY, rounding: .up, limit: 1_000_000_000)
        self.init(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }

    /// As a `CGRect`.
    var cgRect: CGRect { CGRect(x: x, y: y, width: width, height: height) }
}

extension Pixmap {
    /// A 0×0 pixmap, to move a pixmap out of an `inout` without copying its storage.
    static var placeholder: Pixmap { try! Pixmap(width: 0, height: 0) }
}

/// A display list's items, pinned by `withUnsafeBufferPointer` for one replay, read (never
/// written) by the rasterizer's preparing threads.
private struct ItemBuffer: @unchecked Sendable {
    let base: UnsafePointer<DisplayList.Item>?
}

extension DisplayListRenderer {
    /// The device pixels of `path` under `transform` when the path is one axis-aligned
    /// rectangle whose edges land on whole pixels (within 1/1000 px), so that its
    /// anti-aliased coverage is exactly 1 inside and 0 outside; nil for any other path.
    static func pixelAlignedRect(_ path: Path, transform: CGAffineTransform) -> PixelRect? {
        guard transform.b == 0, transform.c == 0 else { return nil }
        var corners: [CGPoint] = []
        var shape = true
        path.forEach { element in
            switch element {
            case .move(let p): if corners.isEmpty { corners.append(p) } else { shape = false }
            case .line(let p): corners.append(p)
            case .closeSubpath: break
            default: shape = false
            }
        }
        // move + three or four lines (the last back to the start), then close.
        if corners.count == 5, corners[4] == corners[0] { corners.removeLast() }
        guard shape, corners.count == 4 else { return nil }
        let points = corners.map { $0.applying(transform) }
        let xs = Set(points.map(\.x)), ys = Set(points.map(\.y))
        guard xs.count == 2, ys.count == 2,
              // Each edge is horizontal or vertical: consecutive corners share x or y.
              (0..<4).allSatisfy({ points[$0].x == points[($0 + 1) % 4].x || points[$0].y == points[($0 + 1) % 4].y })
        else { return nil }
        func whole(_ v: CGFloat) -> Int? {
            guard v.isFinite, abs(v) < CGFloat(1 << 30) else { return nil }
            let r = v.rounded()
            return abs(v - r) <= 1e-3 ? Int(r) : nil
        }
        guard let x0 = whole(xs.min()!), let x1 = whole(xs.max()!), let y0 = whole(ys.min()!), let y1 = whole(ys.max()!)
        else { return nil }
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}

extension GraphicsContext.BlendMode {
    /// The mode an item, group or shadow draws with under `inherited`, the mode of the groups
    /// above it (or of the layer it shadows): `.normal` inherits it, any other mode is the
    /// item's own. The replay's one spelling of that rule.
    @inline(__always)
    func inheriting(_ inherited: GraphicsContext.BlendMode) -> GraphicsContext.BlendMode {
        self == .normal ? inherited : self
    }

    /// `inheriting(_:)` under a layer whose own mode may be unset (nil: the group's).
    @inline(__always)
    func inheriting(_ inherited: GraphicsContext.BlendMode?) -> GraphicsContext.BlendMode? {
        self == .normal ? inherited : self
    }
}
