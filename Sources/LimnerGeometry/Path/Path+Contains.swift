import Foundation

// Hit testing: the winding number of the point over a flattened copy of the path, every
// subpath implicitly closed as for filling. The path is flattened at a tolerance relative
// to its size (1e-7 of the larger control-point bounds dimension: 0.0001 units for a
// 1000-unit path), so the answer matches the exact curve except within that distance of the outline. A point
// exactly on a horizontal or rising edge follows the half-open rule: the crossing counts
// when the edge spans [y0, y1). Subpaths with non-finite points are ignored, as the flattener
// drops them.

extension Path {
    /// Whether `p` is inside the path under the non-zero winding rule, or the even-odd rule
    /// when `eoFill` is true.
    public func contains(_ p: CGPoint, eoFill: Bool = false) -> Bool {
        guard !isEmpty, p.x.isFinite, p.y.isFinite, let bounds = controlPointBounds else { return false }
        let size = Swift.max(bounds.width, bounds.height)
        // The flattener's tolerance floor is 1e-4 units; scale the path to about 1e6 units
        // across and flatten at 0.1 units, a relative tolerance of 1e-7. Scaling to a fixed
        // size also keeps huge coordinates from overflowing.
        let scale = size.isFinite && size > 0 ? 1e6 / size : 1
        // Translating to the bounds' origin first keeps precision far from the origin.
        let ox = bounds.minX, oy = bounds.minY
        var counter = WindingCounter(x: (p.x - ox) * scale, y: (p.y - oy) * scale)
        let t = CGAffineTransform(a: scale, b: 0, c: 0, d: scale, tx: -ox * scale, ty: -oy * scale)
        flatten(transform: t, tolerance: 0.1, into: &counter)
        counter.finishSubpath()
        return eoFill ? counter.winding & 1 != 0 : counter.winding != 0
    }
}

/// A flattening sink that accumulates the winding number of a point.
internal struct WindingCounter: PathFlatteningSink {
    let x: Double, y: Double
    var winding = 0
    var startX = 0.0, startY = 0.0, lastX = 0.0, lastY = 0.0
    var open = false

    init(x: Double, y: Double) { self.x = x; self.y = y }

    mutating func moveTo(x: Double, y: Double) {
        finishSubpath()
        startX = x; startY = y; lastX = x; lastY = y
        open = true
    }

    mutating func lineTo(x: Double, y: Double) {
        edge(lastX, lastY, x, y)
        lastX = x; lastY = y
    }

    mutating func closeSubpath() {
        finishSubpath()
    }

    /// Closes the subpath implicitly, as filling does.
    mutating func finishSubpath() {
        guard open else { return }
        edge(lastX, lastY, startX, startY)
        lastX = startX; lastY = startY
        open = false
    }

    private mutating func edge(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) {
        if y0 <= y && y < y1 {
            // Upward in y: counts when the point is left of the edge.
            if (x1 - x0) * (y - y0) - (x - x0) * (y1 - y0) > 0 { winding += 1 }
        } else if y1 <= y && y < y0 {
            if (x1 - x0) * (y - y0) - (x - x0) * (y1 - y0) < 0 { winding -= 1 }
        }
    }
}
