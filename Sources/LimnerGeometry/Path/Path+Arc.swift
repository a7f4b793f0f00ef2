import Foundation

// Circular arcs, as Core Graphics builds them.
//
// Angles are measured from +x toward +y (clockwise on a y-down screen). `clockwise: false`
// sweeps increasing angles and `clockwise: true` decreasing ones, so with SwiftUI's y-down
// flip `clockwise: true` appears counter-clockwise on screen. An arc becomes cubic segments
// of equal angle, each at most 90° (control distance 4/3·tan(θ/4) of the radius).
//
// Each arc call first connects to the arc's start: a line when a subpath is open and the
// start differs from the current point, otherwise a move. Degenerate input has a defined
// result: a negative or NaN radius adds nothing; a zero radius or a zero sweep adds only the
// connection to the start point; a non-finite sweep adds only the connection.

extension Path {
    /// Appends a circular arc around `center` from `startAngle` to `endAngle`, each point
    /// mapped through `transform`.
    ///
    /// `clockwise: false` sweeps from `startAngle` toward increasing angles; a difference of
    /// 2π or more in the sweep direction draws the full circle, otherwise the sweep is the
    /// difference reduced into [0, 2π) (HTML canvas and Core Graphics agree on this).
    public mutating func addArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        let s = startAngle.radians, e = endAngle.radians
        let full = 2 * Double.pi
        let d = clockwise ? s - e : e - s
        var sweep: Double
        if d >= full {
            sweep = full
        } else {
            sweep = d.truncatingRemainder(dividingBy: full)
            if sweep < 0 { sweep += full }
        }
        if clockwise { sweep = -sweep }
        appendCircularArc(center: center, radius: radius, start: s, sweep: sweep, transform: transform)
    }

    /// Appends a circular arc around `center` starting at `startAngle` and sweeping `delta`
    /// (positive sweeps increasing angles), each point mapped through `transform`.
    ///
    /// Unlike Core Graphics, a sweep beyond ±2π is clamped to one full turn, so the element
    /// count stays bounded.
    public mutating func addRelativeArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle,
        transform: CGAffineTransform = .identity
    ) {
        let full = 2 * Double.pi
        let sweep = Swift.min(Swift.max(delta.radians, -full), full)
        appendCircularArc(center: center, radius: radius, start: startAngle.radians,
                          sweep: delta.radians.isNaN ? .nan : sweep, transform: transform)
    }

    /// Appends an arc of `radius` tangent to the line from the current point to
    /// `tangent1End` and to the line from `tangent1End` to `tangent2End`
    /// (`CGPathAddArcToPoint`), each point mapped through `transform`.
    ///
    /// First adds a line from the current point to the first tangent point, then the arc,
    /// which ends at the second tangent point. Without a current point it first moves to
    /// `tangent1End`. When the three points are collinear or coincide, or the radius is not
    /// positive, it adds a line to `tangent1End` instead.
    public mutating func addArc(
        tangent1End p1: CGPoint, tangent2End p2: CGPoint, radius: CGFloat,
        transform t: CGAffineTransform = .identity
    ) {
        guard let current = currentPoint else {
            move(to: p1.applying(t))
            return
        }
        // Work in user space: bring the current point back through the transform.
        let inv = t.inverted()
        let invertible = t.isIdentity || (t.determinant != 0 && t.determinant.isFinite)
        let p0 = invertible ? current.applying(inv) : current
        func lineToP1() { addLine(to: p1.applying(t)) }
        guard invertible, radius > 0, radius.isFinite else { return lineToP1() }
        let ax = p0.x - p1.x, ay = p0.y - p1.y
        let bx = p2.x - p1.x, by = p2.y - p1.y
        let la = (ax * ax + ay * ay).squareRoot(), lb = (bx * bx + by * by).squareRoot()
        guard la > 0, lb > 0, la.isFinite, lb.isFinite else { return lineToP1() }
        let ux = ax / la, uy = ay / la, vx = bx / lb, vy = by / lb
        let cross = ux * vy - uy * vx
        let dot = ux * vx + uy * vy
        // Collinear (straight on, or doubling back): no arc fits.
        guard cross.magnitude > 1e-12 else { return lineToP1() }
        let theta = atan2(cross.magnitude, dot)  // angle at p1 between the two rays, (0, π)
        let dist = radius / tan(theta / 2)
        let toCenter = radius / sin(theta / 2)
        var bisx = ux + vx, bisy = uy + vy
        let lbis = (bisx * bisx + bisy * bisy).squareRoot()
        guard dist.isFinite, toCenter.isFinite, lbis > 0 else { return lineToP1() }
        bisx /= lbis; bisy /= lbis
        let t1 = CGPoint(x: p1.x + ux * dist, y: p1.y + uy * dist)
        let c = CGPoint(x: p1.x + bisx * toCenter, y: p1.y + bisy * toCenter)
        guard t1.x.isFinite, t1.y.isFinite, c.x.isFinite, c.y.isFinite else { return lineToP1() }
        let start = atan2(t1.y - c.y, t1.x - c.x)
        // Turning direction of p0 → p1 → p2: incoming direction is −u, outgoing is v.
        let turn = (-ux) * vy - (-uy) * vx
        let sweep = (Double.pi - theta) * (turn > 0 ? 1 : -1)
        appendCircularArc(center: c, radius: radius, start: start, sweep: sweep, transform: t,
                          connectWithLine: true)
    }

    /// Connects to the start of an arc and appends its cubics.
    ///
    /// `connectWithLine` forces a line even without an open subpath (tangent arcs always
    /// continue from the current point).
    internal mutating func appendCircularArc(
        center: CGPoint, radius: CGFloat, start: Double, sweep: Double, transform t: CGAffineTransform,
        connectWithLine: Bool = false
    ) {
        guard radius >= 0 else { return }  // also rejects NaN
        let startPoint = CGPoint(x: center.x + radius * cos(start), y: center.y + radius * sin(start)).applying(t)
        let open = subpathStart >= 0 && verbs.last != .close
        if connectWithLine || open {
            if currentPoint != startPoint { addLine(to: startPoint) }
        } else {
            move(to: startPoint)
        }
        guard radius > 0, sweep.isFinite, sweep != 0 else { return }
        appendUnitArcCubics(start: start, sweep: sweep) { x, y in
            CGPoint(x: center.x + radius * x, y: center.y + radius * y).applying(t)
        }
    }

    /// Appends the cubics of a unit-circle arc from angle `start` sweeping `sweep` (|sweep| ≤
    /// 2π), mapping each unit-circle point through `map`. Segments are equal and at most 90°.
    internal mutating func appendUnitArcCubics(
        start: Double, sweep: Double, map: (Double, Double) -> CGPoint
    ) {
        guard sweep.isFinite else { return }
        let quarter = Double.pi / 2
        let sweep = Swift.min(Swift.max(sweep, -2 * Double.pi), 2 * Double.pi)
        let n = Swift.max(1, Int((sweep.magnitude / quarter - 1e-9).rounded(.up)))
        let step = sweep / Double(n)
        let k = 4.0 / 3.0 * tan(step / 4)
        var c0 = cos(start), s0 = sin(start)
        for i in 1...n {
            let a1 = i == n ? start + sweep : start + step * Double(i)
            let c1 = cos(a1), s1 = sin(a1)
            addCurve(to: map(c1, s1),
                     control1: map(c0 - k * s0, s0 + k * c0),
                     control2: map(c1 + k * s1, s1 - k * c1))
            c0 = c1; s0 = s1
        }
    }
}
