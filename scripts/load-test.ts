/**
 * Load test on loopback (`npm run load-test`, not part of npm test): a Temporal dev server, the
 * production worker and the API as separate processes, then LOAD_CONNECTIONS (50) concurrent
 * clients posting generated text SDS PDFs to POST /v1/extract-sds for LOAD_SECONDS (180) with an
 * enterprise key. Prints throughput, latency percentiles, status counts, the error rate (anything
 * but 200, 202 and 429) and the worker's and API's resident memory at start and end, as JSON and as
 * the Markdown table docs/security.md carries.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import autocannon from 'autocannon';
import { openDatabase } from '../src/storage/database.js';
import { buildTextSdsPdf } from '../test/fixtures/sds-pdf.js';
import { freePort, startTestTemporal } from '../test/setup/temporal.js';

const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 180);
const DISTINCT_DOCUMENTS = 25;
const SYNC_TIMEOUT_MS = 60_000;
const BOUNDARY = 'load-test-boundary';
const projectRoot = path.resolve(import.meta.dirname, '..');

function multipartBody(pdf: Uint8Array, index: number): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="sds-${index}.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    Buffer.from(pdf),
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

function startProcess(script: string, environment: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: projectRoot,
    env: { ...process.env, ...environment },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  child.once('exit', (code, signal) => {
    if (code !== 0 && signal === null) console.error(`${script} exited with code ${code}`);
  });
  return child;
}

async function residentMb(pid: number | undefined): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kilobytes = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kilobytes / 1024);
}

async function waitForReady(url: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const ready = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await delay(500);
  }
  throw new Error(`${url} did not become ready`);
}

function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, delay(20_000)]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

const temporal = await startTestTemporal();
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'sds-load-'));
const apiPort = await freePort();
const environment = {
  DATA_DIR: dataDir,
  TEMPORAL_ADDRESS: temporal.address,
  TEMPORAL_NAMESPACE: temporal.namespace,
  API_HOST: '127.0.0.1',
  API_PORT: String(apiPort),
  METRICS_PORT: '0',
  LOG_LEVEL: 'warn',
  WORKER_LANES: 'production',
  SYNC_TIMEOUT_MS: String(SYNC_TIMEOUT_MS),
};
const db = await openDatabase({ dataDir });
const { plaintext: key } = await db.apiKeys.create({
  environment: 'live',
  tier: 'enterprise',
  deployment: 'cloud',
});
await db.close();

const worker = startProcess('src/main/worker.ts', environment);
const api = startProcess('src/main/api.ts', environment);
const baseUrl = `http://127.0.0.1:${apiPort}`;
try {
  await waitForReady(`${baseUrl}/readyz`);
  const bodies = await Promise.all(
    Array.from({ length: DISTINCT_DOCUMENTS }, async (_, index) =>
      multipartBody(await buildTextSdsPdf({ productName: `Load test solvent ${index}` }), index),
    ),
  );
  const headers = {
    Authorization: `Bearer ${key}`,
    'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`,
  };
  // Warm-up: the worker loads pdf.js and the engine on its first document.
  const warmUp = await fetch(`${baseUrl}/v1/extract-sds`, {
    method: 'POST',
    headers,
    body: new Uint8Array(bodies[0]!),
  });
  if (warmUp.status !== 200)
    throw new Error(`warm-up request answered ${warmUp.status}: ${await warmUp.text()}`);

  const memoryAtStart = { worker: await residentMb(worker.pid), api: await residentMb(api.pid) };
  const peak = { ...memoryAtStart };
  const sampler = setInterval(() => {
    void Promise.all([residentMb(worker.pid), residentMb(api.pid)]).then(([workerMb, apiMb]) => {
      peak.worker = Math.max(peak.worker, workerMb);
      peak.api = Math.max(peak.api, apiMb);
    });
  }, 1_000);

  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let next = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${baseUrl}/v1/extract-sds`,
        connections: CONNECTIONS,
        duration: SECONDS,
        timeout: SYNC_TIMEOUT_MS / 1000 + 30,
        method: 'POST',
        headers,
        requests: [{ setupRequest: (request) => ({ ...request, body: bodies[next++ % bodies.length] }) }],
      },
      (error, finished) => (error ? reject(error as Error) : resolve(finished)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
      latencies.push(responseTime);
    });
  });
  clearInterval(sampler);
  const memoryAtEnd = { worker: await residentMb(worker.pid), api: await residentMb(api.pid) };

  latencies.sort((a, b) => a - b);
  const answered = latencies.length;
  const failures =
    answered - (statuses['200'] ?? 0) - (statuses['202'] ?? 0) - (statuses['429'] ?? 0) + result.errors;
  const figures = {
    connections: CONNECTIONS,
    seconds: result.duration,
    requests: answered,
    throughput_per_second: Number((answered / result.duration).toFixed(2)),
    completed_200_per_second: Number(((statuses['200'] ?? 0) / result.duration).toFixed(2)),
    latency_ms: {
      p50: Math.round(percentile(latencies, 0.5)),
      p95: Math.round(percentile(latencies, 0.95)),
      p99: Math.round(percentile(latencies, 0.99)),
      max: Math.round(latencies.at(-1) ?? 0),
    },
    statuses,
    socket_errors: result.errors,
    timeouts: result.timeouts,
    error_rate: Number((failures / Math.max(1, answered + result.errors)).toFixed(4)),
    memory_mb: { start: memoryAtStart, end: memoryAtEnd, peak },
    cores: os.availableParallelism(),
    load_average_1m: Number(os.loadavg()[0]!.toFixed(2)),
  };
  console.log(JSON.stringify(figures, null, 2));
  console.log(
    [
      '| connections | duration | requests | throughput | p50 | p95 | p99 | statuses | error rate | worker RSS start → end (peak) | API RSS start → end (peak) |',
      '|---|---|---|---|---|---|---|---|---|---|---|',
      `| ${CONNECTIONS} | ${figures.seconds} s | ${answered} | ${figures.throughput_per_second}/s | ${figures.latency_ms.p50} ms | ${figures.latency_ms.p95} ms | ${figures.latency_ms.p99} ms | ${Object.entries(
        statuses,
      )
        .map(([status, count]) => `${status}: ${count}`)
        .join(
          ', ',
        )} | ${(figures.error_rate * 100).toFixed(2)} % | ${memoryAtStart.worker} → ${memoryAtEnd.worker} MB (${peak.worker}) | ${memoryAtStart.api} → ${memoryAtEnd.api} MB (${peak.api}) |`,
    ].join('\n'),
  );
} finally {
  await Promise.all([stop(api), stop(worker)]);
  await temporal.stop();
  await rm(dataDir, { recursive: true, force: true });
}
