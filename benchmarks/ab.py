#!/usr/bin/env python3
"""The speed of one build against another on a loaded machine: an alternated A/B of limner-bench.

Each round runs both builds on every scene (one process per build and scene, one thread),
B first in odd rounds and A first in even ones, so load that comes and goes falls on both
alike; a scene's figure is the median over rounds of B's median frame time ÷ A's in that
round. Prints one line per scene and the geometric mean of the medians.

Usage:
  python3 benchmarks/ab.py --a BEFORE/limner-bench --b AFTER/limner-bench \\
      [--scene blobs-solid --scene layer-mask ...] [--rounds 5] [--min-time 0.2]
Standard library only. Run it from the repository (it reads benchmarks/scenes).
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


def median_seconds(exe, scene, args, tmp):
    out = os.path.join(tmp, "result.json")
    subprocess.run([exe, "--scenes", os.path.join(HERE, "scenes"), "--scene", scene, "--threads", "1",
                    "--min-time", str(args.min_time), "--json", out],
                   check=True, stdout=subprocess.DEVNULL)
    with open(out) as f:
        return json.load(f)["results"][0]["medianSeconds"]


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--a", required=True, help="the reference build's limner-bench")
    ap.add_argument("--b", required=True, help="the build measured against it")
    ap.add_argument("--scene", action="append", help="a benchmark scene (repeatable)")
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--min-time", type=float, default=0.2, help="seconds of timed frames per run")
    args = ap.parse_args(argv)
    if args.rounds < 1 or not (args.min_time > 0):
        ap.error("--rounds must be at least 1 and --min-time positive")
    scenes = args.scene or DEFAULT_SCENES
    ratios = {s: [] for s in scenes}
    times = {s: ([], []) for s in scenes}
    with tempfile.TemporaryDirectory() as tmp:
        for r in range(args.rounds):
            for s in scenes:
                order = [("b", args.b), ("a", args.a)] if r % 2 == 0 else [("a", args.a), ("b", args.b)]
                t = {k: median_seconds(exe, s, args, tmp) for k, exe in order}
                ratios[s].append(t["b"] / t["a"])
                times[s][0].append(t["a"]); times[s][1].append(t["b"])
            print(f"round {r + 1}/{args.rounds} done", file=sys.stderr)
    print(f"{'scene':32} {'A ms':>9} {'B ms':>9} {'B/A (median of ' + str(args.rounds) + ')':>22}  per round")
    medians = []
    for s in scenes:
        m = statistics.median(ratios[s])
        medians.append(m)
        a = statistics.median(times[s][0]) * 1e3
        b = statistics.median(times[s][1]) * 1e3
        print(f"{s:32} {a:9.3f} {b:9.3f} {m:22.3f}  " + " ".join(f"{x:.3f}" for x in ratios[s]))
    geo = math.exp(sum(math.log(m) for m in medians) / len(medians))
    print(f"{'geometric mean':32} {'':9} {'':9} {geo:22.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
