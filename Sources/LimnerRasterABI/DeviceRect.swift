/// An axis-aligned rectangle in device pixels, already clipped to the canvas, with an optional
/// axis-aligned hole inside it: a fill that is one such rectangle, or the ring between two
/// (a rectangle's stroke), is painted row by row, without edges (the rectangle fast path).
package struct DeviceRect {
    package var x0: Double, y0: Double, x1: Double, y1: Double
    /// The hole, clipped to the canvas like the rectangle; all zero when there is none.
    package var holeX0 = 0.0, holeY0 = 0.0, holeX1 = 0.0, holeY1 = 0.0

    package init(x0: Double, y0: Double, x1: Double, y1: Double) {
        self.x0 = x0; self.y0 = y0; self.x1 = x1; self.y1 = y1
    }

    /// Whether it covers no area.
    package var isEmpty: Bool { !(x0 < x1 && y0 < y1) }

    /// Whether a hole takes area out of it.
    package var hasHole: Bool { holeX0 < holeX1 && holeY0 < holeY1 }
}
