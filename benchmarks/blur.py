#!/usr/bin/env python3
"""Gaussian blur of a 1024×1024 picture at σ 2, 10 and 50: Limner against ThorVG and Skia.

All three engines blur the same premultiplied RGBA8 picture (made here, seeded: gradients, hard
edges, partial alpha, noise) with the same σ (the standard deviation in pixels: SwiftUI's
`blur(radius:)`, ThorVG's `sigma`, Skia's `sigmaX/sigmaY`), edges treated as transparent. The
output is the whole blurred image: 1024 + 2·⌈3σ⌉ pixels a side, the picture in its middle.

  limner  `limner-bench --blur FILE --json OUT` subprocess (release build): times
          `GaussianBlur.blur` (allocation of the result included), 1 and 2 threads.
  thorvg  thorvg-python: a Picture (the raw pixels) in a Scene with
          `add_effect_gaussian_blur(sigma, direction 0, border 0, quality 100)` on a software
          canvas of the output size. A frame re-translates the picture (marks it dirty), then
          update + draw + sync. The blur time is a frame with the effect minus a frame without
          it, both measured here. tvg_engine_init(0): 1 thread.
  skia    skia-python: drawImage of the picture with an `ImageFilters.Blur(σ, σ)` paint on a
          raster surface of the output size, minus drawImage without the filter. skia-python's
          Skia is a portable build: an accuracy reference, not a speed bar.

Each engine: 2 warm-up frames, then frames until --min-iterations and --min-time; median.
The script also compares every engine's output with Skia's (max channel difference) so a
σ-convention mismatch shows up as a large number rather than a fast time.

Usage: blur.py [--limner PATH] [--sigmas 2,10,50] [--min-time 0.3] [--engines limner,thorvg,skia] [--json FILE]
The times also go to --json (results/blur.json) for benchmarks/report.py.
"""
import argparse
import ctypes
import json
import math
import os
import struct
import subprocess
import sys
import tempfile
import time

import numpy as np

from run_facts import start_run, write_results

SIZE = 1024


def picture(n=SIZE, seed=7):
    """A varied premultiplied RGBA8 picture: background gradient, discs, stripes, noise."""
    rng = np.random.default_rng(seed)
    y, x = np.mgrid[0:n, 0:n].astype(np.float64)
    rgb = np.stack([x / n, 0.3 + 0.4 * y / n, 1 - x / n], axis=-1)
    alpha = np.full((n, n), 0.85)
    for _ in range(60):
        cx, cy, r = rng.uniform(0, n), rng.uniform(0, n), rng.uniform(10, 120)
        inside = (x - cx) ** 2 + (y - cy) ** 2 < r * r
        rgb[inside] = rng.uniform(0, 1, 3)
        alpha[inside] = rng.uniform(0.3, 1)
    stripes = ((x // 24) % 5 == 0) & (y > n // 3) & (y < 2 * n // 3)
    rgb[stripes] = (1, 1, 1)
    alpha[stripes] = 1
    hole = (x - n * 0.7) ** 2 + (y - n * 0.25) ** 2 < (n * 0.12) ** 2
    alpha[hole] = 0
    noise = rng.uniform(0, 1, (n, n)) < 0.02
    alpha[noise] = rng.uniform(0, 1, noise.sum())
    a8 = np.round(alpha * 255)
    out = np.empty((n, n, 4), np.uint8)
    out[..., :3] = np.round(rgb * a8[..., None]).clip(0, 255)
    out[..., 3] = a8
    return out


def extent(sigma):
    return int(math.ceil(3 * sigma))


def timed(frame, min_iter, min_time):
    for _ in range(2):
        frame()
    times = []
    start = time.perf_counter()
    while len(times) < min_iter or time.perf_counter() - start < min_time:
        t0 = time.perf_counter()
        frame()
        times.append(time.perf_counter() - t0)
        if len(times) >= 500:
            break
    return float(np.median(times)) * 1e3


def read_rgba(path):
    data = open(path, "rb").read()
    assert data[:8] == b"LMRGBA01", path
    w, h = struct.unpack("<II", data[8:16])
    return np.frombuffer(data[16:], np.uint8).reshape(h, w, 4)


def run_limner(exe, src, sigmas, args, dump_dir):
    raw = os.path.join(dump_dir, "picture.rgba")
    with open(raw, "wb") as f:
        f.write(b"LMRGBA01" + struct.pack("<II", src.shape[1], src.shape[0]) + src.tobytes())
    out = os.path.join(dump_dir, "limner.json")
    subprocess.run([exe, "--blur", raw, "--sigmas", ",".join(str(s) for s in sigmas),
                    "--threads", "1,2", "--min-time", str(args.min_time), "--min-iterations",
                    str(args.min_iterations), "--dump", dump_dir, "--json", out], check=True)
    results = json.load(open(out))
    images = {s: read_rgba(os.path.join(dump_dir, f"blur-{s:g}.limner.rgba")) for s in sigmas}
    return results, images


def run_thorvg(src, sigma, args):
    import thorvg_python as tvg
    e = extent(sigma)
    n = src.shape[0] + 2 * e
    engine = tvg.Engine(threads=0)
    canvas = tvg.SwCanvas(engine)
    canvas.set_target(n, n, n, tvg.Colorspace.ABGR8888)
    data = src.tobytes()
    results = {}
    image = None
    for with_blur in (False, True):
        pic = tvg.Picture(engine)
        pic.load_raw(data, src.shape[1], src.shape[0], tvg.Colorspace.ABGR8888, True)
        scene = tvg.Scene(engine)
        scene.add(pic)
        if with_blur:
            scene.add_effect_gaussian_blur(sigma, 0, 0, 100)
        canvas.remove()
        canvas.add(scene)
        flip = [0]

        def frame():
            flip[0] ^= 1
            pic.translate(e + flip[0] * 1e-4, e)
            canvas.update()
            canvas.draw(True)
            canvas.sync()

        results[with_blur] = timed(frame, args.min_iterations, args.min_time)
        if with_blur:
            pic.translate(e, e)
            canvas.update()
            canvas.draw(True)
            canvas.sync()
            image = np.frombuffer(bytes(canvas.buffer_arr), np.uint8).reshape(n, n, 4).copy()
    return results[True] - results[False], image


def run_skia(src, sigma, args):
    import skia
    e = extent(sigma)
    n = src.shape[0] + 2 * e
    img = skia.Image.fromarray(src, colorType=skia.ColorType.kRGBA_8888_ColorType,
                               alphaType=skia.AlphaType.kPremul_AlphaType)
    surface = skia.Surface.MakeRasterN32Premul(n, n)
    canvas = surface.getCanvas()

    def frame(with_blur):
        # A new filter every frame: Skia caches filter results per filter object.
        paint = skia.Paint(ImageFilter=skia.ImageFilters.Blur(sigma, sigma, skia.TileMode.kDecal)) \
            if with_blur else skia.Paint()
        canvas.clear(0)
        canvas.drawImage(img, e, e, skia.SamplingOptions(), paint)
        surface.flushAndSubmit()

    t_blur = timed(lambda: frame(True), args.min_iterations, args.min_time)
    t_plain = timed(lambda: frame(False), args.min_iterations, args.min_time)
    frame(True)
    info = skia.ImageInfo.Make(n, n, skia.ColorType.kRGBA_8888_ColorType, skia.AlphaType.kPremul_AlphaType)
    out = np.zeros((n, n, 4), np.uint8)
    surface.readPixels(info, out)
    return t_blur - t_plain, out


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--limner", default=".build/bench/release/limner-bench")
    ap.add_argument("--sigmas", default="2,10,50")
    ap.add_argument("--engines", default="limner,thorvg,skia")
    ap.add_argument("--min-time", type=float, default=0.3)
    ap.add_argument("--min-iterations", type=int, default=5)
    ap.add_argument("--json", default=os.path.join(os.path.dirname(os.path.abspath(__file__)), "results", "blur.json"),
                    help="machine-readable results (benchmarks/report.py reads them)")
    args = ap.parse_args()
    facts = start_run()
    sigmas = [float(s) for s in args.sigmas.split(",")]
    engines = args.engines.split(",")
    src = picture()
    rows = {s: {} for s in sigmas}
    images = {s: {} for s in sigmas}
    with tempfile.TemporaryDirectory() as tmp:
        if "limner" in engines:
            res, imgs = run_limner(args.limner, src, sigmas, args, tmp)
            for r in res:
                rows[r["sigma"]][f"limner {r['threads']}t"] = r["milliseconds"]
            for s in sigmas:
                images[s]["limner"] = imgs[s]
    for s in sigmas:
        if "thorvg" in engines:
            rows[s]["thorvg 1t"], images[s]["thorvg"] = run_thorvg(src, s, args)
        if "skia" in engines:
            rows[s]["skia 1t"], images[s]["skia"] = run_skia(src, s, args)

    columns = [c for c in ["limner 1t", "limner 2t", "thorvg 1t", "skia 1t"] if any(c in rows[s] for s in sigmas)]
    print(f"Gaussian blur, {SIZE}×{SIZE} picture, output grown by ⌈3σ⌉ a side (median ms; "
          "peers: frame with blur − frame without)")
    print(f"{'σ':>6} " + " ".join(f"{c:>10}" for c in columns) + "   ratios (limner 1t/2t ÷ peer)")
    for s in sigmas:
        line = f"{s:>6g} " + " ".join(f"{rows[s].get(c, float('nan')):>10.2f}" for c in columns)
        ratios = []
        for peer in ("thorvg 1t", "skia 1t"):
            if peer in rows[s] and "limner 1t" in rows[s]:
                ratios.append(f"÷{peer.split()[0]} {rows[s]['limner 1t'] / rows[s][peer]:.2f}/"
                              f"{rows[s]['limner 2t'] / rows[s][peer]:.2f}")
        print(line + "   " + "  ".join(ratios))
    if "skia" in engines:
        print("max |engine − skia| per channel (levels), mean in brackets:")
        for s in sigmas:
            ref = images[s]["skia"].astype(np.int32)
            parts = []
            for name in ("limner", "thorvg"):
                if name in images[s] and images[s][name] is not None:
                    d = np.abs(images[s][name].astype(np.int32) - ref)
                    parts.append(f"{name} {d.max()} ({d.mean():.3f})")
            print(f"  σ {s:g}: " + ", ".join(parts))
    # Median milliseconds per σ and column ("limner 1t", "limner 2t", "thorvg 1t", "skia 1t").
    write_results(args.json, "blur.py", facts, size=SIZE,
                  milliseconds={f"{s:g}": rows[s] for s in sigmas})


if __name__ == "__main__":
    main()
