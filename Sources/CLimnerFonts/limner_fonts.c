#include "limner_fonts.h"
#include <string.h>

#define LIMNER_FONT(symbol, file) \
    extern const unsigned char symbol[]; \
    extern const unsigned char symbol##_end[];
LIMNER_FONT(limner_font_inter_roman, "Inter-Roman.var.ttf")
LIMNER_FONT(limner_font_inter_italic, "Inter-Italic.var.ttf")
LIMNER_FONT(limner_font_noto_serif_regular, "NotoSerif-Regular.ttf")
LIMNER_FONT(limner_font_noto_serif_bold, "NotoSerif-Bold.ttf")
LIMNER_FONT(limner_font_noto_serif_italic, "NotoSerif-Italic.ttf")
LIMNER_FONT(limner_font_noto_serif_bold_italic, "NotoSerif-BoldItalic.ttf")
LIMNER_FONT(limner_font_quicksand_light, "Quicksand-Light.ttf")
LIMNER_FONT(limner_font_quicksand_regular, "Quicksand-Regular.ttf")
LIMNER_FONT(limner_font_quicksand_medium, "Quicksand-Medium.ttf")
LIMNER_FONT(limner_font_quicksand_bold, "Quicksand-Bold.ttf")
LIMNER_FONT(limner_font_jetbrains_mono_regular, "JetBrainsMono-Regular.ttf")
LIMNER_FONT(limner_font_jetbrains_mono_bold, "JetBrainsMono-Bold.ttf")
#undef LIMNER_FONT

#define ENTRY(symbol, file) { file, symbol, symbol##_end }
static const struct { const char *name; const unsigned char *start; const unsigned char *end; } fonts[] = {
    ENTRY(limner_font_inter_roman, "Inter-Roman.var.ttf"),
    ENTRY(limner_font_inter_italic, "Inter-Italic.var.ttf"),
    ENTRY(limner_font_noto_serif_regular, "NotoSerif-Regular.ttf"),
    ENTRY(limner_font_noto_serif_bold, "NotoSerif-Bold.ttf"),
    ENTRY(limner_font_noto_serif_italic, "NotoSerif-Italic.ttf"),
    ENTRY(limner_font_noto_serif_bold_italic, "NotoSerif-BoldItalic.ttf"),
    ENTRY(limner_font_quicksand_light, "Quicksand-Light.ttf"),
    ENTRY(limner_font_quicksand_regular, "Quicksand-Regular.ttf"),
    ENTRY(limner_font_quicksand_medium, "Quicksand-Medium.ttf"),
    ENTRY(limner_font_quicksand_bold, "Quicksand-Bold.ttf"),
    ENTRY(limner_font_jetbrains_mono_regular, "JetBrainsMono-Regular.ttf"),
    ENTRY(limner_font_jetbrains_mono_bold, "JetBrainsMono-Bold.ttf"),
};

const unsigned char *limner_embedded_font(const char *name, size_t *count) {
    for (size_t i = 0; i < sizeof fonts / sizeof fonts[0]; i++) {
        if (strcmp(fonts[i].name, name) == 0) {
            *count = (size_t)(fonts[i].end - fonts[i].start);
            return fonts[i].start;
        }
    }
    *count = 0;
    return NULL;
}
