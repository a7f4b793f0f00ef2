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
    /// A custom name is looked up among the embedded families, then the installed fonts
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
    /// default family, then fallback faces already in use, then fontconfig. Nil when nothing
    /// covers it (the primary's `.notdef` glyph is drawn).
    public func fallbackInstance(for scalar: Unicode.Scalar, in resolved: ResolvedFont) -> FontInstance? {
        let weight = resolved.font.weight.openTypeWeight
        let italic = resolved.font.isItalic
        let base = embeddedInstance(.default, weight: weight, italic: italic)
        if base.face.covers(scalar) { return base }
        enum Known { case uncovered, face(FontFace, Bool), unknown }
        let known: Known = state.withLock { s in
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
        let table = Self.loadEmbedded()
        state.withLock { s in if s.embedded == nil { s.embedded = table } }
        return table[design] ?? []
    }

    /// The embedded instance of `design` nearest to `weight` and `italic`.
    func embeddedInstance(_ design: Font.Design, weight: Int, italic: Bool) -> FontInstance {
        let faces = embeddedFaces(design)
        let styled = faces.filter { $0.isItalic == italic }
        let candidates = styled.isEmpty ? faces.filter { !$0.isItalic } : styled
        let best = candidates.min { a, b in
            Self.weightDistance(a, weight) < Self.weightDistance(b, weight)
        }!
        let slant: Float = italic && !best.isItalic ? Self.syntheticItalicSlant : 0
        return instance(best.face, weight: best.isVariable ? Float(weight) : nil, slant: slant)
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

    /// The directory of the embedded fonts inside the package's resource bundle.
    public static var embeddedFontDirectory: URL? {
        Bundle.module.url(forResource: "Fonts", withExtension: nil)
    }

    private static func loadEmbedded() -> [Font.Design: [EmbeddedFace]] {
        guard let dir = embeddedFontDirectory else {
            fatalError("LimnerText: the embedded fonts are missing from the resource bundle (Resources/Fonts)")
        }
        var table: [Font.Design: [EmbeddedFace]] = [:]
        for (design, files) in embeddedFiles {
            table[design] = files.map { name, weight, italic, variable in
                do {
                    let face = try FontFace(contentsOf: dir.appendingPathComponent(name))
                    return EmbeddedFace(face: face, weight: weight, isItalic: italic, isVariable: variable)
                } catch {
                    fatalError("LimnerText: embedded font \(name) failed to load: \(error)")
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
