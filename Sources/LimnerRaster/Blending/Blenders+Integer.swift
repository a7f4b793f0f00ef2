// Integer blenders: the Porter-Duff operators, the plus modes and every separable mode that
// needs no division or root (multiply, screen, overlay, darken, lighten, hard light,
// difference, exclusion). They run on eight pixels at once in 16-bit lanes (`Lanes16`): the
// red/blue bytes of the eight pixels in one `SIMD16<UInt16>` and the green/alpha bytes in
// another, so every product is a native 16-bit lane multiply (SSE2 `pmullw`, NEON `mul`).
//
// Notation: the legend at the top of BlendMode.swift. Each mode is one formula
// `f(Sc, Dc, Sa, Da)` evaluated on all lanes, where `Sc`, `Dc` are the lane's premultiplied
// channel (0…255; the code's `s`, `d`) and `Sa`, `Da` its pixel's alphas, giving the exact
// numerator `255²·R`, rounded once with `Lanes16.div255`: results are within half a level of
// the exact value. Numerators of the form `255·R` never exceed 255² = 65025, so the
// arithmetic is wrapping (`&+`, `&-`, `&*`): intermediate terms may wrap, the final value
// cannot, and modular arithmetic gives it exactly. Comparisons (min, max, branch selects) are
// only made on terms that fit. Most formulas give the right alpha on the alpha lanes as they
// stand (noted per mode); the others select a different term there (`Lanes16.alphaLanes`).

import CLimnerSIMD

/// A blend mode as a function of premultiplied RGBA8 pixels.
///
/// The span loops in `SpanKernel` are generic over this protocol, so each mode gets its own
/// specialised loop and no per-pixel dispatch. `blend8` is the implementation; `blend` (one
/// pixel) runs it on one lane and is for tests and one-off pixels, not loops.
public protocol PixelBlender: SendableMetatype {
    /// The blend mode this type implements.
    static var mode: BlendMode { get }
    /// The full (coverage 1) results `R` of blending eight sources onto eight destinations,
    /// packed premultiplied RGBA8 (R in the low byte).
    static func blend8(_ s: SIMD8<UInt32>, _ d: SIMD8<UInt32>) -> SIMD8<UInt32>
}

extension PixelBlender {
    /// The full (coverage 1) result `R` of blending `s` onto `d`, both packed premultiplied.
    @inlinable
    public static func blend(_ s: UInt32, _ d: UInt32) -> UInt32 {
        blend8(SIMD8(repeating: s), SIMD8(repeating: d))[0]
    }
}

/// Eight packed RGBA8 pixels split into 16-bit lanes: `rb` holds (r, b) of each pixel, `ga`
/// holds (g, a). Lane 2i and 2i + 1 belong to pixel i in both vectors.
@usableFromInline
struct Lanes16 {
    @usableFromInline typealias V = SIMD16<UInt16>

    /// (r, b) of each pixel.
    @usableFromInline var rb: V
    /// (g, a) of each pixel.
    @usableFromInline var ga: V

    @inlinable @inline(__always)
    init(rb: V, ga: V) { self.rb = rb; self.ga = ga }

    /// Lane-wise minimum: the standard library's `pointwiseMin` on these vectors was left as
    /// an out-of-line call per eight pixels in the release build; a compare and select is
    /// one instruction (the same values).
    @inlinable @inline(__always)
    static func min(_ a: V, _ b: V) -> V { a.replacing(with: b, where: b .< a) }

    /// Lane-wise maximum (see `min`).
    @inlinable @inline(__always)
    static func max(_ a: V, _ b: V) -> V { a.replacing(with: b, where: b .> a) }

    /// Splits packed pixels.
    @inlinable @inline(__always)
    init(_ p: SIMD8<UInt32>) {
        let m = SIMD8<UInt32>(repeating: 0x00FF_00FF)
        rb = unsafeBitCast(p & m, to: V.self)
        ga = unsafeBitCast((p &>> 8) & m, to: V.self)
    }

    /// Packs lanes already in 0…255.
    @inlinable @inline(__always)
    var packed: SIMD8<UInt32> {
        unsafeBitCast(rb, to: SIMD8<UInt32>.self) | (unsafeBitCast(ga, to: SIMD8<UInt32>.self) &<< 8)
    }

    /// Each pixel's alpha in both of its lanes.
    @inlinable @inline(__always)
    static func alpha(_ p: SIMD8<UInt32>) -> V {
        let a = p &>> 24
        return unsafeBitCast(a | (a &<< 16), to: V.self)
    }

    /// A per-pixel factor 0…255 in both of its pixel's lanes.
    @inlinable @inline(__always)
    static func spread(_ f: SIMD8<UInt32>) -> V {
        unsafeBitCast(f | (f &<< 16), to: V.self)
    }

    /// All ones on the lanes of `ga` that hold alpha (odd lanes), zero elsewhere.
    @inlinable @inline(__always)
    static var alphaLanes: V {
        V(0, 0xFFFF, 0, 0xFFFF, 0, 0xFFFF, 0, 0xFFFF, 0, 0xFFFF, 0, 0xFFFF, 0, 0xFFFF, 0, 0xFFFF)
    }

    /// `x < 0 ? t : f` per lane, `x` read as a signed 16-bit value. The mask is an arithmetic
    /// shift: a `SIMDMask` select would be taken apart lane by lane (no SSE2 form for it).
    @inlinable @inline(__always)
    static func select(ifNegative x: V, _ t: V, _ f: V) -> V {
        let k = unsafeBitCast(unsafeBitCast(x, to: SIMD16<Int16>.self) &>> 15, to: V.self)
        return (t & k) | (f & ~k)
    }

    /// `round(x / 255)` for `x` in 0…65025, exact.
    @inlinable @inline(__always)
    static func div255(_ x: V) -> V {
        limner_div255_u16x16(x &+ 128)
    }

    /// `D + c·(R − D)` per channel, rounded once: `(R·c + D·(255 − c)) / 255`; `c` 0…255 per
    /// pixel. `c = 0` gives `D` and `c = 255` gives `R` exactly.
    @inlinable @inline(__always)
    static func lerp(_ d: SIMD8<UInt32>, _ r: SIMD8<UInt32>, _ c: SIMD8<UInt32>) -> SIMD8<UInt32> {
        let dl = Lanes16(d), rl = Lanes16(r)
        let k = spread(c), ik = V(repeating: 255) &- k
        return Lanes16(rb: div255(rl.rb &* k &+ dl.rb &* ik), ga: div255(rl.ga &* k &+ dl.ga &* ik)).packed
    }
}

/// A blend mode written as one lane formula (see the top of this file).
public protocol LaneBlender: PixelBlender {
    /// The blended channel, 0…255, of lanes with premultiplied source `s` and destination `d`
    /// and their pixels' alphas `sa`, `da`. `alphaLanes` is all ones on lanes holding alpha
    /// (only ever nonzero for the (g, a) vector), for formulas that treat alpha differently.
    static func lanes(_ s: SIMD16<UInt16>, _ d: SIMD16<UInt16>, sa: SIMD16<UInt16>, da: SIMD16<UInt16>,
                      alphaLanes: SIMD16<UInt16>) -> SIMD16<UInt16>
}

extension LaneBlender {
    @inlinable @inline(__always)
    public static func blend8(_ s: SIMD8<UInt32>, _ d: SIMD8<UInt32>) -> SIMD8<UInt32> {
        let sl = Lanes16(s), dl = Lanes16(d)
        let sa = Lanes16.alpha(s), da = Lanes16.alpha(d)
        return Lanes16(rb: lanes(sl.rb, dl.rb, sa: sa, da: da, alphaLanes: .zero),
                       ga: lanes(sl.ga, dl.ga, sa: sa, da: da, alphaLanes: Lanes16.alphaLanes)).packed
    }
}

/// Namespace for the blender types, one per `BlendMode` case.
public enum Blenders {
    /// Sixteen 16-bit lanes: one channel pair (r, b) or (g, a) of eight pixels.
    public typealias V = SIMD16<UInt16>

    /// Source over: `R = S + D·(1 − Sa)`.
    public enum Normal: LaneBlender {
        public static var mode: BlendMode { .normal }
        @inlinable @inline(__always)
        public static func lanes(_ s: V, _ d: V, sa: V, da: V, alphaLanes: V) -> V {
            s &+ Lanes16.div255(d &* (255 &- sa))
        }
    }

    /// `R = 0`.
    public enum Clear: PixelBlender {
        public static var mode: BlendMode { .clear }
        @inlinable @inline(__always)
        public static func blend8(_ s: SIMD8<UInt32>, _ d: SIMD8<UInt32>) -> SIMD8<UInt32> { .zero }
    }

    /// `R = S`.
    public enum Copy: PixelBlender {
        public static var mode: BlendMode { .copy }
        @inlinable @inline(__always)
        public static func blend8(_ s: SIMD8<UInt32>, _ d: SIMD8<UInt32>) -> SIMD8<UInt32> { s }
    }

    /// `R = S·Da`.
    public enum SourceIn: LaneBlender {
        public static var mode: BlendMode { .sourceIn }
        @inlinable @inline(__always)
        public static func lanes(_ s: V, _ d: V, sa: V, da: V, alphaLanes: V) -> V { Lanes16.div255(s &* da) }
    }

    /// `R = S·(1 − Da)`.
    public enum SourceOut: LaneBlender {
        public static var mode: BlendMode { .sourceOut }
        @inlinable @inline(__always)
        public static func lanes(_ s: V, _ d: V, sa: V, da: V, alphaLanes: V) -> V { Lanes16.div255(s &* (255 &- da)) }
    }

    /// `R = S·Da + D·(1 − Sa)`.
    public enum SourceAtop: LaneBlender {
        public static var mode: BlendMode { .sourceAtop }
        @inlinable @inline(__always)
        public static func lanes(_ s: V, _ d: V, sa: V, da: V, alphaLanes: V) -> V {
            Lanes16.div255(s &* da &+ d &* (255 &- sa))
        }
    }

    /// `R = S·(1 − Da) + D`.
    public enum DestinationOver: LaneBlender {
        public static var mode: BlendMode { .destinationOver }
        @inlinable @inline(__always)
        public static func lanes(_ s: V, _ d: V, sa: V, da: V, alphaLanes: V) -> V {
            d &+ Lanes16.div255(s &* (255 &- da))
        }
    }

    /// `R = D·Sa`.
    public enum DestinationIn: LaneBlender {
        public static var mode: BlendMode { .destinationIn }
        @inlinable @inline(__always)
        public static func lanes(_ s: V, _ d: V, sa: V, da: V, alphaLanes: V) -> V { Lanes16.div255(d &* sa) }
    }

    /// `R = D·(1 − Sa)`.
    public enum DestinationOut: LaneBlender {
        public static var mode: BlendMode { .destinationOut }
        @inlinable @inline(__always)
        public static func lanes(_ s: V, _ d: V, sa: V, da: V, alphaLanes: V) -> V { Lanes16.div255(d &* (255 &- sa)) }
    }

    /// `R = S·(1 − Da) + D·Sa`.
    public enum DestinationAtop: LaneBlender {
        public static var mode: BlendMode { .destinationAtop }
        @inlinable @inline(__always)
        public static func lanes(_ s: V, _ d: V, sa: V, da: V, alphaLanes: V) -> V {
            Lanes16.div255(s &* (255 &- da) &+ d &* sa)
        }
    }

    /// `R = S·(1 − Da) + D·(1 − Sa)`.
    public enum Xor: LaneBlender {
        public static var mode: BlendMode { .xor }
        @inlinable @inline(__always)
        public static func lanes(_ s: V, _ d: V, sa: V, da: V, alphaLanes: V) -> V {
            Lanes16.div255(s &* (255 &- da) &+ d &* (255 &- sa))
        }
    }

    /// `R = min(1, S + D)` on all four channels.
    public enum PlusLighter: LaneBlender {
        public static var mode: BlendMode { .plusLighter }
        @inlinable @inline(__always)
        public static func lanes(_ s: V, _ d: V, sa: V, da: V, alphaLanes: V) -> V {
            Lanes16.min(s &+ d, V(repeating: 255))
        }
    }

    /// `Ra = min(1, Sa + Da)`, `Rc = max(0, Ra − ((Sa − Sc) + (Da − Dc)))` (see BlendMode.swift).
    /// Alpha lanes: `Ra − ((Sa − Sa) + (Da − Da)) = Ra`, so one formula serves all lanes.
    public enum PlusDarker: LaneBlender {
        public static var mode: BlendMode { .plusDarker }
        @inlinable @inline(__always)
        public static func lanes(_ s: V, _ d: V, sa: V, da: V, alphaLanes: V) -> V {
            let ra = Lanes16.min(sa &+ da, V(repeating: 255))
            let t = (sa &- s) &+ (da &- d)  // 0…510, no wrap
            // Plain: max(0, ra − t); ra − t is in −510…255, so its sign bit says which.
            let r = ra &- t
            return Lanes16.select(ifNegative: r, .zero, r)
        }
    }

    /// `B = s·d`: `Rc = Sc·(1 − Da) + Dc·(1 − Sa) + Sc·Dc`. The alpha lanes give
    /// `Sa + Da − Sa·Da` from the same formula.
    public enum Multiply: LaneBlender {
        public static var mode: BlendMode { .multiply }
        @inlinable @inline(__always)
        public static func lanes(_ s: V, _ d: V, sa: V, da: V, alphaLanes: V) -> V {
            Lanes16.div255(s &* (255 &- da) &+ d &* (255 &- sa) &+ s &* d)
        }
    }

    /// `B = s + d − s·d`: `Rc = Sc + Dc − Sc·Dc` (alpha lanes alike).
    public enum Screen: LaneBlender {
        public static var mode: BlendMode { .screen }
        @inlinable @inline(__always)
        public static func lanes(_ s: V, _ d: V, sa: V, da: V, alphaLanes: V) -> V {
            Lanes16.div255((s &+ d) &* 255 &- s &* d)
        }
    }

    /// `B = min(s, d)`: `Rc = Sc + Dc − max(Sc·Da, Dc·Sa)` (alpha lanes alike).
    public enum Darken: LaneBlender {
        public static var mode: BlendMode { .darken }
        @inlinable @inline(__always)
        public static func lanes(_ s: V, _ d: V, sa: V, da: V, alphaLanes: V) -> V {
            // Plain: Sc(1−Da) + Dc(1−Sa) + min(Sc·Da, Dc·Sa); expanding, the cross terms cancel.
            Lanes16.div255((s &+ d) &* 255 &- Lanes16.max(s &* da, d &* sa))
        }
    }

    /// `B = max(s, d)`: `Rc = Sc + Dc − min(Sc·Da, Dc·Sa)` (alpha lanes alike).
    public enum Lighten: LaneBlender {
        public static var mode: BlendMode { .lighten }
        @inlinable @inline(__always)
        public static func lanes(_ s: V, _ d: V, sa: V, da: V, alphaLanes: V) -> V {
            Lanes16.div255((s &+ d) &* 255 &- Lanes16.min(s &* da, d &* sa))
        }
    }

    /// `B = |s − d|`: `Rc = Sc + Dc − 2·min(Sc·Da, Dc·Sa)`; alpha `Sa + Da − Sa·Da`.
    public enum Difference: LaneBlender {
        public static var mode: BlendMode { .difference }
        @inlinable @inline(__always)
        public static func lanes(_ s: V, _ d: V, sa: V, da: V, alphaLanes: V) -> V {
            // `pointwiseMin`, not `Lanes16.min`: with the select inlined here the optimizer
            // outlined this kernel's block loop behind a closure (blend-difference got slower).
            let m = pointwiseMin(s &* da, d &* sa)
            // Alpha lanes subtract one Sa·Da (= m there), colour lanes two m.
            return Lanes16.div255((s &+ d) &* 255 &- m &- (m & ~alphaLanes))
        }
    }

    /// `B = s + d − 2·s·d`: `Rc = Sc + Dc − 2·Sc·Dc`; alpha `Sa + Da − Sa·Da`.
    public enum Exclusion: LaneBlender {
        public static var mode: BlendMode { .exclusion }
        @inlinable @inline(__always)
        public static func lanes(_ s: V, _ d: V, sa: V, da: V, alphaLanes: V) -> V {
            let m = s &* d
            return Lanes16.div255((s &+ d) &* 255 &- m &- (m & ~alphaLanes))
        }
    }

    /// Hard light on premultiplied lanes, `t` the layer whose value picks the branch, `b` the
    /// other: `m = 2·Tc ≤ Ta ? 2·Tc·Bc : Ta·Ba − 2·(Ta − Tc)·(Ba − Bc)`, then
    /// `Rc = Sc·(1 − Da) + Dc·(1 − Sa) + m`. Both branches fit 16 bits (the first because
    /// Tc ≤ 127 there, the second is ≤ Ta·Ba). On alpha lanes `m = Sa·Da`, the alpha formula.
    @inlinable @inline(__always)
    static func hardLight(_ s: V, _ d: V, sa: V, da: V, t: V, ta: V, b: V, ba: V) -> V {
        let low = 2 &* t &* b
        let high = ta &* ba &- 2 &* (ta &- t) &* (ba &- b)
        // Plain: 2·Tc ≤ Ta ? low : high; Ta − 2·Tc is in −255…255, so its sign bit says which.
        let m = Lanes16.select(ifNegative: ta &- 2 &* t, high, low)
        return Lanes16.div255(s &* (255 &- da) &+ d &* (255 &- sa) &+ m)
    }

    /// `hardLight`: multiply where `s ≤ ½`, screen above.
    public enum HardLight: LaneBlender {
        public static var mode: BlendMode { .hardLight }
        @inlinable @inline(__always)
        public static func lanes(_ s: V, _ d: V, sa: V, da: V, alphaLanes: V) -> V {
            Blenders.hardLight(s, d, sa: sa, da: da, t: s, ta: sa, b: d, ba: da)
        }
    }

    /// `overlay`: hard light with the destination choosing the branch.
    public enum Overlay: LaneBlender {
        public static var mode: BlendMode { .overlay }
        @inlinable @inline(__always)
        public static func lanes(_ s: V, _ d: V, sa: V, da: V, alphaLanes: V) -> V {
            Blenders.hardLight(s, d, sa: sa, da: da, t: d, ta: da, b: s, ba: sa)
        }
    }
}
