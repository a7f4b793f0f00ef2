import Foundation
import LimnerGeometry

// Image paints: a premultiplied pixmap sampled under an affine transform.
//
// Coordinates: image pixel (i, j) covers [i, i+1) × [j, j+1); its centre is (i + ½, j + ½).
// A device pixel centre is mapped back to image space and sampled there:
//   nearest   the pixel containing the point;
//   bilinear  the four pixels around it, weights from the distances to their centres;
//   cubic     the 4×4 pixels around it, Mitchell–Netravali weights (B = C = ⅓), then alpha
//             clamped to 0…1 and colour to 0…alpha (the cubic overshoots at sharp edges);
//   highQuality  cubic when magnifying; when shrinking, bilinear on the image halved (2×2
//             box averages) as many times as the transform shrinks it by 2× (a mipmap
//             level, built per draw: O(pixels), not cached yet); see `ImageSampling`.
// A whole-pixel translation samples nearest whatever the sampling (an exact copy).
// Every tap is tiled on its own (`ImageTiling`), so repeat wraps seamlessly across tile
// seams and decal fades to transparent over half a pixel at the image's edge.
// All filtering runs on premultiplied values: a transparent pixel's (meaningless) colour
// has no weight, so edges never pick up dark fringes.
//
// Why cubic for magnification: it sharpens images drawn larger (icons, photos), and it is
// one exactly specified formula (Skia's `CubicResampler.Mitchell()`, so the goldens compare
// like with like). Minification is where any fixed-footprint filter aliases, hence the
// mipmap level for shrinking (Skia's former "high" filter quality made the same split).

/// How an image paint reads between pixel centres.
public enum ImageSampling: Sendable, Hashable {
    /// The pixel containing the sample point (hard pixels when magnified).
    case nearest
    /// Bilinear interpolation of the four nearest pixel centres.
    case bilinear
    /// Bicubic, Mitchell–Netravali B = C = ⅓, over the sixteen nearest pixel centres.
    case cubic
    /// `cubic` when magnifying (or at the same size); when the transform shrinks the image
    /// (geometric mean of the two axes), `bilinear` on the image halved k times with 2×2 box
    /// averages (a mipmap level; k = ⌊log₂ shrink⌋, 0 below 2×), so fine detail averages out
    /// instead of aliasing, and a power-of-two reduction reproduces the level exactly. Skia's
    /// former high filter quality made the same choice. Repeating images whose size is not a
    /// multiple of 2^k stay at level 0.
    case highQuality
}

/// What an image paint shows outside its source rectangle.
public enum ImageTiling: Sendable, Hashable {
    /// Transparent outside (taps outside the source count as transparent).
    case decal
    /// The edge pixels extend outwards.
    case clamp
    /// The source repeats in both directions.
    case `repeat`
}

/// A pixmap as paint: `transform` maps image pixel space to the fill's user space.
public struct ImagePaint: Sendable, Hashable {
    /// The pixels (premultiplied).
    public var pixmap: Pixmap
    /// Image pixel space → user space (the command's transform then maps to device).
    public var transform: CGAffineTransform
    /// The sampling.
    public var sampling: ImageSampling
    /// Outside the source rectangle.
    public var tiling: ImageTiling
    /// The part of the pixmap that is painted and tiled, in pixels; clipped to the pixmap.
    public var sourceRect: PixelRect

    /// A paint of `pixmap` (or its `sourceRect` part) placed by `transform`.
    public init(pixmap: Pixmap, transform: CGAffineTransform = .identity, sampling: ImageSampling = .bilinear,
                tiling: ImageTiling = .decal, sourceRect: PixelRect? = nil) {
        self.pixmap = pixmap
        self.transform = transform
        self.sampling = sampling
        self.tiling = tiling
        self.sourceRect = (sourceRect ?? PixelRect(pixmap)).intersection(PixelRect(pixmap))
    }

    public static func == (a: ImagePaint, b: ImagePaint) -> Bool {
        a.transform == b.transform && a.sampling == b.sampling && a.tiling == b.tiling
            && a.sourceRect == b.sourceRect && a.pixmap == b.pixmap
    }

    public func hash(into h: inout Hasher) {
        h.combine(pixmap.width); h.combine(pixmap.height)
        h.combine(transform.a); h.combine(transform.b); h.combine(transform.c)
        h.combine(transform.d); h.combine(transform.tx); h.combine(transform.ty)
        h.combine(sampling); h.combine(tiling); h.combine(sourceRect)
    }

    /// A sampler for this paint's pixels.
    public var sampler: ImageSampler {
        ImageSampler(pixmap: pixmap, sampling: sampling, tiling: tiling, sourceRect: sourceRect)
    }
}

/// Samples a premultiplied pixmap at continuous image coordinates: the one image sampler of
/// the rasterizer (image paints, tiled shadings, projection filters).
public struct ImageSampler: Sendable {
    let pixmap: Pixmap
    private(set) var sampling: ImageSampling
    let tiling: ImageTiling
    let x0: Int, y0: Int, w: Int, h: Int

    /// A sampler of `pixmap`'s `sourceRect` part (clipped to the pixmap; empty samples
    /// transparent).
    public init(pixmap: Pixmap, sampling: ImageSampling, tiling: ImageTiling, sourceRect: PixelRect? = nil) {
        let r = (sourceRect ?? PixelRect(pixmap)).intersection(PixelRect(pixmap))
        self.pixmap = pixmap
        self.sampling = sampling
        self.tiling = tiling
        (x0, y0, w, h) = r.isEmpty ? (0, 0, 0, 0) : (r.x, r.y, r.width, r.height)
    }

    /// The sampler and device → image transform to draw through `m` (device → image): a
    /// whole-pixel translation samples nearest; `highQuality` picks its level (see there).
    public func prepared(for m: CGAffineTransform) -> (ImageSampler, CGAffineTransform) {
        let base = sampling(for: m)
        guard base.sampling == .highQuality else { return (base, m) }
        var level0 = base
        let shrink = abs(m.a * m.d - m.b * m.c).squareRoot()
        level0.sampling = shrink > 1 && shrink.isFinite ? .bilinear : .cubic
        guard shrink >= 2, shrink.isFinite else { return (level0, m) }
        var k = 0
        while Double(1 << (k + 1)) <= shrink && (w >> (k + 1)) >= 1 && (h >> (k + 1)) >= 1 && k < 24 { k += 1 }
        if k == 0 || (tiling == .repeat && (w % (1 << k) != 0 || h % (1 << k) != 0)) { return (level0, m) }
        var level = (try? Pixmap(width: w, height: h)) ?? pixmap
        if level.width == w && level.height == h {
            for y in 0..<h { for x in 0..<w { level.storage[y * w + x] = pixmap.storage[(y + y0) * pixmap.rowStride + x + x0] } }
        }
        for _ in 0..<k { level = Self.halved(level) }
        let reduced = ImageSampler(pixmap: level, sampling: .bilinear, tiling: tiling)
        let f = 1 / Double(1 << k)
        let toLevel = m.concatenating(CGAffineTransform(a: f, b: 0, c: 0, d: f, tx: -Double(x0) * f, ty: -Double(y0) * f))
        return (reduced, toLevel)
    }

    /// `p` at half size (rounded up): each pixel the rounded average of a 2×2 block, the last
    /// row or column repeated when the size is odd. Premultiplied averages stay valid.
    static func halved(_ p: Pixmap) -> Pixmap {
        let w = (p.width + 1) / 2, h = (p.height + 1) / 2
        guard var out = try? Pixmap(width: w, height: h) else { return p }
        for y in 0..<h {
            let r0 = 2 * y * p.rowStride, r1 = min(2 * y + 1, p.height - 1) * p.rowStride
            for x in 0..<w {
                let c0 = 2 * x, c1 = min(2 * x + 1, p.width - 1)
                let sum = Fixed8.unpack(p.storage[r0 + c0]) &+ Fixed8.unpack(p.storage[r0 + c1])
                    &+ Fixed8.unpack(p.storage[r1 + c0]) &+ Fixed8.unpack(p.storage[r1 + c1])
                out.storage[y * w + x] = Fixed8.pack((sum &+ SIMD4(repeating: 2)) &>> SIMD4(repeating: 2))
            }
        }
        return out
    }

    /// This sampler for drawing through device → image transform `m`: when `m` is a
    /// translation by whole pixels every device pixel centre lands on an image pixel centre,
    /// so the sampling becomes nearest (an exact copy; Mitchell's cubic would soften it
    /// slightly, since it does not interpolate).
    public func sampling(for m: CGAffineTransform) -> ImageSampler {
        guard sampling != .nearest, m.a == 1, m.b == 0, m.c == 0, m.d == 1,
              m.tx == m.tx.rounded(), m.ty == m.ty.rounded() else { return self }
        var copy = self
        copy.sampling = .nearest
        return copy
    }

    /// The premultiplied colour at image point (x, y); transparent for non-finite points.
    @inline(__always)
    public func sample(x: Double, y: Double) -> UInt32 {
        pixmap.storage.withUnsafeBufferPointer { sample(x: x, y: y, pixels: $0.baseAddress!) }
    }

    @inline(__always)
    func sample(x: Double, y: Double, pixels: UnsafePointer<UInt32>) -> UInt32 {
        // ±2²⁴ keeps every tap index far from Int overflow; beyond it only tiling matters.
        guard w > 0, abs(x) < 16_777_216, abs(y) < 16_777_216 else { return sampleFar(x: x, y: y, pixels: pixels) }
        switch sampling {
        case .nearest:
            return tap(Int(x.rounded(.down)), Int(y.rounded(.down)), pixels)
        case .bilinear:
            let fx = x - 0.5, fy = y - 0.5
            let ix = Int(fx.rounded(.down)), iy = Int(fy.rounded(.down))
            let ax = Float(fx - Double(ix)), ay = Float(fy - Double(iy))
            let top = floats(tap(ix, iy, pixels)) * (1 - ax) + floats(tap(ix + 1, iy, pixels)) * ax
            let bottom = floats(tap(ix, iy + 1, pixels)) * (1 - ax) + floats(tap(ix + 1, iy + 1, pixels)) * ax
            return pack(top * (1 - ay) + bottom * ay)
        case .cubic, .highQuality:
            let fx = x - 0.5, fy = y - 0.5
            let ix = Int(fx.rounded(.down)), iy = Int(fy.rounded(.down))
            let wx = Self.mitchell(Float(fx - Double(ix))), wy = Self.mitchell(Float(fy - Double(iy)))
            var sum = SIMD4<Float>.zero
            for j in 0..<4 {
                var row = SIMD4<Float>.zero
                for i in 0..<4 { row += floats(tap(ix - 1 + i, iy - 1 + j, pixels)) * wx[i] }
                sum += row * wy[j]
            }
            return pack(sum)
        }
    }

    /// The weights of the taps at −1, 0, +1, +2 for fractional position `t` (0…1),
    /// Mitchell–Netravali with B = C = ⅓.
    @inline(__always)
    static func mitchell(_ t: Float) -> SIMD4<Float> {
        // k(d) = (7d³ − 12d² + 16/3) / 6 for d < 1; (−7/3 d³ + 12d² − 20d + 32/3) / 6 for 1 ≤ d < 2.
        @inline(__always) func near(_ d: Float) -> Float { ((7 * d - 12) * d * d + 16.0 / 3) / 6 }
        @inline(__always) func far(_ d: Float) -> Float { (((-7.0 / 3) * d + 12) * d - 20) * d / 6 + 32.0 / 18 }
        return SIMD4(far(1 + t), near(t), near(1 - t), far(2 - t))
    }

    /// The pixel at integer position (i, j) after tiling; transparent outside for decal.
    @inline(__always)
    func tap(_ i: Int, _ j: Int, _ pixels: UnsafePointer<UInt32>) -> UInt32 {
        var u = i - x0, v = j - y0
        switch tiling {
        case .decal:
            if u < 0 || u >= w || v < 0 || v >= h { return 0 }
        case .clamp:
            u = min(max(u, 0), w - 1); v = min(max(v, 0), h - 1)
        case .repeat:
            u %= w; if u < 0 { u += w }
            v %= h; if v < 0 { v += h }
        }
        return pixels[(v + y0) * pixmap.rowStride + u + x0]
    }

    /// A sample beyond ±2²⁴ (or non-finite): `.repeat` wraps a point within ±2⁵² (where a
    /// `Double` still resolves well below a pixel) into one period first, so a tile far
    /// smaller than a device pixel samples scattered image points instead of vanishing.
    /// Anything else, and points beyond ±2⁵² or non-finite, is transparent.
    func sampleFar(x: Double, y: Double, pixels: UnsafePointer<UInt32>) -> UInt32 {
        let limit = 0x1p52
        guard tiling == .repeat, w > 0, h > 0, abs(x) < limit, abs(y) < limit else { return 0 }  // also NaN
        func wrap(_ v: Double, _ origin: Int, _ period: Int) -> Double {
            let r = (v - Double(origin)).truncatingRemainder(dividingBy: Double(period))
            return Double(origin) + (r < 0 ? r + Double(period) : r)
        }
        return sample(x: wrap(x, x0, w), y: wrap(y, y0, h), pixels: pixels)
    }

    @inline(__always)
    func floats(_ p: UInt32) -> SIMD4<Float> { Fixed8.floats(p) }

    /// Rounds to a valid premultiplied pixel: alpha clamped to 0…255, colour to 0…alpha.
    @inline(__always)
    func pack(_ c: SIMD4<Float>) -> UInt32 {
        let a = min(max(c.w, 0), 255)
        // `pointwiseMin`/`Max` were out-of-line calls; these selects are the same lane rules.
        let floored = c.replacing(with: 0, where: SIMD4<Float>(repeating: 0) .>= c)
        var v = floored.replacing(with: SIMD4(repeating: a), where: SIMD4(repeating: a) .< floored)
        v.w = a
        return Fixed8.packTruncating(v + 0.5)
    }
}

/// Shades spans with an image: each device pixel centre mapped to image space and sampled,
/// then scaled by the fill's opacity.
struct ImageShader: Shader {
    let sampler: ImageSampler
    /// Device → image pixel space.
    let inverse: CGAffineTransform
    /// Opacity, 0…255.
    let opacity: UInt32

    // Out of line: painters call it from several places per sweep (see Shader).
    @inline(never)
    func shade(x: Int, y: Int, count: Int, into out: UnsafeMutablePointer<UInt32>, scratch: UnsafeMutablePointer<Int32>) {
        let m = inverse
        let px = Double(x) + 0.5, py = Double(y) + 0.5
        let u0 = m.a * px + m.c * py + m.tx, v0 = m.b * px + m.d * py + m.ty
        sampler.pixmap.storage.withUnsafeBufferPointer { buf in
            let pixels = buf.baseAddress!
            for i in 0..<count {
                let s = sampler.sample(x: u0 + Double(i) * m.a, y: v0 + Double(i) * m.b, pixels: pixels)
                out[i] = opacity == 255 ? s : PremultipliedPixel.scale(s, by: opacity)
            }
        }
    }
}
