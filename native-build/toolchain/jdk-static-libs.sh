#!/usr/bin/env bash
# Builds the JDK's static libraries (libjava.a, libnio.a, libnet.a, libzip.a, ...) that native-image links
# into every image, and copies them to OUT_DIR. Temurin ships none, so they are built from Debian's
# openjdk-25 upstream tarball of the same update as the Temurin the toolchain extends (25.0.3+9).
#
#   jdk-static-libs.sh OUT_DIR WORK_DIR BOOT_JDK
#
# Needs root for apt-get (build dependencies). About 2 minutes on 2 cores and 1.1 GB in WORK_DIR.
set -euo pipefail
OUT="$1" WORK="$2" BOOT_JDK="$3"
UPSTREAM_VERSION="25.0.3+9"
MIRROR="$(sed -n 's/^URIs: *\(http[^ ]*debian\)$/\1/p' /etc/apt/sources.list.d/debian.sources 2>/dev/null | head -1)"
MIRROR="${MIRROR:-http://deb.debian.org/debian}"

mkdir -p "$WORK" "$OUT"
cd "$WORK"

# The upstream tarball straight from the mirror's pool, checked against its pinned hash: a suite's index
# lists only its newest openjdk-25 (trixie moved on to 25.0.5), but the pool still serves the 25.0.3 files.
ORIG="openjdk-25_${UPSTREAM_VERSION}.orig.tar.xz"
ORIG_SHA256=2dd6c441b49705480db1ebfcd03f43d5dcb7f1d4290e98c1fa6eeefae50cfa07
if [ ! -f "$ORIG" ]; then
  curl -fsS --retry 3 -m 900 -o "$ORIG.part" "$MIRROR/pool/main/o/openjdk-25/$ORIG" || {
    echo "jdk-static-libs: $MIRROR/pool/main/o/openjdk-25/$ORIG did not download; the static libraries" \
      "must be of the boot JDK's own version ($UPSTREAM_VERSION)" >&2
    exit 1
  }
  echo "$ORIG_SHA256  $ORIG.part" | sha256sum -c --quiet - || { echo "jdk-static-libs: $ORIG: wrong sha256" >&2; exit 1; }
  mv "$ORIG.part" "$ORIG"
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
