"""Splitting one animation render into slices, rendering a slice, and joining slices.

Shared by the three ways Limner renders past one process:

- ``scripts/render-ray``   drives the slices as tasks on a Ray cluster;
- ``scripts/render-slice`` renders one slice (a Kubernetes Indexed Job's pod runs it with
  ``JOB_COMPLETION_INDEX``);
- ``scripts/render-join``  joins the slices that ``render-slice`` left in a folder.

A slice is a half-open frame range ``[start, end)`` of the whole animation, rendered by the
``animate`` subcommand of ``limner`` (or of a user's executable built on ``LimnerCLI``) with
``--frames start..end``. Frames are a pure function of (scene, time, build), so a slice
renders the same bytes on any machine, with any thread count and either CPU path.

How each format joins, losslessly:

- PNG sequence (``-o DIR``): slices write their frames under their global numbers; the join
  copies them into one folder. Byte for byte what one process writes.
- MP4: every slice starts on a keyframe, and the encoder's group of pictures is the slice
  (``--keyframe-interval`` = slice length), so ffmpeg's concat demuxer joins the files with
  ``-c copy``, without re-encoding; the joined file decodes to the same frames as a
  one-process render with the same keyframe interval.
- WebM: joined the same way and plays seamlessly; libvpx keeps encoder state across
  keyframes, so its frames differ from a one-process encode within the codec's error.
- GIF and APNG: slices render PNG frames; the join encodes them once with ``encode``.

Every slice comes back with the SHA-256 of each file it produced; the join checks what it
received against them before writing anything.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import math
import os
import re
import shutil
import subprocess
import tempfile
import time
from pathlib import Path
from typing import Callable, Dict, List, Optional

VIDEO_FORMATS = {".mp4", ".webm"}
ENCODED_FORMATS = {".gif", ".apng", ".png"}
MAXIMUM_FRAME_COUNT = 1_000_000


class SliceError(RuntimeError):
    """A slice could not be planned, rendered, checked or joined; the message says why."""


def output_kind(output: str) -> str:
    """'video' (.mp4/.webm), 'encoded' (.gif/.apng/.png) or 'frames' (a directory)."""
    suffix = Path(output).suffix.lower()
    if suffix in VIDEO_FORMATS:
        return "video"
    if suffix in ENCODED_FORMATS:
        return "encoded"
    if suffix == "":
        return "frames"
    raise SliceError(f"unknown output extension '{suffix}': use .mp4, .webm, .gif, .apng/.png or a directory")


def frame_count(duration: float, fps: float) -> int:
    """The frames of a ``duration``-second animation at ``fps``: ⌈duration · fps⌉, a product
    within 1e-9 of a whole number counting as that number (as AnimationTiming.frameCount)."""
    if not (math.isfinite(fps) and 0 < fps <= 1000):
        raise SliceError(f"frames per second must be in (0, 1000], got {fps}")
    if not (math.isfinite(duration) and duration > 0):
        raise SliceError(f"duration must be finite and positive, got {duration}")
    exact = duration * fps
    if exact > MAXIMUM_FRAME_COUNT + 0.5:
        raise SliceError(f"{exact:.0f} frames is more than {MAXIMUM_FRAME_COUNT}")
    nearest = round(exact)
    count = nearest if abs(exact - nearest) <= 1e-9 * max(1.0, exact) else math.ceil(exact)
    return max(1, int(count))


@dataclasses.dataclass(frozen=True)
class Plan:
    """What to render and how it is cut."""

    scene: str
    duration: float
    fps: float
    scale: float
    total_frames: int
    slice_frames: int
    kind: str
    suffix: str

    @property
    def slices(self) -> List[range]:
        return [range(s, min(s + self.slice_frames, self.total_frames))
                for s in range(0, self.total_frames, self.slice_frames)]

    def to_json(self) -> dict:
        return dataclasses.asdict(self)

    @staticmethod
    def from_json(data: dict) -> "Plan":
        return Plan(**data)


def make_plan(scene: str, output: str, duration: float, fps: float, scale: float, workers: int,
              slice_seconds: float = 2.0, slice_frames: Optional[int] = None) -> Plan:
    """Cuts the animation into slices of ``slice_frames`` frames, or by default of at most
    ``slice_seconds`` seconds and small enough that every worker gets at least two."""
    total = frame_count(duration, fps)
    if slice_frames is None:
        by_time = max(1, round(slice_seconds * fps))
        by_workers = max(1, math.ceil(total / max(1, 2 * workers)))
        slice_frames = min(by_time, by_workers)
    if slice_frames < 1:
        raise SliceError("a slice must have at least one frame")
    kind = output_kind(output)
    return Plan(scene=scene, duration=duration, fps=fps, scale=scale, total_frames=total,
                slice_frames=min(slice_frames, total), kind=kind, suffix=Path(output).suffix.lower())


def scene_duration(executable: str, scene: str) -> float:
    """The scene's own loop length, read from ``EXECUTABLE animate --list``."""
    listing = subprocess.run([executable, "animate", "--list"], capture_output=True, text=True)
    if listing.returncode != 0:
        raise SliceError(f"{executable} animate --list failed: {listing.stderr.strip()}")
    for line in listing.stdout.splitlines():
        fields = line.split()
        if fields and fields[0] == scene:
            match = re.search(r",\s*([0-9.eE+-]+)\s*s\)\s*$", line)
            if match:
                return float(match.group(1))
    raise SliceError(f"no animated scene '{scene}' in `{executable} animate --list` (or give --duration)")


def sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def slice_file_name(index: int, suffix: str) -> str:
    return f"slice-{index:05d}{suffix}"


def render_slice(executable: str, plan: Plan, index: int, threads: int = 1,
                 environment: Optional[Dict[str, str]] = None) -> dict:
    """Renders slice ``index`` of ``plan`` in a scratch folder and returns its files:
    ``{"index", "frames": [start, end], "files": {name: bytes}, "hashes": {name: sha256},
    "seconds"}``. Videos are one file; frame-based formats are the slice's PNG frames."""
    frames = plan.slices[index]
    started = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="limner-slice-") as scratch:
        if plan.kind == "video":
            target = Path(scratch) / slice_file_name(index, plan.suffix)
        else:
            target = Path(scratch) / "frames"
        command = [executable, "animate", plan.scene, "--duration", repr(plan.duration), "--fps", repr(plan.fps),
                   "--scale", repr(plan.scale), "--frames", f"{frames.start}..{frames.stop}",
                   "--threads", str(threads), "-o", str(target)]
        if plan.kind == "video":
            command += ["--keyframe-interval", str(plan.slice_frames)]
        env = dict(os.environ)
        env.update(environment or {})
        result = subprocess.run(command, capture_output=True, text=True, env=env)
        if result.returncode != 0:
            raise SliceError(f"slice {index} ({frames.start}..{frames.stop}) failed: "
                             f"{(result.stderr or result.stdout).strip()}")
        files: Dict[str, bytes] = {}
        if plan.kind == "video":
            files[target.name] = target.read_bytes()
        else:
            for path in sorted(target.iterdir()):
                files[path.name] = path.read_bytes()
    expected = [f"frame-{k:06d}.png" for k in frames] if plan.kind != "video" else None
    if expected is not None and sorted(files) != expected:
        raise SliceError(f"slice {index} wrote {len(files)} frames, expected {len(expected)}")
    return {"index": index, "frames": [frames.start, frames.stop], "files": files,
            "hashes": {name: sha256(data) for name, data in files.items()},
            "seconds": time.monotonic() - started}


def check(result: dict) -> None:
    """Raises unless every file of a slice result matches the hash its task computed."""
    for name, data in result["files"].items():
        if sha256(data) != result["hashes"].get(name):
            raise SliceError(f"slice {result['index']}: {name} does not match the hash the task returned")
    if set(result["files"]) != set(result["hashes"]):
        raise SliceError(f"slice {result['index']}: files and hashes name different files")


def join(executable: str, plan: Plan, results: List[dict], output: str,
         ffmpeg: str = "ffmpeg") -> dict:
    """Checks every slice and joins them into ``output``; returns the join's timing."""
    started = time.monotonic()
    results = sorted(results, key=lambda r: r["index"])
    if [r["index"] for r in results] != list(range(len(plan.slices))):
        raise SliceError(f"have slices {[r['index'] for r in results]}, need 0..{len(plan.slices) - 1}")
    for r in results:
        check(r)
    out = Path(output)
    out.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="limner-join-", dir=out.parent) as scratch:
        scratch_path = Path(scratch)
        if plan.kind == "video":
            listing = scratch_path / "slices.txt"
            lines = []
            for r in results:
                (name, data), = r["files"].items()
                (scratch_path / name).write_bytes(data)
                lines.append(f"file '{name}'")
            listing.write_text("\n".join(lines) + "\n")
            joined = scratch_path / ("joined" + plan.suffix)
            command = [ffmpeg, "-hide_banner", "-loglevel", "error", "-y", "-f", "concat", "-safe", "0",
                       "-i", str(listing), "-c", "copy"]
            if plan.suffix == ".mp4":
                command += ["-movflags", "+faststart"]
            command += ["-fflags", "+bitexact", "-flags", "+bitexact", str(joined)]
            result = subprocess.run(command, capture_output=True, text=True)
            if result.returncode != 0:
                raise SliceError(f"ffmpeg could not join the slices: {result.stderr.strip()}")
            os.replace(joined, out)
        else:
            frames = scratch_path / "frames"
            frames.mkdir()
            for r in results:
                for name, data in r["files"].items():
                    (frames / name).write_bytes(data)
            if plan.kind == "frames":
                if out.exists():
                    shutil.rmtree(out)
                os.replace(frames, out)
            else:
                joined = scratch_path / ("joined" + plan.suffix)
                result = subprocess.run([executable, "encode", str(frames), "-o", str(joined), "--fps", repr(plan.fps)],
                                        capture_output=True, text=True)
                if result.returncode != 0:
                    raise SliceError(f"encoding the joined frames failed: {(result.stderr or result.stdout).strip()}")
                os.replace(joined, out)
    return {"seconds": time.monotonic() - started}


def save_slice(result: dict, folder: Path) -> None:
    """Writes a slice's files and a manifest with their hashes into ``folder`` (the shared
    volume of a Kubernetes job), the manifest last, so a manifest means a complete slice."""
    folder.mkdir(parents=True, exist_ok=True)
    slice_folder = folder / f"slice-{result['index']:05d}"
    slice_folder.mkdir(exist_ok=True)
    for name, data in result["files"].items():
        (slice_folder / name).write_bytes(data)
    manifest = {k: v for k, v in result.items() if k != "files"}
    tmp = folder / f".slice-{result['index']:05d}.json"
    tmp.write_text(json.dumps(manifest, indent=1))
    os.replace(tmp, folder / f"slice-{result['index']:05d}.json")


def load_slices(folder: Path) -> List[dict]:
    """Reads the slices ``save_slice`` wrote."""
    results = []
    for manifest_path in sorted(folder.glob("slice-*.json")):
        manifest = json.loads(manifest_path.read_text())
        slice_folder = folder / manifest_path.stem
        manifest["files"] = {name: (slice_folder / name).read_bytes() for name in manifest["hashes"]}
        results.append(manifest)
    return results


class Progress:
    """One status line: slices and frames done, frames per second, time left."""

    def __init__(self, plan: Plan, write: Callable[[str], None]):
        self.plan, self.write = plan, write
        self.started = time.monotonic()
        self.slices_done = 0
        self.frames_done = 0

    def slice_done(self, result: dict) -> None:
        self.slices_done += 1
        self.frames_done += result["frames"][1] - result["frames"][0]
        elapsed = max(time.monotonic() - self.started, 1e-6)
        rate = self.frames_done / elapsed
        left = (self.plan.total_frames - self.frames_done) / rate if rate > 0 else 0
        self.write(f"slices {self.slices_done}/{len(self.plan.slices)}  frames {self.frames_done}/{self.plan.total_frames}"
                   f"  {rate:.1f} frames/s  {int(left) // 60}:{int(left) % 60:02d} left")
