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
