"""A long render split into slices, rendered apart, joined: the result must be the one-process
render. Runs a local Ray cluster of two worker processes, and the Kubernetes job's scripts as
separate processes. `scripts/test-distributed` runs this file (`make test` calls it)."""

import hashlib
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SCRIPTS = ROOT / "scripts"
LIMNER = Path(os.environ.get("LIMNER_EXECUTABLE", ROOT / ".build" / "debug" / "limner"))
SCENE = "spinning-star"
DURATION, FPS, SLICE = "6", "30", "45"   # 180 frames in 4 slices


def run(*command, env=None, check=True):
    merged = dict(os.environ)
    merged.update(env or {})
    result = subprocess.run([str(c) for c in command], capture_output=True, text=True, env=merged)
    if check and result.returncode != 0:
        raise AssertionError(f"{command} failed ({result.returncode}):\n{result.stdout}\n{result.stderr}")
    return result


def decoded_frames(video: Path) -> list:
    """The MD5 of every decoded frame, in order."""
    out = run("ffmpeg", "-loglevel", "error", "-i", video, "-f", "framemd5", "-").stdout
    return [line.split(",")[-1].strip() for line in out.splitlines() if line and not line.startswith("#")]


def file_hashes(folder: Path) -> dict:
    return {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in sorted(folder.iterdir())}


def single(tmp: Path, name: str, *extra) -> Path:
    out = tmp / name
    run(LIMNER, "animate", SCENE, "--duration", DURATION, "--fps", FPS, "--scale", "1", "-o", out, *extra)
    return out


def render_ray(tmp: Path, name: str, env=None) -> tuple:
    out = tmp / name
    result = run(sys.executable, SCRIPTS / "render-ray", SCENE, "-o", out, "--duration", DURATION, "--fps", FPS,
                 "--workers", "2", "--slice-frames", SLICE, "--executable", LIMNER, "--vary-workers", env=env)
    return out, result.stderr


@pytest.fixture(scope="module", autouse=True)
def executable():
    if not LIMNER.exists():
        pytest.fail(f"{LIMNER} is missing: build it first (swift build --product limner)")


def test_mp4_slices_on_ray_decode_to_the_single_render_even_after_a_worker_dies(tmp_path):
    markers = tmp_path / "markers"
    joined, log = render_ray(tmp_path, "joined.mp4", env={"LIMNER_RAY_CRASH_ONCE": f"1:{markers}"})
    assert (markers / "crashed-1").exists(), "the fault injection did not kill slice 1's worker"
    assert "slices 4/4  frames 180/180" in log
    whole = single(tmp_path, "whole.mp4", "--keyframe-interval", SLICE)
    frames = decoded_frames(joined)
    assert len(frames) == 180
    assert frames == decoded_frames(whole)
    # Slices join without re-encoding: a keyframe starts every slice.
    keys = run("ffprobe", "-loglevel", "error", "-select_streams", "v", "-show_entries", "frame=key_frame",
               "-of", "csv=p=0", joined).stdout.split()
    assert [i for i, k in enumerate(keys) if k.startswith("1")] == [0, 45, 90, 135]


def test_png_frames_on_ray_are_the_single_render_byte_for_byte(tmp_path):
    joined, _ = render_ray(tmp_path, "joined-frames")
    whole = single(tmp_path, "whole-frames")
    assert len(list(joined.iterdir())) == 180
    assert file_hashes(joined) == file_hashes(whole)


def test_gif_on_ray_is_the_single_render_byte_for_byte(tmp_path):
    joined, _ = render_ray(tmp_path, "joined.gif")
    whole = single(tmp_path, "whole.gif")
    assert joined.read_bytes() == whole.read_bytes()


def kubernetes_job(tmp_path: Path, output_format: str, slices_dir: Path):
    """What the Indexed Job does: one process per completion index, then the join."""
    for index in range(4):
        env = {"JOB_COMPLETION_INDEX": str(index)}
        if index % 2:
            env["LIMNER_SPAN_LOOPS"] = "portable"
        run(sys.executable, SCRIPTS / "render-slice", SCENE, "--output-format", output_format,
            "--slices-dir", slices_dir, "--duration", DURATION, "--fps", FPS, "--slice-frames", SLICE,
            "--threads", str(1 + index % 2), "--executable", LIMNER, env=env)


def test_kubernetes_slices_join_to_the_single_render(tmp_path):
    kubernetes_job(tmp_path, ".mp4", tmp_path / "mp4-slices")
    joined = tmp_path / "joined.mp4"
    run(sys.executable, SCRIPTS / "render-join", tmp_path / "mp4-slices", "-o", joined, "--executable", LIMNER)
    assert decoded_frames(joined) == decoded_frames(single(tmp_path, "whole.mp4", "--keyframe-interval", SLICE))

    kubernetes_job(tmp_path, "frames", tmp_path / "frame-slices")
    frames = tmp_path / "joined-frames"
    run(sys.executable, SCRIPTS / "render-join", tmp_path / "frame-slices", "-o", frames, "--executable", LIMNER)
    assert file_hashes(frames) == file_hashes(single(tmp_path, "whole-frames"))


def test_join_refuses_a_tampered_or_missing_slice(tmp_path):
    slices_dir = tmp_path / "slices"
    kubernetes_job(tmp_path, "frames", slices_dir)
    victim = slices_dir / "slice-00002" / "frame-000100.png"
    victim.write_bytes(victim.read_bytes()[:-1] + b"\0")
    result = run(sys.executable, SCRIPTS / "render-join", slices_dir, "-o", tmp_path / "out", "--executable", LIMNER,
                 check=False)
    assert result.returncode == 1
    assert "does not match the hash" in result.stderr
    (slices_dir / "slice-00002.json").unlink()
    result = run(sys.executable, SCRIPTS / "render-join", slices_dir, "-o", tmp_path / "out", "--executable", LIMNER,
                 check=False)
    assert result.returncode == 1 and "need 0..3" in result.stderr
    assert not (tmp_path / "out").exists()


def test_bad_arguments_are_errors_not_tracebacks(tmp_path):
    result = run(sys.executable, SCRIPTS / "render-slice", SCENE, "--output-format", ".bmp", "--slices-dir",
                 tmp_path, "--duration", "1", "--index", "0", "--executable", LIMNER, check=False)
    assert result.returncode == 1 and "unknown output extension" in result.stderr
    result = run(sys.executable, SCRIPTS / "render-slice", SCENE, "--output-format", ".mp4", "--slices-dir",
                 tmp_path, "--duration", "nan", "--index", "0", "--executable", LIMNER, check=False)
    assert result.returncode == 1 and "duration" in result.stderr
    result = run(sys.executable, SCRIPTS / "render-slice", SCENE, "--output-format", ".mp4", "--slices-dir",
                 tmp_path, "--duration", "1", "--index", "9", "--executable", LIMNER, check=False)
    assert result.returncode == 1 and "outside" in result.stderr


def test_the_kubernetes_manifest_runs_these_scripts_with_flags_they_accept(tmp_path):
    import yaml
    jobs = list(yaml.safe_load_all((ROOT / "deploy" / "kubernetes" / "render-job.yaml").read_text()))
    slice_job, join_job = jobs
    assert slice_job["spec"]["completionMode"] == "Indexed"
    slice_command = slice_job["spec"]["template"]["spec"]["containers"][0]["command"]
    join_command = join_job["spec"]["template"]["spec"]["containers"][0]["command"]
    assert Path(slice_command[1]).name == "render-slice" and Path(join_command[1]).name == "render-join"

    def local(args, replacements):
        return [replacements.get(a, a) for a in args]
    # The manifest's own arguments, with a small scene and local paths in place of the volume's.
    values = {"my-scene": SCENE, "600": "1", "60": FPS, "120": "15", "2": "1", "/work/slices": str(tmp_path / "s"),
              "/usr/local/bin/limner": str(LIMNER), "/work/out/film.mp4": str(tmp_path / "film.mp4")}
    for index in range(2):
        run(sys.executable, SCRIPTS / "render-slice", *local(slice_command[2:], values),
            env={"JOB_COMPLETION_INDEX": str(index)})
    run(sys.executable, SCRIPTS / "render-join", *local(join_command[2:], values))
    assert len(decoded_frames(tmp_path / "film.mp4")) == 30
