#!/usr/bin/env bash
# Makes PostgreSQL's server binaries available for the test suite and prints their directory on
# stdout (diagnostics go to stderr). Order: $PG_BIN_DIR, an `initdb` on PATH, Debian's
# /usr/lib/postgresql/<version>/bin, and otherwise Debian's postgresql package installed with apt.
set -euo pipefail

find_bin_dir() {
  if [[ -n "${PG_BIN_DIR:-}" && -x "$PG_BIN_DIR/initdb" ]]; then
    echo "$PG_BIN_DIR"
    return 0
  fi
  if command -v initdb >/dev/null 2>&1; then
    dirname "$(readlink -f "$(command -v initdb)")"
    return 0
  fi
  local newest
  newest=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
  if [[ -n "$newest" && -x "$newest/initdb" ]]; then
    echo "$newest"
    return 0
  fi
  return 1
}

if find_bin_dir; then
  exit 0
fi

if ! command -v apt-get >/dev/null 2>&1; then
  echo "PostgreSQL is not installed and apt-get is unavailable: install PostgreSQL or set PG_BIN_DIR" >&2
  exit 1
fi
sudo_if_needed=()
if [[ $(id -u) -ne 0 ]]; then
  sudo_if_needed=(sudo)
fi
echo "Installing PostgreSQL from Debian packages ..." >&2
# A lock keeps concurrent first runs from racing on dpkg.
(
  flock 9
  if ! find_bin_dir >/dev/null; then
    "${sudo_if_needed[@]}" apt-get update >&2
    DEBIAN_FRONTEND=noninteractive "${sudo_if_needed[@]}" apt-get install -y --no-install-recommends postgresql >&2
  fi
) 9>/tmp/sds-ensure-postgres.lock
find_bin_dir
