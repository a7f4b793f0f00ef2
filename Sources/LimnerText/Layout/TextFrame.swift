import Foundation
import LimnerGeometry

/// Positioned glyphs from one font instance at one size: what the renderer draws.
///
/// This is the seam for glyph rendering: a renderer either fills `path` or looks each
/// (instance, glyph, size, subpixel offset) up in a glyph coverage cache and blits it at
/// `positions[i]`.
public struct GlyphRun: Sendable {
    /// The face instance the glyph ids belong to.
    public let font: FontInstance
    /// The point size.
    public let size: CGFloat
    /// Glyph ids, in visual (left-to-right drawing) order.
    public internal(set) var glyphs: [UInt32]
    /// Each glyph's origin on the baseline, in the frame's coordinates (y down).
    public internal(set) var positions: [CGPoint]

    /// The outline of every glyph of the run, placed, in the frame's coordinates.
    public var path: Path {
        var path = Path()
        appendPath(to: &path)
        return path
    }

    /// Appends the run's placed outlines to `path`.
    public func appendPath(to path: inout Path) {
        let s = size / CGFloat(font.unitsPerEm)
        for (glyph, origin) in zip(glyphs, positions) {
            let outline = font.outline(glyph: glyph)
            guard !outline.isEmpty else { continue }
            let t = CGAffineTransform(a: s, b: 0, c: 0, d: s, tx: origin.x, ty: origin.y)
            outline.applying(t).forEach { path.append($0) }
        }
    }
}

/// One laid-out line.
public struct TextLine: Sendable {
    /// The baseline's left end in the frame's coordinates (alignment applied).
    public internal(set) var origin: CGPoint
    /// The line's advance width: spaces where the line wraps excluded, spaces that end the
    /// paragraph included (as SwiftUI measures them), the ellipsis included.
    public internal(set) var width: CGFloat
    /// Distance from the line top to the baseline: the tallest ascent of the fonts used.
    public internal(set) var ascent: CGFloat
    /// Distance from the baseline to the bottom of the glyph box: the deepest descent.
    public internal(set) var descent: CGFloat
    /// The font's line gap, added below the descent.
    public internal(set) var leading: CGFloat
    /// The glyph runs of the line, in visual order.
    public internal(set) var glyphRuns: [GlyphRun]
    /// Whether the line ends (or begins, or is cut in the middle) with an ellipsis.
    public internal(set) var isTruncated: Bool

    /// The line's height: ascent + descent + leading.
    public var height: CGFloat { ascent + descent + leading }
    /// The top of the line box (y down).
    public var top: CGFloat { origin.y - ascent }
}

/// Text laid out in a size: lines, glyph runs and metrics (the result of
/// `TextLayout.frame(in:)`).
public struct TextFrame: Sendable {
    /// The size the text takes: the widest line by the stacked line heights (plus line
    /// spacing), before any pixel snapping.
    public internal(set) var size: CGSize
    /// The lines, top to bottom.
    public internal(set) var lines: [TextLine]

    /// Whether some of the text did not fit and an ellipsis was drawn.
    public var isTruncated: Bool { lines.contains { $0.isTruncated } }

    /// The first line's baseline, measured from the top; 0 when there is no line.
    public var firstBaseline: CGFloat { lines.first?.origin.y ?? 0 }

    /// The last line's baseline, measured from the top; 0 when there is no line.
    public var lastBaseline: CGFloat { lines.last?.origin.y ?? 0 }

    /// Every glyph run, line by line.
    public var glyphRuns: [GlyphRun] { lines.flatMap(\.glyphRuns) }

    /// The whole text as one path (fill with nonzero winding), in the frame's coordinates:
    /// for filling, stroking and masks.
    public var path: Path {
        var path = Path()
        for line in lines {
            for run in line.glyphRuns { run.appendPath(to: &path) }
        }
        return path
    }
}
