#!/usr/bin/env python3
"""The speed of one build against another on a loaded machine: an alternated A/B of limner-bench.

On a shared machine whose load drifts, a lone time means little. This runs both builds on each
scene in alternated pairs (A first in odd pairs, B first in even ones, one process per build and
scene), so load that comes and goes falls on both alike. A scene's figure is the median over the
pairs of B's median frame time ÷ A's in that pair, with its range; below 1, B is faster. Beside
it, "fastest": B's fastest run ÷ A's fastest, over all the pairs. Load only ever slows a run, so on
a machine whose load comes in bursts (single pairs spread 0.6–1.8) the fastest runs are the ones
it spared, and many short pairs (--rounds 30 --min-time 0.05) give a steadier figure than the
median of a few long ones. It also prints each build's median time per draw call (the scene's
command count) and, at the end, the geometric mean of the scenes' figures.

A build is a limner-bench binary, or "VAR=VALUE[,VAR=VALUE]@binary" to run it with an environment
set (the same binary twice: an A/B of a runtime switch such as LIMNER_SPAN_LOOPS or
LIMNER_EXACT_CROSSINGS).

Usage:
  python3 benchmarks/ab.py --a BEFORE/limner-bench --b AFTER/limner-bench \\
      [--scene blobs-solid --scene layer-mask,rect-aligned-8-solid ...] [--scene-dir DIR] \\
      [--rounds 5] [--threads 1] [--min-time 0.2] [--api]
--api draws through CanvasRenderer and GraphicsContext (the user's path); without it, the
engine's RasterContext. Standard library only. Run it from the repository.
"""
import argparse
import json
import math
import os
import statistics
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_SCENES = ["blobs-solid", "blobs-linear", "poly10-nonzero-128-radial", "rect-rotated-32-solid",
                  "roundrect-8-solid", "stroke-curves-thin-solid", "blend-multiply", "layer-mask"]


def build_spec(spec):
    """"PATH" or "VAR=VALUE[,VAR=VALUE]@PATH" → (environment for the run, path)."""
    env = dict(os.environ)
    if "@" in spec:
        assignments, spec = spec.split("@", 1)
        for assignment in assignments.split(","):
            if "=" not in assignment:
                raise ValueError(f"'{assignment}' is not VAR=VALUE")
            name, value = assignment.split("=", 1)
            env[name] = value
    return env, spec


def median_seconds(spec, scene, args, tmp):
    env, binary = build_spec(spec)
    out = os.path.join(tmp, "result.json")
    cmd = [binary, "--scenes", args.scene_dir, "--scene", scene, "--threads", str(args.threads),
           "--min-time", str(args.min_time), "--warmup", "2", "--json", out]
    if args.api:
        cmd.append("--api")
    subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL, env=env)
    with open(out) as f:
        results = json.load(f)["results"]
    return next(r["medianSeconds"] for r in results if r["scene"] == scene)


def command_count(scene_dir, scene):
    """The scene's draw calls a frame, or None when its file does not list commands."""
    try:
        with open(os.path.join(scene_dir, scene + ".json")) as f:
            return len(json.load(f)["commands"]) or None
    except (OSError, KeyError, TypeError, ValueError):
        return None


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--a", required=True, help="the reference build (limner-bench, or VAR=VALUE@limner-bench)")
    ap.add_argument("--b", required=True, help="the build measured against it")
    ap.add_argument("--scene", action="append", help="scene names (repeatable, or comma-separated)")
    ap.add_argument("--scene-dir", default=os.path.join(HERE, "scenes"), help="directory of scene files")
    ap.add_argument("--rounds", "--pairs", type=int, default=5, dest="rounds", help="alternated pairs per scene")
    ap.add_argument("--threads", type=int, default=1)
    ap.add_argument("--min-time", type=float, default=0.2, help="seconds of timed frames per run")
    ap.add_argument("--api", action="store_true", help="draw through CanvasRenderer + GraphicsContext")
    args = ap.parse_args(argv)
    if args.rounds < 1 or not (args.min_time > 0) or args.threads < 1:
        ap.error("--rounds and --threads must be at least 1 and --min-time positive")
    try:
        build_spec(args.a), build_spec(args.b)
    except ValueError as error:
        ap.error(str(error))
    scenes = [s for item in (args.scene or DEFAULT_SCENES) for s in item.split(",") if s]
    print(f"A = {args.a}\nB = {args.b}\n{args.rounds} alternated pairs per scene, {args.threads} thread(s), "
          f"{'API' if args.api else 'engine'} path; load average {os.getloadavg()[0]:.1f} at the start")
    print(f"{'scene':32} {'A ns/call':>10} {'B ns/call':>10} {'B/A':>7} {'fastest':>7}  pairs")
    medians, fastest = [], []
    with tempfile.TemporaryDirectory() as tmp:
        for scene in scenes:
            ratios, a_times, b_times = [], [], []
            for pair in range(args.rounds):
                order = [("a", args.a), ("b", args.b)] if pair % 2 == 0 else [("b", args.b), ("a", args.a)]
                t = {key: median_seconds(spec, scene, args, tmp) for key, spec in order}
                ratios.append(t["b"] / t["a"])
                a_times.append(t["a"]); b_times.append(t["b"])
            m = statistics.median(ratios)
            medians.append(m)
            fastest.append(min(b_times) / min(a_times))
            calls = command_count(args.scene_dir, scene)
            per_call = (lambda times: f"{statistics.median(times) / calls * 1e9:10.0f}") if calls else \
                (lambda times: f"{'':>10}")
            print(f"{scene:32} {per_call(a_times)} {per_call(b_times)} {m:7.3f} {fastest[-1]:7.3f}  "
                  + " ".join(f"{r:.3f}" for r in ratios), flush=True)
    def geo(values):
        return math.exp(sum(math.log(v) for v in values) / len(values))
    print(f"{'geometric mean B/A':32} {'':10} {'':10} {geo(medians):7.3f} {geo(fastest):7.3f}  "
          f"(load average {os.getloadavg()[0]:.1f} at the end)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
