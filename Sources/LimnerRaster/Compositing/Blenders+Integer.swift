// Integer blenders: Porter-Duff operators, plus modes and the separable modes that need no
// division. Each works on the four channels as `SIMD4<UInt32>` lanes (r, g, b, a) and rounds
// once, with `Fixed8.div255`, from an exact integer numerator: results are within half a level
// of the exact value. Many modes are written so that the alpha lane falls out of the same
// formula as the colour lanes (noted per mode), which keeps them branch-free.

/// A blend mode as a function of two packed premultiplied RGBA8 pixels.
///
/// The span loops in `SpanKernel` are generic over this protocol, so each mode gets its own
/// specialised loop and no per-pixel dispatch.
public protocol PixelBlender: SendableMetatype {
    /// The blend mode this type implements.
    static var mode: BlendMode { get }
    /// The full (coverage 1) result `R` of blending `s` onto `d`, both packed premultiplied.
    static func blend(_ s: UInt32, _ d: UInt32) -> UInt32
}

@usableFromInline typealias Lanes = SIMD4<UInt32>

/// Namespace for the blender types, one per `BlendMode` case.
public enum Blenders {
    /// Source over: `R = S + D·(1 − Sa)`.
    public enum Normal: PixelBlender {
        public static var mode: BlendMode { .normal }
        @inlinable @inline(__always)
        public static func blend(_ s: UInt32, _ d: UInt32) -> UInt32 {
            let sa = s >> 24
            // Plain: if sa == 255 { return s } — the general formula gives the same, this is speed.
            if sa == 255 { return s }
            if sa == 0 { return d }
            return s &+ Fixed8.pack(Fixed8.div255(Fixed8.unpack(d) &* (255 - sa)))
        }
    }

    /// `R = 0`.
    public enum Clear: PixelBlender {
        public static var mode: BlendMode { .clear }
        @inlinable @inline(__always)
        public static func blend(_ s: UInt32, _ d: UInt32) -> UInt32 { 0 }
    }

    /// `R = S`.
    public enum Copy: PixelBlender {
        public static var mode: BlendMode { .copy }
        @inlinable @inline(__always)
        public static func blend(_ s: UInt32, _ d: UInt32) -> UInt32 { s }
    }

    /// `R = S·Da`.
    public enum SourceIn: PixelBlender {
        public static var mode: BlendMode { .sourceIn }
        @inlinable @inline(__always)
        public static func blend(_ s: UInt32, _ d: UInt32) -> UInt32 {
            Fixed8.pack(Fixed8.div255(Fixed8.unpack(s) &* (d >> 24)))
        }
    }

    /// `R = S·(1 − Da)`.
    public enum SourceOut: PixelBlender {
        public static var mode: BlendMode { .sourceOut }
        @inlinable @inline(__always)
        public static func blend(_ s: UInt32, _ d: UInt32) -> UInt32 {
            Fixed8.pack(Fixed8.div255(Fixed8.unpack(s) &* (255 - d >> 24)))
        }
    }

    /// `R = S·Da + D·(1 − Sa)`.
    public enum SourceAtop: PixelBlender {
        public static var mode: BlendMode { .sourceAtop }
        @inlinable @inline(__always)
        public static func blend(_ s: UInt32, _ d: UInt32) -> UInt32 {
            Fixed8.pack(Fixed8.div255(Fixed8.unpack(s) &* (d >> 24) &+ Fixed8.unpack(d) &* (255 - s >> 24)))
        }
    }

    /// `R = S·(1 − Da) + D`.
    public enum DestinationOver: PixelBlender {
        public static var mode: BlendMode { .destinationOver }
        @inlinable @inline(__always)
        public static func blend(_ s: UInt32, _ d: UInt32) -> UInt32 {
            d &+ Fixed8.pack(Fixed8.div255(Fixed8.unpack(s) &* (255 - d >> 24)))
        }
    }

    /// `R = D·Sa`.
    public enum DestinationIn: PixelBlender {
        public static var mode: BlendMode { .destinationIn }
        @inlinable @inline(__always)
        public static func blend(_ s: UInt32, _ d: UInt32) -> UInt32 {
            Fixed8.pack(Fixed8.div255(Fixed8.unpack(d) &* (s >> 24)))
        }
    }

    /// `R = D·(1 − Sa)`.
    public enum DestinationOut: PixelBlender {
        public static var mode: BlendMode { .destinationOut }
        @inlinable @inline(__always)
        public static func blend(_ s: UInt32, _ d: UInt32) -> UInt32 {
            Fixed8.pack(Fixed8.div255(Fixed8.unpack(d) &* (255 - s >> 24)))
        }
    }

    /// `R = S·(1 − Da) + D·Sa`.
    public enum DestinationAtop: PixelBlender {
        public static var mode: BlendMode { .destinationAtop }
        @inlinable @inline(__always)
        public static func blend(_ s: UInt32, _ d: UInt32) -> UInt32 {
            Fixed8.pack(Fixed8.div255(Fixed8.unpack(s) &* (255 - d >> 24) &+ Fixed8.unpack(d) &* (s >> 24)))
        }
    }

    /// `R = S·(1 − Da) + D·(1 − Sa)`.
    public enum Xor: PixelBlender {
        public static var mode: BlendMode { .xor }
        @inlinable @inline(__always)
        public static func blend(_ s: UInt32, _ d: UInt32) -> UInt32 {
            Fixed8.pack(Fixed8.div255(Fixed8.unpack(s) &* (255 - d >> 24) &+ Fixed8.unpack(d) &* (255 - s >> 24)))
        }
    }

    /// `R = min(1, S + D)` on all four channels.
    public enum PlusLighter: PixelBlender {
        public static var mode: BlendMode { .plusLighter }
        @inlinable @inline(__always)
        public static func blend(_ s: UInt32, _ d: UInt32) -> UInt32 {
            Fixed8.pack(pointwiseMin(Fixed8.unpack(s) &+ Fixed8.unpack(d), Lanes(repeating: 255)))
        }
    }

    /// `Ra = min(1, Sa + Da)`, `Rc = max(0, Ra − ((Sa − Sc) + (Da − Dc)))` (see `Compositing.swift`).
    public enum PlusDarker: PixelBlender {
        public static var mode: BlendMode { .plusDarker }
        @inlinable @inline(__always)
        public static func blend(_ s: UInt32, _ d: UInt32) -> UInt32 {
            let sv = SIMD4<Int32>(truncatingIfNeeded: Fixed8.unpack(s))
            let dv = SIMD4<Int32>(truncatingIfNeeded: Fixed8.unpack(d))
            let sa = sv.w, da = dv.w
            let ra = min(255, sa + da)
            // Alpha lane: ra − ((sa − sa) + (da − da)) = ra, so one formula serves all lanes.
            let r = SIMD4(repeating: ra) &- ((SIMD4(repeating: sa) &- sv) &+ (SIMD4(repeating: da) &- dv))
            return Fixed8.pack(Lanes(truncatingIfNeeded: pointwiseMax(r, .zero)))
        }
    }

    /// `B = s·d`: `Rc = Sc·(1 − Da) + Dc·(1 − Sa) + Sc·Dc`.
    /// The alpha lane gives `Sa + Da − Sa·Da` from the same formula.
    public enum Multiply: PixelBlender {
        public static var mode: BlendMode { .multiply }
        @inlinable @inline(__always)
        public static func blend(_ s: UInt32, _ d: UInt32) -> UInt32 {
            let sv = Fixed8.unpack(s), dv = Fixed8.unpack(d)
            return Fixed8.pack(Fixed8.div255(sv &* (255 - dv.w) &+ dv &* (255 - sv.w) &+ sv &* dv))
        }
    }

    /// `B = s + d − s·d`: `Rc = Sc + Dc − Sc·Dc` (alpha lane alike).
    public enum Screen: PixelBlender {
        public static var mode: BlendMode { .screen }
        @inlinable @inline(__always)
        public static func blend(_ s: UInt32, _ d: UInt32) -> UInt32 {
            let sv = Fixed8.unpack(s), dv = Fixed8.unpack(d)
            return Fixed8.pack(Fixed8.div255((sv &+ dv) &* 255 &- sv &* dv))
        }
    }

    /// `B = min(s, d)`: `Rc = Sc + Dc − max(Sc·Da, Dc·Sa)` (alpha lane alike).
    public enum Darken: PixelBlender {
        public static var mode: BlendMode { .darken }
        @inlinable @inline(__always)
        public static func blend(_ s: UInt32, _ d: UInt32) -> UInt32 {
            let sv = Fixed8.unpack(s), dv = Fixed8.unpack(d)
            // Plain: Sc(1−Da) + Dc(1−Sa) + min(Sc·Da, Dc·Sa); expanding, the cross terms cancel.
            return Fixed8.pack(Fixed8.div255((sv &+ dv) &* 255 &- pointwiseMax(sv &* dv.w, dv &* sv.w)))
        }
    }

    /// `B = max(s, d)`: `Rc = Sc + Dc − min(Sc·Da, Dc·Sa)` (alpha lane alike).
    public enum Lighten: PixelBlender {
        public static var mode: BlendMode { .lighten }
        @inlinable @inline(__always)
        public static func blend(_ s: UInt32, _ d: UInt32) -> UInt32 {
            let sv = Fixed8.unpack(s), dv = Fixed8.unpack(d)
            return Fixed8.pack(Fixed8.div255((sv &+ dv) &* 255 &- pointwiseMin(sv &* dv.w, dv &* sv.w)))
        }
    }

    /// `B = |s − d|`: `Rc = Sc + Dc − 2·min(Sc·Da, Dc·Sa)`; alpha `Sa + Da − Sa·Da`.
    public enum Difference: PixelBlender {
        public static var mode: BlendMode { .difference }
        @inlinable @inline(__always)
        public static func blend(_ s: UInt32, _ d: UInt32) -> UInt32 {
            let sv = Fixed8.unpack(s), dv = Fixed8.unpack(d)
            // The alpha lane needs one Sa·Da, not two (plainly: r.a = sa + da − sa·da).
            var m = pointwiseMin(sv &* dv.w, dv &* sv.w) &* 2
            m.w = sv.w &* dv.w
            return Fixed8.pack(Fixed8.div255((sv &+ dv) &* 255 &- m))
        }
    }

    /// `B = s + d − 2·s·d`: `Rc = Sc + Dc − 2·Sc·Dc`; alpha `Sa + Da − Sa·Da`.
    public enum Exclusion: PixelBlender {
        public static var mode: BlendMode { .exclusion }
        @inlinable @inline(__always)
        public static func blend(_ s: UInt32, _ d: UInt32) -> UInt32 {
            let sv = Fixed8.unpack(s), dv = Fixed8.unpack(d)
            var m = sv &* dv &* 2
            m.w = sv.w &* dv.w
            return Fixed8.pack(Fixed8.div255((sv &+ dv) &* 255 &- m))
        }
    }
}
