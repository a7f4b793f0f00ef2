// LimnerText: fonts, shaping, glyph outlines and text layout for Limner. Knows nothing of
// views or pixels.
