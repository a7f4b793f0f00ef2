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
// The seam for glyph rendering: a renderer fills `TextFrame.path` (exact, slow for much
// text), or, once the rasterizer lands, looks each (FontInstance, glyph, size, subpixel
// offset) up in a glyph coverage cache built from `FontInstance.outline(glyph:size:at:)`
// and blits the coverage at the `GlyphRun` positions.
