#!/usr/bin/env bash
# Makes the Temporal CLI v1.5.1 (dev server 1.29.x) available and prints its path on the last line.
# Order: $TEMPORAL_CLI_PATH; a `temporal` on PATH that reports server 1.29.x; the cached build in
# .tools/bin; `go install` into .tools/bin (first build takes minutes); the official release archive.
set -euo pipefail
VERSION=1.5.1
WANT_SERVER='1.29.'
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
tools="$root/.tools/bin"

log() { echo "[temporal-cli] $*" >&2; }
ok() { # $1: candidate binary; accepts it when its server version is 1.29.x
  [ -x "$1" ] || return 1
  "$1" --version 2>/dev/null | grep -q "Server $WANT_SERVER"
}

if [ -n "${TEMPORAL_CLI_PATH:-}" ]; then
  ok "$TEMPORAL_CLI_PATH" || { log "TEMPORAL_CLI_PATH=$TEMPORAL_CLI_PATH is not a Temporal CLI with server ${WANT_SERVER}x"; exit 1; }
  echo "$TEMPORAL_CLI_PATH"; exit 0
fi
if on_path="$(command -v temporal 2>/dev/null)" && ok "$on_path"; then echo "$on_path"; exit 0; fi
if ok "$tools/temporal"; then echo "$tools/temporal"; exit 0; fi

mkdir -p "$tools"
if command -v go >/dev/null 2>&1; then
  log "building github.com/temporalio/cli v$VERSION with $(go version | cut -d' ' -f3) (first build takes several minutes)..."
  GOBIN="$tools" go install "github.com/temporalio/cli/cmd/temporal@v$VERSION" >&2 &
  pid=$!
  while kill -0 "$pid" 2>/dev/null; do sleep 20; kill -0 "$pid" 2>/dev/null && log "still building..."; done
  wait "$pid"
else
  os="$(uname -s | tr 'A-Z' 'a-z')"; arch="$(uname -m)"; [ "$arch" = x86_64 ] && arch=amd64; [ "$arch" = aarch64 ] && arch=arm64
  url="https://github.com/temporalio/cli/releases/download/v$VERSION/temporal_cli_${VERSION}_${os}_${arch}.tar.gz"
  log "Go not found; downloading $url"
  curl -fsSL "$url" | tar -xz -C "$tools" temporal
fi
ok "$tools/temporal" || { log "the Temporal CLI at $tools/temporal does not report server ${WANT_SERVER}x"; exit 1; }
log "ready: $("$tools/temporal" --version)"
echo "$tools/temporal"
