#!/usr/bin/env bash
# Builds the JDK's static libraries (libjava.a, libnio.a, libnet.a, libzip.a, ...) that native-image links
# into every image, and copies them to OUT_DIR. Temurin ships none, so they are built from Debian's
# openjdk-25 source package of the same update as the Temurin the toolchain extends (25.0.3+9).
#
#   jdk-static-libs.sh OUT_DIR WORK_DIR BOOT_JDK
#
# Needs root for apt-get (build dependencies). About 2 minutes on 2 cores and 1.1 GB in WORK_DIR.
set -euo pipefail
OUT="$1" WORK="$2" BOOT_JDK="$3"
DEBIAN_VERSION="25.0.3+9-2~deb13u1"
UPSTREAM_VERSION="25.0.3+9"
MIRROR="$(sed -n 's/^URIs: *\(http[^ ]*debian\)$/\1/p' /etc/apt/sources.list.d/debian.sources 2>/dev/null | head -1)"
MIRROR="${MIRROR:-http://deb.debian.org/debian}"

mkdir -p "$WORK/apt/lists/partial" "$WORK/apt/archives/partial" "$OUT"
cd "$WORK"

# A private apt configuration with one deb-src line: the machine's own sources stay untouched. The
# source package lives in trixie (Debian 13); bookworm has no openjdk-25.
echo "deb-src $MIRROR trixie main" > apt/sources.list
APT=(apt-get -q -o "Dir::Etc::SourceList=$WORK/apt/sources.list" -o Dir::Etc::SourceParts=/dev/null
  -o "Dir::State::Lists=$WORK/apt/lists" -o "Dir::Cache::Archives=$WORK/apt/archives" -o APT::Sandbox::User=root)
ORIG="openjdk-25_${UPSTREAM_VERSION}.orig.tar.xz"
if [ ! -f "$ORIG" ]; then
  "${APT[@]}" update >/dev/null
  # The .dsc and the googletest tarball 404 on the mirror; the orig tarball, all that is needed, arrives.
  "${APT[@]}" source --download-only "openjdk-25=$DEBIAN_VERSION" >/dev/null 2>&1 || true
  if [ ! -f "$ORIG" ]; then
    # a mirror keeps only a suite's newest version: say which it has, since the libraries must match the JDK
    offered="$("${APT[@]/apt-get/apt-cache}" showsrc openjdk-25 2>/dev/null | sed -n 's/^Version: //p' | paste -sd, -)"
    echo "jdk-static-libs: $ORIG did not download; the mirror offers openjdk-25 ${offered:-in no version}," \
      "and the static libraries must be of the boot JDK's own version ($UPSTREAM_VERSION)" >&2
    exit 1
  fi
fi

DEBIAN_FRONTEND=noninteractive apt-get install -y -q autoconf zip unzip file make libasound2-dev \
  libcups2-dev libfontconfig1-dev libx11-dev libxext-dev libxrender-dev libxrandr-dev libxtst-dev \
  libxt-dev >/dev/null

SRC="$WORK/openjdk-25-$UPSTREAM_VERSION"
[ -d "$SRC" ] || tar xJf "$ORIG"
cd "$SRC"
if [ ! -d build/linux-x86_64-server-release ]; then
  bash configure --with-boot-jdk="$BOOT_JDK" --disable-warnings-as-errors --with-native-debug-symbols=none \
    --with-freetype=bundled --with-version-string="$UPSTREAM_VERSION" --enable-headless-only > "$WORK/configure.log"
fi
# Only the static-library targets: the JDK itself is not built.
make java.base-static-libs java.management-static-libs java.prefs-static-libs java.rmi-static-libs \
  java.security.jgss-static-libs jdk.crypto.cryptoki-static-libs jdk.net-static-libs jdk.management-static-libs \
  > "$WORK/make.log"
cp build/linux-x86_64-server-release/support/native/*/*/static/*.a "$OUT/"
ls "$OUT"/libjava.a "$OUT"/libnio.a "$OUT"/libnet.a "$OUT"/libzip.a >/dev/null
