/**
 * Issue 4, "done means": the bulk worker is killed with SIGKILL in the middle of a batch and another
 * one started: the batch completes, every item has exactly one outcome (one extraction run, one
 * stored envelope or failure, one event under one webhook-id) and every event is delivered. Real
 * worker processes (src/main/worker.ts), the real API, real Temporal, a real HTTP receiver.
 */
import { startApiHarness, type ApiHarness } from '../integration/api/harness.js';
import { buildBatchFiles, type BatchFiles } from '../integration/bulk/batch-files.js';
import { BulkCaller, eventually } from '../integration/bulk/bulk-calls.js';
import {
  distinctEvents,
  startWebhookReceiver,
  type ReceivedWebhook,
  type WebhookReceiver,
} from '../integration/bulk/webhook-receiver.js';
import { startWorkerProcess, type ServiceProcess } from './service-process.js';

const ITEMS = 40;
const BROKEN_AT = [5, 30];
/** Items settled before the kill: the batch is well under way, most of it still to come. */
const SETTLED_BEFORE_KILL = 8;

const LANE_ENVIRONMENT = {
  WEBHOOK_ALLOW_LOOPBACK: 'true',
  WEBHOOK_RETRY_FIRST_DELAY_MS: '200',
  WEBHOOK_RETRY_MAX_DELAY_MS: '2000',
  BULK_MAX_BATCH_CONCURRENCY: '4',
  BULK_ITEMS_PER_WORKFLOW_RUN: '10',
};

let api: ApiHarness;
let receiver: WebhookReceiver;
let batchFiles: BatchFiles;
const workers: ServiceProcess[] = [];

beforeAll(async () => {
  [api, receiver, batchFiles] = await Promise.all([
    startApiHarness({ startWorkers: false, environment: LANE_ENVIRONMENT }),
    startWebhookReceiver(),
    buildBatchFiles(ITEMS, BROKEN_AT),
  ]);
}, 120_000);

afterAll(async () => {
  for (const worker of workers) worker.child.kill('SIGKILL');
  await Promise.all(workers.map((worker) => worker.exited()));
  await receiver?.close();
  await api?.close();
});

async function startBulkWorker(): Promise<ServiceProcess> {
  const worker = await startWorkerProcess(api.config, {
    ...LANE_ENVIRONMENT,
    WORKER_LANES: 'bulk,webhooks',
    WORKER_BULK_SLOTS: '3',
  });
  workers.push(worker);
  return worker;
}

function groupBy<T>(values: readonly T[], key: (value: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const value of values) groups.set(key(value), [...(groups.get(key(value)) ?? []), value]);
  return groups;
}

it('completes a batch whose worker was SIGKILLed midway, each item with exactly one outcome and event', async () => {
  const customer = new BulkCaller(api.baseUrl, (await api.createKey('enterprise')).plaintext);
  await customer.registerEndpoint(receiver, receiver.url);
  const first = await startBulkWorker();
  const accepted = await customer.submitInChunks(batchFiles.files, ITEMS);

  const before = await eventually(async () => {
    const { counts } = await customer.batchStatus(accepted.batch_id, '?limit=1');
    return counts.succeeded! + counts.failed! >= SETTLED_BEFORE_KILL ? counts : undefined;
  }, 180_000);
  first.child.kill('SIGKILL');
  await first.exited();
  const killedAt = Date.now();
  expect(before.queued).toBeGreaterThan(0);
  await startBulkWorker();

  const events = await eventually(() => {
    const distinct = distinctEvents(receiver.received);
    return distinct.size >= ITEMS + 1 ? distinct : undefined;
  }, 240_000);
  process.stdout.write(
    `bulk-worker-kill: killed after ${before.succeeded! + before.failed!} of ${ITEMS} items; ` +
      `all events in ${Date.now() - killedAt} ms after the kill\n`,
  );

  const status = await customer.batchStatus(accepted.batch_id, `?limit=${ITEMS}`);
  expect(status).toMatchObject({
    state: 'completed_with_errors',
    counts: { total: ITEMS, succeeded: ITEMS - BROKEN_AT.length, failed: BROKEN_AT.length, queued: 0 },
  });

  // Exactly one event per item and one batch.completed; a retried delivery reuses its webhook-id.
  expect(receiver.received.every((hook) => hook.signatureValid)).toBe(true);
  const distinct = [...events.values()];
  expect(distinct.filter((hook) => hook.body.event === 'batch.completed')).toHaveLength(1);
  const byItem = groupBy(
    distinct.filter((hook) => hook.body.event !== 'batch.completed'),
    (hook: ReceivedWebhook) => String(hook.body.request_id),
  );
  expect(new Set(byItem.keys())).toEqual(new Set(accepted.request_ids));
  expect([...byItem.values()].every((hooks) => hooks.length === 1)).toBe(true);

  // One stored outcome per item, the one its event announced.
  for (const [index, requestId] of accepted.request_ids.entries()) {
    const record = await customer.json<{ request_id: string; status?: string; error?: { code: string } }>(
      `/v1/extractions/${requestId}`,
    );
    const [event] = byItem.get(requestId)!;
    if (batchFiles.brokenAt.has(index)) {
      expect(record).toMatchObject({ status: 'failed', error: { code: 'invalid_document' } });
      expect(event!.body.event).toBe('extraction.failed');
    } else {
      expect(record.request_id).toBe(requestId);
      expect(record.status).toBeUndefined();
      expect(event!.body.event).toBe('extraction.completed');
    }
  }

  // Each document was extracted by one workflow execution that completed, never a second one.
  const executions = await eventually(async () => {
    const listed: Array<{ id: string; status: string }> = [];
    for await (const execution of api.temporal.workflow.list({
      query: `WorkflowType = 'extractDocumentWorkflow'`,
    })) {
      listed.push({ id: execution.workflowId, status: execution.status.name });
    }
    return listed.length >= ITEMS ? listed : undefined;
  });
  expect(executions.map((execution) => execution.id).sort()).toEqual([...accepted.request_ids].sort());
  expect(executions.every((execution) => execution.status === 'COMPLETED')).toBe(true);

  // Every delivery ended succeeded: none pending, none failed.
  const deliveries = await eventually(async () => {
    const all = await customer.allDeliveries();
    return all.length === ITEMS + 1 && all.every((delivery) => delivery.status === 'succeeded')
      ? all
      : undefined;
  }, 60_000);
  expect(new Set(deliveries.map((delivery) => delivery.webhook_id))).toEqual(new Set(events.keys()));
}, 480_000);
