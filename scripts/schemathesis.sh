#!/usr/bin/env bash
# Property-based contract test: starts the whole stack (Temporal dev server, worker, API, website:
# scripts/start.sh) on free ports with its state in a temporary directory, creates an API key, and
# lets Schemathesis (PyPI) generate requests for every operation in openapi.yaml against the API and
# the website. Fails on any 5xx or any response that violates the spec (status, headers, content
# type, body). Bounded: SCHEMATHESIS_MAX_EXAMPLES per operation (default 20).
# Usage: bash scripts/schemathesis.sh   (reports in test-artifacts/schemathesis/)
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-deps.sh
st=$(bash scripts/ensure-venv-tool.sh 'schemathesis==4.32.5' st)
max_examples="${SCHEMATHESIS_MAX_EXAMPLES:-20}"
reports="$PWD/test-artifacts/schemathesis"
mkdir -p "$reports"

# Generated requests come from one address; the per-address website allowances would answer 429 to
# nearly all of them and hide the code paths behind them.
export SITE_UPLOADS_PER_HOUR=100000 SITE_FORMS_PER_HOUR=100000 SITE_EVENTS_PER_MINUTE=100000
# Short synchronous waits keep generated uploads from holding the run; the 202 path is part of the spec.
export SYNC_TIMEOUT_MS=5000 SITE_SYNC_TIMEOUT_MS=5000 SHUTDOWN_DRAIN_MS=5000
source scripts/live-stack.sh
start_live_stack
api_key=$(create_api_key enterprise schemathesis)

checks=not_a_server_error,status_code_conformance,content_type_conformance,response_headers_conformance,response_schema_conformance
run_schemathesis() {
  local name="$1" url="$2"
  shift 2
  "$st" run openapi.yaml --url "$url" --checks "$checks" --max-examples "$max_examples" \
    --phases examples,coverage,fuzzing --seed 1 --request-timeout 30 --workers 1 \
    --report junit --report-junit-path "$reports/$name.xml" "$@"
}

status=0
run_schemathesis api "$api" --exclude-tag website -H "Authorization: Bearer $api_key" || status=$?
run_schemathesis site "$site" --include-tag website -H "Authorization: Bearer $admin_key" || status=$?
if [[ $status -ne 0 ]]; then
  echo "Schemathesis found contract violations (see above; stack log follows)." >&2
  tail -n 50 "$stack_log" >&2
fi
exit "$status"
