import Foundation
import Testing
import LimnerMedia

/// JPEG (libjpeg-turbo) and WebP (libwebp) in and out, PNG at chosen compression levels, and
/// the decoders' answers to bad input.
@Suite struct ImageCodecTests {
    /// A smooth opaque scene: two gradients and a disc, like a photo's soft areas and edges.
    static func scene(width: Int = 96, height: Int = 64, alpha: Bool = false) throws -> Pixmap {
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let i = 4 * (y * width + x)
                let dx = Double(x - width / 2), dy = Double(y - height / 2)
                let inDisc = dx * dx + dy * dy < Double(height * height) / 9
                bytes[i] = inDisc ? 230 : UInt8(x * 255 / max(1, width - 1))
                bytes[i + 1] = inDisc ? 60 : UInt8(y * 255 / max(1, height - 1))
                bytes[i + 2] = inDisc ? 40 : 128
                bytes[i + 3] = alpha ? UInt8((x + y) * 255 / max(1, width + height - 2)) : 255
            }
        }
        return try Pixmap(straightRGBA: bytes, width: width, height: height)
    }

    /// Mean absolute channel difference of two same-sized pixmaps, and the fraction of
    /// channels more than 32 levels apart.
    static func difference(_ a: Pixmap, _ b: Pixmap) -> (mean: Double, over32: Double) {
        let pa = a.premultipliedRGBA(), pb = b.premultipliedRGBA()
        var sum = 0, over = 0
        for i in pa.indices {
            let d = abs(Int(pa[i]) - Int(pb[i]))
            sum += d
            if d > 32 { over += 1 }
        }
        return (Double(sum) / Double(pa.count), Double(over) / Double(pa.count))
    }

    @Test func jpegRoundTripsWithinTolerance() throws {
        let original = try Self.scene()
        let data = try original.jpegData(quality: 0.9)
        #expect(ImageFormat(detecting: data) == .jpeg)
        let decoded = try Pixmap(imageData: data)
        #expect(decoded.width == original.width && decoded.height == original.height)
        let d = Self.difference(original, decoded)
        // Quality 0.9, 4:4:4: mean error under 1.5 levels; only at the disc's hard edge are
        // channels more than 32 levels off (under 1 % of them).
        #expect(d.mean < 1.5 && d.over32 < 0.01, "\(d)")
        #expect(decoded.storage.allSatisfy { $0 >> 24 == 255 })
        // Lower quality: smaller, still close.
        let small = try original.jpegData(quality: 0.3)
        #expect(small.count < data.count)
        let coarse = Self.difference(original, try JPEGDecoder().decode(small))
        #expect(coarse.mean < 5 && coarse.over32 < 0.05, "\(coarse)")
    }

    @Test func webPRoundTripsWithinTolerance() throws {
        let original = try Self.scene(alpha: true)
        let lossy = try original.webPData(quality: 0.9)
        #expect(ImageFormat(detecting: lossy) == .webP)
        let decoded = try Pixmap(imageData: lossy)
        let d = Self.difference(original, decoded)
        #expect(d.mean < 2.5 && d.over32 < 0.02, "\(d)")
        // Lossless keeps every premultiplied pixel exactly (straight RGBA is stored).
        let lossless = try original.encoded(as: .webPLossless)
        #expect(try WebPDecoder().decode(lossless) == original)
    }

    @Test func pngCompressionTradesSpeedForSize() throws {
        let original = try Self.scene(width: 300, height: 200, alpha: true)
        var sizes: [Int] = []
        for compression in [PNGEncoder.Compression.fastest, .fast, .default, .smallest, .init(level: 0, filters: .none)] {
            let data = try original.encoded(as: .png(compression: compression))
            #expect(try Pixmap(pngData: data) == original, "\(compression)")
            sizes.append(data.count)
        }
        #expect(sizes[3] <= sizes[2] && sizes[2] < sizes[0] && sizes[1] < sizes[0] && sizes[4] > sizes[0], "\(sizes)")
        // `.png()` is `pngData()`: one writer, one default.
        #expect(try original.encoded(as: .png()) == original.pngData())
        // Opaque: RGB without alpha.
        let opaque = try Self.scene()
        #expect(try Pixmap(pngData: opaque.encoded(as: .png(compression: .fast, opaque: true))) == opaque)
    }

    /// Every level and filter choice is lossless: the file decodes to the
    /// pixels encoded, with and without alpha, and an opaque pixmap whose rows are padded
    /// (written straight from its storage) decodes to the same pixels as an unpadded one.
    @Test func everyPNGCompressionSettingDecodesToThePixelsEncoded() throws {
        let withAlpha = try Self.scene(width: 61, height: 37, alpha: true)
        let opaque = try Self.scene(width: 61, height: 37)
        var padded = try Pixmap(width: 61, height: 37, rowStride: 64)
        for y in 0..<37 {
            for x in 0..<61 {
                let p = opaque.pixel(x: x, y: y)
                padded.setPixel(x: x, y: y, r: p.r, g: p.g, b: p.b, a: p.a)
            }
            // Padding a decoder must never see.
            for x in 61..<64 { padded.setPixel(x: x, y: y, r: 9, g: 9, b: 9, a: 9) }
        }
        let filterChoices: [PNGEncoder.Filters] = [.none, .sub, .up, .average, .paeth, .all, [.sub, .up]]
        var sizes: Set<Int> = []
        for level in 0...12 {
            for filters in filterChoices {
                let compression = PNGEncoder.Compression(level: level, filters: filters)
                let rgba = try withAlpha.encoded(as: .png(compression: compression))
                #expect(try Pixmap(pngData: rgba) == withAlpha, "\(compression)")
                let rgb = try opaque.encoded(as: .png(compression: compression, opaque: true))
                #expect(try Pixmap(pngData: rgb) == opaque, "\(compression)")
                #expect(try padded.encoded(as: .png(compression: compression, opaque: true)) == rgb, "\(compression)")
                sizes.insert(rgb.count)
            }
        }
        // The settings really reach the compressor and the filters: files of many sizes.
        #expect(sizes.count > 20, "\(sizes.count) sizes")
        // Level 0 stores; the fast setting compresses, and filtered rows of this smooth
        // (undithered) scene compress to well under half.
        let stored = try opaque.encoded(as: .png(compression: .init(level: 0, filters: .none), opaque: true))
        #expect(stored.count > 61 * 37 * 3)
        #expect(try opaque.encoded(as: .png(compression: .fast, opaque: true)).count < stored.count)
        #expect(try opaque.encoded(as: .png(compression: .default, opaque: true)).count < stored.count / 2)
        // Levels outside 0…12 are clamped, not an error.
        #expect(PNGEncoder.Compression(level: 42).level == 12 && PNGEncoder.Compression(level: -3).level == 0)
    }

    @Test func formatsAreRecognisedByTheirBytesAndExtensions() throws {
        let p = try Self.scene(width: 8, height: 8)
        #expect(ImageFormat(detecting: try p.pngData()) == .png)
        #expect(ImageFormat(detecting: Data("GIF89a".utf8)) == nil)
        #expect(ImageFormat(pathExtension: "JPG") == .jpeg && ImageFormat(pathExtension: "webp") == .webP)
        #expect(ImageFormat(pathExtension: "gif") == nil && ImageFormat(pathExtension: "bmp") == nil)
        #expect(throws: ImageCodecError.unknownFormat("unrecognised signature (6 bytes)")) {
            try Pixmap(imageData: Data("GIF89a".utf8))
        }
    }

    @Test func emptyAndTruncatedInputThrows() throws {
        #expect(throws: ImageCodecError.emptyData) { try Pixmap(imageData: Data()) }
        #expect(throws: ImageCodecError.emptyData) { try JPEGDecoder().decode(Data()) }
        #expect(throws: ImageCodecError.emptyData) { try WebPDecoder().decode(Data()) }
        let jpeg = try Self.scene().jpegData(quality: 0.8)
        for cut in [jpeg.count / 2, jpeg.count - 10, 200, 20] {
            #expect(throws: ImageCodecError.truncated(format: .jpeg)) { try JPEGDecoder().decode(jpeg.prefix(cut)) }
        }
        let webp = try Self.scene().webPData(quality: 0.8)
        #expect(throws: ImageCodecError.truncated(format: .webP)) { try WebPDecoder().decode(webp.prefix(webp.count / 2)) }
        // Garbage after a valid signature.
        var garbage = Data([0xFF, 0xD8, 0xFF])
        garbage.append(contentsOf: (0..<500).map { UInt8(truncatingIfNeeded: $0 &* 37) })
        #expect(throws: ImageCodecError.self) { try Pixmap(imageData: garbage) }
    }

    /// A WebP file of a few bytes declaring a 16 383 × 16 383 image (1 GiB of pixels).
    static func webPBomb() -> Data {
        let w = 16_383, h = 16_383
        let bits = UInt32(w - 1) | UInt32(h - 1) << 14
        var vp8l: [UInt8] = [0x2F, UInt8(bits & 0xFF), UInt8(bits >> 8 & 0xFF), UInt8(bits >> 16 & 0xFF), UInt8(bits >> 24)]
        vp8l += [UInt8](repeating: 0, count: 27)
        var chunk = Array("VP8L".utf8) + le32(vp8l.count) + vp8l
        chunk = Array("WEBP".utf8) + chunk
        return Data(Array("RIFF".utf8) + le32(chunk.count) + chunk)
    }

    static func le32(_ v: Int) -> [UInt8] { [UInt8(v & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 24 & 0xFF)] }

    @Test func decompressionBombsThrowBeforeAllocating() throws {
        let bomb = Self.webPBomb()
        #expect(bomb.count < 100)
        #expect(throws: ImageCodecError.tooLarge(width: 16_383, height: 16_383, limit: ImageLimits.maximumPixelCount)) {
            try Pixmap(imageData: bomb)
        }
        // A real JPEG whose frame header is rewritten to 60 000 × 60 000.
        var jpeg = [UInt8](try Self.scene().jpegData(quality: 0.8))
        let sof = try #require((0..<(jpeg.count - 1)).first { jpeg[$0] == 0xFF && (jpeg[$0 + 1] == 0xC0 || jpeg[$0 + 1] == 0xC2) })
        jpeg[sof + 5] = 0xEA; jpeg[sof + 6] = 0x60; jpeg[sof + 7] = 0xEA; jpeg[sof + 8] = 0x60
        #expect(throws: ImageCodecError.tooLarge(width: 60_000, height: 60_000, limit: ImageLimits.maximumPixelCount)) {
            try Pixmap(imageData: Data(jpeg))
        }
        // A lower limit is honoured.
        let ok = try Self.scene().webPData()
        #expect(throws: ImageCodecError.tooLarge(width: 96, height: 64, limit: 1000)) {
            try Pixmap(imageData: ok, maximumPixelCount: 1000)
        }
    }

    @Test func encodersRejectEmptyPixmaps() throws {
        let empty = try Pixmap(width: 0, height: 3)
        #expect(throws: ImageCodecError.unencodableSize(format: .jpeg, width: 0, height: 3)) { try empty.jpegData() }
        #expect(throws: ImageCodecError.unencodableSize(format: .webP, width: 0, height: 3)) { try empty.webPData() }
    }
}
