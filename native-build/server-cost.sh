#!/usr/bin/env bash
# What the business-service alone costs per request on the JVM and as a native executable, split into user
# time (compiled Java, GC, libc) and kernel time (sockets, scheduling), with wrk as the client: no
# presentation-service, so nothing of the client tier is in the figures. This is how the native penalty was
# traced to compiled code rather than the kernel: see README.md, "What native costs in throughput, and why".
#
#   native-build/server-cost.sh [ROUNDS] [SECONDS]       default: 3 rounds of 10 s per endpoint and concurrency
#   WIRERACE_SERVER_COST_PERF=1 native-build/server-cost.sh   also a perf profile of each mode, REST addOne
#        at c=4, by symbol (perf-<mode>.txt); an image names its methods only when built with
#        -Dquarkus.native.additional-build-args=-H:-DeleteLocalSymbols
#
# Needs both builds (native-build/build.sh) and wrk (tools/install.sh wrk). Each mode runs pinned to CPU 1
# with one HTTP event loop (as the suites run it; the image told its CPU count, which it does not find by
# itself), wrk on CPU 0. Every endpoint's reply is checked before it is loaded, and a round with any non-2xx
# reply or socket error fails the run. Writes results/<stamp>-server-cost/server-cost.csv (one line per
# round) and server-cost.md (medians, and native against the JVM).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
REPO="$(dirname "$HERE")"
TEMURIN="${WIRERACE_TEMURIN_HOME:-/usr/lib/jvm/temurin-25-jdk-amd64}"
ROUNDS="${1:-3}"
SECONDS_PER_ROUND="${2:-10}"
SERVICE_CPU=1 CLIENT_CPU=0
JAR="$REPO/business-service/target/quarkus-app/quarkus-run.jar"
IMAGE="$REPO/business-service/target/business-service-1.0.0-SNAPSHOT-runner"
WRK="$REPO/.tools/bin/wrk"
PROCESSES_JAR="$REPO/tiers/target/tiers-1.0.0-SNAPSHOT.jar"
MODEL_JAR="$REPO/shared-model/target/shared-model-1.0.0-SNAPSHOT.jar"
for need in "$JAR" "$IMAGE" "$PROCESSES_JAR" "$MODEL_JAR"; do
  [ -e "$need" ] || { echo "server-cost: $need is missing: run native-build/build.sh first" >&2; exit 1; }
done
[ -x "$WRK" ] || { echo "server-cost: wrk is missing: run tools/install.sh wrk" >&2; exit 1; }
[ "$(nproc)" -ge 2 ] || { echo "server-cost: needs two CPUs, one for the service and one for wrk" >&2; exit 1; }

OUT="$REPO/results/$(date +%Y%m%d-%H%M%S)-server-cost"
mkdir -p "$OUT"
echo "mode,endpoint,concurrency,round,requests,requests_per_s,p50_us,p99_us,user_us_per_request,system_us_per_request,gc_ms_per_1000" > "$OUT/server-cost.csv"
TICK_US=$((1000000 / $(getconf CLK_TCK)))

SERVICE_PID=""
stop_service() {
  if [ -n "$SERVICE_PID" ]; then
    kill "$SERVICE_PID" 2>/dev/null || true
    wait "$SERVICE_PID" 2>/dev/null || true
    SERVICE_PID=""
  fi
}
trap stop_service EXIT

start_service() {  # start_service MODE: the business-service on free ports, pinned, until it is ready
  local mode=$1 options=() option
  # every port free, chosen and named as the launcher does (tiers/: BusinessPorts, FreePorts)
  mapfile -t options < <("$TEMURIN/bin/java" -cp "$PROCESSES_JAR:$MODEL_JAR" dev.wirerace.tiers.ports.PrintFreeBusinessPorts)
  HTTP="" BARE=""
  for option in "${options[@]}"; do
    case $option in
      -Dquarkus.http.port=*) HTTP=${option#*=} ;;
      -Dwirerace.bare.port=*) BARE=${option#*=} ;;
    esac
  done
  [ -n "$HTTP" ] && [ -n "$BARE" ] || { echo "server-cost: no free ports from PrintFreeBusinessPorts" >&2; exit 1; }
  options+=(-Dquarkus.http.io-threads=1)
  if [ "$mode" = jvm ]; then
    # the JIT's symbols for perf, written when the JVM exits
    [ $PROFILE = no ] || options+=(-XX:+UnlockDiagnosticVMOptions -XX:+DumpPerfMapAtExit)
    taskset -c $SERVICE_CPU "$TEMURIN/bin/java" --sun-misc-unsafe-memory-access=allow --enable-native-access=ALL-UNNAMED -Xms1g -Xmx1g "${options[@]}" \
      -jar "$JAR" > "$OUT/business-service-$mode.log" 2>&1 &
  else
    taskset -c $SERVICE_CPU "$IMAGE" -Xmx1g -XX:ActiveProcessorCount=1 "${options[@]}" > "$OUT/business-service-$mode.log" 2>&1 &
  fi
  SERVICE_PID=$!
  for _ in $(seq 1 600); do
    curl -sf "http://127.0.0.1:$HTTP/q/health/ready" >/dev/null 2>&1 && return 0
    kill -0 "$SERVICE_PID" 2>/dev/null || break
    sleep 0.1
  done
  echo "server-cost: the $mode business-service did not get ready; $OUT/business-service-$mode.log ends with:" >&2
  tail -20 "$OUT/business-service-$mode.log" >&2
  exit 1
}

url() {  # url ENDPOINT
  case $1 in
    rest-addOne) echo "http://127.0.0.1:$HTTP/rest/add-one/41" ;;
    bare-addOne) echo "http://127.0.0.1:$BARE/rest/add-one/41" ;;
    rest-accounts55) echo "http://127.0.0.1:$HTTP/rest/accounts" ;;
  esac
}

check_reply() {  # check_reply ENDPOINT: the reply is the right one before wrk, which does not read bodies, loads it
  local body
  body=$(curl -sf "$(url "$1")") || { echo "server-cost: $1 did not answer 2xx" >&2; exit 1; }
  case $1 in
    *addOne) [ "$body" = 42 ] ;;
    rest-accounts55) [ "$(grep -o '"id"' <<< "$body" | wc -l)" = 55 ] ;;
  esac || { echo "server-cost: $1 answered ${body:0:200}" >&2; exit 1; }
}

cpu_ticks() { awk '{print $14, $15}' "/proc/$SERVICE_PID/stat"; }  # user and system ticks (comm has no spaces)
gc_millis() { curl -sf "http://127.0.0.1:$HTTP/admin/usage" | grep -o '"gcPauseMillis":[0-9]*' | cut -d: -f2; }

to_us() {  # to_us 80.5us|1.2ms|2s -> microseconds
  awk -v v="$1" 'BEGIN { n = v + 0; if (v ~ /us$/) print n; else if (v ~ /ms$/) print n * 1000; else print n * 1000000 }'
}

measure() {  # measure MODE ENDPOINT CONCURRENCY ROUND: one wrk round and the service's CPU over it
  local mode=$1 endpoint=$2 c=$3 round=$4 out before after gc_before gc_after requests
  gc_before=$(gc_millis)  # read outside the CPU window: it is a request too
  read -r -a before < <(cpu_ticks)
  out=$(taskset -c $CLIENT_CPU "$WRK" -t1 -c"$c" -d"${SECONDS_PER_ROUND}s" --latency "$(url "$endpoint")")
  read -r -a after < <(cpu_ticks)
  gc_after=$(gc_millis)
  if grep -q "Non-2xx\|Socket errors" <<< "$out"; then
    echo "server-cost: $mode $endpoint c=$c round $round had failures:" >&2
    echo "$out" >&2
    exit 1
  fi
  requests=$(awk '/requests in/ {print $1}' <<< "$out")
  per_request() { awk -v total="$1" -v n="$requests" 'BEGIN { printf "%.2f", total / n }'; }
  printf '%s,%s,%s,%s,%s,%s,%s,%s,%s,%s,%s\n' "$mode" "$endpoint" "$c" "$round" "$requests" \
    "$(awk '/Requests\/sec/ {print $2}' <<< "$out")" \
    "$(to_us "$(awk '$1 == "50%" {print $2}' <<< "$out")")" "$(to_us "$(awk '$1 == "99%" {print $2}' <<< "$out")")" \
    "$(per_request $(( (after[0] - before[0]) * TICK_US )))" "$(per_request $(( (after[1] - before[1]) * TICK_US )))" \
    "$(per_request $(( (gc_after - gc_before) * 1000 )))" >> "$OUT/server-cost.csv"
}

PROFILE=no
if [ "${WIRERACE_SERVER_COST_PERF-}" = 1 ]; then
  command -v perf > /dev/null || { echo "server-cost: WIRERACE_SERVER_COST_PERF=1 needs perf" >&2; exit 1; }
  PROFILE=yes
fi

profile() {  # profile MODE: records the service's CPU at c=4 for 10 s
  taskset -c $CLIENT_CPU "$WRK" -t1 -c4 -d12s "$(url rest-addOne)" > /dev/null &
  local load=$!
  sleep 1
  perf record -F 999 -p "$SERVICE_PID" -o "$OUT/perf-$1.data" -- sleep 10 > /dev/null 2>&1
  wait "$load"
}

profile_report() {  # profile_report MODE: by symbol, once the JVM has written its JIT map at exit
  perf report -i "$OUT/perf-$1.data" --no-children --sort dso,symbol --stdio 2> /dev/null | grep '%' | grep -v '^#' \
    > "$OUT/perf-$1.txt"
  rm -f "$OUT/perf-$1.data"
}

ENDPOINTS=(rest-addOne bare-addOne rest-accounts55)
for mode in jvm native; do
  echo "server-cost: $mode (about $(( (${#ENDPOINTS[@]} * (20 + 2 * ROUNDS * SECONDS_PER_ROUND)) / 60 + 1 )) min)" >&2
  start_service "$mode"
  for endpoint in "${ENDPOINTS[@]}"; do
    check_reply "$endpoint"
    # warm-up: the JIT's, and the pools' and caches' in both modes
    taskset -c $CLIENT_CPU "$WRK" -t1 -c4 -d20s "$(url "$endpoint")" > /dev/null
    for round in $(seq 1 "$ROUNDS"); do
      for c in 1 4; do
        measure "$mode" "$endpoint" "$c" "$round"
      done
    done
  done
  [ $PROFILE = no ] || profile "$mode"
  stop_service
  [ $PROFILE = no ] || profile_report "$mode"
done

# the table: medians over the rounds, and native over the JVM
awk -F, 'NR > 1 { key = $2 " c=" $3; if (!(key in seen)) { seen[key]; order[++keys] = key }; n[$1, key]++; for (i = 6; i <= 11; i++) v[$1, key, i, n[$1, key]] = $i }
  function median(mode, key, i,    m, a, j, k, t) {
    m = n[mode, key]; for (j = 1; j <= m; j++) a[j] = v[mode, key, i, j]
    for (j = 1; j <= m; j++) for (k = j + 1; k <= m; k++) if (a[k] < a[j]) { t = a[j]; a[j] = a[k]; a[k] = t }
    return m % 2 ? a[(m + 1) / 2] : (a[m / 2] + a[m / 2 + 1]) / 2 }
  END {
    print "| endpoint | mode | requests/s | p50 µs | p99 µs | user µs/request | kernel µs/request | GC ms per 1,000 |"
    print "|---|---|---:|---:|---:|---:|---:|---:|"
    for (r = 1; r <= keys; r++) for (mi = 1; mi <= 2; mi++) { key = order[r]; mode = mi == 1 ? "jvm" : "native"
      printf "| %s | %s | %.0f | %.0f | %.0f | %.1f | %.1f | %.2f |\n", key, mode, median(mode, key, 6), median(mode, key, 7),
        median(mode, key, 8), median(mode, key, 9), median(mode, key, 10), median(mode, key, 11) }
    print ""
    print "| endpoint | native / JVM requests/s | native / JVM user µs | native / JVM kernel µs |"
    print "|---|---:|---:|---:|"
    for (r = 1; r <= keys; r++) { key = order[r]
      printf "| %s | %.2f | %.2f | %.2f |\n", key, median("native", key, 6) / median("jvm", key, 6),
        median("native", key, 9) / median("jvm", key, 9), median("native", key, 10) / median("jvm", key, 10) }
  }' "$OUT/server-cost.csv" > "$OUT/server-cost.md"
cat "$OUT/server-cost.md"
echo "server-cost: $OUT" >&2
