/**
 * The Temporal server restarts while a synchronous extraction is in flight. The test runs its own dev
 * server (state in a database file, so workflows survive), the real API and a real worker process.
 * The request in flight either finishes or answers a clear, retryable 503; the workflow that was
 * running completes once the server is back, and new requests work again without any manual step.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
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

const TEST_TIMEOUT_MS = 150_000;
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
    environment: { TEMPORAL_ADDRESS: address, TEMPORAL_NAMESPACE: NAMESPACE },
  });
  worker = await startServiceProcess('src/main/worker.ts', 'worker polling', {
    DATA_DIR: api.config.dataDir,
    TEMPORAL_ADDRESS: address,
    TEMPORAL_NAMESPACE: NAMESPACE,
    WORKER_LANES: 'production',
  });
}, TEST_TIMEOUT_MS);

afterAll(async () => {
  worker?.child.kill('SIGKILL');
  await worker?.exited();
  await api?.close();
  await server?.stop();
  await rm(stateDir, { recursive: true, force: true });
});

interface Problem {
  code: string;
  retryable?: boolean;
  request_id: string;
}

it(
  'a sync request in flight finishes or answers a retryable 503, and its workflow completes after the restart',
  async () => {
    const key = await api.createKey('enterprise');
    const inFlight = postExtraction(api.baseUrl, {
      key: key.plaintext,
      file: { bytes: await buildScannedSdsPdf(), name: 'scanned.pdf' },
    });
    const requestId = await waitForRunningWorkflowId(api.temporal);
    await waitForExtractionActivity(api.temporal.workflow.getHandle(requestId));

    await server.stop();
    await startServer();

    const answer = await inFlight;
    if (answer.status === 200) {
      expect(((await answer.json()) as { request_id: string }).request_id).toBe(requestId);
    } else {
      expect(answer.status).toBe(503);
      expect((await answer.json()) as Problem).toMatchObject({
        code: 'service_unavailable',
        retryable: true,
        request_id: requestId,
      });
    }
    process.stdout.write(`temporal-restart: the request in flight answered ${answer.status}\n`);

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
