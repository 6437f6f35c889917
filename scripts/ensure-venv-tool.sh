#!/usr/bin/env bash
# Makes a Python tool from PyPI available in the project-local ./.venv and prints its path on stdout
# (diagnostics go to stderr). Installed on first use, reused afterwards.
# Usage: scripts/ensure-venv-tool.sh <pip requirement> <executable name>
#   e.g. scripts/ensure-venv-tool.sh 'moto[server]' moto_server
set -euo pipefail
cd "$(dirname "$0")/.."
requirement=${1:?pip requirement}
executable=".venv/bin/${2:?executable name}"

if [[ ! -x "$executable" ]]; then
  python=$(command -v python3 || command -v python || true)
  if [[ -z "$python" ]]; then
    echo "python3 is required to install $requirement" >&2
    exit 1
  fi
  mkdir -p .venv
  # The same lock as scripts/install-temporal.sh: concurrent first runs must not race on the venv.
  exec 9>".venv/.install.lock"
  flock 9
  if [[ ! -x "$executable" ]]; then
    [[ -x .venv/bin/python ]] || "$python" -m venv .venv >&2
    echo "Installing $requirement (PyPI) into ./.venv ..." >&2
    .venv/bin/python -m pip install --quiet --disable-pip-version-check "$requirement" >&2
  fi
fi
echo "$PWD/$executable"
