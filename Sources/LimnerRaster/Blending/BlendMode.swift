// Blend modes: the one legend of the blender family (Blenders+Integer.swift, Blenders+Float.swift,
// the span kernels of SpanKernel.swift, the fill loops' `SourceOver` in BandLoops/SourceOver.swift
// and `ReferenceCompositor`), each mode's formula, and `BlendMode` itself.
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
// 2. The span kernels (`SpanKernel`, `PixelBlender` types in `Blenders+*.swift`): generic over
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

/// How a source colour combines with the destination (premultiplied pixels).
///
/// The 28 cases of `GraphicsContext.BlendMode` / `CGBlendMode`, in Core Graphics order with
/// its raw values 0…27. SwiftUI's view-level `BlendMode` is the 21-case subset (every case
/// except `clear`, `copy`, `sourceIn`, `sourceOut`, `destinationIn`, `destinationAtop`, `xor`).
/// The formulas are stated at the top of this file and implemented twice: by
/// `ReferenceCompositor` (Double, straight from the definitions) and by the span kernels.
public enum BlendMode: Int32, Sendable, Hashable, CaseIterable {
    /// Source over destination: `R = S + D·(1 − Sa)`.
    case normal = 0
    /// `B(s, d) = s·d`.
    case multiply = 1
    /// `B(s, d) = s + d − s·d`.
    case screen = 2
    /// `hardLight` with source and destination swapped.
    case overlay = 3
    /// `B(s, d) = min(s, d)`.
    case darken = 4
    /// `B(s, d) = max(s, d)`.
    case lighten = 5
    /// Brightens the destination towards the source: `min(1, d / (1 − s))`.
    case colorDodge = 6
    /// Darkens the destination towards the source: `1 − min(1, (1 − d) / s)`.
    case colorBurn = 7
    /// W3C soft light: piecewise, with a square root for light destinations.
    case softLight = 8
    /// Multiply or screen, depending on the source.
    case hardLight = 9
    /// `B(s, d) = |s − d|`.
    case difference = 10
    /// `B(s, d) = s + d − 2·s·d`.
    case exclusion = 11
    /// Hue of the source with saturation and luminosity of the destination.
    case hue = 12
    /// Saturation of the source with hue and luminosity of the destination.
    case saturation = 13
    /// Hue and saturation of the source with luminosity of the destination.
    case color = 14
    /// Luminosity of the source with hue and saturation of the destination.
    case luminosity = 15
    /// `R = 0`.
    case clear = 16
    /// `R = S`.
    case copy = 17
    /// `R = S·Da`.
    case sourceIn = 18
    /// `R = S·(1 − Da)`.
    case sourceOut = 19
    /// `R = S·Da + D·(1 − Sa)`.
    case sourceAtop = 20
    /// `R = S·(1 − Da) + D`.
    case destinationOver = 21
    /// `R = D·Sa`.
    case destinationIn = 22
    /// `R = D·(1 − Sa)`.
    case destinationOut = 23
    /// `R = S·(1 − Da) + D·Sa`.
    case destinationAtop = 24
    /// `R = S·(1 − Da) + D·(1 − Sa)`.
    case xor = 25
    /// Core Graphics plus-darker; premultiplied form at the top of this file.
    case plusDarker = 26
    /// `R = min(1, S + D)` on every channel, alpha included.
    case plusLighter = 27
}

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
