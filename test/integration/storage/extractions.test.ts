import type { ExtractionEnvelope } from '../../../src/extraction/contract.js';
import type { NewExtraction } from '../../../src/storage/repositories/extractions.js';
import { DATABASE_BACKENDS, type TestDatabase } from './backends.js';

const BLOB_REF = `sha256:${'ab'.repeat(32)}`;

function envelopeFor(requestId: string, confidence: number): ExtractionEnvelope {
  return {
    request_id: requestId,
    schema_version: '2025-06',
    output_formats: ['JSON', 'XML', 'CSV'],
    outputs: { json: { product_name: 'Acetone', h_statements: ['H225'] }, xml: '<sds/>', csv: 'a,b\n1,2\n' },
    confidence_score: confidence,
    warnings: [{ code: 'missing_field', message: 'No UN number', field: 'un_number', severity: 'warning' }],
    processing_ms: 1234,
  };
}

describe.each(DATABASE_BACKENDS)('extraction records on $name', (backend) => {
  let test: TestDatabase;
  let keyA: string;
  let keyB: string;

  function request(overrides: Partial<NewExtraction> = {}): NewExtraction {
    return {
      requestId: `req_${Math.random().toString(36).slice(2)}`,
      apiKeyId: keyA,
      traffic: 'production',
      fileName: 'acetone.pdf',
      blobRef: BLOB_REF,
      byteSize: 48_213,
      schemaVersion: '2025-06',
      languageHint: 'de',
      ...overrides,
    };
  }

  beforeEach(async () => {
    test = await backend.open();
    keyA = (
      await test.database.apiKeys.create({ environment: 'test', tier: 'standard', deployment: 'cloud' })
    ).key.id;
    keyB = (await test.database.apiKeys.create({ environment: 'test', tier: 'free', deployment: 'cloud' }))
      .key.id;
  });

  afterEach(async () => {
    await test.dispose();
  });

  it('records a new request as queued with what was sent', async () => {
    const input = request({ batchId: 'batch_1', idempotencyKey: 'idem-1' });
    const { record, created } = await test.database.extractions.create(input);
    expect(created).toBe(true);
    expect(record).toMatchObject({
      requestId: input.requestId,
      apiKeyId: keyA,
      traffic: 'production',
      status: 'queued',
      fileName: 'acetone.pdf',
      blobRef: BLOB_REF,
      byteSize: 48_213,
      schemaVersion: '2025-06',
      languageHint: 'de',
      idempotencyKey: 'idem-1',
      batchId: 'batch_1',
      envelope: null,
      error: null,
      startedAt: null,
      finishedAt: null,
      filePurgedAt: null,
    });
    await expect(test.database.extractions.get(input.requestId)).resolves.toEqual(record);
  });

  it('runs queued → running → succeeded and keeps the envelope exactly', async () => {
    const { record } = await test.database.extractions.create(request());
    const running = await test.database.extractions.markRunning(record.requestId);
    expect(running.status).toBe('running');
    expect(running.startedAt).not.toBeNull();

    const envelope = envelopeFor(record.requestId, 0.87);
    const done = await test.database.extractions.complete(record.requestId, {
      envelope,
      confidenceScore: 0.87,
      warningCount: 1,
    });
    expect(done).toMatchObject({ status: 'succeeded', confidenceScore: 0.87, warningCount: 1, error: null });
    expect(done.finishedAt).not.toBeNull();
    expect((await test.database.extractions.get(record.requestId))?.envelope).toEqual(envelope);
  });

  it('records a failure with its error code and message', async () => {
    const { record } = await test.database.extractions.create(request());
    await test.database.extractions.markRunning(record.requestId);
    const failed = await test.database.extractions.fail(record.requestId, {
      code: 'invalid_document',
      message: 'The file is not a PDF.',
    });
    expect(failed).toMatchObject({
      status: 'failed',
      envelope: null,
      error: { code: 'invalid_document', message: 'The file is not a PDF.' },
    });
  });

  it('keeps the first outcome when a retried activity reports again', async () => {
    const { record } = await test.database.extractions.create(request());
    const first = await test.database.extractions.complete(record.requestId, {
      envelope: envelopeFor(record.requestId, 0.9),
      confidenceScore: 0.9,
      warningCount: 1,
    });
    const replayed = await test.database.extractions.complete(record.requestId, {
      envelope: envelopeFor(record.requestId, 0.1),
      confidenceScore: 0.1,
      warningCount: 1,
    });
    const lateFailure = await test.database.extractions.fail(record.requestId, {
      code: 'internal_error',
      message: 'x',
    });
    const lateStart = await test.database.extractions.markRunning(record.requestId);
    for (const later of [replayed, lateFailure, lateStart]) expect(later).toEqual(first);
  });

  it('answers not_found for state changes of an unknown request', async () => {
    await expect(test.database.extractions.markRunning('req_missing')).rejects.toMatchObject({
      code: 'not_found',
    });
    await expect(
      test.database.extractions.fail('req_missing', { code: 'internal_error', message: 'x' }),
    ).rejects.toMatchObject({ code: 'not_found' });
    await expect(test.database.extractions.get('req_missing')).resolves.toBeNull();
  });

  it('returns the original request for a replayed Idempotency-Key of the same API key', async () => {
    const first = await test.database.extractions.create(request({ idempotencyKey: 'order-42' }));
    const replay = await test.database.extractions.create(request({ idempotencyKey: 'order-42' }));
    expect(replay).toEqual({ record: first.record, created: false });
    await expect(test.database.extractions.findByIdempotencyKey(keyA, 'order-42')).resolves.toEqual(
      first.record,
    );
    await expect(test.database.extractions.get(replay.record.requestId)).resolves.toEqual(first.record);
  });

  it('scopes Idempotency-Keys to their API key', async () => {
    const ofA = await test.database.extractions.create(request({ idempotencyKey: 'order-42' }));
    const ofB = await test.database.extractions.create(
      request({ apiKeyId: keyB, idempotencyKey: 'order-42' }),
    );
    expect(ofB.created).toBe(true);
    expect(ofB.record.requestId).not.toBe(ofA.record.requestId);
    await expect(test.database.extractions.findByIdempotencyKey(keyB, 'order-42')).resolves.toEqual(
      ofB.record,
    );
  });

  it('creates exactly one row when the same Idempotency-Key arrives concurrently', async () => {
    const attempts = await Promise.all(
      Array.from({ length: 6 }, () => test.database.extractions.create(request({ idempotencyKey: 'burst' }))),
    );
    expect(attempts.filter((attempt) => attempt.created)).toHaveLength(1);
    expect(new Set(attempts.map((attempt) => attempt.record.requestId)).size).toBe(1);
    const rows = await test.database.kysely.selectFrom('extractions').select('request_id').execute();
    expect(rows).toHaveLength(1);
  });

  it('treats a repeated request id (an activity retry) as the same request', async () => {
    const input = request();
    const first = await test.database.extractions.create(input);
    await expect(test.database.extractions.create(input)).resolves.toEqual({
      record: first.record,
      created: false,
    });
  });

  it('never shows one key the extractions of another', async () => {
    const { record } = await test.database.extractions.create(request({ idempotencyKey: 'mine' }));
    const website = await test.database.extractions.create(
      request({ apiKeyId: null, traffic: 'evaluation' }),
    );
    await expect(test.database.extractions.getForKey(record.requestId, keyA)).resolves.toEqual(record);
    await expect(test.database.extractions.getForKey(record.requestId, keyB)).resolves.toBeNull();
    await expect(test.database.extractions.findByIdempotencyKey(keyB, 'mine')).resolves.toBeNull();
    await expect(test.database.extractions.getForKey(website.record.requestId, keyA)).resolves.toBeNull();
    await expect(test.database.extractions.get(website.record.requestId)).resolves.toMatchObject({
      apiKeyId: null,
      traffic: 'evaluation',
    });
  });

  it('refuses a row for an API key that does not exist', async () => {
    // Matched by code: better-sqlite3's error class belongs to whichever test file loaded it first.
    await expect(
      test.database.extractions.create(request({ apiKeyId: 'key_unknown' })),
    ).rejects.toMatchObject({
      code: expect.stringMatching(/^(SQLITE_CONSTRAINT_FOREIGNKEY|23503)$/),
    });
    await expect(test.database.kysely.selectFrom('extractions').selectAll().execute()).resolves.toEqual([]);
  });
});
