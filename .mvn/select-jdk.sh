# Sourced by ./mvnw and ./wirerace: points JAVA_HOME at a JDK 25, whatever the caller's JAVA_HOME says.
# Why 25: the native-image path needs it, and building, testing and measuring on one JDK keeps JVM and
# native figures comparable. Order: WIRERACE_JAVA_HOME, then JAVA_HOME if it is already 25+, then the
# JDK 25 homes a Debian/Temurin machine has under /usr/lib/jvm.

wirerace_jdk_major() {
  # prints the feature version of the JDK home $1 (from its release file), or nothing
  [ -r "$1/release" ] || return 0
  sed -n 's/^JAVA_VERSION="\([0-9]*\).*/\1/p' "$1/release"
}

wirerace_select_jdk() {
  if [ -n "${WIRERACE_JAVA_HOME-}" ]; then
    JAVA_HOME="$WIRERACE_JAVA_HOME"
  elif [ -n "${JAVA_HOME-}" ] && [ "$(wirerace_jdk_major "$JAVA_HOME")" -ge 25 ] 2>/dev/null; then
    :
  else
    for candidate in /usr/lib/jvm/temurin-25-jdk-amd64 /usr/lib/jvm/temurin-25* /usr/lib/jvm/*-25-* /usr/lib/jvm/*25*; do
      if [ -x "$candidate/bin/javac" ] && [ "$(wirerace_jdk_major "$candidate")" = 25 ]; then
        JAVA_HOME="$candidate"
        break
      fi
    done
  fi
  if [ "$(wirerace_jdk_major "${JAVA_HOME-}")" -ge 25 ] 2>/dev/null; then
    export JAVA_HOME
  else
    echo "wirerace: no JDK 25 found (set WIRERACE_JAVA_HOME to a JDK 25 home)" >&2
    return 1
  fi
}
