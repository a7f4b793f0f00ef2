import LimnerGeometry

/// One band of one prepared fill, source-over with no clip, in the plain values the band
/// loops take: what LimnerRaster hands to the copy of the loops it selected
/// (`SpanLoopSet.sourceOverBand`).
package struct SourceOverBand {
    /// The accumulated coverage of the band (ignored by a rectangle).
    package var coverage: CoverageBuffers
    /// The canvas' first pixel; rows are `rowStride` pixels apart.
    package var pixels: UnsafeMutablePointer<UInt32>
    package var rowStride: Int
    /// The band's first device row.
    package var bandY0: Int
    /// The even-odd rule (non-zero otherwise).
    package var evenOdd: Bool
    /// The rectangle, when the fill is the rectangle fast path.
    package var rect: DeviceRect?
    /// The paint in device terms.
    package var shading: BandShading
    /// The gradient's premultiplied table (`BandShading` gradients only).
    package var table: UnsafeMutablePointer<UInt32>
    /// Whether every table entry is opaque and the shader colours every pixel.
    package var tableOpaque: Bool
    /// Device → user space, for gradients.
    package var inverse: CGAffineTransform

    package init(coverage: CoverageBuffers, pixels: UnsafeMutablePointer<UInt32>, rowStride: Int, bandY0: Int,
                 evenOdd: Bool, rect: DeviceRect?, shading: BandShading, table: UnsafeMutablePointer<UInt32>,
                 tableOpaque: Bool, inverse: CGAffineTransform) {
        self.coverage = coverage; self.pixels = pixels; self.rowStride = rowStride; self.bandY0 = bandY0
        self.evenOdd = evenOdd; self.rect = rect; self.shading = shading; self.table = table
        self.tableOpaque = tableOpaque; self.inverse = inverse
    }
}

/// A fill's paint as the band loops draw it.
package enum BandShading {
    /// One premultiplied colour.
    case solid(UInt32)
    /// Linear gradient from `start` to `end` (user space).
    case linear(start: CGPoint, end: CGPoint, spread: BandSpread)
    /// Two-point conical gradient.
    case radial(startCenter: CGPoint, startRadius: Double, endCenter: CGPoint, endRadius: Double,
                spread: BandSpread)
    /// Conic gradient (its t never leaves 0..<1, so it has no spread).
    case conic(center: CGPoint, angle: Double)
}

/// How a gradient continues past its ends.
package enum BandSpread {
    case pad, `repeat`, reflect
}
