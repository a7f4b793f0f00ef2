import LimnerRaster
import CLibPNG
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension PNGDecoder {
    /// Decodes a 16-bit Adam7 image without libpng's 16-to-8-bit simplified path.
    ///
    /// That path (`png_image_read_direct_scaled`) overflowed the heap in libpng before
    /// 1.6.51 (CVE-2025-65018), and the fix, also backported to distribution builds of
    /// older versions such as Debian's 1.6.39, returns wrong pixels for interlaced files
    /// (libpng issue #853). So this asks libpng for 16-bit linear output instead, after
    /// removing the colour-space chunks so that it has no gamma to convert: the samples
    /// come back unchanged except for premultiplication. They are then un-premultiplied,
    /// taken to sRGB with the file's gAMA exactly as the 8-bit path would, scaled to
    /// 8 bits with round(v / 257), and premultiplied again.
    ///
    /// Opaque pixels match the 8-bit path exactly; translucent ones within 1, because
    /// libpng premultiplies in 16 bits first.
    func decodeInterlaced16(_ bytes: UnsafeRawBufferPointer, layout: PNGChunkLayout,
                            width: Int, height: Int) throws -> Pixmap {
        let stripped = layout.removingColorChunks(from: bytes)
        guard let rowSamples = Int32(exactly: width * 4) else {
            throw PNGError.tooLarge(width: width, height: height, limit: min(maximumByteCount, Pixmap.maximumByteCount))
        }
        // 8 bytes a pixel, twice the pixmap; the pixmap's limit has been checked.
        var samples = [UInt16](repeating: 0, count: width * height * 4)
        try stripped.withUnsafeBytes { raw in
            var image = PNGImageControl.make()
            guard png_image_begin_read_from_memory(&image, raw.baseAddress, raw.count) != 0 else {
                let message = PNGImageControl.message(of: image, fallback: "cannot read the PNG header")
                png_image_free(&image)
                throw PNGError.decodingFailed(message: message)
            }
            defer { png_image_free(&image) }
            image.format = UInt32(PNG_FORMAT_FLAG_LINEAR | PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)
            let finished = samples.withUnsafeMutableBytes {
                png_image_finish_read(&image, nil, $0.baseAddress, rowSamples, nil)
            }
            guard finished != 0 else {
                throw PNGError.decodingFailed(
                    message: PNGImageControl.message(of: image, fallback: "cannot read the PNG image data"))
            }
        }

        let toEightBit = Self.sixteenToEightBitTable(exponent: layout.exponentToSRGB)
        var pixmap = try Pixmap(width: width, height: height)
        pixmap.withUnsafeMutablePixels { pixels in
            for i in 0..<(width * height) {
                let a = UInt32(samples[4 * i + 3])
                guard a != 0 else { pixels[i] = 0; continue }
                func straight(_ p: UInt16) -> UInt8 {
                    let c = a == 65535 ? UInt32(p) : min(65535, (UInt32(p) * 65535 + a / 2) / a)
                    return toEightBit[Int(c)]
                }
                pixels[i] = PremultipliedPixel.premultiply(
                    r: straight(samples[4 * i]), g: straight(samples[4 * i + 1]),
                    b: straight(samples[4 * i + 2]), a: UInt8((a * 255 + 32767) / 65535))
            }
        }
        return pixmap
    }

    /// For each 16-bit sample, its 8-bit sRGB value: round(v / 257), after raising v to
    /// `exponent` (libpng's gamma correction) when there is one.
    static func sixteenToEightBitTable(exponent: Double?) -> [UInt8] {
        (0...65535).map { (v: Int) -> UInt8 in
            guard let exponent else { return UInt8((v * 255 + 32767) / 65535) }
            return UInt8((pow(Double(v) / 65535, exponent) * 255).rounded())
        }
    }
}
