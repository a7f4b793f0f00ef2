// Float blenders: the separable modes that divide or take roots, and the four non-separable
// modes. They run on one pixel as `SIMD4<Float>` (r, g, b, a) in 0…1, premultiplied, and are
// wrapped into a `PixelBlender` by `FloatBlend<F>`, which converts, calls, and rounds to 8 bits
// (clamping colour to alpha). Branches are replaced by lane selects; each select carries the
// plain code it stands for.

/// A blend mode as a function of two premultiplied `SIMD4<Float>` pixels (0…1).
public protocol FloatPixelBlender: SendableMetatype {
    /// The blend mode this type implements.
    static var mode: BlendMode { get }
    /// The full result `R` of blending `s` onto `d`.
    static func blend(_ s: SIMD4<Float>, _ d: SIMD4<Float>) -> SIMD4<Float>
}

/// Adapts a `FloatPixelBlender` to packed RGBA8 pixels.
public enum FloatBlend<F: FloatPixelBlender>: PixelBlender {
    public static var mode: BlendMode { F.mode }
    @inlinable @inline(__always)
    public static func blend(_ s: UInt32, _ d: UInt32) -> UInt32 {
        let scale = SIMD4<Float>(repeating: 1 / 255)
        let r = F.blend(Fixed8.floats(s) * scale, Fixed8.floats(d) * scale)
        // Clamp to 0…1 (NaN-free: the blenders never divide by zero), round, colour ≤ alpha.
        var q = pointwiseMin(pointwiseMax(r, .zero), .one) * 255 + 0.5
        q = pointwiseMin(q, SIMD4(repeating: q.w))
        return Fixed8.packTruncating(q)
    }
}

/// Shared pieces of the float blenders.
@usableFromInline
enum FloatBlendMath {
    /// The general equation with `m = Sa·Da·B(s, d)` already computed per colour lane:
    /// `Rc = Sc·(1 − Da) + Dc·(1 − Sa) + m`, `Ra = Sa + Da − Sa·Da`.
    @inlinable @inline(__always)
    static func combine(_ s: SIMD4<Float>, _ d: SIMD4<Float>, _ m: SIMD4<Float>) -> SIMD4<Float> {
        var r = s * (1 - d.w) + d * (1 - s.w) + m
        r.w = s.w + d.w - s.w * d.w
        return r
    }

    /// `x / y`, or 0 where `y` is 0. Plain: `y > 0 ? x / y : 0`.
    @inlinable @inline(__always)
    static func safeDivide(_ x: SIMD4<Float>, _ y: SIMD4<Float>) -> SIMD4<Float> {
        (x / pointwiseMax(y, SIMD4(repeating: .leastNormalMagnitude)))
            .replacing(with: 0, where: y .<= 0)
    }

    /// Hard light on premultiplied lanes, `t` the "top" (the layer whose value picks the
    /// branch) and `b` the other: `2·Tc ≤ Ta ? 2·Tc·Bc : Ta·Ba − 2·(Ta − Tc)·(Ba − Bc)`.
    @inlinable @inline(__always)
    static func hardLightTerm(top t: SIMD4<Float>, bottom b: SIMD4<Float>) -> SIMD4<Float> {
        let ta = SIMD4(repeating: t.w), ba = SIMD4(repeating: b.w)
        let low = 2 * t * b
        let high = ta * ba - 2 * (ta - t) * (ba - b)
        return high.replacing(with: low, where: 2 * t .<= ta)
    }
}

extension Blenders {
    /// `overlay`: hard light with the destination choosing the branch.
    public enum Overlay: FloatPixelBlender {
        public static var mode: BlendMode { .overlay }
        @inlinable @inline(__always)
        public static func blend(_ s: SIMD4<Float>, _ d: SIMD4<Float>) -> SIMD4<Float> {
            FloatBlendMath.combine(s, d, FloatBlendMath.hardLightTerm(top: d, bottom: s))
        }
    }

    /// `hardLight`: multiply where `s ≤ ½`, screen above.
    public enum HardLight: FloatPixelBlender {
        public static var mode: BlendMode { .hardLight }
        @inlinable @inline(__always)
        public static func blend(_ s: SIMD4<Float>, _ d: SIMD4<Float>) -> SIMD4<Float> {
            FloatBlendMath.combine(s, d, FloatBlendMath.hardLightTerm(top: s, bottom: d))
        }
    }

    /// `colorDodge`: `Sa·Da·B = Dc == 0 ? 0 : Sc ≥ Sa ? Sa·Da : min(Sa·Da, Dc·Sa² / (Sa − Sc))`.
    public enum ColorDodge: FloatPixelBlender {
        public static var mode: BlendMode { .colorDodge }
        @inlinable @inline(__always)
        public static func blend(_ s: SIMD4<Float>, _ d: SIMD4<Float>) -> SIMD4<Float> {
            let sa = SIMD4(repeating: s.w), da = SIMD4(repeating: d.w)
            let full = sa * da
            let dodge = pointwiseMin(full, FloatBlendMath.safeDivide(d * sa * sa, sa - s))
            // Plain: if Dc == 0 { 0 } else if Sc >= Sa { full } else { dodge }
            let m = dodge.replacing(with: full, where: s .>= sa).replacing(with: 0, where: d .<= 0)
            return FloatBlendMath.combine(s, d, m)
        }
    }

    /// `colorBurn`: `Sa·Da·B = Dc ≥ Da ? Sa·Da : Sc == 0 ? 0 : max(0, Sa·Da − Sa²·(Da − Dc) / Sc)`.
    public enum ColorBurn: FloatPixelBlender {
        public static var mode: BlendMode { .colorBurn }
        @inlinable @inline(__always)
        public static func blend(_ s: SIMD4<Float>, _ d: SIMD4<Float>) -> SIMD4<Float> {
            let sa = SIMD4(repeating: s.w), da = SIMD4(repeating: d.w)
            let full = sa * da
            let burn = pointwiseMax(.zero, full - FloatBlendMath.safeDivide(sa * sa * (da - d), s))
            // Plain: if Dc >= Da { full } else if Sc == 0 { 0 } else { burn }
            let m = burn.replacing(with: 0, where: s .<= 0).replacing(with: full, where: d .>= da)
            return FloatBlendMath.combine(s, d, m)
        }
    }

    /// `softLight` (W3C): on straight `d`,
    /// `s ≤ ½: B = d − (1 − 2s)·d·(1 − d)`; else `B = d + (2s − 1)·(D(d) − d)` with
    /// `D(d) = d ≤ ¼ ? ((16d − 12)·d + 4)·d : √d`. Premultiplied: `Sa·Da·B =
    /// Sa·Dc − (Sa − 2Sc)·Dc·(1 − d)` or `Sa·Dc + (2Sc − Sa)·Da·(D(d) − d)`.
    public enum SoftLight: FloatPixelBlender {
        public static var mode: BlendMode { .softLight }
        @inlinable @inline(__always)
        public static func blend(_ s: SIMD4<Float>, _ d: SIMD4<Float>) -> SIMD4<Float> {
            let sa = SIMD4(repeating: s.w), da = SIMD4(repeating: d.w)
            let ud = FloatBlendMath.safeDivide(d, da)
            let dd = (((16 * ud - 12) * ud + 4) * ud).replacing(with: ud.squareRoot(), where: ud .> 0.25)
            let low = sa * d - (sa - 2 * s) * d * (1 - ud)
            let high = sa * d + (2 * s - sa) * da * (dd - ud)
            // Plain: 2·Sc <= Sa ? low : high
            return FloatBlendMath.combine(s, d, high.replacing(with: low, where: 2 * s .<= sa))
        }
    }
}

/// The non-separable W3C helpers on straight colours held in the r, g, b lanes.
@usableFromInline
enum NonSeparable {
    @inlinable @inline(__always)
    static func lum(_ c: SIMD4<Float>) -> Float { 0.3 * c.x + 0.59 * c.y + 0.11 * c.z }

    @inlinable @inline(__always)
    static func minRGB(_ c: SIMD4<Float>) -> Float { min(c.x, c.y, c.z) }

    @inlinable @inline(__always)
    static func maxRGB(_ c: SIMD4<Float>) -> Float { max(c.x, c.y, c.z) }

    /// `SetSat(c, s)`. The spec sorts the channels into max/mid/min, sets max = s, min = 0 and
    /// rescales mid. All three are the one map `(c − min)·s / (max − min)` (max ↦ s, min ↦ 0),
    /// so no sort is needed; when max == min the spec's result is all zero.
    @inlinable @inline(__always)
    static func setSat(_ c: SIMD4<Float>, _ s: Float) -> SIMD4<Float> {
        let mn = minRGB(c), mx = maxRGB(c)
        return mx > mn ? (c - mn) * (s / (mx - mn)) : .zero
    }

    /// `SetLum(c, l)` followed by `ClipColor`.
    @inlinable @inline(__always)
    static func setLum(_ c: SIMD4<Float>, _ l: Float) -> SIMD4<Float> {
        var c = c + (l - lum(c))
        let l = lum(c)
        let n = minRGB(c), x = maxRGB(c)
        // Plain ClipColor: if n < 0 { c = l + (c − l)·l / (l − n) }; if x > 1 { c = l + (c − l)·(1 − l) / (x − l) }
        if n < 0 { c = l + (c - l) * (l / (l - n)) }
        if x > 1 { c = l + (c - l) * ((1 - l) / (x - l)) }
        return c
    }

    /// The general equation for a non-separable `B` computed on straight colours.
    @inlinable @inline(__always)
    static func finish(_ s: SIMD4<Float>, _ d: SIMD4<Float>, _ b: SIMD4<Float>) -> SIMD4<Float> {
        FloatBlendMath.combine(s, d, b * (s.w * d.w))
    }

    @inlinable @inline(__always)
    static func straight(_ p: SIMD4<Float>) -> SIMD4<Float> {
        p.w > 0 ? p / p.w : .zero
    }
}

extension Blenders {
    /// `hue`: `SetLum(SetSat(Cs, Sat(Cb)), Lum(Cb))`.
    public enum Hue: FloatPixelBlender {
        public static var mode: BlendMode { .hue }
        @inlinable @inline(__always)
        public static func blend(_ s: SIMD4<Float>, _ d: SIMD4<Float>) -> SIMD4<Float> {
            let cs = NonSeparable.straight(s), cb = NonSeparable.straight(d)
            let sat = NonSeparable.maxRGB(cb) - NonSeparable.minRGB(cb)
            return NonSeparable.finish(s, d, NonSeparable.setLum(NonSeparable.setSat(cs, sat), NonSeparable.lum(cb)))
        }
    }

    /// `saturation`: `SetLum(SetSat(Cb, Sat(Cs)), Lum(Cb))`.
    public enum Saturation: FloatPixelBlender {
        public static var mode: BlendMode { .saturation }
        @inlinable @inline(__always)
        public static func blend(_ s: SIMD4<Float>, _ d: SIMD4<Float>) -> SIMD4<Float> {
            let cs = NonSeparable.straight(s), cb = NonSeparable.straight(d)
            let sat = NonSeparable.maxRGB(cs) - NonSeparable.minRGB(cs)
            return NonSeparable.finish(s, d, NonSeparable.setLum(NonSeparable.setSat(cb, sat), NonSeparable.lum(cb)))
        }
    }

    /// `color`: `SetLum(Cs, Lum(Cb))`.
    public enum Color: FloatPixelBlender {
        public static var mode: BlendMode { .color }
        @inlinable @inline(__always)
        public static func blend(_ s: SIMD4<Float>, _ d: SIMD4<Float>) -> SIMD4<Float> {
            let cs = NonSeparable.straight(s), cb = NonSeparable.straight(d)
            return NonSeparable.finish(s, d, NonSeparable.setLum(cs, NonSeparable.lum(cb)))
        }
    }

    /// `luminosity`: `SetLum(Cb, Lum(Cs))`.
    public enum Luminosity: FloatPixelBlender {
        public static var mode: BlendMode { .luminosity }
        @inlinable @inline(__always)
        public static func blend(_ s: SIMD4<Float>, _ d: SIMD4<Float>) -> SIMD4<Float> {
            let cs = NonSeparable.straight(s), cb = NonSeparable.straight(d)
            return NonSeparable.finish(s, d, NonSeparable.setLum(cb, NonSeparable.lum(cs)))
        }
    }
}
