#!/usr/bin/env bash
# Regenerates include/amd64cpufeatures.h, include/svm_locale.h (and the other libchelper headers)
# under OUT_DIR from a SubstrateVM sources jar: gen-headers.sh SOURCES_JAR OUT_DIR
set -euo pipefail
exec "${JAVA:-java}" "$(dirname "$0")/GenHeaders.java" "$@"
