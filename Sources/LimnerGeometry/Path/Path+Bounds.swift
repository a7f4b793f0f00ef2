import Foundation

// Bounds.
//
// `boundingRect` is tight: the extremes of the curves themselves, found at the roots of each
// Bézier's derivative, not the hull of the control points (`CGPathGetPathBoundingBox`).
// `controlPointBounds` is the cheap hull of every point (`CGPathGetBoundingBox`). Every
// point counts, including a trailing or lone move, as in Core Graphics.

extension Path {
    /// The smallest rectangle enclosing every point on the path, control points excluded.
    ///
    /// An empty path gives `.zero`, as SwiftUI's `Path` does for its empty storage (Core
    /// Graphics' `boundingBoxOfPath` gives `CGRect.null` instead). Non-finite coordinates
    /// make the result non-finite; a path spanning more than `Double`'s range (say from
    /// −1e308 to 1e308) has a finite origin and an infinite width or height.
    public var boundingRect: CGRect {
        tightBounds ?? .zero
    }

    /// The smallest rectangle enclosing every point including Bézier control points, or nil
    /// for an empty path.
    public var controlPointBounds: CGRect? {
        guard let first = points.first else { return nil }
        var b = BoundsAccumulator(first)
        for p in points { b.add(p) }
        return b.rect
    }

    /// The tight bounds, or nil for an empty path.
    internal var tightBounds: CGRect? {
        guard let first = points.first else { return nil }
        var b = BoundsAccumulator(first)
        var pi = 0
        var current = first
        for v in verbs {
            switch v {
            case .move, .line:
                current = points[pi]
                b.add(current)
            case .quad:
                let c = points[pi], e = points[pi + 1]
                b.add(e)
                for t in Path.quadExtrema(current.x, c.x, e.x) + Path.quadExtrema(current.y, c.y, e.y) {
                    b.add(Path.quadPoint(current, c, e, t))
                }
                current = e
            case .cubic:
                let c1 = points[pi], c2 = points[pi + 1], e = points[pi + 2]
                b.add(e)
                for t in Path.cubicExtrema(current.x, c1.x, c2.x, e.x) + Path.cubicExtrema(current.y, c1.y, c2.y, e.y) {
                    b.add(Path.cubicPoint(current, c1, c2, e, t))
                }
                current = e
            case .close:
                break
            }
            pi += v.pointCount
        }
        return b.rect
    }

    /// The parameters in (0, 1) where a quadratic's coordinate has a zero derivative.
    internal static func quadExtrema(_ p0: Double, _ p1: Double, _ p2: Double) -> [Double] {
        let den = p0 - 2 * p1 + p2
        guard den != 0 else { return [] }
        let t = (p0 - p1) / den
        return t > 0 && t < 1 ? [t] : []
    }

    /// The parameters in (0, 1) where a cubic's coordinate has a zero derivative.
    internal static func cubicExtrema(_ p0: Double, _ p1: Double, _ p2: Double, _ p3: Double) -> [Double] {
        // B'(t)/3 = a·t² + b·t + c
        let a = -p0 + 3 * p1 - 3 * p2 + p3
        let b = 2 * (p0 - 2 * p1 + p2)
        let c = p1 - p0
        var roots: [Double] = []
        let scale = Swift.max(a.magnitude, b.magnitude, c.magnitude)
        if a.magnitude <= 1e-12 * scale {
            if b != 0 { roots.append(-c / b) }
        } else {
            let disc = b * b - 4 * a * c
            if disc >= 0 {
                // The numerically stable pair of roots.
                let q = -0.5 * (b + (b < 0 ? -1 : 1) * disc.squareRoot())
                roots.append(q / a)
                if q != 0 { roots.append(c / q) }
            }
        }
        return roots.filter { $0 > 0 && $0 < 1 }
    }

    /// The point at `t` on a quadratic Bézier.
    internal static func quadPoint(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ t: Double) -> CGPoint {
        let u = 1 - t
        return CGPoint(x: u * u * p0.x + 2 * u * t * p1.x + t * t * p2.x,
                       y: u * u * p0.y + 2 * u * t * p1.y + t * t * p2.y)
    }

    /// The point at `t` on a cubic Bézier.
    internal static func cubicPoint(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, _ t: Double) -> CGPoint {
        let u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        return CGPoint(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x,
                       y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
    }
}

/// A running min/max over points.
internal struct BoundsAccumulator {
    var minX, minY, maxX, maxY: Double
    init(_ p: CGPoint) { minX = p.x; maxX = p.x; minY = p.y; maxY = p.y }
    mutating func add(_ p: CGPoint) {
        // A NaN poisons the bounds rather than vanishing, so callers can see it.
        if p.x.isNaN || p.y.isNaN { minX = .nan; return }
        if p.x < minX { minX = p.x }
        if p.x > maxX { maxX = p.x }
        if p.y < minY { minY = p.y }
        if p.y > maxY { maxY = p.y }
    }
    var rect: CGRect { CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) }
}
