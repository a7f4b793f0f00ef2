/* ThorVG scene player: builds one retained Tvg shape (path, fill or gradient, fill rule,
 * transform) per command once from the scene stream (scene_stream.h), then times whole frames
 * inside C: update + draw (clearing) + sync of the software canvas. Loaded by peers.py with
 * ctypes; linked against the libthorvg shared library in the thorvg-python wheel, which ships no
 * headers, so the few declarations used are below (ThorVG 1.0 C API).
 *
 * Fairness: ThorVG caches each shape's rasterization (RLE) until the shape changes, so a frame
 * of an unchanged canvas would only re-composite. Every frame therefore re-assigns each shape's
 * transform (same value), which marks it dirty, so update() re-rasterizes everything as the
 * other engines do. player_bench_cached() times the cached variant for comparison.
 * Threads: tvg_engine_init(0): no worker threads, the calling thread does all the work. */
#include <stdbool.h>
#include <stdio.h>
#include "scene_stream.h"

/* --- ThorVG C API (1.0): the subset we use --------------------------------------------- */
typedef void* Tvg_Canvas;
typedef void* Tvg_Paint;
typedef void* Tvg_Gradient;
typedef int Tvg_Result;
typedef struct { float e11, e12, e13, e21, e22, e23, e31, e32, e33; } Tvg_Matrix; /* x' = e11·x + e12·y + e13 */
typedef struct { float offset; uint8_t r, g, b, a; } Tvg_Color_Stop;
enum { TVG_ENGINE_OPTION_DEFAULT = 1 };
enum { TVG_COLORSPACE_ARGB8888 = 1 };              /* premultiplied, a << 24 | r << 16 | g << 8 | b */
enum { TVG_FILL_RULE_NON_ZERO = 0, TVG_FILL_RULE_EVEN_ODD = 1 };
enum { TVG_STROKE_FILL_PAD = 0, TVG_STROKE_FILL_REFLECT = 1, TVG_STROKE_FILL_REPEAT = 2 };

Tvg_Result tvg_engine_init(uint32_t threads);
Tvg_Result tvg_engine_version(uint32_t* major, uint32_t* minor, uint32_t* micro, const char** version);
Tvg_Canvas tvg_swcanvas_create(uint8_t op);
Tvg_Result tvg_swcanvas_set_target(Tvg_Canvas canvas, uint32_t* buffer, uint32_t stride, uint32_t w,
                                   uint32_t h, uint8_t cs);
Tvg_Result tvg_canvas_add(Tvg_Canvas canvas, Tvg_Paint paint);
Tvg_Result tvg_canvas_update(Tvg_Canvas canvas);
Tvg_Result tvg_canvas_draw(Tvg_Canvas canvas, bool clear);
Tvg_Result tvg_canvas_sync(Tvg_Canvas canvas);
Tvg_Result tvg_canvas_destroy(Tvg_Canvas canvas);
Tvg_Paint tvg_shape_new(void);
Tvg_Result tvg_shape_move_to(Tvg_Paint paint, float x, float y);
Tvg_Result tvg_shape_line_to(Tvg_Paint paint, float x, float y);
Tvg_Result tvg_shape_cubic_to(Tvg_Paint paint, float cx1, float cy1, float cx2, float cy2, float x, float y);
Tvg_Result tvg_shape_close(Tvg_Paint paint);
Tvg_Result tvg_shape_append_rect(Tvg_Paint paint, float x, float y, float w, float h, float rx, float ry,
                                 bool cw);
Tvg_Result tvg_shape_set_fill_color(Tvg_Paint paint, uint8_t r, uint8_t g, uint8_t b, uint8_t a);
Tvg_Result tvg_shape_set_fill_rule(Tvg_Paint paint, uint32_t rule);
Tvg_Result tvg_shape_set_gradient(Tvg_Paint paint, Tvg_Gradient grad);
Tvg_Result tvg_paint_set_transform(Tvg_Paint paint, const Tvg_Matrix* m);
Tvg_Gradient tvg_linear_gradient_new(void);
Tvg_Gradient tvg_radial_gradient_new(void);
Tvg_Result tvg_linear_gradient_set(Tvg_Gradient grad, float x1, float y1, float x2, float y2);
Tvg_Result tvg_radial_gradient_set(Tvg_Gradient grad, float cx, float cy, float r, float fx, float fy, float fr);
Tvg_Result tvg_gradient_set_color_stops(Tvg_Gradient grad, const Tvg_Color_Stop* stops, uint32_t cnt);
Tvg_Result tvg_gradient_set_spread(Tvg_Gradient grad, uint32_t spread);
Tvg_Result tvg_shape_set_stroke_width(Tvg_Paint paint, float width);
Tvg_Result tvg_shape_set_stroke_color(Tvg_Paint paint, uint8_t r, uint8_t g, uint8_t b, uint8_t a);
Tvg_Result tvg_shape_set_stroke_gradient(Tvg_Paint paint, Tvg_Gradient grad);
Tvg_Result tvg_shape_set_stroke_dash(Tvg_Paint paint, const float* pattern, uint32_t cnt, float offset);
Tvg_Result tvg_shape_set_stroke_cap(Tvg_Paint paint, uint32_t cap);
Tvg_Result tvg_shape_set_stroke_join(Tvg_Paint paint, uint32_t join);
Tvg_Result tvg_shape_set_stroke_miterlimit(Tvg_Paint paint, float miterlimit);
/* ThorVG's enums: cap SQUARE 0, ROUND 1, BUTT 2; join BEVEL 0, ROUND 1, MITER 2. */
static const uint32_t TVG_CAP_FROM_CG[3] = { 2, 1, 0 };
static const uint32_t TVG_JOIN_FROM_CG[3] = { 2, 1, 0 };
Tvg_Result tvg_paint_set_blend_method(Tvg_Paint paint, uint32_t method);
/* Tvg_Blend_Method for each CGBlendMode (scene_stream.h); -1: none (no Porter-Duff operators
 * besides normal, no plus-darker). ThorVG's order swaps soft and hard light; ADD (16) is the
 * saturating sum, Apple's plusLighter. */
static const int TVG_BLEND_FROM_CG[BLEND_MODE_COUNT] = {
  0, 1, 2, 3, 4, 5, 6, 7, 9, 8, 10, 11, 12, 13, 14, 15,
  -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 16 };
/* ---------------------------------------------------------------------------------------- */

typedef struct {
  Scene scene;
  double* data;
  uint32_t* buffer;
  Tvg_Canvas canvas;
  Tvg_Paint* shapes;
  Tvg_Matrix* matrices;
  int dirty;  /* re-assign transforms each frame (full re-rasterization) */
} Player;

static int engine_ready = 0;

void player_version(char* out, size_t size) {
  uint32_t a = 0, b = 0, c = 0;
  const char* v = NULL;
  tvg_engine_version(&a, &b, &c, &v);
  snprintf(out, size, "%u.%u.%u", a, b, c);
}

void* player_create(const double* data, size_t n, int threads) {
  (void)threads;  /* fixed at 0 worker threads, see above */
  if (!engine_ready) { if (tvg_engine_init(0) != 0) return NULL; engine_ready = 1; }
  Player* p = (Player*)calloc(1, sizeof(Player));
  p->data = (double*)malloc(n * sizeof(double));
  memcpy(p->data, data, n * sizeof(double));
  if (scene_parse(p->data, n, &p->scene) != 0) { free(p->data); free(p); return NULL; }
  for (int c = 0; c < p->scene.count; c++) {
    int mode = p->scene.commands[c].blendMode;
    if (mode < 0 || mode >= BLEND_MODE_COUNT || TVG_BLEND_FROM_CG[mode] < 0) {
      free(p->scene.commands); free(p->data); free(p); return NULL;
    }
  }
  Scene* s = &p->scene;
  p->dirty = 1;
  p->buffer = (uint32_t*)calloc((size_t)s->width * (size_t)s->height, 4);
  p->canvas = tvg_swcanvas_create(TVG_ENGINE_OPTION_DEFAULT);
  tvg_swcanvas_set_target(p->canvas, p->buffer, (uint32_t)s->width, (uint32_t)s->width,
                          (uint32_t)s->height, TVG_COLORSPACE_ARGB8888);
  /* Background: draw(clear) zeroes the buffer, then an opaque full-canvas rect. */
  Tvg_Paint bg = tvg_shape_new();
  tvg_shape_append_rect(bg, 0, 0, (float)s->width, (float)s->height, 0, 0, true);
  tvg_shape_set_fill_color(bg, to_u8(s->background[0]), to_u8(s->background[1]), to_u8(s->background[2]),
                           to_u8(s->background[3]));
  tvg_canvas_add(p->canvas, bg);
  p->shapes = (Tvg_Paint*)calloc((size_t)s->count, sizeof(Tvg_Paint));
  p->matrices = (Tvg_Matrix*)calloc((size_t)s->count, sizeof(Tvg_Matrix));
  for (int c = 0; c < s->count; c++) {
    const SceneCommand* cmd = &s->commands[c];
    Tvg_Paint sh = tvg_shape_new();
    const double* q = cmd->points;
    double cx = 0, cy = 0, sx = 0, sy = 0;
    for (int v = 0; v < cmd->verbCount; v++) {
      switch ((int)cmd->verbs[v]) {
        case VERB_MOVE: tvg_shape_move_to(sh, (float)q[0], (float)q[1]); sx = cx = q[0]; sy = cy = q[1]; q += 2; break;
        case VERB_LINE: tvg_shape_line_to(sh, (float)q[0], (float)q[1]); cx = q[0]; cy = q[1]; q += 2; break;
        case VERB_QUAD:  /* exact cubic equivalent: ThorVG has no quadratic verb */
          tvg_shape_cubic_to(sh, (float)(cx + 2.0 / 3.0 * (q[0] - cx)), (float)(cy + 2.0 / 3.0 * (q[1] - cy)),
                             (float)(q[2] + 2.0 / 3.0 * (q[0] - q[2])), (float)(q[3] + 2.0 / 3.0 * (q[1] - q[3])),
                             (float)q[2], (float)q[3]);
          cx = q[2]; cy = q[3]; q += 4; break;
        case VERB_CUBIC:
          tvg_shape_cubic_to(sh, (float)q[0], (float)q[1], (float)q[2], (float)q[3], (float)q[4], (float)q[5]);
          cx = q[4]; cy = q[5]; q += 6; break;
        case VERB_CLOSE: tvg_shape_close(sh); cx = sx; cy = sy; break;
      }
    }
    tvg_shape_set_fill_rule(sh, cmd->fillRule ? TVG_FILL_RULE_EVEN_ODD : TVG_FILL_RULE_NON_ZERO);
    const double* g = cmd->params;
    if (cmd->strokeWidth >= 0) {
      /* A stroke: no fill; the stroke is transformed with the shape (user-space pen), its
       * paint a colour or a gradient (below); width 0 becomes 1. */
      tvg_shape_set_stroke_width(sh, (float)(cmd->strokeWidth > 0 ? cmd->strokeWidth : 1.0));
      if (cmd->paintType == PAINT_SOLID)
        tvg_shape_set_stroke_color(sh, to_u8(g[0]), to_u8(g[1]), to_u8(g[2]), to_u8(g[3]));
      tvg_shape_set_stroke_cap(sh, TVG_CAP_FROM_CG[cmd->cap % 3]);
      tvg_shape_set_stroke_join(sh, TVG_JOIN_FROM_CG[cmd->join % 3]);
      tvg_shape_set_stroke_miterlimit(sh, (float)cmd->miterLimit);
      if (cmd->dashCount > 0) {
        float dash[64];
        int nd = cmd->dashCount < 64 ? cmd->dashCount : 64;
        for (int k = 0; k < nd; k++) dash[k] = (float)cmd->dashes[k];
        tvg_shape_set_stroke_dash(sh, dash, (uint32_t)nd, (float)cmd->dashPhase);
      }
    } else if (cmd->paintType == PAINT_SOLID) {
      tvg_shape_set_fill_color(sh, to_u8(g[0]), to_u8(g[1]), to_u8(g[2]), to_u8(g[3]));
    }
    if (cmd->paintType != PAINT_SOLID) {
      Tvg_Gradient grad;
      if (cmd->paintType == PAINT_LINEAR) {
        grad = tvg_linear_gradient_new();
        tvg_linear_gradient_set(grad, (float)g[0], (float)g[1], (float)g[2], (float)g[3]);
      } else {
        /* ThorVG radial: end circle (cx, cy, r), focal circle (fx, fy, fr). */
        grad = tvg_radial_gradient_new();
        tvg_radial_gradient_set(grad, (float)g[3], (float)g[4], (float)g[5], (float)g[0], (float)g[1], (float)g[2]);
      }
      Tvg_Color_Stop st[64];
      int ns = cmd->stopCount < 64 ? cmd->stopCount : 64;
      for (int k = 0; k < ns; k++) {
        const double* t = cmd->stops + k * 5;
        st[k].offset = (float)t[0];
        st[k].r = to_u8(t[1]); st[k].g = to_u8(t[2]); st[k].b = to_u8(t[3]); st[k].a = to_u8(t[4]);
      }
      tvg_gradient_set_color_stops(grad, st, (uint32_t)ns);
      tvg_gradient_set_spread(grad, cmd->spread == 1 ? TVG_STROKE_FILL_REPEAT
                                  : cmd->spread == 2 ? TVG_STROKE_FILL_REFLECT : TVG_STROKE_FILL_PAD);
      /* The shape owns the gradient. */
      if (cmd->strokeWidth >= 0) tvg_shape_set_stroke_gradient(sh, grad);
      else tvg_shape_set_gradient(sh, grad);
    }
    const double* m = cmd->m;
    Tvg_Matrix tm = { (float)m[0], (float)m[2], (float)m[4], (float)m[1], (float)m[3], (float)m[5], 0, 0, 1 };
    p->matrices[c] = tm;
    tvg_paint_set_transform(sh, &tm);
    if (cmd->blendMode != 0) tvg_paint_set_blend_method(sh, (uint32_t)TVG_BLEND_FROM_CG[cmd->blendMode]);
    tvg_canvas_add(p->canvas, sh);  /* the canvas owns the shape */
    p->shapes[c] = sh;
  }
  return p;
}

static void render(void* state) {
  Player* p = (Player*)state;
  if (p->dirty)
    for (int c = 0; c < p->scene.count; c++) tvg_paint_set_transform(p->shapes[c], &p->matrices[c]);
  tvg_canvas_update(p->canvas);
  tvg_canvas_draw(p->canvas, true);
  tvg_canvas_sync(p->canvas);
}

double player_bench(void* state, int warmup, int minIterations, int maxIterations, double minSeconds,
                    int* iterations) {
  ((Player*)state)->dirty = 1;
  return bench_median(render, state, warmup, minIterations, maxIterations, minSeconds, iterations);
}

/* Same, without marking shapes dirty: ThorVG re-composites its cached rasterization. */
double player_bench_cached(void* state, int warmup, int minIterations, int maxIterations, double minSeconds,
                           int* iterations) {
  ((Player*)state)->dirty = 0;
  double t = bench_median(render, state, warmup, minIterations, maxIterations, minSeconds, iterations);
  ((Player*)state)->dirty = 1;
  return t;
}

int player_snapshot(void* state, uint8_t* out) {
  Player* p = (Player*)state;
  render(p);
  size_t n = (size_t)p->scene.width * (size_t)p->scene.height;
  for (size_t i = 0; i < n; i++) {
    uint32_t v = p->buffer[i];
    uint8_t* o = out + i * 4;
    o[0] = (uint8_t)(v >> 16); o[1] = (uint8_t)(v >> 8); o[2] = (uint8_t)v; o[3] = (uint8_t)(v >> 24);
  }
  return 0;
}

void player_destroy(void* state) {
  Player* p = (Player*)state;
  tvg_canvas_destroy(p->canvas);  /* releases the shapes and their gradients */
  free(p->buffer); free(p->shapes); free(p->matrices);
  free(p->scene.commands); free(p->data); free(p);
}
