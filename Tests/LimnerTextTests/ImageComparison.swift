import Foundation
import LimnerMedia
import LimnerRaster

/// A minimal golden-image comparison for the text tests: a per-channel tolerance plus an
/// outlier budget, PSNR for reporting, and an expected | diff | actual strip on failure.
///
/// Stand-in until the `golden` branch's harness (Tests/LimnerTestSupport) lands in `text`;
/// then these tests move onto it.
struct ImageComparison {
    /// Largest per-channel difference (0…255) a pixel may have and still match.
    var channelTolerance: Int
    /// Fraction of pixels allowed to exceed `channelTolerance`.
    var outlierFraction: Double
    /// The lowest peak signal-to-noise ratio (dB, over all channels) accepted.
    var minimumPSNR: Double

    /// What a comparison found.
    struct Result {
        var mismatched: Int
        var allowed: Int
        var maxDifference: Int
        var psnr: Double
        var minimumPSNR: Double
        var passed: Bool { mismatched <= allowed && psnr >= minimumPSNR }
    }

    /// Compares two pixmaps of the same size (premultiplied bytes, all four channels).
    func compare(_ actual: Pixmap, _ expected: Pixmap) -> Result {
        precondition(actual.width == expected.width && actual.height == expected.height)
        let a = actual.premultipliedRGBA(), e = expected.premultipliedRGBA()
        var mismatched = 0, maxDiff = 0
        var squared = 0.0
        for p in 0..<(actual.width * actual.height) {
            var worst = 0
            for c in 0..<4 {
                let d = abs(Int(a[4 * p + c]) - Int(e[4 * p + c]))
                worst = max(worst, d)
                squared += Double(d * d)
            }
            maxDiff = max(maxDiff, worst)
            if worst > channelTolerance { mismatched += 1 }
        }
        let mse = squared / Double(max(1, a.count))
        let psnr = mse == 0 ? Double.infinity : 10 * log10(255 * 255 / mse)
        let allowed = Int(Double(actual.width * actual.height) * outlierFraction)
        return Result(mismatched: mismatched, allowed: allowed, maxDifference: maxDiff, psnr: psnr,
                      minimumPSNR: minimumPSNR)
    }

    /// Writes expected | diff | actual side by side as a PNG; the diff shows differences
    /// beyond the tolerance in red and smaller ones in grey, amplified.
    static func writeFailureStrip(actual: Pixmap, expected: Pixmap, tolerance: Int, to url: URL) throws {
        let w = actual.width, h = actual.height
        var strip = try Pixmap(width: 3 * w, height: h)
        for y in 0..<h {
            for x in 0..<w {
                let e = expected.pixel(x: x, y: y), a = actual.pixel(x: x, y: y)
                strip.setPixel(x: x, y: y, r: e.r, g: e.g, b: e.b, a: e.a)
                strip.setPixel(x: 2 * w + x, y: y, r: a.r, g: a.g, b: a.b, a: a.a)
                let d = max(abs(Int(e.r) - Int(a.r)), abs(Int(e.g) - Int(a.g)),
                            abs(Int(e.b) - Int(a.b)), abs(Int(e.a) - Int(a.a)))
                if d > tolerance {
                    strip.setPixel(x: w + x, y: y, r: 255, g: 0, b: 0, a: 255)
                } else {
                    let v = UInt8(255 - min(255, d * 8))
                    strip.setPixel(x: w + x, y: y, r: v, g: v, b: v, a: 255)
                }
            }
        }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try PNGEncoder().encode(strip).write(to: url)
    }
}
