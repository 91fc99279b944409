#!/usr/bin/env bash
# Makes the Temporal CLI v1.5.1 (dev server 1.29.x) available and prints its path on the last line.
# Order: $TEMPORAL_CLI_PATH; a `temporal` on PATH that reports server 1.29.x; the binary in .tools/bin; the
# per-user cache (below); the official release archive, checked against the SHA-256 pinned below (seconds,
# when GitHub can be reached); else `go install` into .tools/bin (first build takes minutes; needs Go >= 1.25
# and the Go module proxy). TEMPORAL_CLI_DOWNLOAD=0 skips the download.
# The per-user cache, like npm's and Go's own caches outside the clone: a binary this script downloaded or
# built is also kept as ${XDG_CACHE_HOME:-$HOME/.cache}/bank-statement-analysis/temporal-<version> with its
# SHA-256 beside it, and a later clone links (or copies) it into its .tools/bin after checking both that
# SHA-256 and the server version it reports. TEMPORAL_CLI_CACHE=0 neither reads nor writes it.
set -euo pipefail
VERSION=1.5.1
WANT_SERVER='1.29.'
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
tools="$root/.tools/bin"
cached="${XDG_CACHE_HOME:-$HOME/.cache}/bank-statement-analysis/temporal-$VERSION"

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

# SHA-256 of the release archives, from the release's checksums file (temporal_cli_1.5.1_checksums.txt).
sha256_of() {
  case "$1" in
    linux_amd64) echo ddc95e08b0b076efd4ea9733a3f488eb7d2be875f8834e616cd2a37358b4852d ;;
    linux_arm64) echo bd1b0db9f18b051026de8bf6cc1505f2510f14bbb7a8b9a4a91fff46c77454f5 ;;
    darwin_amd64) echo bbb73e2a31135abe50a1f1cdb35030c42961df618e8ce9c60ae89f201540c5d9 ;;
    darwin_arm64) echo cca01b7ea35ad56e2a328d9ae596bf716bd22313ef63c7a761c88354457c2415 ;;
    *) return 1 ;;
  esac
}
sha256() { if command -v sha256sum >/dev/null 2>&1; then sha256sum "$1" | cut -d' ' -f1; else shasum -a 256 "$1" | cut -d' ' -f1; fi; }

# A hard link where both are on one file system (250 MB not written twice), else a copy. Either way a later
# change to one of them is caught by the SHA-256 check before the cached binary is used again.
link_or_copy() { ln -f "$1" "$2" 2>/dev/null || cp "$1" "$2"; }

from_cache() { # the cached binary into .tools/bin, when it matches its recorded SHA-256 and reports server 1.29.x
  [ "${TEMPORAL_CLI_CACHE:-1}" != 0 ] && [ -f "$cached" ] && [ -f "$cached.sha256" ] || return 1
  if [ "$(sha256 "$cached")" != "$(cat "$cached.sha256")" ]; then
    log "cached $cached does not match its recorded SHA-256: not using it"; return 1
  fi
  ok "$cached" || { log "cached $cached does not report server ${WANT_SERVER}x: not using it"; return 1; }
  link_or_copy "$cached" "$tools/temporal.$$.partial" && mv "$tools/temporal.$$.partial" "$tools/temporal" || return 1
  log "taken from the cache $cached (sha256 $(cat "$cached.sha256"))"
}

to_cache() { # keeps the verified .tools/bin/temporal for later clones; a cache that cannot be written is only logged
  [ "${TEMPORAL_CLI_CACHE:-1}" != 0 ] || return 0
  local dir sum
  dir="$(dirname "$cached")"
  sum="$(sha256 "$tools/temporal")"
  if mkdir -p "$dir" && link_or_copy "$tools/temporal" "$cached.$$.partial" && echo "$sum" >"$cached.sha256.$$.partial" \
    && mv "$cached.$$.partial" "$cached" && mv "$cached.sha256.$$.partial" "$cached.sha256"; then
    log "cached as $cached (sha256 $sum)"
  else
    rm -f "$cached.$$.partial" "$cached.sha256.$$.partial"; log "could not write the cache $cached (continuing)"
  fi
}

download() { # the release archive, verified; returns 1 (nothing installed) when it cannot be had or does not match
  local os arch want url tmp
  os="$(uname -s | tr 'A-Z' 'a-z')"; arch="$(uname -m)"; [ "$arch" = x86_64 ] && arch=amd64; [ "$arch" = aarch64 ] && arch=arm64
  want="$(sha256_of "${os}_${arch}")" || { log "no pinned release archive for ${os}_${arch}"; return 1; }
  command -v curl >/dev/null 2>&1 || { log "curl not found"; return 1; }
  url="https://github.com/temporalio/cli/releases/download/v$VERSION/temporal_cli_${VERSION}_${os}_${arch}.tar.gz"
  tmp="$(mktemp -d)"
  log "downloading $url"
  if ! curl -fsSL --connect-timeout 10 --max-time 300 -o "$tmp/cli.tar.gz" "$url"; then
    log "download failed (no route to GitHub?)"; rm -rf "$tmp"; return 1
  fi
  if [ "$(sha256 "$tmp/cli.tar.gz")" != "$want" ]; then
    log "checksum mismatch for $url: refusing it"; rm -rf "$tmp"; return 1
  fi
  tar -xzf "$tmp/cli.tar.gz" -C "$tmp" temporal && mv "$tmp/temporal" "$tools/temporal" && chmod 0755 "$tools/temporal"
  rm -rf "$tmp"
  log "release archive verified (sha256 $want)"
}

build() {
  command -v go >/dev/null 2>&1 || { log "Go not found: install Go >= 1.25, or give TEMPORAL_CLI_PATH, or allow access to GitHub"; return 1; }
  log "building github.com/temporalio/cli v$VERSION with $(go version | cut -d' ' -f3) (first build takes several minutes)..."
  GOBIN="$tools" go install "github.com/temporalio/cli/cmd/temporal@v$VERSION" >&2 &
  pid=$!
  while kill -0 "$pid" 2>/dev/null; do sleep 20; kill -0 "$pid" 2>/dev/null && log "still building..."; done
  wait "$pid"
}

if from_cache; then
  :
else
  if [ "${TEMPORAL_CLI_DOWNLOAD:-1}" = 0 ] || ! download; then
    build || exit 1
  fi
  ok "$tools/temporal" || { log "the Temporal CLI at $tools/temporal does not report server ${WANT_SERVER}x"; exit 1; }
  to_cache
fi
log "ready: $("$tools/temporal" --version)"
echo "$tools/temporal"
