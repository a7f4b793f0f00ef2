// LimnerRasterCore: what the rasterizer's two copies of its band loops share.
//
// The hot half of a fill (sweeping a band's accumulated coverage into spans and compositing
// them with a solid colour or a gradient) is compiled twice: once inside LimnerRaster for the
// baseline CPU (the portable reference), and once as LimnerRasterAVX2 for x86-64 CPUs with
// AVX2 and FMA (see Package.swift). The two copies are the same source files, so neither can
// own a type the other has to hand over; this module holds those types instead:
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
