#!/usr/bin/env bash
# Builds both services in JVM and in native mode, timing each build, and writes what the comparison
# reports about them (build seconds, artifact, size, toolchain) to .wirerace/native/builds.json.
#
#   native-build/build.sh [--native-only] [-Dpayload.sample=FILE [-Dpayload.schema=FILE]]
#
# The -D properties build payload-model with the user's payload (./wirerace native --payload passes them); without
# them both services carry the built-in one (examples/payloads/accounts.json).
#
# The native toolchain is GRAALVM_HOME's when set, else the one provision.sh assembles (once per machine).
# About 15 minutes on 2 cores (two native images of 6-7 minutes each).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
REPO="$(dirname "$HERE")"
cd "$REPO"
OUT="$REPO/.wirerace/native"
mkdir -p "$OUT"
native_only=no
[ "${1-}" = --native-only ] && { native_only=yes; shift; }
payload_properties=()
for property in "$@"; do
  case "$property" in
    -Dpayload.sample=*|-Dpayload.schema=*) payload_properties+=("$property") ;;
    *) echo "native-build/build.sh: unknown argument $property" >&2; exit 2 ;;
  esac
done

USER_GRAALVM="${GRAALVM_HOME-}"
GRAALVM_HOME="$(native-build/provision.sh)"
export GRAALVM_HOME
version="$("$GRAALVM_HOME/bin/native-image" --version | head -1)"
if [ -n "$USER_GRAALVM" ]; then
  label="native ($version, GRAALVM_HOME)"
  caveats='[]'
else
  label="native (assembled toolchain: GraalVM CE 25.0.2 builder on Temurin 25.0.3)"
  # what the stand-ins of the assembled toolchain mean for its images (README.md)
  caveats='["built by an assembled toolchain, not a GraalVM or Mandrel release: its figures are indicative",
    "CPU features are detected by our own cpuid code (libchelper stand-in): run the images where they were built",
    "container support is a stand-in that reports no container: the images ignore cgroup CPU and memory limits",
    "SubstrateVM runtime library libjvm.a from 21.1.0, the last one published"]'
fi

timed() {  # timed SECONDS_VAR command...: runs the command, stores its wall time in whole seconds
  local var=$1; shift
  local start; start=$(date +%s)
  "$@"
  printf -v "$var" '%s' "$(( $(date +%s) - start ))"
}

entry() {  # entry SECONDS ARTIFACT: one build's JSON
  local bytes
  if [ -d "$2" ]; then bytes=$(du -sb "$2" | cut -f1); else bytes=$(stat -c %s "$2"); fi
  printf '{"seconds": %s, "artifact": "%s", "bytes": %s}' "$1" "${2#"$REPO"/}" "$bytes"
}

declare -A JVM_ENTRY NATIVE_ENTRY
./mvnw -B -ntp -q install -DskipTests -pl business-service,presentation-service -am ${payload_properties[@]+"${payload_properties[@]}"}
for service in business-service presentation-service; do
  if [ "$native_only" = no ] || [ ! -f "$OUT/$service-jvm.json" ]; then
    echo "native-build: $service, JVM build" >&2
    timed seconds ./mvnw -B -ntp -q package -DskipTests -pl "$service"
    entry "$seconds" "$REPO/$service/target/quarkus-app" > "$OUT/$service-jvm.json"
  fi
  echo "native-build: $service, native build with $GRAALVM_HOME" >&2
  timed seconds ./mvnw -B -ntp -q package -Dnative -DskipTests -pl "$service" \
    -Dquarkus.native.graalvm-home="$GRAALVM_HOME"
  entry "$seconds" "$REPO/$service/target/$service-1.0.0-SNAPSHOT-runner" > "$OUT/$service-native.json"
  # the JVM build above left the JVM artifact in place; the native one adds the runner beside it
done

{
  printf '{"label": "%s", "nativeImageVersion": "%s", "caveats": %s' "$label" "$version" "$caveats"
  for service in business-service presentation-service; do
    printf ', "%s": {"jvm": %s, "native": %s}' "$service" "$(cat "$OUT/$service-jvm.json")" "$(cat "$OUT/$service-native.json")"
  done
  printf '}\n'
} > "$OUT/builds.json"
echo "native-build: $OUT/builds.json" >&2
