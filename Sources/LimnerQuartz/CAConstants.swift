import Foundation

// Core Animation's string-valued constants, as Apple's types spell them.

/// What an animation shows outside its active time (`CAMediaTimingFillMode`).
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    /// The constant's string.
    public let rawValue: String
    /// Creates the constant with `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Creates the constant with `rawValue`.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// Nothing: the model value shows before and after (the default).
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    /// The final value is held after the end.
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// The first value is held before the begin time.
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    /// Both `forwards` and `backwards`.
    public static let both = CAMediaTimingFillMode(rawValue: "both")
}

/// The names of the predefined timing curves (`CAMediaTimingFunctionName`).
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    /// The constant's string.
    public let rawValue: String
    /// Creates the constant with `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Creates the constant with `rawValue`.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// (0, 0), (1, 1).
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    /// (0.42, 0), (1, 1).
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    /// (0, 0), (0.58, 1).
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    /// (0.42, 0), (0.58, 1).
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    /// (0.25, 0.1), (0.25, 1): what implicit layer animations use.
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// How a keyframe animation computes values between keyframes (`CAAnimationCalculationMode`).
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    /// The constant's string.
    public let rawValue: String
    /// Creates the constant with `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Creates the constant with `rawValue`.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// Straight interpolation between neighbouring values (the default).
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    /// Each value holds until the next key time.
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    /// Linear, with key times chosen for constant speed.
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    /// A Catmull–Rom spline through the values.
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    /// The spline, with key times chosen for constant speed.
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// Whether an object moving along a path turns with it (`CAAnimationRotationMode`).
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    /// The constant's string.
    public let rawValue: String
    /// Creates the constant with `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Creates the constant with `rawValue`.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// Rotated to the path's tangent.
    public static let rotateAuto = CAAnimationRotationMode(rawValue: "rotateAuto")
    /// Rotated to the tangent plus 180°.
    public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "rotateAutoReverse")
}

/// The fill rule of a shape layer (`CAShapeLayerFillRule`).
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    /// The constant's string.
    public let rawValue: String
    /// Creates the constant with `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Creates the constant with `rawValue`.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// Non-zero winding (the default).
    public static let nonZero = CAShapeLayerFillRule(rawValue: "nonZero")
    /// Even-odd crossings.
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "evenOdd")
}

/// The end of an open stroke (`CAShapeLayerLineCap`).
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    /// The constant's string.
    public let rawValue: String
    /// Creates the constant with `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Creates the constant with `rawValue`.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// Square, ending at the end point (the default).
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    /// A half circle.
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    /// Square, half the width past the end point.
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}

/// The join of two stroke segments (`CAShapeLayerLineJoin`).
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    /// The constant's string.
    public let rawValue: String
    /// Creates the constant with `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Creates the constant with `rawValue`.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// Sharp, up to the miter limit (the default).
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    /// Rounded.
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    /// Cut off.
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}

/// How a layer's contents fill its bounds (`CALayerContentsGravity`).
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    /// The constant's string.
    public let rawValue: String
    /// Creates the constant with `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Creates the constant with `rawValue`.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// Centred at its own size.
    public static let center = CALayerContentsGravity(rawValue: "center")
    /// Centred along the top edge.
    public static let top = CALayerContentsGravity(rawValue: "top")
    /// Centred along the bottom edge.
    public static let bottom = CALayerContentsGravity(rawValue: "bottom")
    /// Centred along the left edge.
    public static let left = CALayerContentsGravity(rawValue: "left")
    /// Centred along the right edge.
    public static let right = CALayerContentsGravity(rawValue: "right")
    /// In the top-left corner.
    public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
    /// In the top-right corner.
    public static let topRight = CALayerContentsGravity(rawValue: "topRight")
    /// In the bottom-left corner.
    public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
    /// In the bottom-right corner.
    public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")
    /// Stretched to fill the bounds (the default).
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    /// Scaled to fit inside, aspect kept.
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    /// Scaled to cover, aspect kept (the overflow is clipped only with `masksToBounds`).
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")
}

/// The shape of rounded corners (`CALayerCornerCurve`).
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    /// The constant's string.
    public let rawValue: String
    /// Creates the constant with `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Creates the constant with `rawValue`.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// Quarter circles (the default).
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// Apple's continuous-curvature corners.
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

/// Horizontal alignment of a text layer (`CATextLayerAlignmentMode`).
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    /// The constant's string.
    public let rawValue: String
    /// Creates the constant with `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Creates the constant with `rawValue`.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// Leading (left for left-to-right text; the default).
    public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
    /// Left.
    public static let left = CATextLayerAlignmentMode(rawValue: "left")
    /// Right.
    public static let right = CATextLayerAlignmentMode(rawValue: "right")
    /// Centred.
    public static let center = CATextLayerAlignmentMode(rawValue: "center")
    /// Justified (drawn as natural here).
    public static let justified = CATextLayerAlignmentMode(rawValue: "justified")
}

/// Where a text layer shortens text that does not fit (`CATextLayerTruncationMode`).
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    /// The constant's string.
    public let rawValue: String
    /// Creates the constant with `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Creates the constant with `rawValue`.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// Not truncated (the default).
    public static let none = CATextLayerTruncationMode(rawValue: "none")
    /// At the start.
    public static let start = CATextLayerTruncationMode(rawValue: "start")
    /// At the end.
    public static let end = CATextLayerTruncationMode(rawValue: "end")
    /// In the middle.
    public static let middle = CATextLayerTruncationMode(rawValue: "middle")
}

/// The kind of gradient a gradient layer draws (`CAGradientLayerType`).
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    /// The constant's string.
    public let rawValue: String
    /// Creates the constant with `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Creates the constant with `rawValue`.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// Linear, from startPoint to endPoint (the default).
    public static let axial = CAGradientLayerType(rawValue: "axial")
    /// Radial: centred on startPoint, reaching endPoint's distance on each axis.
    public static let radial = CAGradientLayerType(rawValue: "radial")
    /// Conic: around startPoint, starting towards endPoint.
    public static let conic = CAGradientLayerType(rawValue: "conic")
}
