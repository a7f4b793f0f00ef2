import Foundation

// Elliptical arcs given by their endpoints (SVG's `A` command), converted to centre form by
// the SVG implementation notes (SVG 1.1 appendix F.6.5 and F.6.6) and then to cubics.
//
// The conversion is written with the endpoint offsets divided by the radii first, so radii
// and coordinates near the limits of `Double` do not overflow in squares; any result that is
// still not finite falls back to a straight line, so the path stays finite.

extension Path {
    /// Appends an elliptical arc from `p0` (the current point) to `p1`: radii `rx`, `ry`
    /// (signs ignored) rotated by `rotationDegrees`, choosing the large or small arc and the
    /// sweep direction as SVG's flags do (`sweep` true sweeps increasing angles).
    ///
    /// Identical endpoints add nothing; a zero radius adds a line. The last point is exactly
    /// `p1`.
    internal mutating func addEllipticalArc(
        from p0: CGPoint, to p1: CGPoint, rx rxIn: Double, ry ryIn: Double, rotationDegrees: Double,
        largeArc: Bool, sweep: Bool
    ) {
        guard p0 != p1 else { return }
        var rx = rxIn.magnitude, ry = ryIn.magnitude
        guard rx > 0, ry > 0, rx.isFinite, ry.isFinite, rotationDegrees.isFinite else {
            addLine(to: p1)
            return
        }
        let phi = rotationDegrees.truncatingRemainder(dividingBy: 360) * .pi / 180
        let cosPhi = cos(phi), sinPhi = sin(phi)
        // F.6.5.1: the midpoint offset in the ellipse's rotated frame.
        let dx2 = (p0.x - p1.x) / 2, dy2 = (p0.y - p1.y) / 2
        let x1p = cosPhi * dx2 + sinPhi * dy2
        let y1p = -sinPhi * dx2 + cosPhi * dy2
        // F.6.6: scale the radii up when they cannot span the endpoints.
        var px = x1p / rx, py = y1p / ry
        var lambda = px * px + py * py
        if lambda > 1 {
            let root = lambda.squareRoot()
            rx *= root; ry *= root
            px = x1p / rx; py = y1p / ry
            lambda = px * px + py * py
        }
        guard lambda > 0, lambda.isFinite else {
            addLine(to: p1)
            return
        }
        // F.6.5.2, divided through by rx²·ry²: coef = ±√((1 − Λ) / Λ).
        var coef = Swift.max(0, (1 - lambda) / lambda).squareRoot()
        if largeArc == sweep { coef = -coef }
        let cxp = coef * rx * py
        let cyp = -coef * ry * px
        // F.6.5.3
        let cx = cosPhi * cxp - sinPhi * cyp + (p0.x + p1.x) / 2
        let cy = sinPhi * cxp + cosPhi * cyp + (p0.y + p1.y) / 2
        // F.6.5.5–6: angles on the unit circle.
        let ux = px - cxp / rx, uy = py - cyp / ry
        let vx = -px - cxp / rx, vy = -py - cyp / ry
        let theta1 = atan2(uy, ux)
        var delta = atan2(ux * vy - uy * vx, ux * vx + uy * vy)
        if !sweep && delta > 0 { delta -= 2 * .pi }
        if sweep && delta < 0 { delta += 2 * .pi }
        guard cx.isFinite, cy.isFinite, theta1.isFinite, delta.isFinite, delta != 0 else {
            addLine(to: p1)
            return
        }
        let (a, b, c, d) = (rx * cosPhi, rx * sinPhi, -ry * sinPhi, ry * cosPhi)
        let verbCount = verbs.count, pointCount = points.count
        let subpathStartBefore = subpathStart
        appendUnitArcCubics(start: theta1, sweep: delta) { x, y in
            CGPoint(x: cx + a * x + c * y, y: cy + b * x + d * y)
        }
        // Keep the end exact, and fall back to a line if anything overflowed.
        points[points.count - 1] = p1
        if points[pointCount...].contains(where: { !$0.x.isFinite || !$0.y.isFinite }) {
            verbs.removeSubrange(verbCount...)
            points.removeSubrange(pointCount...)
            subpathStart = subpathStartBefore
            addLine(to: p1)
        }
    }
}
