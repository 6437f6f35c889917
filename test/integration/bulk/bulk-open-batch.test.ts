/**
 * A backfill sent in chunks stays one batch however slowly its chunks arrive: requests with
 * `more_files` hold the batch open after its items have settled, until a request without it, a
 * `POST …/close`, or BULK_OPEN_BATCH_IDLE_MS after the last chunk. Real Temporal (the batch workflow
 * continues as new between chunks), real HTTP receiver, every answer checked against openapi.yaml.
 */
import { buildTextSdsPdf } from '../../fixtures/sds-pdf.js';
import { startApiHarness, type ApiHarness } from '../api/harness.js';
import { BulkCaller, eventually, type BatchStatus, type BulkAccepted, type NamedFile } from './bulk-calls.js';
import { distinctEvents, startWebhookReceiver, type WebhookReceiver } from './webhook-receiver.js';

/** Long enough for the next chunk to follow a settled one on a loaded machine, short enough to wait out. */
const OPEN_BATCH_IDLE_MS = 20_000;

let harness: ApiHarness;
let receiver: WebhookReceiver;
let files: NamedFile[];

beforeAll(async () => {
  [harness, receiver] = await Promise.all([
    startApiHarness({
      lanes: ['bulk', 'webhooks'],
      environment: {
        WEBHOOK_ALLOW_LOOPBACK: 'true',
        BULK_MAX_BATCH_CONCURRENCY: '3',
        BULK_ITEMS_PER_WORKFLOW_RUN: '2',
        BULK_OPEN_BATCH_IDLE_MS: String(OPEN_BATCH_IDLE_MS),
        WEBHOOK_RETRY_FIRST_DELAY_MS: '100',
        WEBHOOK_RETRY_MAX_DELAY_MS: '2000',
      },
    }),
    startWebhookReceiver(),
  ]);
  files = await Promise.all(
    Array.from({ length: 3 }, async (_, index) => ({
      name: `backfill-${index}.pdf`,
      bytes: await buildTextSdsPdf({
        productName: `Backfill Solvent BF-${index}`,
        productCode: `BF-${index}`,
      }),
    })),
  );
}, 120_000);

afterAll(async () => {
  await receiver?.close();
  await harness?.close();
});

async function customer(): Promise<BulkCaller> {
  const caller = new BulkCaller(harness.baseUrl, (await harness.createKey('standard')).plaintext);
  await caller.registerEndpoint(receiver, receiver.url);
  return caller;
}

async function accepted(response: Response): Promise<BulkAccepted> {
  if (response.status !== 202) throw new Error(`bulk answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as BulkAccepted;
}

/** The batch once every item it holds so far has settled. */
function settled(caller: BulkCaller, batchId: string, total: number): Promise<BatchStatus> {
  return eventually(async () => {
    const status = await caller.batchStatus(batchId);
    const done = status.counts.succeeded! + status.counts.failed! + status.counts.cancelled!;
    return status.counts.total === total && done === total ? status : undefined;
  });
}

function batchEvents(batchId: string) {
  return [...distinctEvents(receiver.received).values()].filter(
    (hook) => hook.body.event === 'batch.completed' && hook.body.batch_id === batchId,
  );
}

function batchCompleted(batchId: string, timeoutMs?: number) {
  return eventually(() => batchEvents(batchId)[0], timeoutMs);
}

it('keeps a backfill sent in three chunks, each after the previous chunk has finished, in one batch with one batch.completed', async () => {
  const caller = await customer();
  const first = await accepted(await caller.postBulk(files, { more_files: 'true' }));
  expect(first.open_until).not.toBeNull();

  // Every item of the first chunk has settled, and the batch still waits for the next one.
  const afterFirst = await settled(caller, first.batch_id, 3);
  expect(afterFirst).toMatchObject({ state: 'running', accepting_files: true, finished_at: null });
  expect(afterFirst.open_until).not.toBeNull();
  expect(batchEvents(first.batch_id)).toHaveLength(0);

  // The second chunk lists files the key uploaded before (JSON body, more_files as a boolean).
  const second = await accepted(
    await caller.call('/v1/extract-sds/bulk', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        batch_id: first.batch_id,
        more_files: true,
        files: first.request_ids.slice(0, 2).map((requestId) => ({ request_id: requestId })),
      }),
    }),
  );
  expect(second.batch_id).toBe(first.batch_id);
  expect((await settled(caller, first.batch_id, 5)).state).toBe('running');
  expect(batchEvents(first.batch_id)).toHaveLength(0);

  // The last chunk says nothing of more files: the batch completes once its items have settled.
  const last = await accepted(await caller.postBulk(files.slice(0, 2), { batch_id: first.batch_id }));
  expect(last.open_until).toBeNull();
  const done = await batchCompleted(first.batch_id);
  expect(done.signatureValid).toBe(true);
  expect(done.body).toMatchObject({ state: 'completed', counts: { total: 7, succeeded: 7 } });

  const requestIds = [...first.request_ids, ...second.request_ids, ...last.request_ids];
  const itemEvents = await eventually(() => {
    const events = [...distinctEvents(receiver.received).values()].filter(
      (hook) => hook.body.batch_id === first.batch_id && hook.body.request_id,
    );
    return events.length >= requestIds.length ? events : undefined;
  });
  expect(new Set(itemEvents.map((hook) => hook.body.request_id))).toEqual(new Set(requestIds));
  expect(batchEvents(first.batch_id)).toHaveLength(1);
  expect(await caller.batchStatus(first.batch_id)).toMatchObject({
    state: 'completed',
    accepting_files: false,
    open_until: null,
  });

  // Seven items at two per run: the workflow continued as new while it held the batch open.
  const runs = [];
  for await (const run of harness.temporal.workflow.list({ query: `WorkflowId = '${first.batch_id}'` })) {
    runs.push(run);
  }
  expect(runs.length).toBeGreaterThanOrEqual(4);
}, 300_000);

it('takes the files of a more_files chunk that lands after the last chunk, without holding the batch open again', async () => {
  const caller = await customer();
  const held = await accepted(await caller.postBulk(files.slice(0, 1), { more_files: 'true' }));
  const last = await accepted(await caller.postBulk(files.slice(1, 2), { batch_id: held.batch_id }));
  expect(last.open_until).toBeNull();
  const late = await accepted(
    await caller.postBulk(files.slice(2, 3), { batch_id: held.batch_id, more_files: 'true' }),
  );
  expect(late).toMatchObject({ batch_id: held.batch_id, open_until: null, counts: { total: 3 } });
  expect((await caller.batchStatus(held.batch_id)).open_until).toBeNull();

  const done = await batchCompleted(held.batch_id);
  expect(done.body).toMatchObject({ state: 'completed', counts: { total: 3, succeeded: 3 } });
  expect(batchEvents(held.batch_id)).toHaveLength(1);
}, 300_000);

it('closes a batch held open once BULK_OPEN_BATCH_IDLE_MS has passed without another chunk', async () => {
  const caller = await customer();
  const held = await accepted(await caller.postBulk(files.slice(0, 1), { more_files: 'true' }));
  expect((await settled(caller, held.batch_id, 1)).state).toBe('running');

  const done = await batchCompleted(held.batch_id, OPEN_BATCH_IDLE_MS + 120_000);
  expect(done.body).toMatchObject({ state: 'completed', counts: { total: 1, succeeded: 1 } });
  const status = await caller.batchStatus(held.batch_id);
  expect(status).toMatchObject({ state: 'completed', accepting_files: false, open_until: null });
  // It waited for the hold to end (both timestamps are the service's own, ISO 8601 in UTC).
  expect(status.finished_at! >= held.open_until!).toBe(true);

  const late = await caller.postBulk(files.slice(0, 1), { batch_id: held.batch_id });
  expect(late.status).toBe(409);
  expect(await late.json()).toMatchObject({ code: 'batch_finished' });
}, 300_000);

it('completes a held-open batch at once when its caller closes it; another key cannot close it', async () => {
  const caller = await customer();
  const stranger = new BulkCaller(harness.baseUrl, (await harness.createKey('standard')).plaintext);
  const held = await accepted(await caller.postBulk(files.slice(0, 2), { more_files: 'true' }));
  const closePath = `/v1/extract-sds/bulk/${held.batch_id}/close`;

  const foreign = await stranger.call(closePath, { method: 'POST' });
  expect(foreign.status).toBe(404);
  expect(await foreign.json()).toMatchObject({ code: 'not_found' });
  expect((await caller.batchStatus(held.batch_id)).open_until).toBe(held.open_until);

  expect((await settled(caller, held.batch_id, 2)).state).toBe('running');
  const closed = await caller.json<BatchStatus>(closePath, { method: 'POST' });
  expect(closed).toMatchObject({ batch_id: held.batch_id, open_until: null, counts: { total: 2 } });

  const done = await batchCompleted(held.batch_id);
  expect(done.body).toMatchObject({ state: 'completed', counts: { total: 2, succeeded: 2 } });
  const again = await caller.json<BatchStatus>(closePath, { method: 'POST' });
  expect(again).toMatchObject({ state: 'completed', accepting_files: false });
  // The close, not the end of the hold the caller had asked for, ended the batch.
  expect(again.finished_at! < held.open_until!).toBe(true);
}, 300_000);

it('cancels a batch while it is held open for more chunks', async () => {
  const caller = await customer();
  const held = await accepted(await caller.postBulk(files.slice(0, 1), { more_files: 'true' }));
  await settled(caller, held.batch_id, 1);
  const cancel = await caller.call(`/v1/extract-sds/bulk/${held.batch_id}/cancel`, { method: 'POST' });
  expect(cancel.status).toBe(202);
  const done = await batchCompleted(held.batch_id);
  expect(done.body).toMatchObject({ state: 'cancelled', counts: { total: 1, succeeded: 1 } });
  expect((await caller.batchStatus(held.batch_id)).finished_at! < held.open_until!).toBe(true);
}, 300_000);
