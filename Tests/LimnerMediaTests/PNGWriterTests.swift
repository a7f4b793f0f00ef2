import Foundation
import Testing
@testable import LimnerMedia
import LimnerTestSupport

/// The PNG writer (libdeflate for the compression, Limner for the chunks): every level and
/// filter choice gives a valid file that libpng — Limner's reader — decodes to the pixels
/// written, with and without alpha, at odd sizes down to 1×1.
@Suite struct PNGWriterTests {
    /// Random pixels (alpha 0, 255 or between in equal measure), or a smooth scene with soft
    /// edges, where the filters have something to predict.
    static func image(width: Int, height: Int, seed: UInt64, smooth: Bool, opaque: Bool,
                      rowStride: Int? = nil) throws -> Pixmap {
        var rng = SeededGenerator(seed: seed)
        var pixmap = try Pixmap(width: width, height: height, rowStride: rowStride ?? width)
        for y in 0..<height {
            for x in 0..<width {
                var r, g, b, a: UInt8
                if smooth {
                    r = UInt8(x * 255 / max(1, width - 1)); g = UInt8(y * 255 / max(1, height - 1))
                    b = UInt8((x + 2 * y) & 0xFF); a = UInt8(min(255, 64 + (x + y) * 4))
                } else {
                    r = .random(in: 0...255, using: &rng); g = .random(in: 0...255, using: &rng)
                    b = .random(in: 0...255, using: &rng)
                    a = [0, 255, UInt8.random(in: 1...254, using: &rng)][Int.random(in: 0..<3, using: &rng)]
                }
                if opaque { a = 255 }
                // Premultiply as the rasterizer does (a channel never above alpha).
                func m(_ c: UInt8) -> UInt8 { UInt8((Int(c) * Int(a) + 127) / 255) }
                pixmap.setPixel(x: x, y: y, r: m(r), g: m(g), b: m(b), a: a)
            }
            // Padding past the width, which must never reach the file.
            for x in width..<(rowStride ?? width) { pixmap.setPixel(x: x, y: y, r: 9, g: 9, b: 9, a: 9) }
        }
        return pixmap
    }

    static let filterChoices: [PNGEncoder.Filters] = [.none, .sub, .up, .average, .paeth, .all, [.sub, .paeth], []]

    static let sizes: [(width: Int, height: Int)] = [(1, 1), (2, 1), (1, 3), (7, 5), (13, 11), (61, 37), (300, 2)]

    /// Chunks in order, each CRC right (checked with the tests' own CRC-32, not libdeflate's),
    /// IHDR as promised, and the bytes after IEND none.
    static func checkContainer(_ data: Data, width: Int, height: Int, channels: Int) {
        let bytes = [UInt8](data)
        #expect(Array(bytes.prefix(8)) == PNGBytes.signature)
        let chunks = PNGBytes.chunks(of: bytes)
        #expect(chunks.map(\.type).first == "IHDR" && chunks.map(\.type).last == "IEND")
        #expect(chunks.map(\.type).filter { $0 != "IDAT" } == ["IHDR", "sRGB", "IEND"])
        for chunk in chunks {
            let body = Array(bytes[(chunk.offset + 4)..<(chunk.offset + 8 + chunk.length)])
            let stored = PNGBytes.be32(PNGBytes.crc32(body))
            #expect(Array(bytes[(chunk.offset + 8 + chunk.length)..<(chunk.offset + 12 + chunk.length)]) == stored,
                    "CRC of \(chunk.type)")
        }
        let end = chunks.last.map { $0.offset + 12 + $0.length }
        #expect(end == bytes.count)
        let ihdr = PNGBytes.ihdr(width: UInt32(width), height: UInt32(height), colorType: channels == 4 ? 6 : 2)
        #expect(Array(bytes[8..<33]) == ihdr)
    }

    @Test(arguments: sizes)
    func everyLevelAndFilterRoundTripsThroughLibpng(width: Int, height: Int) throws {
        for (seed, smooth) in [(UInt64(width * 31 + height), false), (1, true)] {
            let withAlpha = try Self.image(width: width, height: height, seed: seed, smooth: smooth, opaque: false)
            let opaque = try Self.image(width: width, height: height, seed: seed, smooth: smooth, opaque: true)
            let padded = try Self.image(width: width, height: height, seed: seed, smooth: smooth, opaque: false,
                                        rowStride: width + 3)
            for level in 0...12 {
                for filters in Self.filterChoices {
                    let compression = PNGEncoder.Compression(level: level, filters: filters)
                    let rgba = try PNGEncoder(compression: compression).encode(withAlpha)
                    Self.checkContainer(rgba, width: width, height: height, channels: 4)
                    #expect(try PNGDecoder().decode(rgba) == withAlpha, "\(compression)")
                    let rgb = try PNGEncoder(isOpaque: true, compression: compression).encode(opaque)
                    Self.checkContainer(rgb, width: width, height: height, channels: 3)
                    #expect(try PNGDecoder().decode(rgb) == opaque, "\(compression)")
                    // Rows padded in memory are written without the padding.
                    #expect(try PNGEncoder(compression: compression).encode(padded) == rgba, "\(compression)")
                }
            }
        }
    }

    /// The filter-type byte of each row of a level-0 file (stored deflate blocks, read here
    /// without a decompressor).
    static func rowFilters(_ data: Data, rowBytes: Int) throws -> [UInt8] {
        let bytes = [UInt8](data)
        var stream: [UInt8] = []
        for chunk in PNGBytes.chunks(of: bytes) where chunk.type == "IDAT" {
            stream += bytes[(chunk.offset + 8)..<(chunk.offset + 8 + chunk.length)]
        }
        var raw: [UInt8] = [], o = 2, final = false
        while !final {
            try #require(o + 5 <= stream.count)
            final = stream[o] & 1 == 1
            try #require(stream[o] >> 1 & 3 == 0, "level 0 stores")
            let n = Int(stream[o + 1]) | Int(stream[o + 2]) << 8
            raw += stream[(o + 5)..<(o + 5 + n)]
            o += 5 + n
        }
        return stride(from: 0, to: raw.count, by: rowBytes + 1).map { raw[$0] }
    }

    /// `Compression.filters` is honoured: only the allowed types appear, one filter alone is
    /// used on every row, and the adaptive choice really chooses (a smooth image uses several).
    @Test func onlyTheAllowedFiltersAreUsed() throws {
        let smooth = try Self.image(width: 61, height: 37, seed: 1, smooth: true, opaque: false)
        let noise = try Self.image(width: 61, height: 37, seed: 2, smooth: false, opaque: false)
        let types: [(PNGEncoder.Filters, UInt8)] = [(.none, 0), (.sub, 1), (.up, 2), (.average, 3), (.paeth, 4)]
        for filters in Self.filterChoices {
            let allowed = Set(types.filter { filters.contains($0.0) }.map(\.1))
            for image in [smooth, noise] {
                let data = try PNGEncoder(compression: .init(level: 0, filters: filters)).encode(image)
                let used = try Self.rowFilters(data, rowBytes: 61 * 4)
                #expect(used.count == 37)
                #expect(Set(used).isSubset(of: allowed.isEmpty ? [0] : allowed), "\(filters): \(Set(used))")
            }
        }
        let adaptive = try Self.rowFilters(PNGEncoder(compression: .init(level: 0, filters: .all)).encode(smooth),
                                           rowBytes: 61 * 4)
        #expect(Set(adaptive).count >= 2, "\(adaptive)")
    }

    /// Levels reach the compressor: 0 stores, higher levels are smaller on a compressible
    /// image, and levels outside 0…12 are clamped.
    @Test func levelsTradeTimeForSize() throws {
        let smooth = try Self.image(width: 300, height: 200, seed: 3, smooth: true, opaque: true)
        let sizes = try [0, 1, 6, 12].map {
            try PNGEncoder(isOpaque: true, compression: .init(level: $0, filters: .none)).encode(smooth).count
        }
        #expect(sizes[0] > 300 * 200 * 3)
        #expect(sizes[1] < sizes[0] && sizes[2] <= sizes[1] && sizes[3] <= sizes[2], "\(sizes)")
        #expect(PNGEncoder.Compression(level: 42).level == 12 && PNGEncoder.Compression(level: -3).level == 0)
        // `prefersSpeed` is `.fast` unless a compression is chosen.
        #expect(try PNGEncoder(isOpaque: true, prefersSpeed: true).encode(smooth)
                == PNGEncoder(isOpaque: true, compression: .fast).encode(smooth))
        #expect(try PNGEncoder(isOpaque: true).encode(smooth) == PNGEncoder(isOpaque: true, compression: .default).encode(smooth))
    }

    /// A zlib stream longer than a chunk may be is split over several IDAT chunks (PNG caps a
    /// chunk at 2³¹ − 1 bytes; here the cap is lowered to 100 to see it), which libpng reads.
    @Test func aLongStreamIsSplitIntoSeveralIDATChunks() throws {
        let noise = try Self.image(width: 40, height: 30, seed: 4, smooth: false, opaque: false)
        let single = try PNGEncoder(compression: .init(level: 0, filters: .none)).encode(noise)
        let chunks = PNGBytes.chunks(of: [UInt8](single))
        let idat = chunks.first { $0.type == "IDAT" }!
        let stream = [UInt8](single)[(idat.offset + 8)..<(idat.offset + 8 + idat.length)]
        let writer = PNGWriter(width: 40, height: 30, channels: 4, level: 0, filters: .none)
        let split = stream.withUnsafeBufferPointer { writer.container(idat: $0, chunkLength: 100) }
        let idats = PNGBytes.chunks(of: [UInt8](split)).filter { $0.type == "IDAT" }
        #expect(idats.count == (stream.count + 99) / 100 && idats.dropLast().allSatisfy { $0.length == 100 })
        Self.checkContainer(split, width: 40, height: 30, channels: 4)
        #expect(try PNGDecoder().decode(split) == noise)
    }
}
