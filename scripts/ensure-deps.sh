#!/usr/bin/env bash
# Installs what the project needs to run, only when it is missing or stale: npm dependencies (when
# node_modules is absent or package-lock.json changed since the last install), the Temporal CLI and
# the API reference page (when openapi.yaml changed).
set -euo pipefail
cd "$(dirname "$0")/.."

stamp="node_modules/.sds-lock-sha256"
lock_hash() { sha256sum package-lock.json | cut -d' ' -f1; }

if [[ ! -d node_modules || ! -f "$stamp" || "$(cat "$stamp")" != "$(lock_hash)" ]]; then
  echo "Installing npm dependencies ..." >&2
  # One install at a time on this machine (parallel `npm start` / `npm test`).
  exec 8>"${TMPDIR:-/tmp}/npm.lock"
  flock 8
  # Not `npm ci`: the registry mirror here serves no metadata for other platforms' optional
  # binaries (@swc/core-darwin-*, ...), so the lock cannot list them and `npm ci` refuses it.
  # `npm install` still installs the locked versions.
  npm install --no-audit --no-fund >&2
  lock_hash >"$stamp"
  exec 8>&-
fi

bash scripts/install-temporal.sh >/dev/null
bash scripts/ensure-ocr-data.sh
# The website's API reference, built from openapi.yaml with the dev dependency @redocly/cli.
node scripts/build-api-docs.mjs
