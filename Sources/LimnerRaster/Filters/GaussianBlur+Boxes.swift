// The three-box approximation (σ > `GaussianBlur.exactMaximumSigma`).
//
// Values between passes are 16-bit fixed point, 8 fractional bits (channel·256), so the
// rounding of the six passes stays far below one output level. Each pass is a running sum
// of Int32 over a centred window (zero outside the buffer), times 1/width in Float (exact:
// the sums stay below 2²⁴) and rounded.
// Horizontal: per source row, three passes on SIMD4 pixels through two scratch lines; the
// result lands in row y + e of work buffer A (rows outside the source stay zero).
// Vertical: per column strip (a multiple of 16 channels), the running sums of the strip stay
// in a small array while the pass sweeps rows in order: A → B → A → output (8 bits).

/// One box blur: its buffers, shared by the threads. `@unchecked Sendable`: threads write
/// disjoint rows (horizontal) or disjoint column strips (vertical) only.
struct BoxBlurJob: @unchecked Sendable {
    let g: BlurGeometry
    let radii: [Int]
    let source: UnsafePointer<UInt32>
    let output: UnsafeMutablePointer<UInt32>
    /// `outputHeight` rows of `channelStride` channels each.
    let a: UnsafeMutablePointer<UInt16>
    let b: UnsafeMutablePointer<UInt16>

    /// Channels per column strip of the vertical passes (its sums: 4 KB).
    static let stripChannels = 1024

    static func run(_ g: BlurGeometry, radii: [Int], source: UnsafePointer<UInt32>,
                    output: UnsafeMutablePointer<UInt32>, threads: Int) {
        let count = g.outputHeight * g.channelStride
        let a = UnsafeMutablePointer<UInt16>.allocate(capacity: count)
        let b = UnsafeMutablePointer<UInt16>.allocate(capacity: count)
        defer { a.deallocate(); b.deallocate() }
        let margin = g.extent * g.channelStride
        a.initialize(repeating: 0, count: margin)
        (a + count - margin).initialize(repeating: 0, count: margin)
        let job = BoxBlurJob(g: g, radii: radii, source: source, output: output, a: a, b: b)
        FilterThreads.split(g.sourceHeight, threads: threads) { y0, y1 in job.horizontal(y0, y1) }
        for pass in radii.indices {
            FilterThreads.split(g.channelStride, threads: threads, granularity: 16) { c0, c1 in
                var c = c0
                while c < c1 {
                    let end = min(c1, c + stripChannels)
                    job.vertical(pass: pass, c, end)
                    c = end
                }
            }
        }
    }

    /// Vertical pass `pass` (A → B, B → A, A → output) over channels `c0 ..< c1`.
    func vertical(pass: Int, _ c0: Int, _ c1: Int) {
        let r = radii[pass]
        if pass == radii.count - 1 {
            verticalToOutput(from: pass % 2 == 0 ? a : b, radius: r, c0, c1)
        } else {
            vertical(from: pass % 2 == 0 ? a : b, to: pass % 2 == 0 ? b : a, radius: r, c0, c1)
        }
    }

    /// Source rows `y0 ..< y1`: three horizontal passes into rows `y + e` of `a`.
    func horizontal(_ y0: Int, _ y1: Int) {
        let stride = g.channelStride, n = g.outputWidth, e = g.extent
        // p holds the source row (its margins stay zero); q and t the first two passes.
        let p = UnsafeMutablePointer<UInt16>.allocate(capacity: 3 * stride)
        defer { p.deallocate() }
        p.initialize(repeating: 0, count: 3 * stride)
        let q = p + stride, t = q + stride
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
            Self.boxLine(p, q, n, radii[0])
            Self.boxLine(q, t, n, radii[1])
            Self.boxLine(t, out, n, radii[2])
            (out + 4 * n).initialize(repeating: 0, count: stride - 4 * n)
        }
    }

    /// One centred box of radius `r` along a line of `n` pixels (zero outside).
    @inline(__always)
    static func boxLine(_ src: UnsafeMutablePointer<UInt16>, _ dst: UnsafeMutablePointer<UInt16>, _ n: Int, _ r: Int) {
        let inv = SIMD4<Float>(repeating: 1 / Float(2 * r + 1))
        @inline(__always) func load(_ i: Int) -> SIMD4<Int32> {
            SIMD4<Int32>(truncatingIfNeeded: UnsafeRawPointer(src + 4 * i).loadUnaligned(as: SIMD4<UInt16>.self))
        }
        var sum = SIMD4<Int32>.zero
        for j in 0..<min(r, n) { sum &+= load(j) }
        let addEnd = max(0, n - r)
        for x in 0..<n {
            if x < addEnd { sum &+= load(x + r) }
            let bits = unsafeBitCast(SIMD4<Float>(sum) * inv + BlurVector.roundingBias, to: SIMD4<UInt32>.self)
            UnsafeMutableRawPointer(dst + 4 * x).storeBytes(of: SIMD4<UInt16>(truncatingIfNeeded: bits), as: SIMD4<UInt16>.self)
            if x >= r { sum &-= load(x - r) }
        }
    }

    /// One vertical box of radius `r` over channels `c0 ..< c1`, `from` → `to`.
    func vertical(from: UnsafeMutablePointer<UInt16>, to: UnsafeMutablePointer<UInt16>, radius r: Int, _ c0: Int, _ c1: Int) {
        sweep(from: from, radius: r, c0, c1) { y, c, sum, scale in
            BlurVector.storeHalves(BlurVector.roundedBits(SIMD16<Float>(sum) * scale), to + y * g.channelStride + c)
        }
    }

    /// The last vertical box: rounds to 8 bits into the output pixmap.
    func verticalToOutput(from: UnsafeMutablePointer<UInt16>, radius r: Int, _ c0: Int, _ c1: Int) {
        let rowBytes = g.outputWidth * 4
        let bytes = UnsafeMutableRawPointer(output).assumingMemoryBound(to: UInt8.self)
        sweep(from: from, radius: r, c0, c1, finalScale: 1.0 / 256) { y, c, sum, scale in
            guard c < rowBytes else { return }
            BlurVector.storeBytes(BlurVector.roundedBits(SIMD16<Float>(sum) * scale), bytes + y * rowBytes + c,
                                  count: rowBytes - c)
        }
    }

    /// Running sums down the rows for channels `c0 ..< c1`; `emit(y, c, sum, scale)` stores
    /// row y's 16 channels at c, where `scale` is 1/width (times `finalScale`).
    @inline(__always)
    private func sweep(from: UnsafeMutablePointer<UInt16>, radius r: Int, _ c0: Int, _ c1: Int, finalScale: Float = 1,
                       _ emit: (Int, Int, SIMD16<Int32>, SIMD16<Float>) -> Void) {
        let h = g.outputHeight, stride = g.channelStride
        let vectors = (c1 - c0) / 16
        let sums = UnsafeMutablePointer<SIMD16<Int32>>.allocate(capacity: vectors)
        defer { sums.deallocate() }
        sums.initialize(repeating: .zero, count: vectors)
        let scale = SIMD16<Float>(repeating: finalScale / Float(2 * r + 1))
        for j in 0..<min(r, h) {
            let row = from + j * stride + c0
            for v in 0..<vectors { sums[v] &+= BlurVector.loadHalves(row + 16 * v) }
        }
        for y in 0..<h {
            let add: UnsafeMutablePointer<UInt16>? = y + r < h ? from + (y + r) * stride + c0 : nil
            let sub: UnsafeMutablePointer<UInt16>? = y >= r ? from + (y - r) * stride + c0 : nil
            for v in 0..<vectors {
                var s = sums[v]
                if let add { s &+= BlurVector.loadHalves(add + 16 * v) }
                emit(y, c0 + 16 * v, s, scale)
                if let sub { s &-= BlurVector.loadHalves(sub + 16 * v) }
                sums[v] = s
            }
        }
    }
}
