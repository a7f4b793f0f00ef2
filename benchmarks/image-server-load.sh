#!/usr/bin/env bash
# Load test of Examples/ImageServer on loopback (a benchmark, not a test):
#   1. builds the server in release and starts it on 127.0.0.1 (both cores render);
#   2. for three cards — text only; gradients and an avatar image; emoji and a registered
#      font — runs wrk (2 threads, 8 connections, DURATION seconds) and prints cards/s and
#      the p50/p99 latency;
#   3. sends 1 000 and then 9 000 more requests with varied titles and prints the server's
#      resident memory after each (it must stay flat);
#   4. prints where one card's time goes (record, raster, encode; `ImageServer --profile`).
#   5. opens 1 000 connections at once and checks the server still answers, memory bounded.
# Usage: benchmarks/image-server-load.sh [DURATION] (default 15 s). Needs wrk (installed
# here from Debian when missing) and curl.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
export PATH="/opt/swift/usr/bin:$PATH"
duration="${1:-15}"
port="${PORT:-18080}"
cd "$root/Examples/ImageServer"

if ! command -v wrk >/dev/null; then
  sudo=""; [ "$(id -u)" -ne 0 ] && sudo="sudo"
  $sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq wrk >/dev/null
fi

swift build -c release -j 2 --product ImageServer >/dev/null
bin="$(swift build -c release --show-bin-path)/ImageServer"

images="$(mktemp -d)"
trap 'kill "$server" 2>/dev/null || true; rm -rf "$images"' EXIT
# An avatar photo: a JPEG the server decodes on first use and keeps while the file is
# unchanged (`DecodedImageCache`); the card is still laid out, rasterized and encoded per request.
python3 - "$images/avatar.jpg" <<'PY'
import subprocess, sys
# A 400×400 JPEG test pattern from ffmpeg (installed by scripts/bootstrap).
subprocess.run(["ffmpeg", "-loglevel", "error", "-y", "-f", "lavfi", "-i", "testsrc2=size=400x400",
                "-frames:v", "1", sys.argv[1]], check=True)
PY

"$bin" --port "$port" --images "$images" >/dev/null 2>&1 &
server=$!
for _ in $(seq 50); do curl -fsS "http://127.0.0.1:$port/health" >/dev/null 2>&1 && break; sleep 0.2; done

# wrk repeats one URL and sends no If-None-Match, so every request renders and encodes its card
# (the server has no response cache; only a matching If-None-Match answers 304 without rendering).
cards=(
  "text|card.png?title=Hello%20from%20Linux&subtitle=A%20SwiftUI%20view%20rendered%20on%20a%20server&theme=plain"
  "gradient+image|card.png?title=Gradients%20and%20a%20photo&subtitle=Ocean%20theme&theme=ocean&avatar=avatar"
  "emoji+font|card.png?title=Launch%20day%20%F0%9F%9A%80%E2%9C%A8&subtitle=Brand%20font&theme=dawn&font=brand"
)
load() { awk '{print "load " $1 " " $2 " " $3}' /proc/loadavg; }
echo "before: $(load)"
printf "%-16s %10s %10s %10s   %s\n" card "cards/s" "p50 ms" "p99 ms" "load average (1, 5, 15 min) after"
for entry in "${cards[@]}"; do
  name="${entry%%|*}"; path="${entry#*|}"
  out="$(wrk -t2 -c8 -d"${duration}s" --latency "http://127.0.0.1:$port/$path")"
  rps="$(awk '/Requests\/sec/ {print $2}' <<<"$out")"
  p50="$(awk '$1=="50%" {print $2}' <<<"$out")"
  p99="$(awk '$1=="99%" {print $2}' <<<"$out")"
  ms() { python3 -c "import sys,re; v=sys.argv[1]; n=float(re.match(r'[0-9.]+',v).group()); u=v[len(re.match(r'[0-9.]+',v).group()):]; print(f'{n*{\"us\":0.001,\"ms\":1,\"s\":1000}[u]:.1f}')" "$1"; }
  printf "%-16s %10s %10s %10s   %s\n" "$name" "$rps" "$(ms "$p50")" "$(ms "$p99")" "$(load)"
done

rss() { awk '/VmRSS/ {print $2 / 1024 " MB"}' "/proc/$server/status"; }
python3 - "$port" 1000 <<'PY'
import concurrent.futures, sys, urllib.request
port, n = int(sys.argv[1]), int(sys.argv[2])
def get(i):
    url = f"http://127.0.0.1:{port}/card.png?title=Card%20{i}&theme={['plain','dawn','ocean','night'][i % 4]}"
    with urllib.request.urlopen(url) as r: r.read()
with concurrent.futures.ThreadPoolExecutor(4) as pool: list(pool.map(get, range(n)))
PY
sleep 1  # at rest: the render threads return free memory after 0.1 s idle
echo "resident memory after 1 000 requests: $(rss) ($(load))"
python3 - "$port" 9000 <<'PY'
import concurrent.futures, sys, urllib.request
port, n = int(sys.argv[1]), int(sys.argv[2])
def get(i):
    url = f"http://127.0.0.1:{port}/card.png?title=Card%20{i + 1000}&theme={['plain','dawn','ocean','night'][i % 4]}"
    with urllib.request.urlopen(url) as r: r.read()
with concurrent.futures.ThreadPoolExecutor(4) as pool: list(pool.map(get, range(n)))
PY
sleep 1
echo "resident memory after 10 000 requests: $(rss) ($(load))"

# 1 000 connections at once: the render queue (64 waiting) answers the rest 503 at once;
# the server must stay up with bounded memory.
out="$(wrk -t2 -c1000 -d5s "http://127.0.0.1:$port/card.png?title=Crowd&theme=night" 2>&1 || true)"
echo "1 000 connections for 5 s: $(awk '/Requests\/sec/ {print $2}' <<<"$out") responses/s," \
     "$(awk '/Non-2xx/ {print $5}' <<<"$out") of them 503/4xx; health: $(curl -fsS "http://127.0.0.1:$port/health" | head -c 40); memory $(rss)"

echo
echo "where one card's time goes (process CPU time, medians of 20; $(load)):"
"$bin" --images "$images" $(for entry in "${cards[@]}"; do printf -- "--profile %s " "${entry#*|}"; done)
