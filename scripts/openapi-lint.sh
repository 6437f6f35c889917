#!/usr/bin/env bash
# Lints openapi.yaml with Redocly's recommended OpenAPI 3.1 rules (redocly.yaml); any error fails.
# Offline: no telemetry, no update check.
set -euo pipefail
cd "$(dirname "$0")/.."
export REDOCLY_TELEMETRY=off REDOCLY_SUPPRESS_UPDATE_NOTICE=true
exec node node_modules/@redocly/cli/bin/cli.js lint openapi.yaml --format=stylish
