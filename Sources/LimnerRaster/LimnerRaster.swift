// LimnerRaster: the CPU rasterizer. Fills device-space paths into a premultiplied RGBA8
// `Pixmap` with analytic anti-aliasing.
//
// Folders: Rasterizer/ (edges, the accumulation buffers), BandLoops/ (the hot loops, compiled
// twice: see below), Paint/ (paints, image sampling, gradient tables and dither), Pipeline/
// (a prepared fill and its painters for the other blend modes and for clips), Blending/ (every
// blend mode: the one legend, the `PixelBlender` family, the span kernels, the reference
// compositor), Masks/ (`Mask`, `Clip`, `MaskRasterizer`), Compositing/ (layers onto pixmaps),
// Filters/ (blur, colour matrix, shadow).
//
// Stages:
// 1. Edges (`Rasterizer/EdgeBuilder`, `EdgeList`): `Path.flatten` streams device-space
//    polylines; the builder clips them to the canvas in Double (left of x = 0 folds onto
//    x = 0 so winding still counts; right of the width, above and below are dropped) and
//    appends Float segments with their band range straight into the list's manually managed
//    buffers (no retain, bounds or uniqueness checks per segment). A fill inside one band of
//    `RasterBands.height` rows (most small shapes) is not binned at all; others get a
//    counting sort of segment indices per band.
// 2. Coverage (`Rasterizer/CoverageAccumulator`, `BandLoops/AntialiasedAccumulation`): per
//    band, each segment adds its exact signed area to the cells it crosses (cell = change of
//    coverage from its left neighbour) and marks them in a per-row bit vector, one bit per
//    aligned group of four cells. Aliased fills add ±1 at the first pixel centre right of the
//    crossing, per scanline centre. The edge list sets the sweep's bounds once per band.
//    Where the fill is not one convex contour (`EdgeList.mayCross`), the rows of the band
//    where its edges cross, or run the same way through a pixel, or where two of its
//    contours turn around, are then made exact (`Rasterizer/CrossingRows`): summing is only
//    exact where a pixel's winding takes two neighbouring values.
// 3. Sweep (`BandLoops/CoverageSweep`): the prefix sum along a row is the winding-weighted
//    area; the fill rule folds it into 0…255 (non-zero: min(|c|, 1); even-odd:
//    1 − |1 − (|c| mod 2)|). Only touched groups are visited, four cells per vector step
//    (prefix sum, fill rule and mask bytes): runs of them become mask spans, the gaps
//    between are constant spans (skipped when empty, stored when full and opaque).
// 4. Paint and composite (`BandLoops/*Shader`, `BandLoops/SpanPainter`, `Pipeline/*`): a
//    painter per paint × blend mode is chosen once per fill and band and generic-specialised
//    into the sweep; gradients shade through a 256-entry premultiplied table (plus a
//    transparent 257th entry for "no colour"), computing the table indices of a whole span
//    first in branch-free Float loops that auto-vectorise (`FastMath` replaces floor/atan2),
//    then gathering; a prepared fill keeps its table while the stops and opacity stay the same
//    (commands replayed every frame); source-over (`BandLoops/SourceOver`) works on
//    premultiplied pixels with two-channels-at-a-time integer arithmetic, and its spans run
//    eight pixels at a time, then four (`SIMDSpans`), tails of 1…3 pixels as one partly filled
//    vector; every other mode goes through its `SpanKernel` (`Pipeline/KernelPainters`).
// 5. `RasterContext` drives it: `fill`, and `render` on one thread, prepare a command and
//    draw it band by band at once; `render` on more threads prepares commands in parallel,
//    builds per-group lists of the commands touching each group of four bands (so a group
//    never asks the thousands of commands that miss it), then gives each thread a disjoint
//    set of groups to replay its commands in (each command all its bands of the group at
//    once), calling the fills through unretained references.
// 6. Coverage only (`Masks/MaskRasterizer`): `MaskRasterizer` runs stages 1–3 into an 8-bit
//    `Mask` (glyph caches use it), and `RasterContext.composite` (`Masks/RasterContext+Masks`)
//    blends a solid colour through placed masks with the same source-over arithmetic as a
//    solid fill.
//
// Two copies of the band loops: BandLoops/ is compiled here for the baseline CPU and again as
// LimnerRasterAVX2 (whose BandLoops is a link to this folder) for AVX2 and FMA; the types one
// hands the other are in LimnerRasterABI, and `SpanLoopSet.selected` (Pipeline/SpanLoopDispatch)
// picks a copy at run time. A file in BandLoops/ names only what both copies have.
//
// Invariants: every stored segment lies inside 0…width × 0…height; the accumulator is all
// zeros between fills (the sweep clears what it reads); `render` and `fill` share the band
// partition and per-band code, so their output is identical byte for byte.
//
// Fast versus precise: there is one path and it is exact-area (no supersampling), exact
// where edges cross too (stroke outlines excepted: `FillCommand.exactCrossings`); coverage
// is Float, rounded to 8 bits once per pixel; colour maths is 8-bit with exact /255 rounding
// (the SIMD loops give the same bytes as the scalar `SourceOver`, which the tests check).
// Gradients are Float per pixel with a 256-entry table (Skia-like precision). Fast paths
// that change no pixel: opaque full-coverage spans are plain stores (solid colours and
// opaque linear/conic gradients, shaded straight into the destination).
//
// Measured by instruction counts (callgrind), which wall time on a shared machine is too
// noisy for: per-band command lists, unmanaged edge buffers and SIMD tails each paid; an
// explicit SIMD8<Float> radial loop on the baseline (SSE2) build was slower than the
// auto-vectorised scalar form and was not kept.
// Release builds use -Ounchecked for this target; `LIMNER_TARGET_CPU` (Package.swift) opts
// into a CPU: with AVX2 (haswell) the eight-pixel span loops become single 256-bit operations,
// and `native` may use a wider instruction set still (benchmarks/README.md has the figures).
//
// Provenance: the cell accumulation is the signed-area method of libart / FreeType's "gray"
// rasterizer as popularised by font-rs, with Blend2D's sparse touched-cell bit vectors.
@_exported import LimnerGeometry
@_exported import LimnerRasterABI
