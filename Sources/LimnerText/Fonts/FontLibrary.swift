import CLimnerFonts
import Foundation
import Synchronization

/// Finds and caches the faces behind `Font` descriptions: the embedded families, installed
/// fonts through fontconfig, and per-character fallback.
///
/// Thread-safe: every cache is behind a mutex; faces and instances are immutable.
public final class FontLibrary: Sendable {
    /// The process-wide library; warnings go to standard error.
    public static let shared = FontLibrary()

    /// A process-wide library that never asks fontconfig: custom names resolve only to the
    /// embedded families and the alias table, and a character no embedded face covers draws
    /// the primary font's `.notdef` glyph. Text then lays out and draws the same on every
    /// machine, whatever fonts are installed (snapshot tests render with it by default).
    public static let embeddedOnly = FontLibrary(usesSystemFonts: false)

    /// The library text uses when none is passed (`TextLayout`, `Shaper`): `shared` unless a
    /// caller binds another for a scope, e.g.
    /// `FontLibrary.$current.withValue(.embeddedOnly) { … }`. View hosts carry the binding
    /// onto their own thread (`LargeStackWorker.run`).
    @TaskLocal public static var current: FontLibrary = .shared

    /// Whether installed fonts (fontconfig) are used for custom names and fallback.
    public let usesSystemFonts: Bool

    /// Receives warnings (a missing font name, once per name).
    private let warningSink: @Sendable (String) -> Void
    private let state = Mutex(State())
    /// Shaping results of this library's fonts (`Shaper.shape`).
    let shapingCache = ShapingCache()

    /// How full the library's shaping cache is: `Shaper.shape` (and so every `Text` layout)
    /// keeps the glyphs of paragraphs up to `Shaper.cachedScalarLimit` scalars, least recently
    /// used first out, within `byteLimit` bytes counted as the heap really holds them.
    public struct ShapingCacheStatistics: Sendable, Equatable {
        /// Paragraphs held.
        public var entries: Int
        /// The heap bytes they hold (arrays as malloc sizes them, and the cache's own slots).
        public var bytes: Int
        /// The most bytes held: 2 MiB.
        public var byteLimit: Int
    }

    /// The shaping cache's occupancy (for tests, and for servers watching their memory).
    public var shapingCacheStatistics: ShapingCacheStatistics { shapingCache.statistics }

    private struct State {
        var embedded: [Font.Design: [EmbeddedFace]]?
        var files: [String: FontFace] = [:]
        var instances: [InstanceKey: FontInstance] = [:]
        var custom: [CustomKey: SystemFontFile?] = [:]
        var warned: Set<String> = []
        /// Fallback faces found so far, in discovery order (tried before asking fontconfig).
        var fallbackFaces: [(face: FontFace, isItalic: Bool)] = []
        /// Scalars known to be covered by no installed font.
        var uncovered: Set<UInt32> = []
        /// Faces registered with `register(contentsOf:)` / `register(data:)`, in order.
        var registered: [RegisteredFace] = []
        /// The colour emoji face: nil before the first look-up, `.some(nil)` when none exists.
        var emoji: FontFace??
    }

    /// A registered face and the names it answers to (normalized, `SystemFonts.normalized`).
    struct RegisteredFace {
        var face: FontFace
        /// Family and typographic family names.
        var families: Set<String>
        /// Full and PostScript names: a request for one of these gets exactly this face.
        var exactNames: Set<String>
        var weight: Int
        var isItalic: Bool
    }

    private struct InstanceKey: Hashable {
        var face: ObjectIdentifier
        var weight: Float?
        var slant: Float
    }

    private struct CustomKey: Hashable {
        var name: String
        var weight: Int
        var italic: Bool
    }

    /// An embedded face and the style it provides.
    struct EmbeddedFace {
        var face: FontFace
        /// OpenType weight of a static face; ignored for a variable one.
        var weight: Int
        var isItalic: Bool
        var isVariable: Bool
    }

    /// Creates a library. `warningSink` receives each warning once; the default writes it to
    /// standard error. With `usesSystemFonts` false the library never asks fontconfig (see
    /// `embeddedOnly`).
    public init(usesSystemFonts: Bool = true, warningSink: (@Sendable (String) -> Void)? = nil) {
        self.usesSystemFonts = usesSystemFonts
        self.warningSink = warningSink ?? { message in
            FileHandle.standardError.write(Data("LimnerText: \(message)\n".utf8))
        }
    }

    /// The slant used to synthesize an oblique when a family has no italic (≈ 11.3°, as
    /// Core Text's synthetic italic).
    public static let syntheticItalicSlant: Float = 0.2

    // MARK: Resolving

    /// The faces for `font`: the primary instance at the requested weight and style.
    ///
    /// A custom name is looked up among the embedded families, then the registered fonts
    /// (`register(contentsOf:)`; family, full or PostScript name), then the installed fonts
    /// (fontconfig; family, full or PostScript name), then a short table of common Apple and
    /// Windows names ("Helvetica", "Arial Rounded MT Bold", "Menlo", …) that map to the
    /// embedded designs; any other name falls back to the default design with one warning.
    public func resolve(_ font: Font) -> ResolvedFont {
        let weight = font.weight.openTypeWeight
        switch font.family {
        case .system(let design):
            return ResolvedFont(font: font, primary: embeddedInstance(design, weight: weight, italic: font.isItalic))
        case .custom(let name):
            if let embedded = embeddedDesign(named: name) {
                return ResolvedFont(font: font, primary: embeddedInstance(embedded, weight: weight, italic: font.isItalic))
            }
            if let registered = registeredInstance(named: name, weight: weight, italic: font.isItalic) {
                return ResolvedFont(font: font, primary: registered)
            }
            if let file = customFile(name: name, weight: weight, italic: font.isItalic),
               let face = try? face(path: file.path, index: file.index) {
                let slant = font.isItalic && !file.isItalic ? Self.syntheticItalicSlant : 0
                return ResolvedFont(font: font, primary: instance(face, weight: Float(weight), slant: slant))
            }
            if let (design, impliedWeight) = Self.aliases[SystemFonts.normalized(name)] {
                let w = font.requestedWeight?.openTypeWeight ?? impliedWeight?.openTypeWeight ?? weight
                return ResolvedFont(font: font, primary: embeddedInstance(design, weight: w, italic: font.isItalic))
            }
            warnOnce(name, usesSystemFonts
                     ? "no font named \"\(name)\" is embedded or installed; using the default font"
                     : "no font named \"\(name)\" is embedded (installed fonts are not used here); using the default font")
            return ResolvedFont(font: font, primary: embeddedInstance(.default, weight: weight, italic: font.isItalic))
        }
    }

    /// The instance to shape `scalar` with when `resolved.primary` lacks it: the embedded
    /// default family, then the registered fonts, then fallback faces already in use, then
    /// fontconfig (whose sort order for `sans-serif` picks among the installed Noto families:
    /// Noto Sans CJK for Hangul, kana and Han, Noto Sans Thai, Devanagari, Arabic, …). Nil
    /// when nothing covers it: the primary's `.notdef` glyph is drawn, the library warns once
    /// per character, and `TextLayout.unsupportedScalars` lists it (the view layer reports it
    /// as a diagnostic).
    public func fallbackInstance(for scalar: Unicode.Scalar, in resolved: ResolvedFont) -> FontInstance? {
        let weight = resolved.font.weight.openTypeWeight
        let italic = resolved.font.isItalic
        let base = embeddedInstance(.default, weight: weight, italic: italic)
        if base.face.covers(scalar) { return base }
        enum Known { case uncovered, face(FontFace, Bool), unknown }
        let known: Known = state.withLock { s in
            if let hit = s.registered.first(where: { $0.face.covers(scalar) }) { return .face(hit.face, hit.isItalic) }
            if s.uncovered.contains(scalar.value) { return .uncovered }
            if let hit = s.fallbackFaces.first(where: { $0.face.covers(scalar) }) { return .face(hit.face, hit.isItalic) }
            return .unknown
        }
        var found: (face: FontFace, isItalic: Bool)
        switch known {
        case .uncovered: return nil
        case .face(let face, let isItalic): found = (face, isItalic)
        case .unknown:
            guard usesSystemFonts, let file = SystemFonts.fallback(for: scalar, weight: weight, italic: italic),
                  let face = try? face(path: file.path, index: file.index), face.covers(scalar) else {
                state.withLock { _ = $0.uncovered.insert(scalar.value) }
                warnOnce(String(format: "U+%04X", scalar.value),
                         String(format: "no embedded, registered or installed font has a glyph for U+%04X; ", scalar.value)
                         + "it is drawn as the missing-glyph box")
                return nil
            }
            found = (face, file.isItalic)
            state.withLock { s in
                if !s.fallbackFaces.contains(where: { $0.face === face }) { s.fallbackFaces.append(found) }
            }
        }
        let slant = italic && !found.isItalic ? Self.syntheticItalicSlant : 0
        return instance(found.face, weight: Float(weight), slant: slant)
    }

    /// The colour emoji font (`SystemFonts.colorEmojiFont`, Noto Color Emoji on Debian) as an
    /// instance, or nil when none is installed. A registered font with colour bitmaps that
    /// maps U+1F600 comes first. Looked up once per library.
    public func emojiInstance() -> FontInstance? {
        let known: FontFace?? = state.withLock { s in
            if let r = s.registered.first(where: { $0.face.hasColorBitmaps && $0.face.covers("\u{1F600}") }) {
                return .some(r.face)
            }
            return s.emoji
        }
        let face: FontFace?
        if let known {
            face = known
        } else {
            let file = SystemFonts.colorEmojiFont()
            let loaded = file.flatMap { try? self.face(path: $0.path, index: $0.index) }
            face = loaded?.hasColorBitmaps == true ? loaded : nil
            state.withLock { $0.emoji = .some(face) }
        }
        return face.map { instance($0, weight: nil, slant: 0) }
    }

    // MARK: Registered fonts

    /// Registers the faces of the font file at `url` (every face of a collection) for this
    /// library, as Core Text's `CTFontManagerRegisterFontsForURL` does for a process: after
    /// it, `Font.custom(_:size:)` (and `UIFont(name:size:)`) find them by family, full or
    /// PostScript name, before any installed font of that name, and fallback tries them
    /// before fontconfig's fonts. Returns the family names registered.
    ///
    /// - Throws: `FontError.unreadableFile` when the file cannot be read,
    ///   `FontError.invalidFontData` when it is not an OpenType/TrueType font, and
    ///   `FontError.alreadyRegistered` when the file is registered already.
    @discardableResult
    public func register(contentsOf url: URL) throws -> [String] {
        let source = url.standardizedFileURL.path
        if state.withLock({ s in s.registered.contains { $0.face.source == source } }) {
            throw FontError.alreadyRegistered(source)
        }
        let first = try FontFace(contentsOf: URL(fileURLWithPath: source))
        var faces = [first]
        let count = FontFace.faceCount(ofFileAt: source)
        if count > 1 {
            for index in 1..<min(count, 256) { faces.append(try FontFace(contentsOf: URL(fileURLWithPath: source), index: UInt32(index))) }
        }
        return add(faces)
    }

    /// Registers a font from its bytes (every face of a collection), as
    /// `register(contentsOf:)` does for a file; `name` is only used in messages and by
    /// `unregister(source:)`. Returns the family names registered.
    @discardableResult
    public func register(data: Data, name: String = "data") throws -> [String] {
        let first = try FontFace(data: data, source: name)
        var faces = [first]
        let count = FontFace.faceCount(of: data)
        if count > 1 {
            for index in 1..<min(count, 256) { faces.append(try FontFace(data: data, index: UInt32(index), source: name)) }
        }
        return add(faces)
    }

    /// Removes the faces registered from the file at `url` (or the data registered under that
    /// name). Returns whether any was registered.
    @discardableResult
    public func unregister(contentsOf url: URL) -> Bool { unregister(source: url.standardizedFileURL.path) }

    /// Removes the faces registered under `source` (a file path or a data name).
    @discardableResult
    public func unregister(source: String) -> Bool {
        let removed = state.withLock { s -> Bool in
            let before = s.registered.count
            s.registered.removeAll { $0.face.source == source }
            s.uncovered.removeAll()
            return s.registered.count != before
        }
        if removed { shapingCache.removeAll() }
        return removed
    }

    /// The family names of the registered faces, in registration order, without repeats.
    public var registeredFamilyNames: [String] {
        var seen = Set<String>()
        return state.withLock { $0.registered.map(\.face.familyName) }.filter { seen.insert($0).inserted }
    }

    private func add(_ faces: [FontFace]) -> [String] {
        let entries = faces.map { face -> RegisteredFace in
            let families = Set([face.familyName, face.fontFamilyName].compactMap { $0 }.map(SystemFonts.normalized))
            let exact = Set([face.fullName, face.postScriptName].compactMap { $0 }.map(SystemFonts.normalized))
            return RegisteredFace(face: face, families: families, exactNames: exact, weight: face.weightClass,
                                  isItalic: face.isItalic)
        }
        state.withLock { s in
            s.registered.append(contentsOf: entries)
            // A character no font had may have one now; shaping chose fonts before it.
            s.uncovered.removeAll()
        }
        shapingCache.removeAll()
        var seen = Set<String>()
        return faces.map(\.familyName).filter { seen.insert($0).inserted }
    }

    /// The registered face answering to `name` nearest to `weight` and `italic`: a full or
    /// PostScript name picks its face; a family name picks the family's face of the nearest
    /// weight in the requested style (a variable face takes the weight on its axis, and a
    /// family without an italic is slanted).
    private func registeredInstance(named name: String, weight: Int, italic: Bool) -> FontInstance? {
        let wanted = SystemFonts.normalized(name)
        let registered = state.withLock { $0.registered }
        guard !registered.isEmpty else { return nil }
        let chosen: RegisteredFace
        if let exact = registered.first(where: { $0.exactNames.contains(wanted) }) {
            chosen = exact
        } else {
            let family = registered.filter { $0.families.contains(wanted) }
            guard !family.isEmpty else { return nil }
            let styled = family.filter { $0.isItalic == italic }
            let candidates = styled.isEmpty ? family : styled
            chosen = candidates.min { a, b in
                func distance(_ f: RegisteredFace) -> Double {
                    if f.face.hasWeightAxis { return 0 }
                    return Double(abs(f.weight - weight)) + ((weight >= 400) == (f.weight < weight) ? 0.5 : 0)
                }
                return distance(a) < distance(b)
            }!
        }
        let slant = italic && !chosen.isItalic ? Self.syntheticItalicSlant : 0
        return instance(chosen.face, weight: Float(weight), slant: slant)
    }

    /// Loads (and caches) a face from a font file.
    public func face(path: String, index: UInt32 = 0) throws -> FontFace {
        let key = "\(path)#\(index)"
        if let face = state.withLock({ $0.files[key] }) { return face }
        let face = try FontFace(contentsOf: URL(fileURLWithPath: path), index: index)
        return state.withLock { s in
            if let existing = s.files[key] { return existing }
            s.files[key] = face
            return face
        }
    }

    /// The (cached) instance of `face` at a weight and slant. `weight` is used only when the
    /// face has a `wght` axis.
    public func instance(_ face: FontFace, weight: Float?, slant: Float) -> FontInstance {
        let key = InstanceKey(face: ObjectIdentifier(face), weight: face.hasWeightAxis ? weight : nil, slant: slant)
        if let hit = state.withLock({ $0.instances[key] }) { return hit }
        let made = FontInstance(face: face, weightAxis: key.weight, syntheticSlant: slant)
        return state.withLock { s in
            if let existing = s.instances[key] { return existing }
            s.instances[key] = made
            return made
        }
    }

    // MARK: Embedded families

    /// The embedded faces of a design.
    func embeddedFaces(_ design: Font.Design) -> [EmbeddedFace] {
        if let table = state.withLock({ $0.embedded }) { return table[design] ?? [] }
        let table = loadEmbedded()
        state.withLock { s in if s.embedded == nil { s.embedded = table } }
        return table[design] ?? []
    }

    /// The embedded instance of `design` nearest to `weight` and `italic`.
    func embeddedInstance(_ design: Font.Design, weight: Int, italic: Bool) -> FontInstance {
        let faces = embeddedFaces(design)
        let styled = faces.filter { $0.isItalic == italic }
        let candidates = styled.isEmpty ? faces.filter { !$0.isItalic } : styled
        guard let best = candidates.min(by: { a, b in
            Self.weightDistance(a, weight) < Self.weightDistance(b, weight)
        }) else { return substituteInstance(for: design, weight: weight, italic: italic) }
        let slant: Float = italic && !best.isItalic ? Self.syntheticItalicSlant : 0
        return instance(best.face, weight: best.isVariable ? Float(weight) : nil, slant: slant)
    }

    /// The instance used when `design` has no embedded face that loads (a damaged binary):
    /// the default design's, else an installed sans-serif font (fontconfig). Only a system with
    /// neither has nothing to draw with, and that is a precondition failure with a message.
    private func substituteInstance(for design: Font.Design, weight: Int, italic: Bool) -> FontInstance {
        if design != .default, !embeddedFaces(.default).isEmpty {
            return embeddedInstance(.default, weight: weight, italic: italic)
        }
        if let file = SystemFonts.font(named: "sans-serif", weight: weight, italic: italic),
           let face = try? face(path: file.path, index: file.index) {
            return instance(face, weight: Float(weight), slant: italic && !file.isItalic ? Self.syntheticItalicSlant : 0)
        }
        preconditionFailure("LimnerText: no embedded font loads and fontconfig finds no sans-serif font")
    }

    /// How far a face is from a requested weight; ties go to the heavier face above 400 and
    /// the lighter one below, as CSS font matching does.
    private static func weightDistance(_ face: EmbeddedFace, _ weight: Int) -> Double {
        if face.isVariable { return 0 }
        let d = Double(abs(face.weight - weight))
        let lighter = face.weight < weight
        return d + ((weight >= 400) == lighter ? 0.5 : 0)
    }

    /// Which embedded design a custom name refers to ("Inter", "Noto Serif", …), if any.
    private func embeddedDesign(named name: String) -> Font.Design? {
        let wanted = SystemFonts.normalized(name)
        for design in Font.Design.allCases {
            if embeddedFaces(design).contains(where: { SystemFonts.normalized($0.face.familyName) == wanted }) {
                return design
            }
        }
        return nil
    }

    private func customFile(name: String, weight: Int, italic: Bool) -> SystemFontFile? {
        guard usesSystemFonts else { return nil }
        let key = CustomKey(name: name, weight: weight, italic: italic)
        if let cached = state.withLock({ $0.custom[key] }) { return cached }
        let found = SystemFonts.font(named: name, weight: weight, italic: italic)
        state.withLock { $0.custom[key] = .some(found) }
        return found
    }

    private func warnOnce(_ key: String, _ message: String) {
        let first = state.withLock { $0.warned.insert(key).inserted }
        if first { warningSink(message) }
    }

    /// Apple and Windows family names scenes commonly ask for, mapped to the embedded design
    /// that stands in for them when no font of that name is installed (so such scenes render
    /// the same everywhere, without a warning). Keys are normalized (`SystemFonts.normalized`).
    static let aliases: [String: (Font.Design, Font.Weight?)] = {
        var table: [String: (Font.Design, Font.Weight?)] = [:]
        for name in ["SF Pro", "SF Pro Text", "SF Pro Display", "San Francisco", ".SF UI Text", ".SF UI Display",
                     "Helvetica", "Helvetica Neue", "Arial", "Avenir", "Avenir Next", "system-ui", "sans-serif"] {
            table[SystemFonts.normalized(name)] = (.default, nil)
        }
        for name in ["New York", "Times", "Times New Roman", "Georgia", "Palatino", "serif"] {
            table[SystemFonts.normalized(name)] = (.serif, nil)
        }
        for name in ["SF Mono", "Menlo", "Monaco", "Courier", "Courier New", "monospace"] {
            table[SystemFonts.normalized(name)] = (.monospaced, nil)
        }
        for name in ["SF Pro Rounded", "Arial Rounded MT"] {
            table[SystemFonts.normalized(name)] = (.rounded, nil)
        }
        table[SystemFonts.normalized("Arial Rounded MT Bold")] = (.rounded, .bold)
        table[SystemFonts.normalized("Helvetica Bold")] = (.default, .bold)
        table[SystemFonts.normalized("Helvetica Neue Bold")] = (.default, .bold)
        table[SystemFonts.normalized("Arial Bold")] = (.default, .bold)
        return table
    }()

    /// The embedded font files, by design: (file, weight, italic, variable).
    static let embeddedFiles: [Font.Design: [(String, Int, Bool, Bool)]] = [
        .default: [("Inter-Roman.var.ttf", 400, false, true), ("Inter-Italic.var.ttf", 400, true, true)],
        .serif: [
            ("NotoSerif-Regular.ttf", 400, false, false), ("NotoSerif-Bold.ttf", 700, false, false),
            ("NotoSerif-Italic.ttf", 400, true, false), ("NotoSerif-BoldItalic.ttf", 700, true, false),
        ],
        .rounded: [
            ("Quicksand-Light.ttf", 300, false, false), ("Quicksand-Regular.ttf", 400, false, false),
            ("Quicksand-Medium.ttf", 500, false, false), ("Quicksand-Bold.ttf", 700, false, false),
        ],
        .monospaced: [("JetBrainsMono-Regular.ttf", 400, false, false), ("JetBrainsMono-Bold.ttf", 700, false, false)],
    ]

    /// The bytes of the embedded font file `name` (one of `embeddedFiles`' names, e.g.
    /// "Inter-Roman.var.ttf"), or nil when no file of that name is embedded.
    ///
    /// The fonts are compiled into the binary (the `CLimnerFonts` target), so a program that
    /// uses Limner renders text wherever it is copied, with no resource bundle beside it.
    public static func embeddedFontData(named name: String) -> Data? {
        var count = 0
        guard let bytes = limner_embedded_font(name, &count), count > 0 else { return nil }
        return Data(bytesNoCopy: UnsafeMutableRawPointer(mutating: bytes), count: count, deallocator: .none)
    }

    /// Loads the embedded faces. A face that cannot be loaded is left out with a warning (the
    /// design then falls back, see `embeddedInstance`); it never stops the program.
    private func loadEmbedded() -> [Font.Design: [EmbeddedFace]] {
        var table: [Font.Design: [EmbeddedFace]] = [:]
        for (design, files) in Self.embeddedFiles {
            table[design] = files.compactMap { name, weight, italic, variable in
                do {
                    guard let data = Self.embeddedFontData(named: name) else { throw FontError.unreadableFile(name) }
                    let face = try FontFace(embedded: data, source: name)
                    return EmbeddedFace(face: face, weight: weight, isItalic: italic, isVariable: variable)
                } catch {
                    warnOnce("embedded:\(name)", "the embedded font \(name) could not be loaded (\(error)); using another face")
                    return nil
                }
            }
        }
        return table
    }
}

/// A `Font` resolved to real faces: what shaping and layout use.
public struct ResolvedFont: Hashable, Sendable {
    /// The description this came from.
    public let font: Font
    /// The face instance for the characters it covers.
    public let primary: FontInstance

    /// The point size.
    public var size: CGFloat { font.size }
    /// The primary face's metrics at the font's size.
    public var metrics: FontMetrics { primary.metrics(size: font.size) }
}
