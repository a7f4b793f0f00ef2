/// Gradient dithering (`FillCommand.dithers`).
///
/// A gradient's colours are kept twice: rounded in the 8-bit table the shaders read, and
/// exact (`GradientDither.exact`, premultiplied, 0…255 per channel, unrounded). A dithered
/// fill shades as usual, which leaves each pixel's table index in the scratch buffer, then
/// replaces each colour by its exact value plus a threshold from an 8×8 ordered (Bayer)
/// matrix at the pixel's device position, rounded down. Over the 64 positions the thresholds
/// average ½, so the mean of a dithered area is its exact colour: a ramp too slow for 8 bits
/// (10 levels over 1 000 pixels) becomes a fine mix of neighbouring levels instead of ten
/// flat bands. Each channel is within one level of the undithered colour (which rounds the
/// same exact value), and the pattern depends on the device pixel only, never on chance, so
/// a fill gives the same bytes every time. The same threshold serves all four channels,
/// which keeps every colour channel at or below alpha.
enum GradientDither {
    /// Entries of the exact table: the gradient's, then a transparent one for "no colour".
    static let exactSize = GradientTable.size + 1

    /// The 8×8 Bayer threshold at device pixel (x, y): (rank + ½) / 64, where the rank
    /// (0…63) interleaves the bits of x ⊕ y and y, reversed (the standard recursive
    /// construction: 2×2 gives ranks 0 2 / 3 1).
    @inline(__always)
    static func threshold(x: Int, y: Int) -> Float {
        let v = (x ^ y) & 7, w = y & 7
        let rank = (v & 1) << 5 | (w & 1) << 4 | (v & 2) << 2 | (w & 2) << 1 | (v & 4) >> 1 | (w & 4) >> 2
        return (Float(rank) + 0.5) / 64
    }
}

/// A gradient shader whose output is dithered (see `GradientDither`).
struct DitheredShader<Inner: Shader>: Shader {
    let inner: Inner
    /// The gradient's exact colours, by table index.
    let exact: UnsafePointer<SIMD4<Float>>

    /// The threshold depends on x and y.
    var variation: ShaderVariation { .general }
    static var varies: Bool { false }

    @inline(never)
    func shade(x: Int, y: Int, count: Int, into out: UnsafeMutablePointer<UInt32>, scratch idx: UnsafeMutablePointer<Int32>) {
        inner.shade(x: x, y: y, count: count, into: out, scratch: idx)
        for i in 0..<count {
            let e = exact[Int(idx[i])] + SIMD4(repeating: GradientDither.threshold(x: x &+ i, y: y))
            // Exact values lie in 0…255 and thresholds in 0…1, so each sum is below 256 and
            // converting (which truncates: rounds down, as the values are not negative) fits
            // a byte.
            let a = UInt32(e.w)
            out[i] = min(UInt32(e.x), a) | min(UInt32(e.y), a) << 8 | min(UInt32(e.z), a) << 16 | a << 24
        }
    }
}
