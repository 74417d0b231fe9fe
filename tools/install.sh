#!/usr/bin/env bash
# Installs the project's external tools, pinned, into .tools/bin (git-ignored), from the Go module proxy.
# Usage: tools/install.sh [grpcurl] [k6] [toxiproxy]   (no argument: all). Does nothing for a tool whose
# pinned version is already there.
set -euo pipefail
cd "$(dirname "$0")/.."
BIN="$PWD/.tools/bin"
mkdir -p "$BIN"

declare -A MODULE=(
  [grpcurl]="github.com/fullstorydev/grpcurl/cmd/grpcurl@v1.9.3"
  [k6]="go.k6.io/k6@v1.8.1"
  [toxiproxy]="github.com/Shopify/toxiproxy/v2/cmd/server@v2.12.0"
)
declare -A BINARY=([grpcurl]=grpcurl [k6]=k6 [toxiproxy]=server)

install_tool() {
  local tool=$1 module=${MODULE[$1]} stamp="$BIN/.$1.version"
  if [ -x "$BIN/$tool" ] && [ "$(cat "$stamp" 2>/dev/null)" = "$module" ]; then
    return 0
  fi
  echo "installing $module (a few minutes for k6)" >&2
  local build
  build=$(mktemp -d)
  GOBIN="$build" go install "$module"
  mv "$build/${BINARY[$tool]}" "$BIN/$tool"
  rm -rf "$build"
  echo "$module" > "$stamp"
}

tools=("$@")
[ ${#tools[@]} -gt 0 ] || tools=(grpcurl k6 toxiproxy)
for tool in "${tools[@]}"; do
  [ -n "${MODULE[$tool]-}" ] || { echo "unknown tool: $tool (grpcurl, k6, toxiproxy)" >&2; exit 2; }
  install_tool "$tool"
done
