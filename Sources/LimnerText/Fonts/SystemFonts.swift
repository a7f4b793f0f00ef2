import CFontconfig
import Foundation
import Synchronization

/// A font file found through fontconfig.
struct SystemFontFile: Hashable, Sendable {
    var path: String
    var index: UInt32
    /// Whether the face is an italic or oblique style.
    var isItalic: Bool
}

/// Font lookup through fontconfig: family names for `Font.custom`, and per-character fallback.
///
/// Every call holds one process-wide lock: fontconfig's configuration is shared global state,
/// and older fontconfig releases are not safe to query from several threads at once.
enum SystemFonts {
    /// Guards fontconfig; the value says whether `FcInit` succeeded.
    private static let lock = Mutex<Bool?>(nil)

    private static func withConfig<T>(_ body: () -> T?) -> T? {
        lock.withLock { ready in
            if ready == nil { ready = FcInit() != 0 }
            guard ready == true else { return nil }
            return body()
        }
    }

    /// The installed font whose family, full name or PostScript name is `name` (case and
    /// space insensitive), nearest to `weight` (OpenType 100–900) and `italic`. Nil when no
    /// installed font has that name: fontconfig always returns *some* font, so the match is
    /// checked against the request.
    static func font(named name: String, weight: Int, italic: Bool) -> SystemFontFile? {
        let wanted = normalized(name)
        guard !wanted.isEmpty else { return nil }
        return withConfig {
            guard let pattern = FcPatternCreate() else { return nil }
            defer { FcPatternDestroy(pattern) }
            _ = name.withCString { FcPatternAddString(pattern, FC_FAMILY, UnsafeRawPointer($0).assumingMemoryBound(to: FcChar8.self)) }
            FcPatternAddInteger(pattern, FC_WEIGHT, Int32(FcWeightFromOpenType(Int32(weight))))
            FcPatternAddInteger(pattern, FC_SLANT, italic ? FC_SLANT_ITALIC : FC_SLANT_ROMAN)
            var result = FcResultNoMatch
            // Sort, not match: the best-styled face of the family may come after a face of
            // another family that fontconfig's aliases rank first.
            guard let set = fcSort(pattern, &result) else { return nil }
            defer { FcFontSetDestroy(set) }
            for i in 0..<Int(set.pointee.nfont) {
                guard let font = set.pointee.fonts[i] else { continue }
                let names = strings(font, FC_FAMILY) + strings(font, FC_FULLNAME) + strings(font, FC_POSTSCRIPT_NAME)
                if names.contains(where: { normalized($0) == wanted }), let file = file(font) {
                    return file
                }
            }
            return nil
        }
    }

    /// An installed font that maps `scalar`, preferring fontconfig's default sans-serif
    /// ordering (and `weight`/`italic`), or nil when no installed font covers it.
    static func fallback(for scalar: Unicode.Scalar, weight: Int, italic: Bool) -> SystemFontFile? {
        withConfig {
            guard let pattern = FcPatternCreate(), let charset = FcCharSetCreate() else { return nil }
            defer { FcPatternDestroy(pattern); FcCharSetDestroy(charset) }
            FcCharSetAddChar(charset, scalar.value)
            FcPatternAddCharSet(pattern, FC_CHARSET, charset)
            _ = "sans-serif".withCString { FcPatternAddString(pattern, FC_FAMILY, UnsafeRawPointer($0).assumingMemoryBound(to: FcChar8.self)) }
            FcPatternAddInteger(pattern, FC_WEIGHT, Int32(FcWeightFromOpenType(Int32(weight))))
            FcPatternAddInteger(pattern, FC_SLANT, italic ? FC_SLANT_ITALIC : FC_SLANT_ROMAN)
            var result = FcResultNoMatch
            guard let set = fcSort(pattern, &result) else { return nil }
            defer { FcFontSetDestroy(set) }
            for i in 0..<Int(set.pointee.nfont) {
                guard let font = set.pointee.fonts[i] else { continue }
                var fontCharset: OpaquePointer? = nil
                guard FcPatternGetCharSet(font, FC_CHARSET, 0, &fontCharset) == FcResultMatch,
                      FcCharSetHasChar(fontCharset, scalar.value) != 0 else { continue }
                if let file = file(font) { return file }
            }
            return nil
        }
    }

    /// The installed colour emoji font (Noto Color Emoji on Debian, `fonts-noto-color-emoji`):
    /// the first font fontconfig ranks for its generic `emoji` family that has colour glyphs
    /// (`FC_COLOR`) and maps U+1F600. Nil when none is installed.
    static func colorEmojiFont() -> SystemFontFile? {
        withConfig {
            guard let pattern = FcPatternCreate(), let charset = FcCharSetCreate() else { return nil }
            defer { FcPatternDestroy(pattern); FcCharSetDestroy(charset) }
            FcCharSetAddChar(charset, 0x1F600)
            FcPatternAddCharSet(pattern, FC_CHARSET, charset)
            _ = "emoji".withCString { FcPatternAddString(pattern, FC_FAMILY, UnsafeRawPointer($0).assumingMemoryBound(to: FcChar8.self)) }
            FcPatternAddBool(pattern, FC_COLOR, FcTrue)
            var result = FcResultNoMatch
            guard let set = fcSort(pattern, &result) else { return nil }
            defer { FcFontSetDestroy(set) }
            for i in 0..<Int(set.pointee.nfont) {
                guard let font = set.pointee.fonts[i] else { continue }
                var color: FcBool = FcFalse
                var fontCharset: OpaquePointer? = nil
                guard FcPatternGetBool(font, FC_COLOR, 0, &color) == FcResultMatch, color != FcFalse,
                      FcPatternGetCharSet(font, FC_CHARSET, 0, &fontCharset) == FcResultMatch,
                      FcCharSetHasChar(fontCharset, 0x1F600) != 0 else { continue }
                if let file = file(font) { return file }
            }
            return nil
        }
    }

    /// Runs config substitution and sorts the installed fonts by closeness to `pattern`.
    private static func fcSort(_ pattern: OpaquePointer, _ result: inout FcResult) -> UnsafeMutablePointer<FcFontSet>? {
        FcConfigSubstitute(nil, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        return FcFontSort(nil, pattern, FcTrue, nil, &result)
    }

    private static func file(_ font: OpaquePointer) -> SystemFontFile? {
        guard let path = strings(font, FC_FILE).first else { return nil }
        var index: Int32 = 0
        _ = FcPatternGetInteger(font, FC_INDEX, 0, &index)
        var slant: Int32 = FC_SLANT_ROMAN
        _ = FcPatternGetInteger(font, FC_SLANT, 0, &slant)
        // Named instances of variable fonts carry the instance in the high 16 bits.
        return SystemFontFile(path: path, index: UInt32(index) & 0xFFFF, isItalic: slant != FC_SLANT_ROMAN)
    }

    private static func strings(_ font: OpaquePointer, _ object: String) -> [String] {
        var out: [String] = []
        var n: Int32 = 0
        while true {
            var value: UnsafeMutablePointer<FcChar8>? = nil
            guard FcPatternGetString(font, object, n, &value) == FcResultMatch, let value else { break }
            out.append(String(cString: value))
            n += 1
        }
        return out
    }

    /// Lowercased, without spaces, hyphens and underscores: "JetBrains Mono" == "jetbrainsmono".
    static func normalized(_ name: String) -> String {
        String(name.lowercased().unicodeScalars.filter { !" -_".unicodeScalars.contains($0) }.map(Character.init))
    }
}
