import Foundation

// Gaussian blur of a premultiplied RGBA8 pixmap.
//
// 1. The output is the whole blurred image: the input grown by `extent(σ)` = ⌈3σ⌉ pixels on
//    every side. Pixels outside the input count as transparent (SwiftUI's behaviour), so
//    colour and alpha fade out together and nothing darkens at the edges.
// 2. σ ≤ `exactMaximumSigma`: the exact sampled kernel, weights exp(−k²/2σ²) for
//    |k| ≤ ⌈3σ⌉ normalised to sum 1, applied separably (`ExactBlurJob`): rows, then columns.
// 3. σ above: three successive centred box blurs per direction whose variances add up to σ²
//    (`boxPasses`), each one a running sum in integers, so the cost does not depend on σ
//    (`BoxBlurJob`). `FilterBlurTests.boxAccuracy` bounds the difference from the exact kernel.
// 4. Both vertical passes sweep rows in memory order and work on 16 channels (4 pixels) at a
//    time; the running sums of a column strip stay in cache. Rows (horizontal passes) and
//    row ranges or column strips (vertical passes) are split across threads with
//    `DispatchQueue.concurrentPerform`; every output value is computed by the same
//    operations in the same order whatever the split, so the result does not depend on the
//    thread count.
// 5. Premultiplied stays valid without clamping: every pass is a positive-weighted sum, so a
//    colour channel's sum never exceeds its alpha's, and the rounding is monotonic.
// 6. σ = 0, negative, NaN: identity (the input, same origin). σ above `maximumSigma` (or
//    infinite) is clamped to it, which bounds time and memory: the output grows by at most
//    3·maximumSigma pixels a side, and the cost per pixel of the box passes does not grow with σ.
//    When the requested σ is so large that the exact blur rounds to transparent everywhere
//    (`fadesOut`: e.g. σ ≥ ~9 200 for a 1024² layer, σ = ∞ for any), the result is that
//    transparent image at the clamped size, without computing anything.

/// Gaussian blur with radius = standard deviation σ, in device pixels.
public enum GaussianBlur {
    /// The largest σ used; larger requests (and infinity) are clamped to it. 128 px keeps the
    /// growth at ≤ 384 px a side (a 1024² image blurs into ~1800², one 16-bit work buffer of
    /// ~26 MB). At this σ the kernel is already wider than most layers, so the result is a
    /// faint, nearly flat haze whichever larger σ was asked for; once the requested σ makes
    /// the exact result round to transparent everywhere, the result is transparent.
    public static let maximumSigma: Double = 128

    /// Up to this σ the exact kernel is used; above it, the three-box approximation.
    public static let exactMaximumSigma: Double = 2.5

    /// How the kernel is evaluated.
    public enum Method: Sendable {
        /// Exact up to `exactMaximumSigma`, boxes above.
        case automatic
        /// Always the exact sampled kernel (slow for large σ; used to test the boxes).
        case exact
        /// Always the three-box approximation.
        case boxes
    }

    /// The σ actually used for a request: NaN, zero and negatives → 0 (identity); clamped to
    /// `maximumSigma`.
    public static func effectiveSigma(_ sigma: Double) -> Double {
        guard sigma > 0 else { return 0 }  // also NaN
        return min(sigma, maximumSigma)
    }

    /// How many pixels the output grows on each side: ⌈3σ⌉ of the effective σ.
    public static func extent(sigma: Double) -> Int {
        let s = effectiveSigma(sigma)
        return s == 0 ? 0 : Int((3 * s).rounded(.up))
    }

    /// Blurs `source`, whose top-left pixel sits at canvas `origin`. Returns the blurred image
    /// (grown by `extent(sigma:)` on every side) and its canvas origin.
    ///
    /// When the grown image would exceed `Pixmap.maximumByteCount`, the source is returned
    /// unchanged.
    ///
    /// Work buffers stay within `workBudget` (larger blurs run in bands of rows).
    public static func blur(_ source: Pixmap, origin: (x: Int, y: Int) = (0, 0), sigma: Double,
                            method: Method = .automatic, threadCount: Int? = nil)
        -> (pixmap: Pixmap, origin: (x: Int, y: Int)) {
        blur(source, origin: origin, sigma: sigma, method: method, threadCount: threadCount, budget: workBudget)
    }

    /// `blur` with an explicit work-buffer budget (tests force banding with a small one).
    static func blur(_ source: Pixmap, origin: (x: Int, y: Int), sigma: Double, method: Method,
                     threadCount: Int?, budget: Int) -> (pixmap: Pixmap, origin: (x: Int, y: Int)) {
        let s = effectiveSigma(sigma)
        let e = extent(sigma: s)
        guard s > 0, source.width > 0, source.height > 0,
              var out = try? Pixmap(width: source.width + 2 * e, height: source.height + 2 * e)
        else { return (source, origin) }
        if fadesOut(sigma: sigma, width: source.width, height: source.height) { return (out, (origin.x - e, origin.y - e)) }
        let useExact = method == .exact || (method == .automatic && s <= exactMaximumSigma)
        let threads = max(1, threadCount ?? FilterThreads.count(pixels: out.width * out.height))
        let geometry = BlurGeometry(sourceWidth: source.width, sourceHeight: source.height,
                                    sourceStride: source.rowStride, extent: e)
        let kernel = useExact ? exactKernel(sigma: s) : []
        let radii = useExact ? [] : boxPasses(sigma: s).map(\.lo)
        func run(_ g: BlurGeometry, _ src: UnsafePointer<UInt32>, _ dst: UnsafeMutablePointer<UInt32>) {
            if useExact {
                ExactBlurJob.run(g, kernel: kernel, source: src, output: dst, threads: threads)
            } else {
                BoxBlurJob.run(g, radii: radii, source: src, output: dst, threads: threads)
            }
        }
        // Work buffer: source rows of floats (exact) or output rows of 16-bit values (boxes).
        let workBytesPerRow = geometry.channelStride * (useExact ? 4 : 2)
        let workRows = useExact ? source.height : out.height
        source.withUnsafePixels { src in
            out.withUnsafeMutablePixels { dst in
                if workBytesPerRow * workRows <= budget {
                    run(geometry, src, dst)
                } else {
                    blurInBands(geometry, bytesPerRow: workBytesPerRow, budget: budget, source: src, output: dst, run: run)
                }
            }
        }
        return (out, (origin.x - e, origin.y - e))
    }

    /// The part of `blur(source, origin:, sigma:)` inside `window` (canvas pixels), byte for
    /// byte, computing only what lands there: with the box passes (σ above
    /// `exactMaximumSigma`) each pass runs over just the columns the next one reads and the
    /// vertical sweep stops below the window, so the work follows the window and the blur's
    /// reach, not the whole grown image (a shadow at the σ clamp on a small canvas blurred
    /// ~1 600² pixels a frame to show 80²). Returns that part (empty when the window misses
    /// the blurred image) and its canvas origin. σ = 0, NaN or negative: the source's part in
    /// the window.
    public static func blur(_ source: Pixmap, origin: (x: Int, y: Int) = (0, 0), sigma: Double, window: PixelRect,
                            threadCount: Int? = nil) -> (pixmap: Pixmap, origin: (x: Int, y: Int)) {
        let s = effectiveSigma(sigma)
        let e = extent(sigma: s)
        let whole = PixelRect(x: origin.x - e, y: origin.y - e, width: source.width + 2 * e, height: source.height + 2 * e)
        let part = whole.intersection(window)
        guard !part.isEmpty, source.width > 0, source.height > 0 else { return (Pixmap.empty, (window.x, window.y)) }
        let geometry = BlurGeometry(sourceWidth: source.width, sourceHeight: source.height,
                                    sourceStride: source.rowStride, extent: e)
        let local = PixelRect(x: part.x - whole.x, y: part.y - whole.y, width: part.width, height: part.height)
        let (workBytes, overflow) = geometry.outputHeight.multipliedReportingOverflow(by: 2 * BoxBlurJob.windowStride(local))
        let windowed = s > exactMaximumSigma && !fadesOut(sigma: sigma, width: source.width, height: source.height)
            && !overflow && workBytes <= workBudget
        guard windowed, var out = try? Pixmap(width: part.width, height: part.height) else {
            // The exact kernel (its reach is at most 8 px), identity, a blur that fades out or
            // one whose window column is too tall for the work buffer: the whole blur, cut.
            let (blurred, o) = blur(source, origin: origin, sigma: sigma, threadCount: threadCount)
            return (cropped(blurred, origin: o, to: part), (part.x, part.y))
        }
        let threads = max(1, threadCount ?? FilterThreads.count(pixels: part.width * part.height))
        let radii = boxPasses(sigma: s).map(\.lo)
        source.withUnsafePixels { src in
            out.withUnsafeMutablePixels { dst in
                BoxBlurJob.run(geometry, radii: radii, source: src, output: dst, threads: threads, window: local)
            }
        }
        return (out, (part.x, part.y))
    }

    /// The pixels of `image` (top-left at canvas `origin`) inside `rect`, which lies within it.
    static func cropped(_ image: Pixmap, origin: (x: Int, y: Int), to rect: PixelRect) -> Pixmap {
        let r = rect.intersection(PixelRect(x: origin.x, y: origin.y, width: image.width, height: image.height))
        guard !r.isEmpty, var out = try? Pixmap(width: r.width, height: r.height) else { return Pixmap.empty }
        for y in 0..<r.height {
            let from = (r.y - origin.y + y) * image.rowStride + (r.x - origin.x)
            for x in 0..<r.width { out.storage[y * r.width + x] = image.storage[from + x] }
        }
        return out
    }

    /// The work-buffer bytes a blur aims for: 64 MiB. Larger blurs run in bands of output
    /// rows (at least 4·extent rows each, so at most twice the work), so a legal 20 000²
    /// pixmap needs its output and 0.1–0.8 GB more, not 3.2–3.45 GB.
    public static let workBudget = 64 << 20

    /// Blurs in bands of output rows, each from just the source rows that reach it (output
    /// row Y sees source rows Y − 2e … Y), through a small scratch output. Every pass sums
    /// the same values in the same order as one whole run (integers for the boxes, a fixed
    /// tap order for the exact kernel), so the result is byte-identical.
    static func blurInBands(_ g: BlurGeometry, bytesPerRow: Int, budget: Int, source: UnsafePointer<UInt32>,
                            output: UnsafeMutablePointer<UInt32>,
                            run: (BlurGeometry, UnsafePointer<UInt32>, UnsafeMutablePointer<UInt32>) -> Void) {
        let e = g.extent, outW = g.outputWidth
        // At least 4e rows a band, so the 4e rows each band recomputes at most double the
        // work (a σ-128 blur of a 20 000² picture: 1 536-row bands, 0.5 GB of work buffer
        // instead of 3.45 GB, not 1 300 bands of 16 rows).
        let band = max(16, 4 * e, budget / bytesPerRow - 4 * e)
        let scratch = UnsafeMutablePointer<UInt32>.allocate(capacity: (band + 4 * e) * outW)
        defer { scratch.deallocate() }
        var y0 = 0
        while y0 < g.outputHeight {
            let y1 = min(g.outputHeight, y0 + band)
            let s0 = max(0, y0 - 2 * e), s1 = min(g.sourceHeight, y1)
            if s1 > s0 {
                let sub = BlurGeometry(sourceWidth: g.sourceWidth, sourceHeight: s1 - s0, sourceStride: g.sourceStride, extent: e)
                scratch.initialize(repeating: 0, count: sub.outputHeight * outW)
                run(sub, source + s0 * g.sourceStride, scratch)
                // Scratch row r is output row s0 + r.
                (output + y0 * outW).update(from: scratch + (y0 - s0) * outW, count: (y1 - y0) * outW)
            }
            y0 = y1
        }
    }

    /// Whether the exact blur of any `width`×`height` image at `sigma` is below a quarter of a
    /// level everywhere: each 1-D pass spreads at most min(1, n/(σ√2π)) of a row's or
    /// column's full value onto one pixel, so the peak is at most 255 times the product.
    static func fadesOut(sigma: Double, width: Int, height: Int) -> Bool {
        guard sigma > maximumSigma else { return false }  // also NaN
        let k = 1 / (sigma * (2 * Double.pi).squareRoot())
        return 255 * min(1, Double(width) * k) * min(1, Double(height) * k) < 0.25
    }

    /// The sampled Gaussian for σ, radius ⌈3σ⌉, normalised.
    public static func exactKernel(sigma: Double) -> [Float] {
        let r = Int((3 * sigma).rounded(.up))
        var k = (-r...r).map { exp(-Double($0 * $0) / (2 * sigma * sigma)) }
        let sum = k.reduce(0, +)
        k = k.map { $0 / sum }
        return k.map(Float.init)
    }

    /// The three centred boxes (window `i − lo … i + hi`) for σ: odd widths `wl` and `wl + 2`,
    /// as many of the smaller as makes the variance of the three closest to σ² (Kovesi,
    /// "Fast almost-Gaussian filtering", 2010).
    ///
    /// Unlike SVG's feGaussianBlur recipe (one width d = ⌊σ·3·√(2π)/4 + 0.5⌋ for all three
    /// boxes), which can miss σ² by 7 % when d rounds badly (σ = 4 → d = 8, effective σ 4.14:
    /// up to 4.8 levels off the exact blur on a step edge), this keeps the variance within a
    /// box-width step of σ² and the step-edge error within ~2.5 levels for every σ. The
    /// radii add up to about 3σ − 1.5, inside the output's ⌈3σ⌉ margin.
    public static func boxPasses(sigma: Double) -> [(lo: Int, hi: Int)] {
        let n = 3.0
        var wl = Int((12 * sigma * sigma / n + 1).squareRoot().rounded(.down))
        if wl % 2 == 0 { wl -= 1 }
        wl = max(1, wl)
        let w = Double(wl)
        let m = Int(((12 * sigma * sigma - n * w * w - 4 * n * w - 3 * n) / (-4 * w - 4)).rounded())
        return (0..<3).map { i in
            let r = i < m ? (wl - 1) / 2 : (wl + 1) / 2
            return (r, r)
        }
    }
}

/// Sizes shared by the blur passes.
struct BlurGeometry {
    let sourceWidth: Int
    let sourceHeight: Int
    /// Source row stride in pixels.
    let sourceStride: Int
    /// Growth on every side.
    let extent: Int
    var outputWidth: Int { sourceWidth + 2 * extent }
    var outputHeight: Int { sourceHeight + 2 * extent }
    /// Channels per row of the work buffers: the output row's, rounded up to 16 (one vector).
    var channelStride: Int { (outputWidth * 4 + 15) & ~15 }

    init(sourceWidth: Int, sourceHeight: Int, sourceStride: Int, extent: Int) {
        self.sourceWidth = sourceWidth
        self.sourceHeight = sourceHeight
        self.sourceStride = sourceStride
        self.extent = extent
    }
}

/// Vector helpers of the blur passes: 16 channels (4 pixels) at a time.
///
/// The lane conversions are written as loops over the lanes on purpose: the generic SIMD
/// conversion initialisers are not inlined by Swift 6.3 (a call per vector), while these
/// loops are unrolled and vectorised (the vertical box pass is markedly faster so).
enum BlurVector {
    /// Adding this to a float in 0 ..< 2²² puts its value, rounded to nearest, in the low
    /// mantissa bits (1.5·2²³ fixes the exponent).
    static let roundingBias: Float = 12_582_912

    @inline(__always)
    static func loadBytes(_ p: UnsafeRawPointer) -> SIMD16<Int32> {
        let v = p.loadUnaligned(as: SIMD16<UInt8>.self)
        var r = SIMD16<Int32>()
        for i in 0..<16 { r[i] = Int32(v[i]) }
        return r
    }

    @inline(__always)
    static func loadHalves(_ p: UnsafePointer<UInt16>) -> SIMD16<Int32> {
        let v = UnsafeRawPointer(p).loadUnaligned(as: SIMD16<UInt16>.self)
        var r = SIMD16<Int32>()
        for i in 0..<16 { r[i] = Int32(v[i]) }
        return r
    }

    @inline(__always)
    static func loadFloats(_ p: UnsafePointer<Float>) -> SIMD16<Float> {
        UnsafeRawPointer(p).loadUnaligned(as: SIMD16<Float>.self)
    }

    @inline(__always)
    static func floats(_ v: SIMD16<Int32>) -> SIMD16<Float> {
        var r = SIMD16<Float>()
        for i in 0..<16 { r[i] = Float(v[i]) }
        return r
    }

    /// `v` (≥ 0, < 2²²) rounded to the nearest integer, as the low bits of each lane.
    @inline(__always)
    static func roundedBits(_ v: SIMD16<Float>) -> SIMD16<UInt32> {
        unsafeBitCast(v + roundingBias, to: SIMD16<UInt32>.self)
    }

    /// Stores the low 16 bits of every lane.
    @inline(__always)
    static func storeHalves(_ v: SIMD16<UInt32>, _ p: UnsafeMutablePointer<UInt16>) {
        var r = SIMD16<UInt16>()
        for i in 0..<16 { r[i] = UInt16(truncatingIfNeeded: v[i]) }
        UnsafeMutableRawPointer(p).storeBytes(of: r, as: SIMD16<UInt16>.self)
    }

    /// Stores the low 8 bits of the first `count` lanes (all 16 when `count` ≥ 16).
    @inline(__always)
    static func storeBytes(_ v: SIMD16<UInt32>, _ p: UnsafeMutablePointer<UInt8>, count: Int) {
        var b = SIMD16<UInt8>()
        for i in 0..<16 { b[i] = UInt8(truncatingIfNeeded: v[i]) }
        if count >= 16 {
            UnsafeMutableRawPointer(p).storeBytes(of: b, as: SIMD16<UInt8>.self)
        } else {
            for i in 0..<count { p[i] = b[i] }
        }
    }
}
