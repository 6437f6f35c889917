#!/usr/bin/env bash
# `npm run load-test`: the loopback load test (scripts/load-test.ts). LOAD_SECONDS and
# LOAD_CONNECTIONS bound it (defaults 180 s, 50 clients). Not part of npm test.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh
exec node --import tsx scripts/load-test.ts
