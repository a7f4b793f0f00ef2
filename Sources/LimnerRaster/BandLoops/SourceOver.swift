// Source-over of one packed pixel: the fill loops' blender. The blending legend, every other
// mode and the layer kernels are in Blending/ (BlendMode.swift's header is the one legend;
// this file uses it, with S, D premultiplied RGBA8 packed in a UInt32, R in the low byte, and
// c in 0…255 written c/255).
//
// Every mode applies coverage as `D' = D + c·(R − D)`. Source-over is linear in S, so coverage
// can scale the source first:
//     D' = S·c + D·(1 − Sa·c)
// which is what `SourceOver` does (and what lets fully covered opaque spans be plain stores).
// This file is one of the band loops' (compiled into both copies), which is why source-over
// has its own one-member protocol here instead of a place among the `PixelBlender`s: those are
// public API of LimnerRaster alone, and a type the AVX2 copy names must exist in both.

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
