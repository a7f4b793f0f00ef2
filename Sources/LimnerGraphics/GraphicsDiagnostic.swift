import Foundation
import LimnerRaster

/// Why the graphics layer drew less than it was asked to: an input beyond one of its
/// documented limits. Thrown by the checking entry points (`CanvasRenderer.checkedRender`,
/// `DisplayListRenderer.render(_:size:)`) and readable after the fact
/// (`GraphicsContext.diagnostics`, `DisplayList.diagnostics`); the non-throwing entry
/// points draw what fits within the limits instead.
public enum GraphicsDiagnostic: Error, Hashable, Sendable, CustomStringConvertible {
    /// "U+1FAE8 \"🫨\"" for each character of `characters`, comma-separated.
    public static func describe(_ characters: String) -> String {
        characters.unicodeScalars.map { String(format: "U+%04X", $0.value) + " \"\($0)\"" }.joined(separator: ", ")
    }

    /// Whether the diagnostic says something was left out (a limit), as opposed to drawn
    /// differently (`missingGlyphs`); `checkedRender` throws only these.
    public var isLimit: Bool {
        if case .missingGlyphs = self { return false }
        return true
    }

    /// A list nests groups deeper than `DisplayList.maximumNestingDepth`; groups below that
    /// depth are not drawn.
    case nestingTooDeep(depth: Int, limit: Int)
    /// `drawLayer` or `clipToLayer` was nested deeper than `GraphicsContext.maximumLayerDepth`
    /// while recording; the content closures below that depth were not called.
    case layersTooDeep(limit: Int)
    /// The canvas needs more pixels than a `Pixmap` may hold (`Pixmap.maximumByteCount`).
    case canvasTooLarge(width: Double, height: Double)
    /// Text drew characters that no embedded, registered or installed font has a glyph for
    /// (`TextLayout.unsupportedScalars`): each was drawn as the missing-glyph box. Reported,
    /// not thrown: `CanvasRenderer.checkedRender` throws only the limit diagnostics above.
    case missingGlyphs(String)

    public var description: String {
        switch self {
        case let .nestingTooDeep(depth, limit):
            return "display list nested \(depth) groups deep; the limit is \(limit), deeper groups are not drawn"
        case .layersTooDeep(let limit):
            return "drawLayer/clipToLayer nested deeper than \(limit); deeper content was not recorded"
        case let .canvasTooLarge(w, h):
            return "a \(w)×\(h)-pixel canvas exceeds \(Pixmap.maximumByteCount) bytes"
        case .missingGlyphs(let characters):
            return "no font has a glyph for \(GraphicsDiagnostic.describe(characters)); drawn as the missing-glyph box"
        }
    }
}
