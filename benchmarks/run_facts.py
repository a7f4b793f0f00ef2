"""When, where and on what a benchmark ran: the fields every file in benchmarks/results/*.json
carries, so benchmarks/report.py can print them above the table it regenerates."""
import datetime
import json
import os
import platform
import subprocess

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def machine_note():
    try:
        cpu = next(l.split(":", 1)[1].strip() for l in open("/proc/cpuinfo") if l.startswith("model name"))
    except Exception:
        cpu = platform.processor() or "unknown CPU"
    return f"{cpu}, {os.cpu_count()} logical CPUs, {platform.system()} {platform.release()}"


def _git(*args):
    try:
        return subprocess.run(["git", "-C", ROOT, *args], capture_output=True, text=True, check=True).stdout.strip()
    except Exception:
        return ""


def start_run():
    """Date (UTC), commit (and whether tracked files differed from it), machine and load
    average (1, 5, 15 min), taken when a run starts."""
    return {
        "date": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC"),
        "commit": _git("rev-parse", "--short", "HEAD"),
        "dirty": bool(_git("status", "--porcelain", "--untracked-files=no")),
        "machine": machine_note(),
        "load": {"start": [round(x, 2) for x in os.getloadavg()]},
    }


def write_results(path, tool, facts, **fields):
    """Writes one results file: the run's facts (from `start_run`) with the load average now,
    at its end, the tool's name and its own fields."""
    data = dict(facts)
    data["load"] = dict(facts["load"], end=[round(x, 2) for x in os.getloadavg()])
    data["tool"] = tool
    data.update(fields)
    os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
    with open(path, "w") as f:
        json.dump(data, f, indent=1)
