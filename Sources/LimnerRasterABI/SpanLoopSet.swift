/// One compiled copy of the rasterizer's band loops: the portable one inside LimnerRaster, the
/// AVX2 one in LimnerRasterAVX2 or the AVX-512 one in LimnerRasterAVX512. LimnerRaster picks
/// one at run time
/// (`SpanLoopSet.selected` there); tests run every copy the CPU can.
package struct SpanLoopSet: Sendable {
    /// An entry point of one copy, as a plain function pointer: it takes the address of its
    /// job (a `SourceOverBand` or an `AccumulationBand`). A C function pointer has no context, so calling it retains nothing
    /// (a Swift closure in a class's property was retained and released around every band).
    package typealias BandFunction = @convention(c) (UnsafeRawPointer) -> Void

    /// "portable", "avx2" or "avx512".
    package let name: String
    /// Sweeps and composites one band of a source-over fill (the `SourceOverBand` at the
    /// address it is given), leaving the band's cells and touched bits cleared (the caller
    /// resets its bounds).
    package let band: BandFunction
    /// Adds the antialiased coverage of a band's segments (the `AccumulationBand` at the
    /// address it is given) to its cells, marking the touched groups.
    package let accumulate: BandFunction

    package init(name: String, band: BandFunction, accumulate: BandFunction) {
        self.name = name
        self.band = band
        self.accumulate = accumulate
    }
}
