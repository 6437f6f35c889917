/**
 * The Temporal server restarts while a synchronous extraction is in flight. The test runs its own dev
 * server (state in a database file, so workflows survive), the real API and a real worker process.
 * The request in flight finishes (the API waits through the outage up to its sync limit, and answers
 * a retryable 503 if Temporal is still gone then); the workflow that was running completes once the
 * server is back, and new requests work again without any manual step. A bulk batch caught by the
 * restart completes afterwards with every item.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { specFetch } from '../support/openapi.js';
import os from 'node:os';
import path from 'node:path';
import { ServiceError } from '../../src/errors.js';
import { createClient } from '../../src/temporal/connection.js';
import { ExtractionClient } from '../../src/temporal/extraction-client.js';
import { registerSearchAttributes } from '../../src/temporal/register-search-attributes.js';
import { buildScannedSdsPdf } from '../fixtures/special-pdfs.js';
import { buildTextSdsPdf } from '../fixtures/sds-pdf.js';
import { getExtraction, postExtraction } from '../integration/api/http.js';
import { startApiHarness, type ApiHarness } from '../integration/api/harness.js';
import {
  freePort,
  spawnDevServer,
  temporalCli,
  waitUntilServing,
  type DevServer,
} from '../setup/temporal.js';
import { startServiceProcess, type ServiceProcess } from './service-process.js';
import { waitForExtractionActivity, waitForRunningWorkflowId } from './workflow-progress.js';

const TEST_TIMEOUT_MS = 300_000;
// Generous so a loaded CI runner's slow OCR is not mistaken for the restart losing the request.
const SYNC_TIMEOUT_MS = 240_000;
const NAMESPACE = 'default';

let stateDir: string;
let port: number;
let server: DevServer;
let api: ApiHarness;
let worker: ServiceProcess | undefined;

async function startServer(): Promise<void> {
  server = await spawnDevServer(await temporalCli(), port, path.join(stateDir, 'temporal.sqlite'));
  const connection = await waitUntilServing(`127.0.0.1:${port}`, server.process);
  await registerSearchAttributes(connection, NAMESPACE);
  await connection.close();
}

beforeAll(async () => {
  stateDir = await mkdtemp(path.join(os.tmpdir(), 'sds-temporal-restart-'));
  port = await freePort();
  await startServer();
  const address = `127.0.0.1:${port}`;
  api = await startApiHarness({
    startWorkers: false,
    environment: {
      TEMPORAL_ADDRESS: address,
      TEMPORAL_NAMESPACE: NAMESPACE,
      SYNC_TIMEOUT_MS: String(SYNC_TIMEOUT_MS),
    },
  });
  worker = await startServiceProcess('src/main/worker.ts', 'worker polling', {
    DATA_DIR: api.config.dataDir,
    TEMPORAL_ADDRESS: address,
    TEMPORAL_NAMESPACE: NAMESPACE,
    WORKER_LANES: 'production,bulk',
  });
}, TEST_TIMEOUT_MS);

afterAll(async () => {
  worker?.child.kill('SIGKILL');
  await worker?.exited();
  await api?.close();
  await server?.stop();
  await rm(stateDir, { recursive: true, force: true });
});

it(
  'a sync request in flight waits through the restart and finishes with 200',
  async () => {
    const key = await api.createKey('enterprise');
    const inFlight = postExtraction(api.baseUrl, {
      key: key.plaintext,
      file: { bytes: await buildScannedSdsPdf(), name: 'scanned.pdf' },
    });
    const requestId = await waitForRunningWorkflowId(api.temporal);
    await waitForExtractionActivity(api.temporal.workflow.getHandle(requestId));

    const stoppedAt = Date.now();
    await server.stop();
    await startServer();
    process.stdout.write(`temporal-restart: Temporal was away for ${Date.now() - stoppedAt} ms\n`);

    // The API keeps waiting for the durable workflow through the outage (until SYNC_TIMEOUT_MS, after
    // which it would answer 503 service_unavailable, retryable), so a short restart is invisible.
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { request_id: string }).request_id).toBe(requestId);

    await api.temporal.workflow.getHandle(requestId).result();
    const record = await getExtraction(api.baseUrl, requestId, key.plaintext);
    expect(record.status).toBe(200);
    expect(((await record.json()) as { request_id: string }).request_id).toBe(requestId);

    const fresh = await postExtraction(api.baseUrl, {
      key: key.plaintext,
      file: { bytes: await buildTextSdsPdf(), name: 'after-restart.pdf' },
    });
    expect(fresh.status).toBe(200);
  },
  TEST_TIMEOUT_MS,
);

const FINAL_BATCH_STATES = ['completed', 'completed_with_errors', 'cancelled'];

interface BatchStatus {
  state: string;
  counts: Record<string, number>;
}

async function batchStatus(key: string, batchId: string): Promise<BatchStatus> {
  const response = await specFetch(`${api.baseUrl}/v1/extract-sds/bulk/${batchId}`, {
    headers: { Authorization: `Bearer ${key}` },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as BatchStatus;
}

async function waitForBatch(
  key: string,
  batchId: string,
  done: (status: BatchStatus) => boolean,
): Promise<BatchStatus> {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const status = await batchStatus(key, batchId);
    if (done(status)) return status;
    if (Date.now() > deadline) throw new Error(`batch still ${JSON.stringify(status)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

it(
  'a bulk batch caught by the restart completes afterwards with every item',
  async () => {
    const key = await api.createKey('enterprise');
    const form = new FormData();
    const files = [
      await buildScannedSdsPdf(),
      await buildTextSdsPdf(),
      await buildTextSdsPdf({ productName: 'Second' }),
    ];
    files.forEach((bytes, index) =>
      form.append(
        'files',
        new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }),
        `batch-${index}.pdf`,
      ),
    );
    const accepted = await specFetch(`${api.baseUrl}/v1/extract-sds/bulk`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${key.plaintext}` },
      body: form,
    });
    expect(accepted.status).toBe(202);
    const { batch_id: batchId } = (await accepted.json()) as { batch_id: string };
    await waitForBatch(key.plaintext, batchId, (status) => (status.counts.running ?? 0) > 0);

    await server.stop();
    await startServer();

    const finished = await waitForBatch(key.plaintext, batchId, (status) =>
      FINAL_BATCH_STATES.includes(status.state),
    );
    expect(finished).toMatchObject({ state: 'completed', counts: { total: 3, succeeded: 3, failed: 0 } });
  },
  TEST_TIMEOUT_MS,
);

it('an outage that outlasts the wait answers 503 service_unavailable, retryable, at the deadline', async () => {
  const nobodyListens = `127.0.0.1:${await freePort()}`;
  const client = await createClient({ ...api.config.temporal, address: nobodyListens }, { maxAttempts: 1 });
  try {
    const startedAt = Date.now();
    const waited = new ExtractionClient(client).waitForOutcome('req_gone', 3_000);
    await expect(waited).rejects.toBeInstanceOf(ServiceError);
    await expect(waited).rejects.toMatchObject({ code: 'service_unavailable', details: { retryable: true } });
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(2_000);
  } finally {
    await client.connection.close();
  }
});
