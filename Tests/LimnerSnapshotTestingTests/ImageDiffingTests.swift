import Foundation
import Limner
import LimnerSnapshotTesting
import SnapshotTesting
import Testing

@Suite("Image diffing: precision, perceptual precision and the failure's images")
struct ImageDiffingTests {
    @Test("A one-level colour change passes at perceptualPrecision 0.98 and fails at 1")
    func oneLevel() throws {
        let reference = Swatch(red: 100, green: 150, blue: 200), changed = Swatch(red: 101, green: 150, blue: 200)
        // The two pictures differ by exactly one level of red in every pixel.
        let a = try #require(ImageRenderer(content: reference).pixmap), b = try #require(ImageRenderer(content: changed).pixmap)
        #expect(a.pixel(x: 5, y: 5) == (100, 150, 200, 255) && b.pixel(x: 5, y: 5) == (101, 150, 200, 255))

        let directory = temporarySnapshotDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let loose = recordThenVerify(reference, then: changed, as: .image, .image(perceptualPrecision: 0.98),
                                     directory: directory)
        #expect(loose == nil)
        let exact = try #require(recordThenVerify(reference, then: changed, as: .image, .image, directory: directory))
        #expect(exact.contains("Newly-taken snapshot does not match reference."))
        // 0.999 allows a ΔE of 0.1: a level of red is more than that.
        let strict = try #require(recordThenVerify(reference, then: changed, as: .image, .image(perceptualPrecision: 0.999),
                                                   directory: directory))
        #expect(strict.contains("The percentage of pixels that match 0.0 is less than required 1.0"))
    }

    @Test("An edge moved by one point fails at perceptualPrecision 0.98 and at 1")
    func movedEdge() throws {
        let directory = temporarySnapshotDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let loose = try #require(recordThenVerify(Bar(x: 20), then: Bar(x: 21), as: .image, .image(perceptualPrecision: 0.98),
                                                  directory: directory))
        #expect(loose.contains("is less than required 1.0"))
        #expect(loose.contains("The lowest perceptual color precision 0.0 is less than required 0.98"))
        #expect(loose.contains("60 of 1800 pixels differ, 60 by more than ΔE 2.00; the largest ΔE94 is 100.00"))
        let exact = try #require(recordThenVerify(Bar(x: 20), then: Bar(x: 21), as: .image, .image, directory: directory))
        #expect(exact.contains("does not match reference"))
        // precision admits a share of pixels: 60 of 1800 is 3.3 %.
        #expect(recordThenVerify(Bar(x: 20), then: Bar(x: 21), as: .image, .image(precision: 0.9, perceptualPrecision: 0.98),
                                 directory: directory) == nil)
    }

    @Test("precision alone counts differing bytes, as pointfree's does")
    func precisionCountsBytes() throws {
        var a = try Pixmap(width: 10, height: 10), b = try Pixmap(width: 10, height: 10)
        a.fill(RGBAColor(red: 1, green: 1, blue: 1, alpha: 1)); b.fill(RGBAColor(red: 1, green: 1, blue: 1, alpha: 1))
        b.setPixel(x: 0, y: 0, r: 0, g: 0, b: 255, a: 255)  // two of 400 bytes differ
        // pointfree's threshold: Int((1 − precision) × byte count) differing bytes, in Float.
        #expect(ImageComparison.failure(reference: a, actual: b, precision: 0.99) == nil)
        let message = try #require(ImageComparison.failure(reference: a, actual: b, precision: 0.996))
        #expect(message == "Actual image precision 0.995 is less than required 0.996")
    }

    @Test("Sizes that differ fail with both sizes; an empty image fails")
    func sizes() throws {
        let a = try Pixmap(width: 3, height: 2), b = try Pixmap(width: 2, height: 3)
        #expect(ImageComparison.failure(reference: a, actual: b, perceptualPrecision: 0)
                == "Newly-taken snapshot@2×3 px does not match reference@3×2 px.")
        #expect(ImageComparison.failure(reference: a, actual: .empty) == "Newly-taken snapshot is empty.")
    }

    @Test("CIE94 ΔE: Sharma's first pair, black against white, and the alpha rule")
    func deltaE() {
        let d = PerceptualDistance.deltaE94((l: 50, a: 2.6772, b: -79.7751), (l: 50, a: 0, b: -82.7485))
        #expect(abs(d - 1.3950) < 0.0005)
        let white = PerceptualDistance.lab(red: 255, green: 255, blue: 255)
        #expect(abs(white.l - 100) < 0.01 && abs(white.a) < 0.01 && abs(white.b) < 0.01)
        #expect(abs(PerceptualDistance.deltaE94(rgb: (0, 0, 0), (255, 255, 255)) - 100) < 0.01)
        // Transparent against opaque black: the same over black, 100 apart over white.
        #expect(abs(PerceptualDistance.deltaE94(premultiplied: (0, 0, 0, 0), (0, 0, 0, 255)) - 100) < 0.01)
        // One level of one channel is well under the 2 of perceptualPrecision 0.98.
        #expect(PerceptualDistance.deltaE94(rgb: (100, 150, 200), (101, 150, 200)) < 0.5)
    }

    @Test("A deliberately changed view: the message names reference, actual and difference images that exist")
    func failureImages() throws {
        struct Greeting: View {
            var accent: Color
            var body: some View {
                VStack(spacing: 8) {
                    Circle().fill(accent).frame(width: 40, height: 40)
                    Text("Hello").font(.headline)
                }
                .padding(12)
            }
        }
        let directory = temporarySnapshotDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let message = try #require(recordThenVerify(Greeting(accent: .blue), then: Greeting(accent: .orange),
                                                    as: .image(scale: 2), .image(scale: 2), directory: directory))
        print(message)
        #expect(message.hasPrefix("Snapshot \"snapshot\" does not match reference."))
        #expect(message.contains("Newly-taken snapshot does not match reference."))
        let paths = failureImagePaths(in: message)
        #expect(paths.keys.sorted() == ["actual.png", "difference.png", "reference.png"])
        let reference = try Pixmap(contentsOfPNGFile: URL(fileURLWithPath: try #require(paths["reference.png"])))
        let actual = try Pixmap(contentsOfPNGFile: URL(fileURLWithPath: try #require(paths["actual.png"])))
        let difference = try Pixmap(contentsOfPNGFile: URL(fileURLWithPath: try #require(paths["difference.png"])))
        #expect(reference.width == actual.width && difference.width == actual.width && difference.height == actual.height)
        // The circle's centre changed colour: red in the difference; the text did not: dim grey.
        let centre = (x: actual.width / 2, y: 12 * 2 + 20 * 2)
        #expect(difference.pixel(x: centre.x, y: centre.y).r > 200 && difference.pixel(x: centre.x, y: centre.y).g == 0)
        #expect(difference.pixel(x: 2, y: 2) == (63, 63, 63, 255))
        #expect(reference.pixel(x: centre.x, y: centre.y).b > 200 && actual.pixel(x: centre.x, y: centre.y).r > 200)
    }
}
