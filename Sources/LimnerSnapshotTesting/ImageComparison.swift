import Foundation
import Limner

/// How swift-snapshot-testing compares two images, for `Pixmap`s: the same rules and the same
/// messages as its `UIImage`/`NSImage` diffing.
///
/// - `perceptualPrecision` (0…1): how alike a pixel must be to its reference to match. A
///   pixel matches when its CIE94 ΔE (`PerceptualDistance`) is at most
///   `(1 − perceptualPrecision) × 100`; 1 means only identical pixels match, 0.98 allows a
///   ΔE of 2 (about the smallest difference a person notices).
/// - `precision` (0…1): the share of pixels that must match. With `perceptualPrecision`
///   at 1 pointfree counts differing *bytes* of the RGBA image instead, and so does this.
///
/// Before comparing, the new image goes through PNG and back, as the reference did when it
/// was written, so the rounding of translucent pixels (PNG stores unpremultiplied colour)
/// never fails a test.
public enum ImageComparison {
    /// Why `actual` does not match `reference` within the precisions, or nil when it does.
    public static func failure(reference: Pixmap, actual: Pixmap, precision: Float = 1,
                               perceptualPrecision: Float = 1) -> String? {
        guard actual.width > 0, actual.height > 0 else { return "Newly-taken snapshot is empty." }
        guard reference.width == actual.width, reference.height == actual.height else {
            return "Newly-taken snapshot@\(actual.width)×\(actual.height) px does not match "
                + "reference@\(reference.width)×\(reference.height) px."
        }
        if reference == actual { return nil }
        let actual = roundTripped(actual)
        if reference == actual { return nil }
        if precision >= 1, perceptualPrecision >= 1 {
            return "Newly-taken snapshot does not match reference."
        }
        let old = reference.premultipliedRGBA(), new = actual.premultipliedRGBA()
        if perceptualPrecision < 1 {
            let threshold = Double((1 - perceptualPrecision) * 100)
            var failing = 0
            var maximumDeltaE = 0.0
            var differing = 0
            var i = 0
            while i < old.count {
                if old[i] != new[i] || old[i + 1] != new[i + 1] || old[i + 2] != new[i + 2] || old[i + 3] != new[i + 3] {
                    differing += 1
                    let d = PerceptualDistance.deltaE94(premultiplied: (old[i], old[i + 1], old[i + 2], old[i + 3]),
                                                        (new[i], new[i + 1], new[i + 2], new[i + 3]))
                    maximumDeltaE = max(maximumDeltaE, d)
                    if d > threshold { failing += 1 }
                }
                i += 4
            }
            let pixelCount = actual.width * actual.height
            let actualPixelPrecision = 1 - Float(failing) / Float(pixelCount)
            guard actualPixelPrecision < precision else { return nil }
            let minimumPerceptualPrecision = 1 - min(Float(maximumDeltaE) / 100, 1)
            return """
                The percentage of pixels that match \(actualPixelPrecision) is less than required \(precision)
                The lowest perceptual color precision \(minimumPerceptualPrecision) is less than required \(perceptualPrecision)
                \(differing) of \(pixelCount) pixels differ, \(failing) by more than ΔE \(format(threshold)); \
                the largest ΔE94 is \(format(maximumDeltaE))
                """
        }
        let byteCountThreshold = Int((1 - precision) * Float(old.count))
        var differentByteCount = 0
        for i in 0..<old.count where old[i] != new[i] { differentByteCount += 1 }
        if differentByteCount > byteCountThreshold {
            let actualPrecision = 1 - Float(differentByteCount) / Float(old.count)
            return "Actual image precision \(actualPrecision) is less than required \(precision)"
        }
        return nil
    }

    /// The image a person reads a failure from: the reference in grey at a quarter of its
    /// brightness, and every pixel that differs in red, from dark red for a difference of one
    /// level to full red for the largest difference in the image (so a change of one level
    /// still shows). Pixels only one image has (sizes differ) are yellow.
    public static func differenceImage(reference: Pixmap, actual: Pixmap) -> Pixmap {
        let w = max(reference.width, actual.width), h = max(reference.height, actual.height)
        guard w > 0, h > 0, var out = try? Pixmap(width: w, height: h) else { return .empty }
        var largest = 1
        var deltas = [Int](repeating: -1, count: w * h)
        for y in 0..<h {
            for x in 0..<w {
                let inR = x < reference.width && y < reference.height
                let inA = x < actual.width && y < actual.height
                guard inR, inA else { continue }
                let r = reference.pixel(x: x, y: y), a = actual.pixel(x: x, y: y)
                let d = max(abs(Int(r.r) - Int(a.r)), abs(Int(r.g) - Int(a.g)), abs(Int(r.b) - Int(a.b)),
                            abs(Int(r.a) - Int(a.a)))
                deltas[y * w + x] = d
                largest = max(largest, d)
            }
        }
        for y in 0..<h {
            for x in 0..<w {
                let d = deltas[y * w + x]
                if d < 0 {
                    out.setPixel(x: x, y: y, r: 255, g: 220, b: 0, a: 255)
                } else if d > 0 {
                    let level = UInt8(96 + (159 * d) / largest)
                    out.setPixel(x: x, y: y, r: level, g: 0, b: 0, a: 255)
                } else {
                    // Luma of the reference composited over white, at a quarter.
                    let p = reference.pixel(x: x, y: y)
                    let k = 255 - Int(p.a)
                    let luma = (54 * (Int(p.r) + k) + 183 * (Int(p.g) + k) + 19 * (Int(p.b) + k)) >> 8
                    let g = UInt8(min(255, luma) / 4)
                    out.setPixel(x: x, y: y, r: g, g: g, b: g, a: 255)
                }
            }
        }
        return out
    }

    /// `pixmap` after a trip through PNG (unchanged when it cannot be encoded).
    static func roundTripped(_ pixmap: Pixmap) -> Pixmap {
        guard let data = try? pixmap.pngData(), let back = try? Pixmap(pngData: data) else { return pixmap }
        return back
    }

    private static func format(_ value: Double) -> String { String(format: "%.2f", value) }
}
