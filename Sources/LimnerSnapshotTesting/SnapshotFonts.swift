import Limner

/// Which fonts snapshot rendering may use.
///
/// By default a snapshot uses only the fonts embedded in Limner (Inter for the system font,
/// Noto Serif, Quicksand for `.rounded`, JetBrains Mono), so a reference recorded on one
/// machine matches on every other whatever fonts are installed there. A character none of
/// them has (CJK, emoji, most non-Latin scripts beyond Latin, Greek and Cyrillic) draws the
/// font's missing-glyph box, the same box everywhere. A test that needs such text opts in to
/// the installed fonts (fontconfig), at the price of references that depend on the machine's
/// font packages:
///
/// ```swift
/// withSnapshotFonts(.system) {
///     assertSnapshot(of: Text("こんにちは"), as: .image)
/// }
/// ```
public enum SnapshotFonts: Sendable, Hashable {
    /// Only the embedded fonts (the default): the same pixels on every machine.
    case embedded
    /// The embedded fonts first, then installed fonts for custom names and missing characters.
    case system

    /// The fonts of the snapshots taken in the current task (`withSnapshotFonts`).
    @TaskLocal public static var current: SnapshotFonts = .embedded

    /// The font library text is laid out with.
    var library: FontLibrary { self == .system ? .shared : .embeddedOnly }
}

/// Runs `operation` with snapshots rendered using `fonts`.
public func withSnapshotFonts<R>(_ fonts: SnapshotFonts, operation: () throws -> R) rethrows -> R {
    try SnapshotFonts.$current.withValue(fonts, operation: operation)
}

/// Runs `operation` with snapshots rendered using `fonts`.
public func withSnapshotFonts<R>(_ fonts: SnapshotFonts, operation: () async throws -> R) async rethrows -> R {
    try await SnapshotFonts.$current.withValue(fonts, operation: operation)
}

#if canImport(Testing) && compiler(>=6.1)
import Testing

/// A Swift Testing trait that renders a test's (or a suite's) snapshots with `fonts`:
/// `@Test(.snapshotFonts(.system))`. The trait form of `withSnapshotFonts`.
public struct SnapshotFontsTrait: TestTrait, SuiteTrait, TestScoping {
    /// Applies to every test in a suite.
    public let isRecursive = true
    /// The fonts the snapshots use.
    public let fonts: SnapshotFonts

    /// Runs the test with `SnapshotFonts.current` bound to `fonts`.
    public func provideScope(for test: Test, testCase: Test.Case?,
                             performing function: @Sendable () async throws -> Void) async throws {
        try await withSnapshotFonts(fonts) { try await function() }
    }
}

extension Trait where Self == SnapshotFontsTrait {
    /// Renders the snapshots of this test or suite with `fonts` (`.system` to use installed
    /// fonts; the default is `.embedded`).
    public static func snapshotFonts(_ fonts: SnapshotFonts) -> Self { SnapshotFontsTrait(fonts: fonts) }
}
#endif
