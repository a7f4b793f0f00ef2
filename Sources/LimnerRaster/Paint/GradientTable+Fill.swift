// Building a gradient table from stops (LimnerRaster only; the band loops read tables).
extension GradientTable {
    /// Fills `table[0 ..< size]` for `stops`. Returns false when there are no stops (the
    /// gradient paints nothing).
    /// `exact`, when given, receives the same colours unrounded (premultiplied, 0…255 per
    /// channel) for dithering (`DitheredShader`).
    static func fill(_ table: UnsafeMutablePointer<UInt32>, stops: [GradientStop], opacity: Float,
                     exact: UnsafeMutablePointer<SIMD4<Float>>? = nil) -> Bool {
        guard !stops.isEmpty else { return false }
        let op: Float = opacity > 0 ? min(opacity, 1) : 0
        @inline(__always) func clamp(_ l: Double) -> Double { l > 0 ? min(l, 1) : 0 }
        var sorted = true
        var prev = -1.0
        for s in stops {
            let l = clamp(s.location)
            if l < prev || l != s.location { sorted = false; break }
            prev = l
        }
        let ordered: [GradientStop]
        if sorted {
            ordered = stops
        } else {
            // Stable sort of the clamped locations.
            ordered = stops.enumerated()
                .map { (i, s) in (i, GradientStop(location: clamp(s.location), color: s.color)) }
                .sorted { $0.1.location != $1.1.location ? $0.1.location < $1.1.location : $0.0 < $1.0 }
                .map { $0.1 }
        }
        @inline(__always) func channel(_ v: Float) -> Float { v > 0 ? min(v, 1) : 0 }
        var k = 0
        let n = ordered.count
        let last = Float(size - 1)
        for i in 0..<size {
            let t = Double(Float(i) / last)
            // Advance to the last stop with location ≤ t (ties: the later stop wins).
            while k + 1 < n && ordered[k + 1].location <= t { k += 1 }
            let c: RGBAColor
            if t < ordered[0].location || k + 1 >= n {
                c = t < ordered[0].location ? ordered[0].color : ordered[n - 1].color
            } else {
                let s0 = ordered[k], s1 = ordered[k + 1]
                let span = s1.location - s0.location
                let f = Float(span > 0 ? (t - s0.location) / span : 1)
                let a = s0.color, b = s1.color
                c = RGBAColor(red: channel(a.red) + (channel(b.red) - channel(a.red)) * f,
                              green: channel(a.green) + (channel(b.green) - channel(a.green)) * f,
                              blue: channel(a.blue) + (channel(b.blue) - channel(a.blue)) * f,
                              alpha: channel(a.alpha) + (channel(b.alpha) - channel(a.alpha)) * f)
            }
            table[i] = PremultipliedPixel.from(red: c.red, green: c.green, blue: c.blue, alpha: channel(c.alpha) * op)
            if let exact {
                let a = channel(channel(c.alpha) * op)
                exact[i] = SIMD4(channel(c.red) * a, channel(c.green) * a, channel(c.blue) * a, a) * 255
            }
        }
        return true
    }

    /// The premultiplied average of a table (for degenerate repeating gradients).
    static func average(_ table: UnsafeMutablePointer<UInt32>) -> UInt32 {
        var sums = (0, 0, 0, 0)
        for i in 0..<size {
            let p = table[i]
            sums.0 += Int(p & 0xFF); sums.1 += Int(p >> 8 & 0xFF)
            sums.2 += Int(p >> 16 & 0xFF); sums.3 += Int(p >> 24)
        }
        @inline(__always) func avg(_ s: Int) -> UInt32 { UInt32((s + size / 2) / size) }
        return avg(sums.0) | avg(sums.1) << 8 | avg(sums.2) << 16 | avg(sums.3) << 24
    }
}
