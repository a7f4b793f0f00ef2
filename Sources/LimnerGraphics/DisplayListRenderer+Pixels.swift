import Foundation
import LimnerGeometry
import LimnerRaster

// Per-pixel work the rasterizer has no fill loop for: images, image tiles, filters.

extension DisplayListRenderer {
    // MARK: Images

    /// Draws an image item: samples the image into a layer over its device rectangle, tints
    /// it when it is a template, and composites it through its rectangle's coverage.
    func drawImage(_ item: DisplayList.ImageDraw, base: CGAffineTransform, into context: RasterContext,
                   clip: ClipMask?, opacity: Double, blendMode: GraphicsContext.BlendMode) {
        let t = item.transform.concatenating(base)
        let img = item.contents.pixmap
        guard img.width > 0, img.height > 0, !item.rect.isEmpty else { return }
        let imageToUser = CGAffineTransform(a: item.rect.width / CGFloat(img.width), b: 0, c: 0,
                                            d: item.rect.height / CGFloat(img.height),
                                            tx: item.rect.minX, ty: item.rect.minY)
        let imageToDevice = imageToUser.concatenating(t)
        guard imageToDevice.determinant != 0, imageToDevice.determinant.isFinite else { return }
        let inverse = imageToDevice.inverted()
        let full = PixelRect(context.pixmap)
        let bounds = PixelRect(enclosing: item.rect.applying(t)).intersection(clip?.bounds ?? full).intersection(full)
        guard !bounds.isEmpty, var layer = try? Pixmap(width: bounds.width, height: bounds.height) else { return }
        let nearest = item.interpolation == .none
        layer.withUnsafeMutablePixels { out in
            img.withUnsafePixels { src in
                let job = RowJob(out: out, sampler: Sampler(pixels: src, width: img.width, height: img.height, stride: img.rowStride),
                                 extra: (inverse, bounds))
                ParallelRows.run(width: bounds.width, height: bounds.height, threads: threadCount) { y0, y1 in
                    let (inverse, bounds) = job.extra
                    for y in y0..<y1 {
                        for x in 0..<bounds.width {
                            let p = CGPoint(x: CGFloat(bounds.x + x) + 0.5, y: CGFloat(bounds.y + y) + 0.5).applying(inverse)
                            job.out[y * bounds.width + x] = nearest ? job.sampler.nearest(p.x, p.y) : job.sampler.bilinear(p.x, p.y)
                        }
                    }
                }
            }
        }
        if let tint = item.tint {
            // Template: the paint, times the image's alpha.
            guard let paintLayer = try? paintPixmap(tint, pathTransform: t, rect: bounds, destination: context.pixmap) else { return }
            layer.withUnsafeMutablePixels { out in
                paintLayer.withUnsafePixels { pl in
                    for i in 0..<(bounds.width * bounds.height) {
                        out[i] = Self.scale(pl[i], by: out[i] >> 24)
                    }
                }
            }
        }
        composite(layer, bounds: bounds, coverageOf: Path(item.rect), transform: t,
                  style: FillStyle(antialiased: item.antialiased), into: context, clip: clip,
                  opacity: opacity, blendMode: blendMode)
    }

    /// Fills `path` with a paint the rasterizer cannot shade (image tiles, backdrop): the paint is
    /// evaluated per pixel over the path's device bounds and composited through the path's
    /// coverage. `paintTransform` maps paint space (defaults to the path's transform).
    func drawPattern(_ path: Path, transform t: CGAffineTransform, paint: ResolvedPaint, style: FillStyle,
                     into context: RasterContext, clip: ClipMask?, opacity: Double,
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

    /// The paint evaluated over device rectangle `rect` (paint space → device by `t`);
    /// `.backdrop` copies `destination`'s pixels there (transparent outside it).
    func paintPixmap(_ paint: ResolvedPaint, pathTransform t: CGAffineTransform, rect: PixelRect,
                     destination: Pixmap) throws -> Pixmap {
        if case .backdrop = paint {
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
        if let raster = paint.rasterPaint {
            let ctx = try RasterContext(width: rect.width, height: rect.height)
            let shift = CGAffineTransform(translationX: CGFloat(-rect.x), y: CGFloat(-rect.y))
            // Cover the whole rectangle: a device-space rectangle path, paint mapped by t.
            let cover = Path(CGRect(x: 0, y: 0, width: rect.width, height: rect.height))
            let inv = t.concatenating(shift)
            guard inv.determinant != 0 else { return ctx.pixmap }
            ctx.fill(cover.applying(inv.inverted()), transform: inv, paint: raster)
            return ctx.pixmap
        }
        guard case let .tiledImage(contents, origin, source, scale) = paint else { return try Pixmap(width: rect.width, height: rect.height) }
        var out = try Pixmap(width: rect.width, height: rect.height)
        let img = contents.pixmap
        let size = contents.size
        let sx = source.minX * CGFloat(img.width), sy = source.minY * CGFloat(img.height)
        let sw = source.width * CGFloat(img.width), sh = source.height * CGFloat(img.height)
        let tileW = source.width * size.width * scale, tileH = source.height * size.height * scale
        guard t.determinant != 0, sw > 0, sh > 0, tileW > 0, tileH > 0, tileW.isFinite, tileH.isFinite else { return out }
        let inverse = t.inverted()
        out.withUnsafeMutablePixels { o in
            img.withUnsafePixels { src in
                let job = RowJob(out: o, sampler: Sampler(pixels: src, width: img.width, height: img.height, stride: img.rowStride),
                                 extra: ())
                ParallelRows.run(width: rect.width, height: rect.height, threads: threadCount) { y0, y1 in
                    for y in y0..<y1 {
                        for x in 0..<rect.width {
                            let p = CGPoint(x: CGFloat(rect.x + x) + 0.5, y: CGFloat(rect.y + y) + 0.5).applying(inverse)
                            var u = (p.x - origin.x) / tileW, v = (p.y - origin.y) / tileH
                            u -= u.rounded(.down); v -= v.rounded(.down)
                            job.out[y * rect.width + x] = job.sampler.wrapped(sx + u * sw, sy + v * sh, x0: sx, y0: sy, w: sw, h: sh)
                        }
                    }
                }
            }
        }
        return out
    }

    /// Composites `layer` (covering device `bounds`) through the coverage of `path`.
    private func composite(_ layer: Pixmap, bounds: PixelRect, coverageOf path: Path, transform t: CGAffineTransform,
                           style: FillStyle, into context: RasterContext, clip: ClipMask?, opacity: Double,
                           blendMode: GraphicsContext.BlendMode) {
        guard var coverage = try? ClipMask.coverage(of: path, transform: t, fillRule: style.fillRule,
                                                    antialiased: style.isAntialiased, within: bounds) else { return }
        if let m = clip?.mask { coverage = coverage.intersection(m) }
        Compositor.composite(layer: layer, at: (bounds.x, bounds.y), onto: &context.pixmap, opacity: Float(opacity),
                             blendMode: blendMode.raster, mask: coverage, clip: clip?.bounds)
    }

    /// A premultiplied pixel times `k`/255.
    static func scale(_ p: UInt32, by k: UInt32) -> UInt32 {
        if k == 255 { return p }
        if k == 0 { return 0 }
        var r: UInt32 = 0
        for shift in stride(from: 0, to: 32, by: 8) {
            r |= PremultipliedPixel.mul255((p >> UInt32(shift)) & 0xFF, k) << UInt32(shift)
        }
        return r
    }
}

/// Samples a premultiplied image at continuous pixel coordinates (pixel i spans i…i+1).
struct Sampler {
    let pixels: UnsafePointer<UInt32>
    let width: Int, height: Int, stride: Int

    func at(_ x: Int, _ y: Int) -> SIMD4<Float> {
        let p = pixels[min(max(y, 0), height - 1) * stride + min(max(x, 0), width - 1)]
        return SIMD4<Float>(Float(p & 0xFF), Float((p >> 8) & 0xFF), Float((p >> 16) & 0xFF), Float(p >> 24))
    }

    static func pack(_ c: SIMD4<Float>) -> UInt32 {
        var v = (c + 0.5).rounded(.down)
        v = v.replacing(with: 0, where: .!(v .> 0))
        v = v.replacing(with: 255, where: v .> 255)
        let a = UInt32(v.w)
        return min(UInt32(v.x), a) | min(UInt32(v.y), a) << 8 | min(UInt32(v.z), a) << 16 | a << 24
    }

    func nearest(_ x: CGFloat, _ y: CGFloat) -> UInt32 {
        guard x.isFinite, y.isFinite else { return 0 }
        return Sampler.pack(at(Int(x.rounded(.down)), Int(y.rounded(.down))))
    }

    /// Bilinear between pixel centres, edges clamped.
    func bilinear(_ x: CGFloat, _ y: CGFloat) -> UInt32 {
        guard x.isFinite, y.isFinite else { return 0 }
        let fx = x - 0.5, fy = y - 0.5
        let x0 = Int(fx.rounded(.down)), y0 = Int(fy.rounded(.down))
        let ax = Float(fx - CGFloat(x0)), ay = Float(fy - CGFloat(y0))
        let top = at(x0, y0) * (1 - ax) + at(x0 + 1, y0) * ax
        let bottom = at(x0, y0 + 1) * (1 - ax) + at(x0 + 1, y0 + 1) * ax
        return Sampler.pack(top * (1 - ay) + bottom * ay)
    }

    /// Bilinear inside the source rectangle (x0, y0, w, h), wrapping around its edges.
    func wrapped(_ x: CGFloat, _ y: CGFloat, x0: CGFloat, y0: CGFloat, w: CGFloat, h: CGFloat) -> UInt32 {
        let ix0 = Int(x0.rounded(.down)), iy0 = Int(y0.rounded(.down))
        let iw = max(1, Int((x0 + w).rounded(.up)) - ix0), ih = max(1, Int((y0 + h).rounded(.up)) - iy0)
        func wrap(_ v: Int, _ o: Int, _ n: Int) -> Int { o + (((v - o) % n) + n) % n }
        let fx = x - 0.5, fy = y - 0.5
        let xa = Int(fx.rounded(.down)), ya = Int(fy.rounded(.down))
        let ax = Float(fx - CGFloat(xa)), ay = Float(fy - CGFloat(ya))
        let x1 = wrap(xa, ix0, iw), x2 = wrap(xa + 1, ix0, iw)
        let y1 = wrap(ya, iy0, ih), y2 = wrap(ya + 1, iy0, ih)
        let top = at(x1, y1) * (1 - ax) + at(x2, y1) * ax
        let bottom = at(x1, y2) * (1 - ax) + at(x2, y2) * ax
        return Sampler.pack(top * (1 - ay) + bottom * ay)
    }
}
