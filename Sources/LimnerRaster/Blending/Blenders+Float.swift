// Float blenders: the separable modes that divide or take roots (color dodge, color burn,
// soft light) and the four non-separable modes. They run planar, four pixels at a time (each
// half of the span loops' eight-pixel block): each channel of the four pixels is one
// `SIMD4<Float>` in 0…1, premultiplied (`Planes`), so every operation is one vector
// instruction per channel and there are no per-pixel calls or shuffles. Four lanes is the
// native float width of baseline x86-64 and of NEON; with eight-lane planes the 16 SSE
// registers did not hold both pixels' planes and LLVM spilled or scalarised part of the work. Branches are lane selects; each select carries the plain code it stands for.
//
// Conversions avoid Swift's generic integer↔float SIMD initialisers (element-wise, not
// vectorised): a byte `x` becomes a float by setting it as the low mantissa bits of 2²³
// (`bitPattern 0x4B00_0000 | x` is the float 2²³ + x) and subtracting 2²³; back, adding 2²³ to a
// value in 0…255 rounds it to the nearest integer in the low mantissa bits.
//
// Divisions: the few that remain (by alpha to un-premultiply, by Sa − Sc in dodge, by Sc in burn,
// by max − min and l − min in the HSL helpers) are vector divisions of four lanes at once.
// A reciprocal table would need a gather per lane, which baseline x86-64 does not have, so the
// table is slower than one `divps` per four lanes.

/// Four premultiplied pixels as planes of floats in 0…1.
@usableFromInline
struct Planes {
    @usableFromInline typealias F = SIMD4<Float>
    @usableFromInline var r: F, g: F, b: F, a: F

    @inlinable @inline(__always)
    init(r: F, g: F, b: F, a: F) { self.r = r; self.g = g; self.b = b; self.a = a }

    /// Bytes 0…255 (in the low bits of each lane) as floats 0…255.
    @inlinable @inline(__always)
    static func float(_ x: SIMD4<UInt32>) -> F {
        unsafeBitCast(x | 0x4B00_0000, to: F.self) - 8_388_608
    }

    /// Splits packed pixels.
    @inlinable @inline(__always)
    init(_ p: SIMD4<UInt32>) {
        let k = F(repeating: 1 / 255)
        r = Planes.float(p & 0xFF) * k
        g = Planes.float((p &>> 8) & 0xFF) * k
        b = Planes.float((p &>> 16) & 0xFF) * k
        a = Planes.float(p &>> 24) * k
    }

    /// Rounds planes in 0…1 (clamped here; colour limited to alpha) to packed pixels.
    @inlinable @inline(__always)
    var packed: SIMD4<UInt32> {
        let a1 = Planes.fmin(Planes.fmax(a, .zero), .one)
        @inline(__always) func byte(_ x: F) -> SIMD4<UInt32> {
            // Plain: UInt32((min(max(x, 0), a) · 255).rounded()); NaN-free inputs.
            let v = Planes.fmin(Planes.fmax(x, .zero), a1) * 255 + 8_388_608
            return unsafeBitCast(v, to: SIMD4<UInt32>.self) & 0xFF
        }
        let av = unsafeBitCast(a1 * 255 + 8_388_608, to: SIMD4<UInt32>.self) & 0xFF
        return byte(r) | (byte(g) &<< 8) | (byte(b) &<< 16) | (av &<< 24)
    }

    /// A lane mask: all ones where a comparison holds, zero elsewhere.
    @usableFromInline typealias Mask = SIMD4<UInt32>

    /// `a < b` per lane, from the sign of `a − b` (exact for finite floats: the difference of
    /// two unequal finite floats is never zero, and `x − x` is +0). Swift's `.<` builds a
    /// `SIMDMask` lane by lane in this context (`pinsrw` per lane), this is two instructions.
    @inlinable @inline(__always)
    static func less(_ a: F, _ b: F) -> Mask {
        unsafeBitCast(unsafeBitCast(a - b, to: SIMD4<Int32>.self) &>> 31, to: Mask.self)
    }

    /// `a ≤ b` per lane.
    @inlinable @inline(__always)
    static func lessOrEqual(_ a: F, _ b: F) -> Mask { ~less(b, a) }

    /// `mask ? t : f` per lane, as bit operations. `replacing(with:where:)` is written lane by
    /// lane, and next to a division LLVM turned it into one branch and one scalar `divss` per
    /// lane; the bitwise select keeps it one vector instruction per operation.
    @inlinable @inline(__always)
    static func select(_ mask: Mask, _ t: F, _ f: F) -> F {
        let tb = unsafeBitCast(t, to: Mask.self), fb = unsafeBitCast(f, to: Mask.self)
        return unsafeBitCast((tb & mask) | (fb & ~mask), to: F.self)
    }

    /// Lane-wise minimum. `pointwiseMin` on floats is not vectorised by Swift 6.3 (it keeps
    /// `Swift.min`'s NaN rules, one lane at a time); a compare and select is. No NaN reaches it.
    @inlinable @inline(__always)
    static func fmin(_ a: F, _ b: F) -> F { select(less(b, a), b, a) }

    /// Lane-wise maximum, vectorised (see `fmin`).
    @inlinable @inline(__always)
    static func fmax(_ a: F, _ b: F) -> F { select(less(a, b), b, a) }

    /// `√x` for x in ¼…1 (soft light's only use), to ~2e-7 relative: the exponent-halving
    /// bit estimate (within 3.5 %) and two Newton steps. `squareRoot()` on `SIMD4<Float>` is
    /// not vectorised by Swift 6.3 (one `sqrtss` per lane).
    @inlinable @inline(__always)
    static func sqrt(_ x: F) -> F {
        var y = unsafeBitCast((unsafeBitCast(x, to: SIMD4<UInt32>.self) &>> 1) &+ 0x1FBD_1DF5, to: F.self)
        y = 0.5 * (y + x / y)
        return 0.5 * (y + x / y)
    }

    /// `x / y`, or 0 where `y ≤ 0`.
    @inlinable @inline(__always)
    static func safeDivide(_ x: F, _ y: F) -> F {
        select(lessOrEqual(y, .zero), .zero, x / fmax(y, F(repeating: .leastNormalMagnitude)))
    }

    /// The general blend equation with `m = Sa·Da·B(s, d)` per colour plane:
    /// `Rc = Sc·(1 − Da) + Dc·(1 − Sa) + m`, `Ra = Sa + Da − Sa·Da`.
    @inlinable @inline(__always)
    static func combine(_ s: Planes, _ d: Planes, _ mr: F, _ mg: F, _ mb: F) -> Planes {
        let isa = 1 - s.a, ida = 1 - d.a
        return Planes(r: s.r * ida + d.r * isa + mr, g: s.g * ida + d.g * isa + mg,
                      b: s.b * ida + d.b * isa + mb, a: s.a + d.a - s.a * d.a)
    }
}

/// A blender whose vector step is four pixels of float planes; eight pixels are two steps.
public protocol FourPixelPlaneBlender: PixelBlender {
    /// The full (coverage 1) results of blending four sources onto four destinations.
    static func blend4(_ s: SIMD4<UInt32>, _ d: SIMD4<UInt32>) -> SIMD4<UInt32>
}

extension FourPixelPlaneBlender {
    @inlinable @inline(__always)
    public static func blend8(_ s: SIMD8<UInt32>, _ d: SIMD8<UInt32>) -> SIMD8<UInt32> {
        SIMD8(lowHalf: blend4(s.lowHalf, d.lowHalf), highHalf: blend4(s.highHalf, d.highHalf))
    }
}

/// A separable blend mode evaluated on planes: `m = Sa·Da·B(s, d)` of one colour plane.
public protocol SeparablePlaneBlender: FourPixelPlaneBlender {
    /// `Sa·Da·B` for premultiplied colour plane `s`, `d` of pixels with alphas `sa`, `da`.
    static func term(_ s: SIMD4<Float>, _ d: SIMD4<Float>, sa: SIMD4<Float>, da: SIMD4<Float>) -> SIMD4<Float>
}

extension SeparablePlaneBlender {
    /// Four pixels of `blend8`.
    @inlinable @inline(__always)
    public static func blend4(_ s: SIMD4<UInt32>, _ d: SIMD4<UInt32>) -> SIMD4<UInt32> {
        let sp = Planes(s), dp = Planes(d)
        return Planes.combine(sp, dp, term(sp.r, dp.r, sa: sp.a, da: dp.a), term(sp.g, dp.g, sa: sp.a, da: dp.a),
                              term(sp.b, dp.b, sa: sp.a, da: dp.a)).packed
    }
}

extension Blenders {
    /// One channel plane of four pixels, 0…1.
    public typealias F = SIMD4<Float>

    /// `colorDodge`: `Sa·Da·B = Dc == 0 ? 0 : Sc ≥ Sa ? Sa·Da : min(Sa·Da, Dc·Sa² / (Sa − Sc))`.
    public enum ColorDodge: SeparablePlaneBlender {
        public static var mode: BlendMode { .colorDodge }
        @inlinable @inline(__always)
        public static func term(_ s: F, _ d: F, sa: F, da: F) -> F {
            let full = sa * da
            let dodge = Planes.fmin(full, Planes.safeDivide(d * sa * sa, sa - s))
            // Plain: if Dc == 0 { 0 } else if Sc >= Sa { full } else { dodge }
            return Planes.select(Planes.lessOrEqual(d, .zero), .zero,
                                 Planes.select(Planes.lessOrEqual(sa, s), full, dodge))
        }
    }

    /// `colorBurn`: `Sa·Da·B = Dc ≥ Da ? Sa·Da : Sc == 0 ? 0 : max(0, Sa·Da − Sa²·(Da − Dc) / Sc)`.
    public enum ColorBurn: SeparablePlaneBlender {
        public static var mode: BlendMode { .colorBurn }
        @inlinable @inline(__always)
        public static func term(_ s: F, _ d: F, sa: F, da: F) -> F {
            let full = sa * da
            let burn = Planes.fmax(.zero, full - Planes.safeDivide(sa * sa * (da - d), s))
            // Plain: if Dc >= Da { full } else if Sc == 0 { 0 } else { burn }
            return Planes.select(Planes.lessOrEqual(da, d), full,
                                 Planes.select(Planes.lessOrEqual(s, .zero), .zero, burn))
        }
    }

    /// `softLight` (W3C): on straight `d`,
    /// `s ≤ ½: B = d − (1 − 2s)·d·(1 − d)`; else `B = d + (2s − 1)·(D(d) − d)` with
    /// `D(d) = d ≤ ¼ ? ((16d − 12)·d + 4)·d : √d`. Premultiplied: `Sa·Da·B =
    /// Sa·Dc − (Sa − 2Sc)·Dc·(1 − d)` or `Sa·Dc + (2Sc − Sa)·Da·(D(d) − d)`.
    public enum SoftLight: SeparablePlaneBlender {
        public static var mode: BlendMode { .softLight }
        @inlinable @inline(__always)
        public static func term(_ s: F, _ d: F, sa: F, da: F) -> F {
            let ud = Planes.safeDivide(d, da)
            let dd = Planes.select(Planes.less(F(repeating: 0.25), ud), Planes.sqrt(ud), ((16 * ud - 12) * ud + 4) * ud)
            let low = sa * d - (sa - 2 * s) * d * (1 - ud)
            let high = sa * d + (2 * s - sa) * da * (dd - ud)
            // Plain: 2·Sc <= Sa ? low : high
            return Planes.select(Planes.lessOrEqual(2 * s, sa), low, high)
        }
    }
}

/// Straight RGB planes and the W3C non-separable helpers on them.
@usableFromInline
struct RGBPlanes {
    @usableFromInline typealias F = SIMD4<Float>
    @usableFromInline var r: F, g: F, b: F

    @inlinable @inline(__always)
    init(r: F, g: F, b: F) { self.r = r; self.g = g; self.b = b }

    /// The straight colour of premultiplied planes (0 where alpha is 0).
    @inlinable @inline(__always)
    init(straight p: Planes) {
        // Plain: p.a > 0 ? c / p.a : 0, one division for three planes.
        let inv = Planes.safeDivide(F(repeating: 1), p.a)
        r = p.r * inv; g = p.g * inv; b = p.b * inv
    }

    @inlinable @inline(__always) var lum: F { 0.3 * r + 0.59 * g + 0.11 * b }
    @inlinable @inline(__always) var minimum: F { Planes.fmin(Planes.fmin(r, g), b) }
    @inlinable @inline(__always) var maximum: F { Planes.fmax(Planes.fmax(r, g), b) }
    @inlinable @inline(__always) var sat: F { maximum - minimum }

    /// `SetSat(c, s)`. The spec sorts the channels into max/mid/min, sets max = s, min = 0 and
    /// rescales mid. All three are the one map `(c − min)·s / (max − min)` (max ↦ s, min ↦ 0),
    /// so no sort is needed; when max == min the spec's result is all zero.
    @inlinable @inline(__always)
    func withSat(_ s: F) -> RGBPlanes {
        let mn = minimum
        let k = Planes.safeDivide(s, maximum - mn)  // Plain: max > min ? s / (max − min) : 0
        return RGBPlanes(r: (r - mn) * k, g: (g - mn) * k, b: (b - mn) * k)
    }

    /// `SetLum(c, l)` followed by `ClipColor`.
    @inlinable @inline(__always)
    func withLum(_ l: F) -> RGBPlanes {
        let dl = l - lum
        var c = RGBPlanes(r: r + dl, g: g + dl, b: b + dl)
        let l = c.lum, n = c.minimum, x = c.maximum
        // Plain ClipColor: if n < 0 { c = l + (c − l)·l / (l − n) }; if x > 1 { c = l + (c − l)·(1 − l) / (x − l) }
        let low = Planes.less(n, .zero), high = Planes.less(.one, x)
        let kl = Planes.safeDivide(l, l - n), kh = Planes.safeDivide(1 - l, x - l)
        c = RGBPlanes(r: Planes.select(low, l + (c.r - l) * kl, c.r),
                      g: Planes.select(low, l + (c.g - l) * kl, c.g),
                      b: Planes.select(low, l + (c.b - l) * kl, c.b))
        return RGBPlanes(r: Planes.select(high, l + (c.r - l) * kh, c.r),
                         g: Planes.select(high, l + (c.g - l) * kh, c.g),
                         b: Planes.select(high, l + (c.b - l) * kh, c.b))
    }
}

/// A non-separable mode: `B(Cs, Cb)` on straight colours.
public protocol NonSeparablePlaneBlender: FourPixelPlaneBlender {
    /// The blend of straight source `cs` and straight backdrop `cb` (r, g, b planes).
    static func mix(_ cs: (SIMD4<Float>, SIMD4<Float>, SIMD4<Float>),
                    _ cb: (SIMD4<Float>, SIMD4<Float>, SIMD4<Float>)) -> (SIMD4<Float>, SIMD4<Float>, SIMD4<Float>)
}

extension NonSeparablePlaneBlender {
    /// Four pixels of `blend8`.
    @inlinable @inline(__always)
    public static func blend4(_ s: SIMD4<UInt32>, _ d: SIMD4<UInt32>) -> SIMD4<UInt32> {
        let sp = Planes(s), dp = Planes(d)
        let cs = RGBPlanes(straight: sp), cb = RGBPlanes(straight: dp)
        let (br, bg, bb) = mix((cs.r, cs.g, cs.b), (cb.r, cb.g, cb.b))
        let k = sp.a * dp.a
        return Planes.combine(sp, dp, br * k, bg * k, bb * k).packed
    }
}

extension RGBPlanes {
    @inlinable @inline(__always)
    init(_ t: (SIMD4<Float>, SIMD4<Float>, SIMD4<Float>)) { self.init(r: t.0, g: t.1, b: t.2) }
    @inlinable @inline(__always)
    var tuple: (SIMD4<Float>, SIMD4<Float>, SIMD4<Float>) { (r, g, b) }
}

extension Blenders {
    /// `hue`: `SetLum(SetSat(Cs, Sat(Cb)), Lum(Cb))`.
    public enum Hue: NonSeparablePlaneBlender {
        public static var mode: BlendMode { .hue }
        @inlinable @inline(__always)
        public static func mix(_ cs: (F, F, F), _ cb: (F, F, F)) -> (F, F, F) {
            let b = RGBPlanes(cb)
            return RGBPlanes(cs).withSat(b.sat).withLum(b.lum).tuple
        }
    }

    /// `saturation`: `SetLum(SetSat(Cb, Sat(Cs)), Lum(Cb))`.
    public enum Saturation: NonSeparablePlaneBlender {
        public static var mode: BlendMode { .saturation }
        @inlinable @inline(__always)
        public static func mix(_ cs: (F, F, F), _ cb: (F, F, F)) -> (F, F, F) {
            let b = RGBPlanes(cb)
            return b.withSat(RGBPlanes(cs).sat).withLum(b.lum).tuple
        }
    }

    /// `color`: `SetLum(Cs, Lum(Cb))`.
    public enum Color: NonSeparablePlaneBlender {
        public static var mode: BlendMode { .color }
        @inlinable @inline(__always)
        public static func mix(_ cs: (F, F, F), _ cb: (F, F, F)) -> (F, F, F) {
            RGBPlanes(cs).withLum(RGBPlanes(cb).lum).tuple
        }
    }

    /// `luminosity`: `SetLum(Cb, Lum(Cs))`.
    public enum Luminosity: NonSeparablePlaneBlender {
        public static var mode: BlendMode { .luminosity }
        @inlinable @inline(__always)
        public static func mix(_ cs: (F, F, F), _ cb: (F, F, F)) -> (F, F, F) {
            RGBPlanes(cb).withLum(RGBPlanes(cs).lum).tuple
        }
    }
}
