import Foundation

#if !canImport(CoreGraphics)
/// How the ends of open subpaths and dashes are drawn (Core Graphics' `CGLineCap`; same raw
/// values).
public enum CGLineCap: Int32, Hashable, Sendable {
    /// The stroke stops square at the end point.
    case butt = 0
    /// A half disc of the line width's diameter is added past the end point.
    case round = 1
    /// A half square (half the line width long) is added past the end point.
    case square = 2
}

/// How the stroke turns a corner between two segments (Core Graphics' `CGLineJoin`; same raw
/// values).
public enum CGLineJoin: Int32, Hashable, Sendable {
    /// The outer edges are extended to meet; beveled when the miter limit is exceeded.
    case miter = 0
    /// A circular arc centred on the corner.
    case round = 1
    /// The outer corners are joined by a straight line.
    case bevel = 2
}
#endif

/// The characteristics of a stroke (SwiftUI's `StrokeStyle`).
///
/// Defaults are SwiftUI's: width 1, butt caps, miter joins, miter limit 10, no dash.
/// `Path.strokedPath(_:)` turns a path and a style into the outline to fill; see
/// `PathStroker` for the exact rules, including the defined results for bad values
/// (negative or NaN widths, NaN miter limits, zero or negative dash entries).
public struct StrokeStyle: Hashable, Sendable {
    /// The width of the stroke in user-space units; 0 means a hairline (one device pixel)
    /// where a device transform is known (`Path.strokeOutline(style:transform:deviceTolerance:)`).
    public var lineWidth: CGFloat
    /// The shape of the ends of open subpaths and of dashes.
    public var lineCap: CGLineCap
    /// The shape of corners.
    public var lineJoin: CGLineJoin
    /// The largest miter length ÷ line width drawn as a miter; sharper corners are beveled.
    public var miterLimit: CGFloat
    /// Dash and gap lengths, alternating, in user-space units; empty for a solid stroke. An odd
    /// count is repeated to make it even, as Core Graphics and SVG do.
    public var dash: [CGFloat]
    /// How far into the dash pattern each subpath starts.
    public var dashPhase: CGFloat

    /// Creates a stroke style.
    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
                miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}
