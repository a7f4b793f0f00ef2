#!/usr/bin/env python3
"""Skia references for the text golden scenes (Tests/LimnerTextTests/TextGoldenTests.swift).

Each Tests/References/text/<scene>.json (written by the Swift test from Limner's layout)
lists runs: a font file, an optional `wght` value, a point size, glyph ids and their
positions, plus the canvas size, background, colour and transform. This script draws exactly
those glyphs at those positions with Skia from the same font files and writes <scene>.png,
so the golden test compares glyph rasterization and compositing only.

Skia settings match Limner's glyph path: anti-aliased edging (no LCD), no hinting, sub-pixel
positioning (x quantised to 1/4 px, y rounded, for axis-aligned text), no embedded bitmaps,
linear metrics.

Gamma: on an ordinary (sRGB) raster surface Skia "preblends" glyph coverage with a fake gamma
and a contrast boost that depend on the text colour's luminance (SkScalerContext's
kFakeGammaAndBoostContrast), which darkens or lightens mid-coverage edge pixels by up to ~45
levels. Limner uses plain coverage, as a path fill does. Skia turns the hack off only when the
destination colour space has linear gamma, so the surface is tagged sRGB-linear and every
colour is given *in that space* (no conversion): the bytes are then the same encoded values
Limner works with, blended source-over in premultiplied 8-bit storage space as Limner does,
and are written to the PNG untagged.

Usage:  .venv/bin/python Tests/References/make_text_references.py [scene ...]
"""
import json
import os
import sys

import skia

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SCENES = os.path.join(ROOT, "Tests", "References", "text")


def tag(name):
    return (ord(name[0]) << 24) | (ord(name[1]) << 16) | (ord(name[2]) << 8) | ord(name[3])


_typefaces = {}


def typeface(path, wght):
    key = (path, wght)
    if key not in _typefaces:
        full = path if os.path.isabs(path) else os.path.join(ROOT, path)
        face = skia.Typeface.MakeFromFile(full)
        if face is None:
            raise SystemExit(f"Skia cannot load {full}")
        if wght is not None:
            coords = skia.FontArguments.VariationPosition.Coordinates(
                [skia.FontArguments.VariationPosition.Coordinate(tag("wght"), float(wght))])
            args = skia.FontArguments()
            args.setVariationDesignPosition(skia.FontArguments.VariationPosition(coords))
            face = face.makeClone(args)
        _typefaces[key] = face
    return _typefaces[key]


def color4f(c):
    return skia.Color4f(c[0], c[1], c[2], c[3])


LINEAR = skia.ColorSpace.MakeSRGBLinear()


def render(scene):
    info = skia.ImageInfo.Make(scene["width"], scene["height"], skia.ColorType.kRGBA_8888_ColorType,
                               skia.AlphaType.kPremul_AlphaType, LINEAR)
    surface = skia.Surface.MakeRaster(info)
    canvas = surface.getCanvas()
    background = skia.Paint(BlendMode=skia.BlendMode.kSrc)
    background.setColor4f(color4f(scene["background"]), LINEAR)
    canvas.drawPaint(background)
    a, b, c, d, tx, ty = scene["transform"]
    # Skia's matrix: [scaleX skewX transX; skewY scaleY transY] for x' = a x + c y + tx.
    canvas.concat(skia.Matrix.MakeAll(a, c, tx, b, d, ty, 0, 0, 1))
    paint = skia.Paint(AntiAlias=True)
    paint.setColor4f(color4f(scene["color"]), LINEAR)
    builder = skia.TextBlobBuilder()
    for run in scene["runs"]:
        font = skia.Font(typeface(run["font"], run.get("wght")), run["size"])
        font.setEdging(skia.Font.Edging.kAntiAlias)
        font.setHinting(skia.FontHinting.kNone)
        font.setSubpixel(True)
        font.setLinearMetrics(True)
        font.setEmbeddedBitmaps(False)
        positions = [skia.Point(x, y) for x, y in zip(run["x"], run["y"])]
        builder.allocRunPos(font, run["glyphs"], positions)
    blob = builder.make()
    if blob is not None:
        canvas.drawTextBlob(blob, 0, 0, paint)
    pixels = surface.toarray(colorType=skia.ColorType.kRGBA_8888_ColorType,
                             alphaType=skia.AlphaType.kPremul_AlphaType, colorSpace=LINEAR)
    return skia.Image.fromarray(pixels, colorType=skia.ColorType.kRGBA_8888_ColorType,
                                alphaType=skia.AlphaType.kPremul_AlphaType)


def main(names):
    files = sorted(f for f in os.listdir(SCENES) if f.endswith(".json"))
    if names:
        files = [f for f in files if f[:-5] in names]
    for f in files:
        with open(os.path.join(SCENES, f)) as fh:
            scene = json.load(fh)
        image = render(scene)
        out = os.path.join(SCENES, f[:-5] + ".png")
        image.save(out, skia.kPNG)
        print(f"wrote {os.path.relpath(out, ROOT)} ({scene['width']}x{scene['height']})")


if __name__ == "__main__":
    main(sys.argv[1:])
