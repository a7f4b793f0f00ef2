// Each embedded font file as a read-only symbol pair (start, end). The files are found
// through the target's header search path (../LimnerText/Resources/Fonts, see Package.swift).
// Adding a font: one LIMNER_FONT line here and one table entry in limner_fonts.c.
// The assembler does not track these files: after changing one, touch this file.

#if defined(__APPLE__)
// Mach-O: C names take a leading underscore, read-only data is __TEXT,__const, and Apple's
// arm64 assembler separates statements with %% (`;` starts a comment there).
#if defined(__aarch64__) || defined(__arm64__)
#define LIMNER_FONT(symbol, file) \
    .globl _##symbol %% .globl _##symbol##_end %% .balign 16 %% _##symbol: %% .incbin file %% _##symbol##_end:
#else
#define LIMNER_FONT(symbol, file) \
    .globl _##symbol ; .globl _##symbol##_end ; .balign 16 ; _##symbol: ; .incbin file ; _##symbol##_end: ;
#endif
    .section __TEXT,__const
#else
#define LIMNER_FONT(symbol, file) \
    .global symbol ; .global symbol##_end ; .balign 16 ; symbol: ; .incbin file ; symbol##_end: ;
    .section .rodata
#endif
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

#if defined(__ELF__)
    .section .note.GNU-stack,"",%progbits
#endif
