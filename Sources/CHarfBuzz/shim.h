#ifndef LIMNER_CHARFBUZZ_SHIM_H
#define LIMNER_CHARFBUZZ_SHIM_H
// HarfBuzz with its built-in OpenType font functions only (no FreeType, no GLib).
#include <hb.h>
#include <hb-ot.h>
#endif
