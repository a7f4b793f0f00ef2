// Compositing a solid colour through coverage masks (the glyph path of text rendering).
import LimnerGeometry

extension RasterContext {
    /// Composites `color` (straight alpha, times `opacity`) through each mask in turn,
    /// source-over: `D = S·c/255 + D·(1 − Sa·c/255)` with c the mask's coverage, exactly as a
    /// solid fill with that coverage would. Only each mask's stored pixels (its `bounds`, on
    /// the pixmap's pixel grid) are drawn: its `outside` coverage is not (the masks this is
    /// for, `MaskRasterizer`'s, have 0 there). Parts outside the pixmap are clipped.
    ///
    /// Cost is proportional to the masks' areas; runs of 8 zero bytes are skipped at once and
    /// fully covered pixels of an opaque colour are plain stores.
    public func composite(_ masks: [Mask], color: RGBAColor, opacity: Float = 1) {
        let o: Float = opacity > 0 ? min(opacity, 1) : 0  // NaN → 0
        let a: Float = color.alpha > 0 ? min(color.alpha, 1) : 0
        let src = PremultipliedPixel.from(red: color.red, green: color.green, blue: color.blue, alpha: a * o)
        guard src >> 24 != 0, !masks.isEmpty else { return }
        let width = pixmap.width, height = pixmap.height, stride = pixmap.rowStride
        guard width > 0, height > 0 else { return }
        let opaque = src >> 24 == 255
        pixmap.withUnsafeMutablePixels { pixels in
            for m in masks {
                let b = m.bounds
                let x0 = max(b.x, 0), x1 = min(b.x + b.width, width)
                let y0 = max(b.y, 0), y1 = min(b.y + b.height, height)
                guard x0 < x1, y0 < y1 else { continue }
                m.storage.withUnsafeBufferPointer { bytes in
                    for y in y0..<y1 {
                        let cov = bytes.baseAddress! + (y - b.y) * b.width + (x0 - b.x)
                        let row = pixels + y * stride + x0
                        Self.blendRow(src, opaque: opaque, coverage: cov, row: row, count: x1 - x0)
                    }
                }
            }
        }
    }

    /// Blends `src` into `count` pixels of `row` with per-pixel coverage.
    ///
    /// Four pixels at a time, each channel in a 16-bit lane, with the same arithmetic as
    /// `SourceOver.blend(_:_:coverage:)` (so results are identical byte for byte):
    /// `s' = mul255(S, c)`, `R = s' + mul255(D, 255 − mul255(Sa, c))`, where
    /// `mul255(x, y) = (t + t >> 8) >> 8` with `t = x·y + 128` (exact x·y/255 rounded; every
    /// intermediate fits in 16 bits). Four empty pixels are skipped, four fully covered
    /// pixels of an opaque colour are stored.
    @inline(__always)
    private static func blendRow(_ src: UInt32, opaque: Bool, coverage cov: UnsafePointer<UInt8>,
                                 row: UnsafeMutablePointer<UInt32>, count: Int) {
        // Channels in 16-bit lanes through `SIMDSpans.scale` (the same rounded x·y/255 per
        // channel): the generic byte ↔ 16-bit lane conversions this used were out-of-line calls.
        let src4 = SIMD4<UInt32>(repeating: src)
        let sa = SIMD4<UInt32>(repeating: src >> 24)
        var i = 0
        while i + 4 <= count {
            let c4 = UnsafeRawPointer(cov + i).loadUnaligned(as: UInt32.self)
            if c4 == 0 { i += 4; continue }
            if c4 == 0xFFFF_FFFF && opaque {
                row[i] = src; row[i + 1] = src; row[i + 2] = src; row[i + 3] = src
                i += 4
                continue
            }
            let c = SIMD4<UInt32>(UInt32(cov[i]), UInt32(cov[i + 1]), UInt32(cov[i + 2]), UInt32(cov[i + 3]))
            let raw = UnsafeMutableRawPointer(row + i)
            let d = raw.loadUnaligned(as: SIMD4<UInt32>.self)
            // 255 − mul255(Sa, c) per pixel; each channel sum below stays within 0…255.
            let t = sa &* c &+ 128
            let inverse = 255 &- ((t &+ (t &>> 8)) &>> 8)
            let r = SIMDSpans.scale(src4, SIMDSpans.spread(c)) &+ SIMDSpans.scale(d, SIMDSpans.spread(inverse))
            raw.storeBytes(of: r, as: SIMD4<UInt32>.self)
            i += 4
        }
        while i < count {
            let c = UInt32(cov[i])
            if c == 255 {
                row[i] = opaque ? src : SourceOver.blend(src, row[i])
            } else if c != 0 {
                row[i] = SourceOver.blend(src, row[i], coverage: c)
            }
            i += 1
        }
    }
}
