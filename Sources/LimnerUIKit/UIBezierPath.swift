import Foundation

/// A path built with UIKit's API (`UIBezierPath`); `cgPath` gives it to a shape layer.
///
/// Drawing it directly (`fill()`, `stroke()`) needs a current graphics context, which this
/// UIKit core does not have: they and the stroke attributes (`lineWidth`, …) are not provided;
/// give `cgPath` to a `CAShapeLayer` instead.
open class UIBezierPath {
    /// The elements.
    public var path: Path

    /// An empty path.
    public init() { path = Path() }

    /// A rectangle: move to the top-left corner, lines clockwise on screen, close.
    public init(rect: CGRect) { path = Path(rect) }

    /// The ellipse inscribed in `rect`: four cubics from the rightmost point.
    public init(ovalIn rect: CGRect) { path = Path(ellipseIn: rect) }

    /// A rectangle with continuous ("squircle") corners of `cornerRadius`, as UIKit draws them.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        path = Path(roundedRect: rect, cornerRadius: cornerRadius, style: .continuous)
    }

    /// An arc of a circle (angles in radians, clockwise on screen when `clockwise`).
    public init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path = Path()
        path.addArc(center: center, radius: radius, startAngle: .radians(Double(startAngle)),
                    endAngle: .radians(Double(endAngle)), clockwise: !clockwise)
    }

    /// Wraps a Core Graphics path.
    public init(cgPath: CGPath) { path = Path(cgPath) }

    /// The Core Graphics path.
    public var cgPath: CGPath {
        get { path.cgPath }
        set { path = Path(newValue) }
    }

    /// Starts a subpath.
    public func move(to point: CGPoint) { path.move(to: point) }
    /// Adds a line.
    public func addLine(to point: CGPoint) { path.addLine(to: point) }
    /// Adds a cubic curve.
    public func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }
    /// Adds a quadratic curve.
    public func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: endPoint, control: controlPoint)
    }
    /// Adds an arc (angles in radians, clockwise on screen when `clockwise`).
    public func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path.addArc(center: center, radius: radius, startAngle: .radians(Double(startAngle)),
                    endAngle: .radians(Double(endAngle)), clockwise: !clockwise)
    }
    /// Closes the subpath.
    public func close() { path.closeSubpath() }
    /// Removes every element.
    public func removeAllPoints() { path = Path() }
    /// Appends another path's elements.
    public func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.path) }
    /// Maps every point through `transform`.
    public func apply(_ transform: CGAffineTransform) { path = path.applying(transform) }
    /// The bounding box of the path, control points included.
    public var bounds: CGRect { path.cgPath.boundingBox }
    /// The current point.
    public var currentPoint: CGPoint { path.currentPoint ?? .zero }
    /// Whether there are no elements.
    public var isEmpty: Bool { path.isEmpty }
    /// Whether `point` is inside (non-zero rule, or even-odd with `usesEvenOddFillRule`).
    public func contains(_ point: CGPoint) -> Bool { path.contains(point, eoFill: usesEvenOddFillRule) }
    /// The fill rule used by `contains(_:)`.
    public var usesEvenOddFillRule = false
}
