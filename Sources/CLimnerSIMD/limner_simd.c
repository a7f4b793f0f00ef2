/* CLimnerSIMD is header-only (include/limner_simd.h); a C target needs one source file. */
#include "limner_simd.h"
