/**
 * A batch held open for more chunks outlives its worker: the bulk worker is SIGKILLed while the batch
 * waits for its next chunk, the chunk arrives while no worker runs, and a new worker process takes
 * the batch up from its history: it starts the chunk, waits out the hold on the durable timer and
 * closes the batch once. Real worker processes (src/main/worker.ts), the real API, real Temporal.
 */
import { buildTextSdsPdf } from '../fixtures/sds-pdf.js';
import { startApiHarness, type ApiHarness } from '../integration/api/harness.js';
import { BulkCaller, eventually, type BulkAccepted, type NamedFile } from '../integration/bulk/bulk-calls.js';
import { startWorkerProcess, type ServiceProcess } from './service-process.js';

const LANE_ENVIRONMENT = { BULK_OPEN_BATCH_IDLE_MS: '15000', BULK_ITEMS_PER_WORKFLOW_RUN: '2' };

let api: ApiHarness;
let file: NamedFile;
const workers: ServiceProcess[] = [];

beforeAll(async () => {
  api = await startApiHarness({ startWorkers: false, environment: LANE_ENVIRONMENT });
  file = { name: 'sds.pdf', bytes: await buildTextSdsPdf() };
}, 120_000);

afterAll(async () => {
  for (const worker of workers) worker.child.kill('SIGKILL');
  await Promise.all(workers.map((worker) => worker.exited()));
  await api?.close();
});

async function startBulkWorker(): Promise<ServiceProcess> {
  const worker = await startWorkerProcess(api.config, {
    ...LANE_ENVIRONMENT,
    WORKER_LANES: 'bulk',
  });
  workers.push(worker);
  return worker;
}

async function accepted(response: Response): Promise<BulkAccepted> {
  if (response.status !== 202) throw new Error(`bulk answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as BulkAccepted;
}

it('keeps a held-open batch across a worker SIGKILL: the chunk sent meanwhile runs and the hold still ends it once', async () => {
  const customer = new BulkCaller(api.baseUrl, (await api.createKey('standard')).plaintext);
  const first = await startBulkWorker();
  const held = await accepted(await customer.postBulk([file, file], { more_files: 'true' }));
  await eventually(async () => {
    const status = await customer.batchStatus(held.batch_id);
    return status.counts.succeeded === 2 ? status : undefined;
  }, 180_000);

  first.child.kill('SIGKILL');
  await first.exited();
  const next = await accepted(
    await customer.postBulk([file], { batch_id: held.batch_id, more_files: 'true' }),
  );
  expect(next.open_until! > held.open_until!).toBe(true);
  await startBulkWorker();

  const done = await eventually(async () => {
    const status = await customer.batchStatus(held.batch_id);
    return status.state === 'running' ? undefined : status;
  }, 180_000);
  expect(done).toMatchObject({
    state: 'completed',
    accepting_files: false,
    counts: { total: 3, succeeded: 3, queued: 0 },
  });
  // The hold set by the chunk sent while no worker ran is the one that ended the batch.
  expect(done.finished_at! >= next.open_until!).toBe(true);
}, 300_000);
