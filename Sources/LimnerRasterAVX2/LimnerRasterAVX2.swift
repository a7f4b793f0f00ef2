// LimnerRasterAVX2: the rasterizer's band loops compiled for x86-64 CPUs with AVX2 and FMA.
//
// `BandLoops` here is a link to LimnerRaster's folder of the same name: the same source files
// (Package.swift says why and how this target is compiled; LimnerRasterABI, what the two
// copies hand each other). LimnerRaster
// calls this copy through `avx2SpanLoops` when the CPU can run it. Nothing here may differ
// from the portable copy but the instructions the compiler picks.
@_exported import LimnerGeometry
@_exported import LimnerRasterABI

/// The AVX2 copy's entry point (see `SpanLoopSet.selected` in LimnerRaster).
package let avx2SpanLoops = SpanLoopSet(name: "avx2", band: { compositeSourceOverBand($0) },
                                                 accumulate: { accumulateAntialiasedBand($0) })
