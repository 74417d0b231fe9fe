#!/usr/bin/env bash
# Builds and runs a hello-world native image with the toolchain at TC_HOME: the toolchain is kept only if
# the image links, starts and prints what the same class prints on the JVM.
#
#   smoke.sh TC_HOME WORK_DIR
set -euo pipefail
TC="$1" WORK="$2"
rm -rf "$WORK"
mkdir -p "$WORK/classes"
cat > "$WORK/Hello.java" <<'JAVA'
public class Hello {
    public static void main(String[] args) {
        System.out.println("hello from " + System.getProperty("java.vm.name") + ", " + String.join(" ", args));
    }
}
JAVA
"$TC/bin/javac" -d "$WORK/classes" "$WORK/Hello.java"
(cd "$WORK" && "$TC/bin/native-image" -cp classes -o hello Hello > build.log 2>&1) || {
  echo "smoke: the hello-world native build failed; $WORK/build.log ends with:" >&2
  tail -30 "$WORK/build.log" >&2
  exit 1
}
out="$("$WORK/hello" native image)"
case "$out" in
  "hello from Substrate VM, native image") echo "smoke: $out" >&2 ;;
  *) echo "smoke: unexpected output from the image: $out" >&2; exit 1 ;;
esac
