#!/usr/bin/env python3
"""Times "a layer with opacity and a mask" (benchmarks/scenes/layer-mask.json) in Limner and in
each peer's own layer API, in one run, checks that they draw the same picture, and prints the
ratios.

The scene (make_scenes.py `layer_mask_scene`): a 1024² gradient backdrop, then a layer at
opacity 0.8 holding three large shapes (two solid, one linear gradient), masked by the alpha of a
full-canvas radial gradient. This harness understands exactly that shape of scene: top-level
draw commands, then one layer with `opacity`, an alpha `mask` and `commands`; shapes are `rect`
and `ellipse` ops with solid, linear or radial paints. A frame = clear + backdrop + the layer
(draw the content offscreen, draw the mask offscreen, combine, composite), in every engine:

  limner   `limner-bench --scene layer-mask` (`SceneRenderer`: canvas, layer and mask buffers
           kept between frames and cleared, `Compositor.composite`).
  skia     saveLayer with paint alpha 0.8; content; the mask drawn with kDstIn; restore.
  cairo    push_group (content), push_group (mask) → mask pattern; the content masked into a
           third group; paint_with_alpha(0.8).
  thorvg   a Tvg_Scene holding the content, opacity 204, MaskMethod.ALPHA with the mask shape.
  blend2d  two offscreen images made once, cleared per frame (content, mask); the mask blitted
           onto the content with DST_IN; the content blitted at global alpha 0.8.

Timing: Python drives each peer, one call per operation (a few calls per frame of several
milliseconds); median of frames after warm-up, as peers.py. Usage:
  .venv/bin/python benchmarks/layer_bench.py [--min-time 0.3] [--limner .build/bench/release/limner-bench] [--json FILE]
The times also go to --json (results/layer.json) for benchmarks/report.py.
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile
import time

import numpy as np

from run_facts import start_run, write_results

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
SCENE = os.path.join(HERE, "scenes", "layer-mask.json")


def median_time(frame, warmup, min_iterations, min_time):
    for _ in range(warmup):
        frame()
    times = []
    start = time.perf_counter()
    while len(times) < min_iterations or time.perf_counter() - start < min_time:
        t0 = time.perf_counter()
        frame()
        times.append(time.perf_counter() - t0)
    return float(np.median(times))


def load():
    with open(SCENE) as f:
        sc = json.load(f)
    draws = [c for c in sc["commands"] if "layer" not in c]
    layer = next(c["layer"] for c in sc["commands"] if "layer" in c)
    assert layer["mask"].get("type", "alpha") == "alpha" and not layer["mask"].get("inverse")
    return sc, draws, layer


def shape(c):
    (op,) = c["ops"]
    return op["op"], op["rect"]


def u8(v):
    return max(0, min(255, int(round(v * 255))))


# ------------------------------------------------------------------------------------------

def skia_engine(sc, draws, layer):
    import skia
    w, h = sc["width"], sc["height"]
    surface = skia.Surface(w, h)

    def paint_of(p):
        paint = skia.Paint(AntiAlias=True)
        if p["type"] == "solid":
            paint.setColor4f(skia.Color4f(*p["color"]))
            return paint
        cols = [skia.Color4f(*s[1:]).toColor() for s in p["stops"]]
        pos = [s[0] for s in p["stops"]]
        if p["type"] == "linear":
            paint.setShader(skia.GradientShader.MakeLinear([skia.Point(*p["start"]), skia.Point(*p["end"])], cols, pos))
        else:
            paint.setShader(skia.GradientShader.MakeTwoPointConical(skia.Point(*p["startCenter"]), p["startRadius"],
                                                                    skia.Point(*p["endCenter"]), p["endRadius"], cols, pos))
        return paint

    def prepared(c, mode=None):
        kind, (x, y, rw, rh) = shape(c)
        p = paint_of(c["paint"])
        if mode is not None:
            p.setBlendMode(mode)
        return kind, skia.Rect.MakeXYWH(x, y, rw, rh), p

    bg = [prepared(c) for c in draws]
    content = [prepared(c) for c in layer["commands"]]
    mask = [prepared(c, skia.BlendMode.kDstIn) for c in layer["mask"]["commands"]]
    layer_paint = skia.Paint(Alphaf=layer.get("opacity", 1))

    def draw(canvas, items):
        for kind, r, p in items:
            canvas.drawRect(r, p) if kind == "rect" else canvas.drawOval(r, p)

    def frame():
        canvas = surface.getCanvas()
        canvas.clear(skia.Color4f(*sc.get("background", [0, 0, 0, 0])))
        draw(canvas, bg)
        canvas.saveLayer(None, layer_paint)
        draw(canvas, content)
        draw(canvas, mask)
        canvas.restore()
        surface.flushAndSubmit()

    def snapshot():
        frame()
        return np.array(surface.makeImageSnapshot().toarray(colorType=skia.kRGBA_8888_ColorType,
                                                            alphaType=skia.kPremul_AlphaType))
    return frame, snapshot


def cairo_engine(sc, draws, layer):
    import cairo
    w, h = sc["width"], sc["height"]
    surface = cairo.ImageSurface(cairo.FORMAT_ARGB32, w, h)
    cr = cairo.Context(surface)

    def source_of(p):
        if p["type"] == "solid":
            return cairo.SolidPattern(*p["color"])
        if p["type"] == "linear":
            pat = cairo.LinearGradient(*p["start"], *p["end"])
        else:
            pat = cairo.RadialGradient(*p["startCenter"], p["startRadius"], *p["endCenter"], p["endRadius"])
        for s in p["stops"]:
            pat.add_color_stop_rgba(*s)
        return pat

    def prepared(c):
        kind, r = shape(c)
        return kind, r, source_of(c["paint"])

    bg, content, mask = ([prepared(c) for c in cs] for cs in (draws, layer["commands"], layer["mask"]["commands"]))
    opacity = layer.get("opacity", 1)

    def draw(items):
        for kind, (x, y, rw, rh), src in items:
            cr.new_path()
            if kind == "rect":
                cr.rectangle(x, y, rw, rh)
            else:
                cr.save()
                cr.translate(x + rw / 2, y + rh / 2)
                cr.scale(rw / 2, rh / 2)
                cr.arc(0, 0, 1, 0, 2 * np.pi)
                cr.restore()
            cr.set_source(src)
            cr.fill()

    def frame():
        cr.set_operator(cairo.OPERATOR_SOURCE)
        cr.set_source_rgba(*sc.get("background", [0, 0, 0, 0]))
        cr.paint()
        cr.set_operator(cairo.OPERATOR_OVER)
        draw(bg)
        cr.push_group()
        draw(content)
        content_pattern = cr.pop_group()
        cr.push_group()
        draw(mask)
        mask_pattern = cr.pop_group()
        cr.push_group()
        cr.set_source(content_pattern)
        cr.mask(mask_pattern)
        cr.pop_group_to_source()
        cr.paint_with_alpha(opacity)
        surface.flush()

    def snapshot():
        frame()
        a = np.frombuffer(surface.get_data(), dtype=np.uint8).reshape(h, surface.get_stride() // 4, 4)[:, :w]
        return a[..., [2, 1, 0, 3]].copy()  # BGRA (little-endian ARGB32) → RGBA
    return frame, snapshot


def thorvg_engine(sc, draws, layer):
    import thorvg_python as tvg
    w, h = sc["width"], sc["height"]
    engine = tvg.Engine()
    engine.init(0)
    canvas = tvg.SwCanvas(engine)
    canvas.set_target(w, h, w, tvg.Colorspace.ABGR8888)  # premultiplied; bytes R, G, B, A
    buffer = canvas.buffer_arr

    def make(c):
        kind, (x, y, rw, rh) = shape(c)
        sh = tvg.Shape(engine)
        if kind == "rect":
            sh.append_rect(x, y, rw, rh, 0, 0, True)
        else:
            sh.append_circle(x + rw / 2, y + rh / 2, rw / 2, rh / 2, True)
        p = c["paint"]
        if p["type"] == "solid":
            sh.set_fill_color(*(u8(v) for v in p["color"]))
        else:
            if p["type"] == "linear":
                g = tvg.LinearGradient(engine)
                g.set(*p["start"], *p["end"])
            else:
                g = tvg.RadialGradient(engine)
                g.set(*p["endCenter"], p["endRadius"], *p["startCenter"], p["startRadius"])
            g.set_color_stops([tvg.ColorStop(s[0], *(u8(v) for v in s[1:])) for s in p["stops"]])
            sh.set_gradient(g)
        return sh

    shapes = [make(c) for c in draws]
    for sh in shapes:
        canvas.add(sh)
    scene = tvg.Scene(engine)
    inner = [make(c) for c in layer["commands"]]
    for sh in inner:
        scene.add(sh)
    (mask_shape,) = [make(c) for c in layer["mask"]["commands"]]
    scene.set_mask_method(mask_shape, tvg.MaskMethod.ALPHA)
    scene.set_opacity(u8(layer.get("opacity", 1)))
    canvas.add(scene)

    def frame():
        # Re-assign the opacity so ThorVG re-composites the scene every frame (as peers.py
        # re-assigns transforms so shapes re-rasterize).
        for sh in shapes + inner + [mask_shape]:
            sh.translate(0, 0)
        scene.set_opacity(u8(layer.get("opacity", 1)))
        canvas.update()
        canvas.draw(True)
        canvas.sync()

    def snapshot():
        frame()
        a = np.ctypeslib.as_array(buffer).view(np.uint8).reshape(h, w, 4)
        return a.copy()
    return frame, snapshot


def blend2d_engine(sc, draws, layer):
    import blend2d as bl
    w, h = sc["width"], sc["height"]
    target, content_img, mask_img = (bl.BLImage(w, h, bl.BLFormat.PRGB32) for _ in range(3))

    def style_of(p):
        if p["type"] == "solid":
            return tuple(p["color"])
        if p["type"] == "linear":
            g = bl.create_linear_gradient(*p["start"], *p["end"])
        else:
            assert p["startCenter"] == p["endCenter"] and p["startRadius"] == 0
            g = bl.create_radial_gradient(*p["endCenter"], *p["endCenter"], p["endRadius"])
        for s in p["stops"]:
            g.add_stop(s[0], tuple(s[1:]))
        return g

    def prepared(c):
        kind, r = shape(c)
        return kind, r, style_of(c["paint"])

    bg, content, mask = ([prepared(c) for c in cs] for cs in (draws, layer["commands"], layer["mask"]["commands"]))
    opacity = layer.get("opacity", 1)

    def draw(ctx, items):
        for kind, (x, y, rw, rh), style in items:
            ctx.set_fill_style(style)
            if kind == "rect":
                ctx.fill_rect(bl.BLRect(x, y, rw, rh))
            else:
                ctx.fill_ellipse(x + rw / 2, y + rh / 2, rw / 2, rh / 2)

    def frame():
        ctx = bl.BLContext(target)
        ctx.comp_op = bl.BLCompOp.SRC_COPY
        ctx.set_fill_style(tuple(sc.get("background", [0, 0, 0, 0])))
        ctx.fill_all()
        ctx.comp_op = bl.BLCompOp.SRC_OVER
        draw(ctx, bg)
        c1 = bl.BLContext(content_img)
        c1.clear_all()
        draw(c1, content)
        c2 = bl.BLContext(mask_img)
        c2.clear_all()
        draw(c2, mask)
        c2 = None  # ends the context
        c1.comp_op = bl.BLCompOp.DST_IN
        c1.blit_image(bl.BLPoint(0, 0), mask_img)
        c1 = None
        ctx.global_alpha = opacity
        ctx.blit_image(bl.BLPoint(0, 0), content_img)
        ctx = None

    def snapshot():
        frame()
        return np.asarray(target.getDataAsNumPy()).reshape(h, w, 4).copy()  # already R, G, B, A
    return frame, snapshot


ENGINES = {"skia": skia_engine, "cairo": cairo_engine, "thorvg": thorvg_engine, "blend2d": blend2d_engine}


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--limner", default=os.path.join(ROOT, ".build", "bench", "release", "limner-bench"))
    ap.add_argument("--min-time", type=float, default=0.3)
    ap.add_argument("--rounds", type=int, default=2)
    ap.add_argument("--engines", default="blend2d,cairo,thorvg,skia")
    ap.add_argument("--json", default=os.path.join(HERE, "results", "layer.json"),
                    help="machine-readable results (benchmarks/report.py reads them)")
    args = ap.parse_args()
    facts = start_run()
    sc, draws, layer = load()
    engines = [e for e in args.engines.split(",") if e]
    times, snaps = {}, {}
    with tempfile.TemporaryDirectory() as tmp:
        for rnd in range(args.rounds):
            out = os.path.join(tmp, "limner.json")
            subprocess.run([args.limner, "--scenes", os.path.dirname(SCENE), "--scene", "layer-mask",
                            "--threads", "1", "--min-time", str(args.min_time), "--json", out, "--dump", tmp],
                           check=True, stdout=subprocess.DEVNULL)
            with open(out) as f:
                sec = json.load(f)["results"][0]["medianSeconds"]
            times["limner"] = min(sec, times.get("limner", float("inf")))
            raw = open(os.path.join(tmp, "layer-mask.limner.rgba"), "rb").read()
            snaps["limner"] = np.frombuffer(raw[16:], dtype=np.uint8).reshape(sc["height"], sc["width"], 4)
            for name in engines:
                try:
                    frame, snapshot = ENGINES[name](sc, draws, layer)
                except ImportError as e:
                    print(f"{name}: skipped ({e})")
                    continue
                sec = median_time(frame, 2, 5, args.min_time)
                times[name] = min(sec, times.get(name, float("inf")))
                if rnd == 0:
                    snaps[name] = snapshot()
    print("layer-mask: 1024² backdrop + a layer (opacity 0.8, radial alpha mask), 1 thread, median frame time")
    print(f"{'engine':<10}{'ms':>10}{'limner/engine':>16}{'mean |diff| vs limner':>24}{'max':>6}")
    for name, sec in times.items():
        d = np.abs(snaps[name].astype(np.int16) - snaps["limner"].astype(np.int16))
        print(f"{name:<10}{sec * 1e3:10.3f}{times['limner'] / sec:16.3f}{float(d.mean()):24.3f}{int(d.max()):6d}")
    # Median frame seconds per engine, 1 thread each.
    write_results(args.json, "layer_bench.py", facts, scene="layer-mask", seconds=times)


if __name__ == "__main__":
    sys.exit(main())
