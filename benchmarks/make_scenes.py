#!/usr/bin/env python3
"""Writes the benchmark scenes, benchmarks/scenes/*.json, in the scene format (docs/SCENE-FORMAT.md).

Deterministic: every scene has its own seeded generator, so re-running this script rewrites
byte-identical files. All scenes are 1024×1024 on an opaque white background, anti-aliased,
source-over, with semi-transparent paints so compositing is real work.

Paths are SVG path data using only absolute M, L, Q, C and Z, so every engine (and the small
parser in peers.py) receives exactly the same verbs and points.

Scene names: <kind>-<size>-<paint>, e.g. `rect-rotated-32-solid`.
  kind   rect-aligned, rect-unaligned, rect-rotated, roundrect, triangle, poly10-nonzero,
         poly10-evenodd; plus blobs-<paint> (2 000 random closed cubic blobs)
  size   the shape's box in pixels: 8, 32, 128, 256 ("many small and few large": the count
         falls as the size grows, see COUNTS)
  paint  solid, linear, radial
Strokes: stroke-<lines|curves>-<thin|thick>-<solid|dashed> (random open polylines and cubic
chains in 160 px boxes; width 1 or 10; dash [12, 6]).
Layers: layer-mask (`layer_mask_scene`; timed by layer_bench.py, not peers.py).
Blend modes: blend-<mode> for each of the 28 modes (see `blend_scene`).
Every kind runs at every size with a solid paint and at 128 px with each gradient; the blobs
(8–64 px radius) run with each paint.

The bl_bench family (`--family bl`, not committed: `scripts/bench` writes it into
benchmarks/results/bl-scenes/ each run, byte-identical every time): the method of Blend2D's own
benchmark, bl_bench, on its 512×600 canvas. Every test at every size in every paint:
  bl-<Test>-<size>-<paint>
  Test   FillRectA (pixel-aligned squares), FillRectU (unaligned squares), FillRectRot (squares
         rotated about the canvas centre, the angle growing 0.01 rad a shape), FillRoundU
         (rounded squares, corner radius 4–40 px), FillTriangle, FillPolyNZi10, FillPolyEOi10
         (10 random vertices, non-zero and even-odd), StrokeRectA, StrokeRectU, StrokeRectRot,
         StrokeRoundU, StrokePoly10 (the same shapes stroked 2 px wide, miter joins)
  size   8, 16, 32, 64, 128, 256 px (the shape's box); BL_COUNTS shapes a frame
  paint  solid, linear (from 20 % to 80 % of the box's diagonal), radial (centred on the box,
         radius a quarter of width + height, focal point half the radius up and left), pad
Paints are random sRGB colours with alpha 0.45–0.85, as in the scenes above. Blend2D's unit
is render calls per millisecond (rcpms): shapes a frame ÷ the frame's milliseconds.

Usage: make_scenes.py [--out DIR] [--family main|bl]
"""
import argparse
import json
import math
import os
import random
import zlib

CANVAS = 1024
COUNTS = {8: 4000, 32: 2000, 128: 500, 256: 200}
KINDS = ["rect-aligned", "rect-unaligned", "rect-rotated", "roundrect", "triangle",
         "poly10-nonzero", "poly10-evenodd"]
SOLID_SIZES = [8, 32, 128, 256]
GRADIENT_SIZES = [128]
BLOB_COUNT = 2000
KAPPA = 0.5522847498307936  # cubic approximation of a quarter circle


def num(v):
    """Compact decimal for path data: at most 2 decimals, no trailing zeros."""
    s = f"{v:.2f}".rstrip("0").rstrip(".")
    return "0" if s in ("-0", "") else s


def pt(x, y):
    return f"{num(x)} {num(y)}"


def colour(rng, alpha_lo=0.45, alpha_hi=0.85):
    h = rng.random()
    r, g, b = (0.5 + 0.5 * math.cos(2 * math.pi * (h + k / 3)) for k in range(3))
    return [round(r, 3), round(g, 3), round(b, 3), round(rng.uniform(alpha_lo, alpha_hi), 3)]


def stops(rng):
    c0, c1, c2 = colour(rng), colour(rng), colour(rng)
    return [[0.0] + c0, [0.5] + c1, [1.0] + c2]


def paint(rng, kind, box):
    """A paint in the command's user space; box = (x, y, w, h) of the shape."""
    x, y, w, h = box
    if kind == "solid":
        return {"type": "solid", "color": colour(rng)}
    if kind == "linear":
        return {"type": "linear", "start": [round(x, 2), round(y, 2)],
                "end": [round(x + w, 2), round(y + h, 2)], "stops": stops(rng), "spread": "pad"}
    cx, cy, r = x + w / 2, y + h / 2, max(w, h) / 2
    # Focal point inside the end circle, start radius 0: the radial every peer supports natively.
    return {"type": "radial", "startCenter": [round(cx - w * 0.15, 2), round(cy - h * 0.15, 2)],
            "startRadius": 0, "endCenter": [round(cx, 2), round(cy, 2)], "endRadius": round(r, 2),
            "stops": stops(rng), "spread": "pad"}


def rect_path(x, y, w, h):
    return f"M{pt(x, y)}L{pt(x + w, y)}L{pt(x + w, y + h)}L{pt(x, y + h)}Z"


def roundrect_path(x, y, w, h, r):
    k = r * (1 - KAPPA)
    return (f"M{pt(x + r, y)}L{pt(x + w - r, y)}"
            f"C{pt(x + w - k, y)} {pt(x + w, y + k)} {pt(x + w, y + r)}"
            f"L{pt(x + w, y + h - r)}"
            f"C{pt(x + w, y + h - k)} {pt(x + w - k, y + h)} {pt(x + w - r, y + h)}"
            f"L{pt(x + r, y + h)}"
            f"C{pt(x + k, y + h)} {pt(x, y + h - k)} {pt(x, y + h - r)}"
            f"L{pt(x, y + r)}"
            f"C{pt(x, y + k)} {pt(x + k, y)} {pt(x + r, y)}Z")


def polygon_path(points):
    head, rest = points[0], points[1:]
    return f"M{pt(*head)}" + "".join(f"L{pt(*p)}" for p in rest) + "Z"


def blob_path(rng, cx, cy, radius):
    """A closed blob of n cubic segments around (cx, cy) with jittered radii."""
    n = rng.randint(4, 7)
    angles = sorted(rng.uniform(0, 2 * math.pi) for _ in range(n))
    pts = []
    for a in angles:
        rr = radius * rng.uniform(0.45, 1.0)
        pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
    d = f"M{pt(*pts[0])}"
    for i in range(n):
        p0, p1 = pts[i], pts[(i + 1) % n]
        # Control points pushed off the chord, sometimes crossing: curvy, occasionally looped.
        c1 = (p0[0] + rng.uniform(-0.6, 0.6) * radius, p0[1] + rng.uniform(-0.6, 0.6) * radius)
        c2 = (p1[0] + rng.uniform(-0.6, 0.6) * radius, p1[1] + rng.uniform(-0.6, 0.6) * radius)
        d += f"C{pt(*c1)} {pt(*c2)} {pt(*p1)}"
    return d + "Z"


def shape_command(rng, kind, size, paint_kind):
    cmd = {}
    s = float(size)
    if kind == "rect-aligned":
        x, y = rng.randint(0, CANVAS - size), rng.randint(0, CANVAS - size)
        box = (x, y, s, s)
        cmd["path"] = rect_path(*box)
    elif kind == "rect-unaligned":
        w, h = s * rng.uniform(0.7, 1.0), s * rng.uniform(0.7, 1.0)
        x, y = rng.uniform(0, CANVAS - w), rng.uniform(0, CANVAS - h)
        box = (x, y, w, h)
        cmd["path"] = rect_path(*box)
    elif kind == "rect-rotated":
        # The rect is centred on the origin in user space; the transform rotates and places it.
        w, h = s * rng.uniform(0.7, 1.0), s * rng.uniform(0.7, 1.0)
        box = (-w / 2, -h / 2, w, h)
        cmd["path"] = rect_path(*box)
        a = rng.uniform(0, math.pi)
        cx, cy = rng.uniform(s / 2, CANVAS - s / 2), rng.uniform(s / 2, CANVAS - s / 2)
        cmd["transform"] = [round(math.cos(a), 6), round(math.sin(a), 6), round(-math.sin(a), 6),
                            round(math.cos(a), 6), round(cx, 2), round(cy, 2)]
    elif kind == "roundrect":
        w, h = s * rng.uniform(0.7, 1.0), s * rng.uniform(0.7, 1.0)
        x, y = rng.uniform(0, CANVAS - w), rng.uniform(0, CANVAS - h)
        box = (x, y, w, h)
        cmd["path"] = roundrect_path(x, y, w, h, min(w, h) * 0.25)
    elif kind == "triangle":
        x, y = rng.uniform(0, CANVAS - s), rng.uniform(0, CANVAS - s)
        box = (x, y, s, s)
        cmd["path"] = polygon_path([(x + rng.uniform(0, s), y + rng.uniform(0, s)) for _ in range(3)])
    elif kind.startswith("poly10"):
        x, y = rng.uniform(0, CANVAS - s), rng.uniform(0, CANVAS - s)
        box = (x, y, s, s)
        cmd["path"] = polygon_path([(x + rng.uniform(0, s), y + rng.uniform(0, s)) for _ in range(10)])
        if kind.endswith("evenodd"):
            cmd["fillRule"] = "evenodd"
    else:
        raise ValueError(kind)
    cmd["paint"] = paint(rng, paint_kind, box)
    return cmd


def blob_command(rng, paint_kind):
    radius = rng.uniform(8, 64)
    cx, cy = rng.uniform(radius, CANVAS - radius), rng.uniform(radius, CANVAS - radius)
    return {"path": blob_path(rng, cx, cy, radius),
            "paint": paint(rng, paint_kind, (cx - radius, cy - radius, 2 * radius, 2 * radius))}


STROKE_COUNTS = {"lines": 1500, "curves": 800}
STROKE_WIDTHS = {"thin": 1.0, "thick": 10.0}


def stroke_command(rng, geometry, weight, dashed):
    """An open random polyline (6 vertices) or cubic chain (3 segments) within a 160 px box,
    stroked. Thin: width 1, miter joins, butt caps. Thick: width 10, round joins and caps on
    lines, miter joins and square caps on curves. Dashed: [12, 6] (Blend2D is timed on solid
    strokes only)."""
    box = 160
    x0, y0 = rng.uniform(0, CANVAS - box), rng.uniform(0, CANVAS - box)
    def p():
        return (x0 + rng.uniform(0, box), y0 + rng.uniform(0, box))
    if geometry == "lines":
        d = f"M{pt(*p())}" + "".join(f"L{pt(*p())}" for _ in range(5))
    else:
        d = f"M{pt(*p())}" + "".join(f"C{pt(*p())} {pt(*p())} {pt(*p())}" for _ in range(3))
    stroke = {"width": STROKE_WIDTHS[weight]}
    if weight == "thick":
        stroke.update({"join": "round", "cap": "round"} if geometry == "lines" else {"join": "miter", "cap": "square"})
    if dashed:
        stroke["dash"] = [12, 6]
    return {"path": d, "stroke": stroke, "paint": {"type": "solid", "color": colour(rng)}}


def scene(name, title, commands, background=(1, 1, 1, 1)):
    return {"name": name, "title": title, "width": CANVAS, "height": CANVAS,
            "background": list(background), "commands": commands}


BLEND_MODES = [
    "normal", "multiply", "screen", "overlay", "darken", "lighten", "colorDodge", "colorBurn", "softLight",
    "hardLight", "difference", "exclusion", "hue", "saturation", "color", "luminosity", "clear", "copy",
    "sourceIn", "sourceOut", "sourceAtop", "destinationOver", "destinationIn", "destinationOut",
    "destinationAtop", "xor", "plusDarker", "plusLighter",
]


def blend_scene(mode):
    """A transparent canvas, a full-canvas diagonal gradient backdrop with partial alpha
    (source-over), then two full-canvas rects in `mode`: a semi-transparent solid and a
    horizontal gradient whose alpha varies."""
    full = "M0 0L1024 0L1024 1024L0 1024Z"
    backdrop = {"path": full, "paint": {"type": "linear", "start": [0, 0], "end": [1024, 1024], "stops": [
        [0, 0.9, 0.2, 0.1, 1], [0.5, 0.2, 0.7, 0.3, 0.6], [1, 0.1, 0.3, 0.9, 0.85]]}}
    solid = {"path": full, "blendMode": mode, "paint": {"type": "solid", "color": [0.2, 0.6, 0.9, 0.7]}}
    gradient = {"path": full, "blendMode": mode, "paint": {"type": "linear", "start": [0, 0], "end": [1024, 0], "stops": [
        [0, 1, 0.85, 0.2, 0.9], [0.5, 0.6, 0.2, 0.8, 0.5], [1, 0.1, 0.9, 0.6, 0.75]]}}
    return scene(f"blend-{mode}", f"1024² backdrop, then a solid and a gradient full-canvas rect in {mode}",
                 [backdrop, solid, gradient], background=(0, 0, 0, 0))


def layer_mask_scene():
    """A 1024² gradient backdrop, then a layer at opacity 0.8 (three large shapes, solid and
    gradient) masked by a full-canvas radial alpha gradient. Rects and ellipses only, so
    benchmarks/layer_bench.py can draw the same picture with each engine's layer API."""
    def stops(*cs):
        return [[i / (len(cs) - 1)] + list(c) for i, c in enumerate(cs)]
    content = [
        {"ops": [{"op": "rect", "rect": [100, 100, 600, 500]}], "paint": {"type": "solid", "color": [0.9, 0.2, 0.15, 0.9]}},
        {"ops": [{"op": "ellipse", "rect": [300, 250, 600, 600]}], "paint": {"type": "solid", "color": [0.15, 0.3, 0.9, 0.85]}},
        {"ops": [{"op": "rect", "rect": [50, 600, 900, 350]}], "paint": {"type": "linear", "start": [50, 0], "end": [950, 0],
                                                                       "stops": stops([1, 0.8, 0.1, 1], [0.1, 0.8, 0.5, 0.6])}},
    ]
    mask = [{"ops": [{"op": "rect", "rect": [0, 0, CANVAS, CANVAS]}],
             "paint": {"type": "radial", "startCenter": [512, 512], "startRadius": 0, "endCenter": [512, 512],
                       "endRadius": 520, "stops": stops([0, 0, 0, 1], [0, 0, 0, 0.6], [0, 0, 0, 0])}}]
    backdrop = {"ops": [{"op": "rect", "rect": [0, 0, CANVAS, CANVAS]}],
                "paint": {"type": "linear", "start": [0, 0], "end": [CANVAS, CANVAS],
                          "stops": stops([0.95, 0.9, 0.8, 1], [0.3, 0.5, 0.6, 1])}}
    return scene("layer-mask", "Gradient backdrop, then a layer at opacity 0.8 masked by a radial alpha gradient",
                 [backdrop, {"layer": {"opacity": 0.8, "mask": {"type": "alpha", "commands": mask}, "commands": content}}])


def all_scenes():
    yield layer_mask_scene()
    for mode in BLEND_MODES:
        yield blend_scene(mode)
    for kind in KINDS:
        for size in SOLID_SIZES:
            for paint_kind in ["solid", "linear", "radial"] if size in GRADIENT_SIZES else ["solid"]:
                name = f"{kind}-{size}-{paint_kind}"
                rng = random.Random(zlib.crc32(name.encode()))
                n = COUNTS[size]
                yield scene(name, f"{n} × {kind} {size}px, {paint_kind}",
                            [shape_command(rng, kind, size, paint_kind) for _ in range(n)])
    for paint_kind in ["solid", "linear", "radial"]:
        name = f"blobs-{paint_kind}"
        rng = random.Random(zlib.crc32(name.encode()))
        yield scene(name, f"{BLOB_COUNT} random cubic blobs, {paint_kind}",
                    [blob_command(rng, paint_kind) for _ in range(BLOB_COUNT)])
    for geometry in ["lines", "curves"]:
        for weight in ["thin", "thick"]:
            for dashed in [False, True]:
                name = f"stroke-{geometry}-{weight}-{'dashed' if dashed else 'solid'}"
                rng = random.Random(zlib.crc32(name.encode()))
                n = STROKE_COUNTS[geometry]
                yield scene(name, f"{n} stroked random {geometry}, {weight}, {'dashed' if dashed else 'solid'}",
                            [stroke_command(rng, geometry, weight, dashed) for _ in range(n)])


# --------------------------------------------------------------------------------------------
# The bl_bench family

BL_WIDTH, BL_HEIGHT = 512, 600
BL_SIZES = [8, 16, 32, 64, 128, 256]
# Shapes a frame: enough that the frame's clear (512×600) is a small part of it at every size.
BL_COUNTS = {8: 4000, 16: 3000, 32: 2000, 64: 1000, 128: 400, 256: 160}
BL_TESTS = ["FillRectA", "FillRectU", "FillRectRot", "FillRoundU", "FillTriangle", "FillPolyNZi10",
            "FillPolyEOi10", "StrokeRectA", "StrokeRectU", "StrokeRectRot", "StrokeRoundU", "StrokePoly10"]
BL_PAINTS = ["solid", "linear", "radial"]
BL_STROKE_WIDTH = 2.0


def bl_paint(rng, kind, box):
    """bl_bench's paints for a shape in `box` = (x, y, w, h)."""
    x, y, w, h = box
    if kind == "solid":
        return {"type": "solid", "color": colour(rng)}
    if kind == "linear":
        return {"type": "linear", "start": [round(x + w * 0.2, 3), round(y + h * 0.2, 3)],
                "end": [round(x + w * 0.8, 3), round(y + h * 0.8, 3)], "stops": stops(rng), "spread": "pad"}
    cx, cy, r = x + w / 2, y + h / 2, (w + h) / 4
    return {"type": "radial", "startCenter": [round(cx - r / 2, 3), round(cy - r / 2, 3)], "startRadius": 0,
            "endCenter": [round(cx, 3), round(cy, 3)], "endRadius": round(r, 3), "stops": stops(rng), "spread": "pad"}


def bl_command(rng, test, size, paint_kind, index):
    """Shape `index` of a bl_bench test: its path (and transform, fill rule, stroke) and paint."""
    s = float(size)
    shape = test[len("Fill"):] if test.startswith("Fill") else test[len("Stroke"):]
    cmd = {}
    if shape == "RectA":
        x, y = rng.randint(0, BL_WIDTH - size), rng.randint(0, BL_HEIGHT - size)
        box = (x, y, s, s)
        cmd["path"] = rect_path(*box)
    elif shape in ("RectU", "RectRot", "RoundU"):
        x, y = rng.uniform(0, BL_WIDTH - s), rng.uniform(0, BL_HEIGHT - s)
        box = (x, y, s, s)
        if shape == "RoundU":
            cmd["path"] = roundrect_path(x, y, s, s, min(rng.uniform(4, 40), s / 2))
        else:
            cmd["path"] = rect_path(*box)
        if shape == "RectRot":
            # Rotation by 0.01 rad more each shape about the canvas centre (bl_bench's).
            a, cx, cy = 0.01 * index, BL_WIDTH / 2, BL_HEIGHT / 2
            c, sn = math.cos(a), math.sin(a)
            cmd["transform"] = [round(c, 9), round(sn, 9), round(-sn, 9), round(c, 9),
                                round(cx - c * cx + sn * cy, 6), round(cy - sn * cx - c * cy, 6)]
    elif shape in ("Triangle", "PolyNZi10", "PolyEOi10", "Poly10"):
        n = 3 if shape == "Triangle" else 10
        x, y = rng.uniform(0, BL_WIDTH - s), rng.uniform(0, BL_HEIGHT - s)
        box = (x, y, s, s)
        cmd["path"] = polygon_path([(x + rng.uniform(0, s), y + rng.uniform(0, s)) for _ in range(n)])
        if shape == "PolyEOi10":
            cmd["fillRule"] = "evenodd"
    else:
        raise ValueError(test)
    if test.startswith("Stroke"):
        cmd["stroke"] = {"width": BL_STROKE_WIDTH}
    cmd["paint"] = bl_paint(rng, paint_kind, box)
    return cmd


def bl_scenes():
    for test in BL_TESTS:
        for size in BL_SIZES:
            for paint_kind in BL_PAINTS:
                name = f"bl-{test}-{size}-{paint_kind}"
                rng = random.Random(zlib.crc32(name.encode()))
                n = BL_COUNTS[size]
                sc = scene(name, f"bl_bench {test}, {n} shapes of {size} px, {paint_kind}",
                           [bl_command(rng, test, size, paint_kind, i) for i in range(n)])
                sc["width"], sc["height"] = BL_WIDTH, BL_HEIGHT
                yield sc


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", default=None, help="default: benchmarks/scenes (main), benchmarks/results/bl-scenes (bl)")
    ap.add_argument("--family", choices=["main", "bl"], default="main",
                    help="main: the committed scenes; bl: the bl_bench family")
    args = ap.parse_args()
    here = os.path.dirname(os.path.abspath(__file__))
    if args.out is None:
        args.out = os.path.join(here, "scenes") if args.family == "main" else os.path.join(here, "results", "bl-scenes")
    os.makedirs(args.out, exist_ok=True)
    seen = set()
    total = 0
    for sc in (all_scenes() if args.family == "main" else bl_scenes()):
        if sc["name"] in seen:
            continue
        seen.add(sc["name"])
        path = os.path.join(args.out, sc["name"] + ".json")
        with open(path, "w") as f:
            json.dump(sc, f, separators=(",", ":"))
            f.write("\n")
        total += os.path.getsize(path)
    print(f"wrote {len(seen)} scenes, {total / 1e6:.1f} MB, to {args.out}")


if __name__ == "__main__":
    main()
