#!/usr/bin/env bash
# Builds the native stand-ins a SubstrateVM 25.x image builder needs on linux-amd64 but that are
# not published on Maven Central for 25.x.
#
#   build.sh OUT_DIR SOURCES_JAR OLD_BUNDLE_DIR
#
# OUT_DIR becomes a -H:CLibraryPath directory (the driver's default is
# <graalvm home>/lib/svm/clibraries/linux-amd64): static libraries at the top, headers in include/.
# libreporterchelper.so is also written to OUT_DIR; the builder loads it from
# <java.home>/lib/svm/builder/lib/ (printed at the end).
#
# Environment: JAVA (runs GenHeaders.java, JDK 11+), JNI_HOME (a JDK with include/jni.h), CC.
set -euo pipefail

if [ $# -ne 3 ]; then
    echo "usage: $0 OUT_DIR SOURCES_JAR OLD_BUNDLE_DIR" >&2
    exit 2
fi
here=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$1"
out=$(cd "$1" && pwd)
jar=$(realpath "$2")
old=$(realpath "$3")
JAVA=${JAVA:-java}
JNI_HOME=${JNI_HOME:-/usr/lib/jvm/temurin-25-jdk-amd64}
CC=${CC:-gcc}
CFLAGS=(-O2 -fPIC -Wall -Wextra -Wno-unused-parameter -Wno-format-security)

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# Headers come from the Java declarations so that struct layout and names can not drift.
rm -rf "$out/include"
"$JAVA" "$here/GenHeaders.java" "$jar" "$out"
for h in amd64cpufeatures.h svm_locale.h; do
    [ -s "$out/include/$h" ] || { echo "error: include/$h was not generated; did the sources change?" >&2; exit 1; }
done

cc() { "$CC" "${CFLAGS[@]}" -I"$out/include" -I"$JNI_HOME/include" -I"$JNI_HOME/include/linux" "$@"; }

# ar appends to an existing archive, so archives are always recreated from scratch.
archive() {
    local name=$1
    shift
    rm -f "$out/$name"
    ar rcs "$out/$name" "$@"
}

# liblibchelper.a: the image links it as -llibchelper.
for src in libchelper libchelper_signal libchelper_attach libchelper_locale; do
    cc -c "$here/$src.c" -o "$tmp/$src.o"
done
archive liblibchelper.a "$tmp"/libchelper*.o

# libsvm_container.a: needed unless images are built with -H:-UseContainerSupport.
cc -c "$here/svm_container.c" -o "$tmp/svm_container.o"
archive libsvm_container.a "$tmp/svm_container.o"

# libjvm.a: the 21.1 objects plus the entry points JDK 25 libraries expect. Refuse to add a symbol
# the old archive already defines, which would make the link ambiguous.
cc -c "$here/jvm-missing.c" -o "$tmp/jvm-missing.o"
nm --defined-only "$tmp/jvm-missing.o" | awk '$2 == "T" {print $3}' | sort > "$tmp/new.syms"
nm --defined-only "$old/libjvm.a" 2>/dev/null | awk '$2 == "T" {print $3}' | sort -u > "$tmp/old.syms"
dup=$(comm -12 "$tmp/new.syms" "$tmp/old.syms")
if [ -n "$dup" ]; then
    echo "error: $old/libjvm.a already defines: $dup" >&2
    exit 1
fi
# Copying the archive keeps its members exactly as they were (even same-named ones).
rm -f "$out/libjvm.a"
cp "$old/libjvm.a" "$out/libjvm.a"
chmod u+w "$out/libjvm.a"
ar rs "$out/libjvm.a" "$tmp/jvm-missing.o"

# libreporterchelper.so: JNI library of the builder itself (not linked into images).
cc -shared -Wl,-soname,libreporterchelper.so "$here/reporterchelper.c" -o "$out/libreporterchelper.so"

echo "built in $out:"
(cd "$out" && find . -type f | sort | sed 's|^\./|  |')
echo "install libreporterchelper.so as <java.home>/lib/svm/builder/lib/libreporterchelper.so"
