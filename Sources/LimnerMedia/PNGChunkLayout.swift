/// The facts the decoder needs from a PNG's chunk sequence, read without libpng: the
/// header fields the simplified API hides, whether the stream reaches its IEND chunk,
/// and where the colour-space chunks are.
///
/// Read only after libpng has accepted the signature and IHDR, but written for hostile
/// input all the same: every length is bounds-checked and the walk stops at the first
/// chunk that does not fit.
struct PNGChunkLayout {
    /// IHDR bit depth (1, 2, 4, 8 or 16).
    var bitDepth: UInt8 = 0
    /// Whether IHDR asks for Adam7 interlacing.
    var isInterlaced = false
    /// Whether a complete IEND chunk with the right CRC ends the chunk sequence.
    /// libpng's simplified API stops reading after the last row, so it never checks.
    var hasEnd = false
    /// The gAMA chunk's value (encoding exponent × 100 000), if there is one.
    var gamma: UInt32?
    /// Whether an sRGB or iCCP chunk declares the colour space, overriding gAMA.
    var declaresColorSpace = false
    /// The byte ranges of the gAMA, sRGB, iCCP and cHRM chunks.
    var colorChunks: [Range<Int>] = []

    /// The IEND chunk's CRC-32, a constant because the chunk is always empty.
    static let endCRC: UInt32 = 0xAE42_6082

    init(_ bytes: UnsafeRawBufferPointer) {
        guard bytes.count >= 33 else { return }
        bitDepth = bytes[24]
        isInterlaced = bytes[28] != 0
        func be32(_ o: Int) -> UInt32 {
            UInt32(bytes[o]) << 24 | UInt32(bytes[o + 1]) << 16 | UInt32(bytes[o + 2]) << 8 | UInt32(bytes[o + 3])
        }
        var offset = 8
        while offset + 12 <= bytes.count {
            let length = Int(be32(offset))
            // PNG caps lengths at 2^31 - 1; past that (or past the data) the walk ends.
            guard length <= Int(Int32.max), length <= bytes.count - offset - 12 else { return }
            let type = be32(offset + 4)
            let end = offset + 12 + length
            switch type {
            case 0x4945_4E44:  // IEND
                hasEnd = length == 0 && be32(offset + 8) == Self.endCRC
                return
            case 0x6741_4D41:  // gAMA
                if length == 4 { gamma = be32(offset + 8) }
                colorChunks.append(offset..<end)
            case 0x7352_4742, 0x6943_4350:  // sRGB, iCCP
                declaresColorSpace = true
                colorChunks.append(offset..<end)
            case 0x6348_524D:  // cHRM
                colorChunks.append(offset..<end)
            default:
                break
            }
            offset = end
        }
    }

    /// `bytes` without the colour-space chunks, so libpng sees no gamma to convert.
    func removingColorChunks(from bytes: UnsafeRawBufferPointer) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var start = 0
        for range in colorChunks {
            out.append(contentsOf: bytes[start..<range.lowerBound])
            start = range.upperBound
        }
        out.append(contentsOf: bytes[start...])
        return out
    }

    /// The exponent that takes this file's samples to sRGB (libpng's 1/2.2 power law),
    /// or nil when libpng would leave them unchanged: no gAMA, an sRGB or iCCP chunk, or
    /// a gAMA within libpng's 5% threshold of 1/2.2.
    var exponentToSRGB: Double? {
        guard !declaresColorSpace, let gamma, gamma > 0 else { return nil }
        let exponent = 100_000 / (Double(gamma) * 2.2)
        return abs(exponent - 1) < 0.05 ? nil : exponent
    }
}
