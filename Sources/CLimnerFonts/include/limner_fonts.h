// The embedded fonts (Sources/LimnerText/Resources/Fonts), compiled into the binary by
// fonts.S so a program using Limner needs no resource bundle beside it.
#ifndef LIMNER_FONTS_H
#define LIMNER_FONTS_H

#include <stddef.h>

/// The bytes of the embedded font file `name` (e.g. "Inter-Roman.var.ttf") and their count,
/// or NULL (count 0) when no file of that name is embedded. The bytes live as long as the program.
const unsigned char *limner_embedded_font(const char *name, size_t *count);

#endif
