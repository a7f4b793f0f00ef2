import Foundation

/// A timing curve: a cubic Bézier from (0, 0) to (1, 1) with two control points, as CSS's
/// `cubic-bezier()`, Core Animation's `CAMediaTimingFunction` and SwiftUI's `UnitCurve` and
/// `timingCurve` define it. `x` is the fraction of time elapsed, `y` the fraction of change.
///
/// The curve is evaluated by solving x(s) = progress for the Bézier parameter s (Newton's
/// method from a linear guess, falling back to bisection where the slope is too flat for
/// Newton), then reading y(s). Control-point x values are clamped to 0…1 so that x is
/// monotonic and the solve has one answer; y values are free (overshooting curves).
public struct CubicTimingCurve: Hashable, Sendable {
    /// The first control point.
    public let control1: CGPoint
    /// The second control point.
    public let control2: CGPoint

    // Polynomial coefficients: x(s) = ((ax·s + bx)·s + cx)·s, likewise y.
    private let ax: Double, bx: Double, cx: Double
    private let ay: Double, by: Double, cy: Double

    /// Creates a curve through (0, 0), `control1`, `control2`, (1, 1). Non-finite
    /// coordinates become those of the linear curve; x values are clamped to 0…1.
    public init(_ control1: CGPoint, _ control2: CGPoint) {
        func finite(_ v: CGFloat, _ fallback: CGFloat) -> CGFloat { v.isFinite ? v : fallback }
        let p1 = CGPoint(x: min(max(finite(control1.x, 0), 0), 1), y: finite(control1.y, 0))
        let p2 = CGPoint(x: min(max(finite(control2.x, 1), 0), 1), y: finite(control2.y, 1))
        self.control1 = p1
        self.control2 = p2
        cx = 3 * Double(p1.x)
        bx = 3 * Double(p2.x - p1.x) - cx
        ax = 1 - cx - bx
        cy = 3 * Double(p1.y)
        by = 3 * Double(p2.y - p1.y) - cy
        ay = 1 - cy - by
    }

    /// Creates a curve from the four control-point coordinates.
    public init(_ c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double) {
        self.init(CGPoint(x: c1x, y: c1y), CGPoint(x: c2x, y: c2y))
    }

    /// The straight line: y = x.
    public static let linear = CubicTimingCurve(0, 0, 1, 1)
    /// Slow start (0.42, 0, 1, 1).
    public static let easeIn = CubicTimingCurve(0.42, 0, 1, 1)
    /// Slow end (0, 0, 0.58, 1).
    public static let easeOut = CubicTimingCurve(0, 0, 0.58, 1)
    /// Slow start and end (0.42, 0, 0.58, 1).
    public static let easeInOut = CubicTimingCurve(0.42, 0, 0.58, 1)

    /// The fraction of change at `progress` (the fraction of time; clamped to 0…1, NaN → 0).
    public func value(at progress: Double) -> Double {
        let x = Self.clampedProgress(progress)
        if x == 0 { return 0 }
        if x == 1 { return 1 }
        return sampleY(parameter(forX: x))
    }

    /// The slope dy/dx at `progress`: the rate of change relative to a linear curve.
    public func velocity(at progress: Double) -> Double {
        let s = parameter(forX: Self.clampedProgress(progress))
        let dx = sampleDerivativeX(s), dy = sampleDerivativeY(s)
        if abs(dx) < 1e-12 {
            // A vertical tangent (x' = 0 at an end): use a small step instead.
            let h = 1e-6
            let s2 = s < 0.5 ? s + h : s - h
            let ddx = sampleX(s2) - sampleX(s), ddy = sampleY(s2) - sampleY(s)
            return abs(ddx) < 1e-15 ? 0 : ddy / ddx
        }
        return dy / dx
    }

    /// The progress at which the curve reaches `value`, for curves whose y is monotonic
    /// (nil when the value is not reached, or is reached more than once within 1e-9).
    public func progress(forValue value: Double) -> Double? {
        guard value.isFinite else { return nil }
        // Solve y(s) = value by bisection over sub-intervals where y is monotonic.
        let steps = 64
        var found: Double?
        var previous = sampleY(0)
        for i in 1...steps {
            let s1 = Double(i) / Double(steps)
            let y1 = sampleY(s1)
            if (previous - value) * (y1 - value) <= 0 && previous != y1 {
                var lo = Double(i - 1) / Double(steps), hi = s1
                for _ in 0..<60 {
                    let mid = (lo + hi) / 2
                    if (sampleY(lo) - value) * (sampleY(mid) - value) <= 0 { hi = mid } else { lo = mid }
                }
                let x = sampleX((lo + hi) / 2)
                if let f = found, abs(f - x) > 1e-9 { return nil }
                found = x
            }
            previous = y1
        }
        if found == nil, abs(value) < 1e-12 { return 0 }
        return found
    }

    // MARK: Evaluation

    private static func clampedProgress(_ t: Double) -> Double { t.isNaN ? 0 : min(max(t, 0), 1) }

    private func sampleX(_ s: Double) -> Double { ((ax * s + bx) * s + cx) * s }
    private func sampleY(_ s: Double) -> Double { ((ay * s + by) * s + cy) * s }
    private func sampleDerivativeX(_ s: Double) -> Double { (3 * ax * s + 2 * bx) * s + cx }
    private func sampleDerivativeY(_ s: Double) -> Double { (3 * ay * s + 2 * by) * s + cy }

    /// The Bézier parameter whose x is `x` (0…1).
    private func parameter(forX x: Double) -> Double {
        var s = x
        for _ in 0..<8 {
            let error = sampleX(s) - x
            if abs(error) < 1e-12 { return s }
            let d = sampleDerivativeX(s)
            if abs(d) < 1e-9 { break }
            s -= error / d
        }
        var lo = 0.0, hi = 1.0
        s = x
        for _ in 0..<64 {
            let value = sampleX(s)
            if abs(value - x) < 1e-12 { break }
            if value < x { lo = s } else { hi = s }
            s = (lo + hi) / 2
        }
        return s
    }
}
