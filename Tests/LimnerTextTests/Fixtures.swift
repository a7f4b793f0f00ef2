import Foundation
import LimnerGeometry
import Synchronization
@testable import LimnerText

/// Shared helpers for the text tests.
enum Fixtures {
    static let library = FontLibrary.shared
    static let inf = CGFloat.infinity
    static let unconstrained = CGSize(width: CGFloat.infinity, height: CGFloat.infinity)

    static func width(_ width: CGFloat) -> CGSize { CGSize(width: width, height: CGFloat.infinity) }

    /// The advance width of `string` on one line in `font`.
    static func idealWidth(_ string: String, _ font: Font = .body) -> CGFloat {
        TextLayout(string, font: font).idealSize.width
    }

    /// The control-point bounds of a path (exact for straight outlines).
    static func bounds(_ path: Path) -> CGRect {
        guard let first = path.points.first else { return .null }
        var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
        for p in path.points {
            minX = min(minX, p.x); maxX = max(maxX, p.x)
            minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Glyph ids of a frame, line by line.
    static func glyphs(_ line: TextLine) -> [UInt32] { line.glyphRuns.flatMap(\.glyphs) }

    static func near(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-6) -> Bool { abs(a - b) <= tolerance }
}

/// Collects warnings from a `FontLibrary`.
final class WarningLog: Sendable {
    private let storage = Mutex<[String]>([])
    var messages: [String] { storage.withLock { $0 } }
    var sink: @Sendable (String) -> Void { { [self] m in storage.withLock { $0.append(m) } } }
}
