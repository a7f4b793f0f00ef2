import CHarfBuzz
import Foundation

/// Errors from loading font data.
public enum FontError: Error, Equatable, Sendable {
    /// The data is not an OpenType/TrueType font HarfBuzz can read (or has no glyphs).
    case invalidFontData(String)
    /// The file could not be read.
    case unreadableFile(String)
    /// The file is registered already (`FontLibrary.register(contentsOf:)`).
    case alreadyRegistered(String)
}

/// One face of a font file: its HarfBuzz blob and face, immutable once created.
///
/// Sendable because it is immutable: the `hb_face_t` is made immutable
/// (`hb_face_make_immutable`) right after creation and only read afterwards. HarfBuzz documents
/// its objects as safe to use from several threads at once as long as no thread modifies them
/// (reference counting is atomic, lazily loaded tables are published with atomic
/// compare-and-swap).
public final class FontFace: @unchecked Sendable, Hashable, CustomStringConvertible {
    /// The HarfBuzz face (owned; destroyed in `deinit`).
    let face: OpaquePointer
    /// Units per em of the face's design grid.
    public let unitsPerEm: Int32
    /// Number of glyphs in the face.
    public let glyphCount: Int
    /// The family name from the `name` table (typographic family when present).
    public let familyName: String
    /// Where the face came from (file path or resource name), for diagnostics.
    public let source: String
    /// The `name` table's font family (name ID 1) when it differs from `familyName`.
    public let fontFamilyName: String?
    /// The full name (name ID 4), e.g. "Inter Bold".
    public let fullName: String?
    /// The PostScript name (name ID 6), e.g. "Inter-Bold".
    public let postScriptName: String?
    /// The OS/2 weight class (100–900; 400 when the face does not say).
    public let weightClass: Int
    /// Whether the face is an italic or oblique style (OS/2 and `post` italic flags).
    public let isItalic: Bool
    /// Whether the face has a `wght` variation axis.
    public let hasWeightAxis: Bool
    /// Whether the face's glyphs are colour bitmaps (PNG in `CBDT` or `sbix`, as in Noto
    /// Color Emoji): drawn as images (`FontInstance.colorBitmap(glyph:)`), not outlines.
    public let hasColorBitmaps: Bool
    /// A plain font (no variations) used to answer coverage questions.
    private let coverageFont: OpaquePointer
    /// The Unicode code points the face maps (from its `cmap`); filled in `init`, only read after.
    private let unicodes: OpaquePointer

    /// Loads a face from font file bytes (the first face of a collection unless `index` says).
    public convenience init(data: Data, index: UInt32 = 0, source: String = "data") throws {
        let count = data.count
        guard count > 0 else { throw FontError.invalidFontData("\(source): empty") }
        // HarfBuzz reads the bytes in place: give it its own copy, freed by the blob.
        let bytes = UnsafeMutableRawPointer.allocate(byteCount: count, alignment: 16)
        data.copyBytes(to: bytes.assumingMemoryBound(to: UInt8.self), count: count)
        let blob = hb_blob_create(
            bytes.assumingMemoryBound(to: CChar.self), UInt32(count), HB_MEMORY_MODE_READONLY,
            bytes, { $0?.deallocate() })!
        try self.init(blob: blob, index: index, source: source)
    }

    /// A face over bytes that live as long as the program (the embedded fonts): HarfBuzz reads
    /// them in place, with no copy.
    convenience init(embedded data: Data, source: String) throws {
        let blob: OpaquePointer = data.withUnsafeBytes { raw in
            hb_blob_create(raw.baseAddress!.assumingMemoryBound(to: CChar.self), UInt32(raw.count),
                           HB_MEMORY_MODE_READONLY, nil, nil)!
        }
        try self.init(blob: blob, index: 0, source: source)
    }

    /// Loads a face from a font file (memory-mapped by HarfBuzz).
    public convenience init(contentsOf url: URL, index: UInt32 = 0) throws {
        guard let blob = hb_blob_create_from_file_or_fail(url.path) else {
            throw FontError.unreadableFile(url.path)
        }
        try self.init(blob: blob, index: index, source: url.path)
    }

    /// Takes ownership of `blob`.
    private init(blob: OpaquePointer, index: UInt32, source: String) throws {
        defer { hb_blob_destroy(blob) }
        guard hb_face_count(blob) > index else {
            throw FontError.invalidFontData("\(source): not an OpenType font")
        }
        let face = hb_face_create(blob, index)!
        let glyphs = Int(hb_face_get_glyph_count(face))
        guard glyphs > 0, hb_face_get_empty() != face else {
            hb_face_destroy(face)
            throw FontError.invalidFontData("\(source): no glyphs")
        }
        hb_face_make_immutable(face)
        self.face = face
        self.glyphCount = glyphs
        self.unitsPerEm = Int32(hb_face_get_upem(face))
        self.source = source
        self.hasWeightAxis = FontFace.hasAxis(face, tag: FontFace.tag("wght"))
        self.hasColorBitmaps = hb_ot_color_has_png(face) != 0
        let set = hb_set_create()!
        hb_face_collect_unicodes(face, set)
        self.unicodes = set
        guard hb_set_get_population(set) > 0 else {
            hb_set_destroy(set)
            hb_face_destroy(face)
            throw FontError.invalidFontData("\(source): no character map")
        }
        let font = hb_font_create(face)!
        hb_font_make_immutable(font)
        self.coverageFont = font
        let typographic = FontFace.name(face, id: hb_ot_name_id_t(HB_OT_NAME_ID_TYPOGRAPHIC_FAMILY))
        let family = FontFace.name(face, id: hb_ot_name_id_t(HB_OT_NAME_ID_FONT_FAMILY))
        self.familyName = typographic ?? family ?? source
        self.fontFamilyName = family != familyName ? family : nil
        self.fullName = FontFace.name(face, id: hb_ot_name_id_t(HB_OT_NAME_ID_FULL_NAME))
        self.postScriptName = FontFace.name(face, id: hb_ot_name_id_t(HB_OT_NAME_ID_POSTSCRIPT_NAME))
        let weight = hb_style_get_value(font, HB_STYLE_TAG_WEIGHT)
        self.weightClass = weight.isFinite && weight >= 1 && weight <= 1000 ? Int(weight) : 400
        self.isItalic = hb_style_get_value(font, HB_STYLE_TAG_ITALIC) != 0
            || hb_style_get_value(font, HB_STYLE_TAG_SLANT_ANGLE) != 0
    }

    deinit {
        hb_font_destroy(coverageFont)
        hb_set_destroy(unicodes)
        hb_face_destroy(face)
    }

    /// Whether the face maps `scalar` to a glyph.
    public func covers(_ scalar: Unicode.Scalar) -> Bool {
        hb_set_has(unicodes, scalar.value) != 0
    }

    /// The nominal glyph for `scalar` (from `cmap`), or nil when the face lacks it.
    public func glyph(for scalar: Unicode.Scalar) -> UInt32? {
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(coverageFont, scalar.value, &glyph) != 0 ? glyph : nil
    }

    public var description: String { "FontFace(\(familyName), \(source))" }

    public static func == (lhs: FontFace, rhs: FontFace) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    // MARK: Helpers

    /// The number of faces in the font file at `path` (1 for a plain font, more for a
    /// collection; 0 when it cannot be read).
    static func faceCount(ofFileAt path: String) -> Int {
        guard let blob = hb_blob_create_from_file_or_fail(path) else { return 0 }
        defer { hb_blob_destroy(blob) }
        return Int(hb_face_count(blob))
    }

    /// The number of faces in font bytes.
    static func faceCount(of data: Data) -> Int {
        data.withUnsafeBytes { raw -> Int in
            guard let base = raw.baseAddress, raw.count > 0, raw.count <= Int(UInt32.max) else { return 0 }
            let blob = hb_blob_create(base.assumingMemoryBound(to: CChar.self), UInt32(raw.count),
                                      HB_MEMORY_MODE_READONLY, nil, nil)!
            defer { hb_blob_destroy(blob) }
            return Int(hb_face_count(blob))
        }
    }

    /// A four-character OpenType tag.
    static func tag(_ s: String) -> hb_tag_t {
        var t: UInt32 = 0
        for b in s.utf8.prefix(4) { t = (t << 8) | UInt32(b) }
        return t
    }

    private static func hasAxis(_ face: OpaquePointer, tag: hb_tag_t) -> Bool {
        var info = hb_ot_var_axis_info_t()
        return hb_ot_var_find_axis_info(face, tag, &info) != 0
    }

    private static func name(_ face: OpaquePointer, id: hb_ot_name_id_t) -> String? {
        let lang = hb_language_from_string("en", -1)
        var length: UInt32 = 0
        let total = hb_ot_name_get_utf8(face, id, lang, &length, nil)
        guard total > 0 else { return nil }
        var buffer = [CChar](repeating: 0, count: Int(total) + 1)
        length = total + 1
        hb_ot_name_get_utf8(face, id, lang, &length, &buffer)
        let s = String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return s.isEmpty ? nil : s
    }
}
