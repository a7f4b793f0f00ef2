#ifndef LIMNER_CSDL2_SHIM_H
#define LIMNER_CSDL2_SHIM_H
#include <SDL.h>
#endif
