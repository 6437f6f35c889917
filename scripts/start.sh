#!/usr/bin/env bash
# `npm start`: installs what is missing, then runs the whole service on this machine: a Temporal dev
# server (unless TEMPORAL_ADDRESS points at a cluster), the worker, the API and the website.
# Ctrl-C or SIGTERM stops everything, front to back. State (Temporal history, database, files)
# lives under DATA_DIR and survives restarts.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-deps.sh

export DATA_DIR="${DATA_DIR:-./data}"
export API_PORT="${API_PORT:-8080}"
export SITE_PORT="${SITE_PORT:-3000}"
export TEMPORAL_PORT="${TEMPORAL_PORT:-7233}"
export TEMPORAL_UI_PORT="${TEMPORAL_UI_PORT:-8233}"
export TEMPORAL_NAMESPACE="${TEMPORAL_NAMESPACE:-default}"
export METRICS_PORT="${METRICS_PORT:-9464}"
# Each process serves its own /metrics; on one machine they need distinct ports.
WORKER_METRICS_PORT="${WORKER_METRICS_PORT:-$((METRICS_PORT + 1))}"
SITE_METRICS_PORT="${SITE_METRICS_PORT:-$((METRICS_PORT + 2))}"
mkdir -p "$DATA_DIR"

# Each child gets its own process group, so a terminal's Ctrl-C reaches only this script, which
# then stops the children in order (HTTP first, Temporal last).
set -m
pids=()
stopping=0
stop_all() {
  [[ $stopping -eq 1 ]] && return
  stopping=1
  echo "Stopping ..." >&2
  for ((i = ${#pids[@]} - 1; i >= 0; i--)); do
    kill -TERM -- "-${pids[i]}" 2>/dev/null || true
    wait "${pids[i]}" 2>/dev/null || true
  done
}
trap 'stop_all; exit 130' INT
trap 'stop_all; exit 143' TERM
trap 'stop_all' EXIT

# run_ts METRICS_PORT FILE: a TypeScript entry point in the background, with its own metrics port.
run_ts() {
  METRICS_PORT="$1" node --import tsx "$2" &
  pids+=($!)
}

local_temporal=0
if [[ -z "${TEMPORAL_ADDRESS:-}" ]]; then
  local_temporal=1
  temporal_cli=$(bash scripts/install-temporal.sh)
  echo "Starting the Temporal dev server on port $TEMPORAL_PORT ..." >&2
  "$temporal_cli" server start-dev \
    --db-filename "$DATA_DIR/temporal.sqlite" \
    --port "$TEMPORAL_PORT" \
    --ui-port "$TEMPORAL_UI_PORT" \
    --namespace "$TEMPORAL_NAMESPACE" \
    --log-level error &
  pids+=($!)
  export TEMPORAL_ADDRESS="127.0.0.1:$TEMPORAL_PORT"
fi

echo "Setting up the Temporal namespace and search attributes ..." >&2
node --import tsx src/main/temporal-setup.ts

run_ts "$WORKER_METRICS_PORT" src/main/worker.ts
run_ts "$METRICS_PORT" src/main/api.ts
site=0
if [[ -f src/main/site.ts ]]; then
  site=1
  run_ts "$SITE_METRICS_PORT" src/main/site.ts
fi

# Ready means ready: /readyz is green once Temporal and the database answer and the worker polls the
# production lane (its first start bundles the workflows); only then is the service announced.
echo "Waiting for the API, the worker and the website to be ready ..." >&2
node --import tsx scripts/wait-for-http.ts "http://127.0.0.1:$API_PORT/readyz" \
  $([[ $site -eq 1 ]] && echo "http://127.0.0.1:$SITE_PORT/")

cat <<INFO

SDS extraction service is running (Ctrl-C stops it):
  API          http://localhost:$API_PORT   (POST /v1/extract-sds; create a key: npm run keys -- create --environment test --tier standard)
$([[ $site -eq 1 ]] && echo "  Website      http://localhost:$SITE_PORT")
  Temporal     $TEMPORAL_ADDRESS   (namespace $TEMPORAL_NAMESPACE)
$([[ $local_temporal -eq 1 ]] && echo "  Temporal UI  http://localhost:$TEMPORAL_UI_PORT")
  Metrics      http://localhost:$METRICS_PORT/metrics (API), :$WORKER_METRICS_PORT (worker), :$SITE_METRICS_PORT (website)
  Data         $DATA_DIR

INFO

# Whichever child ends first (a crash, or a signal) ends the whole stack.
set +e
wait -n
status=$?
echo "A service process exited (status $status)." >&2
exit "$status"
