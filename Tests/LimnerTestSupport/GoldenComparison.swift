import Foundation
import Limner

/// How a rendering differs from its reference, pixel by pixel (premultiplied RGBA8).
public struct GoldenDifference: Sendable {
    /// Image width in pixels.
    public let width: Int
    /// Image height in pixels.
    public let height: Int
    /// `histogram[d]` is the number of pixels whose largest channel difference is `d`.
    public let histogram: [Int]
    /// Sum of squared channel differences over all four channels of all pixels.
    public let squaredError: Double

    /// Number of pixels compared.
    public var pixelCount: Int { width * height }

    /// The largest channel difference of any pixel, 0…255.
    public var maxChannelDifference: Int { histogram.lastIndex { $0 > 0 } ?? 0 }

    /// Number of pixels whose largest channel difference exceeds `channel`.
    public func outlierCount(over channel: Int) -> Int {
        channel >= 255 ? 0 : histogram[max(0, channel + 1)...].reduce(0, +)
    }

    /// Fraction of pixels whose largest channel difference exceeds `channel`.
    public func outlierFraction(over channel: Int) -> Double {
        pixelCount == 0 ? 0 : Double(outlierCount(over: channel)) / Double(pixelCount)
    }

    /// Peak signal-to-noise ratio in dB over all channels; `.infinity` when identical.
    public var psnr: Double {
        let mse = squaredError / Double(max(1, pixelCount * 4))
        return mse == 0 ? .infinity : 10 * log10(255 * 255 / mse)
    }

    /// Whether the difference is within `tolerance`.
    public func passes(_ tolerance: GoldenTolerance) -> Bool {
        // Compare counts, not fractions, so the budget is exact: ⌊outliers·N⌋ pixels.
        let budget = Int((tolerance.outliers * Double(pixelCount)).rounded(.down))
        return outlierCount(over: tolerance.channel) <= budget
    }
}

/// The outcome of comparing a rendering with a reference PNG.
public struct GoldenResult: Sendable {
    /// Whether the rendering is within tolerance of an existing reference.
    public let passed: Bool
    /// A one-line report (PSNR, outliers) or the reason for failing.
    public let message: String
    /// The difference, when the reference exists and has the same size.
    public let difference: GoldenDifference?
    /// Where expected | diff | actual was written, when the comparison failed.
    public let failureImage: URL?
}

/// Golden-image comparison shared by every test target.
///
/// ```swift
/// let result = GoldenComparison.check(pixmap, reference: url, tolerance: .default)
/// #expect(result.passed, Comment(rawValue: result.message))
/// ```
///
/// References are never written from our output: a missing reference fails and says how to
/// make one (`make references`, an independent renderer).
public enum GoldenComparison {
    /// Per-pixel difference between two images of the same size; `nil` when the sizes differ.
    public static func difference(_ actual: Pixmap, _ expected: Pixmap) -> GoldenDifference? {
        guard actual.width == expected.width, actual.height == expected.height else { return nil }
        var histogram = [Int](repeating: 0, count: 256)
        var squared: UInt64 = 0
        let a = actual.premultipliedRGBA(), e = expected.premultipliedRGBA()
        var i = 0
        while i < a.count {
            var worst: Int32 = 0
            for k in 0..<4 {
                let d = Int32(a[i + k]) - Int32(e[i + k])
                squared &+= UInt64(d * d)
                worst = max(worst, abs(d))
            }
            histogram[Int(worst)] += 1
            i += 4
        }
        return GoldenDifference(width: actual.width, height: actual.height, histogram: histogram,
                                squaredError: Double(squared))
    }

    /// expected | diff | actual side by side. The diff panel is |actual − expected| × 8 per
    /// channel (colour channels only), opaque on black; the other panels are the images.
    public static func failureImage(actual: Pixmap, expected: Pixmap) -> Pixmap {
        let w = max(actual.width, expected.width), h = max(actual.height, expected.height)
        var out = try! Pixmap(width: 3 * w, height: h)  // sizes come from existing pixmaps
        for y in 0..<h {
            for x in 0..<w {
                let inE = x < expected.width && y < expected.height
                let inA = x < actual.width && y < actual.height
                let e = inE ? expected.pixel(x: x, y: y) : (r: 0, g: 0, b: 0, a: 0)
                let a = inA ? actual.pixel(x: x, y: y) : (r: 0, g: 0, b: 0, a: 0)
                out.setPixel(x: x, y: y, r: e.r, g: e.g, b: e.b, a: e.a)
                out.setPixel(x: 2 * w + x, y: y, r: a.r, g: a.g, b: a.b, a: a.a)
                func amp(_ p: UInt8, _ q: UInt8) -> UInt8 { UInt8(min(255, abs(Int(p) - Int(q)) * 8)) }
                // Alpha differences show in all three channels so they are visible too.
                let da = amp(a.a, e.a)
                out.setPixel(x: w + x, y: y, r: max(amp(a.r, e.r), da), g: max(amp(a.g, e.g), da),
                             b: max(amp(a.b, e.b), da), a: 255)
            }
        }
        return out
    }

    /// Compares `actual` with the reference PNG at `reference`.
    ///
    /// On failure writes `failuresDirectory/<name>.png` (expected | diff | actual) and names
    /// it in the message; on success removes a stale one. `failuresDirectory` defaults to
    /// `failures/` beside the reference's directory (Tests/References/failures for
    /// Tests/References/expected/<name>.png).
    public static func check(_ actual: Pixmap, reference: URL, tolerance: GoldenTolerance = .default,
                             failuresDirectory: URL? = nil) -> GoldenResult {
        let name = reference.deletingPathExtension().lastPathComponent
        let failures = failuresDirectory ?? reference.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("failures", isDirectory: true)
        let failurePath = failures.appendingPathComponent(name + ".png")
        guard FileManager.default.fileExists(atPath: reference.path) else {
            return GoldenResult(passed: false, message: "\(name): missing reference \(reference.path): run `make references` "
                                + "(renders it with Skia; never copy Limner's output there)",
                                difference: nil, failureImage: nil)
        }
        let expected: Pixmap
        do { expected = try Pixmap(contentsOfPNGFile: reference) } catch {
            return GoldenResult(passed: false, message: "\(name): cannot decode reference \(reference.path): \(error)",
                                difference: nil, failureImage: nil)
        }
        guard let diff = difference(actual, expected) else {
            let written = writeFailure(actual: actual, expected: expected, to: failurePath)
            return GoldenResult(passed: false,
                                message: "\(name): size \(actual.width)×\(actual.height) differs from the reference's "
                                + "\(expected.width)×\(expected.height)" + (written.map { "; see \($0.path)" } ?? ""),
                                difference: nil, failureImage: written)
        }
        let summary = String(format: "%@: PSNR %.2f dB, max channel difference %d, %d of %d pixels over %d (%.3f %%; allowed %@)",
                             name, diff.psnr, diff.maxChannelDifference, diff.outlierCount(over: tolerance.channel),
                             diff.pixelCount, tolerance.channel, diff.outlierFraction(over: tolerance.channel) * 100,
                             tolerance.description)
        if diff.passes(tolerance) {
            try? FileManager.default.removeItem(at: failurePath)
            return GoldenResult(passed: true, message: summary, difference: diff, failureImage: nil)
        }
        let written = writeFailure(actual: actual, expected: expected, to: failurePath)
        let whereTo = written.map { "; expected | diff×8 | actual: \($0.path)" } ?? "; could not write the failure image"
        return GoldenResult(passed: false, message: summary + whereTo, difference: diff, failureImage: written)
    }

    private static func writeFailure(actual: Pixmap, expected: Pixmap, to url: URL) -> URL? {
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try failureImage(actual: actual, expected: expected).writePNG(to: url)
            return url
        } catch {
            return nil
        }
    }
}
