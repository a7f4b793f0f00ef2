import Foundation

/// A timing curve for an animation's pacing (`CAMediaTimingFunction`): a cubic Bézier from
/// (0, 0) to (1, 1), evaluated by the shared `CubicTimingCurve`.
public final class CAMediaTimingFunction: Equatable, Sendable, CustomStringConvertible {
    /// The curve.
    public let curve: CubicTimingCurve

    /// One of the predefined curves, with Apple's control points.
    public init(name: CAMediaTimingFunctionName) {
        switch name {
        case .easeIn: curve = .easeIn
        case .easeOut: curve = .easeOut
        case .easeInEaseOut: curve = .easeInOut
        case .default: curve = CubicTimingCurve(0.25, 0.1, 0.25, 1)
        default: curve = .linear
        }
    }

    /// A custom curve through (0, 0), (c1x, c1y), (c2x, c2y), (1, 1); x values are clamped to 0…1.
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        curve = CubicTimingCurve(Double(c1x), Double(c1y), Double(c2x), Double(c2y))
    }

    /// Writes control point `index` (0…3) into `ptr` as two floats.
    public func getControlPointAt(_ index: Int, values ptr: UnsafeMutablePointer<Float>) {
        let p: CGPoint
        switch index {
        case 1: p = curve.control1
        case 2: p = curve.control2
        case 3: p = CGPoint(x: 1, y: 1)
        default: p = .zero
        }
        ptr[0] = Float(p.x); ptr[1] = Float(p.y)
    }

    /// The fraction of change at time fraction `x`.
    public func value(at x: Double) -> Double { curve.value(at: x) }

    public static func == (lhs: CAMediaTimingFunction, rhs: CAMediaTimingFunction) -> Bool { lhs.curve == rhs.curve }

    public var description: String {
        "CAMediaTimingFunction(\(curve.control1.x), \(curve.control1.y), \(curve.control2.x), \(curve.control2.y))"
    }
}
