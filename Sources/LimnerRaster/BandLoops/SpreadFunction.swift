import CLimnerSIMD

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

    /// The table entries at eight indices, which go through `slots` (eight, in memory): the
    /// lookups then read each index with a plain load (as `lookup` does), not an extract
    /// from a vector register (see `limner_compiler_barrier`).
    @inline(__always)
    static func gather(_ k: SIMD8<UInt32>, _ table: UnsafeMutablePointer<UInt32>,
                       through slots: UnsafeMutablePointer<SIMD8<UInt32>>) -> SIMD8<UInt32> {
        slots.pointee = k
        limner_compiler_barrier()
        let k = slots.pointee
        var c = SIMD8<UInt32>()
        for j in 0..<8 { c[j] = table[Int(k[j])] }
        return c
    }

    /// The table entries at the first four of eight indices (see `gather(_:_:through:)`).
    @inline(__always)
    static func gather(four k: SIMD8<UInt32>, _ table: UnsafeMutablePointer<UInt32>,
                       through slots: UnsafeMutablePointer<SIMD8<UInt32>>) -> SIMD4<UInt32> {
        slots.pointee = k
        limner_compiler_barrier()
        let k = slots.pointee
        return SIMD4(table[Int(k[0])], table[Int(k[1])], table[Int(k[2])], table[Int(k[3])])
    }

    /// `out[i] = table[indices[i]]` for i in 0 ..< count.
    ///
    /// A block of eight is one vector gather where the copy has AVX2 (`limner_gather_u32x8`):
    /// the blocks do not wait on one another, so its latency is hidden, and it leaves the
    /// shuffle port that eight lane inserts would queue on.
    ///
    /// Written in blocks of eight colours from the span's start, then a block of four where
    /// four are left (spans are mostly whole groups of four cells, `CoverageSweep.swift`): the
    /// painters read the colours back at once in the same blocks (`SIMDSpans`), and a load
    /// covered by one earlier store is forwarded from it, where a load spanning several
    /// stores (a gather loop's single-colour tail) waits for all of them to reach the cache.
    /// Other lengths end with one more block over the last eight (or four) colours, which
    /// stores the same colours again, so `out` may be the destination row.
    @inline(__always)
    static func lookup(_ indices: UnsafeMutablePointer<Int32>, count: Int, table: UnsafeMutablePointer<UInt32>,
                       into out: UnsafeMutablePointer<UInt32>) {
        let raw = UnsafeMutableRawPointer(out)
        @inline(__always) func block8(_ i: Int) {
            let k = UnsafeRawPointer(indices + i).loadUnaligned(as: SIMD8<UInt32>.self)
            raw.storeBytes(of: limner_gather_u32x8(table, k), toByteOffset: i &* 4, as: SIMD8<UInt32>.self)
        }
        @inline(__always) func block4(_ i: Int) {
            let k = UnsafeRawPointer(indices + i).loadUnaligned(as: SIMD4<Int32>.self)
            let c = SIMD4<UInt32>(table[Int(k[0])], table[Int(k[1])], table[Int(k[2])], table[Int(k[3])])
            raw.storeBytes(of: c, toByteOffset: i &* 4, as: SIMD4<UInt32>.self)
        }
        var i = 0
        while i &+ 8 <= count { block8(i); i &+= 8 }
        if i &+ 4 <= count { block4(i); i &+= 4 }
        guard i < count else { return }
        if count >= 8 {
            block8(count &- 8)
        } else if count >= 4 {
            block4(count &- 4)
        } else {
            for j in 0..<count { out[j] = table[Int(indices[j])] }
        }
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
