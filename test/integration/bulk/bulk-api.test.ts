import { setTimeout as delay } from 'node:timers/promises';
import { metrics } from '../../../src/observability/metrics.js';
import { buildTextSdsPdf } from '../../fixtures/sds-pdf.js';
import { startApiHarness, type ApiHarness } from '../api/harness.js';
import { BulkCaller, eventually, type BatchStatus } from './bulk-calls.js';
import { startWebhookReceiver, type ReceivedWebhook, type WebhookReceiver } from './webhook-receiver.js';

const ITEMS_PER_RUN = 5;
const HELD_FOR_MS = 2_000;

/** Total time bulk items of this process waited for interactive extractions. */
async function yieldedSeconds(): Promise<number> {
  const { values } = await metrics.bulkYield.get();
  return values.find((value) => value.metricName === 'sds_bulk_yield_seconds_sum')?.value ?? 0;
}
const MAX_ITEMS_PER_BATCH = 30;

describe('bulk extraction with signed webhooks (real Temporal, real HTTP receiver)', () => {
  let harness: ApiHarness;
  let receiver: WebhookReceiver;
  let sdsPdf: Uint8Array;

  beforeAll(async () => {
    harness = await startApiHarness({
      lanes: ['production', 'bulk', 'webhooks'],
      environment: {
        WEBHOOK_ALLOW_LOOPBACK: 'true',
        BULK_MAX_BATCH_CONCURRENCY: '3',
        BULK_ITEMS_PER_WORKFLOW_RUN: String(ITEMS_PER_RUN),
        BULK_MAX_ITEMS_PER_BATCH: String(MAX_ITEMS_PER_BATCH),
        WEBHOOK_RETRY_FIRST_DELAY_MS: '100',
        WEBHOOK_RETRY_MAX_DELAY_MS: '3000',
        WEBHOOK_RETRY_WINDOW_MS: '60000',
      },
    });
    sdsPdf = await buildTextSdsPdf();
  });

  beforeEach(async () => {
    receiver = await startWebhookReceiver();
  });

  afterEach(async () => {
    await receiver.close();
  });

  afterAll(async () => {
    await harness.close();
  });

  function call(key: string, path: string, init: RequestInit = {}): Promise<Response> {
    return new BulkCaller(harness.baseUrl, key).call(path, init);
  }

  function postBulk(key: string, files: Uint8Array[], fields: Record<string, string> = {}, headers = {}) {
    const form = new FormData();
    files.forEach((bytes, index) =>
      form.append(
        'files',
        new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }),
        `sds-${index}.pdf`,
      ),
    );
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    return call(key, '/v1/extract-sds/bulk', { method: 'POST', body: form, headers });
  }

  async function registerEndpoint(key: string): Promise<string> {
    const response = await call(key, '/v1/webhook-endpoints', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ url: receiver.url }),
    });
    expect(response.status).toBe(201);
    const body = (await response.json()) as { id: string; secret: string; url: string };
    expect(body.secret).toMatch(/^whsec_/);
    receiver.secrets.push(body.secret);
    return body.id;
  }

  async function batchStatus(key: string, batchId: string, query = ''): Promise<BatchStatus> {
    const response = await call(key, `/v1/extract-sds/bulk/${batchId}${query}`);
    expect(response.status).toBe(200);
    return (await response.json()) as BatchStatus;
  }

  function batchEvent(batchId: string): Promise<ReceivedWebhook> {
    return eventually(async () =>
      receiver.received.find(
        (hook) => hook.body.event === 'batch.completed' && hook.body.batch_id === batchId,
      ),
    );
  }

  it('extracts a 25-file batch with concurrency 3 across continue-as-new, one signed event per item and per batch', async () => {
    const key = await harness.createKey('standard');
    await registerEndpoint(key.plaintext);
    const notPdf = new TextEncoder().encode('this is not a PDF at all');
    const files = [...Array.from({ length: 23 }, () => sdsPdf), notPdf, notPdf];

    const response = await postBulk(key.plaintext, files, {
      metadata: JSON.stringify({ job: 'backfill-7' }),
    });
    expect(response.status).toBe(202);
    const accepted = (await response.json()) as {
      batch_id: string;
      request_ids: string[];
      status_url: string;
    };
    expect(accepted.request_ids).toHaveLength(25);
    expect(response.headers.get('location')).toBe(accepted.status_url);

    const batchCompleted = await batchEvent(accepted.batch_id);
    expect(batchCompleted.signatureValid).toBe(true);
    expect(batchCompleted.body).toMatchObject({
      state: 'completed_with_errors',
      counts: { total: 25, succeeded: 23, failed: 2, cancelled: 0 },
      // The generated sheet's acetone, ethyl acetate and isopropanol are on no Candidate List.
      svhc_counts: { products_with_svhc: 0, products_possibly_with_svhc: 0 },
      metadata: { job: 'backfill-7' },
    });

    const itemEvents = await eventually(async () => {
      const events = receiver.received.filter(
        (hook) => hook.body.batch_id === accepted.batch_id && hook.body.request_id,
      );
      return events.length >= 25 ? events : undefined;
    });
    expect(itemEvents).toHaveLength(25);
    expect(itemEvents.every((hook) => hook.signatureValid)).toBe(true);
    expect(new Set(itemEvents.map((hook) => hook.body.request_id))).toEqual(new Set(accepted.request_ids));
    const failed = itemEvents.filter((hook) => hook.body.event === 'extraction.failed');
    expect(failed).toHaveLength(2);
    expect(failed[0]!.body).toMatchObject({ status: 'failed', error: { code: 'invalid_document' } });
    const completed = itemEvents.find((hook) => hook.body.event === 'extraction.completed')!;
    expect(completed.body).toMatchObject({ status: 'success', batch_id: accepted.batch_id });
    expect(typeof completed.body.confidence_score).toBe('number');

    // The batch workflow continued as new (25 items, 5 per run) and its children survived each hand-over.
    const runs = [];
    for await (const run of harness.temporal.workflow.list({
      query: `WorkflowId = '${accepted.batch_id}'`,
    })) {
      runs.push(run.status.name);
    }
    expect(runs.length).toBeGreaterThanOrEqual(25 / ITEMS_PER_RUN);

    const firstPage = await batchStatus(key.plaintext, accepted.batch_id, '?limit=10');
    expect(firstPage).toMatchObject({
      state: 'completed_with_errors',
      counts: { total: 25, succeeded: 23, failed: 2 },
    });
    expect(firstPage.items).toHaveLength(10);
    const secondPage = await batchStatus(
      key.plaintext,
      accepted.batch_id,
      `?limit=20&cursor=${firstPage.next_cursor}`,
    );
    expect(secondPage.items).toHaveLength(15);
    expect(secondPage.next_cursor).toBeNull();
    // Each succeeded item links its eSDScom document; a failed one has none.
    for (const listed of [...firstPage.items, ...secondPage.items]) {
      expect(listed.sdscom_url).toBe(
        listed.status === 'succeeded'
          ? `${harness.baseUrl}/v1/extractions/${listed.request_id}/sdscom`
          : null,
      );
    }

    const item = await call(key.plaintext, `/v1/extractions/${accepted.request_ids[0]}`);
    expect(item.status).toBe(200);
    expect(((await item.json()) as { request_id: string }).request_id).toBe(accepted.request_ids[0]);

    // Another key sees none of it.
    const stranger = await harness.createKey('standard');
    expect((await call(stranger.plaintext, `/v1/extract-sds/bulk/${accepted.batch_id}`)).status).toBe(404);
    expect((await call(stranger.plaintext, `/v1/extractions/${accepted.request_ids[0]}`)).status).toBe(404);
    expect((await call(stranger.plaintext, `/v1/extractions/${accepted.request_ids[0]}/sdscom`)).status).toBe(
      404,
    );
    const cancelOther = await call(stranger.plaintext, `/v1/extract-sds/bulk/${accepted.batch_id}/cancel`, {
      method: 'POST',
    });
    expect(cancelOther.status).toBe(404);
  }, 300_000);

  it('retries a failing receiver (500, then 503 with Retry-After) until it answers 200, recording each attempt', async () => {
    const key = await harness.createKey('standard');
    receiver.script.push(
      { status: 500, event: 'extraction.completed' },
      { status: 503, headers: { 'retry-after': '1' }, event: 'extraction.completed' },
    );
    const response = await postBulk(key.plaintext, [sdsPdf], { webhook_url: receiver.url });
    expect(response.status).toBe(202);
    const accepted = (await response.json()) as {
      batch_id: string;
      request_ids: string[];
      webhook_secret: string;
    };
    receiver.secrets.push(accepted.webhook_secret);

    const itemAttempts = await eventually(async () => {
      const hooks = receiver.received.filter((hook) => hook.body.request_id === accepted.request_ids[0]);
      return hooks.length >= 3 ? hooks : undefined;
    });
    expect(new Set(itemAttempts.map((hook) => hook.id)).size).toBe(1);
    expect(itemAttempts.every((hook) => hook.signatureValid)).toBe(true);
    expect(itemAttempts[2]!.receivedAt - itemAttempts[1]!.receivedAt).toBeGreaterThanOrEqual(900);

    const deliveries = await eventually(async () => {
      const list = (await (await call(key.plaintext, '/v1/webhook-deliveries?status=succeeded')).json()) as {
        data: Array<{ id: string; event: string; attempt_count: number }>;
      };
      return list.data.length >= 2 ? list.data : undefined;
    });
    const itemDelivery = deliveries.find((delivery) => delivery.event === 'extraction.completed')!;
    const detail = (await (
      await call(key.plaintext, `/v1/webhook-deliveries/${itemDelivery.id}`)
    ).json()) as {
      attempts: Array<{ status_code: number; outcome: string; latency_ms: number }>;
    };
    expect(detail.attempts.map((attempt) => [attempt.status_code, attempt.outcome])).toEqual([
      [500, 'retrying'],
      [503, 'retrying'],
      [200, 'succeeded'],
    ]);
  });

  it('stops at 410 Gone and redelivers on request with the same webhook-id', async () => {
    const key = await harness.createKey('standard');
    await registerEndpoint(key.plaintext);
    receiver.script.push({ status: 410 }, { status: 410 });
    const response = await postBulk(key.plaintext, [sdsPdf]);
    const accepted = (await response.json()) as { batch_id: string };
    await eventually(async () => (receiver.received.length >= 2 ? true : undefined));

    const failed = await eventually(async () => {
      const list = (await (await call(key.plaintext, '/v1/webhook-deliveries?status=failed')).json()) as {
        data: Array<{ id: string; webhook_id: string; attempt_count: number; last_status_code: number }>;
      };
      return list.data.length === 2 ? list.data : undefined;
    });
    expect(
      failed.every((delivery) => delivery.attempt_count === 1 && delivery.last_status_code === 410),
    ).toBe(true);

    const redeliver = await call(key.plaintext, `/v1/webhook-deliveries/${failed[0]!.id}/redeliver`, {
      method: 'POST',
    });
    expect(redeliver.status).toBe(202);
    const again = await eventually(async () =>
      receiver.received.filter((hook) => hook.id === failed[0]!.webhook_id).length === 2 ? true : undefined,
    );
    expect(again).toBe(true);
    expect((await batchStatus(key.plaintext, accepted.batch_id)).state).toBe('completed');
  });

  it('appends files to a batch and cancels the rest of another', async () => {
    const key = await harness.createKey('standard');
    await registerEndpoint(key.plaintext);
    const first = (await (await postBulk(key.plaintext, [sdsPdf, sdsPdf])).json()) as { batch_id: string };
    const appended = await postBulk(
      key.plaintext,
      [sdsPdf],
      { batch_id: first.batch_id },
      { 'Idempotency-Key': 'append-1' },
    );
    expect(appended.status).toBe(202);
    const replay = await postBulk(
      key.plaintext,
      [sdsPdf],
      { batch_id: first.batch_id },
      { 'Idempotency-Key': 'append-1' },
    );
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    const done = await batchEvent(first.batch_id);
    expect(done.body).toMatchObject({ counts: { total: 3, succeeded: 3 } });
    // A completed batch has sent its one batch.completed: it takes no more files.
    const late = await postBulk(key.plaintext, [sdsPdf], { batch_id: first.batch_id });
    expect(late.status).toBe(409);
    expect(((await late.json()) as { code: string }).code).toBe('batch_finished');
    expect((await batchStatus(key.plaintext, first.batch_id)).counts.total).toBe(3);
    const cancelDone = await call(key.plaintext, `/v1/extract-sds/bulk/${first.batch_id}/cancel`, {
      method: 'POST',
    });
    expect(cancelDone.status).toBe(409);
    expect(((await cancelDone.json()) as { code: string }).code).toBe('batch_finished');

    // Three items at a time: most of a twenty-file batch is still queued when the cancel lands.
    const big = (await (
      await postBulk(
        key.plaintext,
        Array.from({ length: 20 }, () => sdsPdf),
      )
    ).json()) as {
      batch_id: string;
    };
    const cancel = await call(key.plaintext, `/v1/extract-sds/bulk/${big.batch_id}/cancel`, {
      method: 'POST',
    });
    expect(cancel.status).toBe(202);
    const cancelled = await batchEvent(big.batch_id);
    expect(cancelled.body).toMatchObject({ state: 'cancelled' });
    const counts = (cancelled.body.counts ?? {}) as Record<string, number>;
    expect(counts.cancelled).toBeGreaterThan(0);
    expect(counts.succeeded! + counts.cancelled!).toBe(20);
    const status = await batchStatus(key.plaintext, big.batch_id);
    expect(status.state).toBe('cancelled');
    const appendToCancelled = await postBulk(key.plaintext, [sdsPdf], { batch_id: big.batch_id });
    expect(appendToCancelled.status).toBe(409);
    expect(((await appendToCancelled.json()) as { code: string }).code).toBe('batch_cancelled');
    const cancelAgain = await call(key.plaintext, `/v1/extract-sds/bulk/${big.batch_id}/cancel`, {
      method: 'POST',
    });
    expect(((await cancelAgain.json()) as { code: string }).code).toBe('batch_cancelled');
  });

  it('sends one batch.completed that counts a file appended while the batch closes, or refuses the file', async () => {
    const key = await harness.createKey('enterprise');
    await registerEndpoint(key.plaintext);
    const statuses: number[] = [];
    // Once the only item has settled the workflow closes the batch: appends sent from then on, each a
    // little later, land before, during and after the closing.
    for (const delayMs of [0, 150, 300, 450, 600, 900]) {
      const first = (await (await postBulk(key.plaintext, [sdsPdf])).json()) as { batch_id: string };
      while ((await batchStatus(key.plaintext, first.batch_id)).counts.succeeded === 0) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      const append = await postBulk(key.plaintext, [sdsPdf], { batch_id: first.batch_id });
      statuses.push(append.status);
      const total = append.status === 202 ? 2 : 1;
      if (append.status !== 202) {
        expect(((await append.json()) as { code: string }).code).toBe('batch_finished');
      }
      const done = await batchEvent(first.batch_id);
      expect(done.body).toMatchObject({ state: 'completed', counts: { total, succeeded: total } });
    }
    expect(statuses.every((status) => status === 202 || status === 409)).toBe(true);
    process.stdout.write(`appends while closing answered ${statuses.join(', ')}\n`);
  });

  it('holds a batch sent in chunks to BULK_MAX_ITEMS_PER_BATCH across its appends', async () => {
    const key = await harness.createKey('standard');
    const tooMany = await postBulk(
      key.plaintext,
      Array.from({ length: MAX_ITEMS_PER_BATCH + 1 }, () => sdsPdf),
    );
    expect(tooMany.status).toBe(409);
    expect(await tooMany.json()).toMatchObject({ code: 'batch_full', item_count: 0 });
    const chunk = Array.from({ length: 10 }, () => sdsPdf);
    const first = (await (await postBulk(key.plaintext, chunk)).json()) as { batch_id: string };
    // A window of three items keeps most of the first chunk queued while the others arrive.
    for (const files of [chunk, chunk]) {
      expect((await postBulk(key.plaintext, files, { batch_id: first.batch_id })).status).toBe(202);
    }
    const refused = await postBulk(key.plaintext, [sdsPdf], { batch_id: first.batch_id });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      code: 'batch_full',
      max_items: MAX_ITEMS_PER_BATCH,
      item_count: MAX_ITEMS_PER_BATCH,
    });
    const status = await batchStatus(key.plaintext, first.batch_id);
    expect(status.counts.total).toBe(MAX_ITEMS_PER_BATCH);
    expect(
      (await call(key.plaintext, `/v1/extract-sds/bulk/${first.batch_id}/cancel`, { method: 'POST' })).status,
    ).toBe(202);
    await eventually(async () =>
      (await batchStatus(key.plaintext, first.batch_id)).state === 'cancelled' ? true : undefined,
    );
  });

  it("finishes another key's small batch while one key's big batch still has most of its items queued", async () => {
    const [big, small] = [await harness.createKey('standard'), await harness.createKey('standard')];
    await registerEndpoint(big.plaintext);
    await registerEndpoint(small.plaintext);
    const backfill = (await (
      await postBulk(
        big.plaintext,
        Array.from({ length: MAX_ITEMS_PER_BATCH }, () => sdsPdf),
      )
    ).json()) as { batch_id: string };
    // The big batch holds the bulk lane's slots before the small one arrives.
    await eventually(async () =>
      (await batchStatus(big.plaintext, backfill.batch_id)).counts.succeeded! > 0 ? true : undefined,
    );
    const quick = (await (await postBulk(small.plaintext, [sdsPdf, sdsPdf])).json()) as { batch_id: string };

    const quickDone = await batchEvent(quick.batch_id);
    const backfillThen = await batchStatus(big.plaintext, backfill.batch_id);
    expect(quickDone.body).toMatchObject({ state: 'completed', counts: { total: 2, succeeded: 2 } });
    expect(backfillThen.state).toBe('running');
    expect(backfillThen.counts.queued).toBeGreaterThan(MAX_ITEMS_PER_BATCH / 2);
    process.stdout.write(`small batch done with the backfill at ${JSON.stringify(backfillThen.counts)}\n`);

    expect(
      (await call(big.plaintext, `/v1/extract-sds/bulk/${backfill.batch_id}/cancel`, { method: 'POST' }))
        .status,
    ).toBe(202);
    await batchEvent(backfill.batch_id);
  });

  it('holds a bulk item back while a synchronous extraction is open, then extracts it', async () => {
    const key = await harness.createKey('standard');
    await registerEndpoint(key.plaintext);
    // A synchronous call as the API records it before its workflow starts; its caller is waiting.
    const { record: interactive } = await harness.db.extractions.create({
      requestId: `req_held_${Date.now()}`,
      apiKeyId: key.id,
      traffic: 'production',
      fileName: 'interactive.pdf',
      blobRef: `sha256:${'c'.repeat(64)}`,
      byteSize: 1,
      schemaVersion: '2025-06',
    });
    const yieldedBefore = await yieldedSeconds();
    const accepted = (await (await postBulk(key.plaintext, [sdsPdf])).json()) as {
      batch_id: string;
      request_ids: string[];
    };
    const [itemId] = accepted.request_ids as [string];
    // The item's extraction activity has started and is waiting for the interactive one.
    await eventually(async () => {
      const pending = (
        await harness.temporal.workflow
          .getHandle(itemId)
          .describe()
          .catch(() => undefined)
      )?.raw.pendingActivities;
      return pending?.some((activity) => activity.activityType?.name === 'extractDocument')
        ? true
        : undefined;
    });
    await delay(HELD_FOR_MS);
    expect((await harness.db.extractions.get(itemId))?.status).toBe('queued');

    await harness.db.extractions.fail(interactive.requestId, { code: 'invalid_document', message: 'done' });
    const done = await batchEvent(accepted.batch_id);
    expect(done.body).toMatchObject({ state: 'completed', counts: { total: 1, succeeded: 1 } });
    expect((await yieldedSeconds()) - yieldedBefore).toBeGreaterThanOrEqual(HELD_FOR_MS / 1000);
  });

  it('refuses webhook URLs that point at private or metadata addresses', async () => {
    const key = await harness.createKey('standard');
    for (const url of ['https://169.254.169.254/latest', 'https://10.0.0.1/hook', 'ftp://example.com/']) {
      const response = await call(key.plaintext, '/v1/webhook-endpoints', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ url }),
      });
      expect(response.status).toBe(400);
    }
  });
});
