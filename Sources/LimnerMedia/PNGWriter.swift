import CLibDeflate
import LimnerRaster
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The PNG writer behind `PNGEncoder`: filters the rows into one buffer, compresses it with
/// libdeflate in one call and writes the chunks (signature, IHDR, sRGB, IDAT, IEND) itself.
///
/// libpng stays Limner's PNG reader, but it cannot write through libdeflate: it streams rows
/// through zlib's `deflate`, and libdeflate has no streaming interface: it compresses a whole
/// buffer in one call, which is how it reaches zlib's level-6 size in about half zlib's time
/// (on share cards; at levels 1–3 it is about as fast as zlib and smaller,
/// `docs/TextAndImages.md`). So the container is written here; it is small (four chunk types,
/// each a length, a type, the data and a CRC-32 — libdeflate's, which also replaces libpng's
/// per-row copies and zlib's slower checksums). The cost is memory: the filtered image (one
/// byte per sample, plus one per row) and room for its compressed form are held at once
/// (`PNGWorkspace`, which keeps them between encodes).
struct PNGWriter {
    let width: Int
    let height: Int
    /// 3 (RGB: premultiplied colour, which for opaque pixels is the colour) or 4 (straight RGBA).
    let channels: Int
    let level: Int
    let filters: PNGEncoder.Filters

    /// The PNG signature.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    /// The most data one chunk may hold (PNG caps chunk lengths at 2³¹ − 1).
    static let maximumChunkLength = Int(Int32.max)

    /// The PNG filter types, in the order the adaptive choice tries them (and breaks ties).
    private static let filterTypes: [(PNGEncoder.Filters, UInt8)] = [
        (.none, 0), (.sub, 1), (.up, 2), (.average, 3), (.paeth, 4),
    ]

    /// The complete file for `pixmap`.
    func write(_ pixmap: Pixmap) throws -> Data {
        let rowBytes = width * channels
        let (filteredCount, overflow) = (rowBytes + 1).multipliedReportingOverflow(by: height)
        guard !overflow else { throw PNGError.encodingFailed(message: "\(width)×\(height) is too large to encode") }
        let workspace = PNGWorkspace.take()
        defer { PNGWorkspace.give(workspace) }
        guard let filtered = workspace.filtered(filteredCount) else {
            throw PNGError.encodingFailed(message: "out of memory for \(filteredCount) bytes of rows")
        }
        try filterRows(of: pixmap, into: filtered, rowBytes: rowBytes)
        guard let compressor = workspace.compressor(level: level) else {
            throw PNGError.encodingFailed(message: "libdeflate could not start at level \(level)")
        }
        let bound = libdeflate_zlib_compress_bound(compressor, filteredCount)
        guard let compressed = workspace.compressed(bound) else {
            throw PNGError.encodingFailed(message: "out of memory for \(bound) bytes of compressed data")
        }
        let compressedCount = libdeflate_zlib_compress(compressor, filtered, filteredCount, compressed, bound)
        guard compressedCount > 0 else { throw PNGError.encodingFailed(message: "libdeflate could not compress the rows") }
        return container(idat: UnsafeBufferPointer(start: compressed, count: compressedCount))
    }

    /// Signature, IHDR, sRGB, the zlib stream in IDAT chunks of at most `chunkLength` bytes
    /// (one chunk unless the stream passes 2³¹ − 1 bytes), IEND.
    func container(idat: UnsafeBufferPointer<UInt8>, chunkLength: Int = maximumChunkLength) -> Data {
        let chunkLength = min(max(1, chunkLength), Self.maximumChunkLength)
        let idatChunks = max(1, (idat.count + chunkLength - 1) / chunkLength)
        let total = 8 + (12 + 13) + (12 + 1) + 12 * idatChunks + idat.count + 12
        var data = Data(count: total)
        data.withUnsafeMutableBytes { raw in
            let out = raw.baseAddress!.assumingMemoryBound(to: UInt8.self)
            var o = 0
            func be32(_ v: UInt32) {
                out[o] = UInt8(truncatingIfNeeded: v >> 24); out[o + 1] = UInt8(truncatingIfNeeded: v >> 16)
                out[o + 2] = UInt8(truncatingIfNeeded: v >> 8); out[o + 3] = UInt8(truncatingIfNeeded: v)
                o += 4
            }
            func chunk(_ type: StaticString, _ body: UnsafeBufferPointer<UInt8>) {
                be32(UInt32(body.count))
                let start = o
                for i in 0..<4 { out[o + i] = type.utf8Start[i] }
                o += 4
                if let base = body.baseAddress, body.count > 0 { (out + o).update(from: base, count: body.count) }
                o += body.count
                be32(UInt32(truncatingIfNeeded: libdeflate_crc32(0, out + start, 4 + body.count)))
            }
            for (i, byte) in Self.signature.enumerated() { out[i] = byte }
            o = 8
            var header = [UInt8](repeating: 0, count: 13)
            for (i, shift) in [24, 16, 8, 0].enumerated() {
                header[i] = UInt8(truncatingIfNeeded: width >> shift)
                header[4 + i] = UInt8(truncatingIfNeeded: height >> shift)
            }
            header[8] = 8                          // bit depth
            header[9] = channels == 4 ? 6 : 2      // colour type: RGBA or RGB
            // compression 0 (deflate), filter method 0 (adaptive, five types), no interlace
            header.withUnsafeBufferPointer { chunk("IHDR", $0) }
            [UInt8(0)].withUnsafeBufferPointer { chunk("sRGB", $0) }  // rendering intent: perceptual
            var start = 0
            repeat {
                let count = min(chunkLength, idat.count - start)
                chunk("IDAT", UnsafeBufferPointer(rebasing: idat[start..<start + count]))
                start += count
            } while start < idat.count
            chunk("IEND", UnsafeBufferPointer(start: nil, count: 0))
        }
        return data
    }

    /// Writes each row as its filter-type byte and its filtered samples into `output`
    /// (`height * (rowBytes + 1)` bytes). With one filter allowed every row uses it; with
    /// several, each row uses the one whose bytes, read as signed, sum to the least absolute
    /// value (libpng's heuristic), ties going to the earlier of None, Sub, Up, Average, Paeth.
    private func filterRows(of pixmap: Pixmap, into output: UnsafeMutablePointer<UInt8>, rowBytes: Int) throws {
        let allowed = Self.filterTypes.filter { filters.contains($0.0) }.map(\.1)
        let types = allowed.isEmpty ? [UInt8(0)] : allowed
        // Raw rows: this one and the one above (zero above the first row); a trial row and the
        // best so far when choosing.
        let scratchCount = types == [0] ? 0 : (types.count > 1 ? 4 : 2)
        let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, scratchCount * rowBytes))
        defer { scratch.deallocate() }
        scratch.initialize(repeating: 0, count: max(1, scratchCount * rowBytes))
        var previous = scratch, current = scratch + rowBytes
        var trial = scratch + 2 * rowBytes, best = scratch + 3 * rowBytes
        let bpp = channels
        pixmap.storage.withUnsafeBufferPointer { pixels in
            let base = pixels.baseAddress!
            for y in 0..<height {
                let out = output + y * (rowBytes + 1)
                let source = base + y * pixmap.rowStride
                if types == [0] {
                    // No filter: the samples go straight to the output.
                    out[0] = 0
                    convert(source, into: out + 1)
                    continue
                }
                convert(source, into: current)
                if types.count == 1 {
                    out[0] = types[0]
                    Self.filter(types[0], current, previous, into: out + 1, count: rowBytes, bpp: bpp)
                } else {
                    var bestType = types[0], bestSum = UInt64.max
                    for type in types {
                        Self.filter(type, current, previous, into: trial, count: rowBytes, bpp: bpp)
                        let sum = Self.signedSum(trial, count: rowBytes)
                        if sum < bestSum { bestSum = sum; bestType = type; swap(&trial, &best) }
                    }
                    out[0] = bestType
                    (out + 1).update(from: best, count: rowBytes)
                }
                swap(&previous, &current)
            }
        }
    }

    /// One row's samples from the pixmap: R, G, B of the premultiplied pixel (3 channels) or
    /// straight R, G, B, A (4; `PremultipliedPixel.unpremultiply`, exact for opaque pixels).
    @inline(__always)
    private func convert(_ source: UnsafePointer<UInt32>, into row: UnsafeMutablePointer<UInt8>) {
        if channels == 3 {
            // Each pixel's four bytes R, G, B, A stored at once, 3 bytes apart: the next pixel
            // overwrites the A. The last pixel is stored byte by byte, so nothing is written past
            // the row.
            let raw = UnsafeMutableRawPointer(row)
            var x = 0
            while x < width &- 1 {
                raw.storeBytes(of: source[x].littleEndian, toByteOffset: 3 &* x, as: UInt32.self)
                x &+= 1
            }
            let p = source[x]
            row[3 &* x] = UInt8(truncatingIfNeeded: p)
            row[3 &* x &+ 1] = UInt8(truncatingIfNeeded: p &>> 8)
            row[3 &* x &+ 2] = UInt8(truncatingIfNeeded: p &>> 16)
        } else {
            for x in 0..<width {
                let p = source[x]
                if p >= 0xFF00_0000 {
                    // Opaque: premultiplied is straight. Stored as its bytes R, G, B, A.
                    (UnsafeMutableRawPointer(row) + 4 &* x).storeBytes(of: p.littleEndian, as: UInt32.self)
                } else {
                    let (r, g, b, a) = PremultipliedPixel.unpremultiply(p)
                    row[4 &* x] = r; row[4 &* x &+ 1] = g; row[4 &* x &+ 2] = b; row[4 &* x &+ 3] = a
                }
            }
        }
    }

    /// Filters `row` (whose unfiltered predecessor is `above`) with PNG filter `type` into `out`.
    @inline(__always)
    static func filter(_ type: UInt8, _ row: UnsafePointer<UInt8>, _ above: UnsafePointer<UInt8>,
                       into out: UnsafeMutablePointer<UInt8>, count: Int, bpp: Int) {
        switch type {
        case 1:  // Sub
            for i in 0..<min(bpp, count) { out[i] = row[i] }
            var i = bpp
            while i < count { out[i] = row[i] &- row[i &- bpp]; i &+= 1 }
        case 2:  // Up
            for i in 0..<count { out[i] = row[i] &- above[i] }
        case 3:  // Average
            for i in 0..<min(bpp, count) { out[i] = row[i] &- above[i] >> 1 }
            var i = bpp
            while i < count {
                out[i] = row[i] &- UInt8(truncatingIfNeeded: (UInt16(row[i &- bpp]) &+ UInt16(above[i])) >> 1)
                i &+= 1
            }
        case 4:  // Paeth
            for i in 0..<min(bpp, count) { out[i] = row[i] &- above[i] }  // left and upper left are 0
            var i = bpp
            while i < count {
                out[i] = row[i] &- paeth(row[i &- bpp], above[i], above[i &- bpp])
                i &+= 1
            }
        default:  // None
            out.update(from: row, count: count)
        }
    }

    /// The PNG Paeth predictor of a sample from its left, upper and upper-left neighbours,
    /// without branches (so the row loop vectorizes): the neighbour nearest a + b − c, ties
    /// going to a, then b.
    @inline(__always)
    static func paeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        @inline(__always) func magnitude(_ v: Int16) -> Int16 { let s = v &>> 15; return (v ^ s) &- s }
        let ia = Int16(a), ib = Int16(b), ic = Int16(c)
        let pa = magnitude(ib &- ic), pb = magnitude(ia &- ic), pc = magnitude(ia &+ ib &- ic &- ic)
        let bOrC = pb <= pc ? b : c
        return pa <= pb && pa <= pc ? a : bOrC
    }

    /// The sum of the bytes' absolute values read as signed (libpng's filter heuristic).
    @inline(__always)
    static func signedSum(_ bytes: UnsafePointer<UInt8>, count: Int) -> UInt64 {
        var sum: UInt64 = 0
        var i = 0
        while i < count {
            // Blocks of at most 2^23 bytes fit a UInt32 sum of values up to 128.
            let end = min(count, i &+ (1 << 23))
            var part: UInt32 = 0
            while i < end {
                let v = bytes[i]
                part &+= UInt32(v < 128 ? v : 0 &- v)
                i &+= 1
            }
            sum &+= UInt64(part)
        }
        return sum
    }
}
