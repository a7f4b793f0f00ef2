import Foundation
import Testing
@testable import LimnerText

/// Registering font files and data (`FontLibrary.register`, `CTFontManagerRegisterFontsForURL`).
///
/// The test font is Debian's DejaVu Sans Mono (fonts-dejavu-core, which the bootstrap
/// installs), copied under its own name into a temporary directory fontconfig does not index:
/// a face resolved from that copy can only have come from the registration.
@Suite(.serialized) struct FontRegistrationTests {
    static let installed = "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf"

    static func copyOfTestFont() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("limner-fonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let url = dir.appendingPathComponent("DejaVuSansMono.ttf")
        try FileManager.default.copyItem(at: URL(fileURLWithPath: installed), to: url)
        return url
    }

    /// Removes a copy's directory (the suite otherwise leaves one in the temporary directory per run).
    static func remove(_ copy: URL) {
        try? FileManager.default.removeItem(at: copy.deletingLastPathComponent())
    }

    @Test func aRegisteredFileIsFoundByNameBeforeInstalledFonts() throws {
        let url = try Self.copyOfTestFont()
        defer { Self.remove(url) }
        let library = FontLibrary(warningSink: { _ in })
        let before = library.resolve(.custom("DejaVu Sans Mono", size: 20)).primary.face.source
        #expect(before != url.path)
        #expect(try library.register(contentsOf: url) == ["DejaVu Sans Mono"])
        for name in ["DejaVu Sans Mono", "dejavusansmono", "DejaVuSansMono"] {
            let face = library.resolve(.custom(name, size: 20)).primary.face
            #expect(face.source == url.standardizedFileURL.path, "\(name): \(face.source)")
        }
        // Its glyphs are drawn: real outlines, and the monospaced advance (1233/2048 em).
        let layout = TextLayout("Wg", font: .custom("DejaVu Sans Mono", size: 40), library: library)
        #expect(abs(layout.idealSize.width - 2 * 40 * 1233 / 2048) < 0.01)
        let path = layout.frame(in: CGSize(width: 1000, height: 100)).path
        #expect(!path.isEmpty && path.boundingRect.width > 40)
        #expect(throws: FontError.alreadyRegistered(url.standardizedFileURL.path)) { try library.register(contentsOf: url) }
        #expect(library.unregister(contentsOf: url))
        #expect(library.resolve(.custom("DejaVu Sans Mono", size: 20)).primary.face.source != url.path)
        #expect(!library.unregister(contentsOf: url))
    }

    @Test func registeredDataAndBadInput() throws {
        let library = FontLibrary(warningSink: { _ in })
        let data = try Data(contentsOf: URL(fileURLWithPath: Self.installed))
        #expect(try library.register(data: data, name: "brand") == ["DejaVu Sans Mono"])
        #expect(library.resolve(.custom("DejaVu Sans Mono", size: 12)).primary.face.source == "brand")
        #expect(library.registeredFamilyNames == ["DejaVu Sans Mono"])
        #expect(throws: FontError.self) { try library.register(data: Data("not a font".utf8)) }
        #expect(throws: FontError.self) { try library.register(data: Data()) }
        #expect(throws: FontError.self) { try library.register(contentsOf: URL(fileURLWithPath: "/nonexistent/font.ttf")) }
    }

    @Test func coreTextNamesRegisterForTheProcess() throws {
        let url = try Self.copyOfTestFont()
        defer { Self.remove(url) }
        var error: (any Error)?
        #expect(CTFontManagerRegisterFontsForURL(url, .process, &error))
        #expect(error == nil)
        #expect(FontLibrary.shared.resolve(.custom("DejaVu Sans Mono", size: 20)).primary.face.source == url.standardizedFileURL.path)
        #expect(!CTFontManagerRegisterFontsForURL(url, .process, &error))
        #expect(error as? FontError == .alreadyRegistered(url.standardizedFileURL.path))
        #expect(!CTFontManagerRegisterFontsForURL(URL(fileURLWithPath: "/nonexistent.ttf"), .process, nil))
        #expect(CTFontManagerUnregisterFontsForURL(url, .process, nil))
    }
}
