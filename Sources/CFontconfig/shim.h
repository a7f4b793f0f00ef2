#ifndef LIMNER_CFONTCONFIG_SHIM_H
#define LIMNER_CFONTCONFIG_SHIM_H
#include <fontconfig/fontconfig.h>
#endif
