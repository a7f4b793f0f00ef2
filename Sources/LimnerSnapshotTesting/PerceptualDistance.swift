import Foundation

/// The perceptual distance swift-snapshot-testing measures with Core Image's `CILabDeltaE`
/// filter: CIE94 ΔE (graphic-arts weights) between two colours in CIE L*a*b*, where 0 is the
/// same colour, about 2 the smallest difference a person notices, and 100 black against
/// white. Written out in Swift so it runs where Core Image does not.
///
/// Colours are 8-bit sRGB; they go through the sRGB transfer curve to linear RGB, to CIE XYZ
/// (sRGB primaries, D65 white) and to L*a*b* relative to D65. CIE94 is not symmetric: its
/// weights use the chroma of the first colour, the reference (as `CILabDeltaE` applies to
/// the reference image).
public enum PerceptualDistance {
    /// CIE L*a*b* of an 8-bit sRGB colour.
    public static func lab(red: UInt8, green: UInt8, blue: UInt8) -> (l: Double, a: Double, b: Double) {
        let r = linear[Int(red)], g = linear[Int(green)], b = linear[Int(blue)]
        // sRGB (D65) to XYZ, then normalised by the D65 white point.
        let x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
        let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
        let z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883
        let fx = f(x), fy = f(y), fz = f(z)
        return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
    }

    /// CIE94 ΔE between a reference colour and another (kL = kC = kH = 1, K1 = 0.045,
    /// K2 = 0.015).
    public static func deltaE94(_ reference: (l: Double, a: Double, b: Double),
                                _ other: (l: Double, a: Double, b: Double)) -> Double {
        let dL = reference.l - other.l
        let c1 = (reference.a * reference.a + reference.b * reference.b).squareRoot()
        let c2 = (other.a * other.a + other.b * other.b).squareRoot()
        let dC = c1 - c2
        let da = reference.a - other.a, db = reference.b - other.b
        let dH2 = max(0, da * da + db * db - dC * dC)
        let sC = 1 + 0.045 * c1
        let sH = 1 + 0.015 * c1
        return (dL * dL + (dC / sC) * (dC / sC) + dH2 / (sH * sH)).squareRoot()
    }

    /// CIE94 ΔE between two 8-bit sRGB colours.
    public static func deltaE94(rgb reference: (r: UInt8, g: UInt8, b: UInt8), _ other: (r: UInt8, g: UInt8, b: UInt8)) -> Double {
        deltaE94(lab(red: reference.r, green: reference.g, blue: reference.b),
                 lab(red: other.r, green: other.g, blue: other.b))
    }

    /// ΔE between two premultiplied RGBA pixels: the larger of the two colours' distance
    /// composited over black and over white. For opaque pixels both are the colours' own
    /// distance; for translucent ones a colour counts as much as it shows, and a change of
    /// alpha alone shows on one of the two backdrops (a transparent pixel against opaque
    /// black is 100).
    public static func deltaE94(premultiplied reference: (r: UInt8, g: UInt8, b: UInt8, a: UInt8),
                                _ other: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Double {
        let overBlack = deltaE94(rgb: (reference.r, reference.g, reference.b), (other.r, other.g, other.b))
        if reference.a == 255 && other.a == 255 { return overBlack }
        func white(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> (r: UInt8, g: UInt8, b: UInt8) {
            let k = 255 - Int(p.a)
            return (UInt8(min(255, Int(p.r) + k)), UInt8(min(255, Int(p.g) + k)), UInt8(min(255, Int(p.b) + k)))
        }
        return max(overBlack, deltaE94(rgb: white(reference), white(other)))
    }

    /// The sRGB transfer curve, per 8-bit level.
    private static let linear: [Double] = (0..<256).map { level in
        let c = Double(level) / 255
        return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    private static func f(_ t: Double) -> Double {
        let delta = 6.0 / 29
        return t > delta * delta * delta ? cbrt(t) : t / (3 * delta * delta) + 4.0 / 29
    }
}
