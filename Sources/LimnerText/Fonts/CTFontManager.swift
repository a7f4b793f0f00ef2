import Foundation

// Core Text's font registration functions, under Apple's names, for code that ships its own
// fonts (`CTFontManagerRegisterFontsForURL(url as CFURL, .process, nil)` on Apple platforms
// is `CTFontManagerRegisterFontsForURL(url, .process, nil)` here: Foundation on Linux has no
// `CFURL`/`CFError` bridging). They forward to `FontLibrary.shared`'s `register(contentsOf:)`
// and `unregister(contentsOf:)`, which are the Limner-style API (throwing Swift errors).

/// The scope of a font registration (Core Text's `CTFontManagerScope`). Limner registers
/// every font for the process: `.persistent`, `.session` and `.user` act as `.process`
/// (nothing is written outside the process).
public enum CTFontManagerScope: Sendable {
    /// No scope.
    case none
    /// The current process.
    case process
    /// Persistent across sessions (here: the process).
    case persistent
    /// The login session (here: the process).
    case session
    /// The user (here: the process).
    case user
}

/// Registers the fonts of the file at `fontURL` (every face of a collection) for the process,
/// so that `Font.custom(_:size:)` and `UIFont(name:size:)` find them by family, full or
/// PostScript name, before any installed font. Returns false, and stores the reason in
/// `error` when given, when the file cannot be read, is not a font, or is registered already.
@discardableResult
public func CTFontManagerRegisterFontsForURL(
    _ fontURL: URL, _ scope: CTFontManagerScope, _ error: UnsafeMutablePointer<(any Error)?>?
) -> Bool {
    do {
        try FontLibrary.shared.register(contentsOf: fontURL)
        return true
    } catch let failure {
        error?.pointee = failure
        return false
    }
}

/// Removes the fonts registered from `fontURL`. Returns false, with
/// `FontError.unreadableFile` in `error` when given, when none was registered.
@discardableResult
public func CTFontManagerUnregisterFontsForURL(
    _ fontURL: URL, _ scope: CTFontManagerScope, _ error: UnsafeMutablePointer<(any Error)?>?
) -> Bool {
    if FontLibrary.shared.unregister(contentsOf: fontURL) { return true }
    error?.pointee = FontError.unreadableFile(fontURL.path)
    return false
}
