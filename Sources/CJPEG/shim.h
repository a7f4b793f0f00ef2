#ifndef LIMNER_CJPEG_SHIM_H
#define LIMNER_CJPEG_SHIM_H
// libjpeg-turbo's libjpeg API (Debian libjpeg62-turbo-dev). Its errors longjmp, so Swift
// calls it only through CLimnerCodecs, which sets the jump point.
#include <stddef.h>
#include <stdio.h>
#include <jpeglib.h>
#endif
