import Foundation

/// A function from 0…1 (the fraction of time) to the fraction of change: SwiftUI's
/// `UnitCurve`. Bézier curves are solved by `CubicTimingCurve` (LimnerGeometry), the engine
/// Core Animation's timing functions share.
public struct UnitCurve: Hashable, Sendable {
    indirect enum Kind: Hashable, Sendable {
        case bezier(CubicTimingCurve)
        case circularEaseIn, circularEaseOut, circularEaseInOut
        case inverse(Kind)
    }
    let kind: Kind

    /// A cubic Bézier from (0, 0) to (1, 1) with two control points.
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
        UnitCurve(kind: .bezier(CubicTimingCurve(CGPoint(x: startControlPoint.x, y: startControlPoint.y),
                                                 CGPoint(x: endControlPoint.x, y: endControlPoint.y))))
    }

    /// y = x.
    public static let linear = UnitCurve(kind: .bezier(.linear))
    /// Slow start: cubic-bezier(0.42, 0, 1, 1).
    public static let easeIn = UnitCurve(kind: .bezier(.easeIn))
    /// Slow end: cubic-bezier(0, 0, 0.58, 1).
    public static let easeOut = UnitCurve(kind: .bezier(.easeOut))
    /// Slow start and end: cubic-bezier(0.42, 0, 0.58, 1).
    public static let easeInOut = UnitCurve(kind: .bezier(.easeInOut))
    /// A quarter circle starting flat: 1 − √(1 − x²).
    public static let circularEaseIn = UnitCurve(kind: .circularEaseIn)
    /// A quarter circle ending flat: √(1 − (x − 1)²).
    public static let circularEaseOut = UnitCurve(kind: .circularEaseOut)
    /// The two quarter circles joined at the middle.
    public static let circularEaseInOut = UnitCurve(kind: .circularEaseInOut)

    /// The curve's output at `progress` (clamped to 0…1).
    public func value(at progress: Double) -> Double { Self.value(kind, progress) }

    /// The slope at `progress`: the rate of change relative to linear.
    public func velocity(at progress: Double) -> Double {
        let x = Self.clamp(progress)
        if case .bezier(let curve) = kind { return curve.velocity(at: x) }
        let h = 1e-6
        let lo = max(0, x - h), hi = min(1, x + h)
        return (value(at: hi) - value(at: lo)) / (hi - lo)
    }

    /// The curve mirrored about y = x: `inverse.value(at: value(at: x)) == x`.
    public var inverse: UnitCurve {
        switch kind {
        case .bezier(let c):
            return UnitCurve(kind: .bezier(CubicTimingCurve(CGPoint(x: c.control1.y, y: c.control1.x),
                                                            CGPoint(x: c.control2.y, y: c.control2.x))))
        case .circularEaseIn: return .circularEaseOut
        case .circularEaseOut: return .circularEaseIn
        case .inverse(let inner): return UnitCurve(kind: inner)
        case .circularEaseInOut: return UnitCurve(kind: .inverse(kind))
        }
    }

    private static func clamp(_ x: Double) -> Double { x.isNaN ? 0 : min(max(x, 0), 1) }

    private static func value(_ kind: Kind, _ progress: Double) -> Double {
        let x = clamp(progress)
        switch kind {
        case .bezier(let c): return c.value(at: x)
        case .circularEaseIn: return 1 - (1 - x * x).squareRoot()
        case .circularEaseOut: return (1 - (x - 1) * (x - 1)).squareRoot()
        case .circularEaseInOut:
            return x < 0.5 ? 0.5 * (1 - (1 - 4 * x * x).squareRoot()) : 0.5 * (max(0, (8 - 4 * x) * x - 3).squareRoot() + 1)
        case .inverse(let inner):
            // Bisection on the monotonic inner curve.
            var lo = 0.0, hi = 1.0
            for _ in 0..<60 {
                let mid = (lo + hi) / 2
                if value(inner, mid) < x { lo = mid } else { hi = mid }
            }
            return (lo + hi) / 2
        }
    }
}
