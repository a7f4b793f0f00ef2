// The three-box approximation (σ > `GaussianBlur.exactMaximumSigma`).
//
// Values between passes are 16-bit fixed point, 8 fractional bits (channel·256), so the
// rounding of the six passes stays far below one output level. Each pass is a running sum
// of Int32 over a centred window (zero outside the buffer), times 1/width in Float (exact:
// the sums stay below 2²⁴) and rounded.
// Horizontal: per source row, three passes on SIMD4 pixels through scratch lines; the
// result lands in row y + e of the work buffer (rows outside the source stay zero).
// Vertical: per column strip (a multiple of 16 channels), the three boxes run in one sweep
// down the rows: box 1 reads the work buffer, boxes 2 and 3 read ring buffers holding just
// the rows their windows still need (2r + 1 rows of the strip, sized to stay in cache), and
// box 3 writes 8-bit output. Memory is read once and written once, in row order.
// Windowed (`window`): only the output pixels inside it are computed. Each box pass runs
// only over the columns the next one reads (the window grown by the later radii), the work
// buffer holds just the window's columns, and the vertical sweep stops below the window's
// last row; the running sums are the same integers, so every computed pixel is byte for byte
// the whole blur's.

/// One box blur: its buffers, shared by the threads. `@unchecked Sendable`: threads write
/// disjoint rows (horizontal) or disjoint column strips (vertical) only.
struct BoxBlurJob: @unchecked Sendable {
    let g: BlurGeometry
    let radii: [Int]
    let source: UnsafePointer<UInt32>
    /// The window's pixels, `window.width` a row.
    let output: UnsafeMutablePointer<UInt32>
    /// `outputHeight` rows of `stride` channels each (the window's columns).
    let a: UnsafeMutablePointer<UInt16>
    /// The output pixels computed, in whole-output coordinates (all of them by default).
    let window: PixelRect
    /// Channels per row of `a`: the window's, rounded up to 16 (one vector).
    let stride: Int

    /// Bytes of ring buffer per strip the vertical sweep aims for (fits in L2).
    static let ringBytes = 256 * 1024

    /// Blurs into `output`, which holds the pixels of `window` (within the whole output;
    /// nil: all of it), `window.width` a row.
    static func run(_ g: BlurGeometry, radii: [Int], source: UnsafePointer<UInt32>,
                    output: UnsafeMutablePointer<UInt32>, threads: Int, window: PixelRect? = nil) {
        precondition(radii.count == 3, "three boxes")
        let window = window ?? PixelRect(x: 0, y: 0, width: g.outputWidth, height: g.outputHeight)
        guard !window.isEmpty else { return }
        let stride = windowStride(window)
        let count = g.outputHeight * stride
        let a = UnsafeMutablePointer<UInt16>.allocate(capacity: count)
        defer { a.deallocate() }
        let margin = g.extent * stride
        a.initialize(repeating: 0, count: margin)
        (a + count - margin).initialize(repeating: 0, count: margin)
        let job = BoxBlurJob(g: g, radii: radii, source: source, output: output, a: a, window: window, stride: stride)
        // Rows of `a` the vertical sweep reads before it passes the window's last row.
        let rows = min(g.sourceHeight, max(0, window.maxY + radii.reduce(0, +) - g.extent))
        FilterThreads.split(rows, threads: threads) { y0, y1 in job.horizontal(y0, y1) }
        let ringRows = 2 * radii[1] + 1 + 2 * radii[2] + 1
        let strip = min(1024, max(64, ringBytes / (2 * ringRows))) & ~15
        FilterThreads.split(stride, threads: threads, granularity: 16) { c0, c1 in
            var c = c0
            while c < c1 {
                let end = min(c1, c + strip)
                job.vertical(c, end)
                c = end
            }
        }
    }

    /// Channels per row of the work buffer for `window`.
    static func windowStride(_ window: PixelRect) -> Int { (window.width * 4 + 15) & ~15 }

    /// Source rows `y0 ..< y1`: three horizontal passes into rows `y + e` of `a`, each over
    /// the columns the next pass reads (the last over the window's).
    func horizontal(_ y0: Int, _ y1: Int) {
        let full = g.channelStride, n = g.outputWidth, e = g.extent
        let lo3 = window.x, hi3 = window.maxX
        let lo2 = max(0, lo3 - radii[2]), hi2 = min(n, hi3 + radii[2])
        let lo1 = max(0, lo2 - radii[1]), hi1 = min(n, hi2 + radii[1])
        // p holds the source row (its margins stay zero); q and t the first two passes.
        let p = UnsafeMutablePointer<UInt16>.allocate(capacity: 3 * full)
        defer { p.deallocate() }
        p.initialize(repeating: 0, count: 3 * full)
        let q = p + full, t = q + full
        for y in y0..<y1 {
            let row = source + y * g.sourceStride
            for x in 0..<g.sourceWidth {
                let v = row[x]
                (p + 4 * (x + e)).withMemoryRebound(to: SIMD4<UInt16>.self, capacity: 1) {
                    $0.pointee = SIMD4(UInt16(truncatingIfNeeded: v << 8), UInt16(truncatingIfNeeded: v) & 0xFF00,
                                       UInt16(truncatingIfNeeded: v >> 8) & 0xFF00, UInt16(truncatingIfNeeded: v >> 16) & 0xFF00)
                }
            }
            let out = a + (y + e) * stride
            Self.boxLine(p, q, n, radii[0], from: lo1, to: hi1)
            Self.boxLine(q, t, n, radii[1], from: lo2, to: hi2)
            Self.boxLine(t, out, n, radii[2], from: lo3, to: hi3, shift: lo3)
            (out + 4 * (hi3 - lo3)).initialize(repeating: 0, count: stride - 4 * (hi3 - lo3))
        }
    }

    /// One centred box of radius `r` along a line of `n` pixels (zero outside).
    @inline(__always)
    /// Only pixels `from ..< to` (all by default) are computed, into `dst` at `x − shift`; the
    /// sum starts from the pixels around `from`, so each is the same integer as in a whole line.
    static func boxLine(_ src: UnsafeMutablePointer<UInt16>, _ dst: UnsafeMutablePointer<UInt16>, _ n: Int, _ r: Int,
                        from: Int = 0, to: Int? = nil, shift: Int = 0) {
        let to = min(to ?? n, n)
        guard from < to else { return }
        let inv = SIMD4<Float>(repeating: 1 / Float(2 * r + 1))
        @inline(__always) func load(_ i: Int) -> SIMD4<Int32> {
            let p = src + 4 * i
            return SIMD4(Int32(p[0]), Int32(p[1]), Int32(p[2]), Int32(p[3]))
        }
        var sum = SIMD4<Int32>.zero
        for j in max(0, from - r)..<min(from + r, n) { sum &+= load(j) }
        let addEnd = max(0, n - r)
        for x in from..<to {
            if x < addEnd { sum &+= load(x + r) }
            let f = SIMD4(Float(sum.x), Float(sum.y), Float(sum.z), Float(sum.w)) * inv + BlurVector.roundingBias
            let bits = unsafeBitCast(f, to: SIMD4<UInt32>.self)
            let d = dst + 4 * (x - shift)
            d[0] = UInt16(truncatingIfNeeded: bits.x); d[1] = UInt16(truncatingIfNeeded: bits.y)
            d[2] = UInt16(truncatingIfNeeded: bits.z); d[3] = UInt16(truncatingIfNeeded: bits.w)
            if x >= r { sum &-= load(x - r) }
        }
    }

    /// The three vertical boxes over channels `c0 ..< c1` (a multiple of 16), in one sweep:
    /// at step t box 1 emits row t into ring 1 and box 2's sum takes it in; box 2 emits row
    /// t − r₂ into ring 2 (box 3's sum takes it in); box 3 emits output row t − r₂ − r₃.
    /// Each emitted row leaves the oldest row of its window, which its ring still holds.
    func vertical(_ c0: Int, _ c1: Int) {
        let h = g.outputHeight, stride = self.stride, rowBytes = window.width * 4
        let (r1, r2, r3) = (radii[0], radii[1], radii[2])
        let width = c1 - c0, n = width / 16
        let l1 = 2 * r2 + 1, l2 = 2 * r3 + 1
        let ring1 = UnsafeMutablePointer<UInt16>.allocate(capacity: l1 * width)
        let ring2 = UnsafeMutablePointer<UInt16>.allocate(capacity: l2 * width)
        let sums = UnsafeMutablePointer<SIMD16<Int32>>.allocate(capacity: 3 * n)
        defer { ring1.deallocate(); ring2.deallocate(); sums.deallocate() }
        sums.initialize(repeating: .zero, count: 3 * n)
        let s1 = sums, s2 = sums + n, s3 = sums + 2 * n
        let scale1 = SIMD16<Float>(repeating: 1 / Float(2 * r1 + 1))
        let scale2 = SIMD16<Float>(repeating: 1 / Float(2 * r2 + 1))
        let scale3 = SIMD16<Float>(repeating: 1 / (256 * Float(2 * r3 + 1)))
        let bytes = UnsafeMutableRawPointer(output).assumingMemoryBound(to: UInt8.self)
        for j in 0..<min(r1, h) {
            let row = a + j * stride + c0
            for v in 0..<n { s1[v] &+= BlurVector.loadHalves(row + 16 * v) }
        }
        for t in 0..<(h + r2 + r3) {
            // Past the window's last row nothing more is written.
            if t - r2 - r3 >= window.maxY { break }
            if t < h {
                let add: UnsafeMutablePointer<UInt16>? = t + r1 < h ? a + (t + r1) * stride + c0 : nil
                let sub: UnsafeMutablePointer<UInt16>? = t >= r1 ? a + (t - r1) * stride + c0 : nil
                let dst = ring1 + (t % l1) * width
                for v in 0..<n {
                    var s = s1[v]
                    if let add { s &+= BlurVector.loadHalves(add + 16 * v) }
                    BlurVector.storeHalves(BlurVector.roundedBits(BlurVector.floats(s) * scale1), dst + 16 * v)
                    s2[v] &+= BlurVector.loadHalves(dst + 16 * v)
                    if let sub { s &-= BlurVector.loadHalves(sub + 16 * v) }
                    s1[v] = s
                }
            }
            let y2 = t - r2
            if y2 >= 0 && y2 < h {
                let sub: UnsafeMutablePointer<UInt16>? = y2 >= r2 ? ring1 + ((y2 - r2) % l1) * width : nil
                let dst = ring2 + (y2 % l2) * width
                for v in 0..<n {
                    var s = s2[v]
                    BlurVector.storeHalves(BlurVector.roundedBits(BlurVector.floats(s) * scale2), dst + 16 * v)
                    s3[v] &+= BlurVector.loadHalves(dst + 16 * v)
                    if let sub { s &-= BlurVector.loadHalves(sub + 16 * v) }
                    s2[v] = s
                }
            }
            let y3 = y2 - r3
            if y3 >= 0 && y3 < h {
                let sub: UnsafeMutablePointer<UInt16>? = y3 >= r3 ? ring2 + ((y3 - r3) % l2) * width : nil
                let inWindow = y3 >= window.y
                let out = bytes + (y3 - window.y) * rowBytes
                for v in 0..<n {
                    var s = s3[v]
                    let c = c0 + 16 * v
                    if inWindow, c < rowBytes {
                        BlurVector.storeBytes(BlurVector.roundedBits(BlurVector.floats(s) * scale3), out + c, count: rowBytes - c)
                    }
                    if let sub { s &-= BlurVector.loadHalves(sub + 16 * v) }
                    s3[v] = s
                }
            }
        }
    }
}
