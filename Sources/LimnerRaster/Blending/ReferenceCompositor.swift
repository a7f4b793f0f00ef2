/// The slow, obviously correct compositing pipeline: one pixel at a time in `Double`,
/// written straight from the W3C / Porter-Duff / Core Graphics formulas (see the legend in
/// `BlendMode.swift`). The fast span kernels are tested against it; nothing renders with it.
public enum ReferenceCompositor {
    /// A premultiplied pixel as (r, g, b, a), each 0…1.
    public typealias Color = SIMD4<Double>

    /// Converts a packed premultiplied RGBA8 pixel to 0…1 channels.
    public static func color(_ p: UInt32) -> Color {
        Color(Double(p & 0xFF), Double((p >> 8) & 0xFF), Double((p >> 16) & 0xFF), Double(p >> 24)) / 255
    }

    /// Rounds 0…1 channels to a packed premultiplied pixel (clamped; colour clamped to alpha).
    public static func pixel(_ c: Color) -> UInt32 {
        func q(_ v: Double) -> UInt32 { v.isNaN ? 0 : UInt32(min(255, max(0, (v * 255).rounded()))) }
        let a = q(c.w)
        return min(q(c.x), a) | min(q(c.y), a) << 8 | min(q(c.z), a) << 16 | a << 24
    }

    /// The full result `R` of blending source `s` onto destination `d` (both premultiplied).
    public static func blend(_ mode: BlendMode, source s: Color, destination d: Color) -> Color {
        let sa = s.w, da = d.w
        switch mode {
        case .clear: return Color(0, 0, 0, 0)
        case .copy: return s
        case .normal: return s + d * (1 - sa)
        case .sourceIn: return s * da
        case .sourceOut: return s * (1 - da)
        case .sourceAtop: return s * da + d * (1 - sa)
        case .destinationOver: return s * (1 - da) + d
        case .destinationIn: return d * sa
        case .destinationOut: return d * (1 - sa)
        case .destinationAtop: return s * (1 - da) + d * sa
        case .xor: return s * (1 - da) + d * (1 - sa)
        case .plusLighter:
            return Color(min(1, s.x + d.x), min(1, s.y + d.y), min(1, s.z + d.z), min(1, sa + da))
        case .plusDarker:
            let ra = min(1, sa + da)
            func ch(_ sc: Double, _ dc: Double) -> Double { max(0, ra - ((sa - sc) + (da - dc))) }
            return Color(ch(s.x, d.x), ch(s.y, d.y), ch(s.z, d.z), ra)
        default:
            // The general equation: straight colours, B, then source-over of the blended colour.
            let ra = sa + da - sa * da
            let us = sa > 0 ? SIMD3(s.x, s.y, s.z) / sa : SIMD3<Double>(repeating: 0)
            let ud = da > 0 ? SIMD3(d.x, d.y, d.z) / da : SIMD3<Double>(repeating: 0)
            let b: SIMD3<Double>
            if mode.isNonSeparable {
                b = nonSeparable(mode, source: us, backdrop: ud)
            } else {
                b = SIMD3(separable(mode, us.x, ud.x), separable(mode, us.y, ud.y), separable(mode, us.z, ud.z))
            }
            let sc = SIMD3(s.x, s.y, s.z), dc = SIMD3(d.x, d.y, d.z)
            let rc = (1 - da) * sc + (1 - sa) * dc + sa * da * b
            return Color(rc.x, rc.y, rc.z, ra)
        }
    }

    /// Composites one pixel with coverage: `D' = D + c·(R − D)`, rounded once at the end.
    public static func composite(_ mode: BlendMode, source: UInt32, destination: UInt32, coverage: UInt8) -> UInt32 {
        let s = color(source), d = color(destination)
        let r = blend(mode, source: s, destination: d)
        let c = Double(coverage) / 255
        return pixel(d + c * (r - d))
    }

    /// `B(s, d)` for a separable mode, on straight channels in 0…1 (W3C §9.1.5–9.1.x).
    public static func separable(_ mode: BlendMode, _ s: Double, _ d: Double) -> Double {
        switch mode {
        case .normal: return s
        case .multiply: return s * d
        case .screen: return s + d - s * d
        case .overlay: return separable(.hardLight, d, s)
        case .darken: return min(s, d)
        case .lighten: return max(s, d)
        case .colorDodge:
            if d == 0 { return 0 }
            if s >= 1 { return 1 }
            return min(1, d / (1 - s))
        case .colorBurn:
            if d >= 1 { return 1 }
            if s <= 0 { return 0 }
            return 1 - min(1, (1 - d) / s)
        case .hardLight:
            if s <= 0.5 { return separable(.multiply, d, 2 * s) }
            return separable(.screen, d, 2 * s - 1)
        case .softLight:
            if s <= 0.5 { return d - (1 - 2 * s) * d * (1 - d) }
            let dd = d <= 0.25 ? ((16 * d - 12) * d + 4) * d : d.squareRoot()
            return d + (2 * s - 1) * (dd - d)
        case .difference: return abs(s - d)
        case .exclusion: return s + d - 2 * s * d
        default: preconditionFailure("\(mode) is not separable")
        }
    }

    /// `B(Cs, Cb)` for hue, saturation, color and luminosity (W3C §9.1.5.1), straight colours.
    public static func nonSeparable(_ mode: BlendMode, source cs: SIMD3<Double>, backdrop cb: SIMD3<Double>) -> SIMD3<Double> {
        switch mode {
        case .hue: return setLum(setSat(cs, sat(cb)), lum(cb))
        case .saturation: return setLum(setSat(cb, sat(cs)), lum(cb))
        case .color: return setLum(cs, lum(cb))
        case .luminosity: return setLum(cb, lum(cs))
        default: preconditionFailure("\(mode) is separable")
        }
    }

    /// W3C `Lum`: 0.3·R + 0.59·G + 0.11·B.
    public static func lum(_ c: SIMD3<Double>) -> Double { 0.3 * c.x + 0.59 * c.y + 0.11 * c.z }

    /// W3C `ClipColor`.
    public static func clipColor(_ c: SIMD3<Double>) -> SIMD3<Double> {
        let l = lum(c)
        let n = min(c.x, c.y, c.z), x = max(c.x, c.y, c.z)
        var c = c
        if n < 0 { c = l + (c - l) * l / (l - n) }
        if x > 1 { c = l + (c - l) * (1 - l) / (x - l) }
        return c
    }

    /// W3C `SetLum`.
    public static func setLum(_ c: SIMD3<Double>, _ l: Double) -> SIMD3<Double> {
        clipColor(c + (l - lum(c)))
    }

    /// W3C `Sat`: max − min.
    public static func sat(_ c: SIMD3<Double>) -> Double { max(c.x, c.y, c.z) - min(c.x, c.y, c.z) }

    /// W3C `SetSat`, literally: sort the channels into max, mid and min, rescale mid, and set
    /// max to `s` and min to 0.
    public static func setSat(_ c: SIMD3<Double>, _ s: Double) -> SIMD3<Double> {
        var v = [c.x, c.y, c.z]
        var order = [0, 1, 2]
        order.sort { v[$0] < v[$1] }  // order[0] = min, order[1] = mid, order[2] = max
        let iMin = order[0], iMid = order[1], iMax = order[2]
        if v[iMax] > v[iMin] {
            v[iMid] = (v[iMid] - v[iMin]) * s / (v[iMax] - v[iMin])
            v[iMax] = s
        } else {
            v[iMid] = 0
            v[iMax] = 0
        }
        v[iMin] = 0
        return SIMD3(v[0], v[1], v[2])
    }
}
