#!/usr/bin/env python3
"""An alternated A/B of two `limner-bench` binaries on one scene: the per-call cost of a
change, robust to a machine whose load drifts.

Runs A, B, A, B, … (`--pairs` times each), every run `limner-bench --scene NAME --json`
(with `--api` unless `--engine`) on one thread, and reports each binary's median frame time
divided by the scene's command count (ns per call), and the median of the per-pair ratios
B ÷ A: compare that ratio, never two lone times.

  benchmarks/ab.py --a /tmp/limner-bench-before --b .build/bench/release/limner-bench \\
      --scenes benchmarks/results/bl-scenes --scene bl-FillRectA-8-solid --pairs 8

Standard library only.
"""
import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile


def run(binary, args, tmp):
    out = os.path.join(tmp, "r.json")
    cmd = [binary, "--scenes", args.scenes, "--scene", args.scene, "--threads", str(args.threads), "--json", out,
           "--min-time", str(args.min_time), "--min-iterations", "5", "--warmup", "2"]
    if not args.engine:
        cmd.append("--api")
    subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL)
    with open(out) as f:
        return json.load(f)["results"][0]["medianSeconds"]


def command_count(path):
    with open(path) as f:
        return len(json.load(f)["commands"])


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--a", required=True, help="the binary before the change")
    ap.add_argument("--b", required=True, help="the binary after the change")
    ap.add_argument("--scenes", required=True)
    ap.add_argument("--scene", required=True)
    ap.add_argument("--pairs", type=int, default=6)
    ap.add_argument("--threads", type=int, default=1)
    ap.add_argument("--min-time", type=float, default=0.2)
    ap.add_argument("--engine", action="store_true", help="time the engine path (RasterContext) instead of the API")
    args = ap.parse_args(argv)
    calls = command_count(os.path.join(args.scenes, args.scene + ".json"))
    a_times, b_times, ratios = [], [], []
    with tempfile.TemporaryDirectory() as tmp:
        for k in range(args.pairs):
            a = run(args.a, args, tmp)
            b = run(args.b, args, tmp)
            a_times.append(a); b_times.append(b); ratios.append(b / a)
            print(f"pair {k + 1}: A {a / calls * 1e9:8.0f} ns/call   B {b / calls * 1e9:8.0f} ns/call   B/A {b / a:.3f}",
                  flush=True)
    a_ns = statistics.median(a_times) / calls * 1e9
    b_ns = statistics.median(b_times) / calls * 1e9
    print(f"{args.scene} ({calls} calls a frame, {args.threads} thread{'s' if args.threads != 1 else ''}, "
          f"{'engine' if args.engine else 'API'}): A {a_ns:.0f} ns/call, B {b_ns:.0f} ns/call (medians); "
          f"B/A median of {len(ratios)} alternated pairs {statistics.median(ratios):.3f} "
          f"(range {min(ratios):.3f}–{max(ratios):.3f})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
