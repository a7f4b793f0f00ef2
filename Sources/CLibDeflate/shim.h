#ifndef LIMNER_CLIBDEFLATE_SHIM_H
#define LIMNER_CLIBDEFLATE_SHIM_H
// libdeflate (Debian libdeflate-dev): whole-buffer DEFLATE/zlib compression and CRC-32, for
// LimnerMedia's PNG writer.
#include <libdeflate.h>
#endif
