#!/usr/bin/env bash
# Makes sure Debian's Chromium is present for the browser tests (playwright-core drives it; it never
# downloads a browser of its own). Idempotent: does nothing when the binary is already there.
set -euo pipefail

CHROMIUM_BIN="${CHROMIUM_BIN:-/usr/bin/chromium}"

if [ -x "$CHROMIUM_BIN" ]; then
  exit 0
fi

if [ "$(id -u)" -ne 0 ]; then
  echo "ensure-chromium: $CHROMIUM_BIN is missing and installing it needs root (apt-get install chromium)" >&2
  exit 1
fi

echo "ensure-chromium: installing Debian's chromium package" >&2
# Serialise with other apt users on the same machine (parallel test set-ups, other installs).
exec 9>/tmp/ensure-chromium.lock
flock 9
if [ ! -x "$CHROMIUM_BIN" ]; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends chromium fonts-dejavu-core >/dev/null
fi
"$CHROMIUM_BIN" --version >&2
