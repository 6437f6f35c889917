import type { NewBatchFile, SubmissionOutcome } from '../../../src/storage/repositories/batches.js';
import { DATABASE_BACKENDS, type TestDatabase } from '../storage/backends.js';

const FILE = { fileName: 'a.pdf', blobRef: `sha256:${'a'.repeat(64)}`, byteSize: 10 };

describe.each(DATABASE_BACKENDS)('bulk and webhook records on $name', (backend) => {
  let test: TestDatabase;
  let keyId: string;
  let otherKeyId: string;

  beforeEach(async () => {
    test = await backend.open();
    keyId = (
      await test.database.apiKeys.create({ environment: 'test', tier: 'standard', deployment: 'cloud' })
    ).key.id;
    otherKeyId = (
      await test.database.apiKeys.create({ environment: 'test', tier: 'free', deployment: 'cloud' })
    ).key.id;
  });

  afterEach(async () => {
    await test.dispose();
  });

  const OPEN = { idempotencyKey: null, maxItems: 100 };

  function added(outcome: SubmissionOutcome) {
    if (outcome.outcome !== 'added') throw new Error(`expected files to be added, got ${outcome.outcome}`);
    return outcome;
  }

  async function newBatch(files: NewBatchFile[] = [FILE], metadata?: unknown) {
    const created = added(
      await test.database.batches.create(
        { apiKeyId: keyId, schemaVersion: '2025-06', metadata },
        files,
        OPEN,
      ),
    );
    return created;
  }

  async function rowsOfKey(table: 'batches' | 'extractions' | 'webhook_endpoints' | 'bulk_submissions') {
    return test.database.kysely
      .selectFrom(table)
      .select('api_key_id')
      .where('api_key_id', '=', keyId)
      .execute();
  }

  it('appends files to a batch at consecutive positions, each with its own extraction row', async () => {
    const { batches, extractions } = test.database;
    const first = await newBatch([FILE, FILE], { job: 7 });
    const batchId = first.batch.id;
    const second = added(await batches.addFiles(batchId, [FILE], OPEN));
    const items = await batches.listItems(batchId, 0, 10);
    expect(items.map((item) => [item.seq, item.requestId])).toEqual([
      [0, first.submission.requestIds[0]],
      [1, first.submission.requestIds[1]],
      [2, second.submission.requestIds[0]],
    ]);
    expect(second.batch.itemCount).toBe(3);
    expect((await batches.get(batchId))?.metadata).toEqual({ job: 7 });
    const record = await extractions.getForKey(second.submission.requestIds[0]!, keyId);
    expect(record).toMatchObject({ batchId, status: 'queued', fileName: 'a.pdf' });
    expect(await batches.listItems(batchId, 2, 10)).toHaveLength(1);
  });

  it('creates a batch, its webhook endpoint and its files in one transaction: a failure midway leaves none of them', async () => {
    const unreadable = Object.defineProperty({ ...FILE }, 'fileName', {
      get: () => {
        throw new Error('upload stream broke');
      },
    }) as NewBatchFile;
    await expect(
      test.database.batches.create(
        { apiKeyId: keyId, schemaVersion: '2025-06', webhookUrl: 'https://hooks.example.com/a' },
        [FILE, FILE, unreadable],
        OPEN,
      ),
    ).rejects.toThrow('upload stream broke');
    for (const table of ['batches', 'extractions', 'webhook_endpoints', 'bulk_submissions'] as const) {
      expect(await rowsOfKey(table)).toEqual([]);
    }
    const created = await test.database.batches.create(
      { apiKeyId: keyId, schemaVersion: '2025-06', webhookUrl: 'https://hooks.example.com/a' },
      [FILE],
      OPEN,
    );
    expect(created).toMatchObject({ outcome: 'added', webhookSecret: expect.stringMatching(/^whsec_/) });
    expect(added(created).batch.webhookEndpointId).toMatch(/^whe_/);
  });

  it('replays a submission with the same Idempotency-Key without writing anything', async () => {
    const { batches } = test.database;
    const { batch } = await newBatch();
    const first = added(
      await batches.addFiles(batch.id, [FILE, FILE], { ...OPEN, idempotencyKey: 'nightly-1' }),
    );
    const replay = await batches.addFiles(batch.id, [FILE, FILE, FILE], {
      ...OPEN,
      idempotencyKey: 'nightly-1',
    });
    expect(replay).toEqual({ outcome: 'replayed', submission: first.submission });
    expect((await batches.get(batch.id))?.itemCount).toBe(3);
    expect(await batches.findSubmission(keyId, 'nightly-1')).toEqual(first.submission);
    expect(await batches.findSubmission(otherKeyId, 'nightly-1')).toBeNull();
    const again = await batches.create({ apiKeyId: keyId, schemaVersion: '2025-06' }, [FILE], {
      ...OPEN,
      idempotencyKey: 'nightly-1',
    });
    expect(again).toEqual({ outcome: 'replayed', submission: first.submission });
    expect(await rowsOfKey('batches')).toHaveLength(1);
  });

  it('holds a batch to its item cap across concurrent appends', async () => {
    const { batches } = test.database;
    const { batch } = await newBatch([FILE, FILE]);
    const capped = { idempotencyKey: null, maxItems: 7 };
    const outcomes = await Promise.all(
      Array.from({ length: 4 }, () => batches.addFiles(batch.id, [FILE, FILE], capped)),
    );
    expect(outcomes.filter((outcome) => outcome.outcome === 'added')).toHaveLength(2);
    expect(outcomes.filter((outcome) => outcome.outcome === 'refused')).toEqual([
      { outcome: 'refused', reason: 'full', itemCount: 6 },
      { outcome: 'refused', reason: 'full', itemCount: 6 },
    ]);
    expect(added(await batches.addFiles(batch.id, [FILE], capped)).batch.itemCount).toBe(7);
    expect(await batches.listItems(batch.id, 0, 100)).toHaveLength(7);
    expect(await rowsOfKey('extractions')).toHaveLength(7);
  });

  it('closes a batch only when no files arrived beyond those its workflow started, then refuses more', async () => {
    const { batches } = test.database;
    const { batch } = await newBatch([FILE, FILE]);
    await batches.addFiles(batch.id, [FILE], OPEN);
    expect(await batches.close(batch.id, 'completed', 2)).toEqual({
      closed: false,
      itemCount: 3,
      openUntil: null,
    });
    expect((await batches.get(batch.id))?.state).toBe('queued');
    const closed = await batches.close(batch.id, 'completed', 3);
    expect(closed).toMatchObject({ closed: true, batch: { state: 'completed', itemCount: 3 } });
    // A retried close finds the batch as the first one left it.
    expect(await batches.close(batch.id, 'completed_with_errors', 3)).toEqual(closed);
    expect(await batches.addFiles(batch.id, [FILE], OPEN)).toEqual({
      outcome: 'refused',
      reason: 'finished',
      itemCount: 3,
    });
    expect((await batches.setState(batch.id, 'running'))?.state).toBe('completed');
  });

  it('keeps a batch held open with more files to come from closing until the last chunk, a seal or the hold ends', async () => {
    const { batches } = test.database;
    const HOUR = 60 * 60 * 1000;
    const held = added(
      await batches.create({ apiKeyId: keyId, schemaVersion: '2025-06' }, [FILE], {
        ...OPEN,
        holdOpenMs: HOUR,
      }),
    ).batch;
    expect(Date.parse(held.openUntil!)).toBeGreaterThan(Date.now() + HOUR / 2);
    expect(await batches.close(held.id, 'completed', 1)).toEqual({
      closed: false,
      itemCount: 1,
      openUntil: held.openUntil,
    });
    // The last chunk (no more files to come) releases the hold.
    expect(added(await batches.addFiles(held.id, [FILE], OPEN)).batch.openUntil).toBeNull();
    expect(await batches.close(held.id, 'completed', 2)).toMatchObject({ closed: true });

    const sealed = added(
      await batches.create({ apiKeyId: keyId, schemaVersion: '2025-06' }, [FILE], {
        ...OPEN,
        holdOpenMs: HOUR,
      }),
    ).batch;
    expect((await batches.seal(sealed.id))?.openUntil).toBeNull();
    expect(await batches.close(sealed.id, 'completed', 1)).toMatchObject({
      closed: true,
      batch: { openUntil: null },
    });
    // Sealing a finished batch leaves it as it finished.
    expect(await batches.seal(sealed.id)).toMatchObject({ state: 'completed', openUntil: null });

    const lapsed = added(
      await batches.create({ apiKeyId: keyId, schemaVersion: '2025-06' }, [FILE], {
        ...OPEN,
        holdOpenMs: 1,
      }),
    ).batch;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await batches.close(lapsed.id, 'completed', 1)).toMatchObject({ closed: true });
  });

  it("lists the key's open batches with items left to run, oldest first, as those sharing its window", async () => {
    const { batches } = test.database;
    const older = (await newBatch()).batch;
    const newer = (await newBatch([FILE, FILE])).batch;
    const settled = (await newBatch()).batch;
    await batches.cancelQueuedItems(settled.id, 0);
    added(await batches.create({ apiKeyId: otherKeyId, schemaVersion: '2025-06' }, [FILE], OPEN));
    expect(await batches.activeBatchIds(keyId)).toEqual(
      [older, newer]
        .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id))
        .map((batch) => batch.id),
    );
    await batches.setState(older.id, 'cancelled');
    expect(await batches.activeBatchIds(keyId)).toEqual([newer.id]);
  });

  it('counts items by state and cancels only the queued ones', async () => {
    const { batches, extractions } = test.database;
    const { batch, submission } = await newBatch([FILE, FILE, FILE, FILE]);
    const [done, broken, running] = submission.requestIds as [string, string, string, string];
    await extractions.markRunning(done);
    await extractions.complete(done, {
      envelope: {
        request_id: done,
        schema_version: '2025-06',
        output_formats: ['JSON', 'XML', 'CSV'],
        outputs: { json: {}, xml: '', csv: '' },
        confidence_score: 0.9,
        warnings: [{ code: 'missing_field', message: 'x', severity: 'warning' }],
        processing_ms: 5,
      },
      confidenceScore: 0.9,
      warningCount: 1,
    });
    await extractions.fail(broken, { code: 'invalid_document', message: 'not a PDF' });
    await extractions.markRunning(running);
    expect(await batches.cancelQueuedItems(batch.id, 0)).toBe(1);
    expect(await batches.countItems(batch.id)).toEqual({
      queued: 0,
      running: 1,
      succeeded: 1,
      failed: 1,
      cancelled: 1,
    });
    expect(await batches.warningSummary(batch.id)).toEqual([{ code: 'missing_field', count: 1 }]);
  });

  it('counts the warning codes of the succeeded items in the database, most frequent first', async () => {
    const { batches, extractions } = test.database;
    const { batch, submission } = await newBatch([FILE, FILE, FILE, FILE]);
    const other = await newBatch([FILE]);
    async function succeed(requestId: string, codes: string[]) {
      await extractions.markRunning(requestId);
      await extractions.complete(requestId, {
        envelope: {
          request_id: requestId,
          schema_version: '2025-06',
          output_formats: ['JSON', 'XML', 'CSV'],
          outputs: { json: {}, xml: '', csv: '' },
          confidence_score: 0.8,
          warnings: codes.map((code) => ({ code, message: 'm', severity: 'info' as const })),
          processing_ms: 5,
        },
        confidenceScore: 0.8,
        warningCount: codes.length,
      });
    }
    const [a, b, c, failed] = submission.requestIds as [string, string, string, string];
    await succeed(a, ['section_missing', 'date_ambiguous', 'section_missing']);
    await succeed(b, ['date_ambiguous', 'pictograms_inferred']);
    await succeed(c, []);
    await extractions.fail(failed, { code: 'invalid_document', message: 'not a PDF' });
    await succeed(other.submission.requestIds[0]!, ['low_ocr_quality']);
    expect(await batches.warningSummary(batch.id)).toEqual([
      { code: 'date_ambiguous', count: 2 },
      { code: 'section_missing', count: 2 },
      { code: 'pictograms_inferred', count: 1 },
    ]);
    expect(await batches.warningSummary('bat_none')).toEqual([]);
  });

  it('counts the succeeded items whose record finds an SVHC above 0.1 %, or possibly so, in the database', async () => {
    const { batches, extractions } = test.database;
    const { batch, submission } = await newBatch([FILE, FILE, FILE, FILE, FILE]);
    async function succeed(requestId: string, record: Record<string, unknown>) {
      await extractions.markRunning(requestId);
      await extractions.complete(requestId, {
        envelope: {
          request_id: requestId,
          schema_version: '2027-01',
          output_formats: ['JSON', 'XML', 'CSV'],
          outputs: { json: record, xml: '', csv: '' },
          confidence_score: 0.8,
          warnings: [],
          processing_ms: 5,
        },
        confidenceScore: 0.8,
        warningCount: 0,
      });
    }
    const screened = (answer: string) => ({ regulatory_screening: { svhc_above_0_1_percent: answer } });
    const [yes, alsoYes, possible, no, older] = submission.requestIds as [
      string,
      string,
      string,
      string,
      string,
    ];
    await succeed(yes, screened('yes'));
    await succeed(alsoYes, screened('yes'));
    await succeed(possible, screened('possible'));
    await succeed(no, screened('no'));
    await succeed(older, {});
    expect(await batches.svhcCounts(batch.id)).toEqual({
      products_with_svhc: 2,
      products_possibly_with_svhc: 1,
    });
    expect(await batches.svhcCounts('bat_none')).toEqual({
      products_with_svhc: 0,
      products_possibly_with_svhc: 0,
    });
  });

  it('holds a batch open only while it is held: after the last chunk, a close or the end of the hold, more_files adds files without holding it again', async () => {
    const { batches } = test.database;
    const HOLD = { ...OPEN, holdOpenMs: 60_000 };
    const create = (holdOpenMs: number) =>
      batches.create({ apiKeyId: keyId, schemaVersion: '2025-06' }, [FILE], { ...OPEN, holdOpenMs });

    const held = added(await create(60_000));
    expect(held.batch.openUntil).not.toBeNull();
    const next = added(await batches.addFiles(held.batch.id, [FILE], HOLD));
    expect(next.batch.openUntil! >= held.batch.openUntil!).toBe(true);
    expect(added(await batches.addFiles(held.batch.id, [FILE], OPEN)).batch.openUntil).toBeNull();
    const late = added(await batches.addFiles(held.batch.id, [FILE], HOLD));
    expect(late.batch).toMatchObject({ openUntil: null, itemCount: 4 });

    const closed = added(await create(60_000));
    await batches.seal(closed.batch.id);
    expect(added(await batches.addFiles(closed.batch.id, [FILE], HOLD)).batch.openUntil).toBeNull();

    const single = await newBatch();
    expect(added(await batches.addFiles(single.batch.id, [FILE], HOLD)).batch.openUntil).toBeNull();

    const expired = added(await create(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(added(await batches.addFiles(expired.batch.id, [FILE], HOLD)).batch.openUntil).toBeNull();
  });

  it('keeps a cancelled batch cancelled', async () => {
    const { batches } = test.database;
    const { batch } = await newBatch();
    await batches.setState(batch.id, 'cancelled');
    expect((await batches.setState(batch.id, 'completed'))?.state).toBe('cancelled');
    expect(await batches.addFiles(batch.id, [FILE], OPEN)).toMatchObject({ reason: 'cancelled' });
    expect(await batches.getForKey(batch.id, otherKeyId)).toBeNull();
  });

  it('shows an endpoint secret only to the signing path and hides other keys’ endpoints', async () => {
    const { webhookEndpoints } = test.database;
    const created = await webhookEndpoints.create({ apiKeyId: keyId, url: 'https://hooks.example.com/a' });
    expect(created.secret).toMatch(/^whsec_/);
    await webhookEndpoints.create({ apiKeyId: keyId, url: 'https://hooks.example.com/b', batchId: 'bat_x' });
    const listed = await webhookEndpoints.listForKey(keyId);
    expect(listed.map((endpoint) => endpoint.url)).toEqual(['https://hooks.example.com/a']);
    expect(JSON.stringify(listed)).not.toContain('whsec_');
    expect(await webhookEndpoints.getForKey(created.endpoint.id, otherKeyId)).toBeNull();
    expect(await webhookEndpoints.deleteForKey(created.endpoint.id, otherKeyId)).toBe(false);
    expect((await webhookEndpoints.getSigningTarget(created.endpoint.id))?.secret).toBe(created.secret);
    expect(await webhookEndpoints.deleteForKey(created.endpoint.id, keyId)).toBe(true);
    expect(await webhookEndpoints.listForKey(keyId)).toEqual([]);
  });

  it('creates one delivery per event and endpoint and records every attempt', async () => {
    const { webhookEndpoints, webhookDeliveries } = test.database;
    const { endpoint } = await webhookEndpoints.create({
      apiKeyId: keyId,
      url: 'https://hooks.example.com/a',
    });
    const event = {
      apiKeyId: keyId,
      endpointId: endpoint.id,
      eventType: 'extraction.completed',
      eventKey: 'extraction.completed:r1',
      payload: '{"event":"extraction.completed"}',
    };
    const delivery = await webhookDeliveries.createOnce(event);
    expect(await webhookDeliveries.createOnce({ ...event, payload: '{}' })).toEqual(delivery);
    const at = new Date().toISOString();
    await webhookDeliveries.recordAttempt(delivery.id, {
      attemptedAt: at,
      statusCode: 500,
      latencyMs: 12,
      error: 'receiver answered 500',
      outcome: 'retrying',
    });
    expect(await webhookDeliveries.reopen(delivery.id)).toBe(false);
    await webhookDeliveries.recordAttempt(delivery.id, {
      attemptedAt: at,
      statusCode: 200,
      latencyMs: 8,
      error: null,
      outcome: 'succeeded',
    });
    expect(await webhookDeliveries.getForKey(delivery.id, keyId)).toMatchObject({
      status: 'succeeded',
      attemptCount: 2,
      lastStatusCode: 200,
    });
    expect(
      (await webhookDeliveries.listAttempts(delivery.id)).map((a) => [a.attempt, a.statusCode, a.outcome]),
    ).toEqual([
      [1, 500, 'retrying'],
      [2, 200, 'succeeded'],
    ]);
    expect(await webhookDeliveries.getForKey(delivery.id, otherKeyId)).toBeNull();
    expect(await webhookDeliveries.reopen(delivery.id)).toBe(true);
    expect((await webhookDeliveries.listForKey(keyId, { limit: 10 })).map((d) => d.status)).toEqual([
      'pending',
    ]);
  });
});
