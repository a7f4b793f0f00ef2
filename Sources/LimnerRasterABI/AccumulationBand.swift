/// The segments of one band of one fill, to accumulate into a thread's cells: what
/// LimnerRaster hands to the `accumulate` entry point of the copy of the band loops it selected.
package struct AccumulationBand {
    /// The cells and touched bits written (its bounds are not read: the owner sets them).
    package var coverage: CoverageBuffers
    /// The fill's segments, four floats each (x0, y0, x1, y1, device pixels).
    package var segments: UnsafePointer<Float>
    /// Indices into `segments`, for a fill spanning several bands; nil when the band takes
    /// the segments themselves in order.
    package var indices: UnsafePointer<Int32>?
    /// The range of `indices` (or of `segments`) this band takes.
    package var lo: Int, hi: Int
    /// The band's device rows, `bandY0 ..< bandY1`.
    package var bandY0: Int, bandY1: Int

    package init(coverage: CoverageBuffers, segments: UnsafePointer<Float>, indices: UnsafePointer<Int32>?,
                 lo: Int, hi: Int, bandY0: Int, bandY1: Int) {
        self.coverage = coverage; self.segments = segments; self.indices = indices
        self.lo = lo; self.hi = hi; self.bandY0 = bandY0; self.bandY1 = bandY1
    }
}
