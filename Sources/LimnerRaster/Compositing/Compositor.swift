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
        mask: AlphaMask? = nil, clip: PixelRect? = nil
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

/// Why a layer could not be pushed.
public enum LayerStackError: Error, Equatable {
    /// The layers would hold more than `LayerStack.byteBudget` bytes in total.
    case budgetExceeded(requested: Int, budget: Int)
}

/// A stack of transparency layers over a canvas, without recursion: `push` opens an isolated,
/// transparent layer sized to the requested bounds clipped to its parent's bounds; `pop`
/// composites it into its parent with the opacity, blend mode and mask given at `push`.
///
/// Depth is limited only by memory: layers are an array, not nested calls, and each is no
/// larger than its parent's visible area; the total of all open layers is capped by
/// `byteBudget` (push throws past it, leaving the stack unchanged).
public struct LayerStack: Sendable {
    private struct Entry: Sendable {
        var pixmap: Pixmap
        var bounds: PixelRect  // canvas position of `pixmap`
        var opacity: Float
        var blendMode: BlendMode
        var mask: AlphaMask?
    }

    /// The canvas everything ends in.
    public private(set) var canvas: Pixmap
    private var entries: [Entry] = []
    private var bytesInUse = 0
    /// The most bytes all open layers may hold together.
    public let byteBudget: Int

    /// A stack over `canvas`; `byteBudget` defaults to 1 GiB.
    public init(canvas: Pixmap, byteBudget: Int = 1 << 30) {
        self.canvas = canvas
        self.byteBudget = byteBudget
    }

    /// How many layers are open.
    public var depth: Int { entries.count }

    /// The canvas rectangle of the current target: the top layer, or the whole canvas.
    public var currentBounds: PixelRect { entries.last?.bounds ?? PixelRect(canvas) }

    /// Opens a layer covering `bounds` (canvas pixels) clipped to the current target's bounds.
    /// The layer is transparent; drawing goes into it until the matching `pop`.
    public mutating func push(bounds: PixelRect, opacity: Float = 1, blendMode: BlendMode = .normal,
                              mask: AlphaMask? = nil) throws {
        let b = bounds.intersection(currentBounds)
        let bytes = b.isEmpty ? 0 : b.width * b.height * 4
        guard bytesInUse + bytes <= byteBudget else {
            throw LayerStackError.budgetExceeded(requested: bytesInUse + bytes, budget: byteBudget)
        }
        let pixmap = try Pixmap(width: max(0, b.width), height: max(0, b.height))
        entries.append(Entry(pixmap: pixmap, bounds: b, opacity: opacity, blendMode: blendMode, mask: mask))
        bytesInUse += bytes
    }

    /// Closes the top layer, compositing it into its parent. Traps when no layer is open.
    public mutating func pop() {
        precondition(!entries.isEmpty, "LayerStack.pop with no open layer")
        let top = entries.removeLast()
        bytesInUse -= top.pixmap.width * top.pixmap.height * 4
        guard !top.bounds.isEmpty else { return }
        if entries.isEmpty {
            Compositor.composite(layer: top.pixmap, at: (top.bounds.x, top.bounds.y), onto: &canvas,
                                 opacity: top.opacity, blendMode: top.blendMode, mask: top.mask)
        } else {
            let parent = entries[entries.count - 1].bounds
            // Work in the parent's coordinates: shift the layer origin and the mask.
            let mask = top.mask.map { $0.translated(dx: -parent.x, dy: -parent.y) }
            Compositor.composite(layer: top.pixmap, at: (top.bounds.x - parent.x, top.bounds.y - parent.y),
                                 onto: &entries[entries.count - 1].pixmap,
                                 opacity: top.opacity, blendMode: top.blendMode, mask: mask)
        }
    }

    /// Closes every open layer and returns the canvas.
    public mutating func finish() -> Pixmap {
        while !entries.isEmpty { pop() }
        return canvas
    }

    /// Calls `body` with the current target (top layer or canvas) and its canvas origin.
    public mutating func withCurrentTarget<R>(_ body: (inout Pixmap, _ origin: (x: Int, y: Int)) throws -> R) rethrows -> R {
        if entries.isEmpty { return try body(&canvas, (0, 0)) }
        let b = entries[entries.count - 1].bounds
        return try body(&entries[entries.count - 1].pixmap, (b.x, b.y))
    }
}
