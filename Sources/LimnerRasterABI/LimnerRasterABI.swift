// LimnerRasterABI: the interface between the rasterizer's two compiled copies of its band loops.
//
// The hot half of a fill (accumulating a band's segments into coverage cells, sweeping them
// into spans and compositing those with a solid colour or a gradient: the files of
// Sources/LimnerRaster/BandLoops/) is compiled twice: once inside LimnerRaster for the
// baseline CPU (the portable reference), and once as LimnerRasterAVX2 for x86-64 CPUs with
// AVX2 and FMA (see Package.swift), which links that folder. The two copies are the same
// source files, so neither can own a type the other has to hand over; this module holds
// those types, the values and entry points one copy's caller passes to either copy:
//
// - `CoverageBuffers`: a view of one thread's accumulation buffers.
// - `DeviceRect`: the rectangle fast path's geometry.
// - `SourceOverBand`: one band of one prepared fill, in plain values and pointers.
// - `SpanLoopSet`: a named entry point to one copy, and `CPUFeatures`, which says which
//   copies this CPU can run.
// - `PremultipliedPixel` and `RasterBands`, used by both copies (LimnerRaster re-exports the
//   module, so `PremultipliedPixel` stays public API where it was).
//
// Everything here but `PremultipliedPixel` has package access: it is plumbing, not API.
