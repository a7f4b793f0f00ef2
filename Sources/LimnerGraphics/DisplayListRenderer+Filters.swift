import Foundation
import LimnerGeometry
import LimnerRaster

extension DisplayListRenderer {
    /// The device area each stage of a filter chain must be right in for the result to be
    /// right in `visible`: element `filters.count` is `visible`, element `i` the input of
    /// filter `i` (a blur needs its extent around its output, a shadow its output and the
    /// output moved back by the offset and grown by the extent, a projection the output mapped
    /// back through its inverse). Filters must be sanitized.
    static func neededRegions(_ filters: [DisplayList.Filter], visible: PixelRect,
                              transform t: CGAffineTransform) -> [PixelRect] {
        let s = Double(abs(t.determinant)).squareRoot()
        var regions = [PixelRect](repeating: visible, count: filters.count + 1)
        for i in filters.indices.reversed() {
            let out = regions[i + 1]
            switch filters[i] {
            case .blur(let r, _, _, _):
                regions[i] = out.insetBy(-GaussianBlur.extent(sigma: r * s))
            case let .shadow(_, r, offset, _, options, _):
                let d = deviceOffset(offset, transform: t)
                let cast = out.offsetBy(dx: -d.x, dy: -d.y).insetBy(-GaussianBlur.extent(sigma: r * s))
                regions[i] = options.contains(.shadowOnly) ? cast : out.union(cast)
            case .colorMatrix, .alphaThreshold:
                regions[i] = out
            case .projection(let p, _):
                regions[i] = preimage(of: out, under: deviceProjection(p, transform: t))
            }
        }
        return regions
    }

    /// A group-space projection `p` as it acts on device pixels, for a group drawn by `t`.
    static func deviceProjection(_ p: ProjectionTransform, transform t: CGAffineTransform) -> ProjectionTransform {
        ProjectionTransform(t.inverted()).concatenating(p).concatenating(ProjectionTransform(t))
    }

    /// The device pixels `d` maps into `out`: the box of `out`'s corners mapped back, grown a
    /// pixel for the bilinear footprint; everywhere (±1e9) when the box crosses the inverse's
    /// horizon (there the preimage is unbounded); nothing when `d` cannot be inverted (it
    /// flattens its input onto a line or a point, which covers no pixel: `project` draws
    /// nothing, so no earlier filter has anything to compute).
    static func preimage(of out: PixelRect, under d: ProjectionTransform) -> PixelRect {
        let everywhere = PixelRect(x: -1_000_000_000, y: -1_000_000_000, width: 2_000_000_000, height: 2_000_000_000)
        guard !out.isEmpty else { return out }
        guard d.isInvertible else { return .empty }
        let inv = d.inverted()
        var xs: [CGFloat] = [], ys: [CGFloat] = []
        for (x, y) in [(out.x, out.y), (out.maxX, out.y), (out.x, out.maxY), (out.maxX, out.maxY)] {
            let (cx, cy) = (CGFloat(x), CGFloat(y))
            // The homogeneous weight is affine in the point, so positive at the four corners
            // means positive over the whole box: no point of it maps through infinity.
            guard cx * inv.m13 + cy * inv.m23 + inv.m33 > 0 else { return everywhere }
            let q = inv.apply(to: CGPoint(x: cx, y: cy))
            guard q.x.isFinite, q.y.isFinite else { return everywhere }
            xs.append(q.x); ys.append(q.y)
        }
        let box = CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
        return PixelRect(enclosing: box).insetBy(-1)
    }

    /// A shadow offset (group space) in whole device pixels, saturated to
    /// ±`Shadow.maximumOffset`.
    static func deviceOffset(_ offset: CGSize, transform t: CGAffineTransform) -> (x: Int, y: Int) {
        let d = CGSize(width: offset.width * t.a + offset.height * t.c, height: offset.width * t.b + offset.height * t.d)
        return (Int(saturating: Double(d.width), limit: Shadow.maximumOffset),
                Int(saturating: Double(d.height), limit: Shadow.maximumOffset))
    }
}

extension DisplayListRenderer {
    /// Applies one filter to a layer whose top-left pixel sits at `origin`; returns the new
    /// layer and origin. `t` maps the group's space to device pixels.
    /// `clip`: the device area the output must be right in (nil: everywhere); shadows cut
    /// their result and work buffers to it.
    func apply(_ filter: DisplayList.Filter, to layer: Pixmap, origin: (x: Int, y: Int),
               transform t: CGAffineTransform, clip: PixelRect? = nil) -> (Pixmap, (x: Int, y: Int)) {
        let s = Double(abs(t.determinant)).squareRoot()
        switch filter {
        case let .blur(radius, opaque, _, linear):
            var input = layer
            if linear { LinearLight.toLinear(&input) }
            var (out, o) = GaussianBlur.blur(input, origin: origin, sigma: radius * s, threadCount: threadCount)
            if linear { LinearLight.toEncoded(&out) }
            if opaque { Self.makeOpaque(&out) }
            return (out, o)
        case let .shadow(color, radius, offset, mode, options, linear):
            return shadow(of: layer, origin: origin, color: color, radius: radius, offset: offset, blendMode: mode,
                          options: options.raster, linearColor: linear, transform: t, clip: clip)
        case let .colorMatrix(m, _, linear):
            var out = layer
            if linear { LinearLight.toLinear(&out) }
            ColorFilters.apply(m, to: &out, threadCount: threadCount)
            if linear { LinearLight.toEncoded(&out) }
            return (out, origin)
        case let .alphaThreshold(lo, hi, color):
            var out = layer
            ColorFilters.alphaThreshold(&out, min: Float(lo), max: Float(hi), color: color)
            return (out, origin)
        case let .projection(p, linear):
            var input = layer
            if linear { LinearLight.toLinear(&input) }
            var (out, o) = project(input, origin: origin, by: Self.deviceProjection(p, transform: t), clip: clip)
            if linear { LinearLight.toEncoded(&out) }
            return (out, o)
        }
    }

    /// The shadow filter on a layer (group space → device by `t`); `linearColor` tints,
    /// blurs and blends on linear-light values.
    func shadow(of layer: Pixmap, origin: (x: Int, y: Int), color: RGBAColor, radius: Double, offset: CGSize,
                blendMode: GraphicsContext.BlendMode, options: LimnerRaster.ShadowOptions, linearColor: Bool,
                transform t: CGAffineTransform, clip: PixelRect? = nil) -> (Pixmap, (x: Int, y: Int)) {
        let s = Double(abs(t.determinant)).squareRoot()
        var input = layer
        var tint = color
        if linearColor {
            LinearLight.toLinear(&input)
            tint = RGBAColor(red: Float(Color.decode(Double(color.red))), green: Float(Color.decode(Double(color.green))),
                             blue: Float(Color.decode(Double(color.blue))), alpha: color.alpha)
        }
        var r = Shadow.shadow(of: input, origin: origin, color: tint, sigma: radius * s,
                              offset: Self.deviceOffset(offset, transform: t),
                              blendMode: blendMode.raster, options: options, clip: clip, threadCount: threadCount)
        if linearColor { LinearLight.toEncoded(&r.pixmap) }
        return (r.pixmap, r.origin)
    }

    /// Resamples a layer through device-space projection `d` (bilinear, transparent outside),
    /// producing only the part within `clip` (nil: the whole projected box): the work is thus
    /// bounded by the visible area, however far the projection stretches the layer. A
    /// projection that cannot be inverted flattens the layer onto a line or a point, which
    /// covers no pixel: the result is empty (as Core Animation draws nothing through a
    /// degenerate transform).
    private func project(_ layer: Pixmap, origin: (x: Int, y: Int), by d: ProjectionTransform,
                         clip: PixelRect?) -> (Pixmap, (x: Int, y: Int)) {
        guard d.isInvertible else { return (Pixmap.empty, origin) }
        guard layer.width > 0, layer.height > 0 else { return (layer, origin) }
        if d.isIdentity { return (layer, origin) }
        let src = CGRect(x: origin.x, y: origin.y, width: layer.width, height: layer.height)
        let out = DisplayList.Filter.projection(d).grow(src)
        guard out.width.isFinite, out.height.isFinite else { return (layer, origin) }
        let whole = PixelRect(enclosing: out)
        let rect = clip.map { whole.intersection($0) } ?? whole
        let limit = 16384
        guard rect.width < limit, rect.height < limit else { return (layer, origin) }
        guard !rect.isEmpty, var result = try? Pixmap(width: rect.width, height: rect.height) else { return (layer, origin) }
        let inv = d.inverted()
        let (lw, lh) = (CGFloat(layer.width), CGFloat(layer.height))
        let sampler = ImageSampler(pixmap: layer, sampling: .bilinear, tiling: .clamp)
        result.withUnsafeMutablePixels { o in
            let job = RowJob(out: o, sampler: sampler, extra: ())
            ParallelRows.run(width: rect.width, height: rect.height, threads: threadCount) { y0, y1 in
                for y in y0..<y1 {
                    for x in 0..<rect.width {
                        let q = inv.apply(to: CGPoint(x: CGFloat(rect.x + x) + 0.5, y: CGFloat(rect.y + y) + 0.5))
                        let lx = q.x - CGFloat(origin.x), ly = q.y - CGFloat(origin.y)
                        guard lx >= 0, ly >= 0, lx <= lw, ly <= lh else { continue }
                        job.out[y * rect.width + x] = job.sampler.sample(x: Double(lx), y: Double(ly))
                    }
                }
            }
        }
        return (result, (rect.x, rect.y))
    }

    /// `BlurOptions.opaque`: divide colour by the blurred alpha and make every touched pixel
    /// opaque.
    static func makeOpaque(_ p: inout Pixmap) {
        p.mapPixels { v in
            guard v >> 24 > 0 else { return v }
            let (r, g, b, _) = PremultipliedPixel.unpremultiply(v)
            return PremultipliedPixel.pack(r: r, g: g, b: b, a: 255)
        }
    }
}

/// sRGB-encoded ↔ linear-light conversion of premultiplied pixels, through 8-bit tables
/// (`FilterOptions.linearColor`, `BlurOptions` with linear colour). 8-bit linear storage
/// loses precision in dark tones; that is the approximation.
enum LinearLight {
    static let decode: [UInt8] = (0..<256).map { UInt8((Color.decode(Double($0) / 255) * 255).rounded()) }
    static let encode: [UInt8] = (0..<256).map { UInt8((Color.encode(Double($0) / 255) * 255).rounded()) }

    static func toLinear(_ p: inout Pixmap) { convert(&p, decode) }
    static func toEncoded(_ p: inout Pixmap) { convert(&p, encode) }

    private static func convert(_ p: inout Pixmap, _ table: [UInt8]) {
        p.mapPixels { v in
            guard v >> 24 != 0 else { return v }
            let (r, g, b, a) = PremultipliedPixel.unpremultiply(v)
            return PremultipliedPixel.premultiply(r: table[Int(r)], g: table[Int(g)], b: table[Int(b)], a: a)
        }
    }
}

extension Pixmap {
    /// Replaces every pixel `v` with `transform(v)`.
    mutating func mapPixels(_ transform: (UInt32) -> UInt32) {
        let w = width, h = height, stride = rowStride
        withUnsafeMutablePixels { px in
            for y in 0..<h {
                let row = px + y * stride
                for x in 0..<w { row[x] = transform(row[x]) }
            }
        }
    }
}
