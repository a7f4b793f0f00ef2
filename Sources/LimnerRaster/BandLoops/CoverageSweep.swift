import CLimnerSIMD

/// Turns accumulated cells into spans: the sweep half of scan conversion.
///
/// Along each row the running sum of the cell deltas is the signed coverage. Only touched
/// cells can change it, so the sweep walks the touched bits (one per aligned group of four
/// cells): a maximal run of touched groups becomes a *mask span* (per-pixel coverage, a
/// vector prefix sum per group), and the gap before the next touched group has constant
/// coverage and becomes a *constant span* — skipped when zero, a plain fill when full. The
/// painter's `SweepRowMode` can ask for fewer spans: short gaps summed through as part of the
/// mask span (their cells are zero), and non-zero gaps of any length kept in it.
/// Cells are cleared as they are consumed. (Summing a group's cells pairwise rounds
/// differently from a left-to-right sum by at most an ulp of the running sum.)
protocol CoverageRule {
    /// Coverage 0…255 of a signed accumulated coverage.
    static func coverage(_ sum: Float) -> UInt32
    /// `coverage(_:)` of four sums, lane by lane (the same value per lane).
    static func coverage(_ sums: SIMD4<Float>) -> SIMD4<UInt32>
}

extension CoverageRule {
    /// `FastMath.byteIndex` of four values in 0…1.
    @inline(__always)
    static func bytes(_ v: SIMD4<Float>) -> SIMD4<UInt32> {
        unsafeBitCast(v * 255 + FastMath.magic, to: SIMD4<UInt32>.self) & 0xFF
    }
}

/// Non-zero winding: `min(|c|, 1)`.
enum NonZeroRule: CoverageRule {
    @inline(__always)
    static func coverage(_ sum: Float) -> UInt32 {
        // Plain code: UInt32(min(|sum|, 1) * 255 + 0.5)
        let a = min(abs(sum), 1)
        return UInt32(truncatingIfNeeded: FastMath.byteIndex(a))
    }

    @inline(__always)
    static func coverage(_ sums: SIMD4<Float>) -> SIMD4<UInt32> {
        let a = unsafeBitCast(unsafeBitCast(sums, to: SIMD4<UInt32>.self) & 0x7FFF_FFFF, to: SIMD4<Float>.self)
        return bytes(a.replacing(with: 1, where: a .> 1))
    }
}

/// Even-odd: `1 − |1 − (|c| mod 2)|`.
enum EvenOddRule: CoverageRule {
    @inline(__always)
    static func coverage(_ sum: Float) -> UInt32 {
        let a = abs(sum)
        let m = a - 2 * FastMath.floor(a * 0.5)
        let c = 1 - abs(1 - m)
        return UInt32(truncatingIfNeeded: FastMath.byteIndex(c > 0 ? min(c, 1) : 0))
    }

    @inline(__always)
    static func coverage(_ sums: SIMD4<Float>) -> SIMD4<UInt32> {
        let absMask = SIMD4<UInt32>(repeating: 0x7FFF_FFFF)
        let a = unsafeBitCast(unsafeBitCast(sums, to: SIMD4<UInt32>.self) & absMask, to: SIMD4<Float>.self)
        let m = a - 2 * FastMath.floor(a * 0.5)
        let d = 1 - m
        let c = 1 - unsafeBitCast(unsafeBitCast(d, to: SIMD4<UInt32>.self) & absMask, to: SIMD4<Float>.self)
        // c > 0 ? min(c, 1) : 0, with NaN → 0 as in the scalar form.
        let clamped = c.replacing(with: 1, where: c .> 1)
        return bytes(clamped.replacing(with: 0, where: .!(c .> 0)))
    }
}

extension CoverageBuffers {
    /// The longest gap, in cells, that a `.bridged` or `.stretches` sweep sums through
    /// rather than ending the mask span: about what a span costs beyond its pixels.
    static var bridgedGapCells: Int { 16 }

    /// Sweeps the touched rows of the band starting at device row `bandY0`, sending spans to
    /// `painter`, and leaves the cells and touched bits cleared (the owner forgets the bounds:
    /// `CoverageAccumulator.sweep`). Specialised per rule and painter but kept out
    /// of line (one call per band), so each specialisation is optimized as a function of its
    /// own rather than six copies inside the caller (see `Shader.shade`).
    @inline(never)
    func sweep<Rule: CoverageRule, Painter: SpanPainter>(
        _: Rule.Type, bandY0: Int, pixels: UnsafeMutablePointer<UInt32>, rowStride: Int,
        painter: inout Painter
    ) {
        guard rowMin <= rowMax else { return }
        let w0 = cellMin >> (CoverageGroups.bitShift + 6), w1 = cellMax >> (CoverageGroups.bitShift + 6)
        let width = self.width
        for r in rowMin...rowMax {
            let y = bandY0 + r
            let row = pixels + y &* rowStride
            let cellRow = cells + r &* cellStride
            let bitRow = touched + r &* wordsPerRow
            var sum = SIMD4<Float>()  // the running coverage, in every lane
            var runStart = 0  // pending mask span is runStart ..< pos
            var pos = 0
            var w = w0
            while w <= w1 {
                var bits = bitRow[w]
                if bits != 0 {
                    bitRow[w] = 0
                    let base = w << 6
                    repeat {
                        // The lowest run of set bits: groups group ..< groupEnd.
                        let start = bits.trailingZeroBitCount
                        let group = base + start
                        let groupEnd = group + (~(bits &>> UInt64(start))).trailingZeroBitCount
                        // Adding the run's lowest bit carries through the run, clearing it
                        // (and setting the clear bit above it, which the AND drops).
                        bits &= bits &+ (bits & (0 &- bits))
                        let cell = group << CoverageGroups.bitShift, end = groupEnd << CoverageGroups.bitShift
                        var c = cell
                        if cell != pos {
                            if Painter.rowMode != .spans && pos > runStart && cell &- pos < Self.bridgedGapCells {
                                // A short gap after a mask span: sum through its (zero) cells.
                                c = pos
                            } else {
                                // The gap before this cell has constant coverage.
                                let coverage = Rule.coverage(sum[0])
                                let gapEnd = min(cell, width)
                                if Painter.rowMode == .stretches && coverage != 0 {
                                    // Part of the mask span, which goes on.
                                    if gapEnd > pos {
                                        (mask + pos).update(repeating: UInt8(truncatingIfNeeded: coverage),
                                                            count: gapEnd - pos)
                                    }
                                } else {
                                    // Flush the mask span, then paint the gap.
                                    let runEnd = min(pos, width)
                                    if runEnd > runStart {
                                        Self.prefetchBelow(row, rowStride, runStart, runEnd)
                                        painter.paintMask(row: row, x: runStart, y: y, count: runEnd - runStart,
                                                          mask: mask + runStart)
                                    }
                                    if coverage != 0 && gapEnd > pos {
                                        painter.paintConstant(row: row, x: pos, y: y, count: gapEnd - pos,
                                                              coverage: coverage)
                                    }
                                    runStart = cell
                                }
                            }
                        }
                        // Four cells per step: a prefix sum in a vector, then four coverages.
                        // `mask` has a slot per cell (cellStride), so cells past the last
                        // pixel are written too and never painted. Eight cells at a time where
                        // they start a multiple of eight from the mask span's start: the
                        // painters read the mask eight bytes at a time from there, and a load
                        // that spans two smaller stores waits for both to reach the cache
                        // (store-to-load forwarding fails) where one store forwards at once.
                        repeat {
                            let cellPointer = UnsafeMutableRawPointer(cellRow + c)
                            let v = limner_prefix_sum_f32x4(cellPointer.loadUnaligned(as: SIMD4<Float>.self), sum)
                            cellPointer.storeBytes(of: SIMD4<Float>(), as: SIMD4<Float>.self)
                            sum = limner_broadcast_last_f32x4(v)
                            let low = SIMD4<UInt8>(truncatingIfNeeded: Rule.coverage(v))
                            if (c &- runStart) & 7 == 0 && c &+ 8 <= end {
                                let v2 = limner_prefix_sum_f32x4(
                                    cellPointer.loadUnaligned(fromByteOffset: 16, as: SIMD4<Float>.self), sum)
                                cellPointer.storeBytes(of: SIMD4<Float>(), toByteOffset: 16, as: SIMD4<Float>.self)
                                sum = limner_broadcast_last_f32x4(v2)
                                UnsafeMutableRawPointer(mask + c).storeBytes(
                                    of: SIMD8<UInt8>(lowHalf: low, highHalf: SIMD4<UInt8>(truncatingIfNeeded: Rule.coverage(v2))),
                                    as: SIMD8<UInt8>.self)
                                c &+= 8
                            } else {
                                UnsafeMutableRawPointer(mask + c).storeBytes(of: low, as: SIMD4<UInt8>.self)
                                c &+= 4
                            }
                        } while c < end
                        pos = end
                    } while bits != 0
                }
                w += 1
            }
            let end = min(pos, width)
            if end > runStart {
                Self.prefetchBelow(row, rowStride, runStart, end)
                painter.paintMask(row: row, x: runStart, y: y, count: end - runStart, mask: mask + runStart)
            }
            if pos < width {
                let c = Rule.coverage(sum[0])
                if c != 0 { painter.paintConstant(row: row, x: pos, y: y, count: width - pos, coverage: c) }
            }
        }
    }
}

extension CoverageBuffers {
    /// Asks for the destination pixels of the next two rows at both ends of the mask span
    /// `x0 ..< x1` of `row`, before it is painted. A shape's next rows mostly lie under its
    /// spans, and the first touch of a small shape's row is a cache miss (a 512×600 frame is
    /// 1.2 MB) that the painter otherwise waits for: with the lines on their way it is not.
    /// A hint: no fault for any address (past the last row too), no effect on the pixels.
    @inline(__always)
    static func prefetchBelow(_ row: UnsafeMutablePointer<UInt32>, _ rowStride: Int, _ x0: Int, _ x1: Int) {
        let below = UnsafeRawPointer(row) + rowStride &* 4
        let first = x0 &* 4, last = (x1 &- 1) &* 4
        limner_prefetch(below + first)
        limner_prefetch(below + rowStride &* 4 + first)
        if last &- first >= 64 {
            limner_prefetch(below + last)
            limner_prefetch(below + rowStride &* 4 + last)
        }
    }
}

/// A painter that draws nothing (used to clear a band without compositing).
struct NullPainter: SpanPainter {
    @inline(__always)
    mutating func paintConstant(row: UnsafeMutablePointer<UInt32>, x: Int, y: Int, count: Int, coverage: UInt32) {}
    @inline(__always)
    mutating func paintMask(row: UnsafeMutablePointer<UInt32>, x: Int, y: Int, count: Int,
                            mask: UnsafeMutablePointer<UInt8>) {}
}
