/// Linear gradient shader: t is an affine function of the device pixel centre, so it steps
/// by a constant along a span.
struct LinearShader<Spread: SpreadFunction>: Shader {
    /// t = a·x + b·y + c at device point (x, y).
    let a: Double, b: Double, c: Double
    /// The premultiplied table.
    let table: UnsafeMutablePointer<UInt32>

    /// The shader for a gradient from `start` to `end` in user space, where `inverse` maps
    /// device to user space. Nil when start == end.
    init?(start: CGPoint, end: CGPoint, inverse m: CGAffineTransform, table: UnsafeMutablePointer<UInt32>) {
        let dx = end.x - start.x, dy = end.y - start.y
        let len2 = dx * dx + dy * dy
        guard len2 > 0, len2.isFinite else { return nil }
        let ex = dx / len2, ey = dy / len2
        a = m.a * ex + m.b * ey
        b = m.c * ex + m.d * ey
        c = (m.tx - start.x) * ex + (m.ty - start.y) * ey
        self.table = table
    }

    /// `.columns` when t does not change down a column (b = 0: b·(y + ½) adds an exact zero,
    /// so every row computes the same t for the same x), `.rows` when it does not change
    /// along a row (a = 0).
    var variation: ShaderVariation { b == 0 ? .columns : a == 0 ? .rows : .general }

    static var varies: Bool { true }

    /// t at the centre of pixel x of row y, and its step from one pixel to the next.
    @inline(__always)
    private func start(x: Int, y: Int) -> (t0: Float, dt: Float) {
        (Float(a * (Double(x) + 0.5) + b * (Double(y) + 0.5) + c), Float(a))
    }

    // Out of line: painters call it from several places per sweep (see Shader).
    @inline(never)
    func shade(x: Int, y: Int, count: Int, into out: UnsafeMutablePointer<UInt32>, scratch idx: UnsafeMutablePointer<Int32>) {
        let (t0, dt) = start(x: x, y: y)
        // t is never NaN here (finite transform and geometry), so no "no colour" check.
        // The table indices first, eight at a time (t = t0 + i·dt with i as an exact Float
        // lane index) and one by one for the rest, then one lookup loop over them (a gather
        // per eight where the copy has AVX2: `SpreadFunction.lookup`).
        var iv = SpanLanes.first
        var i = 0
        let raw = UnsafeMutableRawPointer(idx)
        while i &+ 8 <= count {
            raw.storeBytes(of: Spread.indices(t0 + iv * dt), toByteOffset: i &* 4, as: SIMD8<UInt32>.self)
            iv += 8
            i &+= 8
        }
        while i < count {
            idx[i] = Spread.index(t0 + Float(i) * dt)
            i &+= 1
        }
        Spread.lookup(idx, count: count, table: table, into: out)
    }

    /// The longest span of per-pixel coverage (a mask span) that `sourceOver` shades as it
    /// composites. In one pass each block of pixels is one long chain of dependent operations,
    /// which keeps fewer blocks in flight than the two passes' short chains: on long spans that
    /// was slower (a 256-pixel row took 1.17 times as long), on short ones faster, where the
    /// set-up of the two passes (a call, the colour buffer, its tail) is most of the work.
    static var onePassMaskLimit: Int { 32 }

    /// The longest span of one coverage that `sourceOver` shades as it composites: from 16
    /// pixels on, the two passes, whose lookups are one gather per eight colours where the
    /// copy has AVX2, were faster (aligned 16- and 32-pixel rectangles 0.94 and 0.89 of their
    /// time), below it slower (the short side spans of rectangle strokes 1.1–1.2 times).
    static var onePassSpanLimit: Int { 15 }

    // A span of up to `onePassSpanLimit` (of a mask span, `onePassMaskLimit`) pixels is shaded
    // as composited, a block of pixels at a time, with no index or colour buffer between; a
    // longer one is shaded into `colors`, then composited. Out of line, as `shade` is.
    @inline(never)
    func sourceOver(x: Int, y: Int, count: Int, onto p: UnsafeMutablePointer<UInt32>, coverage: UInt32,
                    colors: UnsafeMutablePointer<UInt32>, scratch: UnsafeMutablePointer<Int32>) {
        guard count <= Self.onePassSpanLimit else {
            shade(x: x, y: y, count: count, into: colors, scratch: scratch)
            return SIMDSpans.sourceOverSpan(p, source: BufferedColors(colors: colors), count: count, coverage: coverage)
        }
        let (t0, dt) = start(x: x, y: y)
        withUnsafeTemporaryAllocation(of: SIMD8<UInt32>.self, capacity: 1) { slots in
            let colors = LinearColors<Spread>(t0: t0, dt: dt, table: table, slots: slots.baseAddress!)
            SIMDSpans.sourceOverSpan(p, source: colors, count: count, coverage: coverage)
        }
    }

    @inline(never)
    func sourceOver(x: Int, y: Int, count: Int, onto p: UnsafeMutablePointer<UInt32>, mask: UnsafeMutablePointer<UInt8>,
                    sourceOpaque: Bool, colors: UnsafeMutablePointer<UInt32>, scratch: UnsafeMutablePointer<Int32>) {
        guard count <= Self.onePassMaskLimit else {
            shade(x: x, y: y, count: count, into: colors, scratch: scratch)
            return SIMDSpans.sourceOverMask(p, source: BufferedColors(colors: colors), mask: mask, count: count,
                                            sourceOpaque: sourceOpaque)
        }
        let (t0, dt) = start(x: x, y: y)
        withUnsafeTemporaryAllocation(of: SIMD8<UInt32>.self, capacity: 1) { slots in
            let colors = LinearColors<Spread>(t0: t0, dt: dt, table: table, slots: slots.baseAddress!)
            SIMDSpans.sourceOverMask(p, source: colors, mask: mask, count: count, sourceOpaque: sourceOpaque)
        }
    }
}

/// A span of a linear gradient as `SIMDSpans` reads it: pixel i's colour is the table entry
/// at t0 + i·dt, with i an exact Float (the arithmetic `LinearShader.shade` does per pixel).
struct LinearColors<Spread: SpreadFunction>: SpanColors {
    let t0: Float, dt: Float
    let table: UnsafeMutablePointer<UInt32>
    /// Where the indices go on their way to the table (`SpreadFunction.gather`).
    let slots: UnsafeMutablePointer<SIMD8<UInt32>>

    @inline(__always)
    private func indices(_ lanes: SIMD8<Float>) -> SIMD8<UInt32> { Spread.indices(t0 + lanes * dt) }

    @inline(__always) func eight(at i: Int, lanes: SIMD8<Float>) -> SIMD8<UInt32> {
        Spread.gather(indices(lanes), table, through: slots)
    }
    @inline(__always) func four(at i: Int, lanes: SIMD8<Float>) -> SIMD4<UInt32> {
        Spread.gather(four: indices(lanes), table, through: slots)
    }
    @inline(__always) func tail(at i: Int, _ n: Int, lanes: SIMD8<Float>) -> SIMD4<UInt32> { four(at: i, lanes: lanes) }
}
