import CLibPNG

/// Helpers around libpng's simplified-API control structure, `png_image`.
enum PNGImageControl {
    /// `PNG_FORMAT_RGBA`: 8-bit straight-alpha R, G, B, A.
    static let formatRGBA = UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)

    /// A zeroed `png_image` with the version set, as libpng requires before any call.
    static func make() -> png_image {
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        return image
    }

    /// libpng's message after a failed call, or `fallback` when it left none.
    static func message(of image: png_image, fallback: String) -> String {
        var storage = image.message
        let text = withUnsafeBytes(of: &storage) { raw -> String in
            let bytes = raw.prefix { $0 != 0 }
            return String(decoding: bytes, as: UTF8.self)
        }
        return text.isEmpty ? fallback : text
    }
}
