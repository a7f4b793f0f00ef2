#!/usr/bin/env python3
"""Renders the Canvas seed scenes with Skia: the independent references for
Tests/LimnerGraphicsTests/CanvasSeedGoldenTests.swift.

Each Tests/References/canvas/<scene>.json is written by that test from Limner's recorded
display list (paths as SVG path data, paints, stroke parameters, images, groups with clips
and blur filters). This script draws the same geometry with skia-python and writes
<scene>.png beside it. So the references test Limner's rasterization, stroking (Skia strokes
the original path with its own stroker), gradients, image sampling, blur and compositing.
They do not test shaping or layout: text arrives as glyph outlines exported from Limner's
TextLayout (placed where Limner's glyph-mask renderer places them), and Skia fills them.

Usage: .venv/bin/python Tests/References/make_canvas_references.py  (needs skia-python)
"""
import base64
import json
import pathlib
import sys

import skia

HERE = pathlib.Path(__file__).resolve().parent / "canvas"


def parse_path(data, even_odd=False):
    """Absolute M L Q C Z path data, as Limner's Path.description writes it."""
    path = skia.Path()
    tokens = data.split()
    i = 0
    while i < len(tokens):
        cmd = tokens[i]
        i += 1

        def nums(n):
            nonlocal i
            vals = [float(t) for t in tokens[i:i + n]]
            i += n
            return vals

        if cmd == "M":
            path.moveTo(*nums(2))
        elif cmd == "L":
            path.lineTo(*nums(2))
        elif cmd == "Q":
            path.quadTo(*nums(4))
        elif cmd == "C":
            path.cubicTo(*nums(6))
        elif cmd == "Z":
            path.close()
        else:
            raise ValueError(f"unexpected path command {cmd!r}")
    path.setFillType(skia.PathFillType.kEvenOdd if even_odd else skia.PathFillType.kWinding)
    return path


def matrix(m):
    a, b, c, d, tx, ty = m
    return skia.Matrix.MakeAll(a, c, tx, b, d, ty, 0, 0, 1)


def color4f(rgba):
    r, g, b, a = (min(max(v, 0.0), 1.0) for v in rgba)
    return skia.Color4f(r, g, b, a)


def color(rgba):
    return color4f(rgba).toColor()


TILE = {"pad": skia.TileMode.kClamp, "repeat": skia.TileMode.kRepeat, "reflect": skia.TileMode.kMirror}


def make_paint(p, opacity):
    paint = skia.Paint(AntiAlias=True)
    kind = p["type"]
    if kind == "color":
        rgba = list(p["rgba"])
        rgba[3] *= opacity
        paint.setColor4f(color4f(rgba))
        return paint
    stops = p["stops"]
    colors = [color(s[1:]) for s in stops]
    positions = [s[0] for s in stops]
    tile = TILE[p["spread"]]
    if kind == "linear":
        shader = skia.GradientShader.MakeLinear([skia.Point(*p["start"]), skia.Point(*p["end"])], colors, positions, tile)
    elif kind == "radial":
        shader = skia.GradientShader.MakeTwoPointConical(skia.Point(*p["center"]), p["r0"], skia.Point(*p["center"]),
                                                         p["r1"], colors, positions, tile)
    elif kind == "conic":
        import math
        cx, cy = p["center"]
        m = skia.Matrix.RotateDeg(math.degrees(p["angle"]), skia.Point(cx, cy))
        shader = skia.GradientShader.MakeSweep(cx, cy, colors, positions, tile, 0, 360, 0, m)
    else:
        raise ValueError(f"unsupported paint {kind}")
    paint.setShader(shader)
    paint.setAlphaf(opacity)
    return paint


CAPS = {"butt": skia.Paint.kButt_Cap, "round": skia.Paint.kRound_Cap, "square": skia.Paint.kSquare_Cap}
JOINS = {"miter": skia.Paint.kMiter_Join, "round": skia.Paint.kRound_Join, "bevel": skia.Paint.kBevel_Join}


def draw_items(canvas, items):
    for item in items:
        op = item["op"]
        if item.get("blend", "normal") != "normal":
            raise ValueError("only normal blending is used by the seed scenes")
        canvas.save()
        canvas.concat(matrix(item["transform"]))
        if op == "fill":
            paint = make_paint(item["paint"], item["opacity"])
            paint.setAntiAlias(item["aa"])
            canvas.drawPath(parse_path(item["path"], item["evenOdd"]), paint)
        elif op == "stroke":
            paint = make_paint(item["paint"], item["opacity"])
            paint.setStyle(skia.Paint.kStroke_Style)
            paint.setStrokeWidth(item["width"])
            paint.setStrokeCap(CAPS[item["cap"]])
            paint.setStrokeJoin(JOINS[item["join"]])
            paint.setStrokeMiter(item["miter"])
            if item["dash"]:
                paint.setPathEffect(skia.DashPathEffect.Make(item["dash"], item["phase"]))
            canvas.drawPath(parse_path(item["path"]), paint)
        elif op == "image":
            image = skia.Image.MakeFromEncoded(skia.Data.MakeWithCopy(base64.b64decode(item["png"])))
            x, y, w, h = item["rect"]
            paint = skia.Paint(AntiAlias=True)
            paint.setAlphaf(item["opacity"])
            if "tint" in item:
                # Template image: the tint colour where the image has alpha.
                paint.setColorFilter(skia.ColorFilters.Blend(color(item["tint"]["rgba"]), skia.BlendMode.kSrcIn))
            sampling = skia.SamplingOptions(skia.FilterMode.kNearest if item["nearest"] else skia.FilterMode.kLinear)
            canvas.drawImageRect(image, skia.Rect.MakeXYWH(x, y, w, h), sampling, paint)
        elif op == "group":
            for clip in item["clips"]:
                path = parse_path(clip["path"], clip["evenOdd"])
                path.transform(matrix(clip["transform"]))
                canvas.clipPath(path, skia.ClipOp.kDifference if clip["inverse"] else skia.ClipOp.kIntersect, True)
            if item["layer"] or item["opacity"] != 1:
                paint = skia.Paint()
                paint.setAlphaf(item["opacity"])
                image_filter = None
                for f in item["filters"]:
                    sigma = f["radius"]
                    if f["linearColor"]:
                        to_linear = skia.ImageFilters.ColorFilter(skia.ColorFilters.SRGBToLinearGamma(), image_filter)
                        blurred = skia.ImageFilters.Blur(sigma, sigma, skia.TileMode.kDecal, to_linear)
                        image_filter = skia.ImageFilters.ColorFilter(skia.ColorFilters.LinearToSRGBGamma(), blurred)
                    else:
                        image_filter = skia.ImageFilters.Blur(sigma, sigma, skia.TileMode.kDecal, image_filter)
                if image_filter is not None:
                    paint.setImageFilter(image_filter)
                canvas.saveLayer(None, paint)
                draw_items(canvas, item["content"])
                canvas.restore()
            else:
                draw_items(canvas, item["content"])
        else:
            raise ValueError(f"unknown op {op}")
        canvas.restore()


def render(scene_path):
    scene = json.loads(scene_path.read_text())
    surface = skia.Surface.MakeRaster(skia.ImageInfo.Make(scene["width"], scene["height"],
                                                          skia.ColorType.kRGBA_8888_ColorType,
                                                          skia.AlphaType.kPremul_AlphaType))
    canvas = surface.getCanvas()
    canvas.clear(skia.ColorTRANSPARENT)
    canvas.scale(scene["scale"], scene["scale"])
    draw_items(canvas, scene["items"])
    out = scene_path.with_suffix(".png")
    surface.makeImageSnapshot().save(str(out), skia.kPNG)
    print(f"wrote {out.relative_to(HERE.parent.parent.parent)}")


def main():
    scenes = sorted(HERE.glob("*.json"))
    if not scenes:
        sys.exit(f"no scenes in {HERE}: run the CanvasSeedGoldenTests first")
    for s in scenes:
        render(s)


if __name__ == "__main__":
    main()
