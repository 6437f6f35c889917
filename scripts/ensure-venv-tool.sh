#!/usr/bin/env bash
# Makes a Python tool from PyPI available in the project-local ./.venv and prints its path on stdout
# (diagnostics go to stderr). Installed on first use, reused afterwards.
# Usage: scripts/ensure-venv-tool.sh <pip requirement> <executable name>
#   e.g. scripts/ensure-venv-tool.sh 'moto[server]' moto_server
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/progress.sh
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
  flock -n 9 || with_progress "Waiting for another install into ./.venv" flock 9
  if [[ ! -x "$executable" ]]; then
    [[ -x .venv/bin/python ]] || with_progress "Creating ./.venv" "$python" -m venv .venv >&2
    with_progress "Installing $requirement (PyPI) into ./.venv" \
      .venv/bin/python -m pip install --quiet --disable-pip-version-check "$requirement" >&2
  fi
fi
echo "$PWD/$executable"
