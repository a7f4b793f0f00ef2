/// An axis-aligned rectangle in device pixels, already clipped to the canvas: a fill that is
/// one such rectangle is painted row by row, without edges (the rectangle fast path).
package struct DeviceRect {
    package var x0: Double, y0: Double, x1: Double, y1: Double

    package init(x0: Double, y0: Double, x1: Double, y1: Double) {
        self.x0 = x0; self.y0 = y0; self.x1 = x1; self.y1 = y1
    }

    /// Whether it covers no area.
    package var isEmpty: Bool { !(x0 < x1 && y0 < y1) }
}
