"""Distributed rendering, measured (a benchmark, not a test).

    .venv-ray/bin/python benchmarks/render_ray_bench.py [--executable .build/release/limner]
        [--scene matrix-rain] [--duration 8] [--fps 30] [--scale 1] [--rounds 2]

1. Renders the scene once in one process (`limner animate`, both threads), then through
   `scripts/render-ray` on a local Ray cluster with 1 and with 2 workers (one thread each),
   alternated over `--rounds`; reports frames/s of each, the 2-worker speed-up over 1, and
   the join's share of the wall time.
2. Times one 1920×1080 frame of the scene (`--frames` slices of 30 frames at the scale that
   makes the scene 1080 pixels high) and works out, on paper, a ten-minute 60 frames/s
   1080p animation (36 000 frames) on 100 machines like this one: the wall time from the
   per-frame cost, the slicing (2-second slices, 300 of them, three per machine), the join
   (measured per slice here) and Ray's per-task overhead (measured: the 1-worker Ray run
   against the one-process run).

Figures are ratios and per-frame costs from one sitting; this machine is shared.
"""

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def timed(command, env=None):
    started = time.monotonic()
    result = subprocess.run([str(c) for c in command], capture_output=True, text=True,
                            env={**os.environ, **(env or {})})
    if result.returncode != 0:
        sys.exit(f"{command[0]} failed: {result.stderr}")
    return time.monotonic() - started, result.stderr


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--executable", default=str(ROOT / ".build" / "release" / "limner"))
    parser.add_argument("--scene", default="matrix-rain")
    parser.add_argument("--duration", type=float, default=8)
    parser.add_argument("--fps", type=float, default=30)
    parser.add_argument("--rounds", type=int, default=2)
    args = parser.parse_args()
    exe = args.executable
    frames = round(args.duration * args.fps)
    listing = subprocess.run([exe, "animate", "--list"], capture_output=True, text=True).stdout
    line = next(l for l in listing.splitlines() if l.split() and l.split()[0] == args.scene)
    height = float(re.search(r"×([0-9.]+) pt", line).group(1))

    results = {"single": [], "single1": [], "ray1": [], "ray2": [], "join": []}
    bench_slices = -(-frames // round(2 * args.fps))
    with tempfile.TemporaryDirectory() as tmp:
        for _ in range(args.rounds):
            for key, threads in (("single", 2), ("single1", 1)):
                t, _ = timed([exe, "animate", args.scene, "--duration", args.duration, "--fps", args.fps,
                              "--threads", threads, "--scale", 1, "-o", Path(tmp) / "single.mp4"])
                results[key].append(t)
            for workers in (1, 2):
                t, log = timed([sys.executable, ROOT / "scripts" / "render-ray", args.scene, "-o",
                                Path(tmp) / f"ray{workers}.mp4", "--duration", args.duration, "--fps", args.fps,
                                "--workers", workers, "--slice-seconds", 2, "--executable", exe])
                results[f"ray{workers}"].append(t)
                join = re.search(r"join ([0-9.]+) s", log)
                if join:
                    results["join"].append(float(join.group(1)))
        # One 1080p frame: the scene scaled to 1080 pixels high, 30 frames, one thread.
        scale = 1080 / height
        t, _ = timed([exe, "animate", args.scene, "--duration", args.duration, "--fps", args.fps, "--scale",
                      f"{scale:.4f}", "--frames", "0..30", "--threads", "1", "-o", Path(tmp) / "hd.mp4"])
        per_frame_1080 = t / 30

    best = {k: min(v) for k, v in results.items() if v}
    fps = {k: frames / best[k] for k in ("single", "single1", "ray1", "ray2")}
    # What Ray adds per slice beyond the rendering itself (cluster start-up included, so an
    # upper bound): the 1-worker run against the one-thread, one-process run.
    overhead_per_slice = max(0.0, best["ray1"] - best["single1"]) / bench_slices
    join_per_slice = best.get("join", 0.0) / bench_slices
    report = {
        "scene": args.scene, "frames": frames, "slices": bench_slices,
        "frames_per_second": {k: round(v, 1) for k, v in fps.items()},
        "ray2_over_ray1_speedup": round(fps["ray2"] / fps["ray1"], 3),
        "ray2_over_single_two_threads": round(fps["ray2"] / fps["single"], 3),
        "join_share_of_ray2_wall": round(best.get("join", 0.0) / best["ray2"], 4),
        "ray_overhead_seconds_per_slice_upper_bound": round(overhead_per_slice, 3),
        "seconds_per_1080p_frame_one_thread": round(per_frame_1080, 4),
    }
    # On paper: ten minutes at 60 frames/s (36 000 frames) on 100 machines of two cores, one
    # slice per core at a time, 2-second (120-frame) slices: 300 slices in ceil(300/200) = 2 waves.
    total, machines, cores, slice_frames = 36_000, 100, 2, 120
    slices = total // slice_frames
    waves = -(-slices // (machines * cores))
    wall = waves * (slice_frames * per_frame_1080 + overhead_per_slice) + slices * join_per_slice
    report["ten_minutes_1080p60_on_100_machines"] = {
        "slices": slices, "waves": waves, "estimated_wall_seconds": round(wall, 1),
        "machine_hours_billed": round(machines * wall / 3600, 2),
        "one_machine_two_cores_wall_seconds": round(total * per_frame_1080 / cores, 1),
    }
    print(json.dumps(report, indent=1))


if __name__ == "__main__":
    main()
