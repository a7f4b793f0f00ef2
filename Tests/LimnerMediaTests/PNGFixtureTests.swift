import Foundation
import Testing
import LimnerMedia

/// Decoding files written by an independent encoder (Fixtures/make_fixtures.py).
@Suite struct PNGFixtureTests {
    @Test(arguments: Fixtures.exact)
    func decodesFixtureExactly(_ name: String) throws {
        let data = try Fixtures.png(name)
        let expected = try Fixtures.expectedStraightRGBA(name)
        let pixmap = try Pixmap(pngData: data)
        let (width, height) = Fixtures.size(ofPNG: data)
        #expect(pixmap.width == width && pixmap.height == height)
        // Expected premultiplied bytes, by the same premultiply the pixmap uses.
        let reference = try Pixmap(straightRGBA: expected, width: width, height: height)
        let actual = pixmap.premultipliedRGBA(), wanted = reference.premultipliedRGBA()
        #expect(actual.count == wanted.count)
        let mismatches = zip(actual, wanted).enumerated().filter { $0.element.0 != $0.element.1 }
        #expect(mismatches.isEmpty, "\(name): \(mismatches.count) bytes differ, first at byte \(mismatches.first?.offset ?? -1): got \(mismatches.first?.element.0 ?? 0), want \(mismatches.first?.element.1 ?? 0)")
    }

    /// 16-bit Adam7 files with alpha: opaque and transparent pixels exact, translucent
    /// ones within 1 (see `Fixtures.withinOne`).
    @Test(arguments: Fixtures.withinOne)
    func decodesInterlaced16BitFixtureWithinOne(_ name: String) throws {
        let data = try Fixtures.png(name)
        let expected = try Fixtures.expectedStraightRGBA(name)
        let (width, height) = Fixtures.size(ofPNG: data)
        let wanted = try Pixmap(straightRGBA: expected, width: width, height: height).premultipliedRGBA()
        let actual = try Pixmap(pngData: data).premultipliedRGBA()
        try #require(actual.count == wanted.count)
        var translucent = 0
        for i in stride(from: 0, to: actual.count, by: 4) {
            let alpha = wanted[i + 3]
            if alpha == 0 || alpha == 255 {
                #expect(actual[i..<(i + 4)] == wanted[i..<(i + 4)], "pixel \(i / 4)")
            } else {
                translucent += 1
                for c in 0..<4 { #expect(abs(Int(actual[i + c]) - Int(wanted[i + c])) <= 1, "pixel \(i / 4)") }
            }
        }
        #expect(translucent > 10)  // the fixture really exercises the rounding
    }

    /// gAMA 1.0 in 16-bit files: the interlaced path (which applies gamma itself) is
    /// within 1 of the exact v^(1/2.2) everywhere. libpng's non-interlaced conversion is
    /// too where it is precise: its 16-bit gamma table drops the low bits, so below
    /// samples of 4096 (8-bit output 72) it can be several levels darker.
    @Test func sixteenBitGammaIsConvertedToSRGB() throws {
        let expected = try Fixtures.expectedStraightRGBA("rgba16_gama10")
        #expect(expected == (try Fixtures.expectedStraightRGBA("rgba16_gama10_adam7")))
        let wanted = try Pixmap(straightRGBA: expected, width: 13, height: 11)
        let interlaced = try Pixmap(pngData: Fixtures.png("rgba16_gama10_adam7"))
        let plain = try Pixmap(pngData: Fixtures.png("rgba16_gama10"))
        var checkedPlain = 0
        for y in 0..<11 {
            for x in 0..<13 {
                let w = wanted.pixel(x: x, y: y), i = interlaced.pixel(x: x, y: y), p = plain.pixel(x: x, y: y)
                let wv = [w.r, w.g, w.b, w.a], iv = [i.r, i.g, i.b, i.a], pv = [p.r, p.g, p.b, p.a]
                for c in 0..<4 {
                    #expect(abs(Int(iv[c]) - Int(wv[c])) <= 1, "interlaced (\(x), \(y)) channel \(c)")
                    let straight = expected[4 * (y * 13 + x) + c]
                    if c == 3 || straight >= 72 {
                        checkedPlain += 1
                        #expect(abs(Int(pv[c]) - Int(wv[c])) <= 1, "plain (\(x), \(y)) channel \(c)")
                    }
                }
            }
        }
        #expect(checkedPlain > 400)
    }

    /// An 8-bit sRGB file decodes to its own samples, and encoding the result and
    /// decoding again changes nothing.
    @Test func eightBitSRGBRoundTripsByteExactly() throws {
        let expected = try Fixtures.expectedStraightRGBA("rgb8_srgb")
        let pixmap = try Pixmap(pngData: Fixtures.png("rgb8_srgb"))
        #expect(pixmap.straightRGBA() == expected)
        let again = try Pixmap(pngData: pixmap.pngData(isOpaque: true))
        #expect(again.straightRGBA() == expected)
    }

    /// 16-bit samples map to round(v / 257), including both sides of each rounding
    /// boundary (257k + 128 → k, 257k + 129 → k + 1). Without `PNG_IMAGE_FLAG_16BIT_sRGB`
    /// libpng would treat these files as linear and brighten them.
    @Test func sixteenBitSamplesMapToNearestEightBitValue() throws {
        // A 4×1 16-bit gray image.
        let samples: [UInt16] = [257 * 128, 257 * 40 + 128, 257 * 40 + 129, 1000]
        var raw: [UInt8] = [0]
        for s in samples { raw += [UInt8(s >> 8), UInt8(s & 0xFF)] }
        let png = PNGBytes.signature + PNGBytes.ihdr(width: 4, height: 1, bitDepth: 16, colorType: 0)
            + PNGBytes.chunk("IDAT", PNGBytes.zlibStored(raw)) + PNGBytes.chunk("IEND", [])
        let pixmap = try Pixmap(pngData: Data(png))
        #expect((0..<4).map { pixmap.pixel(x: $0, y: 0).r } == [128, 40, 41, 4])
    }

    /// A gAMA chunk of 1.0 (linear) is converted to sRGB's 1/2.2 encoding, as browsers
    /// display it. Tolerance 1: libpng's gamma tables round differently from Python's
    /// `round` in a few places.
    @Test func linearGammaIsConvertedToSRGB() throws {
        let expected = try Fixtures.expectedStraightRGBA("rgb8_gama10")
        let actual = try Pixmap(pngData: Fixtures.png("rgb8_gama10")).straightRGBA()
        #expect(actual.count == expected.count)
        let worst = zip(actual, expected).map { abs(Int($0) - Int($1)) }.max() ?? 0
        #expect(worst <= 1)
        // Linear 128 is sRGB 186 (255 · (128/255)^(1/2.2)), so nothing passed through.
        let png = PNGBytes.signature + PNGBytes.ihdr(width: 1, height: 1, colorType: 2)
            + PNGBytes.chunk("gAMA", PNGBytes.be32(100_000))
            + PNGBytes.chunk("IDAT", PNGBytes.zlibStored([0, 128, 0, 255])) + PNGBytes.chunk("IEND", [])
        let pixel = try Pixmap(pngData: Data(png)).pixel(x: 0, y: 0)
        #expect(pixel.r == 186 && pixel.g == 0 && pixel.b == 255 && pixel.a == 255)
    }

    @Test func readsFromFileURL() throws {
        let url = Fixtures.directory.appendingPathComponent("palette8_trns.png")
        let pixmap = try Pixmap(contentsOfPNGFile: url)
        #expect(pixmap == (try Pixmap(pngData: Fixtures.png("palette8_trns"))))
    }
}
