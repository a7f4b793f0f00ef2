// LimnerText: fonts, shaping, glyph outlines and text layout for Limner. It knows nothing
// of views or pixels; the view layer's `Text` and `GraphicsContext.resolve(Text)` build on
// `TextLayout`, and the renderer draws `GlyphRun`s.
//
// Stages
// 1. Fonts (`Font.swift`, `Fonts/`). `Font` is SwiftUI's description (system designs, text
//    styles with iOS sizes, custom names, weight, italic, monospaced digits). `FontLibrary`
//    resolves it to a `FontInstance`: a `FontFace` (HarfBuzz blob + face of one font file) at
//    one `wght` value and slant. The embedded families ship in `Resources/Fonts` (Inter
//    variable for `.default`, Noto Serif, Quicksand for `.rounded`, JetBrains Mono; see its
//    README for sources and licenses), so text renders the same on every machine. Custom
//    names go through fontconfig (`SystemFonts`); an unknown name falls back to the default
//    family and warns once per name.
// 2. Shaping (`Shaping/Shaper.swift`). The text is itemized into runs by the font that
//    covers each character (primary, then the embedded default, then fontconfig fallback,
//    e.g. Droid Sans Fallback for kana and CJK, DejaVu Sans for Hebrew and Arabic) and by
//    script; each run is shaped by HarfBuzz's OpenType shaper with the whole paragraph as
//    context (kerning, ligatures, marks, Arabic joining, right-to-left order, `tnum`).
// 3. Layout (`Layout/`). A `TextLayout` shapes each paragraph once; `frame(in:)` breaks lines
//    greedily at word boundaries (by character for CJK and overlong words), truncates the
//    last visible line with "…" (head, middle or tail), reorders bidirectional runs (UAX #9
//    rule L2 over run levels), aligns, and stacks lines with the fonts' hhea metrics. The
//    result, a `TextFrame`, holds positioned `GlyphRun`s, line metrics and baselines, and
//    the whole text as one `Path`.
// 4. Outlines (`FontInstance.outline(glyph:)`). HarfBuzz draws each glyph into a `Path` in
//    font units with y flipped (y down); outlines are cached per instance and glyph, and
//    scaled by size / unitsPerEm when placed.
//
// Invariants
// - Units: points, y down, origin at the frame's top-left; a glyph position is its origin
//   on the baseline.
// - Shaping is sizeless: HarfBuzz works at units per em, positions scale linearly with size
//   (no hinting), so layout at any size and any transform agrees.
// - Faces and instances are immutable after creation and shared across threads (HarfBuzz
//   objects made immutable may be used concurrently); caches are behind mutexes.
// - Layout is linear in the text's length: one shaping pass per paragraph, prefix sums of
//   cluster advances, binary searches to slice runs into lines.
//
// 5. Rendering (`Rendering/`). `TextRenderer.draw(_:at:color:opacity:transform:into:)` draws a
//    `TextFrame` into a `RasterContext`. For translations and uniform positive scales up to
//    `GlyphCache.maximumPixelSize` (256 px) each glyph origin is quantised as Skia does for
//    horizontal text (x to 1/4 px, y to a whole pixel) and its 8-bit coverage mask comes from
//    the `GlyphCache`, keyed by (instance, glyph, pixel size in 1/16 px, quarter), rendered
//    once by the raster module's `MaskRasterizer` and composited with
//    `RasterContext.composite` (source-over, the same arithmetic as a solid fill). Rotated,
//    skewed, mirrored or larger text fills the glyph outlines through the rasterizer.
//    Lines and glyphs outside the pixmap are culled first, so cost follows what is visible.
//    The cache is an LRU bounded in bytes (16 MiB shared; coverage plus 64 B per entry) behind
//    a mutex; misses rasterize outside the lock.
//
// Fast versus precise: masks are exact-area coverage of the outline at the quantised size
// and offset, so the mask path differs from filling `TextFrame.path` only by the sub-pixel
// quantisation (≤ 1/8 px in x, ≤ 1/2 px in y) and 1/16 px of size; `TextFrame.path` stays
// the exact route for masks, gradients and strokes.
