/// One thread's accumulation buffers for one band of rows, as the sweep reads them: a view,
/// not an owner (`CoverageAccumulator` in LimnerRaster allocates them and hands this view to
/// whichever copy of the band loops runs).
///
/// Each cell holds the change in signed coverage from the cell to its left; a row's touched
/// cells are marked one bit per group of `CoverageGroups.cellsPerBit` aligned cells. See
/// `CoverageAccumulator` for the invariants.
package struct CoverageBuffers {
    /// Canvas width in pixels.
    package let width: Int
    /// Cells per row (at least width + 2, a whole number of groups).
    package let cellStride: Int
    /// 64-bit words of touched bits per row.
    package let wordsPerRow: Int
    /// A band's rows of cells (`RasterBands.height`, or fewer for a shorter canvas).
    package let cells: UnsafeMutablePointer<Float>
    /// The same rows of touched bits.
    package let touched: UnsafeMutablePointer<UInt64>
    /// Per-pixel coverage (0…255) of the row being swept.
    package let mask: UnsafeMutablePointer<UInt8>
    /// Shaded colours of the span being composited.
    package let colors: UnsafeMutablePointer<UInt32>
    /// Per-pixel scratch for shaders (gradient table indices).
    package let scratch: UnsafeMutablePointer<Int32>
    /// Bounds of what the sweep visits (rows relative to the band, cells); empty when
    /// `rowMin > rowMax`. Variables, so an owner keeps one value and updates them in place:
    /// this module's initializer is an out-of-line call from the other modules.
    package var rowMin: Int, rowMax: Int, cellMin: Int, cellMax: Int

    package init(width: Int, cellStride: Int, wordsPerRow: Int, cells: UnsafeMutablePointer<Float>,
                 touched: UnsafeMutablePointer<UInt64>, mask: UnsafeMutablePointer<UInt8>,
                 colors: UnsafeMutablePointer<UInt32>, scratch: UnsafeMutablePointer<Int32>,
                 rowMin: Int, rowMax: Int, cellMin: Int, cellMax: Int) {
        self.width = width; self.cellStride = cellStride; self.wordsPerRow = wordsPerRow
        self.cells = cells; self.touched = touched; self.mask = mask; self.colors = colors; self.scratch = scratch
        self.rowMin = rowMin; self.rowMax = rowMax; self.cellMin = cellMin; self.cellMax = cellMax
    }
}
