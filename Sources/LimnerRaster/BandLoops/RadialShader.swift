/// Two-point conical gradient shader with HTML canvas semantics.
///
/// For a user-space point p the colour is at the largest t for which p lies on the circle
/// centred c(t) = c0 + t·(c1 − c0) with radius r(t) = r0 + t·(r1 − r0) ≥ 0; points on no such
/// circle are left untouched (transparent). With pd = p − c0, cd = c1 − c0, dr = r1 − r0 the
/// condition |pd − t·cd| = r(t) is the quadratic
///     A·t² − 2B·t + C = 0,  A = cd·cd − dr²,  B = pd·cd + r0·dr,  C = pd·pd − r0²,
/// whose roots are (B ± √(B² − A·C)) / A (or C / 2B when A = 0).
///
/// The common case, A < 0 with dr > 0, is a start circle strictly inside a growing end
/// circle (every focal-point gradient with the focus inside, every concentric one). There the
/// circles sweep the whole plane outwards, so every point has a colour, B² − A·C ≥ 0, and the
/// largest root (B − √(B² − A·C)) / A is the one with r(t) ≥ 0. Along a span B is linear in
/// the pixel index i and B² − A·C is a quadratic in i, so the span needs only their
/// coefficients (computed once in Double) and per pixel a few Float operations and a square
/// root, four pixels at a time.
struct RadialShader<Spread: SpreadFunction>: Shader {
    let table: UnsafeMutablePointer<UInt32>
    /// Device → user space.
    let inverse: CGAffineTransform
    let c0x: Double, c0y: Double, cdx: Float, cdy: Float, r0: Float, dr: Float, qa: Float, invA: Float
    let linearCase: Bool
    /// A < 0 and dr > 0: nested circles, every point coloured (see above).
    let nested: Bool
    /// Double copies of the parameters for the per-span coefficients of the nested case.
    let cdxD: Double, cdyD: Double, r0D: Double, drD: Double, aD: Double

    init(startCenter: CGPoint, startRadius: Double, endCenter: CGPoint, endRadius: Double,
         inverse: CGAffineTransform, table: UnsafeMutablePointer<UInt32>) {
        self.table = table
        self.inverse = inverse
        c0x = startCenter.x; c0y = startCenter.y
        let cdx = endCenter.x - startCenter.x, cdy = endCenter.y - startCenter.y
        let dr = endRadius - startRadius
        let a = cdx * cdx + cdy * cdy - dr * dr
        self.cdx = Float(cdx); self.cdy = Float(cdy)
        self.r0 = Float(startRadius); self.dr = Float(dr)
        // Relative test: A is "zero" when tiny against the terms it is made of.
        let scale = cdx * cdx + cdy * cdy + dr * dr
        linearCase = abs(a) <= scale * 1e-9
        qa = Float(a)
        invA = linearCase ? 0 : Float(1 / a)
        nested = !linearCase && a < 0 && dr > 0
        cdxD = cdx; cdyD = cdy; r0D = startRadius; drD = dr; aD = a
    }

    /// The nested case: t = (B − √(B² − A·C)) / A with B(i) = b0 + i·db and
    /// B² − A·C = d0 + i·(d1 + i·d2).
    @inline(__always)
    private func shadeNested(x: Int, y: Int, count: Int, into out: UnsafeMutablePointer<UInt32>,
                             scratch idx: UnsafeMutablePointer<Int32>) {
        let m = inverse
        let px = Double(x) + 0.5, py = Double(y) + 0.5
        let ux = m.a * px + m.c * py + m.tx - c0x
        let uy = m.b * px + m.d * py + m.ty - c0y
        let sx = m.a, sy = m.b
        let a = aD
        let b0 = ux * cdxD + uy * cdyD + r0D * drD, db = sx * cdxD + sy * cdyD
        let c0 = ux * ux + uy * uy - r0D * r0D, c1 = 2 * (ux * sx + uy * sy), c2 = sx * sx + sy * sy
        let d0 = Float(b0 * b0 - a * c0), d1 = Float(2 * b0 * db - a * c1), d2 = Float(db * db - a * c2)
        let fb0 = Float(b0), fdb = Float(db), invA = self.invA
        let table = self.table
        var i = 0
        // The table indices first, eight pixels a step (one 256-bit vector in the AVX2 copy)
        // and one more step for the rest (the same arithmetic per lane), then one lookup loop
        // over them (`SpreadFunction.lookup`).
        @inline(__always) func indices(_ iv: SIMD8<Float>) -> SIMD8<UInt32> {
            let b = fb0 + iv * fdb
            let disc = (d2 * iv + d1) * iv + d0
            return Spread.indices((b - FastMath.sqrtClamped(disc)) * invA)
        }
        let raw = UnsafeMutableRawPointer(idx)
        var iv8 = SIMD8<Float>(0, 1, 2, 3, 4, 5, 6, 7)
        while i &+ 8 <= count {
            raw.storeBytes(of: indices(iv8), toByteOffset: i &* 4, as: SIMD8<UInt32>.self)
            iv8 += 8
            i &+= 8
        }
        if i < count {
            let k = indices(iv8)
            for j in 0..<(count &- i) { idx[i &+ j] = Int32(bitPattern: k[j]) }
        }
        Spread.lookup(idx, count: count, table: table, into: out)
    }

    // Inlined into the painters, unlike the other shaders (see `Shader.shade`).
    @inline(__always)
    func shade(x: Int, y: Int, count: Int, into out: UnsafeMutablePointer<UInt32>, scratch idx: UnsafeMutablePointer<Int32>) {
        if nested { return shadeNested(x: x, y: y, count: count, into: out, scratch: idx) }
        let m = inverse
        let px = Double(x) + 0.5, py = Double(y) + 0.5
        let ux = Float(m.a * px + m.c * py + m.tx - c0x)
        let uy = Float(m.b * px + m.d * py + m.ty - c0y)
        let sx = Float(m.a), sy = Float(m.b)
        let cdx = self.cdx, cdy = self.cdy, r0 = self.r0, dr = self.dr, qa = self.qa, invA = self.invA
        let r0dr = r0 * dr, r0r0 = r0 * r0
        // Branch-free so the loops vectorise; "no colour" is encoded as NaN.
        if linearCase {
            for i in 0..<count {
                let fx = ux + Float(i) * sx, fy = uy + Float(i) * sy
                let b = fx * cdx + fy * cdy + r0dr
                let c = fx * fx + fy * fy - r0r0
                let t = c / (2 * b)
                idx[i] = Spread.indexOrNone(b != 0 && r0 + t * dr >= 0 ? t : .nan)
            }
        } else {
            for i in 0..<count {
                let fx = ux + Float(i) * sx, fy = uy + Float(i) * sy
                let b = fx * cdx + fy * cdy + r0dr
                let c = fx * fx + fy * fy - r0r0
                let disc = b * b - qa * c
                let s = max(disc, 0).squareRoot()
                let t1 = (b + s) * invA, t2 = (b - s) * invA
                let hi = max(t1, t2), lo = min(t1, t2)
                let t = r0 + hi * dr >= 0 ? hi : lo
                idx[i] = Spread.indexOrNone(disc >= 0 && r0 + t * dr >= 0 ? t : .nan)
            }
        }
        Spread.lookup(idx, count: count, table: table, into: out)
    }
}
