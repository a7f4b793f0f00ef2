/// Packing and conversion of one premultiplied RGBA8 pixel (R in the low byte).
public enum PremultipliedPixel {
    /// Packs four channels.
    @inlinable @inline(__always)
    public static func pack(r: UInt8, g: UInt8, b: UInt8, a: UInt8) -> UInt32 {
        UInt32(r) | UInt32(g) << 8 | UInt32(b) << 16 | UInt32(a) << 24
    }

    /// `x · y / 255`, rounded to nearest (exact for all 8-bit inputs).
    @inlinable @inline(__always)
    public static func mul255(_ x: UInt32, _ y: UInt32) -> UInt32 {
        let t = x &* y &+ 128
        return (t &+ (t >> 8)) >> 8
    }

    /// Every channel of `p` times `k`/255 (k in 0…255), rounded to nearest: exact for all
    /// 8-bit inputs, two channels at a time (the 0x00FF00FF trick). The one formula for
    /// scaling a pixel by an 8-bit factor (coverage, opacity, a shadow's alpha).
    @inlinable @inline(__always)
    public static func scale(_ p: UInt32, by k: UInt32) -> UInt32 {
        var rb = (p & 0x00FF_00FF) &* k &+ 0x0080_0080
        rb = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
        var ag = ((p >> 8) & 0x00FF_00FF) &* k &+ 0x0080_0080
        ag = (ag &+ ((ag >> 8) & 0x00FF_00FF)) & 0xFF00_FF00
        return rb | ag
    }

    /// Premultiplies straight-alpha channels.
    @inlinable
    public static func premultiply(r: UInt8, g: UInt8, b: UInt8, a: UInt8) -> UInt32 {
        let a32 = UInt32(a)
        return pack(r: UInt8(mul255(UInt32(r), a32)), g: UInt8(mul255(UInt32(g), a32)),
                    b: UInt8(mul255(UInt32(b), a32)), a: a)
    }

    /// Un-premultiplies a pixel to straight-alpha channels (rounded; alpha 0 gives 0,0,0,0).
    @inlinable
    public static func unpremultiply(_ p: UInt32) -> (UInt8, UInt8, UInt8, UInt8) {
        let a = p >> 24
        guard a != 0 else { return (0, 0, 0, 0) }
        @inline(__always) func un(_ c: UInt32) -> UInt8 { UInt8(min(255, (c * 255 + a / 2) / a)) }
        return (un(p & 0xFF), un((p >> 8) & 0xFF), un((p >> 16) & 0xFF), UInt8(a))
    }

    /// The premultiplied pixel for straight-alpha channels (clamped to 0…1; NaN is 0): the
    /// one premultiplication of a colour, used by fills, gradient tables, `Pixmap.fill` and
    /// filters alike. Alpha is quantised first and each channel is multiplied by that 8-bit
    /// alpha in float before it is rounded (one rounding per channel, as Skia premultiplies a
    /// colour), so a channel is never above its alpha.
    @inlinable @inline(__always)
    public static func from(red: Float, green: Float, blue: Float, alpha: Float) -> UInt32 {
        @inline(__always) func q(_ v: Float) -> UInt32 {
            guard v > 0 else { return 0 }  // also NaN
            return v >= 1 ? 255 : UInt32(v * 255 + 0.5)
        }
        let a = q(alpha)
        let af = Float(a) / 255
        // Channels above 1 (a `Color(red: 1e20)`) are 1 (NaN stays NaN, which `q` makes 0).
        return q(min(red, 1) * af) | q(min(green, 1) * af) << 8 | q(min(blue, 1) * af) << 16 | a << 24
    }
}
