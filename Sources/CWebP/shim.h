#ifndef LIMNER_CWEBP_SHIM_H
#define LIMNER_CWEBP_SHIM_H
// libwebp's simple decoding and encoding API (Debian libwebp-dev).
#include <webp/decode.h>
#include <webp/encode.h>
#endif
