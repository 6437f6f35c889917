/**
 * PostgreSQL going away under the real API and worker processes (src/main/*.ts): readiness turns
 * red, an extraction fails fast with a retryable 503 and a request id, nothing is half written (no
 * record, no file, no workflow), and once the database is back the service is ready and extracts
 * again without anyone touching it. Every answer is checked against openapi.yaml.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import type { Problem } from '../../../src/api/problem.js';
import { openDatabase, type Database } from '../../../src/storage/database.js';
import { blobRefOf, createBlobStore } from '../../../src/storage/blob/index.js';
import { createClient } from '../../../src/temporal/connection.js';
import { loadConfig } from '../../../src/config.js';
import { startServiceProcess, type ServiceProcess } from '../../faults/service-process.js';
import { buildTextSdsPdf } from '../../fixtures/sds-pdf.js';
import { startTestPostgres, type TestPostgres } from '../../setup/postgres.js';
import { createTestNamespace } from '../../setup/temporal.js';
import { specFetch } from '../../support/openapi.js';
import { expectProblem, postExtraction } from '../api/http.js';

const TEST_TIMEOUT_MS = 180_000;
const READY_AGAIN_WITHIN_MS = 60_000;

let postgres: TestPostgres;
let dataDir: string;
let db: Database;
let api: ServiceProcess;
let worker: ServiceProcess;
let baseUrl: string;
let namespace: string;
let temporalAddress: string;

beforeAll(async () => {
  [postgres, dataDir, { address: temporalAddress, namespace }] = await Promise.all([
    startTestPostgres(),
    mkdtemp(path.join(os.tmpdir(), 'sds-outage-http-')),
    createTestNamespace(),
  ]);
  db = await openDatabase({ databaseUrl: postgres.url, dataDir });
  const environment = {
    DATABASE_URL: postgres.url,
    DATA_DIR: dataDir,
    TEMPORAL_ADDRESS: temporalAddress,
    TEMPORAL_NAMESPACE: namespace,
  };
  [api, worker] = await Promise.all([
    startServiceProcess('src/main/api.ts', 'API listening', {
      ...environment,
      API_HOST: '127.0.0.1',
      API_PORT: '0',
    }),
    startServiceProcess('src/main/worker.ts', 'worker polling', {
      ...environment,
      WORKER_LANES: 'production',
    }),
  ]);
  baseUrl = api.ready.url!;
}, TEST_TIMEOUT_MS);

afterAll(async () => {
  for (const process of [api, worker]) process?.child.kill('SIGKILL');
  await Promise.all([api?.exited(), worker?.exited()]);
  await db?.close();
  await postgres?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

async function storedRecords(): Promise<number> {
  const { rows } = await sql<{ count: string }>`select count(*) as count from extractions`.execute(db.kysely);
  return Number(rows[0]?.count);
}

async function workflowCount(): Promise<number> {
  const client = await createClient(
    loadConfig({ TEMPORAL_ADDRESS: temporalAddress, TEMPORAL_NAMESPACE: namespace }).temporal,
  );
  try {
    let count = 0;
    for await (const execution of client.workflow.list({ query: "WorkflowType = 'extractDocument'" })) {
      if (execution) count += 1;
    }
    return count;
  } finally {
    await client.connection.close();
  }
}

async function waitUntilReady(): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < READY_AGAIN_WITHIN_MS) {
    const ready = await specFetch(`${baseUrl}/readyz`);
    await ready.arrayBuffer();
    if (ready.status === 200) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`/readyz still not ready ${READY_AGAIN_WITHIN_MS} ms after the database came back`);
}

it(
  'answers 503 retryable while the database is down, writes nothing, and serves again once it is back',
  async () => {
    const key = (await db.apiKeys.create({ environment: 'live', tier: 'enterprise', deployment: 'cloud' }))
      .plaintext;
    const [before, during, after] = await Promise.all(
      ['before', 'during', 'after'].map((moment) => buildTextSdsPdf({ productName: `Outage ${moment}` })),
    );
    const upload = (bytes: Uint8Array) => postExtraction(baseUrl, { key, file: { bytes, name: 'sds.pdf' } });
    expect((await upload(before!)).status).toBe(200);
    const recordsBefore = await storedRecords();
    const workflowsBefore = await workflowCount();

    await postgres.stopServer();
    const ready = await specFetch(`${baseUrl}/readyz`);
    const readiness = (await expectProblem(ready, 503, 'service_unavailable')) as Problem & {
      checks: Record<string, string>;
    };
    expect(readiness.checks).toEqual({ temporal: 'ok', database: 'unavailable', workers: 'ok' });

    const startedAt = Date.now();
    const refused = await upload(during!);
    const refusedInMs = Date.now() - startedAt;
    const problem = await expectProblem(refused, 503, 'service_unavailable');
    expect(problem.retryable).toBe(true);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Fails fast: well before the synchronous wait (SYNC_TIMEOUT_MS, 60 s) would have run out.
    expect(refusedInMs).toBeLessThan(10_000);
    expect(await createBlobStore({ dataDir }).has(blobRefOf(during!))).toBe(false);

    await postgres.startServer();
    const readyAgainInMs = await waitUntilReady();
    expect(await storedRecords()).toBe(recordsBefore);
    expect(await workflowCount()).toBe(workflowsBefore);
    const served = await upload(after!);
    expect(served.status).toBe(200);
    expect(await storedRecords()).toBe(recordsBefore + 1);
    process.stdout.write(
      `outage-http: refused in ${refusedInMs} ms while down; ready ${readyAgainInMs} ms after the database returned\n`,
    );
  },
  TEST_TIMEOUT_MS,
);
