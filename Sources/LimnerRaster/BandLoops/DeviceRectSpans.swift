// The rectangle fast path's painting (part of the band loops compiled twice; see
// LimnerRasterABI). Each pixel's exact-area coverage is the product of the rectangle's overlap
// with the pixel's column and with its row, so a row is at most a partial pixel, a run of one
// constant coverage and a partial pixel, handed straight to the painter.
extension DeviceRect {
    /// Paints the rows of this rectangle in the band starting at device row `bandY0`.
    @inline(never)  // one call per band; see `CoverageBuffers.sweep`
    func spans<P: SpanPainter>(bandY0: Int, pixels: UnsafeMutablePointer<UInt32>, rowStride: Int,
                               painter p: inout P) {
        let r = self
        let rowStart = max(Int(r.y0), bandY0)
        let rowEnd = min(Int(r.y1.rounded(.up)), bandY0 + RasterBands.height)
        guard rowStart < rowEnd else { return }
        // Columns ix0 ..< ix1; the first and last may be partly covered, those between fully.
        let ix0 = Int(r.x0), ix1 = max(Int(r.x1.rounded(.up)), ix0 + 1)
        let single = ix1 - ix0 == 1
        let firstX = Float(single ? r.x1 - r.x0 : Double(ix0 + 1) - r.x0)
        let lastX = Float(r.x1 - Double(ix1 - 1))
        let fullStart = !single && firstX >= 1 ? ix0 : ix0 + 1
        let fullEnd = !single && lastX >= 1 ? ix1 : ix1 - 1
        @inline(__always) func paint(_ row: UnsafeMutablePointer<UInt32>, _ x: Int, _ y: Int, _ count: Int, _ area: Float) {
            let c = NonZeroRule.coverage(area)
            if c != 0 { p.paintConstant(row: row, x: x, y: y, count: count, coverage: c) }
        }
        for y in rowStart..<rowEnd {
            let coverY = Float(min(r.y1, Double(y + 1)) - max(r.y0, Double(y)))
            let row = pixels + y &* rowStride
            if fullStart > ix0 { paint(row, ix0, y, 1, firstX * coverY) }
            if fullEnd > fullStart { paint(row, fullStart, y, fullEnd - fullStart, coverY) }
            if !single && fullEnd < ix1 { paint(row, ix1 - 1, y, 1, lastX * coverY) }
        }
    }
}
