#if !canImport(CoreGraphics)
import Foundation

// Core Graphics' path classes, for code written against `CGPath` on Apple platforms.
// Compiled only where Core Graphics is absent. Both wrap a `Path` value; the builders share
// its geometry (the element sequences are those documented in the `Path` files).
//
// Differences from Core Graphics:
// - `CGPath` is not `Sendable`: a `CGPath` reference may be a `CGMutablePath`, so the class
//   cannot promise immutability. Send a `Path` (a `Sendable` value) across isolation
//   domains instead.
// - `addRoundedRect` clamps corners that do not fit instead of raising an error.
// - `applyWithBlock` and `isRect` are not provided; read elements through `Path(cgPath)`.

/// The rule for deciding which points a path encloses (Core Graphics' `CGPathFillRule`).
public enum CGPathFillRule: Int, Sendable {
    /// Non-zero winding number.
    case winding = 0
    /// Even-odd crossing count.
    case evenOdd = 1
}

/// An immutable graphics path (Core Graphics' `CGPath`).
public class CGPath: Equatable {
    /// The elements; mutated only through `CGMutablePath`.
    internal var storage: Path

    internal init(storage: Path) {
        self.storage = storage
    }

    /// Creates a path containing `rect`, mapped through `transform` when given.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        var p = Path()
        p.addRect(rect, transform: transform?.pointee ?? .identity)
        self.init(storage: p)
    }

    /// Creates a path containing the ellipse inscribed in `rect`.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        var p = Path()
        p.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(storage: p)
    }

    /// Creates a rounded rectangle with quarter-ellipse corners of the given radii.
    public convenience init(
        roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
        transform: UnsafePointer<CGAffineTransform>?
    ) {
        var p = Path()
        p.addRoundedRect(in: rect, cornerSize: CGSize(width: cornerWidth, height: cornerHeight),
                         style: .circular, transform: transform?.pointee ?? .identity)
        self.init(storage: p)
    }

    /// An immutable copy.
    public func copy() -> CGPath? { CGPath(storage: storage) }

    /// An immutable copy with every point mapped through `transform`.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        CGPath(storage: storage.applying(transform?.pointee ?? .identity))
    }

    /// A mutable copy.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(storage: storage) }

    /// A mutable copy with every point mapped through `transform`.
    public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
        CGMutablePath(storage: storage.applying(transform?.pointee ?? .identity))
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { storage.isEmpty }

    /// The current point, or `.zero` for an empty path.
    public var currentPoint: CGPoint { storage.currentPoint ?? .zero }

    /// The smallest rectangle containing every point including control points, or
    /// `CGRect.null` for an empty path.
    public var boundingBox: CGRect { storage.controlPointBounds ?? .null }

    /// The smallest rectangle containing the path itself (control points excluded), or
    /// `CGRect.null` for an empty path.
    public var boundingBoxOfPath: CGRect { storage.tightBounds ?? .null }

    /// Whether `point` is inside the path mapped through `transform`, under `rule`.
    public func contains(
        _ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity
    ) -> Bool {
        storage.applying(transform).contains(point, eoFill: rule == .evenOdd)
    }

    /// Two paths are equal when they have the same elements.
    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.storage == rhs.storage }
}

/// A mutable graphics path (Core Graphics' `CGMutablePath`). Not `Sendable`.
public final class CGMutablePath: CGPath {
    /// Creates an empty path.
    public init() { super.init(storage: Path()) }

    override internal init(storage: Path) { super.init(storage: storage) }

    /// Begins a new subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        storage.move(to: point.applying(transform))
    }

    /// Appends a line from the current point to `point`.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        storage.addLine(to: point.applying(transform))
    }

    /// Moves to the first point, then adds a line to each of the others.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        storage.addLines(points.map { $0.applying(transform) })
    }

    /// Appends a quadratic Bézier curve.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        storage.addQuadCurve(to: end.applying(transform), control: control.applying(transform))
    }

    /// Appends a cubic Bézier curve.
    public func addCurve(
        to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity
    ) {
        storage.addCurve(to: end.applying(transform), control1: control1.applying(transform),
                         control2: control2.applying(transform))
    }

    /// Appends a circular arc; angles in radians (see `Path.addArc(center:radius:startAngle:endAngle:clockwise:transform:)`).
    public func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        storage.addArc(center: center, radius: radius, startAngle: .radians(startAngle),
                       endAngle: .radians(endAngle), clockwise: clockwise, transform: transform)
    }

    /// Appends an arc tangent to two lines (`CGPathAddArcToPoint`).
    public func addArc(
        tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity
    ) {
        storage.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius, transform: transform)
    }

    /// Appends a circular arc from `startAngle` sweeping `delta` radians.
    public func addRelativeArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
        transform: CGAffineTransform = .identity
    ) {
        storage.addRelativeArc(center: center, radius: radius, startAngle: .radians(startAngle),
                               delta: .radians(delta), transform: transform)
    }

    /// Appends a rectangle as a closed subpath.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        storage.addRect(rect, transform: transform)
    }

    /// Appends each rectangle as a closed subpath.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        storage.addRects(rects, transform: transform)
    }

    /// Appends a rounded rectangle with quarter-ellipse corners.
    public func addRoundedRect(
        in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity
    ) {
        storage.addRoundedRect(in: rect, cornerSize: CGSize(width: cornerWidth, height: cornerHeight),
                               style: .circular, transform: transform)
    }

    /// Appends the ellipse inscribed in `rect`.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        storage.addEllipse(in: rect, transform: transform)
    }

    /// Appends every element of `path`, mapped through `transform`.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        storage.addPath(path.storage, transform: transform)
    }

    /// Closes the current subpath.
    public func closeSubpath() { storage.closeSubpath() }
}

extension Path {
    /// Creates a path with the elements of `path`.
    public init(_ path: CGPath) { self = path.storage }

    /// Creates a path with the elements of `path`.
    public init(_ path: CGMutablePath) { self = path.storage }

    /// An immutable Core Graphics path with this path's elements.
    public var cgPath: CGPath { CGPath(storage: self) }
}
#endif
