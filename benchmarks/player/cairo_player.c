/* Cairo scene player: builds each command's cairo_path_t and cairo_pattern_t once from the scene
 * stream (scene_stream.h), then times whole frames (paint the background, then per command: set
 * the matrix, append the prebuilt path, set the source, fill) inside C. Loaded by peers.py with
 * ctypes. Cairo has no retained path object that a fill consumes directly; appending a copied
 * path is its cheapest equivalent (a copy with the current transform applied).
 * Quadratic curves become the exact equivalent cubics (Cairo has no quadratic verb). */
#include <cairo.h>
#include <stdio.h>
#include "scene_stream.h"

typedef struct {
  Scene scene;
  double* data;
  cairo_surface_t* surface;
  cairo_t* cr;
  cairo_path_t** paths;
  cairo_pattern_t** patterns;
} Player;

/* cairo_operator_t for each CGBlendMode (scene_stream.h); -1: none (plus-darker). ADD is
 * saturating, Apple's plusLighter; the HSL_* operators are the W3C non-separable modes. */
static const int CAIRO_OPERATOR_FROM_CG[BLEND_MODE_COUNT] = {
  CAIRO_OPERATOR_OVER, CAIRO_OPERATOR_MULTIPLY, CAIRO_OPERATOR_SCREEN, CAIRO_OPERATOR_OVERLAY,
  CAIRO_OPERATOR_DARKEN, CAIRO_OPERATOR_LIGHTEN, CAIRO_OPERATOR_COLOR_DODGE, CAIRO_OPERATOR_COLOR_BURN,
  CAIRO_OPERATOR_SOFT_LIGHT, CAIRO_OPERATOR_HARD_LIGHT, CAIRO_OPERATOR_DIFFERENCE, CAIRO_OPERATOR_EXCLUSION,
  CAIRO_OPERATOR_HSL_HUE, CAIRO_OPERATOR_HSL_SATURATION, CAIRO_OPERATOR_HSL_COLOR, CAIRO_OPERATOR_HSL_LUMINOSITY,
  CAIRO_OPERATOR_CLEAR, CAIRO_OPERATOR_SOURCE, CAIRO_OPERATOR_IN, CAIRO_OPERATOR_OUT,
  CAIRO_OPERATOR_ATOP, CAIRO_OPERATOR_DEST_OVER, CAIRO_OPERATOR_DEST_IN, CAIRO_OPERATOR_DEST_OUT,
  CAIRO_OPERATOR_DEST_ATOP, CAIRO_OPERATOR_XOR, -1, CAIRO_OPERATOR_ADD };

void player_version(char* out, size_t size) { snprintf(out, size, "%s", cairo_version_string()); }

void* player_create(const double* data, size_t n, int threads) {
  (void)threads;
  Player* p = (Player*)calloc(1, sizeof(Player));
  p->data = (double*)malloc(n * sizeof(double));
  memcpy(p->data, data, n * sizeof(double));
  if (scene_parse(p->data, n, &p->scene) != 0) { free(p->data); free(p); return NULL; }
  for (int c = 0; c < p->scene.count; c++) {
    int mode = p->scene.commands[c].blendMode;
    if (mode < 0 || mode >= BLEND_MODE_COUNT || CAIRO_OPERATOR_FROM_CG[mode] < 0) {
      free(p->scene.commands); free(p->data); free(p); return NULL;
    }
  }
  Scene* s = &p->scene;
  p->surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, s->width, s->height);
  p->cr = cairo_create(p->surface);
  p->paths = (cairo_path_t**)calloc((size_t)s->count, sizeof(cairo_path_t*));
  p->patterns = (cairo_pattern_t**)calloc((size_t)s->count, sizeof(cairo_pattern_t*));
  cairo_t* cr = p->cr;
  for (int c = 0; c < s->count; c++) {
    const SceneCommand* cmd = &s->commands[c];
    cairo_identity_matrix(cr);
    cairo_new_path(cr);
    const double* q = cmd->points;
    double cx = 0, cy = 0;  /* current point, for quad → cubic */
    for (int v = 0; v < cmd->verbCount; v++) {
      switch ((int)cmd->verbs[v]) {
        case VERB_MOVE: cairo_move_to(cr, q[0], q[1]); cx = q[0]; cy = q[1]; q += 2; break;
        case VERB_LINE: cairo_line_to(cr, q[0], q[1]); cx = q[0]; cy = q[1]; q += 2; break;
        case VERB_QUAD:
          cairo_curve_to(cr, cx + 2.0 / 3.0 * (q[0] - cx), cy + 2.0 / 3.0 * (q[1] - cy),
                         q[2] + 2.0 / 3.0 * (q[0] - q[2]), q[3] + 2.0 / 3.0 * (q[1] - q[3]), q[2], q[3]);
          cx = q[2]; cy = q[3]; q += 4; break;
        case VERB_CUBIC:
          cairo_curve_to(cr, q[0], q[1], q[2], q[3], q[4], q[5]); cx = q[4]; cy = q[5]; q += 6; break;
        case VERB_CLOSE: cairo_close_path(cr); cairo_get_current_point(cr, &cx, &cy); break;
      }
    }
    p->paths[c] = cairo_copy_path(cr);
    cairo_new_path(cr);
    const double* g = cmd->params;
    cairo_pattern_t* pat;
    if (cmd->paintType == PAINT_SOLID) {
      pat = cairo_pattern_create_rgba(g[0], g[1], g[2], g[3]);
    } else {
      pat = cmd->paintType == PAINT_LINEAR ? cairo_pattern_create_linear(g[0], g[1], g[2], g[3])
                                           : cairo_pattern_create_radial(g[0], g[1], g[2], g[3], g[4], g[5]);
      for (int k = 0; k < cmd->stopCount; k++) {
        const double* st = cmd->stops + k * 5;
        cairo_pattern_add_color_stop_rgba(pat, st[0], st[1], st[2], st[3], st[4]);
      }
      cairo_pattern_set_extend(pat, cmd->spread == 1 ? CAIRO_EXTEND_REPEAT
                                  : cmd->spread == 2 ? CAIRO_EXTEND_REFLECT : CAIRO_EXTEND_PAD);
    }
    p->patterns[c] = pat;
  }
  return p;
}

static void render(void* state) {
  Player* p = (Player*)state;
  Scene* s = &p->scene;
  cairo_t* cr = p->cr;
  cairo_identity_matrix(cr);
  cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE);
  cairo_set_source_rgba(cr, s->background[0], s->background[1], s->background[2], s->background[3]);
  cairo_paint(cr);
  cairo_set_operator(cr, CAIRO_OPERATOR_OVER);
  for (int c = 0; c < s->count; c++) {
    const SceneCommand* cmd = &s->commands[c];
    cairo_matrix_t m;
    cairo_matrix_init(&m, cmd->m[0], cmd->m[1], cmd->m[2], cmd->m[3], cmd->m[4], cmd->m[5]);
    cairo_set_matrix(cr, &m);
    cairo_new_path(cr);
    cairo_append_path(cr, p->paths[c]);
    cairo_set_source(cr, p->patterns[c]);  /* locks the pattern to the current user space */
    cairo_set_operator(cr, (cairo_operator_t)CAIRO_OPERATOR_FROM_CG[cmd->blendMode]);
    if (cmd->strokeWidth >= 0) {
      /* Stroked in user space (the matrix is current), as Core Graphics does. Cairo's cap and
       * join enums have Core Graphics' order. Width 0 (hairline) has no Cairo equivalent: 1 px. */
      cairo_set_line_width(cr, cmd->strokeWidth > 0 ? cmd->strokeWidth : 1.0);
      cairo_set_line_cap(cr, (cairo_line_cap_t)cmd->cap);
      cairo_set_line_join(cr, (cairo_line_join_t)cmd->join);
      cairo_set_miter_limit(cr, cmd->miterLimit);
      cairo_set_dash(cr, cmd->dashes, cmd->dashCount, cmd->dashPhase);
      cairo_stroke(cr);
    } else {
      cairo_set_fill_rule(cr, cmd->fillRule ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING);
      cairo_fill(cr);
    }
  }
  cairo_surface_flush(p->surface);
}

double player_bench(void* state, int warmup, int minIterations, int maxIterations, double minSeconds,
                    int* iterations) {
  return bench_median(render, state, warmup, minIterations, maxIterations, minSeconds, iterations);
}

int player_snapshot(void* state, uint8_t* out) {
  Player* p = (Player*)state;
  render(p);
  int w = cairo_image_surface_get_width(p->surface), h = cairo_image_surface_get_height(p->surface);
  int stride = cairo_image_surface_get_stride(p->surface);
  const uint8_t* data = cairo_image_surface_get_data(p->surface);
  for (int y = 0; y < h; y++) {
    const uint32_t* row = (const uint32_t*)(data + (size_t)y * (size_t)stride);
    for (int x = 0; x < w; x++) {
      uint32_t v = row[x];  /* premultiplied ARGB32, native endian */
      uint8_t* o = out + ((size_t)y * (size_t)w + (size_t)x) * 4;
      o[0] = (uint8_t)(v >> 16); o[1] = (uint8_t)(v >> 8); o[2] = (uint8_t)v; o[3] = (uint8_t)(v >> 24);
    }
  }
  return 0;
}

void player_destroy(void* state) {
  Player* p = (Player*)state;
  for (int c = 0; c < p->scene.count; c++) {
    cairo_path_destroy(p->paths[c]);
    cairo_pattern_destroy(p->patterns[c]);
  }
  cairo_destroy(p->cr);
  cairo_surface_destroy(p->surface);
  free(p->paths); free(p->patterns);
  free(p->scene.commands); free(p->data); free(p);
}
