#!/usr/bin/env python3
"""Renders every Tests/References/scenes/*.json with Skia to Tests/References/expected/<name>.png.

Skia (skia-python) is the accuracy oracle: an independent renderer that draws the same scene
description (docs/SCENE-FORMAT.md). Never regenerate a reference from Limner's own output.

Usage:  make references            (creates .venv, then runs this script)
        .venv/bin/python Tests/References/make_references.py [scene-name ...]

Output: standard 8-bit RGBA PNGs (straight alpha, as PNG defines). Skia renders into a
premultiplied RGBA_8888 surface; the premultiplied bytes are un-premultiplied with rounding,
c' = (c·255 + a/2) div a, which is exactly invertible: premultiplying again with
round(c'·a/255) gives back every premultiplied byte (checked by `check_premultiplied_round_trip`),
so the PNG carries the premultiplied image losslessly. The PNG writer is a few lines of zlib
below, so the bytes do not depend on an encoder's version.

How each part of a scene maps to Skia
-------------------------------------
Coverage. Skia's own anti-aliasing samples 4 sub-scanlines per pixel; measured against exact
area coverage it is off by up to 29 levels (of 255) on edge pixels. Limner computes exact area
coverage, as Core Graphics does, so a reference drawn with Skia's AA directly would hide real
edge errors under a loose tolerance. Instead each anti-aliased command's coverage is rendered by
Skia at 16× scale (anti-aliased) into an A8 mask and box-filtered down 16×16; that is within
2 levels of exact area coverage on the probes (tilted quads, triangles, slivers). Aliased
commands (`antialias: false`) sample pixel centres: the path is flattened here in double
precision to 0.001 px and each centre's winding number is computed exactly (`aliased_mask`).
Skia's non-AA scan conversion is not used for them: its 1× curve flattening misplaced circle
edges by up to 0.17 px (30 wrong pixels on aliasing-circle-aliased) and its 16.16 fixed-point
edges misplaced centres up to 0.015 px from an edge (8 on aliasing-star-aliased). The coverage mask is then drawn with `canvas.drawImage` of the A8 image and the
command's paint, so colour, gradient and compositing (source-over) are Skia's.

Geometry (user space; the transform is concatenated to the canvas matrix):
  move/line/quad/cubic/close → moveTo/lineTo/quadTo/cubicTo/close.
  lines       → moveTo(p0) then lineTo(p…) (SwiftUI's addLines).
  rect(s)     → addRect(rect, kCW, 0): starts at (minX, minY), clockwise on a y-down screen, as
                Core Graphics' addRect (counter-clockwise in its y-up terms).
  ellipse     → addOval(rect, kCW, 1): starts at (maxX, midY), clockwise on screen, as
                CGPathAddEllipseInRect. Skia draws exact conics, Core Graphics 4 cubics
                (k = 0.5523); they differ by at most 2.7e-4 of the radius (0.03 px at r = 100).
  roundedRect circular   → addRRect(rect, rx, ry, kCW). Corner sizes are limited first by
                `corner_radii`: both scaled by one factor until rx ≤ w/2 and ry ≤ h/2 (for
                equal radii: half the shorter side, a capsule), so Skia's own scaling never
                applies.
  roundedRect continuous → cubics built here from the published iOS 7 constants
                (PaintCode's IOS7RoundedRect, incl. its tiny line),
                radii limited by `corner_radii` with extent 1.52866483 (equal radii:
                min(r, min(w, h)/2/1.52866483)); starts on the right edge, clockwise on screen.
  arc         → arcTo(oval, start°, sweep°, forceMoveTo=False): Skia adds the connecting line
                from an open subpath, as Core Graphics does. Angles are radians from +x,
                increasing clockwise on a y-down screen (Skia's convention too). SwiftUI's
                `clockwise: true` draws counter-clockwise on screen,
                so: clockwise false → sweep = end − start, raised by 2π until ≥ 0;
                clockwise true → sweep lowered by 2π until ≤ 0.
  relativeArc → arcTo(oval, start°, delta°, False).
  tangentArc  → arcTo(x1, y1, x2, y2, r): both are PostScript `arct` (CGPathAddArcToPoint).
  path (SVG)  → skia-python does not expose SkParsePath, so `svg_path` below is a small
                independent parser of the SVG 1.1 path grammar (implicit repeats, compact
                numbers, smooth curves, compact arc flags). Elliptical arcs use Skia's
                SVG-semantics arcTo(rx, ry, rotation, large, sweep, x, y) (radii scaled up when
                too small, sweep flag 1 = clockwise on screen).
  fillRule    → kWinding / kEvenOdd.
  huge paths  → when a mapped control point lies beyond ±16384 supersampled pixels, the path
                is mapped and its curves flattened here in double precision (1/320 px) and
                Skia fills the polygon: its curve scan conversion drops such curves (seen on
                extreme-huge-curve, whose cubic has control points at ±1e6 · 16), while it
                clips huge lines correctly.
Paint:
  solid       → Color4f (straight alpha) × opacity.
  linear      → GradientShader.MakeLinear; radial → MakeTwoPointConical (HTML canvas
                semantics); conic → MakeSweep(cx, cy) with start angle applied by a local
                rotation about the centre. Spread pad/repeat/reflect → TileMode
                kClamp/kRepeat/kMirror. Colours interpolate unpremultiplied (flags = 0, Skia's
                default). skia-python takes stop colours as 8-bit ARGB (≤ 0.5 level of
                quantisation before interpolation). The command's transform becomes the
                shader's local matrix (the canvas draws the mask untransformed).
  opacity     → paint alpha (multiplies the shader's or colour's alpha).
  background  → drawColor(Color4f, kSrc) on a transparent premultiplied canvas.
Strokes and trims (applied in this order: trim, dash, stroke; then the outline is filled as
above, non-zero, so strokes get the same 16× area coverage as fills):
  trim        → this script's own arc-length trim over all contours (`trim_path`), measured
                with skia.PathMeasure (resScale 64) and cut with getSegment: fractions
                clamped to 0…1, from ≥ to → nothing, 0…1 → the path unchanged, a closed contour
                kept whole stays closed (Limner's documented rule; SkTrimPathEffect would leave
                it open). Length runs over all contours, closing lines included.
  dash        → skia.DashPathEffect(intervals, phase); an odd count is repeated (CG/SVG rule;
                Skia wants an even count). All-zero patterns, or patterns that would make more
                than 100 000 dashes (Limner's documented bound), draw solid. Skia restarts the
                pattern at every contour and joins the last dash of a closed contour to the
                first across its start; Limner does the same.
  stroke      → Paint.getFillPath with kStroke_Style, width, cap (kButt/kRound/kSquare), join
                (kMiter/kRound/kBevel), miter limit, resScale = the transform's largest stretch
                × 16: Skia's stroker makes the outline in user space, so a non-uniform scale
                draws an elliptical pen, as Core Graphics does.
  width 0     → a hairline one device pixel wide: the (dashed) path is mapped to device space
                and stroked there with width 1 and bevel joins (Limner's definition). Skia's own
                hairline rasterizer is not used: its coverage is not area coverage (a diagonal
                hairline gets 1/√2 of a 1-px band's ink), for the same reason Skia's AA is not
                used for fills.
Dithering is off.

Blend modes, layers, masks and clips (docs/SCENE-FORMAT.md, "Layers, masks and clips")
------------------------------------------------------------------------------------
Limner's model (Sources/LimnerRaster/Blending/BlendMode.swift) is: R = blend(S, D) at full
coverage, then coverage c as a lerp, D' = D + c·(R − D), with c = shape coverage × clip
coverage (× layer opacity × mask for a layer). A command's opacity scales its paint (source
alpha), as Core Graphics' global alpha does. The reference keeps the two parts separate:
  blend       Skia computes R: a copy of the destination gets the paint drawn over the whole
              canvas (drawPaint) with the mode's SkBlendMode, or for a layer the layer image
              drawn with it (drawImage). normal → kSrcOver, multiply → kMultiply, … (BLEND
              below; copy → kSrc, sourceIn → kSrcIn, plusLighter → kPlus, …). Skia's kPlus is
              min(1, S + D) on all four channels, exactly Apple's plusLighter.
  plusDarker  Skia has no such mode. R is computed here in numpy (float64) from the formula
              Limner documents: Ra = min(1, Sa + Da), Rc = max(0, Ra − ((Sa − Sc) + (Da − Dc))),
              the premultiplied reading of Apple's R = max(0, 1 − ((1 − D) + (1 − S))), equal to
              it wherever both pixels are opaque (the scene has such regions). The source S is
              the paint drawn by Skia with kSrc.
  coverage    applied here in numpy (float64, rounded once): D' = round(D + c·(R − D)). This is
              also what Skia does for modes that cannot treat coverage as alpha; for kPlus Skia
              would scale the source by coverage instead (min(1, c·S + D)), which is not the
              model Limner documents, so coverage is not left to Skia.
  clips       each clip path's coverage is `coverage_mask` (16× box-filtered, or exact centres
              when aliased), 255 − it when inverse; nested clips multiply. A clip lasts to the
              end of its command list.
  layers      the layer's list is rendered into its own transparent surface (recursively),
              then composited as above: Skia draws the layer image with paint alpha = opacity
              (opacity scales the layer, as Skia's saveLayer alpha and Core Graphics' alpha
              do; for plusDarker numpy scales it), and c = mask × current clip.
  masks       the mask's list is rendered into a transparent surface; coverage = its alpha, or
              round(0.2125·R + 0.7154·G + 0.0721·B) of the premultiplied bytes (= luminance of
              the straight colour times alpha; Limner's and SwiftUI's luminanceToAlpha
              coefficients, not Skia's Rec. 709 SkLumaColorFilter ones); 255 − it when inverse.
Source-over commands outside any clip still go through Skia's own drawImage of the coverage
mask (the path used before layers existed; identical up to rounding).
"""

import glob
import json
import math
import os
import struct
import sys
import zlib

import numpy as np
import skia

HERE = os.path.dirname(os.path.abspath(__file__))
SCENES = os.path.join(HERE, "scenes")
EXPECTED = os.path.join(HERE, "expected")
SUPERSAMPLE = 16


class SceneError(Exception):
    pass


# ------------------------------------------------------------------------------------------
# PNG output

def write_png(path, rgba):
    """Writes straight-alpha RGBA8 (h × w × 4 uint8) as a PNG, filter 0, zlib level 9."""
    h, w, _ = rgba.shape
    raw = b"".join(b"\x00" + rgba[y].tobytes() for y in range(h))

    def chunk(kind, data):
        c = struct.pack(">I", len(data)) + kind + data
        return c + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    png = (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 6, 0, 0, 0))
           + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))
    with open(path, "wb") as f:
        f.write(png)


def unpremultiply(premul):
    """Premultiplied RGBA8 → straight RGBA8, c' = (c·255 + a/2) div a (0 where a = 0)."""
    p = premul.astype(np.int64)
    a = p[..., 3:4]
    safe = np.maximum(a, 1)
    rgb = np.where(a > 0, np.minimum(255, (p[..., :3] * 255 + safe // 2) // safe), 0)
    return np.concatenate([rgb, a], axis=-1).astype(np.uint8)


def premultiply(straight):
    """Straight RGBA8 → premultiplied, round(c·a/255) (as Limner's PremultipliedPixel)."""
    s = straight.astype(np.int64)
    t = s[..., :3] * s[..., 3:4] + 128
    rgb = (t + (t >> 8)) >> 8
    return np.concatenate([rgb, s[..., 3:4]], axis=-1).astype(np.uint8)


def check_premultiplied_round_trip():
    a = np.repeat(np.arange(256), 256)
    c = np.tile(np.arange(256), 256)
    keep = c <= a
    px = np.stack([c[keep], c[keep], c[keep], a[keep]], axis=-1).astype(np.uint8)
    assert np.array_equal(premultiply(unpremultiply(px)), px), "premultiplied PNG round trip is lossy"


# ------------------------------------------------------------------------------------------
# Geometry

def number(v, where):
    if isinstance(v, bool) or not isinstance(v, (int, float)) or not math.isfinite(v):
        raise SceneError(f"{where}: expected a finite number, got {v!r}")
    return float(v)


def point(v, where):
    if not isinstance(v, list) or len(v) != 2:
        raise SceneError(f"{where}: expected [x, y], got {v!r}")
    return number(v[0], where), number(v[1], where)


def rect(v, where):
    if not isinstance(v, list) or len(v) != 4:
        raise SceneError(f"{where}: expected [x, y, w, h], got {v!r}")
    x, y, w, h = (number(c, where) for c in v)
    # CGRect semantics: a negative size extends the other way (standardised).
    if w < 0:
        x, w = x + w, -w
    if h < 0:
        y, h = y + h, -h
    return x, y, w, h


def skrect(x, y, w, h):
    return skia.Rect.MakeXYWH(x, y, w, h)


# The published iOS 7 continuous-corner constants, top-right corner,
# in corner-local units: first coordinate along the incoming edge away from the corner, second
# along the outgoing edge away from the corner.
CONTINUOUS_EXTENT = 1.52866483
CONTINUOUS_CORNER = [
    ("line", [(1.52866483, 0)]),
    ("cubic", [(1.08849323, 0), (0.86840689, 0), (0.66993427, 0.06549600)]),
    ("line", [(0.63149399, 0.07491100)]),
    ("cubic", [(0.37282392, 0.16905899), (0.16906013, 0.37282401), (0.07491176, 0.63149399)]),
    ("cubic", [(0, 0.86840701), (0, 1.08849299), (0, 1.52866483)]),
]


def corner_radii(w, h, cw, ch, extent):
    """Corner radii limited so the corners fit: both scaled by one factor
    min(1, w/2/extent/cw, h/2/extent/ch), extent = how far a corner reaches along an edge in
    radii (1 circular, 1.52866483 continuous). For equal radii this is
    min(r, min(w, h)/2/extent) on both axes (a capsule when r is large); Limner's
    `addRoundedRect` does the same for unequal ones."""
    if cw <= 0 or ch <= 0:
        return 0.0, 0.0
    k = min(1.0, w / 2 / extent / cw, h / 2 / extent / ch)
    return cw * k, ch * k


def add_continuous_rounded_rect(path, x, y, w, h, cw, ch):
    rx, ry = corner_radii(w, h, cw, ch, CONTINUOUS_EXTENT)
    if rx <= 0 or ry <= 0:
        path.addRect(skrect(x, y, w, h), skia.PathDirection.kCW, 0)
        return
    # Corners clockwise on screen from top-right. Each: corner point, unit vector along the
    # incoming edge pointing away from the corner (scaled by the radius on that axis), and
    # along the outgoing edge.
    corners = [
        ((x + w, y), (-rx, 0), (0, ry)),       # top-right: in along the top edge, out down
        ((x + w, y + h), (0, -ry), (-rx, 0)),  # bottom-right
        ((x, y + h), (rx, 0), (0, -ry)),       # bottom-left
        ((x, y), (0, ry), (rx, 0)),            # top-left
    ]

    def at(corner, u, v, a, b):
        return corner[0] + a * u[0] + b * v[0], corner[1] + a * u[1] + b * v[1]

    path.moveTo(x + w, y + h / 2)
    # The start on the right edge means the first corner drawn is bottom-right.
    order = [1, 2, 3, 0]
    for i in order:
        corner, u, v = corners[i]
        for kind, pts in CONTINUOUS_CORNER:
            mapped = [at(corner, u, v, a, b) for a, b in pts]
            if kind == "line":
                path.lineTo(*mapped[0])
            else:
                path.cubicTo(*mapped[0], *mapped[1], *mapped[2])
    path.close()


def arc_sweep(start, end, clockwise):
    sweep = end - start
    if not clockwise:
        while sweep < 0:
            sweep += 2 * math.pi
    else:
        while sweep > 0:
            sweep -= 2 * math.pi
    return sweep


def add_arc(path, cx, cy, r, start, sweep):
    oval = skrect(cx - r, cy - r, 2 * r, 2 * r)
    if r <= 0:
        # A zero-radius arc is a point: a line to (or a move to) the centre.
        if path.countVerbs() == 0:
            path.moveTo(cx, cy)
        else:
            path.lineTo(cx, cy)
        return
    path.arcTo(oval, math.degrees(start), math.degrees(sweep), False)


def build_ops(ops, where):
    path = skia.Path()
    if not isinstance(ops, list):
        raise SceneError(f"{where}: ops must be a list")
    for i, op in enumerate(ops):
        w = f"{where}.ops[{i}]"
        kind = op.get("op")
        if kind == "move":
            path.moveTo(*point(op["to"], w))
        elif kind == "line":
            path.lineTo(*point(op["to"], w))
        elif kind == "lines":
            pts = [point(p, w) for p in op["points"]]
            if pts:
                path.moveTo(*pts[0])
                for p in pts[1:]:
                    path.lineTo(*p)
        elif kind == "quad":
            path.quadTo(*point(op["control"], w), *point(op["to"], w))
        elif kind == "cubic":
            path.cubicTo(*point(op["control1"], w), *point(op["control2"], w), *point(op["to"], w))
        elif kind == "close":
            path.close()
        elif kind == "rect":
            path.addRect(skrect(*rect(op["rect"], w)), skia.PathDirection.kCW, 0)
        elif kind == "rects":
            for r in op["rects"]:
                path.addRect(skrect(*rect(r, w)), skia.PathDirection.kCW, 0)
        elif kind == "ellipse":
            path.addOval(skrect(*rect(op["rect"], w)), skia.PathDirection.kCW, 1)
        elif kind == "roundedRect":
            x, y, rw, rh = rect(op["rect"], w)
            cw, ch = point(op["cornerSize"], w)
            cw, ch = max(cw, 0), max(ch, 0)
            style = op.get("style", "continuous")
            if style == "circular":
                cw, ch = corner_radii(rw, rh, cw, ch, 1.0)
                path.addRRect(skia.RRect.MakeRectXY(skrect(x, y, rw, rh), cw, ch), skia.PathDirection.kCW, 2)
            elif style == "continuous":
                add_continuous_rounded_rect(path, x, y, rw, rh, cw, ch)
            else:
                raise SceneError(f"{w}.style: unknown style {style!r}")
        elif kind == "arc":
            cx, cy = point(op["center"], w)
            start, end = number(op["startAngle"], w), number(op["endAngle"], w)
            add_arc(path, cx, cy, number(op["radius"], w), start, arc_sweep(start, end, bool(op["clockwise"])))
        elif kind == "relativeArc":
            cx, cy = point(op["center"], w)
            add_arc(path, cx, cy, number(op["radius"], w), number(op["startAngle"], w), number(op["delta"], w))
        elif kind == "tangentArc":
            path.arcTo(*point(op["tangent1End"], w), *point(op["tangent2End"], w), number(op["radius"], w))
        else:
            raise SceneError(f"{w}: unknown op {kind!r}")
    return path


# --- SVG path data (SVG 1.1 grammar), an independent parser --------------------------------

SVG_ARGS = {"M": 2, "L": 2, "H": 1, "V": 1, "C": 6, "S": 4, "Q": 4, "T": 2, "A": 7, "Z": 0}


def svg_tokens(d):
    """Splits SVG path data into commands (str) and numbers (float).

    Numbers follow the SVG grammar: sign, digits, fraction, exponent; a second '.' or a sign
    starts the next number ("1.5.5" is 1.5 and .5; "1-2" is 1 and -2). The arc flags (4th and
    5th arguments of A/a) are single characters '0' or '1' and need no separator ("a1 1 0 1110 10").
    """
    tokens = []
    i, n = 0, len(d)
    cmd, count = None, 0
    while i < n:
        ch = d[i]
        if ch in " \t\r\n,":
            i += 1
            continue
        if ch.upper() in SVG_ARGS:
            cmd, count = ch.upper(), 0
            tokens.append(ch)
            i += 1
            continue
        if cmd == "A" and count % 7 in (3, 4):
            if ch not in "01":
                raise SceneError(f"bad arc flag at offset {i}: {d[i:i + 10]!r}")
            tokens.append(float(ch))
            count += 1
            i += 1
            continue
        j = i
        if d[j] in "+-":
            j += 1
        digits = False
        while j < n and d[j].isdigit():
            j += 1
            digits = True
        if j < n and d[j] == ".":
            j += 1
            while j < n and d[j].isdigit():
                j += 1
                digits = True
        if not digits:
            raise SceneError(f"bad SVG path data at offset {i}: {d[i:i + 10]!r}")
        if j < n and d[j] in "eE":
            k = j + 1
            if k < n and d[k] in "+-":
                k += 1
            if k < n and d[k].isdigit():
                while k < n and d[k].isdigit():
                    k += 1
                j = k
        tokens.append(float(d[i:j]))
        count += 1
        i = j
    return tokens


def svg_path(d, where):
    try:
        tokens = svg_tokens(d)
    except SceneError as e:
        raise SceneError(f"{where}: {e}")
    path = skia.Path()
    i = 0
    cur = (0.0, 0.0)
    start = (0.0, 0.0)
    last_ctrl = None  # (kind, point) of the previous curve's last control point
    cmd = None
    while i < len(tokens):
        t = tokens[i]
        if isinstance(t, str):
            cmd = t
            i += 1
            if cmd in "Zz":
                path.close()
                cur = start
                last_ctrl = None
                continue
        elif cmd is None:
            raise SceneError(f"{where}: SVG path data must start with a command")
        elif cmd in "Zz":
            raise SceneError(f"{where}: numbers after Z")
        up = cmd.upper()
        nargs = SVG_ARGS[up]
        args = tokens[i:i + nargs]
        if len(args) < nargs or any(isinstance(a, str) for a in args):
            raise SceneError(f"{where}: command {cmd} needs {nargs} numbers")
        i += nargs
        rel = cmd.islower()
        ox, oy = cur if rel else (0.0, 0.0)
        if up == "M":
            cur = (ox + args[0], oy + args[1])
            start = cur
            path.moveTo(*cur)
            cmd = "l" if rel else "L"  # implicit repeats of M are lines
            last_ctrl = None
        elif up == "L":
            cur = (ox + args[0], oy + args[1])
            path.lineTo(*cur)
            last_ctrl = None
        elif up == "H":
            cur = ((cur[0] if rel else 0.0) + args[0], cur[1])
            path.lineTo(*cur)
            last_ctrl = None
        elif up == "V":
            cur = (cur[0], (cur[1] if rel else 0.0) + args[0])
            path.lineTo(*cur)
            last_ctrl = None
        elif up in "CS":
            if up == "C":
                c1 = (ox + args[0], oy + args[1])
                c2 = (ox + args[2], oy + args[3])
                end = (ox + args[4], oy + args[5])
            else:
                c1 = (2 * cur[0] - last_ctrl[1][0], 2 * cur[1] - last_ctrl[1][1]) \
                    if last_ctrl and last_ctrl[0] == "C" else cur
                c2 = (ox + args[0], oy + args[1])
                end = (ox + args[2], oy + args[3])
            path.cubicTo(*c1, *c2, *end)
            last_ctrl = ("C", c2)
            cur = end
        elif up in "QT":
            if up == "Q":
                c = (ox + args[0], oy + args[1])
                end = (ox + args[2], oy + args[3])
            else:
                c = (2 * cur[0] - last_ctrl[1][0], 2 * cur[1] - last_ctrl[1][1]) \
                    if last_ctrl and last_ctrl[0] == "Q" else cur
                end = (ox + args[0], oy + args[1])
            path.quadTo(*c, *end)
            last_ctrl = ("Q", c)
            cur = end
        elif up == "A":
            rx, ry, rot, large, sweep = abs(args[0]), abs(args[1]), args[2], args[3], args[4]
            end = (ox + args[5], oy + args[6])
            if large not in (0.0, 1.0) or sweep not in (0.0, 1.0):
                raise SceneError(f"{where}: arc flags must be 0 or 1")
            if path.countVerbs() == 0:
                path.moveTo(*cur)
            path.arcTo(rx, ry, rot,
                       skia.Path.ArcSize.kLarge_ArcSize if large else skia.Path.ArcSize.kSmall_ArcSize,
                       skia.PathDirection.kCW if sweep else skia.PathDirection.kCCW, *end)
            cur = end
            last_ctrl = None
    return path


def build_path(c, where):
    if "path" in c and "ops" in c:
        raise SceneError(f"{where}: has both path and ops")
    if "path" in c:
        if not isinstance(c["path"], str):
            raise SceneError(f"{where}.path: expected a string")
        return svg_path(c["path"], where + ".path")
    if "ops" in c:
        return build_ops(c["ops"], where)
    raise SceneError(f"{where}: needs path or ops")


# ------------------------------------------------------------------------------------------
# Trims and strokes

CAPS = {"butt": skia.Paint.kButt_Cap, "round": skia.Paint.kRound_Cap, "square": skia.Paint.kSquare_Cap}
JOINS = {"miter": skia.Paint.kMiter_Join, "round": skia.Paint.kRound_Join, "bevel": skia.Paint.kBevel_Join}
MAXIMUM_DASHES = 100_000


class _Contour:
    """One contour of skia.PathMeasure, captured (PathMeasure moves on with nextContour)."""

    def __init__(self, measure):
        self.length, self.closed = measure.getLength(), measure.isClosed()
        self.measure = measure

    def getLength(self):
        return self.length

    def isClosed(self):
        return self.closed


def measure_contours(path, res_scale):
    """Each contour Skia measures (zero-length ones are skipped by Skia), as `_Contour`s.
    skia-python has PathMeasure but not ContourMeasureIter, so contour k is reached by a fresh
    PathMeasure advanced k times."""
    out = []
    k = 0
    while True:
        m = skia.PathMeasure(path, False, res_scale)
        if any(not m.nextContour() for _ in range(k)):
            return out
        if m.getLength() > 0 or m.isClosed():
            out.append(_Contour(m))
        k += 1
        if k > 10000:
            raise SceneError("too many contours")


def trim_path(path, trim, where):
    """The part of `path` between two fractions of its total length (see the module comment)."""
    if not isinstance(trim, list) or len(trim) != 2:
        raise SceneError(f"{where}: expected [from, to]")
    f, t = (min(1.0, max(0.0, number(v, where))) for v in trim)
    if f >= t:
        return skia.Path()
    if f <= 0 and t >= 1:
        return path
    contours = measure_contours(path, 64)
    total = sum(c.getLength() for c in contours)
    d0, d1 = f * total, t * total
    out = skia.Path()
    offset = 0.0
    for c in contours:
        length = c.getLength()
        a, b = max(d0 - offset, 0.0), min(d1 - offset, length)
        if a < b:
            # skia-python's getSegment replaces dst's contents, so each piece is appended.
            piece = skia.Path()
            c.measure.getSegment(a, b, piece, True)
            out.addPath(piece)
            if a <= 0 and b >= length and c.isClosed():
                out.close()
        offset += length
    return out


def dash_effect(path, intervals, phase):
    """skia.DashPathEffect for the pattern, or None for a solid stroke (see the module comment)."""
    if not intervals:
        return None
    if len(intervals) % 2 == 1:
        intervals = intervals + intervals
    period = sum(intervals)
    if period <= 0 or any(v < 0 for v in intervals):
        return None
    measured = measure_contours(path, 1)
    total = sum(c.getLength() for c in measured)
    contours = len(measured)
    if (total / period + contours) * (len(intervals) // 2) > MAXIMUM_DASHES:
        return None
    return skia.DashPathEffect.Make(intervals, phase)


def largest_stretch(m):
    a, b, c, d = m.getScaleX(), m.getSkewY(), m.getSkewX(), m.getScaleY()
    p, q, r = a * a + b * b, c * c + d * d, a * c + b * d
    return math.sqrt((p + q + math.sqrt((p - q) ** 2 + 4 * r * r)) / 2)


def stroke_outline(path, spec, matrix, where):
    """(outline, matrix to fill it with): the stroke's outline made by Skia's stroker."""
    if not isinstance(spec, dict):
        raise SceneError(f"{where}: expected an object")
    width = number(spec.get("width", 1), where + ".width")
    cap, join = spec.get("cap", "butt"), spec.get("join", "miter")
    if cap not in CAPS or join not in JOINS:
        raise SceneError(f"{where}: unknown cap or join")
    dash = [number(v, where + ".dash") for v in spec.get("dash", [])]
    effect = dash_effect(path, dash, number(spec.get("dashPhase", 0), where + ".dashPhase"))
    if effect is not None:
        dasher = skia.Paint()
        dasher.setStyle(skia.Paint.kStroke_Style)
        dasher.setStrokeWidth(0)
        dasher.setPathEffect(effect)
        dashed = skia.Path()
        # Measure finely: Skia's arc lengths come from a polygon within 0.5 / resScale px, so
        # at resScale 1 (or even 16) dash ends drift along curves by up to 0.06 px.
        dasher.getFillPath(path, dashed, None, max(1.0, largest_stretch(matrix)) * 256)
        path = dashed
    paint = skia.Paint()
    paint.setStyle(skia.Paint.kStroke_Style)
    paint.setStrokeCap(CAPS[cap])
    paint.setStrokeJoin(JOINS[join])
    paint.setStrokeMiter(number(spec.get("miterLimit", 10), where + ".miterLimit"))
    out = skia.Path()
    if width == 0:
        paint.setStrokeWidth(1)
        paint.setStrokeJoin(skia.Paint.kBevel_Join)
        device = skia.Path(path)
        device.transform(matrix)
        paint.getFillPath(device, out, None, SUPERSAMPLE)
        out.setFillType(skia.PathFillType.kWinding)
        return out, skia.Matrix()
    paint.setStrokeWidth(width)
    paint.getFillPath(path, out, None, largest_stretch(matrix) * SUPERSAMPLE)
    out.setFillType(skia.PathFillType.kWinding)
    return out, matrix


# ------------------------------------------------------------------------------------------
# Paint

TILE = {"pad": skia.TileMode.kClamp, "repeat": skia.TileMode.kRepeat, "reflect": skia.TileMode.kMirror}


def color4f(v, where):
    if not isinstance(v, list) or len(v) != 4:
        raise SceneError(f"{where}: expected [r, g, b, a]")
    r, g, b, a = (min(1.0, max(0.0, number(x, where))) for x in v)
    return skia.Color4f(r, g, b, a)


def stops(paint, where):
    raw = paint.get("stops")
    if not isinstance(raw, list) or not raw:
        raise SceneError(f"{where}.stops: expected a non-empty list")
    parsed = []
    for k, s in enumerate(raw):
        if not isinstance(s, list) or len(s) != 5:
            raise SceneError(f"{where}.stops[{k}]: expected [location, r, g, b, a]")
        location = number(s[0], where)
        if not 0 <= location <= 1 or (parsed and location < parsed[-1][0]):
            raise SceneError(f"{where}.stops[{k}]: locations must be in 0…1 and non-decreasing")
        parsed.append((location, color4f(s[1:], f"{where}.stops[{k}]")))
    return [c.toColor() for _, c in parsed], [p for p, _ in parsed]


def affine(t, where):
    if t is None:
        return skia.Matrix()
    if not isinstance(t, list) or len(t) != 6:
        raise SceneError(f"{where}.transform: expected [a, b, c, d, tx, ty]")
    a, b, c, d, tx, ty = (number(v, where + ".transform") for v in t)
    # Core Graphics (a, b, c, d, tx, ty): x' = a·x + c·y + tx, y' = b·x + d·y + ty.
    return skia.Matrix.MakeAll(a, c, tx, b, d, ty, 0, 0, 1)


def make_paint(c, matrix, where):
    paint = skia.Paint()
    paint.setDither(False)
    spec = c.get("paint", {"type": "solid", "color": [0, 0, 0, 1]})
    w = where + ".paint"
    kind = spec.get("type")
    opacity = min(1.0, max(0.0, number(c.get("opacity", 1), where + ".opacity")))
    if kind == "solid":
        col = color4f(spec["color"], w + ".color")
        paint.setColor4f(skia.Color4f(col.fR, col.fG, col.fB, col.fA * opacity))
        return paint
    spread = spec.get("spread", "pad")
    if spread not in TILE:
        raise SceneError(f"{w}.spread: unknown spread {spread!r}")
    colors, positions = stops(spec, w)
    if kind == "linear":
        p0, p1 = point(spec["start"], w + ".start"), point(spec["end"], w + ".end")
        shader = skia.GradientShader.MakeLinear([skia.Point(*p0), skia.Point(*p1)], colors, positions,
                                                TILE[spread], 0, matrix)
    elif kind == "radial":
        c0, c1 = point(spec["startCenter"], w), point(spec["endCenter"], w)
        shader = skia.GradientShader.MakeTwoPointConical(
            skia.Point(*c0), number(spec["startRadius"], w), skia.Point(*c1), number(spec["endRadius"], w),
            colors, positions, TILE[spread], 0, matrix)
    elif kind == "conic":
        cx, cy = point(spec["center"], w)
        rotation = skia.Matrix.RotateDeg(math.degrees(number(spec.get("angle", 0), w)), skia.Point(cx, cy))
        local = skia.Matrix.Concat(matrix, rotation)
        shader = skia.GradientShader.MakeSweep(cx, cy, colors, positions, TILE[spread], 0, 360, 0, local)
    else:
        raise SceneError(f"{w}.type: unknown paint type {kind!r}")
    if shader is None:
        raise SceneError(f"{w}: Skia rejected the gradient")
    paint.setShader(shader)
    paint.setAlphaf(opacity)
    return paint


# ------------------------------------------------------------------------------------------
# Rendering

# Beyond this many device pixels (at the supersampled scale) Skia's scan conversion of curves
# is unreliable: it drops the cubic of extreme-huge-curve (control points at ±1.6e7) entirely.
HUGE_COORDINATE = 1 << 14
# Flattening tolerance for such paths, in supersampled device pixels (1/320 px at 1×).
HUGE_FLATTEN_TOLERANCE = 0.05


def device_polygon(path, m, tolerance, force):
    """`path` mapped by the 3×3 affine `m` (numpy, float64) with every curve flattened in
    double precision to within `tolerance` device pixels (Wang's formula); None when not
    `force`d and the mapped path stays within ±HUGE_COORDINATE (Skia draws the curves)."""
    def mp(p):
        return m[0, 0] * p.x() + m[0, 1] * p.y() + m[0, 2], m[1, 0] * p.x() + m[1, 1] * p.y() + m[1, 2]

    pts = [mp(p) for p in path.getPoints(path.countPoints())]
    if not pts or (not force and max(max(abs(x), abs(y)) for x, y in pts) < HUGE_COORDINATE):
        return None
    out = skia.Path()
    out.setFillType(path.getFillType())
    it = skia.Path.Iter(path, False)
    V = skia.Path.Verb
    while True:
        verb, vp = it.next()
        if verb == V.kDone_Verb:
            break
        q = np.array([mp(p) for p in vp], dtype=np.float64)
        if verb == V.kMove_Verb:
            out.moveTo(*q[0])
        elif verb == V.kLine_Verb:
            out.lineTo(*q[1])
        elif verb == V.kClose_Verb:
            out.close()
        else:
            dd = np.max(np.linalg.norm(q[:-2] - 2 * q[1:-1] + q[2:], axis=1))
            k = 0.75 if verb == V.kCubic_Verb else 0.25
            n = int(min(1 << 20, max(2, math.ceil(math.sqrt(k * dd / tolerance)) * (2 if verb == V.kConic_Verb else 1))))
            t = np.linspace(0, 1, n + 1)[1:, None]
            u = 1 - t
            if verb == V.kQuad_Verb:
                c = u * u * q[0] + 2 * u * t * q[1] + t * t * q[2]
            elif verb == V.kCubic_Verb:
                c = u ** 3 * q[0] + 3 * u * u * t * q[1] + 3 * u * t * t * q[2] + t ** 3 * q[3]
            else:
                w = it.conicWeight()
                c = (u * u * q[0] + 2 * w * u * t * q[1] + t * t * q[2]) / (u * u + 2 * w * u * t + t * t)
            for x, y in c:
                out.lineTo(x, y)
    return out


def aliased_mask(polygon, width, height):
    """Binary coverage sampled at pixel centres, computed exactly (float64) from the flattened
    device-space polygon: the winding number of each centre (ray towards +x, edges half-open
    in y), then the path's fill rule. Skia's own non-AA scan conversion works in 16.16 fixed
    point and misplaced centres up to 0.015 px from an edge (8 wrong pixels on
    aliasing-star-aliased), so it is not used for aliased coverage."""
    ys, xs = np.mgrid[0:height, 0:width]
    px, py = xs + 0.5, ys + 0.5
    winding = np.zeros((height, width), dtype=np.int64)
    it = skia.Path.Iter(polygon, True)  # forceClose: filling closes every contour
    V = skia.Path.Verb
    edges = []
    while True:
        verb, vp = it.next()
        if verb == V.kDone_Verb:
            break
        if verb == V.kLine_Verb:
            edges.append((vp[0].x(), vp[0].y(), vp[1].x(), vp[1].y()))
    for x0, y0, x1, y1 in edges:
        if y0 == y1:
            continue
        d = 1 if y1 > y0 else -1
        lo, hi = min(y0, y1), max(y0, y1)
        r0, r1 = max(0, math.ceil(lo - 0.5)), min(height, math.ceil(hi - 0.5))  # rows with lo ≤ y+0.5 < hi
        if r0 >= r1:
            continue
        rows = py[r0:r1]
        xi = x0 + (rows - y0) * (x1 - x0) / (y1 - y0)
        winding[r0:r1] += np.where(xi > px[r0:r1], d, 0)
    inside = (winding % 2 != 0) if polygon.getFillType() == skia.PathFillType.kEvenOdd else (winding != 0)
    a = np.ascontiguousarray(np.where(inside, 255, 0).astype(np.uint8))
    return skia.Image.fromarray(a, colorType=skia.kAlpha_8_ColorType)


def coverage_mask(path, matrix, width, height, antialias):
    """The command's coverage as an A8 image (see the module comment)."""
    s = SUPERSAMPLE if antialias else 1
    info = skia.ImageInfo.MakeA8(width * s, height * s)
    surface = skia.Surface.MakeRaster(info)
    canvas = surface.getCanvas()
    canvas.clear(skia.Color4f(0, 0, 0, 0))
    m = np.diag([s, s, 1.0]) @ np.array([[matrix.getScaleX(), matrix.getSkewX(), matrix.getTranslateX()],
                                         [matrix.getSkewY(), matrix.getScaleY(), matrix.getTranslateY()],
                                         [0.0, 0.0, 1.0]])
    if not antialias:
        polygon = device_polygon(path, m, 0.001, force=True)
        return aliased_mask(polygon if polygon is not None else skia.Path(), width, height)
    polygon = device_polygon(path, m, HUGE_FLATTEN_TOLERANCE, force=False)
    if polygon is not None:
        path = polygon
    else:
        canvas.scale(s, s)
        canvas.concat(matrix)
    p = skia.Paint()
    p.setAntiAlias(antialias)
    p.setColor4f(skia.Color4f(0, 0, 0, 1))
    canvas.drawPath(path, p)
    a = np.asarray(surface.makeImageSnapshot().toarray(colorType=skia.kAlpha_8_ColorType)).reshape(height * s, width * s)
    if s > 1:
        a = a.astype(np.float64).reshape(height, s, width, s).mean(axis=(1, 3))
        a = np.floor(a + 0.5)
    a = np.ascontiguousarray(a.astype(np.uint8))
    return skia.Image.fromarray(a, colorType=skia.kAlpha_8_ColorType)


SCENE_KEYS = {"name", "title", "category", "width", "height", "background", "tolerance", "toleranceReason",
              "commands"}

BLEND = {
    "normal": skia.BlendMode.kSrcOver, "multiply": skia.BlendMode.kMultiply, "screen": skia.BlendMode.kScreen,
    "overlay": skia.BlendMode.kOverlay, "darken": skia.BlendMode.kDarken, "lighten": skia.BlendMode.kLighten,
    "colorDodge": skia.BlendMode.kColorDodge, "colorBurn": skia.BlendMode.kColorBurn,
    "softLight": skia.BlendMode.kSoftLight, "hardLight": skia.BlendMode.kHardLight,
    "difference": skia.BlendMode.kDifference, "exclusion": skia.BlendMode.kExclusion,
    "hue": skia.BlendMode.kHue, "saturation": skia.BlendMode.kSaturation, "color": skia.BlendMode.kColor,
    "luminosity": skia.BlendMode.kLuminosity, "clear": skia.BlendMode.kClear, "copy": skia.BlendMode.kSrc,
    "sourceIn": skia.BlendMode.kSrcIn, "sourceOut": skia.BlendMode.kSrcOut, "sourceAtop": skia.BlendMode.kSrcATop,
    "destinationOver": skia.BlendMode.kDstOver, "destinationIn": skia.BlendMode.kDstIn,
    "destinationOut": skia.BlendMode.kDstOut, "destinationAtop": skia.BlendMode.kDstATop,
    "xor": skia.BlendMode.kXor, "plusLighter": skia.BlendMode.kPlus,
    "plusDarker": None,  # no Skia equivalent: computed by `plus_darker`
}
COMMAND_KEYS = {"path", "ops", "transform", "fillRule", "antialias", "paint", "stroke", "trim", "blendMode", "opacity"}
LAYER_KEYS = {"opacity", "blendMode", "mask", "commands"}
MASK_KEYS = {"type", "inverse", "commands"}
CLIP_KEYS = {"path", "ops", "transform", "fillRule", "antialias", "inverse"}


def check_keys(obj, allowed, where):
    for key in obj:
        if key not in allowed:
            raise SceneError(f"{where}: unknown key {key!r}")


def blend_mode(obj, where):
    name = obj.get("blendMode", "normal")
    if name not in BLEND:
        raise SceneError(f"{where}.blendMode: unknown blend mode {name!r}")
    return name


def new_surface(width, height):
    info = skia.ImageInfo.Make(width, height, skia.kRGBA_8888_ColorType, skia.kPremul_AlphaType)
    surface = skia.Surface.MakeRaster(info)
    surface.getCanvas().clear(skia.Color4f(0, 0, 0, 0))
    return surface


def pixels(surface):
    """The surface's premultiplied RGBA8 bytes, h × w × 4."""
    img = surface.makeImageSnapshot()
    a = np.asarray(img.toarray(colorType=skia.kRGBA_8888_ColorType, alphaType=skia.kPremul_AlphaType))
    return a.reshape(img.height(), img.width(), 4).copy()


def premul_image(array):
    return skia.Image.fromarray(np.ascontiguousarray(array.astype(np.uint8)), colorType=skia.kRGBA_8888_ColorType,
                                alphaType=skia.kPremul_AlphaType)


def replace_pixels(surface, array):
    paint = skia.Paint()
    paint.setBlendMode(skia.BlendMode.kSrc)
    surface.getCanvas().drawImage(premul_image(array), 0, 0, skia.SamplingOptions(), paint)


def plus_darker(src, dst):
    """Limner's premultiplied plusDarker (module comment), float64 0…1 arrays h × w × 4."""
    ra = np.minimum(1.0, src[..., 3:4] + dst[..., 3:4])
    rc = np.maximum(0.0, ra - ((src[..., 3:4] - src[..., :3]) + (dst[..., 3:4] - dst[..., :3])))
    return np.concatenate([rc, ra], axis=-1)


def blend_full(surface, mode, draw_source):
    """R = blend(S, D) at full coverage everywhere, premultiplied float64 0…255, where D is the
    surface and `draw_source(canvas, paint_blend)` draws S over a whole canvas with a mode."""
    d = pixels(surface)
    w, h = surface.width(), surface.height()
    if mode == "plusDarker":
        s_surface = new_surface(w, h)
        draw_source(s_surface.getCanvas(), skia.BlendMode.kSrc)
        return plus_darker(pixels(s_surface) / 255.0, d / 255.0) * 255.0, d
    r_surface = new_surface(w, h)
    replace_pixels(r_surface, d)
    draw_source(r_surface.getCanvas(), BLEND[mode])
    return pixels(r_surface).astype(np.float64), d


def apply_coverage(surface, r, d, c):
    """D' = round(D + c·(R − D)), c in 0…1 (h × w)."""
    out = np.floor(d + c[..., None] * (r - d) + 0.5)
    replace_pixels(surface, np.clip(out, 0, 255))


def clip_coverage(spec, width, height, where):
    check_keys(spec, CLIP_KEYS, where)
    path = build_path(spec, where)
    rule = spec.get("fillRule", "nonzero")
    if rule not in ("nonzero", "evenodd"):
        raise SceneError(f"{where}.fillRule: unknown rule {rule!r}")
    path.setFillType(skia.PathFillType.kWinding if rule == "nonzero" else skia.PathFillType.kEvenOdd)
    mask = coverage_mask(path, affine(spec.get("transform"), where), width, height, bool(spec.get("antialias", True)))
    a = np.asarray(mask.toarray(colorType=skia.kAlpha_8_ColorType)).reshape(height, width).astype(np.float64)
    if spec.get("inverse", False):
        a = 255.0 - a
    return a / 255.0


def draw_command(surface, c, w, clip):
    width, height = surface.width(), surface.height()
    check_keys(c, COMMAND_KEYS, w)
    mode = blend_mode(c, w)
    path = build_path(c, w)
    rule = c.get("fillRule", "nonzero")
    if rule not in ("nonzero", "evenodd"):
        raise SceneError(f"{w}.fillRule: unknown rule {rule!r}")
    path.setFillType(skia.PathFillType.kWinding if rule == "nonzero" else skia.PathFillType.kEvenOdd)
    matrix = affine(c.get("transform"), w)
    if "trim" in c:
        path = trim_path(path, c["trim"], w + ".trim")
    mask_matrix = matrix
    if "stroke" in c:
        path, mask_matrix = stroke_outline(path, c["stroke"], matrix, w + ".stroke")
    mask = coverage_mask(path, mask_matrix, width, height, bool(c.get("antialias", True)))
    paint = make_paint(c, matrix, w)
    if mode == "normal" and clip is None:
        surface.getCanvas().drawImage(mask, 0, 0, skia.SamplingOptions(), paint)
        return
    cov = np.asarray(mask.toarray(colorType=skia.kAlpha_8_ColorType)).reshape(height, width) / 255.0
    if clip is not None:
        cov = cov * clip

    def source(canvas, blend):
        paint.setBlendMode(blend)
        canvas.drawPaint(paint)

    r, d = blend_full(surface, mode, source)
    apply_coverage(surface, r, d, cov)


def draw_layer(surface, spec, w, clip):
    width, height = surface.width(), surface.height()
    check_keys(spec, LAYER_KEYS, w)
    mode = blend_mode(spec, w)
    opacity = number(spec.get("opacity", 1), w + ".opacity")
    if not 0 <= opacity <= 1:
        raise SceneError(f"{w}.opacity: {opacity} is outside 0…1")
    content = new_surface(width, height)
    render_items(content, spec["commands"], w + ".commands", None)
    cov = np.ones((height, width))
    if "mask" in spec:
        m = spec["mask"]
        check_keys(m, MASK_KEYS, w + ".mask")
        image = new_surface(width, height)
        render_items(image, m["commands"], w + ".mask.commands", None)
        px = pixels(image).astype(np.float64)
        kind = m.get("type", "alpha")
        if kind == "alpha":
            a = px[..., 3]
        elif kind == "luminance":
            a = np.floor(0.2125 * px[..., 0] + 0.7154 * px[..., 1] + 0.0721 * px[..., 2] + 0.5)
        else:
            raise SceneError(f"{w}.mask.type: unknown mask type {kind!r}")
        if m.get("inverse", False):
            a = 255.0 - a
        cov = cov * a / 255.0
    if clip is not None:
        cov = cov * clip
    layer_image = content.makeImageSnapshot()

    def source(canvas, blend):
        paint = skia.Paint()
        paint.setBlendMode(blend)
        paint.setAlphaf(opacity)  # the layer's opacity scales the layer (Skia's layer alpha)
        canvas.drawImage(layer_image, 0, 0, skia.SamplingOptions(), paint)

    r, d = blend_full(surface, mode, source)
    apply_coverage(surface, r, d, cov)


def render_items(surface, items, where, clip):
    """Draws a command list; `clip` is the coverage (0…1, h × w) of the enclosing clips or None."""
    for i, item in enumerate(items):
        w = f"{where}[{i}]"
        if "layer" in item:
            check_keys(item, {"layer"}, w)
            draw_layer(surface, item["layer"], w + ".layer", clip)
        elif "clip" in item:
            check_keys(item, {"clip"}, w)
            c = clip_coverage(item["clip"], surface.width(), surface.height(), w + ".clip")
            clip = c if clip is None else clip * c
        else:
            draw_command(surface, item, w, clip)


def render_scene(scene, where):
    check_keys(scene, SCENE_KEYS, where)
    width, height = int(scene["width"]), int(scene["height"])
    surface = new_surface(width, height)
    if "background" in scene:
        surface.getCanvas().drawColor(color4f(scene["background"], where + ".background"), skia.BlendMode.kSrc)
    render_items(surface, scene["commands"], where + ".commands", None)
    return pixels(surface)


def main(argv):
    check_premultiplied_round_trip()
    os.makedirs(EXPECTED, exist_ok=True)
    files = sorted(glob.glob(os.path.join(SCENES, "*.json")))
    if argv:
        files = [f for f in files if os.path.splitext(os.path.basename(f))[0] in argv]
    failures = 0
    for f in files:
        name = os.path.splitext(os.path.basename(f))[0]
        try:
            with open(f) as fh:
                scene = json.load(fh)
            if scene.get("name") != name:
                raise SceneError(f"{name}: name {scene.get('name')!r} does not match the file name")
            premul = render_scene(scene, name)
        except (SceneError, KeyError, TypeError, ValueError) as e:
            print(f"error: {os.path.relpath(f)}: {e}", file=sys.stderr)
            failures += 1
            continue
        out = os.path.join(EXPECTED, name + ".png")
        write_png(out, unpremultiply(premul))
        print(f"wrote {os.path.relpath(out)}")
    print(f"{len(files) - failures} references written, {failures} errors")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
