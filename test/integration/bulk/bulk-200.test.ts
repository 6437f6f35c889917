/**
 * Issue 4, "done means": a batch of 200 generated PDFs (five of them broken) completes with 200 item
 * events and exactly one batch.completed, every one signed as Standard Webhooks specifies (checked by
 * a receiver with its own HMAC code), each event under its own stable webhook-id. Real Temporal, real
 * workers, real HTTP.
 */
import { startApiHarness, type ApiHarness } from '../api/harness.js';
import { buildBatchFiles, type BatchFiles } from './batch-files.js';
import { BulkCaller, eventually } from './bulk-calls.js';
import { distinctEvents, startWebhookReceiver, type WebhookReceiver } from './webhook-receiver.js';

const ITEMS = 200;
const BROKEN_AT = [3, 47, 98, 151, 199];
const FILES_PER_REQUEST = 100;
/** About two minutes on an idle two-core machine; room for a loaded CI runner. */
const BATCH_DEADLINE_MS = 360_000;

let harness: ApiHarness;
let receiver: WebhookReceiver;
let batchFiles: BatchFiles;

beforeAll(async () => {
  [harness, receiver, batchFiles] = await Promise.all([
    startApiHarness({
      lanes: ['bulk', 'webhooks'],
      environment: {
        WEBHOOK_ALLOW_LOOPBACK: 'true',
        WORKER_BULK_SLOTS: '3',
        BULK_MAX_BATCH_CONCURRENCY: '6',
        BULK_MAX_FILES_PER_REQUEST: String(FILES_PER_REQUEST),
        BULK_ITEMS_PER_WORKFLOW_RUN: '50',
        WEBHOOK_RETRY_FIRST_DELAY_MS: '200',
        WEBHOOK_RETRY_MAX_DELAY_MS: '2000',
      },
    }),
    startWebhookReceiver(),
    buildBatchFiles(ITEMS, BROKEN_AT),
  ]);
}, 120_000);

afterAll(async () => {
  await receiver?.close();
  await harness?.close();
});

it(
  'completes a 200-file batch with 200 signed item events and exactly one batch.completed',
  async () => {
    const customer = new BulkCaller(harness.baseUrl, (await harness.createKey('enterprise')).plaintext);
    await customer.registerEndpoint(receiver, receiver.url);
    const startedAt = Date.now();
    const accepted = await customer.submitInChunks(batchFiles.files, FILES_PER_REQUEST, {
      metadata: JSON.stringify({ job: 'backfill-200' }),
    });
    expect(accepted.request_ids).toHaveLength(ITEMS);
    expect(new Set(accepted.request_ids).size).toBe(ITEMS);

    const batchCompleted = await eventually(
      () => receiver.received.find((hook) => hook.body.event === 'batch.completed'),
      BATCH_DEADLINE_MS,
    );
    const events = await eventually(() => {
      const distinct = distinctEvents(receiver.received);
      return distinct.size >= ITEMS + 1 ? distinct : undefined;
    });
    process.stdout.write(`bulk-200: batch.completed after ${Date.now() - startedAt} ms\n`);

    // Every delivery is signed; deliveries of one event share its webhook-id and carry the same body.
    expect(receiver.received.every((hook) => hook.signatureValid)).toBe(true);
    for (const hook of receiver.received) expect(hook.body).toEqual(events.get(hook.id)!.body);
    const distinct = [...events.values()];
    expect(distinct.filter((hook) => hook.body.event === 'batch.completed')).toHaveLength(1);
    const itemEvents = distinct.filter((hook) => hook.body.event !== 'batch.completed');
    expect(itemEvents).toHaveLength(ITEMS);
    // One event per item: no item was announced twice under different webhook-ids.
    expect(new Set(itemEvents.map((hook) => hook.body.request_id))).toEqual(new Set(accepted.request_ids));

    const brokenIds = new Set([...batchFiles.brokenAt].map((index) => accepted.request_ids[index]!));
    for (const hook of itemEvents) {
      const broken = brokenIds.has(hook.body.request_id as string);
      expect(hook.body).toMatchObject(
        broken
          ? { event: 'extraction.failed', status: 'failed', error: { code: 'invalid_document' } }
          : { event: 'extraction.completed', status: 'success', batch_id: accepted.batch_id },
      );
      expect(hook.body.metadata).toEqual({ job: 'backfill-200' });
    }
    expect(batchCompleted.body).toMatchObject({
      batch_id: accepted.batch_id,
      state: 'completed_with_errors',
      counts: { total: ITEMS, succeeded: ITEMS - BROKEN_AT.length, failed: BROKEN_AT.length, cancelled: 0 },
    });

    // The status endpoint pages through the 200 items in order, each once, with the events' outcomes.
    const { items, pages } = await customer.allItems(accepted.batch_id, 64);
    expect(pages).toBe(4);
    expect(items.map((item) => item.request_id)).toEqual(accepted.request_ids);
    const failedItems = items.filter((item) => item.status === 'failed');
    expect(new Set(failedItems.map((item) => item.request_id))).toEqual(brokenIds);
    expect(items.filter((item) => item.status === 'succeeded')).toHaveLength(ITEMS - BROKEN_AT.length);
    const status = await customer.batchStatus(accepted.batch_id, '?limit=1');
    expect(status).toMatchObject({ state: 'completed_with_errors', counts: { total: ITEMS } });

    for (const index of [0, 99, 100, 198]) {
      const envelope = await customer.json<{ request_id: string; confidence_score: number }>(
        `/v1/extractions/${accepted.request_ids[index]}`,
      );
      expect(envelope.request_id).toBe(accepted.request_ids[index]);
      const event = itemEvents.find((hook) => hook.body.request_id === envelope.request_id)!;
      expect(event.body.confidence_score).toBe(envelope.confidence_score);
    }
    const failed = await customer.json<{ status: string; error: { code: string } }>(
      `/v1/extractions/${accepted.request_ids[BROKEN_AT[0]!]}`,
    );
    expect(failed).toMatchObject({ status: 'failed', error: { code: 'invalid_document' } });
  },
  BATCH_DEADLINE_MS + 60_000,
);
