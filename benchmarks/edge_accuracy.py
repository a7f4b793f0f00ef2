#!/usr/bin/env python3
"""How close each engine's curved edges come to exact area coverage.

Two probe scenes, 256×256, black on white: five filled circles (radii 2.6 to 70.9, centres off
the pixel grid) and four stroked circles (radii 12.6 to 65.2, widths 3 to 20, butt caps). Each
circle is the usual four cubics (k = 0.5522847498), drawn by every engine through peers.py's
players, so each engine flattens and rasterizes the same curves its own way.

The reference is the exact coverage of those shapes: 16 sub-rows per pixel row, and on each
sub-row the exact horizontal coverage of every pixel by the spans between the shape's
crossings. Filled circles are the cubics themselves (flattened to 1/4000 of a quarter, far
below a thousandth of a pixel); the rings are true annuli (the cubics' own bulge, 2.7e-4 of the
radius, stays under 0.02 px here).

Printed per engine and scene: the largest and mean absolute error over edge pixels, in 8-bit
levels, and the area the engine's shapes add or miss in pixels (negative: missing; an inscribed
polygon always misses some).

Usage: .venv/bin/python benchmarks/edge_accuracy.py [--limner PATH] [--engines list]
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
K = 0.5522847498
SIZE = 256
SUB = 16
FILLED = [(20.3, 20.7, 2.6), (50.2, 20.4, 6.3), (100.45, 30.15, 15.7), (190.1, 50.3, 45.2),
          (128.37, 170.61, 70.9)]
RINGS = [(30.3, 30.7, 12.6, 3.0), (90.2, 40.4, 26.3, 10.0), (190.45, 60.15, 45.7, 6.0),
         (110.1, 170.3, 65.2, 20.0)]


def circle_cubics(cx, cy, r):
    k = K * r
    return [((cx + r, cy), (cx + r, cy + k), (cx + k, cy + r), (cx, cy + r)),
            ((cx, cy + r), (cx - k, cy + r), (cx - r, cy + k), (cx - r, cy)),
            ((cx - r, cy), (cx - r, cy - k), (cx - k, cy - r), (cx, cy - r)),
            ((cx, cy - r), (cx + k, cy - r), (cx + r, cy - k), (cx + r, cy))]


def svg_circle(cx, cy, r):
    parts = [f"M{cx + r} {cy}"]
    for _, c1, c2, p in circle_cubics(cx, cy, r):
        parts.append(f"C{c1[0]} {c1[1]} {c2[0]} {c2[1]} {p[0]} {p[1]}")
    return "".join(parts) + "Z"


def scenes():
    black = {"type": "solid", "color": [0, 0, 0, 1]}
    filled = [{"path": svg_circle(cx, cy, r), "paint": black} for cx, cy, r in FILLED]
    rings = [{"path": svg_circle(cx, cy, r), "stroke": {"width": w, "join": "miter", "cap": "butt"}, "paint": black}
             for cx, cy, r, w in RINGS]
    common = {"width": SIZE, "height": SIZE, "background": [1, 1, 1, 1]}
    return {"accuracy-circles": dict(common, name="accuracy-circles", title="filled circles", commands=filled),
            "accuracy-rings": dict(common, name="accuracy-rings", title="stroked circles", commands=rings)}


def add_spans(cov, py, spans):
    cols = np.arange(SIZE)
    for a, b in spans:
        cov[py] += np.clip(np.minimum(b, cols + 1) - np.maximum(a, cols), 0, 1) / SUB


def exact_circles():
    cov = np.zeros((SIZE, SIZE))
    t = np.linspace(0, 1, 4001)[:-1]
    for cx, cy, r in FILLED:
        pts = []
        for p0, p1, p2, p3 in circle_cubics(cx, cy, r):
            p0, p1, p2, p3 = map(np.array, (p0, p1, p2, p3))
            u = 1 - t
            pts.append((u ** 3)[:, None] * p0 + (3 * u * u * t)[:, None] * p1 + (3 * u * t * t)[:, None] * p2
                       + (t ** 3)[:, None] * p3)
        P = np.concatenate(pts)
        Q = np.roll(P, -1, axis=0)
        for py in range(max(0, int(cy - r) - 1), min(SIZE, int(cy + r) + 2)):
            for sy in range(SUB):
                y = py + (sy + 0.5) / SUB
                m = ((P[:, 1] <= y) & (Q[:, 1] > y)) | ((Q[:, 1] <= y) & (P[:, 1] > y))
                xs = np.sort(P[m, 0] + (y - P[m, 1]) * (Q[m, 0] - P[m, 0]) / (Q[m, 1] - P[m, 1]))
                add_spans(cov, py, zip(xs[0::2], xs[1::2]))
    return cov


def exact_rings():
    cov = np.zeros((SIZE, SIZE))
    for cx, cy, r, w in RINGS:
        ro, ri = r + w / 2, r - w / 2
        for py in range(max(0, int(cy - ro) - 1), min(SIZE, int(cy + ro) + 2)):
            for sy in range(SUB):
                dy = py + (sy + 0.5) / SUB - cy
                if abs(dy) >= ro:
                    continue
                xo = np.sqrt(ro * ro - dy * dy)
                if abs(dy) < ri:
                    xi = np.sqrt(ri * ri - dy * dy)
                    add_spans(cov, py, [(cx - xo, cx - xi), (cx + xi, cx + xo)])
                else:
                    add_spans(cov, py, [(cx - xo, cx + xo)])
    return cov


def read_png(path):
    import skia
    img = skia.Image.open(path)
    return np.array(img.toarray(colorType=skia.ColorType.kRGBA_8888_ColorType, alphaType=skia.AlphaType.kUnpremul_AlphaType))


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--limner", default=os.path.join(ROOT, ".build", "bench", "release", "limner-bench"))
    ap.add_argument("--engines", default="limner,blend2d,cairo,thorvg,skia")
    args = ap.parse_args()
    sys.path.insert(0, HERE)
    import peers
    engines = args.engines.split(",")
    exact = {"accuracy-circles": exact_circles(), "accuracy-rings": exact_rings()}
    with tempfile.TemporaryDirectory() as tmp:
        scene_dir = os.path.join(tmp, "scenes")
        frames = os.path.join(tmp, "frames")
        os.makedirs(scene_dir)
        os.makedirs(frames)
        for name, sc in scenes().items():
            with open(os.path.join(scene_dir, name + ".json"), "w") as f:
                json.dump(sc, f)
        # peers.py writes every engine's frame of its checked scenes (the first one in a
        # directory of scenes it does not know), so run it once per scene.
        for name in exact:
            sub = os.path.join(tmp, name)
            os.makedirs(sub)
            os.symlink(os.path.join(scene_dir, name + ".json"), os.path.join(sub, name + ".json"))
            subprocess.run([sys.executable, os.path.join(HERE, "peers.py"), "--scenes", sub, "--engines", ",".join(engines),
                            "--threads", "1", "--limner", args.limner, "--png-dir", frames, "--out",
                            os.path.join(tmp, name + ".txt"), "--rounds", "1", "--min-time", "0.05"],
                           check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        print(f"{'scene':18s} {'engine':8s} {'max |error|':>12s} {'mean |error|':>13s} {'area':>9s}")
        for name, ref in exact.items():
            edge = (ref > 0.001) & (ref < 0.999)
            for eng in engines:
                if eng == "limner":
                    img = peers.read_raw_rgba(os.path.join(frames, name + ".limner.rgba"))
                else:
                    path = os.path.join(frames, f"{name}.{eng}1t.png")
                    if not os.path.exists(path):
                        continue
                    img = read_png(path)
                err = ((1 - img[..., 0].astype(float) / 255) - ref) * 255
                print(f"{name:18s} {eng:8s} {np.abs(err).max():9.2f} lv {np.abs(err[edge]).mean():10.2f} lv "
                      f"{err.sum() / 255:+8.2f} px")


if __name__ == "__main__":
    main()
