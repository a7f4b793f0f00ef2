// Compositing of premultiplied pixels.
//
// Notation: S = source pixel, D = destination pixel, both premultiplied RGBA8 packed in a
// UInt32 (R in the low byte); Sa, Da their alphas; c = coverage 0…255. The general equation
// for a blend mode B with coverage is
//     R = D + (B(S, D) − D) · c/255
// Source-over is linear in S, so coverage can scale the source first:
//     R = S·c/255 + D·(1 − Sa·c/255)
// which is what `SourceOver` does (and what lets fully covered opaque spans be plain stores).

/// A compositing operator, selected once per fill and specialised into the span loops (no
/// per-pixel dynamic dispatch). Functions are static so the generic span code inlines them.
protocol Blender {
    /// The result of compositing `src` onto `dst` at full coverage.
    static func blend(_ src: UInt32, _ dst: UInt32) -> UInt32
    /// The result of compositing `src` onto `dst` with coverage 1…254.
    static func blend(_ src: UInt32, _ dst: UInt32, coverage: UInt32) -> UInt32
    /// Whether an opaque source at full coverage simply replaces the destination.
    static var opaqueSourceReplaces: Bool { get }
}

extension Blender {
    /// Default coverage handling: `D + (B(S, D) − D) · c/255`, per channel.
    @inline(__always)
    static func blend(_ src: UInt32, _ dst: UInt32, coverage: UInt32) -> UInt32 {
        SWAR.lerp(dst, blend(src, dst), coverage)
    }
}

/// `BlendMode.normal`: `R = S + D·(1 − Sa)`.
enum SourceOver: Blender {
    @inline(__always)
    static func blend(_ src: UInt32, _ dst: UInt32) -> UInt32 {
        src &+ PremultipliedPixel.scale(dst, by: 255 &- (src >> 24))
    }

    @inline(__always)
    static func blend(_ src: UInt32, _ dst: UInt32, coverage: UInt32) -> UInt32 {
        let s = PremultipliedPixel.scale(src, by: coverage)
        return s &+ PremultipliedPixel.scale(dst, by: 255 &- (s >> 24))
    }

    static var opaqueSourceReplaces: Bool { true }
}

/// Two-channels-at-a-time arithmetic on packed RGBA8 (the 0x00FF00FF trick).
enum SWAR {
    /// `a + (b − a)·t/255` per channel (t in 0…255).
    @inline(__always)
    static func lerp(_ a: UInt32, _ b: UInt32, _ t: UInt32) -> UInt32 {
        PremultipliedPixel.scale(b, by: t) &+ PremultipliedPixel.scale(a, by: 255 &- t)
    }
}
