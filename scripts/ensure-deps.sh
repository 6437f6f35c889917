#!/usr/bin/env bash
# Installs what the project needs to run, only when it is missing or stale: npm dependencies (when
# node_modules is absent or package-lock.json changed since the last install), the Temporal CLI, OCR
# language data and the API reference page (when openapi.yaml changed). Checks first that the machine
# has what those installs need (scripts/check-prerequisites.sh); long steps report their progress.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/progress.sh

bash scripts/check-prerequisites.sh

stamp="node_modules/.sds-lock-sha256"
lock_hash() { sha256sum package-lock.json | cut -d' ' -f1; }

if [[ ! -d node_modules || ! -f "$stamp" || "$(cat "$stamp")" != "$(lock_hash)" ]]; then
  # One install at a time on this machine (parallel `npm start` / `npm test`).
  exec 8>"${TMPDIR:-/tmp}/npm.lock"
  flock -n 8 || with_progress "Waiting for another npm install on this machine" flock 8
  # Not `npm ci`: the registry mirror here serves no metadata for other platforms' optional
  # binaries (@swc/core-darwin-*, ...), so the lock cannot list them and `npm ci` refuses it.
  # `npm install` still installs the locked versions.
  with_progress "Installing npm dependencies (a few minutes on a first start)" npm install --no-audit --no-fund >&2
  lock_hash >"$stamp"
  exec 8>&-
fi

bash scripts/install-temporal.sh >/dev/null
bash scripts/ensure-ocr-data.sh
# The website's API reference, built from openapi.yaml with the dev dependency @redocly/cli (skipped
# when openapi.yaml has not changed since the last build).
with_progress "API reference (built when openapi.yaml changed)" node scripts/build-api-docs.mjs
