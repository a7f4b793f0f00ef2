/* Scene command stream shared by the C scene players (Blend2D, Cairo, ThorVG).
 *
 * peers.py serialises one scene file into a flat array of little-endian doubles (every field,
 * counts included, is a double: simple to write from numpy and to read here):
 *
 *   header   magic (1.0e6 + 3), width, height, background r g b a (straight alpha), commandCount
 *   command  transform a b c d tx ty            (Core Graphics order: x' = a·x + c·y + tx)
 *            fillRule                            0 nonzero, 1 even-odd
 *            paintType                           0 solid, 1 linear, 2 radial
 *            spread                              0 pad, 1 repeat, 2 reflect
 *            blendMode                           CGBlendMode raw value 0…27 (normal 0, multiply 1,
 *                                                …, plusLighter 27; Limner's BlendMode order);
 *                                                players map it with their *_FROM_CG tables
 *            stopCount
 *            params[6]                           solid: r g b a; linear: x0 y0 x1 y1;
 *                                                radial: startX startY startR endX endY endR
 *            stops[stopCount][5]                 offset r g b a
 *            strokeWidth                         < 0: fill; ≥ 0: stroke (0 = hairline)
 *            cap, join, miterLimit               cap 0 butt, 1 round, 2 square; join 0 miter,
 *                                                1 round, 2 bevel (Core Graphics' raw values)
 *            dashCount, dashPhase                dashCount even (peers.py repeats odd patterns)
 *            dashes[dashCount]
 *            verbCount, pointCount
 *            verbs[verbCount]                    0 move, 1 line, 2 quad, 3 cubic, 4 close
 *            points[pointCount][2]
 *
 * Colours are straight-alpha sRGB in 0…1, already multiplied by the command's opacity.
 * The players parse this once, build their engine's objects once, then time whole frames.
 */
#ifndef LIMNER_SCENE_STREAM_H
#define LIMNER_SCENE_STREAM_H

#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

enum { VERB_MOVE = 0, VERB_LINE = 1, VERB_QUAD = 2, VERB_CUBIC = 3, VERB_CLOSE = 4 };
enum { PAINT_SOLID = 0, PAINT_LINEAR = 1, PAINT_RADIAL = 2 };

typedef struct {
  double m[6];
  int fillRule, paintType, spread, blendMode, stopCount;
  double params[6];
  const double* stops;   /* stopCount × 5 */
  double strokeWidth;    /* < 0: fill */
  int cap, join;         /* CG raw values */
  double miterLimit, dashPhase;
  int dashCount;
  const double* dashes;  /* dashCount */
  int verbCount, pointCount;
  const double* verbs;   /* verbCount */
  const double* points;  /* pointCount × 2 */
} SceneCommand;

typedef struct {
  int width, height;
  double background[4];
  int count;
  SceneCommand* commands;
} Scene;

/* Returns 0 on success. The scene points into `data`, which must outlive it. */
static inline int scene_parse(const double* data, size_t n, Scene* out) {
  size_t i = 0;
#define NEED(k) do { if (i + (k) > n) return -1; } while (0)
  NEED(8);
  if (data[0] != 1.0e6 + 3) return -2;
  out->width = (int)data[1]; out->height = (int)data[2];
  memcpy(out->background, data + 3, 4 * sizeof(double));
  out->count = (int)data[7];
  i = 8;
  out->commands = (SceneCommand*)calloc((size_t)out->count, sizeof(SceneCommand));
  if (!out->commands) return -3;
  for (int c = 0; c < out->count; c++) {
    SceneCommand* cmd = &out->commands[c];
    NEED(17);
    memcpy(cmd->m, data + i, 6 * sizeof(double)); i += 6;
    cmd->fillRule = (int)data[i++]; cmd->paintType = (int)data[i++];
    cmd->spread = (int)data[i++]; cmd->blendMode = (int)data[i++]; cmd->stopCount = (int)data[i++];
    memcpy(cmd->params, data + i, 6 * sizeof(double)); i += 6;
    NEED((size_t)cmd->stopCount * 5 + 6);
    cmd->stops = data + i; i += (size_t)cmd->stopCount * 5;
    cmd->strokeWidth = data[i++]; cmd->cap = (int)data[i++]; cmd->join = (int)data[i++];
    cmd->miterLimit = data[i++]; cmd->dashCount = (int)data[i++]; cmd->dashPhase = data[i++];
    NEED((size_t)cmd->dashCount + 2);
    cmd->dashes = data + i; i += (size_t)cmd->dashCount;
    cmd->verbCount = (int)data[i++]; cmd->pointCount = (int)data[i++];
    NEED((size_t)cmd->verbCount + (size_t)cmd->pointCount * 2);
    cmd->verbs = data + i; i += (size_t)cmd->verbCount;
    cmd->points = data + i; i += (size_t)cmd->pointCount * 2;
  }
#undef NEED
  return i == n ? 0 : -4;
}

static inline double clamp01(double v) { return v < 0 ? 0 : (v > 1 ? 1 : v); }
static inline uint8_t to_u8(double v) { return (uint8_t)(clamp01(v) * 255.0 + 0.5); }

static inline double now_seconds(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static inline int cmp_double(const void* a, const void* b) {
  double x = *(const double*)a, y = *(const double*)b;
  return (x > y) - (x < y);
}

/* Times `render(state)` (one whole frame): `warmup` untimed frames, then frames until both
 * `minIterations` and `minSeconds` are reached or `maxIterations` is hit. Writes the frame count
 * to *iterations and returns the median frame time in seconds. */
static inline double bench_median(void (*render)(void*), void* state, int warmup, int minIterations,
                           int maxIterations, double minSeconds, int* iterations) {
  for (int w = 0; w < warmup; w++) render(state);
  double* times = (double*)malloc(sizeof(double) * (size_t)maxIterations);
  int k = 0;
  double start = now_seconds();
  while (k < maxIterations && (k < minIterations || now_seconds() - start < minSeconds)) {
    double t0 = now_seconds();
    render(state);
    times[k++] = now_seconds() - t0;
  }
  qsort(times, (size_t)k, sizeof(double), cmp_double);
  double median = (k % 2) ? times[k / 2] : 0.5 * (times[k / 2 - 1] + times[k / 2]);
  free(times);
  if (iterations) *iterations = k;
  return median;
}

/* The 28 blend modes in CGBlendMode order, for the players' mapping tables:
 * normal multiply screen overlay darken lighten colorDodge colorBurn softLight hardLight
 * difference exclusion hue saturation color luminosity clear copy sourceIn sourceOut
 * sourceAtop destinationOver destinationIn destinationOut destinationAtop xor plusDarker
 * plusLighter. A table entry of -1 means the engine has no such operation (peers.py does not
 * run that engine on such a scene). */
enum { BLEND_MODE_COUNT = 28 };

#endif
