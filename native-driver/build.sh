#!/bin/sh
# Installs the native-image driver into a toolchain home (TC): a copy of a JDK 25 that already
# holds the builder jars in lib/svm/builder and the Graal compiler jar in lib/svm/compiler.
#   build.sh TC_HOME
# Result: TC/lib/svm/driver (driver classes + driver.properties) and TC/bin/native-image.
# The GraalVM identity reported by the driver can be overridden with
#   GRAALVM_VERSION (default: Implementation-Version of the svm jar) and
#   GRAALVM_VENDOR_VERSION (default: "GraalVM CE $GRAALVM_VERSION+10.1", the 25.0.2 release build).
set -eu

[ $# -eq 1 ] || { echo "usage: $0 TC_HOME" >&2; exit 2; }
TC=$(cd "$1" && pwd -P)
SRC=$(cd "$(dirname "$0")" && pwd -P)/src
OUT="$TC/lib/svm/driver"

svm_jar=$(ls "$TC"/lib/svm/builder/svm-*.jar 2>/dev/null | head -n 1)
[ -n "$svm_jar" ] || { echo "no svm-*.jar in $TC/lib/svm/builder" >&2; exit 1; }
ls "$TC"/lib/svm/compiler/*.jar >/dev/null 2>&1 || { echo "no compiler jar in $TC/lib/svm/compiler" >&2; exit 1; }

if [ -z "${GRAALVM_VERSION:-}" ]; then
    GRAALVM_VERSION=$(unzip -p "$svm_jar" META-INF/MANIFEST.MF | tr -d '\r' | sed -n 's/^Implementation-Version: *//p' | head -n 1)
fi
[ -n "$GRAALVM_VERSION" ] || { echo "cannot tell the GraalVM version of $svm_jar; set GRAALVM_VERSION" >&2; exit 1; }
GRAALVM_VENDOR_VERSION=${GRAALVM_VENDOR_VERSION:-"GraalVM CE $GRAALVM_VERSION+10.1"}

rm -rf "$OUT"
mkdir -p "$OUT"
"$TC/bin/javac" --release 25 -encoding UTF-8 -d "$OUT" "$SRC"/nidriver/*.java

cat > "$OUT/driver.properties" <<PROPS
# Identity the driver reports (native-image --version) and passes to the builder.
version=$GRAALVM_VERSION
vendorversion=$GRAALVM_VENDOR_VERSION
vendor=GraalVM Community
vendorurl=https://www.graalvm.org/
PROPS

cat > "$TC/bin/native-image" <<'SCRIPT'
#!/bin/sh
# native-image: runs the driver (lib/svm/driver) on this toolchain's own JDK, which then starts
# the image builder. The toolchain home is found from this script's real location.
self=$(readlink -f "$0")
TC=$(cd "$(dirname "$self")/.." && pwd -P)
exec "$TC/bin/java" -XX:+UseSerialGC -XX:TieredStopAtLevel=1 -cp "$TC/lib/svm/driver" nidriver.NativeImage "$@"
SCRIPT
chmod 755 "$TC/bin/native-image"

echo "native-image driver installed in $TC (GraalVM $GRAALVM_VERSION, '$GRAALVM_VENDOR_VERSION')"
