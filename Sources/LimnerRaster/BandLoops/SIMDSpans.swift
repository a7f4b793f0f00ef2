import CLimnerSIMD

/// Span loops written with Swift SIMD types, eight pixels (32 channels) at a time. A span of
/// eight or more ends with one more block over its last eight pixels, computed from the pixels
/// as they were before the span was drawn, so the pixels it shares with the block before it
/// are stored twice with the same bytes and no span has a tail (a mask span of 8k + 4 pixels
/// ends with a block of four instead: `sourceOverMask`); a shorter span takes a vector
/// of four, then a partly filled vector of four for the last 1…3.
///
/// Each pixel's channels are split into two 32-bit words (R,B and G,A, one channel per 16-bit
/// half), so every multiply is a native 16-bit lane multiply (SSE2 `pmullw`); the plain
/// 32-bit SWAR form vectorises to 32-bit multiplies, which SSE2 lacks. Eight pixels are two
/// 128-bit vectors per operation on baseline x86-64 (two independent chains) and one 256-bit
/// vector when built for AVX2 (`LIMNER_TARGET_CPU`).
enum SIMDSpans {
    /// Every channel of four pixels times `a`/255 (a: per channel pair, 0…255), rounded.
    @inline(__always)
    static func scale(_ v: SIMD4<UInt32>, _ a: SIMD8<UInt16>) -> SIMD4<UInt32> {
        let mask = SIMD4<UInt32>(repeating: 0x00FF_00FF)
        let half = SIMD8<UInt16>(repeating: 128)
        // R and B (and G and A) in 16-bit lanes, so the multiplies are 16-bit.
        var rb = unsafeBitCast(v & mask, to: SIMD8<UInt16>.self)
        var ag = unsafeBitCast((v &>> 8) & mask, to: SIMD8<UInt16>.self)
        // Plain code: x · a / 255, rounded to nearest (`limner_div255`).
        rb = limner_div255_u16x8(rb &* a &+ half)
        ag = limner_div255_u16x8(ag &* a &+ half)
        return unsafeBitCast(rb, to: SIMD4<UInt32>.self) | (unsafeBitCast(ag, to: SIMD4<UInt32>.self) &<< 8)
    }

    /// `scale` on eight pixels.
    @inline(__always)
    static func scale(_ v: SIMD8<UInt32>, _ a: SIMD16<UInt16>) -> SIMD8<UInt32> {
        let mask = SIMD8<UInt32>(repeating: 0x00FF_00FF)
        let half = SIMD16<UInt16>(repeating: 128)
        var rb = unsafeBitCast(v & mask, to: SIMD16<UInt16>.self)
        var ag = unsafeBitCast((v &>> 8) & mask, to: SIMD16<UInt16>.self)
        rb = limner_div255_u16x16(rb &* a &+ half)
        ag = limner_div255_u16x16(ag &* a &+ half)
        return unsafeBitCast(rb, to: SIMD8<UInt32>.self) | (unsafeBitCast(ag, to: SIMD8<UInt32>.self) &<< 8)
    }

    /// A per-pixel factor 0…255 spread to both 16-bit halves of each pixel's lane.
    @inline(__always)
    static func spread(_ f: SIMD4<UInt32>) -> SIMD8<UInt16> {
        unsafeBitCast(f | (f &<< 16), to: SIMD8<UInt16>.self)
    }

    /// `spread` on eight pixels.
    @inline(__always)
    static func spread(_ f: SIMD8<UInt32>) -> SIMD16<UInt16> {
        unsafeBitCast(f | (f &<< 16), to: SIMD16<UInt16>.self)
    }

    /// Four coverage bytes (little-endian in `m`) spread to both 16-bit halves of their
    /// pixels' lanes.
    @inline(__always)
    static func spread(bytes m: UInt32) -> SIMD8<UInt16> {
        spread(SIMD4<UInt32>(truncatingIfNeeded: unsafeBitCast(m, to: SIMD4<UInt8>.self)))
    }

    /// Eight coverage bytes (little-endian in `m`), spread.
    @inline(__always)
    static func spread(bytes m: UInt64) -> SIMD16<UInt16> {
        spread(SIMD8<UInt32>(truncatingIfNeeded: unsafeBitCast(m, to: SIMD8<UInt8>.self)))
    }

    /// Source-over of four premultiplied sources onto four destinations.
    @inline(__always)
    static func over(_ s: SIMD4<UInt32>, _ d: SIMD4<UInt32>) -> SIMD4<UInt32> {
        s &+ scale(d, spread(SIMD4(repeating: 255) &- (s &>> 24)))
    }

    /// Source-over of eight premultiplied sources onto eight destinations.
    @inline(__always)
    static func over(_ s: SIMD8<UInt32>, _ d: SIMD8<UInt32>) -> SIMD8<UInt32> {
        s &+ scale(d, spread(SIMD8(repeating: 255) &- (s &>> 24)))
    }

    /// The last 1…3 pixels of a span as a vector (unused lanes zero).
    @inline(__always)
    static func loadTail(_ p: UnsafePointer<UInt32>, _ n: Int) -> SIMD4<UInt32> {
        SIMD4(p[0], n > 1 ? p[1] : 0, n > 2 ? p[2] : 0, 0)
    }

    /// Stores the first `n` (1…3) lanes of `v`.
    @inline(__always)
    static func storeTail(_ v: SIMD4<UInt32>, _ p: UnsafeMutablePointer<UInt32>, _ n: Int) {
        p[0] = v[0]
        if n > 1 { p[1] = v[1] }
        if n > 2 { p[2] = v[2] }
    }

    /// Source-over of one constant premultiplied colour onto `count` pixels:
    /// `D = S + D·(255 − Sa)/255` with exact rounding. Tails of 1…3 pixels go through the
    /// same vector code on a partly filled vector (cheaper than the scalar SWAR form).
    @inline(__always)
    static func sourceOverConstant(_ p: UnsafeMutablePointer<UInt32>, count: Int, color: UInt32) {
        let ia = UInt16(truncatingIfNeeded: 255 &- (color >> 24))
        var i = 0
        let raw = UnsafeMutableRawPointer(p)
        let ia8 = SIMD16<UInt16>(repeating: ia), src8 = SIMD8<UInt32>(repeating: color)
        if count >= 8 {
            // The last eight pixels as one more block, from the pixels as they were (see
            // `sourceOverMask`): the overlap is stored twice with the same bytes.
            let last = count &- 8
            let dLast = raw.loadUnaligned(fromByteOffset: last &* 4, as: SIMD8<UInt32>.self)
            while i < last {
                let d = raw.loadUnaligned(fromByteOffset: i &* 4, as: SIMD8<UInt32>.self)
                raw.storeBytes(of: scale(d, ia8) &+ src8, toByteOffset: i &* 4, as: SIMD8<UInt32>.self)
                i &+= 8
            }
            raw.storeBytes(of: scale(dLast, ia8) &+ src8, toByteOffset: last &* 4, as: SIMD8<UInt32>.self)
            return
        }
        let iaV = SIMD8<UInt16>(repeating: ia), src = SIMD4<UInt32>(repeating: color)
        if i &+ 4 <= count {
            let d = raw.loadUnaligned(fromByteOffset: i &* 4, as: SIMD4<UInt32>.self)
            raw.storeBytes(of: scale(d, iaV) &+ src, toByteOffset: i &* 4, as: SIMD4<UInt32>.self)
            i &+= 4
        }
        if i < count {
            let n = count &- i
            storeTail(scale(loadTail(p + i, n), iaV) &+ src, p + i, n)
        }
    }

    /// Source-over of `source`'s colours scaled by `coverage` (0…255) onto `p[0 ..< count]`.
    @inline(__always)
    static func sourceOverSpan<S: SpanColors>(_ p: UnsafeMutablePointer<UInt32>, source: S, count: Int,
                                              coverage: UInt32) {
        var i = 0
        let c16 = UInt16(truncatingIfNeeded: coverage)
        let raw = UnsafeMutableRawPointer(p)
        let cov8 = SIMD16<UInt16>(repeating: c16)
        var lanes = SpanLanes.first
        if count >= 8 {
            // The last eight pixels as one more block, from the pixels as they were (see
            // `sourceOverMask`; 8k + 4 pixels end with a block of four instead).
            let endsWithFour = count & 7 == 4
            let last = count &- 8
            let dLast = endsWithFour ? SIMD8() : raw.loadUnaligned(fromByteOffset: last &* 4, as: SIMD8<UInt32>.self)
            let blocksEnd = endsWithFour ? count &- 4 : last
            while i < blocksEnd {
                let d = raw.loadUnaligned(fromByteOffset: i &* 4, as: SIMD8<UInt32>.self)
                var s = source.eight(at: i, lanes: lanes)
                if coverage != 255 { s = scale(s, cov8) }
                raw.storeBytes(of: over(s, d), toByteOffset: i &* 4, as: SIMD8<UInt32>.self)
                i &+= 8
                lanes += 8
            }
            if !endsWithFour {
                var s = source.eight(at: last, lanes: SpanLanes.first + Float(last))
                if coverage != 255 { s = scale(s, cov8) }
                raw.storeBytes(of: over(s, dLast), toByteOffset: last &* 4, as: SIMD8<UInt32>.self)
                return
            }
        }
        let cov = SIMD8<UInt16>(repeating: c16)
        if i &+ 4 <= count {
            let d = raw.loadUnaligned(fromByteOffset: i &* 4, as: SIMD4<UInt32>.self)
            var s = source.four(at: i, lanes: lanes)
            if coverage != 255 { s = scale(s, cov) }
            raw.storeBytes(of: over(s, d), toByteOffset: i &* 4, as: SIMD4<UInt32>.self)
            i &+= 4
            lanes += 4
        }
        if i < count {
            let n = count &- i
            let d = loadTail(p + i, n)
            var s = source.tail(at: i, n, lanes: lanes)
            if coverage != 255 { s = scale(s, cov) }
            storeTail(over(s, d), p + i, n)
        }
    }

    /// Source-over of `source`'s colours with per-pixel coverage `mask[i]` onto `p`. Blocks
    /// with no coverage are skipped, and blocks with full coverage skip scaling the source
    /// (mask spans start on the sweep's four-cell groups, so a block is often all outside or
    /// all inside the shape). `sourceOpaque` says every colour is opaque, so a block of full
    /// coverage is stored without reading `p` (the same bytes: over(s, d) is s when s is
    /// opaque).
    @inline(__always)
    static func sourceOverMask<S: SpanColors>(_ p: UnsafeMutablePointer<UInt32>, source: S,
                                              mask: UnsafeMutablePointer<UInt8>, count: Int, sourceOpaque: Bool = false) {
        var i = 0
        let raw = UnsafeMutableRawPointer(p), maskRaw = UnsafeRawPointer(mask)
        var lanes = SpanLanes.first
        if count >= 8 {
            // The last eight pixels as one more block, from the pixels as they were (see the
            // one-colour loop below); a span of 8k + 4 ends with a block of four instead.
            let endsWithFour = count & 7 == 4
            let last = count &- 8
            let dLast = endsWithFour ? SIMD8() : raw.loadUnaligned(fromByteOffset: last &* 4, as: SIMD8<UInt32>.self)
            let blocksEnd = endsWithFour ? count &- 4 : last
            while i < blocksEnd {
                let m = maskRaw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                if m != 0 {
                    let s = source.eight(at: i, lanes: lanes)
                    if sourceOpaque && m == ~0 {
                        raw.storeBytes(of: s, toByteOffset: i &* 4, as: SIMD8<UInt32>.self)
                    } else {
                        let d = raw.loadUnaligned(fromByteOffset: i &* 4, as: SIMD8<UInt32>.self)
                        raw.storeBytes(of: over(m == ~0 ? s : scale(s, spread(bytes: m)), d),
                                       toByteOffset: i &* 4, as: SIMD8<UInt32>.self)
                    }
                }
                i &+= 8
                lanes += 8
            }
            if !endsWithFour {
                let m = maskRaw.loadUnaligned(fromByteOffset: last, as: UInt64.self)
                if m != 0 {
                    let s = source.eight(at: last, lanes: SpanLanes.first + Float(last))
                    raw.storeBytes(of: m == ~0 ? (sourceOpaque ? s : over(s, dLast)) : over(scale(s, spread(bytes: m)), dLast),
                                   toByteOffset: last &* 4, as: SIMD8<UInt32>.self)
                }
                return
            }
        }
        if i &+ 4 <= count {
            let m = maskRaw.loadUnaligned(fromByteOffset: i, as: UInt32.self)
            if m != 0 {
                let d = raw.loadUnaligned(fromByteOffset: i &* 4, as: SIMD4<UInt32>.self)
                let s = source.four(at: i, lanes: lanes)
                raw.storeBytes(of: over(m == ~0 ? s : scale(s, spread(bytes: m)), d), toByteOffset: i &* 4, as: SIMD4<UInt32>.self)
            }
            i &+= 4
            lanes += 4
        }
        if i < count {
            let n = count &- i
            let s = source.tail(at: i, n, lanes: lanes)
            storeTail(over(scale(s, spread(maskTail(mask + i, n))), loadTail(p + i, n)), p + i, n)
        }
    }

    /// Source-over of one premultiplied `color` with per-pixel coverage `mask[i]` onto `p`.
    @inline(__always)
    static func sourceOverMask(_ p: UnsafeMutablePointer<UInt32>, color: UInt32, mask: UnsafeMutablePointer<UInt8>,
                               count: Int) {
        var i = 0
        let raw = UnsafeMutableRawPointer(p), maskRaw = UnsafeRawPointer(mask)
        // Every block takes the partial-coverage formula, which gives the same bytes at
        // coverage 0 (d) and 255 (S + d·(255 − Sa)); no branch on the mask, whose blocks
        // change kind from row to row. The source's alpha after coverage, Sa·m/255, is
        // computed from the coverages (the rounding `scale` gives the alpha channel), not
        // taken out of the scaled colour: on the coverages spread to 16-bit lanes, like the
        // scaling, where Sa·m + 128 fits.
        let color8 = SIMD8<UInt32>(repeating: color)
        let sa16 = SIMD16<UInt16>(repeating: UInt16(truncatingIfNeeded: color >> 24))
        /// The eight pixels at `at`, whose destination is `d`, composited.
        @inline(__always) func block(_ at: Int, _ d: SIMD8<UInt32>) -> SIMD8<UInt32> {
            let m = spread(SIMD8<UInt32>(truncatingIfNeeded: maskRaw.loadUnaligned(fromByteOffset: at, as: SIMD8<UInt8>.self)))
            let a = limner_div255_u16x16(m &* sa16 &+ 128)
            return scale(color8, m) &+ scale(d, SIMD16(repeating: 255) &- a)
        }
        if count >= 8 {
            // The span's last eight pixels are one more block, computed from the pixels as
            // they were before any block was stored: where it overlaps the block before it,
            // it stores the bytes that block stored (same pixel, coverage and colour). No
            // tail of 1…7 pixels, whose length changes from row to row. Except after 8k + 4
            // pixels, the most common length (the sweep's mask spans are whole groups of
            // four cells): those end with one block of four, whose coverage is then one of
            // the sweep's own stores (a load that spans two stores waits for them).
            let endsWithFour = count & 7 == 4
            let last = count &- 8
            let dLast = endsWithFour ? SIMD8() : raw.loadUnaligned(fromByteOffset: last &* 4, as: SIMD8<UInt32>.self)
            let blocksEnd = endsWithFour ? count &- 4 : last
            while i < blocksEnd {
                let d = raw.loadUnaligned(fromByteOffset: i &* 4, as: SIMD8<UInt32>.self)
                raw.storeBytes(of: block(i, d), toByteOffset: i &* 4, as: SIMD8<UInt32>.self)
                i &+= 8
            }
            if !endsWithFour {
                raw.storeBytes(of: block(last, dLast), toByteOffset: last &* 4, as: SIMD8<UInt32>.self)
                return
            }
        }
        let colorV = SIMD4<UInt32>(repeating: color)
        if i &+ 4 <= count {
            let m = maskRaw.loadUnaligned(fromByteOffset: i, as: UInt32.self)
            if m != 0 {
                let d = raw.loadUnaligned(fromByteOffset: i &* 4, as: SIMD4<UInt32>.self)
                let result = m == ~0
                    ? scale(d, SIMD8<UInt16>(repeating: UInt16(truncatingIfNeeded: 255 &- (color >> 24)))) &+ colorV
                    : over(scale(colorV, spread(bytes: m)), d)
                raw.storeBytes(of: result, toByteOffset: i &* 4, as: SIMD4<UInt32>.self)
            }
            i &+= 4
        }
        if i < count {
            let n = count &- i
            storeTail(over(scale(colorV, spread(maskTail(mask + i, n))), loadTail(p + i, n)), p + i, n)
        }
    }

    /// The last 1…3 coverages of a mask span as a vector (unused lanes zero).
    @inline(__always)
    static func maskTail(_ mask: UnsafeMutablePointer<UInt8>, _ n: Int) -> SIMD4<UInt32> {
        SIMD4<UInt32>(UInt32(mask[0]), n > 1 ? UInt32(mask[1]) : 0, n > 2 ? UInt32(mask[2]) : 0, 0)
    }
}

/// A span's premultiplied colours as `SIMDSpans`' compositing loops read them: eight, four or
/// the last 1…3 from pixel `i` of the span. Colours in a buffer (`BufferedColors`), or worked
/// out as they are read (a linear gradient's: `LinearColors`), which
/// composites a span in one pass with no colour buffer between shading and compositing.
///
/// Each call also gets `lanes`, the pixel indices `i ..< i + 8` as exact Floats, which the
/// loops keep by adding 8 (or 4) per block: a gradient computes from them, and
/// `SpanLanes.first + Float(i)` made afresh per block compiled to a scalar add and inserts.
protocol SpanColors {
    /// The colours of pixels `i ..< i + 8`.
    func eight(at i: Int, lanes: SIMD8<Float>) -> SIMD8<UInt32>
    /// The colours of pixels `i ..< i + 4`.
    func four(at i: Int, lanes: SIMD8<Float>) -> SIMD4<UInt32>
    /// The colours of pixels `i ..< i + n` (n: 1…3); the other lanes are unused.
    func tail(at i: Int, _ n: Int, lanes: SIMD8<Float>) -> SIMD4<UInt32>
}

/// The pixel indices of a block, as Floats.
enum SpanLanes {
    /// Those of the block at pixel 0.
    @inline(__always) static var first: SIMD8<Float> { SIMD8(0, 1, 2, 3, 4, 5, 6, 7) }
}

/// Colours already shaded into a buffer.
struct BufferedColors: SpanColors {
    let colors: UnsafePointer<UInt32>

    @inline(__always) func eight(at i: Int, lanes: SIMD8<Float>) -> SIMD8<UInt32> {
        UnsafeRawPointer(colors + i).loadUnaligned(as: SIMD8<UInt32>.self)
    }
    @inline(__always) func four(at i: Int, lanes: SIMD8<Float>) -> SIMD4<UInt32> {
        UnsafeRawPointer(colors + i).loadUnaligned(as: SIMD4<UInt32>.self)
    }
    @inline(__always) func tail(at i: Int, _ n: Int, lanes: SIMD8<Float>) -> SIMD4<UInt32> {
        SIMDSpans.loadTail(colors + i, n)
    }
}
