#!/usr/bin/env python3
"""Limner against Blend2D, Cairo, ThorVG and Skia on the same scene files, in one run.

Every engine draws the same scene (benchmarks/scenes/*.json, see docs/SCENE-FORMAT.md): the
same path verbs and points, transforms, fill rules and paints. Only the render is timed: a
clear to the background plus every fill command, for a whole 1024×1024 frame. Building paths,
gradients and pictures happens once, before timing. Per frame, the median over repeated frames
(after warm-up frames; at least --min-iterations frames and --min-time seconds) is reported.

  limner   `limner-bench --json` subprocess (release build), 1 and 2 threads. Times itself.
  blend2d  benchmarks/player/blend2d_player.c, our C scene player over the wheel's libblend2d.a:
           BLPath/BLGradient built once, frames timed in C (clock_gettime). 1 thread is the
           synchronous context (threadCount 0); 2 threads is the asynchronous context with
           threadCount 2.
  cairo    benchmarks/player/cairo_player.c over Debian's libcairo: paths and patterns built
           once, frames (append path + set source + fill per command) timed in C. 1 thread.
  thorvg   benchmarks/player/thorvg_player.c over the wheel's libthorvg: retained shapes built
           once; a frame re-assigns each shape's transform (marks it dirty so it is
           re-rasterized, as in every other engine), then update + draw + sync, timed in C.
           tvg_engine_init(0): no worker threads, 1 thread.
  skia     skia-python: the scene recorded into an SkPicture once; a frame is
           canvas.clear + canvas.drawPicture on a raster surface, timed in Python (one call per
           frame). skia-python's Skia is built without modern SIMD: an accuracy oracle, not a
           speed reference.

The C players read one flat binary stream per scene (see player/scene_stream.h), so no
per-command Python overhead is timed anywhere.

The table is printed and saved to --out (results/latest.txt); the same times, with the date,
commit, machine and load, go to --json (results/peers.json), which benchmarks/report.py turns
into the table of current figures in benchmarks/README.md.

Usage: peers.py [--scenes DIR] [--filter SUBSTR] [--limner PATH] [--engines list] [--out FILE] [--json FILE]
"""
import argparse
import ctypes
import datetime
import glob
import json
import math
import os
import re
import struct
import subprocess
import sys
import tempfile
import time
import zlib

import numpy as np

from run_facts import machine_note, start_run, write_results

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
PLAYER_DIR = os.path.join(HERE, "player")
ALL_ENGINES = ["limner", "blend2d", "cairo", "thorvg", "skia"]
# The 28 blend modes in CGBlendMode order (the stream's blendMode field, player/scene_stream.h),
# and the ones each peer has no operation for (the C players' *_FROM_CG tables say the same).
BLEND_MODES = [
    "normal", "multiply", "screen", "overlay", "darken", "lighten", "colorDodge", "colorBurn", "softLight",
    "hardLight", "difference", "exclusion", "hue", "saturation", "color", "luminosity", "clear", "copy",
    "sourceIn", "sourceOut", "sourceAtop", "destinationOver", "destinationIn", "destinationOut",
    "destinationAtop", "xor", "plusDarker", "plusLighter",
]
UNSUPPORTED_MODES = {
    "blend2d": {"hue", "saturation", "color", "luminosity", "plusDarker"},
    "cairo": {"plusDarker"},
    "thorvg": {"clear", "copy", "sourceIn", "sourceOut", "sourceAtop", "destinationOver", "destinationIn",
               "destinationOut", "destinationAtop", "xor", "plusDarker"},
    "skia": {"plusDarker"},
}
CHECK_SCENES = ["blobs-radial", "poly10-evenodd-128-linear", "rect-rotated-32-solid", "roundrect-128-radial"]

# --------------------------------------------------------------------------------------------
# Scene files → verbs and points

VERB_MOVE, VERB_LINE, VERB_QUAD, VERB_CUBIC, VERB_CLOSE = range(5)
_TOKEN = re.compile(r"[MLQCZmlqcz]|[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?")
_ARITY = {"M": (VERB_MOVE, 2), "L": (VERB_LINE, 2), "Q": (VERB_QUAD, 4), "C": (VERB_CUBIC, 6), "Z": (VERB_CLOSE, 0)}


def parse_svg_path(d):
    """Absolute M/L/Q/C/Z path data (what make_scenes.py writes) → (verbs, flat points)."""
    verbs, pts = [], []
    tokens = _TOKEN.findall(d)
    i, cmd = 0, None
    while i < len(tokens):
        t = tokens[i]
        if t.isalpha():
            if t not in _ARITY:
                raise ValueError(f"peers.py reads absolute M/L/Q/C/Z path data only, got {t!r}")
            cmd = t
            i += 1
            if cmd == "Z":
                verbs.append(VERB_CLOSE)
                continue
        verb, n = _ARITY[cmd]
        verbs.append(verb)
        pts.extend(float(v) for v in tokens[i:i + n])
        i += n
        if cmd == "M":
            cmd = "L"  # implicit line-to after a move-to
    return verbs, pts


def parse_ops(ops):
    """The basic builder ops (move/line/lines/quad/cubic/close/rect) → (verbs, flat points)."""
    verbs, pts = [], []
    for op in ops:
        kind = op["op"]
        if kind == "move":
            verbs.append(VERB_MOVE); pts += op["to"]
        elif kind == "line":
            verbs.append(VERB_LINE); pts += op["to"]
        elif kind == "lines":
            for k, p in enumerate(op["points"]):
                verbs.append(VERB_MOVE if k == 0 else VERB_LINE); pts += p
        elif kind == "quad":
            verbs.append(VERB_QUAD); pts += op["control"] + op["to"]
        elif kind == "cubic":
            verbs.append(VERB_CUBIC); pts += op["control1"] + op["control2"] + op["to"]
        elif kind == "close":
            verbs.append(VERB_CLOSE)
        elif kind == "rect":
            x, y, w, h = op["rect"]
            verbs += [VERB_MOVE, VERB_LINE, VERB_LINE, VERB_LINE, VERB_CLOSE]
            pts += [x, y, x + w, y, x + w, y + h, x, y + h]
        else:
            raise ValueError(f"peers.py does not implement the {kind!r} op; use basic verbs in benchmark scenes")
    return verbs, pts


SPREAD = {"pad": 0, "repeat": 1, "reflect": 2}


class Command:
    __slots__ = ("m", "rule", "ptype", "spread", "blend", "params", "stops", "verbs", "pts", "stroke")


CAPS = {"butt": 0, "round": 1, "square": 2}
JOINS = {"miter": 0, "round": 1, "bevel": 2}


def stroke_fields(spec):
    """[width, cap, join, miterLimit, dashCount, dashPhase, *dashes]; width −1 for a fill.
    Odd dash counts are repeated (CG/SVG rule); all-zero patterns mean solid."""
    if spec is None:
        return [-1, 0, 0, 10, 0, 0]
    dash = list(spec.get("dash", []))
    if len(dash) % 2:
        dash += dash
    if not dash or sum(dash) <= 0:
        dash = []
    return [spec.get("width", 1), CAPS[spec.get("cap", "butt")], JOINS[spec.get("join", "miter")],
            spec.get("miterLimit", 10), len(dash), spec.get("dashPhase", 0)] + dash


def load_scene(path):
    with open(path) as f:
        sc = json.load(f)
    cmds = []
    for c in sc["commands"]:
        if "trim" in c or c.get("antialias", True) is False or c.get("blendMode", "normal") not in BLEND_MODES:
            raise ValueError(f"{sc['name']}: benchmark scenes use anti-aliased fills and strokes only")
        cmd = Command()
        cmd.blend = c.get("blendMode", "normal")
        cmd.m = c.get("transform", [1, 0, 0, 1, 0, 0])
        cmd.rule = 1 if c.get("fillRule", "nonzero") == "evenodd" else 0
        p = c.get("paint", {"type": "solid", "color": [0, 0, 0, 1]})
        opacity = c.get("opacity", 1.0)
        cmd.spread = SPREAD[p.get("spread", "pad")]
        if p["type"] == "solid":
            cmd.ptype, col = 0, list(p["color"])
            cmd.params = col[:3] + [col[3] * opacity, 0, 0]
            cmd.stops = []
        elif p["type"] == "linear":
            cmd.ptype = 1
            cmd.params = list(p["start"]) + list(p["end"]) + [0, 0]
        elif p["type"] == "radial":
            cmd.ptype = 2
            cmd.params = list(p["startCenter"]) + [p.get("startRadius", 0)] + list(p["endCenter"]) + [p["endRadius"]]
        else:
            raise ValueError(f"{sc['name']}: paint {p['type']!r} is not in the benchmark set")
        if cmd.ptype:
            cmd.stops = [[s[0], s[1], s[2], s[3], s[4] * opacity] for s in p["stops"]]
        cmd.verbs, cmd.pts = parse_svg_path(c["path"]) if "path" in c else parse_ops(c["ops"])
        cmd.stroke = stroke_fields(c.get("stroke"))
        cmds.append(cmd)
    sc["_commands"] = cmds
    return sc


def serialise(sc):
    """The flat double stream the C players read (player/scene_stream.h)."""
    bg = sc.get("background", [0, 0, 0, 0])
    out = [1.0e6 + 3, sc["width"], sc["height"], *bg, len(sc["_commands"])]
    for c in sc["_commands"]:
        out += list(c.m) + [c.rule, c.ptype, c.spread, BLEND_MODES.index(c.blend), len(c.stops)] + list(c.params)
        for s in c.stops:
            out += s
        out += c.stroke
        out += [len(c.verbs), len(c.pts) // 2] + c.verbs + c.pts
    return np.ascontiguousarray(np.array(out, dtype=np.float64))


# --------------------------------------------------------------------------------------------
# Building the C players

def build_players(names):
    """Compiles benchmarks/player/<name>_player.c into a shared library when it is out of date."""
    import blend2d
    import thorvg_python
    blend2d_lib = os.path.join(os.path.dirname(blend2d.__file__), "libblend2d.a")
    thorvg_dir = os.path.dirname(thorvg_python.__file__)
    cairo_flags = subprocess.run(["pkg-config", "--cflags", "--libs", "cairo"], check=True,
                                 capture_output=True, text=True).stdout.split()
    libs = {
        "blend2d": [blend2d_lib, "-lstdc++", "-lpthread", "-lm", "-lrt"],
        "cairo": cairo_flags,
        # The wheel's libthorvg-1.so has SONAME libthorvg-1.so.1; CPlayer preloads it by path.
        "thorvg": [f"-L{thorvg_dir}", "-l:libthorvg-1.so", f"-Wl,-rpath,{thorvg_dir}"],
    }
    header = os.path.join(PLAYER_DIR, "scene_stream.h")
    for name in names:
        src = os.path.join(PLAYER_DIR, f"{name}_player.c")
        out = os.path.join(PLAYER_DIR, f"{name}_player.so")
        if os.path.exists(out) and os.path.getmtime(out) >= max(os.path.getmtime(src), os.path.getmtime(header)):
            continue
        cmd = ["gcc", "-O2", "-fPIC", "-shared", "-Wall", "-o", out, src] + libs[name]
        print("$ " + " ".join(cmd), flush=True)
        subprocess.run(cmd, check=True)


# --------------------------------------------------------------------------------------------
# Engines

class Timing:
    def __init__(self, warmup, min_iterations, max_iterations, min_time):
        self.warmup, self.min_iterations, self.max_iterations, self.min_time = warmup, min_iterations, max_iterations, min_time


class CPlayer:
    """One of the C scene players, loaded with ctypes."""

    def __init__(self, name, threads=1):
        self.name, self.threads = name, threads
        if name == "thorvg":
            # The wheel's file is libthorvg-1.so but its SONAME is libthorvg-1.so.1: load it first,
            # globally, so the player's dependency resolves to this already-loaded library.
            import thorvg_python
            ctypes.CDLL(os.path.join(os.path.dirname(thorvg_python.__file__), "libthorvg-1.so"), mode=ctypes.RTLD_GLOBAL)
        self.lib = ctypes.CDLL(os.path.join(PLAYER_DIR, f"{name}_player.so"))
        self.lib.player_create.restype = ctypes.c_void_p
        self.lib.player_create.argtypes = [ctypes.c_void_p, ctypes.c_size_t, ctypes.c_int]
        self.lib.player_bench.restype = ctypes.c_double
        self.lib.player_bench.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_int, ctypes.c_int,
                                          ctypes.c_double, ctypes.POINTER(ctypes.c_int)]
        self.lib.player_snapshot.argtypes = [ctypes.c_void_p, ctypes.c_void_p]
        self.lib.player_destroy.argtypes = [ctypes.c_void_p]
        buf = ctypes.create_string_buffer(64)
        self.lib.player_version(buf, 64)
        self.version = buf.value.decode()

    def prepare(self, sc, stream):
        self.size = (sc["height"], sc["width"])
        self.handle = self.lib.player_create(stream.ctypes.data, stream.size, self.threads)
        if not self.handle:
            raise RuntimeError(f"{self.name}: could not load {sc['name']}")

    def bench(self, t):
        n = ctypes.c_int(0)
        sec = self.lib.player_bench(self.handle, t.warmup, t.min_iterations, t.max_iterations, t.min_time, ctypes.byref(n))
        return sec, n.value

    def bench_cached(self, t):
        n = ctypes.c_int(0)
        fn = self.lib.player_bench_cached
        fn.restype = ctypes.c_double
        fn.argtypes = self.lib.player_bench.argtypes
        return fn(self.handle, t.warmup, t.min_iterations, t.max_iterations, t.min_time, ctypes.byref(n)), n.value

    def snapshot(self):
        out = np.zeros(self.size + (4,), dtype=np.uint8)
        self.lib.player_snapshot(self.handle, out.ctypes.data)
        return out

    def release(self):
        self.lib.player_destroy(self.handle)
        self.handle = None


class SkiaEngine:
    name = "skia"

    def __init__(self):
        import skia
        self.skia = skia
        B = skia.BlendMode
        self.blend = dict(zip(BLEND_MODES, [
            B.kSrcOver, B.kMultiply, B.kScreen, B.kOverlay, B.kDarken, B.kLighten, B.kColorDodge, B.kColorBurn,
            B.kSoftLight, B.kHardLight, B.kDifference, B.kExclusion, B.kHue, B.kSaturation, B.kColor,
            B.kLuminosity, B.kClear, B.kSrc, B.kSrcIn, B.kSrcOut, B.kSrcATop, B.kDstOver, B.kDstIn, B.kDstOut,
            B.kDstATop, B.kXor, None, B.kPlus]))
        self.version = f"m{skia.__version__.split('.')[0]} (skia-python {skia.__version__})"

    @staticmethod
    def _argb(c):
        return tuple(max(0, min(255, int(round(v * 255)))) for v in (c[3], c[0], c[1], c[2]))

    def prepare(self, sc, stream):
        skia = self.skia
        w, h = sc["width"], sc["height"]
        rec = skia.PictureRecorder()
        canvas = rec.beginRecording(skia.Rect.MakeWH(w, h))
        for c in sc["_commands"]:
            path = skia.Path()
            path.setFillType(skia.PathFillType.kEvenOdd if c.rule else skia.PathFillType.kWinding)
            q = c.pts
            k = 0
            for v in c.verbs:
                if v == VERB_MOVE:
                    path.moveTo(q[k], q[k + 1]); k += 2
                elif v == VERB_LINE:
                    path.lineTo(q[k], q[k + 1]); k += 2
                elif v == VERB_QUAD:
                    path.quadTo(q[k], q[k + 1], q[k + 2], q[k + 3]); k += 4
                elif v == VERB_CUBIC:
                    path.cubicTo(*q[k:k + 6]); k += 6
                else:
                    path.close()
            paint = skia.Paint(AntiAlias=True)
            paint.setBlendMode(self.blend[c.blend])
            if c.ptype == 0:
                paint.setColor(skia.ColorSetARGB(*self._argb(c.params)))
            else:
                colours = [skia.ColorSetARGB(*self._argb(s[1:])) for s in c.stops]
                pos = [s[0] for s in c.stops]
                mode = [skia.TileMode.kClamp, skia.TileMode.kRepeat, skia.TileMode.kMirror][c.spread]
                g = c.params
                if c.ptype == 1:
                    shader = skia.GradientShader.MakeLinear([skia.Point(g[0], g[1]), skia.Point(g[2], g[3])], colours, pos, mode)
                else:
                    shader = skia.GradientShader.MakeTwoPointConical(skia.Point(g[0], g[1]), g[2], skia.Point(g[3], g[4]), g[5],
                                                                     colours, pos, mode)
                paint.setShader(shader)
            width, cap, join, miter, ndash, phase = c.stroke[:6]
            if width >= 0:
                paint.setStyle(skia.Paint.kStroke_Style)
                paint.setStrokeWidth(width)
                paint.setStrokeCap([skia.Paint.kButt_Cap, skia.Paint.kRound_Cap, skia.Paint.kSquare_Cap][cap])
                paint.setStrokeJoin([skia.Paint.kMiter_Join, skia.Paint.kRound_Join, skia.Paint.kBevel_Join][join])
                paint.setStrokeMiter(miter)
                if ndash:
                    paint.setPathEffect(skia.DashPathEffect.Make(list(c.stroke[6:6 + ndash]), phase))
            a, b, cc, d, tx, ty = c.m
            canvas.save()
            canvas.concat(skia.Matrix.MakeAll(a, cc, tx, b, d, ty, 0, 0, 1))
            canvas.drawPath(path, paint)
            canvas.restore()
        self.picture = rec.finishRecordingAsPicture()
        self.surface = skia.Surface(w, h)  # raster, N32 premultiplied
        self.background = skia.Color4f(*sc.get("background", [0, 0, 0, 0]))

    def _render(self):
        canvas = self.surface.getCanvas()
        canvas.clear(self.background)
        canvas.drawPicture(self.picture)
        self.surface.flushAndSubmit()

    def bench(self, t):
        for _ in range(t.warmup):
            self._render()
        times = []
        start = time.perf_counter()
        while len(times) < t.max_iterations and (len(times) < t.min_iterations or time.perf_counter() - start < t.min_time):
            t0 = time.perf_counter()
            self._render()
            times.append(time.perf_counter() - t0)
        return float(np.median(times)), len(times)

    def snapshot(self):
        self._render()
        img = self.surface.makeImageSnapshot()
        return np.array(img.toarray(colorType=self.skia.ColorType.kRGBA_8888_ColorType,
                                    alphaType=self.skia.AlphaType.kPremul_AlphaType), dtype=np.uint8)

    def release(self):
        self.picture = self.surface = None


def run_limner(args, name, dump=False, api=False):
    """Runs `limner-bench --json` for one scene (so its timing sits next to the peers' on a
    machine whose load drifts); returns {threads: seconds}. With `api`, runs the
    `--limner-api` binary with `--api`: the scene drawn through CanvasRenderer and
    GraphicsContext, one call per shape (the user's path)."""
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "limner.json")
        cmd = [args.limner_api if api else args.limner, "--scenes", args.scenes, "--scene", name,
               "--threads", ",".join(map(str, args.threads)), "--json", out,
               "--min-time", str(args.min_time), "--min-iterations", str(args.min_iterations),
               "--max-iterations", str(args.max_iterations), "--warmup", str(args.warmup)]
        if dump:
            cmd += ["--dump", args.png_dir]
        if api:
            cmd += ["--api"]
        subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL)
        with open(out) as f:
            data = json.load(f)
    if "spanLoops" in data:
        SPAN_LOOPS["api" if api else "engine"] = data["spanLoops"]
    return {r["threads"]: r["medianSeconds"] for r in data["results"] if r["scene"] == name}


# Which compiled copy of Limner's band loops each binary ran (runtime CPU dispatch), as its
# `--json` output reports it: {"engine" or "api": "portable" or "avx2"}.
SPAN_LOOPS = {}


def limner_version():
    try:
        rev = subprocess.run(["git", "-C", ROOT, "describe", "--always", "--dirty"], capture_output=True,
                             text=True, check=True).stdout.strip()
        rev = f"this checkout, {rev}"
    except Exception:
        rev = "this checkout"
    # scripts/bench exports the CPU the release build was compiled for (LIMNER_TARGET_CPU).
    cpu = os.environ.get("LIMNER_TARGET_CPU", "")
    if not cpu:
        return f"({rev}, built for baseline x86-64/arm64 (portable))"
    if cpu == "native":
        cpu += f" = this machine's CPU ({host_vector_isa()})"
    return f"({rev}, built for -target-cpu {cpu})"


def host_vector_isa():
    """The widest x86 vector extension /proc/cpuinfo lists (what a native build may use)."""
    try:
        with open("/proc/cpuinfo") as f:
            flags = next((line.split(":", 1)[1].split() for line in f if line.startswith("flags")), [])
    except OSError:
        flags = []
    for name, needs in (("AVX-512", ["avx512f", "avx512bw", "avx512vl"]), ("AVX2", ["avx2", "fma"]),
                        ("SSE4.2", ["sse4_2"])):
        if all(n in flags for n in needs):
            return name
    return "no x86 vector extensions listed"


# --------------------------------------------------------------------------------------------
# Output

def write_png(path, rgba_premul):
    """Writes premultiplied RGBA8 as a straight-alpha PNG (no dependencies)."""
    a = rgba_premul[..., 3:4].astype(np.float64)
    rgb = np.where(a > 0, np.clip(np.round(rgba_premul[..., :3] * 255.0 / np.maximum(a, 1)), 0, 255), 0)
    img = np.concatenate([rgb.astype(np.uint8), rgba_premul[..., 3:4]], axis=2)
    h, w = img.shape[:2]
    raw = b"".join(b"\x00" + img[y].tobytes() for y in range(h))
    def chunk(tag, data):
        return struct.pack(">I", len(data)) + tag + data + struct.pack(">I", zlib.crc32(tag + data) & 0xFFFFFFFF)
    with open(path, "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 6, 0, 0, 0))
                + chunk(b"IDAT", zlib.compress(raw, 6)) + chunk(b"IEND", b""))


def read_raw_rgba(path):
    """Reads a `limner-bench --dump` frame: "LMRGBA01", width, height (UInt32 LE), premultiplied RGBA8."""
    data = open(path, "rb").read()
    if data[:8] != b"LMRGBA01":
        raise ValueError(f"{path}: not a limner-bench dump")
    w, h = struct.unpack("<II", data[8:16])
    return np.frombuffer(data[16:16 + w * h * 4], dtype=np.uint8).reshape(h, w, 4).copy()


def geomean(xs):
    xs = [x for x in xs if x and x > 0 and math.isfinite(x)]
    return math.exp(sum(math.log(x) for x in xs) / len(xs)) if xs else float("nan")


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--scenes", default=os.path.join(HERE, "scenes"))
    ap.add_argument("--filter", default="", help="only scenes whose name contains this")
    ap.add_argument("--engines", default=",".join(ALL_ENGINES))
    ap.add_argument("--limner", default=os.path.join(ROOT, ".build", "bench", "release", "limner-bench"))
    ap.add_argument("--limner-api", default=None,
                    help="also time this limner binary (the default release build) with `bench --api`: "
                         "CanvasRenderer + one GraphicsContext call per shape")
    ap.add_argument("--threads", default="1,2", help="thread counts for Limner and Blend2D")
    ap.add_argument("--warmup", type=int, default=2)
    ap.add_argument("--min-iterations", type=int, default=5)
    ap.add_argument("--max-iterations", type=int, default=1000)
    ap.add_argument("--min-time", type=float, default=0.3, help="seconds of timed frames per engine and scene")
    ap.add_argument("--rounds", type=int, default=2,
                    help="measure every engine this many times per scene (interleaved) and keep the fastest median")
    ap.add_argument("--no-check", dest="check", action="store_false", help="skip the output comparison")
    ap.add_argument("--png-dir", default=os.path.join(HERE, "results", "frames"))
    ap.add_argument("--out", default=os.path.join(HERE, "results", "latest.txt"))
    ap.add_argument("--json", default=os.path.join(HERE, "results", "peers.json"),
                    help="machine-readable results (benchmarks/report.py reads them)")
    ap.add_argument("--thorvg-cached", action="store_true", help="also time ThorVG without re-rasterizing (cached RLE)")
    args = ap.parse_args()
    args.threads = [int(t) for t in args.threads.split(",")]
    engines = [e.strip() for e in args.engines.split(",") if e.strip()]

    scene_files = sorted(glob.glob(os.path.join(args.scenes, "*.json")))
    scene_files = [f for f in scene_files if args.filter in os.path.basename(f)[:-5]]
    # Scenes with layers (layer-mask) have their own harness, layer_bench.py.
    scene_files = [f for f in scene_files if not os.path.basename(f).startswith("layer-")]
    names = [os.path.basename(f)[:-5] for f in scene_files]
    args.check_scenes = [n for n in CHECK_SCENES if n in names] + [n for n in names if n.startswith("blend-")]
    args.check_scenes = args.check_scenes or names[:1]
    os.makedirs(args.png_dir, exist_ok=True)
    args.load_start = os.getloadavg()
    args.facts = start_run()
    t = Timing(args.warmup, args.min_iterations, args.max_iterations, args.min_time)

    build_players([e for e in ("blend2d", "cairo", "thorvg") if e in engines])
    columns = []  # (key, label)
    peers = {}
    if "limner" in engines:
        columns += [(("limner", n), f"limner {n}t") for n in args.threads]
        if args.limner_api:
            columns += [(("limner-api", n), f"api {n}t") for n in args.threads]
    if "blend2d" in engines:
        for n in args.threads:
            peers[("blend2d", n)] = CPlayer("blend2d", n)
            columns.append((("blend2d", n), f"blend2d {n}t"))
    for name in ("cairo", "thorvg"):
        if name in engines:
            peers[(name, 1)] = CPlayer(name, 1)
            columns.append(((name, 1), f"{name} 1t"))
    if "thorvg" in engines and args.thorvg_cached:
        columns.append((("thorvg-cached", 1), "thorvg cached"))
    if "skia" in engines:
        peers[("skia", 1)] = SkiaEngine()
        columns.append((("skia", 1), "skia 1t"))

    times = {}  # (scene, key) → seconds
    versions = {}
    if "limner" in engines:
        if not os.access(args.limner, os.X_OK):
            sys.exit(f"peers.py: {args.limner} not found; build it (swift build -c release --package-path benchmarks --scratch-path .build/bench) or pass --limner")
        versions["limner"] = limner_version()
    for key, eng in peers.items():
        versions[key[0]] = eng.version

    diffs = {}  # (scene, engine label) → (vs skia, vs limner)
    for path, name in zip(scene_files, names):
        sc = load_scene(path)
        stream = serialise(sc)
        snaps = {}
        def keep(key, sec):  # the fastest median over rounds
            times[(name, key)] = min(sec, times.get((name, key), float("inf")))
        for rnd in range(args.rounds):
            check = args.check and name in args.check_scenes and rnd == 0
            if "limner" in engines:
                for n, sec in run_limner(args, name, dump=check).items():
                    keep(("limner", n), sec)
                if args.limner_api and "commands" in sc and all("path" in c for c in sc["commands"]):
                    for n, sec in run_limner(args, name, api=True).items():
                        keep(("limner-api", n), sec)
            dashed = any(c.stroke[4] > 0 for c in sc["_commands"])
            modes = {c.blend for c in sc["_commands"]}
            for key, eng in peers.items():
                if dashed and key[0] == "blend2d":
                    continue  # Blend2D's dashing is not wired into the player: solid strokes only
                if modes & UNSUPPORTED_MODES.get(key[0], set()):
                    continue  # the peer has no such operation: '-' in the table
                eng.prepare(sc, stream)
                keep(key, eng.bench(t)[0])
                if key == ("thorvg", 1) and args.thorvg_cached:
                    keep(("thorvg-cached", 1), eng.bench_cached(t)[0])
                if check:
                    snaps[key] = eng.snapshot()
                    write_png(os.path.join(args.png_dir, f"{name}.{key[0]}{key[1]}t.png"), snaps[key])
                eng.release()
        if snaps:
            ref = snaps.get(("skia", 1))
            lim_raw = os.path.join(args.png_dir, f"{name}.limner.rgba")
            lim = read_raw_rgba(lim_raw) if os.path.exists(lim_raw) else None
            if lim is not None:
                snaps[("limner", 1)] = lim
                write_png(os.path.join(args.png_dir, f"{name}.limner1t.png"), lim)
            for key, img in snaps.items():
                d_skia = float(np.mean(np.abs(img.astype(np.int16) - ref.astype(np.int16)))) if ref is not None else float("nan")
                d_lim = float(np.mean(np.abs(img.astype(np.int16) - lim.astype(np.int16)))) if lim is not None else float("nan")
                diffs[(name, f"{key[0]} {key[1]}t")] = (d_skia, d_lim)
        row = "  ".join(f"{label}={times.get((name, key), float('nan')) * 1e3:.2f}ms" for key, label in columns)
        print(f"{name}: {row}", flush=True)

    args.load_end = os.getloadavg()
    report = format_report(args, names, columns, times, versions, diffs)
    print(report)
    os.makedirs(os.path.dirname(args.out), exist_ok=True)
    with open(args.out, "w") as f:
        f.write(report + "\n")
    write_results_json(args, names, columns, times, versions)
    print(f"(saved to {os.path.relpath(args.out, ROOT)} and {os.path.relpath(args.json, ROOT)})")


def write_results_json(args, names, columns, times, versions):
    """The run as JSON: per scene, each column's median frame time in seconds, keyed by the
    column's label ("limner 1t", "api 2t", "blend2d 2t", "cairo 1t", …)."""
    write_results(
        args.json, "peers.py", args.facts,
        limnerTargetCPU=os.environ.get("LIMNER_TARGET_CPU", ""),
        versions=dict(versions),
        threads=args.threads,
        settings={"minTime": args.min_time, "rounds": args.rounds, "warmup": args.warmup,
                  "minIterations": args.min_iterations, "filter": args.filter},
        columns=[label for _, label in columns],
        scenes={name: {label: times[(name, key)] for key, label in columns if times.get((name, key))}
                for name in names},
    )


def format_report(args, names, columns, times, versions, diffs):
    lines = []
    now = datetime.datetime.now().strftime("%Y-%m-%d %H:%M")
    lines.append(f"Limner benchmark, {now}")
    lines.append(f"Machine: {machine_note()}")
    ls, le = args.load_start, args.load_end
    lines.append(f"Load average (1/5/15 min): {ls[0]:.2f} {ls[1]:.2f} {ls[2]:.2f} at start, {le[0]:.2f} {le[1]:.2f} {le[2]:.2f} at end")
    if "limner" in versions and SPAN_LOOPS:
        versions["limner"] += " (span loops at run time: " + ", ".join(
            f"{'L' if k == 'engine' else 'A'} columns {v}" for k, v in sorted(SPAN_LOOPS.items(), reverse=True)) + ")"
    lines.append("Versions: " + ", ".join(f"{k} {v}" for k, v in versions.items()))
    lines.append(f"Timing: median per-frame time (clear + all fills, 1024x1024), after {args.warmup} warm-up frames, "
                 f">= {args.min_iterations} frames and >= {args.min_time:g} s per engine and scene"
                 + (f"; fastest median of {args.rounds} interleaved rounds." if args.rounds > 1 else "."))
    lines.append("Notes: skia-python's Skia is built without modern SIMD (accuracy oracle, not a speed reference). "
                 "ThorVG: no worker threads; shapes re-rasterized every frame. Cairo, ThorVG, Skia: 1 thread.")
    lines.append("Ratios are Limner/peer: below 1 means Limner is faster. 'L1' is Limner 1 thread, 'L2' 2 threads "
                 "(the engine path, tuned build); 'A1', 'A2' are the user's path (--limner-api: default build, "
                 "CanvasRenderer + one GraphicsContext call per shape; radial scenes drawn concentric there). "
                 "Per scene, Limner runs first, then each peer, so the ratios compare measurements taken close together.")
    lines.append("")
    has_limner = any(k[0] == "limner" for k, _ in columns)
    peer_cols = [(k, l) for k, l in columns if k[0] not in ("limner", "limner-api")]
    ratio_defs = []  # (label, limner key, peer key)
    if has_limner:
        for prefix, kind in (("L", "limner"), ("A", "limner-api")):
            if kind == "limner-api" and not args.limner_api:
                continue
            for n in args.threads:
                lk = (kind, n)
                for pk, pl in peer_cols:
                    if pk[0] == "thorvg-cached":
                        continue
                    if pk[0] == "blend2d" and pk[1] != n:
                        continue
                    ratio_defs.append((f"{prefix}{n}/{pl.split()[0]}", lk, pk))
    w0 = max(len(n) for n in names + ["scene"]) + 1
    head = "scene".ljust(w0) + "".join(f"{l:>14}" for _, l in columns) + "".join(f"{r[0]:>14}" for r in ratio_defs)
    lines.append("times in ms".ljust(w0) + " " * (14 * len(columns)) + ("ratios" if ratio_defs else ""))
    lines.append(head)
    lines.append("-" * len(head))
    for name in names:
        row = name.ljust(w0)
        for key, _ in columns:
            v = times.get((name, key))
            row += f"{v * 1e3:14.3f}" if v else f"{'-':>14}"
        for _, lk, pk in ratio_defs:
            a, b = times.get((name, lk)), times.get((name, pk))
            row += f"{a / b:14.3f}" if a and b else f"{'-':>14}"
        lines.append(row)
    lines.append("-" * len(head))
    row = "geomean".ljust(w0)
    for key, _ in columns:
        row += f"{geomean([times.get((n, key)) for n in names]) * 1e3:14.3f}"
    for _, lk, pk in ratio_defs:
        row += f"{geomean([times[(n, lk)] / times[(n, pk)] for n in names if times.get((n, lk)) and times.get((n, pk))]):14.3f}"
    lines.append(row)
    if ratio_defs:
        lines.append("")
        lines.append("Geometric-mean ratios (Limner/peer):")
        for label, lk, pk in ratio_defs:
            g = geomean([times[(n, lk)] / times[(n, pk)] for n in names if times.get((n, lk)) and times.get((n, pk))])
            lines.append(f"  {label:<16} {g:.3f}  ({'Limner faster' if g < 1 else 'peer faster'} by {max(g, 1 / g):.2f}x)")
    if diffs:
        lines.append("")
        lines.append("Output check: mean absolute difference per premultiplied RGBA channel (0-255) vs Skia and vs Limner 1t")
        for (scene, eng), (ds, dl) in sorted(diffs.items()):
            lines.append(f"  {scene:<30} {eng:<12} vs skia {ds:6.3f}   vs limner {dl:6.3f}")
        lines.append(f"  (frames written to {os.path.relpath(args.png_dir, ROOT)}/)")
    return "\n".join(lines)


if __name__ == "__main__":
    main()
