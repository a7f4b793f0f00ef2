import Foundation
import Testing
import LimnerMedia
import LimnerTestSupport

/// Malformed and hostile input: every case throws a `PNGError`, none crashes.
@Suite struct PNGBrokenInputTests {
    /// A small valid PNG (width × height RGBA8, stored deflate) with `extra` chunks
    /// before IDAT.
    static func validPNG(width: UInt32 = 2, height: UInt32 = 2) -> [UInt8] {
        let row = [UInt8](repeating: 0, count: 1) + [UInt8](repeating: 200, count: Int(width) * 4)
        let raw = (0..<Int(height)).flatMap { _ in row }
        return PNGBytes.signature + PNGBytes.ihdr(width: width, height: height)
            + PNGBytes.chunk("IDAT", PNGBytes.zlibStored(raw)) + PNGBytes.chunk("IEND", [])
    }

    @Test func validBaselineDecodes() throws {
        let pixmap = try Pixmap(pngData: Data(Self.validPNG()))
        #expect(pixmap.pixel(x: 1, y: 1) == (157, 157, 157, 200))  // 200 · 200 / 255
    }

    /// Bytes after IEND are ignored, as browsers do.
    @Test func trailingBytesAfterEndAreIgnored() throws {
        let png = Self.validPNG() + Array("appended".utf8)
        #expect(try Pixmap(pngData: Data(png)) == (try Pixmap(pngData: Data(Self.validPNG()))))
    }

    @Test func emptyDataThrows() {
        #expect(throws: PNGError.emptyData) { try Pixmap(pngData: Data()) }
    }

    @Test func notAPNGThrowsWithLibpngMessage() {
        do {
            _ = try Pixmap(pngData: Data("GIF89a, not a PNG at all".utf8))
            Issue.record("decoded text as a PNG")
        } catch let PNGError.decodingFailed(message) {
            #expect(!message.isEmpty)
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }

    /// Cutting a file anywhere, from one byte to all but the last, throws.
    @Test(arguments: ["rgba8", "palette8_trns_adam7", "gray16", "rgb16_adam7"])
    func truncationAtEveryOffsetThrows(_ name: String) throws {
        let data = try Fixtures.png(name)
        var decoded: [Int] = []
        for length in 0..<data.count {
            do {
                _ = try Pixmap(pngData: data.prefix(length))
                decoded.append(length)
            } catch is PNGError {
            }
        }
        #expect(decoded.isEmpty, "\(name) decoded when truncated to \(decoded) bytes")
    }

    /// Flipping one bit of any critical chunk's CRC throws.
    @Test(arguments: ["rgba8", "palette8_trns", "rgba8_gama22_split_idat"])
    func corruptCriticalChunkCRCThrows(_ name: String) throws {
        let bytes = try [UInt8](Fixtures.png(name))
        let critical = PNGBytes.chunks(of: bytes).filter { ["IHDR", "PLTE", "IDAT", "IEND"].contains($0.type) }
        #expect(critical.count >= 3)
        for chunk in critical {
            var corrupt = bytes
            corrupt[chunk.offset + 8 + chunk.length + 3] ^= 0x10
            #expect(throws: PNGError.self, "\(name): CRC of \(chunk.type) at \(chunk.offset)") {
                try Pixmap(pngData: Data(corrupt))
            }
        }
    }

    /// Flipping a byte inside the compressed pixel data (and fixing the CRC) is caught by
    /// zlib's Adler-32 or inflate's own checks.
    @Test func corruptCompressedDataThrows() throws {
        var bytes = Self.validPNG(width: 8, height: 8)
        let idat = try #require(PNGBytes.chunks(of: bytes).first { $0.type == "IDAT" })
        let bodyStart = idat.offset + 8
        bytes[bodyStart + idat.length - 2] ^= 0xFF  // inside the Adler-32
        let fixed = PNGBytes.chunk("IDAT", Array(bytes[bodyStart..<(bodyStart + idat.length)]))
        bytes.replaceSubrange(idat.offset..<(idat.offset + 12 + idat.length), with: fixed)
        #expect(throws: PNGError.self) { try Pixmap(pngData: Data(bytes)) }
    }

    /// A 100 000 × 100 000 header (40 GB of pixels) throws `tooLarge` at once.
    @Test func hugeDimensionsThrowBeforeAllocating() throws {
        let png = PNGBytes.signature + PNGBytes.ihdr(width: 100_000, height: 100_000)
            + PNGBytes.chunk("IDAT", PNGBytes.zlibStored([0, 1, 2, 3])) + PNGBytes.chunk("IEND", [])
        let start = ContinuousClock.now
        #expect(throws: PNGError.tooLarge(width: 100_000, height: 100_000, limit: Pixmap.maximumByteCount)) {
            try Pixmap(pngData: Data(png))
        }
        #expect(ContinuousClock.now - start < .seconds(1))
    }

    /// 20 000 × 20 000 fits the 2 GiB limit (1.6 GB), but a 70-byte file cannot hold
    /// it: it throws `truncated` without allocating the 1.6 GB.
    @Test func forgedLargeHeaderOnTinyFileThrowsBeforeAllocating() throws {
        let png = PNGBytes.signature + PNGBytes.ihdr(width: 20_000, height: 20_000)
            + PNGBytes.chunk("IDAT", PNGBytes.zlibStored([0, 1, 2, 3])) + PNGBytes.chunk("IEND", [])
        let start = ContinuousClock.now
        #expect(throws: PNGError.truncated(width: 20_000, height: 20_000, byteCount: png.count)) {
            try Pixmap(pngData: Data(png))
        }
        #expect(ContinuousClock.now - start < .seconds(1))
    }

    /// The truncation bound uses the fewest bits a pixel can take (1 for palette and
    /// gray), so a legitimately well-compressed image is not rejected: this 2000 × 2000
    /// all-black 1-bit file is compressed by zlib close to deflate's 1032:1 limit.
    @Test func highlyCompressedValidImageIsAccepted() throws {
        let data = try Fixtures.png("gray1_black_2000")
        let pixmap = try Pixmap(pngData: data)
        #expect(pixmap.width == 2000 && pixmap.height == 2000)
        #expect(pixmap.storage.allSatisfy { $0 == 0xFF00_0000 })
        // The file is within 20% of the bound, so the bound is not vacuous here.
        #expect(data.count * 1032 < 2000 * 2000 / 8 * 6 / 5)
    }

    @Test func decoderLimitIsEnforced() throws {
        let data = try Fixtures.png("rgba8")  // 13 × 9 = 468 bytes decoded
        #expect(throws: PNGError.tooLarge(width: 13, height: 9, limit: 467)) {
            try PNGDecoder(maximumByteCount: 467).decode(data)
        }
        #expect(try PNGDecoder(maximumByteCount: 468).decode(data).width == 13)
    }

    @Test(arguments: [(0, 5), (5, 0), (0x8000_0000, 1)] as [(UInt32, UInt32)])
    func invalidDimensionsThrow(width: UInt32, height: UInt32) {
        var png = Self.validPNG()
        png.replaceSubrange(8..<33, with: PNGBytes.ihdr(width: width, height: height))
        #expect(throws: PNGError.self) { try Pixmap(pngData: Data(png)) }
    }

    @Test func invalidBitDepthForColorTypeThrows() {
        var png = Self.validPNG()
        png.replaceSubrange(8..<33, with: PNGBytes.ihdr(width: 2, height: 2, bitDepth: 4, colorType: 6))
        #expect(throws: PNGError.self) { try Pixmap(pngData: Data(png)) }
    }

    @Test func paletteImageWithoutPaletteThrows() {
        let png = PNGBytes.signature + PNGBytes.ihdr(width: 1, height: 1, colorType: 3)
            + PNGBytes.chunk("IDAT", PNGBytes.zlibStored([0, 0])) + PNGBytes.chunk("IEND", [])
        #expect(throws: PNGError.self) { try Pixmap(pngData: Data(png)) }
    }

    /// Random bytes, alone and after a valid signature or header, never decode.
    @Test(arguments: 0..<40)
    func randomBytesThrow(seed: Int) {
        var rng = SeededGenerator(seed: UInt64(seed))
        let length = Int.random(in: 1...600, using: &rng)
        let noise = (0..<length).map { _ in UInt8.random(in: 0...255, using: &rng) }
        let prefix: [UInt8]
        switch seed % 3 {
        case 0: prefix = []
        case 1: prefix = PNGBytes.signature
        default: prefix = PNGBytes.signature + PNGBytes.ihdr(width: 4, height: 4)
        }
        #expect(throws: PNGError.self) { try Pixmap(pngData: Data(prefix + noise)) }
    }
}
