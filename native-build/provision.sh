#!/usr/bin/env bash
# Prints the GraalVM home the native builds use, assembling one first if there is none.
#
#   native-build/provision.sh        -> /path/to/graalvm-home on stdout, progress on stderr
#
# With GRAALVM_HOME set (a GraalVM or Mandrel for JDK 25), that home is used as it is. Otherwise a
# native-image toolchain is assembled from registry artifacts (see README.md: the builder jars of GraalVM CE
# 25.0.2 from Maven Central on a copy of Temurin 25.0.3, JDK static libraries built from Debian's
# openjdk-25 source, SubstrateVM 21.1.0's libjvm.a, and small stand-ins of our own for what is not
# published) into a cache outside the repository, once per machine: about 2 minutes, 420 MB kept (1.6 GB while it builds).
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
REPO="$(dirname "$HERE")"

if [ -n "${GRAALVM_HOME-}" ]; then
  [ -x "$GRAALVM_HOME/bin/native-image" ] || { echo "provision: GRAALVM_HOME=$GRAALVM_HOME has no bin/native-image" >&2; exit 1; }
  echo "$GRAALVM_HOME"
  exit 0
fi

# Every ingredient is pinned; a change of any of them is a new toolchain folder.
GRAAL_VERSION=25.0.2
JDK_VERSION=25.0.3
TEMURIN="${WIRERACE_TEMURIN_HOME:-/usr/lib/jvm/temurin-25-jdk-amd64}"
CACHE="${WIRERACE_NATIVE_CACHE:-$HOME/.cache/wirerace/native}"
TC="$CACHE/graalvm-ce-$GRAAL_VERSION-assembled-jdk-$JDK_VERSION-r2"

if [ -f "$TC/.complete" ]; then
  echo "$TC"
  exit 0
fi

step() { echo "provision: $* ($(date -u +%H:%M:%S))" >&2; }
started=$(date +%s)
grep -q "^JAVA_VERSION=\"$JDK_VERSION\"" "$TEMURIN/release" 2>/dev/null || {
  echo "provision: $TEMURIN is not Temurin $JDK_VERSION (the JDK static libraries must match it exactly);" \
    "set WIRERACE_TEMURIN_HOME, or GRAALVM_HOME to a real GraalVM" >&2
  exit 1
}

PARTIAL="$TC.partial"
rm -rf "$PARTIAL"
mkdir -p "$CACHE"
step "copying $TEMURIN"
cp -a "$TEMURIN" "$PARTIAL"

step "builder jars (GraalVM $GRAAL_VERSION) from Maven Central"
JARS="$CACHE/jars-$GRAAL_VERSION"
"$REPO/mvnw" -B -ntp -q -f "$HERE/toolchain/pom.xml" dependency:copy-dependencies -DoutputDirectory="$JARS"
mkdir -p "$PARTIAL/lib/svm/builder" "$PARTIAL/lib/svm/compiler" "$PARTIAL/lib/svm/clibraries/linux-amd64"
for jar in "$JARS"/*.jar; do
  case "$(basename "$jar")" in
    *-sources.jar) ;;
    compiler-*.jar) cp "$jar" "$PARTIAL/lib/svm/compiler/" ;;
    *) cp "$jar" "$PARTIAL/lib/svm/builder/" ;;
  esac
done

step "JDK $JDK_VERSION static libraries from Debian's openjdk-25 source (about 2 minutes)"
"$HERE/toolchain/jdk-static-libs.sh" "$PARTIAL/lib/static/linux-amd64/glibc" "$CACHE/openjdk-src" "$TEMURIN"

step "C libraries: SubstrateVM 21.1.0's libjvm.a and our stand-ins"
OLD="$CACHE/svm-hosted-native-21.1.0"
mkdir -p "$OLD"
tar xzf "$JARS"/svm-hosted-native-linux-amd64-*.tar.gz -C "$OLD"
JAVA="$TEMURIN/bin/java" JNI_HOME="$TEMURIN" "$HERE/toolchain/c/build.sh" "$PARTIAL/lib/svm/clibraries/linux-amd64" \
  "$JARS/svm-$GRAAL_VERSION-sources.jar" "$OLD/linux-amd64" >/dev/null
# the builder loads its progress-reporter JNI helper from <java.home>/lib/svm/builder/lib
JAVA="$TEMURIN/bin/java" JNI_HOME="$TEMURIN" "$HERE/toolchain/c/check.sh" "$PARTIAL/lib/svm/clibraries/linux-amd64" \
  "$JARS/svm-$GRAAL_VERSION-sources.jar" >/dev/null
mkdir -p "$PARTIAL/lib/svm/builder/lib"
mv "$PARTIAL/lib/svm/clibraries/linux-amd64/libreporterchelper.so" "$PARTIAL/lib/svm/builder/lib/"

step "the native-image driver"
"$REPO/native-driver/build.sh" "$PARTIAL" >&2

step "smoke test: a hello-world native image"
"$HERE/toolchain/smoke.sh" "$PARTIAL" "$CACHE/smoke"

mv "$PARTIAL" "$TC"
touch "$TC/.complete"
# the JDK sources and their build (1.1 GB) served only the static libraries, now in the toolchain
rm -rf "$CACHE/openjdk-src" "$CACHE/smoke"
step "done in $(( $(date +%s) - started )) s: $TC ($(du -sh "$TC" | cut -f1))"
echo "$TC"
