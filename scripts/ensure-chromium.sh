#!/usr/bin/env bash
# Makes sure Debian's Chromium is present for the browser tests (playwright-core drives it; it never
# downloads a browser of its own). Idempotent: does nothing when the binary is already there.
set -euo pipefail

CHROMIUM_BIN="${CHROMIUM_BIN:-/usr/bin/chromium}"

if [ -x "$CHROMIUM_BIN" ]; then
  exit 0
fi

bash "$(dirname "$0")/apt-install.sh" ensure-chromium chromium fonts-dejavu-core
"$CHROMIUM_BIN" --version >&2
