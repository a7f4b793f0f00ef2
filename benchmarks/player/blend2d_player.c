/* Blend2D scene player: builds BLPath and BLGradient objects once from the scene stream
 * (scene_stream.h), then times whole frames (blContextBegin, fill every command, blContextEnd)
 * inside C. Loaded by peers.py with ctypes; linked against the static libblend2d.a that ships in
 * the blend2d-python wheel, which has no headers, so the few declarations used are below
 * (Blend2D's public C API, 0.1x series with BLObjectCore-based objects). */
#include <stdint.h>
#include <stddef.h>
#include <stdio.h>
#include "scene_stream.h"

/* --- Blend2D C API: the subset we use -------------------------------------------------- */
typedef uint32_t BLResult;
/* Every Blend2D object (BLImage, BLContext, BLPath, BLGradient) is a 16-byte BLObjectDetail. */
typedef struct { uint64_t detail[2]; } BLObjectCore;
typedef BLObjectCore BLImageCore, BLContextCore, BLPathCore, BLGradientCore;
typedef struct { double x, y; } BLPoint;
typedef struct { int w, h; } BLSizeI;
typedef struct { int x, y; } BLPointI;
typedef struct { double m00, m01, m10, m11, m20, m21; } BLMatrix2D; /* x' = x·m00 + y·m10 + m20 */
typedef struct { void* pixelData; intptr_t stride; BLSizeI size; uint32_t format, flags; } BLImageData;
typedef struct {
  uint32_t flags, threadCount, cpuFeatures, commandQueueLimit, savedStateLimit;
  BLPointI pixelOrigin;
  uint32_t reserved[1];
} BLContextCreateInfo;
typedef struct { double offset; uint64_t rgba; } BLGradientStop; /* rgba: 0xAAAARRRRGGGGBBBB */
typedef struct { double x0, y0, x1, y1; } BLLinearGradientValues;
/* Radial: circle (x0, y0, r0) at t = 1, focal point (x1, y1) [radius r1 in newer versions] at t = 0. */
typedef struct { double x0, y0, x1, y1, r0, r1; } BLRadialGradientValues;

enum { BL_FORMAT_PRGB32 = 1 };
enum { BL_COMP_OP_SRC_OVER = 0, BL_COMP_OP_SRC_COPY = 1 };
/* BLCompOp for each CGBlendMode (scene_stream.h); -1: no equivalent (no HSL modes, no plus-darker).
 * PLUS (12) is the saturating Sca + Dca, Apple's plusLighter. */
static const int BL_COMP_OP_FROM_CG[BLEND_MODE_COUNT] = {
  0, 15, 16, 17, 18, 19, 20, 21, 26, 25, 27, 28, -1, -1, -1, -1,
  11, 1, 2, 3, 4, 5, 7, 8, 9, 10, -1, 12 };
enum { BL_FILL_RULE_NON_ZERO = 0, BL_FILL_RULE_EVEN_ODD = 1 };
enum { BL_TRANSFORM_OP_RESET = 0, BL_TRANSFORM_OP_ASSIGN = 1 };
enum { BL_GRADIENT_TYPE_LINEAR = 0, BL_GRADIENT_TYPE_RADIAL = 1 };
enum { BL_EXTEND_MODE_PAD = 0, BL_EXTEND_MODE_REPEAT = 1, BL_EXTEND_MODE_REFLECT = 2 };

BLResult blImageInitAs(BLImageCore* self, int w, int h, uint32_t format);
BLResult blImageGetData(const BLImageCore* self, BLImageData* dataOut);
BLResult blImageDestroy(BLImageCore* self);
BLResult blContextInit(BLContextCore* self);
BLResult blContextBegin(BLContextCore* self, BLImageCore* image, const BLContextCreateInfo* cci);
BLResult blContextEnd(BLContextCore* self);
BLResult blContextDestroy(BLContextCore* self);
BLResult blContextSetCompOp(BLContextCore* self, uint32_t compOp);
BLResult blContextFillAllRgba32(BLContextCore* self, uint32_t rgba32);
BLResult blContextApplyTransformOp(BLContextCore* self, uint32_t opType, const void* opData);
BLResult blContextSetFillRule(BLContextCore* self, uint32_t fillRule);
BLResult blContextSetFillStyle(BLContextCore* self, const void* style);
BLResult blContextSetFillStyleRgba32(BLContextCore* self, uint32_t rgba32);
BLResult blContextFillPathD(BLContextCore* self, const BLPoint* origin, const BLPathCore* path);
BLResult blContextSetStrokeWidth(BLContextCore* self, double width);
BLResult blContextSetStrokeMiterLimit(BLContextCore* self, double miterLimit);
BLResult blContextSetStrokeCaps(BLContextCore* self, uint32_t strokeCap);
BLResult blContextSetStrokeJoin(BLContextCore* self, uint32_t strokeJoin);
BLResult blContextSetStrokeStyleRgba32(BLContextCore* self, uint32_t rgba32);
BLResult blContextSetStrokeStyle(BLContextCore* self, const void* style);
BLResult blContextStrokePathD(BLContextCore* self, const BLPoint* origin, const BLPathCore* path);
/* Blend2D's enums: cap BUTT 0, SQUARE 1, ROUND 2; join MITER_CLIP 0, MITER_BEVEL 1, MITER_ROUND 2,
 * BEVEL 3, ROUND 4. Core Graphics' miter falls back to a bevel past the limit: MITER_BEVEL. */
static const uint32_t BL_CAP_FROM_CG[3] = { 0, 2, 1 };
static const uint32_t BL_JOIN_FROM_CG[3] = { 1, 4, 3 };
BLResult blPathInit(BLPathCore* self);
BLResult blPathDestroy(BLPathCore* self);
BLResult blPathMoveTo(BLPathCore* self, double x0, double y0);
BLResult blPathLineTo(BLPathCore* self, double x1, double y1);
BLResult blPathQuadTo(BLPathCore* self, double x1, double y1, double x2, double y2);
BLResult blPathCubicTo(BLPathCore* self, double x1, double y1, double x2, double y2, double x3, double y3);
BLResult blPathClose(BLPathCore* self);
BLResult blGradientInitAs(BLGradientCore* self, uint32_t type, const void* values, uint32_t extendMode,
                          const BLGradientStop* stops, size_t n, const BLMatrix2D* transform);
BLResult blGradientDestroy(BLGradientCore* self);
BLResult blRuntimeQueryInfo(uint32_t infoType, void* infoOut);
/* ---------------------------------------------------------------------------------------- */

typedef struct {
  Scene scene;
  double* data;
  int threads;
  BLImageCore image;
  BLContextCore ctx;
  BLPathCore* paths;
  BLGradientCore* gradients;  /* initialised only where paintType != solid */
  uint32_t* solid;            /* ARGB32, straight alpha */
  uint32_t background;
} Player;

static uint32_t argb32(const double* rgba) {
  return ((uint32_t)to_u8(rgba[3]) << 24) | ((uint32_t)to_u8(rgba[0]) << 16) |
         ((uint32_t)to_u8(rgba[1]) << 8) | (uint32_t)to_u8(rgba[2]);
}
static uint64_t argb64(const double* rgba) {
  uint64_t c[4];
  for (int i = 0; i < 4; i++) c[i] = (uint64_t)(clamp01(rgba[i]) * 65535.0 + 0.5);
  return (c[3] << 48) | (c[0] << 32) | (c[1] << 16) | c[2];
}

/* Library version as "major.minor.patch" (for the table header). */
void player_version(char* out, size_t size) {
  uint32_t info[64] = {0};
  blRuntimeQueryInfo(0, info);
  snprintf(out, size, "%u.%u.%u", info[0], info[1], info[2]);
}

void* player_create(const double* data, size_t n, int threads) {
  Player* p = (Player*)calloc(1, sizeof(Player));
  p->data = (double*)malloc(n * sizeof(double));
  memcpy(p->data, data, n * sizeof(double));
  if (scene_parse(p->data, n, &p->scene) != 0) { free(p->data); free(p); return NULL; }
  for (int c = 0; c < p->scene.count; c++) {
    int mode = p->scene.commands[c].blendMode;
    if (mode < 0 || mode >= BLEND_MODE_COUNT || BL_COMP_OP_FROM_CG[mode] < 0) {
      free(p->scene.commands); free(p->data); free(p); return NULL;
    }
  }
  p->threads = threads;
  Scene* s = &p->scene;
  p->background = argb32(s->background);
  p->paths = (BLPathCore*)calloc((size_t)s->count, sizeof(BLPathCore));
  p->gradients = (BLGradientCore*)calloc((size_t)s->count, sizeof(BLGradientCore));
  p->solid = (uint32_t*)calloc((size_t)s->count, sizeof(uint32_t));
  for (int c = 0; c < s->count; c++) {
    const SceneCommand* cmd = &s->commands[c];
    BLPathCore* path = &p->paths[c];
    blPathInit(path);
    const double* q = cmd->points;
    for (int v = 0; v < cmd->verbCount; v++) {
      switch ((int)cmd->verbs[v]) {
        case VERB_MOVE: blPathMoveTo(path, q[0], q[1]); q += 2; break;
        case VERB_LINE: blPathLineTo(path, q[0], q[1]); q += 2; break;
        case VERB_QUAD: blPathQuadTo(path, q[0], q[1], q[2], q[3]); q += 4; break;
        case VERB_CUBIC: blPathCubicTo(path, q[0], q[1], q[2], q[3], q[4], q[5]); q += 6; break;
        case VERB_CLOSE: blPathClose(path); break;
      }
    }
    if (cmd->paintType == PAINT_SOLID) {
      p->solid[c] = argb32(cmd->params);
    } else {
      BLGradientStop st[64];
      int ns = cmd->stopCount < 64 ? cmd->stopCount : 64;
      for (int k = 0; k < ns; k++) {
        st[k].offset = cmd->stops[k * 5];
        st[k].rgba = argb64(cmd->stops + k * 5 + 1);
      }
      uint32_t extend = cmd->spread == 1 ? BL_EXTEND_MODE_REPEAT
                      : cmd->spread == 2 ? BL_EXTEND_MODE_REFLECT : BL_EXTEND_MODE_PAD;
      const double* g = cmd->params;
      if (cmd->paintType == PAINT_LINEAR) {
        BLLinearGradientValues lv = { g[0], g[1], g[2], g[3] };
        blGradientInitAs(&p->gradients[c], BL_GRADIENT_TYPE_LINEAR, &lv, extend, st, (size_t)ns, NULL);
      } else {
        /* Scene radial: start circle (g0, g1, g2) → end circle (g3, g4, g5). */
        BLRadialGradientValues rv = { g[3], g[4], g[0], g[1], g[5], g[2] };
        blGradientInitAs(&p->gradients[c], BL_GRADIENT_TYPE_RADIAL, &rv, extend, st, (size_t)ns, NULL);
      }
    }
  }
  blImageInitAs(&p->image, s->width, s->height, BL_FORMAT_PRGB32);
  blContextInit(&p->ctx);
  return p;
}

/* One frame: clear to the background (source-copy fill), then every command, then wait. */
static void render(void* state) {
  Player* p = (Player*)state;
  Scene* s = &p->scene;
  BLContextCreateInfo cci;
  memset(&cci, 0, sizeof cci);
  /* threadCount 0 = synchronous (the calling thread renders); N > 0 = asynchronous, N threads. */
  cci.threadCount = p->threads > 1 ? (uint32_t)p->threads : 0;
  blContextBegin(&p->ctx, &p->image, &cci);
  blContextSetCompOp(&p->ctx, BL_COMP_OP_SRC_COPY);
  blContextFillAllRgba32(&p->ctx, p->background);
  blContextSetCompOp(&p->ctx, BL_COMP_OP_SRC_OVER);
  const BLPoint origin = { 0, 0 };
  for (int c = 0; c < s->count; c++) {
    const SceneCommand* cmd = &s->commands[c];
    BLMatrix2D m = { cmd->m[0], cmd->m[1], cmd->m[2], cmd->m[3], cmd->m[4], cmd->m[5] };
    blContextApplyTransformOp(&p->ctx, BL_TRANSFORM_OP_ASSIGN, &m);
    blContextSetFillRule(&p->ctx, cmd->fillRule ? BL_FILL_RULE_EVEN_ODD : BL_FILL_RULE_NON_ZERO);
    blContextSetCompOp(&p->ctx, (uint32_t)BL_COMP_OP_FROM_CG[cmd->blendMode]);
    if (cmd->strokeWidth >= 0) {
      /* Undashed strokes only (peers.py skips Blend2D on dashed scenes), solid or gradient.
       * The default stroke transform order strokes in user space, then transforms (as Core
       * Graphics). */
      blContextSetStrokeWidth(&p->ctx, cmd->strokeWidth > 0 ? cmd->strokeWidth : 1.0);
      blContextSetStrokeCaps(&p->ctx, BL_CAP_FROM_CG[cmd->cap % 3]);
      blContextSetStrokeJoin(&p->ctx, BL_JOIN_FROM_CG[cmd->join % 3]);
      blContextSetStrokeMiterLimit(&p->ctx, cmd->miterLimit);
      if (cmd->paintType == PAINT_SOLID) blContextSetStrokeStyleRgba32(&p->ctx, p->solid[c]);
      else blContextSetStrokeStyle(&p->ctx, &p->gradients[c]);
      blContextStrokePathD(&p->ctx, &origin, &p->paths[c]);
      continue;
    }
    /* The style is set after the transform, so gradients map with it (user-space gradients). */
    if (cmd->paintType == PAINT_SOLID) blContextSetFillStyleRgba32(&p->ctx, p->solid[c]);
    else blContextSetFillStyle(&p->ctx, &p->gradients[c]);
    blContextFillPathD(&p->ctx, &origin, &p->paths[c]);
  }
  blContextEnd(&p->ctx);
}

double player_bench(void* state, int warmup, int minIterations, int maxIterations, double minSeconds,
                    int* iterations) {
  return bench_median(render, state, warmup, minIterations, maxIterations, minSeconds, iterations);
}

/* Renders one frame and copies it out as premultiplied RGBA8, row-major, no padding. */
int player_snapshot(void* state, uint8_t* out) {
  Player* p = (Player*)state;
  render(p);
  BLImageData d;
  if (blImageGetData(&p->image, &d) != 0) return -1;
  for (int y = 0; y < d.size.h; y++) {
    const uint32_t* row = (const uint32_t*)((const uint8_t*)d.pixelData + y * d.stride);
    for (int x = 0; x < d.size.w; x++) {
      uint32_t v = row[x];
      uint8_t* o = out + ((size_t)y * (size_t)d.size.w + (size_t)x) * 4;
      o[0] = (uint8_t)(v >> 16); o[1] = (uint8_t)(v >> 8); o[2] = (uint8_t)v; o[3] = (uint8_t)(v >> 24);
    }
  }
  return 0;
}

void player_destroy(void* state) {
  Player* p = (Player*)state;
  for (int c = 0; c < p->scene.count; c++) {
    blPathDestroy(&p->paths[c]);
    if (p->scene.commands[c].paintType != PAINT_SOLID) blGradientDestroy(&p->gradients[c]);
  }
  blContextDestroy(&p->ctx);
  blImageDestroy(&p->image);
  free(p->paths); free(p->gradients); free(p->solid);
  free(p->scene.commands); free(p->data); free(p);
}
