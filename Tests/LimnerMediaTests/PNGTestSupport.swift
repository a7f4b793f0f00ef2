import Foundation
import LimnerMedia

/// Fixture files written by Fixtures/make_fixtures.py, found next to this source file.
enum Fixtures {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// Every fixture whose expected pixels are exact (all but the gamma-conversion one).
    static let exact = [
        "rgb8_srgb", "rgba8", "rgba8_gama22_split_idat", "rgb16", "rgba16", "rgba16_srgb",
        "gray1", "gray2", "gray4", "gray8", "gray16", "gray8_trns", "rgb8_trns",
        "graya8", "graya16", "rgba8_adam7", "rgb16_adam7", "rgb16_srgb_adam7", "gray2_adam7", "rgba8_1x1_adam7",
        "palette8_trns", "palette4", "palette2_trns", "palette8_trns_adam7",
    ]

    /// Fixtures decoded through the 16-bit interlaced path, which premultiplies in 16
    /// bits before reducing to 8: translucent pixels may differ by 1 from the exact value.
    static let withinOne = ["rgba16_adam7", "graya16_gama22_adam7"]

    static func png(_ name: String) throws -> Data {
        try Data(contentsOf: directory.appendingPathComponent(name + ".png"))
    }

    /// The straight-alpha RGBA8 pixels a viewer shows for fixture `name`.
    static func expectedStraightRGBA(_ name: String) throws -> [UInt8] {
        try [UInt8](Data(contentsOf: directory.appendingPathComponent(name + ".rgba")))
    }

    /// The width and height from a PNG's IHDR chunk.
    static func size(ofPNG data: Data) -> (width: Int, height: Int) {
        let b = [UInt8](data)
        func be32(_ o: Int) -> Int { Int(b[o]) << 24 | Int(b[o + 1]) << 16 | Int(b[o + 2]) << 8 | Int(b[o + 3]) }
        return (be32(16), be32(20))
    }
}

/// Hand-built PNG byte streams for malformed-input tests.
enum PNGBytes {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// One chunk: length, type, body, CRC-32 of type and body.
    static func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
        let typeBytes = Array(type.utf8)
        return be32(UInt32(body.count)) + typeBytes + body + be32(crc32(typeBytes + body))
    }

    /// An IHDR chunk.
    static func ihdr(width: UInt32, height: UInt32, bitDepth: UInt8 = 8, colorType: UInt8 = 6,
                     interlaced: Bool = false) -> [UInt8] {
        chunk("IHDR", be32(width) + be32(height) + [bitDepth, colorType, 0, 0, interlaced ? 1 : 0])
    }

    /// A stored (uncompressed) zlib stream holding `raw`, so tests need no compressor.
    static func zlibStored(_ raw: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let n = min(65535, raw.count - offset)
            let final: UInt8 = offset + n == raw.count ? 1 : 0
            out += [final, UInt8(n & 0xFF), UInt8(n >> 8), UInt8(~n & 0xFF), UInt8((~n >> 8) & 0xFF)]
            out += raw[offset..<(offset + n)]
            offset += n
        } while offset < raw.count
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in raw { a = (a + UInt32(byte)) % 65521; b = (b + a) % 65521 }
        return out + be32(b << 16 | a)
    }

    static func be32(_ v: UInt32) -> [UInt8] {
        [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)]
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 != 0 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    /// The byte offsets of each chunk in a PNG: (type, offset of its length field, body length).
    static func chunks(of data: [UInt8]) -> [(type: String, offset: Int, length: Int)] {
        var result: [(String, Int, Int)] = []
        var o = 8
        while o + 8 <= data.count {
            let length = Int(data[o]) << 24 | Int(data[o + 1]) << 16 | Int(data[o + 2]) << 8 | Int(data[o + 3])
            result.append((String(decoding: data[(o + 4)..<(o + 8)], as: UTF8.self), o, length))
            o += 12 + length
        }
        return result
    }
}
