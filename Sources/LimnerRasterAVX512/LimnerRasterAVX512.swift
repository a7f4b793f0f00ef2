// LimnerRasterAVX512: the rasterizer's band loops compiled for x86-64 CPUs with AVX-512.
//
// The third copy of the same source files (`BandLoops` is a link to LimnerRaster's folder, as
// in LimnerRasterAVX2), compiled with `-target-cpu skylake-avx512`: the AVX2 class's
// instructions plus AVX-512 F, CD, BW, DQ and VL, which LLVM uses on the loops' 256-bit
// vectors too (masked tails, three-input logic, more registers). LimnerRaster calls it through
// `avx512SpanLoops` when the CPU can run it (`CPUFeatures.hasAVX512`). Nothing here may differ
// from the portable copy but the instructions the compiler picks.
@_exported import LimnerGeometry
@_exported import LimnerRasterABI

/// The AVX-512 copy's entry point (see `SpanLoopSet.selected` in LimnerRaster).
package let avx512SpanLoops = SpanLoopSet(name: "avx512", band: { compositeSourceOverBand($0) },
                                          accumulate: { accumulateAntialiasedBand($0) })
