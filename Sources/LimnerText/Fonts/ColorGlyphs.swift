import CHarfBuzz
import Foundation
import LimnerGeometry

/// A colour glyph as its font stores it: a PNG bitmap (OpenType `CBDT`/`CBLC` or `sbix`,
/// the format of Noto Color Emoji and Apple Color Emoji) and the box it fills.
///
/// LimnerText only hands the bytes out (HarfBuzz's `hb_ot_color_glyph_reference_png`, from
/// the font's largest strike); decoding them is the graphics layer's job (it owns the PNG
/// codec), which also scales the bitmap to the text's pixel size.
public struct ColorGlyphBitmap: Sendable {
    /// The PNG file bytes of the glyph's largest bitmap strike.
    public let pngData: Data
    /// The box the bitmap fills, in font units, y down, relative to the glyph origin on the
    /// baseline (HarfBuzz's glyph extents for the strike, scaled to the font's units per em).
    public let bounds: CGRect
}

/// One colour glyph of a laid-out frame, placed.
public struct PlacedColorGlyph: Sendable {
    /// The instance whose face holds the bitmap.
    public let font: FontInstance
    /// The glyph id.
    public let glyph: UInt32
    /// The point size of its run.
    public let size: CGFloat
    /// The box the bitmap fills, in the frame's coordinates (points, y down): the glyph's
    /// bitmap extents scaled by size / unitsPerEm from its origin on the baseline.
    public let rect: CGRect
}

extension FontInstance {
    /// The colour bitmap of `glyph`, or nil when the face has none for it (outline glyphs,
    /// or a face without colour bitmaps). Cached per instance (the PNG bytes of a glyph are
    /// a few kilobytes: all 3 700 glyphs of Noto Color Emoji hold about 9 MB).
    public func colorBitmap(glyph: UInt32) -> ColorGlyphBitmap? {
        guard face.hasColorBitmaps else { return nil }
        if let cached = colorBitmaps.withLock({ $0[glyph] }) { return cached }
        let made = Self.readColorBitmap(font: font, glyph: glyph)
        colorBitmaps.withLock { $0[glyph] = .some(made) }
        return made
    }

    private static func readColorBitmap(font: OpaquePointer, glyph: UInt32) -> ColorGlyphBitmap? {
        guard let blob = hb_ot_color_glyph_reference_png(font, glyph) else { return nil }
        defer { hb_blob_destroy(blob) }
        var length: UInt32 = 0
        guard let bytes = hb_blob_get_data(blob, &length), length > 0 else { return nil }
        var extents = hb_glyph_extents_t()
        guard hb_font_get_glyph_extents(font, glyph, &extents) != 0, extents.width != 0, extents.height != 0 else {
            return nil
        }
        let data = Data(bytes: bytes, count: Int(length))
        // HarfBuzz's extents are y up with a negative height for a box below y_bearing.
        let bounds = CGRect(x: CGFloat(extents.x_bearing), y: -CGFloat(extents.y_bearing),
                            width: CGFloat(extents.width), height: -CGFloat(extents.height)).standardized
        return ColorGlyphBitmap(pngData: data, bounds: bounds)
    }
}

extension GlyphRun {
    /// Whether the run's face draws colour bitmaps (an emoji font) rather than outlines.
    public var hasColorGlyphs: Bool { font.face.hasColorBitmaps }
}

extension TextFrame {
    /// Whether any run draws colour bitmaps (emoji).
    public var hasColorGlyphs: Bool {
        lines.contains { $0.glyphRuns.contains(where: \.hasColorGlyphs) }
    }

    /// The colour glyphs of the frame, placed in its coordinates. Their outlines are empty,
    /// so `path` and the glyph masks leave them out: a renderer draws these as images.
    public var colorGlyphs: [PlacedColorGlyph] {
        var out: [PlacedColorGlyph] = []
        for line in lines {
            for run in line.glyphRuns where run.hasColorGlyphs {
                let s = run.size / CGFloat(run.font.unitsPerEm)
                for (glyph, origin) in zip(run.glyphs, run.positions) {
                    guard let bitmap = run.font.colorBitmap(glyph: glyph) else { continue }
                    let b = bitmap.bounds
                    let rect = CGRect(x: origin.x + b.minX * s, y: origin.y + b.minY * s,
                                      width: b.width * s, height: b.height * s)
                    out.append(PlacedColorGlyph(font: run.font, glyph: glyph, size: run.size, rect: rect))
                }
            }
        }
        return out
    }
}
