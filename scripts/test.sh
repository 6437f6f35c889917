#!/usr/bin/env bash
# `npm test`: installs what the suite needs (npm dependencies, the Temporal CLI, PostgreSQL, moto for
# the S3 tests, and the browser for the website tests), then runs Jest. The Jest global set-up starts one Temporal dev
# server and one PostgreSQL cluster for the run. Arguments are passed on to Jest.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-deps.sh
bash scripts/ensure-postgres.sh >/dev/null
# The S3 tests' local server; installed here so no test hook pays for a first pip install.
bash scripts/ensure-venv-tool.sh 'moto[server]' moto_server >/dev/null
# Fonts of the generated multilingual fixtures (Arabic, CJK, Korean, Thai).
bash scripts/ensure-test-fonts.sh
if [[ -f scripts/ensure-chromium.sh ]]; then
  bash scripts/ensure-chromium.sh
fi

exec node --experimental-vm-modules node_modules/jest/bin/jest.js "$@"
