/// Branch-free Float helpers that vectorise on baseline x86-64 (SSE2).
///
/// Without SSE4.1, `Float.rounded(.down)` becomes a call to `floorf` per element, which
/// stops the auto-vectoriser; these use the 1.5·2²³ magic-number trick instead.
enum FastMath {
    /// 1.5 · 2²³: adding it rounds a Float of magnitude < 2²² to an integer.
    @usableFromInline static let magic: Float = 12_582_912

    /// `floor(x)`; exact for all finite x (NaN stays NaN).
    @inline(__always)
    static func floor(_ x: Float) -> Float {
        // Plain code: return x.rounded(.down)
        let r = (x + magic) - magic  // x rounded to nearest
        let f = r > x ? r - 1 : r
        return abs(x) < 4_194_304 ? f : x  // larger magnitudes are already integers
    }

    /// `Int(ceil(x))` for |x| < 2⁶³ without a libm call: baseline x86-64 has no
    /// `roundss`, so `Float.rounded(.up)` is a call to `ceilf` (and every live vector
    /// register spilled around it) on each edge segment.
    @inline(__always)
    static func ceilIndex(_ x: Float) -> Int {
        // Plain code: Int(x.rounded(.up))
        let t = Int(x)  // truncates toward zero: already the ceiling unless x > 0 is fractional
        return t &+ (Float(t) < x ? 1 : 0)
    }

    /// `floor(x)` lane by lane, as the scalar `floor(_:)`.
    @inline(__always)
    static func floor(_ x: SIMD4<Float>) -> SIMD4<Float> {
        #if LIMNER_SPAN_LOOPS_AVX2
        // One `roundps` where the CPU has SSE4.1 (the AVX2 copy): the same values, except that
        // −0 stays −0 where the trick gives +0, which no caller can tell apart (the even-odd
        // rule floors |c|/2 ≥ 0; the spreads map ±0 to index 0 alike).
        return x.rounded(.down)
        #else
        let r = (x + magic) - magic
        let f = r.replacing(with: r - 1, where: r .> x)
        let ax = unsafeBitCast(unsafeBitCast(x, to: SIMD4<UInt32>.self) & 0x7FFF_FFFF, to: SIMD4<Float>.self)
        return f.replacing(with: x, where: .!(ax .< 4_194_304))
        #endif
    }

    /// `floor` of eight values (the same arithmetic, lane by lane). Written out rather than
    /// as two halves of four: built from halves, the eight-wide gradient loops ran measurably
    /// slower (the four-wide form serves the even-odd coverage rule).
    @inline(__always)
    static func floor(_ x: SIMD8<Float>) -> SIMD8<Float> {
        #if LIMNER_SPAN_LOOPS_AVX2
        return x.rounded(.down)  // as the four-wide form
        #else
        let r = (x + magic) - magic
        let f = r.replacing(with: r - 1, where: r .> x)
        let ax = unsafeBitCast(unsafeBitCast(x, to: SIMD8<UInt32>.self) & 0x7FFF_FFFF, to: SIMD8<Float>.self)
        return f.replacing(with: x, where: .!(ax .< 4_194_304))
        #endif
    }

    /// `max(v, 0).squareRoot()` lane by lane, as one vector square root. Written per lane:
    /// `SIMD8.squareRoot()` keeps the libm call for negative inputs (errno) on every lane.
    @inline(__always)
    static func sqrtClamped(_ v: SIMD8<Float>) -> SIMD8<Float> {
        SIMD8(max(v[0], 0).squareRoot(), max(v[1], 0).squareRoot(), max(v[2], 0).squareRoot(),
              max(v[3], 0).squareRoot(), max(v[4], 0).squareRoot(), max(v[5], 0).squareRoot(),
              max(v[6], 0).squareRoot(), max(v[7], 0).squareRoot())
    }

    /// `Int(round(v · 255))` for v in 0…1 (callers clamp first).
    @inline(__always)
    static func byteIndex(_ v: Float) -> Int {
        Int((v * 255 + magic).bitPattern & 0xFF)
    }

    /// `Int32(round(v · 255))` for v in 0…1 (callers clamp first).
    @inline(__always)
    static func byteIndex32(_ v: Float) -> Int32 {
        Int32(bitPattern: (v * 255 + magic).bitPattern & 0xFF)
    }

    /// `atan2(y, x) / 2π` in turns, in (−0.5, 0.5]; absolute error below 2e-6 turns.
    @inline(__always)
    static func atan2Turns(_ y: Float, _ x: Float) -> Float {
        let ax = abs(x), ay = abs(y)
        let mx = max(ax, ay), mn = min(ax, ay)
        let q = mx > 0 ? mn / mx : 0
        let s = q * q
        // Minimax polynomial for atan(q) on 0…1 (in radians), then scaled to turns.
        var r: Float = -0.011_721_20
        r = r * s + 0.052_653_32
        r = r * s - 0.116_432_87
        r = r * s + 0.193_543_46
        r = r * s - 0.332_623_47
        r = r * s + 0.999_977_26
        r = r * q * (1 / (2 * Float.pi))
        r = ay > ax ? 0.25 - r : r
        r = x < 0 ? 0.5 - r : r
        return y < 0 ? -r : r
    }
}
