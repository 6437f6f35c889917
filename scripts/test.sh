#!/usr/bin/env bash
# `npm test`: installs what the suite needs (npm dependencies, the Temporal CLI, PostgreSQL, and the
# browser for the website tests), then runs Jest. The Jest global set-up starts one Temporal dev
# server and one PostgreSQL cluster for the run. Arguments are passed on to Jest.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-deps.sh
bash scripts/ensure-postgres.sh >/dev/null
if [[ -f scripts/ensure-chromium.sh ]]; then
  bash scripts/ensure-chromium.sh
fi

exec node --experimental-vm-modules node_modules/jest/bin/jest.js "$@"
