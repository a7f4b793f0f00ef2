import Foundation
import Testing
import LimnerMedia
import LimnerTestSupport

/// Encoding pixmaps and decoding them again.
///
/// Premultiplied pixels survive exactly, not just within rounding: encoding stores
/// c = round(p · 255 / a), and decoding computes round(c · a / 255), which is within
/// a / 510 < 0.5 of p, so it rounds back to p for every alpha.
@Suite struct PNGRoundTripTests {
    /// A random pixmap whose alphas are 0, 255 or anything between, in equal measure.
    static func randomPixmap(width: Int, height: Int, seed: UInt64) throws -> Pixmap {
        var rng = SeededGenerator(seed: seed)
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for i in 0..<(width * height) {
            for c in 0..<3 { bytes[4 * i + c] = UInt8.random(in: 0...255, using: &rng) }
            switch Int.random(in: 0..<3, using: &rng) {
            case 0: bytes[4 * i + 3] = 0
            case 1: bytes[4 * i + 3] = 255
            default: bytes[4 * i + 3] = UInt8.random(in: 1...254, using: &rng)
            }
        }
        return try Pixmap(straightRGBA: bytes, width: width, height: height)
    }

    @Test(arguments: [(1, 1, 1), (7, 3, 2), (64, 64, 3), (300, 2, 4), (1, 500, 5)] as [(Int, Int, UInt64)])
    func randomPixmapsRoundTripExactly(width: Int, height: Int, seed: UInt64) throws {
        let original = try Self.randomPixmap(width: width, height: height, seed: seed)
        let decoded = try Pixmap(pngData: original.pngData())
        #expect(decoded == original)
        // Opaque pixels keep their straight colour byte for byte.
        let a = original.straightRGBA(), b = decoded.straightRGBA()
        for i in stride(from: 0, to: a.count, by: 4) where a[i + 3] == 255 {
            #expect(a[i..<(i + 4)] == b[i..<(i + 4)])
        }
    }

    /// Every premultiplied value that can exist (channel ≤ alpha) survives.
    @Test func everyPremultipliedValueSurvives() throws {
        var bytes: [UInt8] = []
        for a in 0...255 { for c in 0...a { bytes += [UInt8(c), UInt8(a - c), UInt8(c / 2), UInt8(a)] } }
        #expect(bytes.count / 4 == 257 * 128)  // 1 + 2 + … + 256 pixels
        let original = try Pixmap(premultipliedRGBA: bytes, width: 257, height: 128)
        let decoded = try Pixmap(pngData: original.pngData())
        #expect(decoded.premultipliedRGBA() == bytes)
    }

    /// Random noise does not compress: the file is larger than half the raw pixels, and
    /// still decodes exactly (the compressed buffer is sized for the worst case).
    @Test func incompressibleImageRoundTrips() throws {
        var rng = SeededGenerator(seed: 99)
        let bytes = (0..<(96 * 96 * 4)).map { _ in UInt8.random(in: 0...255, using: &rng) }
        let original = try Pixmap(straightRGBA: bytes.enumerated().map { $0.offset % 4 == 3 ? 255 : $0.element },
                                  width: 96, height: 96)
        let data = try original.pngData()
        #expect(data.count > 96 * 96 * 4 / 2 + 1024)
        #expect(try Pixmap(pngData: data) == original)
    }

    @Test func paddedRowsAreEncodedWithoutPadding() throws {
        var padded = try Pixmap(width: 3, height: 2, rowStride: 5)
        for y in 0..<2 { for x in 0..<3 { padded.setPixel(x: x, y: y, r: UInt8(x * 40), g: UInt8(y * 90), b: 7, a: 200) } }
        let decoded = try Pixmap(pngData: padded.pngData())
        #expect(decoded.width == 3 && decoded.height == 2)
        #expect(decoded.premultipliedRGBA() == padded.premultipliedRGBA())
    }

    @Test func opaqueEncodingWritesRGBWithoutAlpha() throws {
        var pixmap = try Pixmap(width: 5, height: 4)
        pixmap.fill(RGBAColor(red: 0.2, green: 0.6, blue: 1, alpha: 1))
        pixmap.setPixel(x: 1, y: 1, r: 255, g: 0, b: 9, a: 255)
        let rgb = try pixmap.pngData(isOpaque: true), rgba = try pixmap.pngData()
        let bytes = [UInt8](rgb)
        #expect(Array(bytes[0..<8]) == PNGBytes.signature)
        #expect(bytes[25] == 2)  // IHDR colour type: RGB
        #expect([UInt8](rgba)[25] == 6)  // RGBA
        #expect(try Pixmap(pngData: rgb) == pixmap)
    }

    /// With `isOpaque`, a translucent pixel is written as it looks over black.
    @Test func opaqueEncodingCompositesTranslucentPixelsOverBlack() throws {
        var pixmap = try Pixmap(width: 1, height: 1)
        pixmap.setPixel(x: 0, y: 0, r: 100, g: 50, b: 0, a: 128)
        let decoded = try Pixmap(pngData: pixmap.pngData(isOpaque: true))
        #expect(decoded.pixel(x: 0, y: 0) == (100, 50, 0, 255))
    }

    @Test func encodedFileDeclaresSRGB() throws {
        let data = try Self.randomPixmap(width: 4, height: 4, seed: 7).pngData()
        let types = PNGBytes.chunks(of: [UInt8](data)).map(\.type)
        #expect(types.first == "IHDR" && types.last == "IEND")
        #expect(types.contains("sRGB") && types.contains("IDAT"))
    }

    @Test func fastEncodingDecodesToTheSamePixels() throws {
        let original = try Self.randomPixmap(width: 33, height: 17, seed: 8)
        let data = try PNGEncoder(prefersSpeed: true).encode(original)
        #expect(try PNGDecoder().decode(data) == original)
        #expect(try PNG.decode(PNG.encode(original)) == original)
    }

    @Test(arguments: [(0, 0), (0, 5), (5, 0)])
    func emptyPixmapCannotBeEncoded(width: Int, height: Int) throws {
        let empty = try Pixmap(width: width, height: height)
        #expect(throws: PNGError.emptyImage(width: width, height: height)) { try empty.pngData() }
    }

    @Test func writesAndReadsAFile() throws {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("limner-png-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: url) }
        let original = try Self.randomPixmap(width: 9, height: 6, seed: 9)
        try original.writePNG(to: url)
        #expect(try Pixmap(contentsOfPNGFile: url) == original)
        let missing = url.appendingPathExtension("missing")
        #expect(throws: (any Error).self) { try Pixmap(contentsOfPNGFile: missing) }
    }
}
