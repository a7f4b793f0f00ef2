import Foundation

extension Path {
    /// The part of the path between two fractions of its total arc length (SwiftUI's
    /// `trimmedPath(from:to:)`, Core Animation's `strokeStart`/`strokeEnd`).
    ///
    /// - Fractions are clamped to 0…1; NaN counts as 0. `from ≥ to` gives an empty path.
    /// - `from ≤ 0` and `to ≥ 1` give the path unchanged, so trimming a circle 0…1 keeps it a
    ///   closed circle (no caps at its start).
    /// - Length runs over all subpaths in order; a closed subpath's length includes its closing
    ///   line. A partly kept closed subpath becomes an open piece (caps at both ends once
    ///   stroked); a wholly kept one stays closed.
    /// - Curves are cut exactly (de Casteljau at the parameter for the distance) and stay
    ///   curves of their own degree.
    /// - Subpaths with a non-finite point are dropped (they have no length).
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        let f = from.isNaN ? 0 : min(max(Double(from), 0), 1)
        let t = to.isNaN ? 0 : min(max(Double(to), 0), 1)
        guard f < t else { return Path() }
        if f <= 0 && t >= 1 { return self }
        let measure = PathMeasure(self)
        let d0 = f * measure.length, d1 = t * measure.length
        var out = Path()
        var offset = 0.0
        for c in measure.contours {
            let len = c.length
            defer { offset += len }
            let a = max(d0 - offset, 0), b = min(d1 - offset, len)
            // Zero-length subpaths have nothing to keep once the trim is partial.
            guard a < b, len > 0 else { continue }
            if a <= 0 && b >= len && c.closed {
                measure.appendPiece(of: c, from: 0, to: len, into: &out)
                out.closeSubpath()
            } else {
                measure.appendPiece(of: c, from: a, to: b, into: &out)
            }
        }
        return out
    }
}
