// Compositing: every blend mode, layers, masks and clips.
//
// Legend
// ------
//   S, D      premultiplied source and destination pixel, channels in 0…1 (0…255 in the
//             integer kernels); Sc, Dc one colour channel of them, Sa, Da their alphas.
//   s, d      the straight (un-premultiplied) colour: s = Sc / Sa, d = Dc / Da (0 when the
//             alpha is 0).
//   R         the result of the blend, premultiplied; Rc its colour channel, Ra its alpha.
//   c         coverage of the pixel by the shape, times any mask and clip, 0…1.
//   D'        the destination after the draw.
//   B(s, d)   a separable blend function of one straight channel (W3C Compositing and
//             Blending Level 1, §9.1); non-separable modes use B(Cs, Cb) on whole RGB triples.
//
// The general blend equation (W3C §9.1 composited with source-over, written premultiplied):
//
//   Ra = Sa + Da − Sa·Da
//   Rc = (1 − Da)·Sc + (1 − Sa)·Dc + Sa·Da·B(s, d)
//
// that is, where only the source is present it shows unchanged, where only the destination is
// present it stays, and where both are present the blend function decides. The Porter-Duff
// operators (clear … xor) instead use R = Fa·S + Fb·D with the factors in `BlendMode`'s docs.
// plusLighter is R = min(1, S + D) on all four channels (Skia's `kPlus`, Porter-Duff "plus").
//
// plusDarker. Apple documents R = max(0, 1 − ((1 − D) + (1 − S))), a formula on opaque
// colours: the sum of the two "darknesses" 1 − C, inverted. Read literally on premultiplied
// pixels it erases a source drawn over transparency (S over D = 0 gives max(0, S − 1) = 0),
// which Core Graphics does not do, and the CSS draft that copied it was called "plain wrong"
// (w3c/fxtf-drafts#447); WebKit's Cairo port simply aliases it to darken. We implement the
// premultiplied reading in which "1 − C" is the premultiplied complement (alpha − colour) and
// alpha is Porter-Duff plus:
//
//   Ra = min(1, Sa + Da)
//   Rc = max(0, Ra − ((Sa − Sc) + (Da − Dc)))
//
// It equals Apple's formula when both pixels are opaque, leaves the source unchanged over a
// transparent destination (and the destination under a transparent source), keeps Rc ≤ Ra, and
// is the same as plusLighter wherever Sa + Da ≤ 1 (no overlap to darken). It has not been
// checked against a device; the golden scene for plusDarker records this.
//
// Coverage. A partially covered pixel is the destination interpolated towards the full
// result, "coverage as lerp" as Skia and Blend2D do it:
//
//   D' = D + c·(R − D)
//
// so a pixel outside the shape (c = 0) is never touched, even by unbounded operators such as
// copy, clear or sourceIn: like Core Graphics and Skia, these act only inside the drawn shape
// (or, for a layer, inside the layer's bounds).
//
// Two pipelines
// -------------
// 1. `ReferenceCompositor`: Double, one pixel at a time, straight from the formulas above
//    (un-premultiplies, evaluates B literally, re-premultiplies). Slow and obviously correct.
// 2. The span kernels (`SpanKernel`, `PixelBlender` types in `Blenders*.swift`): generic over
//    the blender so that each (source kind × blend mode × coverage kind) loop is specialised
//    once; the renderer picks one `SpanKernel` per command, never per pixel. Each loop step
//    blends eight pixels (`PixelBlender.blend8`) and applies coverage as an exact 16-bit lerp.
//    The Porter-Duff modes, the plus modes and the separable modes without division (multiply,
//    screen, overlay, darken, lighten, hard light, difference, exclusion) run in exact-rounding
//    integer arithmetic on 16-bit lanes (`LaneBlender`); colour dodge, colour burn, soft light
//    and the non-separable four run planar in `SIMD4<Float>` (`Planes`), four pixels per
//    vector, with bitwise selects instead of branches. `CompositingDifferentialTests` compares
//    the two pipelines on seeded random inputs with a stated tolerance per mode.
//
// Invariants: every pixel the kernels write is valid premultiplied RGBA8 (each colour channel
// ≤ alpha); NaN never reaches a pixel.

extension BlendMode {
    /// Whether SwiftUI's view-level `BlendMode` (21 cases) has this case; the other seven exist
    /// only on `GraphicsContext.BlendMode`.
    @inlinable
    public var isSwiftUIViewMode: Bool {
        switch self {
        case .clear, .copy, .sourceIn, .sourceOut, .destinationIn, .destinationAtop, .xor: return false
        default: return true
        }
    }

    /// Whether the mode blends each colour channel on its own (W3C "separable"); false for the
    /// Porter-Duff operators, the plus modes and hue/saturation/color/luminosity.
    @inlinable
    public var isSeparable: Bool { rawValue >= 1 && rawValue <= 11 }

    /// Whether the mode is one of hue, saturation, color and luminosity.
    @inlinable
    public var isNonSeparable: Bool { rawValue >= 12 && rawValue <= 15 }

    /// Whether multiplying the source by an opacity α gives the same result as applying α as
    /// coverage, `D + α·(R − D)`. True for every mode whose result is linear in the source with
    /// a transparent source a no-op (source over, the W3C blend modes, sourceAtop,
    /// destinationOver, destinationOut, xor); false for clear, copy, sourceIn, sourceOut,
    /// destinationIn, destinationAtop and the two plus modes. A layer's opacity multiplies the
    /// layer (as Core Graphics' alpha and Skia's layer alpha do), so for these modes
    /// `Compositor` scales the layer's pixels instead of using opacity as coverage.
    @inlinable
    public var opacityActsAsCoverage: Bool {
        switch self {
        case .clear, .copy, .sourceIn, .sourceOut, .destinationIn, .destinationAtop, .plusDarker, .plusLighter:
            return false
        default: return true
        }
    }

    /// Whether drawing a fully transparent source leaves every destination pixel unchanged.
    /// False for clear, copy, sourceIn, sourceOut, destinationIn and destinationAtop, which
    /// change (erase) the destination where the source is transparent.
    @inlinable
    public var transparentSourceIsNoOp: Bool {
        switch self {
        case .clear, .copy, .sourceIn, .sourceOut, .destinationIn, .destinationAtop: return false
        default: return true
        }
    }
}

/// Exact-rounding 8-bit fixed-point helpers shared by the integer kernels.
@usableFromInline
enum Fixed8 {
    /// `round(x / 255)` for any `x` (exact: 255 is odd, so no value lies on a tie).
    @inlinable @inline(__always)
    static func div255(_ x: UInt32) -> UInt32 { (x &+ 127) / 255 }

    /// The same, lane-wise.
    @inlinable @inline(__always)
    static func div255(_ x: SIMD4<UInt32>) -> SIMD4<UInt32> { (x &+ 127) / 255 }

    /// Splits a packed pixel into its four channels (r, g, b, a).
    @inlinable @inline(__always)
    static func unpack(_ p: UInt32) -> SIMD4<UInt32> {
        SIMD4(p & 0xFF, (p >> 8) & 0xFF, (p >> 16) & 0xFF, p >> 24)
    }

    /// Packs four channels, each already in 0…255.
    @inlinable @inline(__always)
    static func pack(_ v: SIMD4<UInt32>) -> UInt32 {
        v.x | v.y << 8 | v.z << 16 | v.w << 24
    }

    /// The four channels as floats 0…255. Element-wise on purpose: the generic
    /// `SIMD4<Float>(SIMD4<UInt32>)` conversion is not vectorised by Swift 6.3 and cost many
    /// times as much.
    @inlinable @inline(__always)
    static func floats(_ p: UInt32) -> SIMD4<Float> {
        SIMD4(Float(p & 0xFF), Float((p >> 8) & 0xFF), Float((p >> 16) & 0xFF), Float(p >> 24))
    }

    /// Packs float channels already clamped to 0…255 (and + 0.5 for rounding), truncating.
    /// Element-wise for the same reason as `floats`.
    @inlinable @inline(__always)
    static func packTruncating(_ q: SIMD4<Float>) -> UInt32 {
        UInt32(q.x) | UInt32(q.y) << 8 | UInt32(q.z) << 16 | UInt32(q.w) << 24
    }

    /// `D + c·(R − D)` per channel, rounded: `(R·c + D·(255 − c)) / 255`.
    @inlinable @inline(__always)
    static func lerp(_ d: UInt32, _ r: UInt32, _ c: UInt32) -> UInt32 {
        let dv = unpack(d), rv = unpack(r)
        let cv = SIMD4<UInt32>(repeating: c)
        return pack(div255(rv &* cv &+ dv &* (SIMD4(repeating: 255) &- cv)))
    }
}
