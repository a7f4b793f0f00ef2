#include "CLimnerSections.h"

#if defined(__ELF__)
extern const char __start_limner_previews[] __attribute__((weak, visibility("hidden")));
extern const char __stop_limner_previews[] __attribute__((weak, visibility("hidden")));
extern const char __start_swift5_protocol_conformances[] __attribute__((weak, visibility("hidden")));
extern const char __stop_swift5_protocol_conformances[] __attribute__((weak, visibility("hidden")));

const void *limner_previews_start(void) { return __start_limner_previews; }
const void *limner_previews_end(void) { return __stop_limner_previews; }
const void *limner_conformances_start(void) { return __start_swift5_protocol_conformances; }
const void *limner_conformances_end(void) { return __stop_swift5_protocol_conformances; }
#else
// Other image formats keep these sections elsewhere (Mach-O segments, COFF grouping);
// Limner targets Linux, so they are reported empty.
const void *limner_previews_start(void) { return 0; }
const void *limner_previews_end(void) { return 0; }
const void *limner_conformances_start(void) { return 0; }
const void *limner_conformances_end(void) { return 0; }
#endif
