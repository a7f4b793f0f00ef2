#ifndef LIMNER_CLIBPNG_SHIM_H
#define LIMNER_CLIBPNG_SHIM_H
#include <png.h>
#endif
