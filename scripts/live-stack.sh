#!/usr/bin/env bash
# Sourced by the CI jobs that need a live local stack (scripts/schemathesis.sh,
# scripts/generated-clients.sh). `start_live_stack` runs the whole service (Temporal dev server,
# worker, API, website: scripts/start.sh) on free ports with its state in a temporary directory,
# waits until it answers, stops it on exit, and sets: api, site (base URLs), admin_key (the website
# operator's key), stack_log. `create_api_key TIER LABEL` prints a new test key of that tier.
# Extra settings for the stack are exported by the caller before start_live_stack.

start_live_stack() {
  live_stack_work=$(mktemp -d)
  stack_log="$live_stack_work/stack.log"
  local api_port site_port temporal_port ui_port metrics_port worker_metrics_port site_metrics_port
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

  export DATA_DIR="$live_stack_work/data" LOG_LEVEL=warn
  export API_PORT="$api_port" SITE_PORT="$site_port" TEMPORAL_PORT="$temporal_port" TEMPORAL_UI_PORT="$ui_port"
  export METRICS_PORT="$metrics_port" WORKER_METRICS_PORT="$worker_metrics_port" SITE_METRICS_PORT="$site_metrics_port"
  export ANALYTICS_ADMIN_KEY="$admin_key" ANALYTICS_ADMIN_IP_ALLOWLIST=127.0.0.1

  bash scripts/start.sh >"$stack_log" 2>&1 &
  live_stack_pid=$!
  trap stop_live_stack EXIT

  api="http://127.0.0.1:$api_port"
  site="http://127.0.0.1:$site_port"
  if ! node --import tsx scripts/wait-for-http.ts "$api/healthz" "$site/"; then
    cat "$stack_log" >&2
    exit 1
  fi
  local metrics
  for metrics in "$metrics_port" "$worker_metrics_port" "$site_metrics_port"; do
    node -e 'fetch(process.argv[1]).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))' \
      "http://127.0.0.1:$metrics/metrics" || {
      echo "no /metrics on port $metrics" >&2
      exit 1
    }
  done
}

stop_live_stack() {
  kill -TERM "$live_stack_pid" 2>/dev/null || true
  wait "$live_stack_pid" 2>/dev/null || true
  rm -rf "$live_stack_work"
}

create_api_key() {
  npm run --silent keys -- create --environment test --tier "$1" --label "$2" | tail -1
}
