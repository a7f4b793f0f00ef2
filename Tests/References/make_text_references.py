#!/usr/bin/env python3
"""Skia references for the text golden scenes (Tests/LimnerTextTests/TextGoldenTests.swift).

Each Tests/References/text/<scene>.json (written by the Swift test from Limner's layout)
lists runs: a font file, an optional `wght` value, a point size, glyph ids and their
positions, plus the canvas size, background, colour and transform. This script draws exactly
those glyphs at those positions with Skia from the same font files and writes <scene>.png,
so the golden test compares glyph rasterization and compositing only.

Each glyph is filled as its outline (from FreeType via Skia, independent of Limner's
HarfBuzz outlines), unhinted, anti-aliased, composited source-over on an N32 premultiplied
surface, at the position the glyph-cache policy gives (see render()).

Usage:  .venv/bin/python Tests/References/make_text_references.py [scene ...]
"""
import json
import math
import os
import sys

import skia

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SCENES = os.path.join(ROOT, "Tests", "References", "text")
# GlyphCache.maximumPixelSize in Sources/LimnerText/Rendering/GlyphCache.swift.
MAX_MASK_PIXEL_SIZE = 256


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


def render(scene):
    surface = skia.Surface.MakeRaster(skia.ImageInfo.MakeN32Premul(scene["width"], scene["height"]))
    canvas = surface.getCanvas()
    canvas.clear(color4f(scene["background"]))
    a, b, c, d, tx, ty = scene["transform"]
    # Skia's matrix: [scaleX skewX transX; skewY scaleY transY] for x' = a x + c y + tx.
    canvas.concat(skia.Matrix.MakeAll(a, c, tx, b, d, ty, 0, 0, 1))
    paint = skia.Paint(AntiAlias=True, Color4f=color4f(scene["color"]))
    # Each glyph is drawn as its outline path (Skia's FreeType-based outline extraction,
    # independent of Limner's HarfBuzz one) through Skia's path rasterizer. drawTextBlob is
    # deliberately not used: Skia's glyph masks go through a gamma/contrast "preblend" that
    # thins dark text on light backgrounds (about 3 % less ink for 90 pt black on white),
    # which is a text-rendering policy of Skia's, not coverage. Limner applies no such
    # adjustment.
    #
    # Glyph placement follows the glyph-cache policy both Skia's and Limner's text pipelines
    # use for axis-aligned text at most MAX_MASK_PIXEL_SIZE px: the device-space origin snaps
    # x to a quarter pixel and y to a whole pixel, and the pixel size to 1/16 px. Other text
    # (rotated, skewed, huge) is filled at its exact position.
    cached = b == 0 and c == 0 and a == d and a > 0
    for run in scene["runs"]:
        pixel_size = run["size"] * a
        if cached and pixel_size <= MAX_MASK_PIXEL_SIZE:
            font = skia.Font(typeface(run["font"], run.get("wght")), round(pixel_size * 16) / 16)
            font.setHinting(skia.FontHinting.kNone)
            font.setLinearMetrics(True)
            canvas.save()
            canvas.resetMatrix()
            for glyph, x, y in zip(run["glyphs"], run["x"], run["y"]):
                dx, dy = a * x + tx, d * y + ty
                qx = math.floor(dx * 4 + 0.5) / 4
                qy = math.floor(dy + 0.5)
                outline = font.getPath(glyph)
                if outline is None:
                    continue
                outline.offset(qx, qy)
                canvas.drawPath(outline, paint)
            canvas.restore()
        else:
            font = skia.Font(typeface(run["font"], run.get("wght")), run["size"])
            font.setHinting(skia.FontHinting.kNone)
            font.setLinearMetrics(True)
            for glyph, x, y in zip(run["glyphs"], run["x"], run["y"]):
                outline = font.getPath(glyph)
                if outline is None:
                    continue
                outline.offset(x, y)
                canvas.drawPath(outline, paint)
    return surface.makeImageSnapshot()


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
