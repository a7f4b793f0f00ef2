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

    // Out of line: painters call it from several places per sweep (see Shader).
    @inline(never)
    func shade(x: Int, y: Int, count: Int, into out: UnsafeMutablePointer<UInt32>, scratch idx: UnsafeMutablePointer<Int32>) {
        let t0 = Float(a * (Double(x) + 0.5) + b * (Double(y) + 0.5) + c)
        let dt = Float(a)
        // t is never NaN here (finite transform and geometry), so no "no colour" check.
        // The table indices first, eight at a time (t = t0 + i·dt with i as an exact Float
        // lane index) and one by one for the rest, then one gather loop over them, which the
        // AVX2 copy compiles to vector gathers.
        var iv = SIMD8<Float>(0, 1, 2, 3, 4, 5, 6, 7)
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
}
