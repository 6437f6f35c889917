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

work=$(mktemp -d)
read -r api_port site_port temporal_port ui_port metrics_port worker_metrics_port site_metrics_port < <(
  node -e '
    const net = require("node:net");
    // All bound at once, so the ports are distinct; released right before start.sh binds them.
    const servers = Array.from({ length: 7 }, () => net.createServer().listen(0, "127.0.0.1"));
    Promise.all(servers.map((s) => new Promise((r) => s.once("listening", r)))).then(() => {
      console.log(servers.map((s) => s.address().port).join(" "));
      servers.forEach((s) => s.close());
    });'
)
admin_key="admin-$(node -e 'console.log(require("node:crypto").randomBytes(16).toString("hex"))')"

export DATA_DIR="$work/data" LOG_LEVEL=warn
export API_PORT="$api_port" SITE_PORT="$site_port" TEMPORAL_PORT="$temporal_port" TEMPORAL_UI_PORT="$ui_port"
export METRICS_PORT="$metrics_port" WORKER_METRICS_PORT="$worker_metrics_port" SITE_METRICS_PORT="$site_metrics_port"
export ANALYTICS_ADMIN_KEY="$admin_key" ANALYTICS_ADMIN_IP_ALLOWLIST=127.0.0.1
# Generated requests come from one address; the per-address website allowances would answer 429 to
# nearly all of them and hide the code paths behind them.
export SITE_UPLOADS_PER_HOUR=100000 SITE_FORMS_PER_HOUR=100000 SITE_EVENTS_PER_MINUTE=100000
# Short synchronous waits keep generated uploads from holding the run; the 202 path is part of the spec.
export SYNC_TIMEOUT_MS=5000 SITE_SYNC_TIMEOUT_MS=5000 SHUTDOWN_DRAIN_MS=5000

bash scripts/start.sh >"$work/stack.log" 2>&1 &
stack=$!
stop_stack() {
  kill -TERM "$stack" 2>/dev/null || true
  wait "$stack" 2>/dev/null || true
  rm -rf "$work"
}
trap stop_stack EXIT

api="http://127.0.0.1:$api_port"
site="http://127.0.0.1:$site_port"
if ! node --import tsx scripts/wait-for-http.ts "$api/healthz" "$site/"; then
  cat "$work/stack.log" >&2
  exit 1
fi
for metrics in "$metrics_port" "$worker_metrics_port" "$site_metrics_port"; do
  node -e 'fetch(process.argv[1]).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))' \
    "http://127.0.0.1:$metrics/metrics" || { echo "no /metrics on port $metrics" >&2; exit 1; }
done
api_key=$(npm run --silent keys -- create --environment test --tier enterprise --label schemathesis | tail -1)

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
  tail -n 50 "$work/stack.log" >&2
fi
exit "$status"
