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

bash "$(dirname "$0")/apt-install.sh" ensure-postgres postgresql || {
  echo "PostgreSQL is not installed: install it or set PG_BIN_DIR" >&2
  exit 1
}
find_bin_dir
