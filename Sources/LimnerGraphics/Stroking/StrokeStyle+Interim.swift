import Foundation

// Interim: branch `stroke` will provide `StrokeStyle`, `CGLineCap`, `CGLineJoin` and
// `Path.strokedPath(_:)` in LimnerGeometry. Until it lands, these definitions (same names,
// same API as SwiftUI / Core Graphics) and `InterimStroker` keep strokes working; on merging
// `stroke`, delete this file and InterimStroker.swift, and `DisplayListRenderer` calls
// `path.strokedPath(style)` instead.

/// How line ends are drawn (Core Graphics' `CGLineCap`).
public enum CGLineCap: Int32, Hashable, Sendable {
    /// The line stops at its end point.
    case butt = 0
    /// A half circle of the line's width past the end point.
    case round = 1
    /// A half square of the line's width past the end point.
    case square = 2
}

/// How segments meet (Core Graphics' `CGLineJoin`).
public enum CGLineJoin: Int32, Hashable, Sendable {
    /// Sharp corner, beveled past the miter limit.
    case miter = 0
    /// Circular corner.
    case round = 1
    /// Cut-off corner.
    case bevel = 2
}

/// The characteristics of a stroke (SwiftUI's `StrokeStyle`).
public struct StrokeStyle: Hashable, Sendable {
    /// Width in user-space points.
    public var lineWidth: CGFloat
    /// End shape.
    public var lineCap: CGLineCap
    /// Corner shape.
    public var lineJoin: CGLineJoin
    /// Miter length ÷ line width past which a miter becomes a bevel.
    public var miterLimit: CGFloat
    /// Dash and gap lengths, alternating; empty for a solid line.
    public var dash: [CGFloat]
    /// How far into the dash pattern the line starts.
    public var dashPhase: CGFloat

    /// Creates a stroke style; the defaults are SwiftUI's.
    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
                miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth; self.lineCap = lineCap; self.lineJoin = lineJoin
        self.miterLimit = miterLimit; self.dash = dash; self.dashPhase = dashPhase
    }
}
