#!/usr/bin/env bash
# Clients generated from openapi.yaml work unmodified: generates a Python client
# (openapi-python-client, PyPI) and a TypeScript one (openapi-typescript + openapi-fetch, npm dev
# dependencies) into a temporary directory, type-checks each with the code that drives it (mypy
# --strict, tsc), then runs both against a live local stack (scripts/live-stack.sh): extract with JSON,
# XML and CSV read back, the eSDScom download, bulk submit, batch status and results, webhook-endpoint
# registration, and one error of each kind a client can provoke. Any generator warning (a part of the
# contract the generator leaves out or degrades) fails the job.
# Usage: bash scripts/generated-clients.sh
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-deps.sh
generator=$(bash scripts/ensure-venv-tool.sh 'openapi-python-client==0.29.1' openapi-python-client)
mypy=$(bash scripts/ensure-venv-tool.sh 'mypy==1.18.2' mypy)
here="scripts/generated-clients"
clients=$(mktemp -d)
trap 'rm -rf "$clients"' EXIT
# The 413 case needs a file over the limit; a small limit keeps it small.
max_file_bytes=1048576

echo "== generating the Python client (openapi-python-client)"
mkdir -p "$clients/python"
"$generator" generate --path openapi.yaml --meta none --config "$here/openapi-python-client.yaml" \
  --output-path "$clients/python/sds_extraction_api_client" 2>&1 | tee "$clients/python-generator.log"
if grep -Eiq 'warning|error|cannot' "$clients/python-generator.log"; then
  echo "openapi-python-client reported problems with openapi.yaml (above)" >&2
  exit 1
fi
cp "$here/python/exercise.py" "$clients/python/"

echo "== generating the TypeScript client (openapi-typescript + openapi-fetch)"
cp -r "$here/typescript" "$clients/typescript"
ln -s "$PWD/node_modules" "$clients/typescript/node_modules"
node --import tsx "$here/generate-ts.ts" "$clients/typescript/schema.d.ts"

echo "== type-checking: mypy --strict, tsc --strict"
(cd "$clients/python" && "$mypy" --strict --no-incremental exercise.py)
node_modules/.bin/tsc -p "$clients/typescript"

echo "== running both against a live stack"
export SDS_DOCUMENTS="$clients/documents"
node --import tsx "$here/documents.ts" "$SDS_DOCUMENTS" "$max_file_bytes"
# Endpoints on this machine for the registration; deliveries to them fail harmlessly.
export WEBHOOK_ALLOW_LOOPBACK=true MAX_FILE_BYTES="$max_file_bytes"
source scripts/live-stack.sh
start_live_stack
trap 'stop_live_stack; rm -rf "$clients"' EXIT
export SDS_API_URL="$api"
python="$(dirname "$generator")/python"
run_python() { (cd "$clients/python" && "$python" exercise.py); }
run_typescript() { (cd "$clients/typescript" && node --import tsx exercise.ts); }
status=0
for client in python typescript; do
  SDS_API_KEY=$(create_api_key enterprise "generated-$client")
  SDS_FREE_API_KEY=$(create_api_key free "generated-$client-free")
  export SDS_API_KEY SDS_FREE_API_KEY
  "run_$client" || {
    status=1
    echo "the generated $client client failed against the live stack (stack log follows)" >&2
    tail -n 30 "$stack_log" >&2
  }
done
[[ $status -eq 0 ]] && echo "== both generated clients work against the live stack (${SECONDS} s in all)"
exit "$status"
