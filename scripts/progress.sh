# shellcheck shell=bash
# Sourced by the set-up scripts: `with_progress LABEL COMMAND...` runs COMMAND, saying on stderr
# when it starts, every PROGRESS_INTERVAL_SECONDS (15) while it runs, and when it ends, so that no
# long step (an install, a download, a build) leaves the terminal silent for minutes. COMMAND's
# stdout, stderr and exit status pass through.
with_progress() {
  local label=$1
  shift
  local started=$SECONDS
  local interval=${PROGRESS_INTERVAL_SECONDS:-15}
  echo "$label ..." >&2
  (
    # The sleep keeps no pipe open: a caller reading this script's output is not held up by it.
    while sleep "$interval" </dev/null >/dev/null 2>&1; do
      echo "  $label: still working ($((SECONDS - started)) s)" >&2
    done
  ) &
  local ticker=$!
  local status=0
  "$@" || status=$?
  kill "$ticker" 2>/dev/null || true
  wait "$ticker" 2>/dev/null || true
  if [[ $status -eq 0 ]]; then
    echo "$label: done ($((SECONDS - started)) s)" >&2
  else
    echo "$label: FAILED (exit $status after $((SECONDS - started)) s)" >&2
  fi
  return "$status"
}
