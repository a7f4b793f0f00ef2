#ifndef LIMNER_CSDL2_SHIM_H
#define LIMNER_CSDL2_SHIM_H
// Included by its full path rather than through pkg-config: sdl2.pc adds -D_REENTRANT, which
// SwiftPM rejects (with a warning in every build) in a package that others depend on.
#include <SDL2/SDL.h>
#endif
