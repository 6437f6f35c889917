/**
 * A batch's bookkeeping (marking it running, picking the next items, raising events) never waits
 * for the bulk lane's activity slot: while another document's extraction holds the only slot, a new
 * batch still starts its items.
 */
import { buildTextSdsPdf } from '../../fixtures/sds-pdf.js';
import { startApiHarness, type ApiHarness } from '../api/harness.js';
import { BulkCaller, eventually, type BulkAccepted } from './bulk-calls.js';
import { startWebhookReceiver, type WebhookReceiver } from './webhook-receiver.js';

// Starting the workers bundles the workflow code, and three documents are extracted: minutes on a
// loaded 2-core runner.
const TIMEOUT_MS = 300_000;

describe('bulk bookkeeping beside a busy bulk lane', () => {
  let harness: ApiHarness;
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    harness = await startApiHarness({
      lanes: ['production', 'bulk', 'webhooks'],
      environment: {
        WEBHOOK_ALLOW_LOOPBACK: 'true',
        WORKER_BULK_SLOTS: '1',
        // The held item waits for the open synchronous call until the test ends that call.
        BULK_YIELD_MAX_WAIT_MS: '600000',
      },
    });
    receiver = await startWebhookReceiver();
  }, TIMEOUT_MS);

  afterAll(async () => {
    await receiver?.close();
    await harness?.close();
  });

  async function submitOne(caller: BulkCaller, pdf: Uint8Array): Promise<BulkAccepted> {
    await caller.registerEndpoint(receiver, receiver.url);
    const response = await caller.postBulk([{ name: 'sds.pdf', bytes: pdf }]);
    expect(response.status).toBe(202);
    return (await response.json()) as BulkAccepted;
  }

  function batchCompleted(batchId: string): Promise<true> {
    return eventually(() =>
      receiver.received.some(
        (hook) => hook.body.event === 'batch.completed' && hook.body.batch_id === batchId,
      )
        ? true
        : undefined,
    );
  }

  it(
    "starts a batch's items while another document's extraction holds the lane's only slot",
    async () => {
      const pdf = await buildTextSdsPdf();
      const holder = await harness.createKey('standard');
      // A synchronous call as the API records it before its workflow starts: bulk extractions give way to it.
      const { record: interactive } = await harness.db.extractions.create({
        requestId: `req_open_${Date.now()}`,
        apiKeyId: holder.id,
        traffic: 'production',
        fileName: 'interactive.pdf',
        blobRef: `sha256:${'d'.repeat(64)}`,
        byteSize: 1,
        schemaVersion: '2025-06',
      });
      const held = await submitOne(new BulkCaller(harness.baseUrl, holder.plaintext), pdf);
      const [heldItem] = held.request_ids as [string];
      await eventually(async () => {
        const description = await harness.temporal.workflow
          .getHandle(heldItem)
          .describe()
          .catch(() => undefined);
        return description?.raw.pendingActivities?.some(
          (activity) => activity.activityType?.name === 'extractDocument',
        )
          ? true
          : undefined;
      });

      const other = await harness.createKey('standard');
      const otherCaller = new BulkCaller(harness.baseUrl, other.plaintext);
      const started = await submitOne(otherCaller, pdf);
      const [startedItem] = started.request_ids as [string];
      // Marking the batch running and picking its item are the batch's bookkeeping: done while the slot is held.
      await eventually(async () =>
        (await otherCaller.batchStatus(started.batch_id)).state === 'running' ? true : undefined,
      );
      await eventually(() =>
        harness.temporal.workflow
          .getHandle(startedItem)
          .describe()
          .then(() => true as const)
          .catch(() => undefined),
      );
      expect((await harness.db.extractions.get(heldItem))?.status).toBe('queued');

      await harness.db.extractions.fail(interactive.requestId, { code: 'invalid_document', message: 'done' });
      await batchCompleted(held.batch_id);
      await batchCompleted(started.batch_id);
    },
    TIMEOUT_MS,
  );
});
