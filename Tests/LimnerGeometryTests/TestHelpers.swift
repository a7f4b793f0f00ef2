import LimnerGeometry
import LimnerTestSupport

/// Whether two numbers agree within `tolerance`.
func close(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-9) -> Bool {
    (a - b).magnitude <= tolerance
}

/// Whether two points agree within `tolerance` on each axis.
func close(_ a: CGPoint, _ b: CGPoint, _ tolerance: CGFloat = 1e-9) -> Bool {
    close(a.x, b.x, tolerance) && close(a.y, b.y, tolerance)
}

/// Whether two rects agree within `tolerance` on each edge.
func close(_ a: CGRect, _ b: CGRect, _ tolerance: CGFloat = 1e-9) -> Bool {
    close(a.minX, b.minX, tolerance) && close(a.maxX, b.maxX, tolerance)
        && close(a.minY, b.minY, tolerance) && close(a.maxY, b.maxY, tolerance)
}

/// Whether two element lists agree (same kinds, points within `tolerance`).
func close(_ a: [Path.Element], _ b: [Path.Element], _ tolerance: CGFloat = 1e-9) -> Bool {
    guard a.count == b.count else { return false }
    for (x, y) in zip(a, b) {
        switch (x, y) {
        case (.move(let p), .move(let q)), (.line(let p), .line(let q)):
            if !close(p, q, tolerance) { return false }
        case (.quadCurve(let p, let c), .quadCurve(let q, let d)):
            if !close(p, q, tolerance) || !close(c, d, tolerance) { return false }
        case (.curve(let p, let c1, let c2), .curve(let q, let d1, let d2)):
            if !close(p, q, tolerance) || !close(c1, d1, tolerance) || !close(c2, d2, tolerance) { return false }
        case (.closeSubpath, .closeSubpath):
            break
        default:
            return false
        }
    }
    return true
}

/// The on-curve end point of an element (nil for a close).
func endPoint(_ e: Path.Element) -> CGPoint? {
    switch e {
    case .move(let p), .line(let p), .quadCurve(let p, _), .curve(let p, _, _): return p
    case .closeSubpath: return nil
    }
}

/// The point at parameter `t` of the curve that `e` draws from `start`.
func pointOn(_ e: Path.Element, from start: CGPoint, at t: Double) -> CGPoint {
    let u = 1 - t
    switch e {
    case .move(let p): return p
    case .line(let p): return CGPoint(x: u * start.x + t * p.x, y: u * start.y + t * p.y)
    case .quadCurve(let p, let c):
        return CGPoint(x: u * u * start.x + 2 * u * t * c.x + t * t * p.x,
                       y: u * u * start.y + 2 * u * t * c.y + t * t * p.y)
    case .curve(let p, let c1, let c2):
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        return CGPoint(x: a * start.x + b * c1.x + c * c2.x + d * p.x,
                       y: a * start.y + b * c1.y + c * c2.y + d * p.y)
    case .closeSubpath: return start
    }
}

/// A random path of every element kind, with coordinates of mixed magnitudes.
func randomPath(_ g: inout SeededGenerator, elements: Int = 12) -> Path {
    func coord() -> CGFloat {
        switch Int.random(in: 0..<4, using: &g) {
        case 0: return CGFloat(Int.random(in: -500...500, using: &g))
        case 1: return CGFloat.random(in: -1000...1000, using: &g)
        case 2: return CGFloat.random(in: -1e-6...1e-6, using: &g)
        default: return CGFloat.random(in: -1e12...1e12, using: &g)
        }
    }
    func pt() -> CGPoint { CGPoint(x: coord(), y: coord()) }
    var p = Path()
    for _ in 0..<elements {
        switch Int.random(in: 0..<6, using: &g) {
        case 0: p.move(to: pt())
        case 1: p.addLine(to: pt())
        case 2: p.addQuadCurve(to: pt(), control: pt())
        case 3: p.addCurve(to: pt(), control1: pt(), control2: pt())
        case 4: p.closeSubpath()
        default: p.addArc(center: pt(), radius: abs(coord()), startAngle: .radians(Double(coord())),
                          endAngle: .radians(Double(coord())), clockwise: Bool.random(using: &g))
        }
    }
    return p
}

/// Whether two elements agree (same kind, points within `tolerance`).
func close(_ a: Path.Element, _ b: Path.Element, _ tolerance: CGFloat = 1e-9) -> Bool {
    close([a], [b], tolerance)
}
