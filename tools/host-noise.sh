#!/usr/bin/env bash
# How noisy is this host, with no JVM at all? Runs tools/host-noise/probe.c (built with gcc into .tools/bin):
# a fixed arithmetic loop on each tier's CPU, then a 12-byte TCP round trip over loopback from CPU 0 to CPU 1
# (where ./wirerace pins the presentation and business tiers), in windows as long as a quick round (160 ms).
# Writes results/host-noise-<UTC stamp>/{spin-cpu0,spin-cpu1,ping}.csv and summary.txt.
# Usage: tools/host-noise.sh [WINDOWS]   (default 150: about a minute in all)
set -euo pipefail
cd "$(dirname "$0")/.."
WINDOWS="${1:-150}"
[[ "$WINDOWS" =~ ^[0-9]+$ ]] && (( WINDOWS >= 10 && WINDOWS <= 10000 )) || { echo "windows: 10 to 10000, not '$WINDOWS'" >&2; exit 2; }
command -v gcc >/dev/null || { echo "host-noise: gcc is needed" >&2; exit 1; }
command -v taskset >/dev/null || { echo "host-noise: taskset is needed (util-linux)" >&2; exit 1; }
mkdir -p .tools/bin
PROBE=.tools/bin/host-noise-probe
[ "$PROBE" -nt tools/host-noise/probe.c ] || gcc -O1 -o "$PROBE" tools/host-noise/probe.c
OUT="results/host-noise-$(date -u +%Y%m%d-%H%M%S)"
mkdir -p "$OUT"

echo "host-noise: arithmetic on CPU 0 and CPU 1 at once ($WINDOWS windows)" >&2
taskset -c 0 "$PROBE" spin "$WINDOWS" > "$OUT/spin-cpu0.csv" &
SPIN0=$!
taskset -c 1 "$PROBE" spin "$WINDOWS" > "$OUT/spin-cpu1.csv"
wait "$SPIN0"

echo "host-noise: loopback round trips, CPU 0 to CPU 1 ($WINDOWS windows of 160 ms)" >&2
taskset -c 1 "$PROBE" serve > "$OUT/port" &
SERVER=$!
trap 'kill "$SERVER" 2>/dev/null || true' EXIT
for _ in $(seq 100); do [ -s "$OUT/port" ] && break; sleep 0.05; done   # at most 5 s for the port
PORT=$(head -1 "$OUT/port")
taskset -c 0 "$PROBE" ping "$PORT" "$WINDOWS" 160 > "$OUT/ping.csv"
wait "$SERVER" 2>/dev/null || true
rm -f "$OUT/port"

python3 - "$OUT" <<'PY' | tee "$OUT/summary.txt"
import statistics, sys
out = sys.argv[1]
def column(name, index):
    values = sorted(float(line.split(',')[index]) for line in open(f"{out}/{name}.csv"))
    p = lambda q: values[min(len(values) - 1, int(q * len(values)))]
    median = statistics.median(values)
    return median, p(0.10), p(0.90), (p(0.90) - p(0.10)) / 2 / median * 100
print(f"host noise, {out}: windows of the same length, no JVM; p10-p90 half-width as a share of the median")
for name, index, what in [("spin-cpu0", 1, "arithmetic, CPU 0, ms of CPU"), ("spin-cpu1", 1, "arithmetic, CPU 1, ms of CPU"),
                          ("ping", 0, "loopback round trip, µs"), ("ping", 1, "client CPU per round trip, µs")]:
    median, p10, p90, spread = column(name, index)
    print(f"  {what:34} median {median:9.2f}  p10 {p10:9.2f}  p90 {p90:9.2f}  ±{spread:4.1f} %")
PY
