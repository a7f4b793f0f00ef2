#ifndef LIMNER_CGIFLIB_SHIM_H
#define LIMNER_CGIFLIB_SHIM_H
/* giflib ships no pkg-config file on Debian 12, so the module map links libgif directly. */
#include <gif_lib.h>
#endif
