#!/bin/sh
# Builds Hello.java into a native executable with TC/bin/native-image and runs it.
#   run.sh TC_HOME     (work directory: $WORK, default /tmp/native-hello)
set -eu
TC=$1
HERE=$(cd "$(dirname "$0")" && pwd)
W=${WORK:-/tmp/native-hello}
rm -rf "$W"; mkdir -p "$W/classes"
"$TC/bin/javac" -d "$W/classes" "$HERE/Hello.java"
cd "$W"
"$TC/bin/native-image" -cp classes Hello hello
./hello from native-image
