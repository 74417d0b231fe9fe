#!/usr/bin/env bash
# What TLS costs piece by piece (tls-cost/TlsCost.java: AES-GCM, SHA-384, SecureRandom, an SSLEngine record
# round trip, a handshake) on the JVM and in native images of the same class built for several CPU targets
# (-march), each run pinned to one CPU. This is how the native TLS wires' slowness was traced to the CPU
# target: see README.md, "TLS in the image".
#
#   native-build/tls-cost.sh [MARCH ...]      default: x86-64-v3 haswell native
#
# Writes results/<stamp>-tls-cost/tls-cost.jsonl (one line per piece and runtime) and tls-cost.md (the
# table). An image takes about 3 minutes to build; images are kept in .wirerace/native/tls-cost/ and rebuilt
# only when TlsCost.java changes.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
REPO="$(dirname "$HERE")"
TEMURIN="${WIRERACE_TEMURIN_HOME:-/usr/lib/jvm/temurin-25-jdk-amd64}"
CPU="${WIRERACE_TLS_COST_CPU:-1}"
MARCHES=("$@")
[ ${#MARCHES[@]} -gt 0 ] || MARCHES=(x86-64-v3 haswell native)

GRAALVM_HOME="$("$HERE/provision.sh")"
WORK="$REPO/.wirerace/native/tls-cost"
source_hash="$(sha256sum "$HERE/tls-cost/TlsCost.java" | cut -c1-12)"
mkdir -p "$WORK/classes-$source_hash"
"$TEMURIN/bin/javac" --release 25 -d "$WORK/classes-$source_hash" "$HERE/tls-cost/TlsCost.java"
# the wires' own kind of key: RSA 2048, self-signed (tls-material's TlsMaterial)
if [ ! -f "$WORK/keystore.p12" ]; then
  "$TEMURIN/bin/keytool" -genkeypair -alias tls-cost -keyalg RSA -keysize 2048 -validity 3650 -dname CN=localhost \
    -storetype PKCS12 -keystore "$WORK/keystore.p12" -storepass tls-cost >/dev/null 2>&1
fi

for march in "${MARCHES[@]}"; do
  image="$WORK/tls-cost-$march-$source_hash"
  if [ ! -x "$image" ]; then
    echo "tls-cost: native image for -march=$march (about 3 minutes)" >&2
    (cd "$WORK" && "$GRAALVM_HOME/bin/native-image" -cp "classes-$source_hash" "-march=$march" \
      -o "tls-cost-$march-$source_hash" TlsCost > "build-$march.log" 2>&1) || {
      echo "tls-cost: the build for -march=$march failed; $WORK/build-$march.log ends with:" >&2
      tail -20 "$WORK/build-$march.log" >&2
      exit 1
    }
  fi
done

OUT="$REPO/results/$(date +%Y%m%d-%H%M%S)-tls-cost"
mkdir -p "$OUT"
run() {  # run LABEL COMMAND...: the probe's lines, each tagged with the runtime's label
  echo "tls-cost: $1 on CPU $CPU (about 40 s)" >&2
  taskset -c "$CPU" "${@:2}" "$WORK/keystore.p12" tls-cost | sed "s/^{/{\"runtimeLabel\": \"$1\", /" >> "$OUT/tls-cost.jsonl"
}
run jvm "$TEMURIN/bin/java" -Xms1g -Xmx1g -cp "$WORK/classes-$source_hash" TlsCost
for march in "${MARCHES[@]}"; do
  run "native -march=$march" "$WORK/tls-cost-$march-$source_hash" -Xmx1g
done

# the table: one row per piece, one column per runtime, and each native one against the JVM
"$TEMURIN/bin/java" "$HERE/tls-cost/TlsCostTable.java" "$OUT/tls-cost.jsonl" > "$OUT/tls-cost.md"
cat "$OUT/tls-cost.md"
echo "tls-cost: $OUT" >&2
