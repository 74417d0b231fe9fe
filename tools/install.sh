#!/usr/bin/env bash
# Installs the project's external tools, pinned, into .tools/bin (git-ignored): from the Go module proxy, or
# from Debian's packages (linked into .tools/bin; needs root or sudo).
# Usage: tools/install.sh [grpcurl] [k6] [toxiproxy] [ghz] [wrk] [h2load]   (no argument: the first three,
# what the tests need). Does nothing for a tool whose pinned version is already there.
set -euo pipefail
cd "$(dirname "$0")/.."
BIN="$PWD/.tools/bin"
mkdir -p "$BIN"

declare -A MODULE=(
  [grpcurl]="github.com/fullstorydev/grpcurl/cmd/grpcurl@v1.9.3"
  [k6]="go.k6.io/k6@v1.8.1"
  [toxiproxy]="github.com/Shopify/toxiproxy/v2/cmd/server@v2.12.0"
  [ghz]="github.com/bojand/ghz/cmd/ghz@v0.120.0"
)
declare -A BINARY=([grpcurl]=grpcurl [k6]=k6 [toxiproxy]=server [ghz]=ghz)
# Debian bookworm's packages: the outside load generators of ./wirerace --references
declare -A DEBIAN=([wrk]="wrk=4.1.0-3+b2" [h2load]="nghttp2-client=1.52.0-1+deb12u3")

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

install_debian() {
  local tool=$1 package=${DEBIAN[$1]} stamp="$BIN/.$1.version" sudo=""
  if [ -x "$BIN/$tool" ] && [ "$(cat "$stamp" 2>/dev/null)" = "$package" ]; then
    return 0
  fi
  [ "$(id -u)" = 0 ] || sudo=sudo
  echo "installing Debian's $package" >&2
  if ! DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "$package" >/dev/null; then
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "$package" >/dev/null
  fi
  ln -sf "$(command -v "$tool")" "$BIN/$tool"
  echo "$package" > "$stamp"
}

tools=("$@")
[ ${#tools[@]} -gt 0 ] || tools=(grpcurl k6 toxiproxy)
for tool in "${tools[@]}"; do
  if [ -n "${MODULE[$tool]-}" ]; then
    install_tool "$tool"
  elif [ -n "${DEBIAN[$tool]-}" ]; then
    install_debian "$tool"
  else
    echo "unknown tool: $tool (grpcurl, k6, toxiproxy, ghz, wrk, h2load)" >&2
    exit 2
  fi
done
