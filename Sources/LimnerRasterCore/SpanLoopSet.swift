/// One compiled copy of the rasterizer's band loops: the portable one inside LimnerRaster, or
/// the AVX2 one in LimnerRasterAVX2. LimnerRaster picks one at run time
/// (`SpanLoopSet.selected` there); tests run every copy the CPU can.
package struct SpanLoopSet: Sendable {
    /// "portable" or "avx2".
    package let name: String
    /// Sweeps and composites one band of a source-over fill, leaving the band's cells and
    /// touched bits cleared (the caller resets its bounds).
    package let sourceOverBand: @Sendable (SourceOverBand) -> Void

    package init(name: String, sourceOverBand: @escaping @Sendable (SourceOverBand) -> Void) {
        self.name = name
        self.sourceOverBand = sourceOverBand
    }
}
