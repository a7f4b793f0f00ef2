import CHarfBuzz
import Foundation
import LimnerGeometry
import Synchronization

/// A face at one point on its design axes (weight), optionally slanted: what shaping and
/// outlines use. Sizeless: HarfBuzz works at the face's units per em and callers scale by
/// `size / unitsPerEm`.
///
/// Sendable: the `hb_font_t` is configured once in `init` and made immutable
/// (`hb_font_make_immutable`), after which HarfBuzz allows concurrent shaping and drawing
/// with it. The outline cache is guarded by a mutex.
public final class FontInstance: @unchecked Sendable, Hashable, CustomStringConvertible {
    /// The face the instance draws from.
    public let face: FontFace
    /// The `wght` axis value, when the face is variable and a weight was requested.
    public let weightAxis: Float?
    /// Synthetic slant (horizontal shear per unit of height; 0.2 ≈ 11°), when the face has no
    /// italic of its own.
    public let syntheticSlant: Float
    /// The HarfBuzz font (owned).
    let font: OpaquePointer
    /// Font-wide vertical metrics in font units (ascender > 0, descender < 0).
    public let ascender: Int32, descender: Int32, lineGap: Int32
    /// Glyph outlines in font units with the y axis already flipped (y down), per glyph id.
    private let outlines = Mutex<[UInt32: Path]>([:])
    /// Colour bitmaps read so far (nil: the glyph has none), per glyph id.
    let colorBitmaps = Mutex<[UInt32: ColorGlyphBitmap?]>([:])

    init(face: FontFace, weightAxis: Float?, syntheticSlant: Float) {
        self.face = face
        self.weightAxis = weightAxis
        self.syntheticSlant = syntheticSlant
        let font = hb_font_create(face.face)!
        if let w = weightAxis, face.hasWeightAxis {
            var variation = hb_variation_t(tag: FontFace.tag("wght"), value: w)
            hb_font_set_variations(font, &variation, 1)
        }
        if syntheticSlant != 0 { hb_font_set_synthetic_slant(font, syntheticSlant) }
        var extents = hb_font_extents_t()
        hb_font_get_h_extents(font, &extents)
        hb_font_make_immutable(font)
        self.font = font
        // Some fonts leave hhea empty; fall back to 0.8/0.2 em so a line never has no height.
        let upem = face.unitsPerEm
        if extents.ascender == 0 && extents.descender == 0 {
            extents.ascender = upem * 4 / 5
            extents.descender = -upem / 5
        }
        ascender = extents.ascender
        descender = extents.descender
        lineGap = max(0, extents.line_gap)
    }

    deinit { hb_font_destroy(font) }

    /// Units per em of the face.
    public var unitsPerEm: Int32 { face.unitsPerEm }

    /// The metrics at a point size.
    public func metrics(size: CGFloat) -> FontMetrics {
        let s = size / CGFloat(unitsPerEm)
        return FontMetrics(
            ascent: CGFloat(ascender) * s, descent: -CGFloat(descender) * s,
            leading: CGFloat(lineGap) * s)
    }

    /// The horizontal advance of a glyph in font units (with the instance's variations).
    public func advance(of glyph: UInt32) -> Int32 {
        hb_font_get_glyph_h_advance(font, glyph)
    }

    /// The outline of `glyph` in font units, y down (origin on the baseline). Cached.
    public func outline(glyph: UInt32) -> Path {
        if let cached = outlines.withLock({ $0[glyph] }) { return cached }
        let path = GlyphOutlineBuilder.outline(font: font, glyph: glyph)
        outlines.withLock { $0[glyph] = path }
        return path
    }

    /// The outline of `glyph` at `size` points with its origin at `origin` (baseline, y down).
    public func outline(glyph: UInt32, size: CGFloat, at origin: CGPoint = .zero) -> Path {
        let s = size / CGFloat(unitsPerEm)
        return outline(glyph: glyph).applying(
            CGAffineTransform(a: s, b: 0, c: 0, d: s, tx: origin.x, ty: origin.y))
    }

    public var description: String {
        var parts = [face.familyName]
        if let w = weightAxis { parts.append("wght \(Int(w))") }
        if syntheticSlant != 0 { parts.append("slant \(syntheticSlant)") }
        return "FontInstance(\(parts.joined(separator: ", ")))"
    }

    public static func == (lhs: FontInstance, rhs: FontInstance) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// Vertical font metrics in points (all non-negative, y down convention of the caller).
public struct FontMetrics: Equatable, Sendable {
    /// Distance from the baseline up to the top of the line box.
    public var ascent: CGFloat
    /// Distance from the baseline down to the bottom of the line box.
    public var descent: CGFloat
    /// Extra space the font asks for between lines (hhea line gap).
    public var leading: CGFloat
    /// The line height: ascent + descent + leading.
    public var lineHeight: CGFloat { ascent + descent + leading }
}

/// Turns HarfBuzz draw callbacks into a `Path`.
enum GlyphOutlineBuilder {
    /// Draw functions shared by every outline request (created once, immutable).
    nonisolated(unsafe) static let funcs: OpaquePointer = {
        let f = hb_draw_funcs_create()!
        hb_draw_funcs_set_move_to_func(f, { _, data, _, x, y, _ in
            data!.assumingMemoryBound(to: Path.self).pointee.move(to: CGPoint(x: CGFloat(x), y: -CGFloat(y)))
        }, nil, nil)
        hb_draw_funcs_set_line_to_func(f, { _, data, _, x, y, _ in
            data!.assumingMemoryBound(to: Path.self).pointee.addLine(to: CGPoint(x: CGFloat(x), y: -CGFloat(y)))
        }, nil, nil)
        hb_draw_funcs_set_quadratic_to_func(f, { _, data, _, cx, cy, x, y, _ in
            data!.assumingMemoryBound(to: Path.self).pointee.addQuadCurve(
                to: CGPoint(x: CGFloat(x), y: -CGFloat(y)), control: CGPoint(x: CGFloat(cx), y: -CGFloat(cy)))
        }, nil, nil)
        hb_draw_funcs_set_cubic_to_func(f, { _, data, _, c1x, c1y, c2x, c2y, x, y, _ in
            data!.assumingMemoryBound(to: Path.self).pointee.addCurve(
                to: CGPoint(x: CGFloat(x), y: -CGFloat(y)),
                control1: CGPoint(x: CGFloat(c1x), y: -CGFloat(c1y)),
                control2: CGPoint(x: CGFloat(c2x), y: -CGFloat(c2y)))
        }, nil, nil)
        hb_draw_funcs_set_close_path_func(f, { _, data, _, _ in
            data!.assumingMemoryBound(to: Path.self).pointee.closeSubpath()
        }, nil, nil)
        hb_draw_funcs_make_immutable(f)
        return f
    }()

    static func outline(font: OpaquePointer, glyph: UInt32) -> Path {
        var path = Path()
        withUnsafeMutablePointer(to: &path) { p in
            hb_font_get_glyph_shape(font, glyph, funcs, p)
        }
        return path
    }
}
