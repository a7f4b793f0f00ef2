/// Pixmap-level compositing: a layer (an offscreen pixmap sized to the clipped bounds of what
/// was drawn into it, placed at an origin) onto a destination, with opacity, blend mode, mask
/// and clip. The renderer's groups, `drawLayer`, `compositingGroup` and `mask` end here.
public enum Compositor {
    /// `opacity` (0…1) as an 8-bit coverage, rounded; NaN and negatives give 0, above 1 gives 255.
    @inlinable
    public static func quantize(_ opacity: Float) -> UInt32 {
        guard opacity > 0 else { return 0 }  // also NaN
        return opacity >= 1 ? 255 : UInt32((opacity * 255).rounded())
    }

    /// Composites `layer`, whose top-left pixel sits at canvas pixel `origin`, onto `dst`
    /// (whose top-left is canvas pixel (0, 0)).
    ///
    /// Per pixel: `D' = D + c·(blend(opacity·L, D) − D)` with coverage `c = mask(x, y)`. Where
    /// the mode allows (`BlendMode.opacityActsAsCoverage`) the opacity is folded into the
    /// coverage instead, `c = opacity · mask(x, y)`, `D' = D + c·(blend(L, D) − D)`, which is
    /// the same picture.
    /// Only pixels inside the layer's rectangle, the destination and `clip` are touched, so
    /// unbounded modes (copy, sourceIn, …) act within the layer's bounds, as in Core Graphics.
    /// A zero-sized layer, or one entirely off the destination, changes nothing.
    ///
    /// - Parameters:
    ///   - layer: the layer's pixels.
    ///   - origin: canvas position of the layer's top-left pixel.
    ///   - dst: the destination (the parent layer or the canvas).
    ///   - opacity: multiplies the layer, 0…1.
    ///   - blendMode: how layer pixels combine with `dst`.
    ///   - mask: coverage in canvas coordinates, or nil for full coverage.
    ///   - clip: a device-space rectangle outside which nothing changes, or nil.
    public static func composite(
        layer: Pixmap, at origin: (x: Int, y: Int), onto dst: inout Pixmap,
        opacity: Float = 1, blendMode: BlendMode = .normal,
        mask: Mask? = nil, clip: PixelRect? = nil
    ) {
        let k = quantize(opacity)
        guard k > 0 else { return }
        var region = PixelRect(x: origin.x, y: origin.y, width: layer.width, height: layer.height)
            .intersection(PixelRect(dst))
        if let clip { region = region.intersection(clip) }
        if let mask, mask.outside == 0 { region = region.intersection(mask.bounds) }
        guard !region.isEmpty else { return }
        let kernel = SpanKernel.forMode(blendMode)
        let w = region.width
        let dstStride = dst.rowStride, srcStride = layer.rowStride
        // Opacity scales the layer's pixels for the modes where it is not coverage.
        let scaleSource = k < 255 && !blendMode.opacityActsAsCoverage
        let coverage = UInt8(scaleSource ? 255 : k)
        // Where a transparent source leaves the destination as it is, each row's transparent
        // ends are skipped (a layer is usually only partly drawn).
        let trimsTransparent = blendMode.transparentSourceIsNoOp
        layer.withUnsafePixels { src in
            dst.withUnsafeMutablePixels { d in
                withUnsafeTemporaryAllocation(of: UInt8.self, capacity: w) { cov in
                    withUnsafeTemporaryAllocation(of: UInt32.self, capacity: scaleSource ? w : 0) { scaled in
                        for y in region.y..<region.maxY {
                            var sRow = src + (y - origin.y) * srcStride + (region.x - origin.x)
                            var lo = 0, hi = w
                            if trimsTransparent {
                                while lo < hi && sRow[lo] == 0 { lo &+= 1 }
                                while hi > lo && sRow[hi &- 1] == 0 { hi &-= 1 }
                                if lo == hi { continue }
                            }
                            let n = hi - lo
                            let dRow = d + y * dstStride + region.x + lo
                            sRow += lo
                            if scaleSource {
                                for i in 0..<n { scaled[i] = PremultipliedPixel.scale(sRow[i], by: k) }
                                sRow = UnsafePointer(scaled.baseAddress!)
                            }
                            if let mask {
                                mask.coverageRow(y: y, x: region.x + lo, count: n, into: cov.baseAddress!)
                                kernel.source(dRow, sRow, cov.baseAddress!, coverage, n)
                            } else {
                                kernel.source(dRow, sRow, nil, coverage, n)
                            }
                        }
                    }
                }
            }
        }
    }
}
