import Foundation
import LimnerGeometry
import LimnerRaster

// Images through the rasterizer's image paint; template images as tinted layers.

extension DisplayListRenderer {
    // MARK: Images

    /// The fill that draws a non-template image item: its rectangle filled with an image paint
    /// (edge pixels clamped, so the rectangle's anti-aliased edge is the only fade). Nil when
    /// there is nothing to draw.
    func imageCommand(_ item: DisplayList.ImageDraw, base: CGAffineTransform, opacity: Double,
                      blendMode: GraphicsContext.BlendMode) -> FillCommand? {
        let t = item.transform.concatenating(base)
        guard let paint = Self.imagePaint(item) else { return nil }
        return FillCommand(path: Path(item.rect), transform: t, paint: .image(paint), fillRule: .nonZero,
                           antialiased: item.antialiased, blendMode: blendMode.raster, opacity: Float(opacity))
    }

    /// The image paint of an item: its pixels stretched over `item.rect` (user space).
    static func imagePaint(_ item: DisplayList.ImageDraw) -> ImagePaint? {
        let img = item.contents.pixmap
        guard img.width > 0, img.height > 0, !item.rect.isEmpty, item.rect.width.isFinite, item.rect.height.isFinite
        else { return nil }
        let imageToUser = CGAffineTransform(a: item.rect.width / CGFloat(img.width), b: 0, c: 0,
                                            d: item.rect.height / CGFloat(img.height),
                                            tx: item.rect.minX, ty: item.rect.minY)
        return ImagePaint(pixmap: img, transform: imageToUser, sampling: item.interpolation.sampling, tiling: .clamp)
    }

    /// Draws a template image item: the tint over the image's device rectangle, times the
    /// image's alpha (sampled by the image paint), composited through the rectangle's coverage.
    func drawTemplateImage(_ item: DisplayList.ImageDraw, tint: ResolvedPaint, base: CGAffineTransform,
                           into context: RasterContext, clip: Clip?, opacity: Double,
                           blendMode: GraphicsContext.BlendMode) {
        let t = item.transform.concatenating(base)
        guard let paint = Self.imagePaint(item), t.determinant != 0, t.determinant.isFinite else { return }
        let full = PixelRect(context.pixmap)
        let bounds = PixelRect(enclosing: item.rect.applying(t)).intersection(clip?.bounds ?? full).intersection(full)
        guard !bounds.isEmpty, var layer = try? paintPixmap(.image(paint), pathTransform: t, rect: bounds),
              let paintLayer = try? paintPixmap(tint, pathTransform: t, rect: bounds, destination: context.pixmap)
        else { return }
        layer.withUnsafeMutablePixels { out in
            paintLayer.withUnsafePixels { pl in
                for i in 0..<(bounds.width * bounds.height) {
                    out[i] = PremultipliedPixel.scale(pl[i], by: out[i] >> 24)
                }
            }
        }
        composite(layer, bounds: bounds, coverageOf: Path(item.rect), transform: t,
                  style: FillStyle(antialiased: item.antialiased), into: context, clip: clip,
                  opacity: opacity, blendMode: blendMode)
    }

    /// Fills `path` with a paint the rasterizer cannot shade (`.backdrop`): the paint is
    /// evaluated over the path's device bounds and composited through the path's coverage.
    /// `paintTransform` maps paint space (defaults to the path's transform).
    func drawPattern(_ path: Path, transform t: CGAffineTransform, paint: ResolvedPaint, style: FillStyle,
                     into context: RasterContext, clip: Clip?, opacity: Double,
                     blendMode: GraphicsContext.BlendMode, paintTransform: CGAffineTransform? = nil) {
        let full = PixelRect(context.pixmap)
        let pb = path.boundingRect
        guard !pb.isNull else { return }
        let bounds = PixelRect(enclosing: pb.applying(t)).intersection(clip?.bounds ?? full).intersection(full)
        guard !bounds.isEmpty, let layer = try? paintPixmap(paint, pathTransform: paintTransform ?? t, rect: bounds,
                                                            destination: context.pixmap) else { return }
        composite(layer, bounds: bounds, coverageOf: path, transform: t, style: style, into: context, clip: clip,
                  opacity: opacity, blendMode: blendMode)
    }

    /// A resolved paint evaluated over device rectangle `rect` (paint space → device by `t`);
    /// `.backdrop` copies `destination`'s pixels there (transparent outside it).
    func paintPixmap(_ paint: ResolvedPaint, pathTransform t: CGAffineTransform, rect: PixelRect,
                     destination: Pixmap) throws -> Pixmap {
        if let raster = paint.rasterPaint { return try paintPixmap(raster, pathTransform: t, rect: rect) }
        if case .blurredBackdrop(let sigma) = paint {
            // The backdrop around `rect` (grown by the blur's reach), blurred, cut back to `rect`.
            let k = Double(abs(t.determinant)).squareRoot()
            let s = sigma.isFinite && k.isFinite ? max(0, sigma * k) : 0
            let e = Int((3 * s).rounded(.up))
            let grown = PixelRect(x: rect.x - e, y: rect.y - e, width: rect.width + 2 * e, height: rect.height + 2 * e)
            let copy = try paintPixmap(.backdrop, pathTransform: t, rect: grown, destination: destination)
            let (blurred, origin) = GaussianBlur.blur(copy, origin: (grown.x, grown.y), sigma: s)
            var out = try Pixmap(width: rect.width, height: rect.height)
            let dx = rect.x - origin.x, dy = rect.y - origin.y
            let bw = blurred.width, bh = blurred.height, bs = blurred.rowStride
            out.withUnsafeMutablePixels { o in
                blurred.withUnsafePixels { b in
                    for y in 0..<rect.height where y + dy >= 0 && y + dy < bh {
                        for x in 0..<rect.width where x + dx >= 0 && x + dx < bw {
                            o[y * rect.width + x] = b[(y + dy) * bs + x + dx]
                        }
                    }
                }
            }
            return out
        }
        var out = try Pixmap(width: rect.width, height: rect.height)
        let inside = rect.intersection(PixelRect(destination))
        guard !inside.isEmpty else { return out }
        let stride = destination.rowStride
        out.withUnsafeMutablePixels { o in
            destination.withUnsafePixels { d in
                for y in inside.y..<(inside.y + inside.height) {
                    for x in inside.x..<(inside.x + inside.width) {
                        o[(y - rect.y) * rect.width + (x - rect.x)] = d[y * stride + x]
                    }
                }
            }
        }
        return out
    }

    /// `paint` (paint space → device by `t`) evaluated over device rectangle `rect`.
    func paintPixmap(_ paint: Paint, pathTransform t: CGAffineTransform, rect: PixelRect) throws -> Pixmap {
        let ctx = try RasterContext(width: rect.width, height: rect.height)
        let shift = CGAffineTransform(translationX: CGFloat(-rect.x), y: CGFloat(-rect.y))
        // Cover the whole rectangle: a device-space rectangle path, paint mapped by t.
        let cover = Path(CGRect(x: 0, y: 0, width: rect.width, height: rect.height))
        let inv = t.concatenating(shift)
        guard inv.determinant != 0 else { return ctx.pixmap }
        ctx.fill(cover.applying(inv.inverted()), transform: inv, paint: paint)
        return ctx.pixmap
    }

    /// Composites `layer` (covering device `bounds`) through the coverage of `path`.
    private func composite(_ layer: Pixmap, bounds: PixelRect, coverageOf path: Path, transform t: CGAffineTransform,
                           style: FillStyle, into context: RasterContext, clip: Clip?, opacity: Double,
                           blendMode: GraphicsContext.BlendMode) {
        guard var coverage = try? Clip.coverage(of: path, transform: t, fillRule: style.fillRule,
                                                    antialiased: style.isAntialiased, within: bounds) else { return }
        if let m = clip?.mask { coverage = coverage.intersection(m) }
        Compositor.composite(layer: layer, at: (bounds.x, bounds.y), onto: &context.pixmap, opacity: Float(opacity),
                             blendMode: blendMode.raster, mask: coverage, clip: clip?.bounds)
    }
}

extension Image.Interpolation {
    /// The rasterizer's sampling: none → nearest, low and medium → bilinear, high → bicubic
    /// when magnifying, mipmapped bilinear when shrinking (`ImageSampling.highQuality`).
    var sampling: ImageSampling {
        switch self {
        case .none: return .nearest
        case .low, .medium: return .bilinear
        case .high: return .highQuality
        }
    }
}
