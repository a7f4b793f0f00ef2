/// How t outside 0…1 maps back into the table; a generic parameter of the shaders.
protocol SpreadFunction {
    /// Maps t to 0…1 (NaN → 0).
    static func apply(_ t: Float) -> Float
    /// `apply` on eight values at once (the same arithmetic, lane by lane).
    static func apply(_ t: SIMD8<Float>) -> SIMD8<Float>
}

extension SpreadFunction {
    /// The table index for t (0 for NaN).
    @inline(__always)
    static func index(_ t: Float) -> Int32 {
        let u = apply(t)
        let v = u > 0 ? (u < 1 ? u : 1) : 0
        return FastMath.byteIndex32(v)
    }

    /// The table index for t, or `GradientTable.size` (the transparent entry past the
    /// colours) when t is NaN (no colour). Branch-free, so loops of it vectorise.
    @inline(__always)
    static func indexOrNone(_ t: Float) -> Int32 {
        t == t ? index(t) : Int32(GradientTable.size)
    }

    /// The table indices of eight t values (NaN → 0), as `index(_:)` computes them.
    @inline(__always)
    static func indices(_ t: SIMD8<Float>) -> SIMD8<UInt32> {
        let u = apply(t)
        // Plain code: u > 0 ? min(u, 1) : 0 (NaN fails `u > 0`).
        var v = u.replacing(with: 0, where: .!(u .> 0))
        v = v.replacing(with: 1, where: v .> 1)
        return unsafeBitCast(v * 255 + SIMD8(repeating: FastMath.magic), to: SIMD8<UInt32>.self) & 0xFF
    }

    /// `out[i] = table[indices[i]]` (a plain gather loop; AVX2 builds vectorise it).
    @inline(__always)
    static func lookup(_ indices: UnsafeMutablePointer<Int32>, count: Int, table: UnsafeMutablePointer<UInt32>,
                       into out: UnsafeMutablePointer<UInt32>) {
        for i in 0..<count { out[i] = table[Int(indices[i])] }
    }
}

/// `SpreadMode.pad`.
enum PadSpread: SpreadFunction {
    @inline(__always) static func apply(_ t: Float) -> Float { t }
    @inline(__always) static func apply(_ t: SIMD8<Float>) -> SIMD8<Float> { t }
}

/// `SpreadMode.repeat`.
enum RepeatSpread: SpreadFunction {
    @inline(__always) static func apply(_ t: Float) -> Float { t - FastMath.floor(t) }
    @inline(__always) static func apply(_ t: SIMD8<Float>) -> SIMD8<Float> { t - FastMath.floor(t) }
}

/// `SpreadMode.reflect`.
enum ReflectSpread: SpreadFunction {
    @inline(__always) static func apply(_ t: Float) -> Float {
        let m = t - 2 * FastMath.floor(t * 0.5)
        return m > 1 ? 2 - m : m
    }
    @inline(__always) static func apply(_ t: SIMD8<Float>) -> SIMD8<Float> {
        let m = t - 2 * FastMath.floor(t * 0.5)
        return m.replacing(with: 2 - m, where: m .> 1)
    }
}
