import Foundation
import LimnerGeometry
import LimnerMedia
import LimnerRaster
import LimnerText
import Synchronization

/// Colour glyphs (emoji) as images: each glyph's PNG bitmap (`FontInstance.colorBitmap`)
/// decoded with LimnerMedia's PNG decoder and scaled down to the pixel size it is drawn at
/// with an area-averaging (box) filter, so a 136-pixel Noto Color Emoji bitmap drawn at
/// 20 px keeps its detail instead of the sparkle of bilinear sampling four source pixels.
/// The renderer then draws the result as an image item over the glyph's box, bilinearly, at
/// nearly one to one.
///
/// An LRU store bounded in bytes (`byteLimit`; 8 MiB shared: about 5 000 emoji at 20 px)
/// behind a mutex; misses decode outside it. Bitmaps that fail to decode are remembered as
/// empty and draw nothing.
final class ColorGlyphImages: Sendable {
    /// The cache the renderer uses.
    static let shared = ColorGlyphImages(byteLimit: 8 << 20)

    struct Key: Hashable, Sendable {
        let font: FontInstance
        let glyph: UInt32
        let width: Int
        let height: Int
    }

    /// The largest side a scaled glyph is kept at; bigger emoji use the font's bitmap itself,
    /// magnified by the image sampler.
    static let maximumSide = 512
    /// Bytes counted per entry beyond its pixels.
    static let entryOverhead = 64

    let byteLimit: Int
    private let store: Mutex<LRUStore<Key, Pixmap>>

    init(byteLimit: Int) {
        self.byteLimit = byteLimit
        store = Mutex(LRUStore(costLimit: byteLimit))
    }

    /// The pixels of `glyph` for a box `pixelWidth`×`pixelHeight` device pixels large (rounded
    /// up): the bitmap box-filtered to that size, or the bitmap as it is when that is not
    /// smaller. Nil when the glyph has no decodable bitmap.
    func pixmap(for glyph: PlacedColorGlyph, pixelWidth: CGFloat, pixelHeight: CGFloat) -> Pixmap? {
        guard pixelWidth.isFinite, pixelHeight.isFinite, pixelWidth > 0, pixelHeight > 0 else { return nil }
        let w = Int(min(pixelWidth.rounded(.up), CGFloat(Self.maximumSide)))
        let h = Int(min(pixelHeight.rounded(.up), CGFloat(Self.maximumSide)))
        let key = Key(font: glyph.font, glyph: glyph.glyph, width: w, height: h)
        if let hit = store.withLock({ $0.value(for: key) }) { return hit.width == 0 ? nil : hit }
        let made = Self.render(glyph, width: w, height: h) ?? .empty
        store.withLock { $0.insert(made, cost: made.storage.count * 4 + Self.entryOverhead, for: key) }
        return made.width == 0 ? nil : made
    }

    private static func render(_ glyph: PlacedColorGlyph, width: Int, height: Int) -> Pixmap? {
        guard let bitmap = glyph.font.colorBitmap(glyph: glyph.glyph),
              let source = try? PNGDecoder(maximumByteCount: 4 << 20).decode(bitmap.pngData),
              source.width > 0, source.height > 0 else { return nil }
        if width >= source.width || height >= source.height { return source }
        return boxDownscale(source, width: width, height: height)
    }

    /// `source` scaled down to `width`×`height` by averaging, for each destination pixel, the
    /// source pixels its area covers (fractional edges weighted), on premultiplied values.
    static func boxDownscale(_ source: Pixmap, width: Int, height: Int) -> Pixmap? {
        guard width > 0, height > 0, var out = try? Pixmap(width: width, height: height) else { return nil }
        let xs = weights(from: source.width, to: width), ys = weights(from: source.height, to: height)
        // Horizontal pass into floats (4 channels), then vertical.
        var rows = [Float](repeating: 0, count: source.height * width * 4)
        source.withUnsafePixels { src in
            for y in 0..<source.height {
                let row = src + y * source.rowStride
                for x in 0..<width {
                    var acc: (Float, Float, Float, Float) = (0, 0, 0, 0)
                    for (i, w) in xs[x] {
                        let p = row[i]
                        acc.0 += w * Float(p & 0xFF); acc.1 += w * Float((p >> 8) & 0xFF)
                        acc.2 += w * Float((p >> 16) & 0xFF); acc.3 += w * Float(p >> 24)
                    }
                    let o = (y * width + x) * 4
                    rows[o] = acc.0; rows[o + 1] = acc.1; rows[o + 2] = acc.2; rows[o + 3] = acc.3
                }
            }
        }
        out.withUnsafeMutablePixels { dst in
            for y in 0..<height {
                for x in 0..<width {
                    var acc: (Float, Float, Float, Float) = (0, 0, 0, 0)
                    for (j, w) in ys[y] {
                        let o = (j * width + x) * 4
                        acc.0 += w * rows[o]; acc.1 += w * rows[o + 1]; acc.2 += w * rows[o + 2]; acc.3 += w * rows[o + 3]
                    }
                    let a = UInt32(min(255, max(0, acc.3.rounded())))
                    func channel(_ v: Float) -> UInt32 { min(a, UInt32(min(255, max(0, v.rounded())))) }
                    dst[y * width + x] = channel(acc.0) | channel(acc.1) << 8 | channel(acc.2) << 16 | a << 24
                }
            }
        }
        return out
    }

    /// For each of `count` destination pixels, the source pixels of `sourceCount` it covers
    /// and their weights (summing to 1).
    private static func weights(from sourceCount: Int, to count: Int) -> [[(Int, Float)]] {
        let ratio = Double(sourceCount) / Double(count)
        return (0..<count).map { d in
            let start = Double(d) * ratio, end = Double(d + 1) * ratio
            var list: [(Int, Float)] = []
            var i = Int(start.rounded(.down))
            while Double(i) < end && i < sourceCount {
                let covered = min(end, Double(i + 1)) - max(start, Double(i))
                if covered > 0 { list.append((i, Float(covered / ratio))) }
                i += 1
            }
            return list
        }
    }
}

extension DisplayListRenderer {
    /// Draws the colour glyphs (emoji) of `g` as images over their boxes: the glyph's bitmap
    /// at the device size of its box, drawn with the item's transform, opacity, blend mode
    /// and the current clip. The text's paint does not tint them (emoji keep their colours,
    /// as in SwiftUI).
    func drawColorGlyphs(_ g: DisplayList.Glyphs, base: CGAffineTransform, into context: RasterContext,
                         clip: Clip?, opacity: Double, blendMode: GraphicsContext.BlendMode) {
        let t = g.transform.concatenating(base)
        let sx = (t.a * t.a + t.b * t.b).squareRoot(), sy = (t.c * t.c + t.d * t.d).squareRoot()
        guard sx.isFinite, sy.isFinite, sx > 0, sy > 0 else { return }
        let visible = CGRect(x: 0, y: 0, width: context.pixmap.width, height: context.pixmap.height)
        var commands: [FillCommand] = []
        for glyph in g.frame.colorGlyphs {
            let rect = glyph.rect.offsetBy(dx: g.origin.x, dy: g.origin.y)
            let device = rect.applying(t)
            guard device.minX.isFinite, device.minY.isFinite, device.maxX.isFinite, device.maxY.isFinite,
                  device.intersects(visible),
                  let pixels = ColorGlyphImages.shared.pixmap(for: glyph, pixelWidth: rect.width * sx,
                                                             pixelHeight: rect.height * sy) else { continue }
            let item = DisplayList.ImageDraw(contents: ImageContents(pixmap: pixels), label: "emoji", rect: rect,
                                             interpolation: .high, antialiased: true, transform: g.transform,
                                             opacity: opacity, blendMode: blendMode)
            if let command = imageCommand(item, base: base, opacity: opacity, blendMode: blendMode) {
                commands.append(command)
            }
        }
        guard !commands.isEmpty else { return }
        context.clip = clip
        let ready = commands
        context.render(count: ready.count, threadCount: 1) { ready[$0] }
    }
}
