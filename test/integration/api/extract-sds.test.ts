/**
 * The synchronous extraction path end to end: upload → blob store → workflow on the production
 * queue → activity → engine → stored envelope → response, on a real Temporal server, with SQLite and
 * PostgreSQL behind the service.
 */
import type { ExtractionEnvelope } from '../../../src/extraction/contract.js';
import {
  SdsApiKeyId,
  SdsConfidence,
  SdsFileName,
  SdsStatus,
  SdsTraffic,
} from '../../../src/temporal/search-attributes.js';
import { TASK_QUEUES } from '../../../src/temporal/task-queues.js';
import { PDFDocument } from 'pdf-lib';
import { buildTextSdsPdf } from '../../fixtures/sds-pdf.js';
import { buildTruncatedPdf } from '../../fixtures/special-pdfs.js';
import { startApiHarness, type ApiHarness } from './harness.js';
import { expectProblem, getExtraction, postExtraction } from './http.js';
import { specFetch } from '../../support/openapi.js';

/** Every byte array in a (decoded protobuf) object: the payloads of a workflow history. */
function binaryValues(value: unknown, found: Uint8Array[] = []): Uint8Array[] {
  if (value instanceof Uint8Array) found.push(value);
  else if (value && typeof value === 'object') {
    for (const child of Object.values(value)) binaryValues(child, found);
  }
  return found;
}

function expectEnvelope(body: unknown, requestId: string): ExtractionEnvelope {
  const envelope = body as ExtractionEnvelope;
  expect(envelope).toMatchObject({
    request_id: requestId,
    schema_version: '2027-01',
    output_formats: ['JSON', 'XML', 'CSV'],
  });
  expect(typeof envelope.outputs.json).toBe('object');
  expect(envelope.outputs.xml).toMatch(/^<\?xml/);
  expect(envelope.outputs.csv.length).toBeGreaterThan(0);
  expect(envelope.confidence_score).toBeGreaterThanOrEqual(0);
  expect(envelope.confidence_score).toBeLessThanOrEqual(1);
  expect(Array.isArray(envelope.warnings)).toBe(true);
  expect(Number.isInteger(envelope.processing_ms)).toBe(true);
  return envelope;
}

describe.each(['sqlite', 'postgres'] as const)('POST /v1/extract-sds with %s', (database) => {
  let api: ApiHarness;
  let key: { plaintext: string; id: string };
  let pdf: Uint8Array;

  beforeAll(async () => {
    api = await startApiHarness({ database });
    key = await api.createKey();
    pdf = await buildTextSdsPdf();
  });

  afterAll(async () => {
    await api?.close();
  });

  it('answers 200 with the envelope of a generated SDS, produced by a workflow named after the request', async () => {
    const response = await postExtraction(api.baseUrl, {
      key: key.plaintext,
      file: { bytes: pdf, name: 'acetone-sds.pdf' },
      fields: { language_hint: 'en' },
    });
    expect(response.status).toBe(200);
    const requestId = response.headers.get('x-request-id') ?? '';
    const envelope = expectEnvelope(await response.json(), requestId);

    const workflow = await api.temporal.workflow.getHandle(requestId).describe();
    expect(workflow.taskQueue).toBe(TASK_QUEUES.production);
    expect(workflow.status.name).toBe('COMPLETED');
    const attributes = workflow.typedSearchAttributes;
    expect(attributes.get(SdsApiKeyId)).toBe(key.id);
    expect(attributes.get(SdsTraffic)).toBe('production');
    expect(attributes.get(SdsStatus)).toBe('succeeded');
    expect(attributes.get(SdsFileName)).toBe('acetone-sds.pdf');
    expect(attributes.get(SdsConfidence)).toBeCloseTo(envelope.confidence_score, 6);

    // The bytes never enter Temporal: the workflow input carries a content address.
    const history = await api.temporal.workflow.getHandle(requestId).fetchHistory();
    const started = history.events?.[0]?.workflowExecutionStartedEventAttributes;
    const input = JSON.parse(Buffer.from(started?.input?.payloads?.[0]?.data ?? []).toString()) as {
      blobRef: string;
    };
    expect(input.blobRef).toMatch(/^sha256:[0-9a-f]{64}$/);
    const payloads = binaryValues(history);
    expect(payloads.length).toBeGreaterThan(0);
    expect(payloads.filter((bytes) => Buffer.from(bytes).includes('%PDF-'))).toEqual([]);

    const stored = await getExtraction(api.baseUrl, requestId, key.plaintext);
    expect(stored.status).toBe(200);
    expect(await stored.json()).toEqual(envelope);
  });

  it('keeps an extraction private to the key that created it', async () => {
    const response = await postExtraction(api.baseUrl, { key: key.plaintext, file: { bytes: pdf } });
    expect(response.status).toBe(200);
    const other = await api.createKey();
    const requestId = response.headers.get('x-request-id') ?? '';
    expect((await getExtraction(api.baseUrl, requestId, other.plaintext)).status).toBe(404);
  });

  it('replays an Idempotency-Key: same result, same request id, no second workflow', async () => {
    const caller = await api.createKey();
    const idempotencyKey = 'order-4711';
    const send = () =>
      postExtraction(api.baseUrl, {
        key: caller.plaintext,
        file: { bytes: pdf },
        headers: { 'Idempotency-Key': idempotencyKey },
      });
    const first = await send();
    const second = await send();
    expect([first.status, second.status]).toEqual([200, 200]);
    const requestId = first.headers.get('x-request-id') ?? '';
    expect(second.headers.get('x-request-id')).toBe(requestId);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(await second.json()).toEqual(await first.json());

    const rows = await api.db.kysely
      .selectFrom('extractions')
      .select('request_id')
      .where('api_key_id', '=', caller.id)
      .execute();
    expect(rows).toEqual([{ request_id: requestId }]);
    const workflowIds: string[] = [];
    for await (const workflow of api.temporal.workflow.list({ query: `SdsApiKeyId = '${caller.id}'` })) {
      workflowIds.push(workflow.workflowId);
    }
    expect(workflowIds).toEqual([requestId]);

    const otherFile = await buildTextSdsPdf({ productName: 'Isopropanol' });
    const conflicting = await postExtraction(api.baseUrl, {
      key: caller.plaintext,
      file: { bytes: otherFile },
      headers: { 'Idempotency-Key': idempotencyKey },
    });
    expect(conflicting.status).toBe(409);
  });
});

describe('a document that outlives the synchronous time limit', () => {
  let api: ApiHarness;

  beforeAll(async () => {
    // No worker polls yet, so the workflow cannot finish within the limit.
    api = await startApiHarness({ startWorkers: false, environment: { SYNC_TIMEOUT_MS: '1500' } });
  });

  afterAll(async () => {
    await api?.close();
  });

  it('answers 202 with a status URL, which serves the envelope once the workflow has finished', async () => {
    const key = await api.createKey();
    const response = await postExtraction(api.baseUrl, {
      key: key.plaintext,
      file: { bytes: await buildTextSdsPdf() },
    });
    expect(response.status).toBe(202);
    const requestId = response.headers.get('x-request-id') ?? '';
    const accepted = (await response.json()) as { request_id: string; status: string; status_url: string };
    expect(accepted).toEqual({
      request_id: requestId,
      status: 'queued',
      status_url: `${api.baseUrl}/v1/extractions/${requestId}`,
    });
    expect(response.headers.get('location')).toBe(accepted.status_url);

    const pending = await specFetch(accepted.status_url, {
      headers: { Authorization: `Bearer ${key.plaintext}` },
    });
    expect(await pending.json()).toMatchObject({ request_id: requestId, status: 'queued' });

    await api.startWorkers();
    await api.temporal.workflow.getHandle(requestId).result();
    const done = await specFetch(accepted.status_url, {
      headers: { Authorization: `Bearer ${key.plaintext}` },
    });
    expect(done.status).toBe(200);
    expectEnvelope(await done.json(), requestId);
  });
});

describe('documents the engine refuses', () => {
  let api: ApiHarness;
  let key: string;

  beforeAll(async () => {
    api = await startApiHarness();
    key = (await api.createKey()).plaintext;
  });

  afterAll(async () => {
    await api?.close();
  });

  it('answers 422 low_text_quality for a PDF whose only page is blank, even after OCR', async () => {
    const blank = await PDFDocument.create();
    blank.addPage([595, 842]);
    const response = await postExtraction(api.baseUrl, { key, file: { bytes: await blank.save() } });
    const problem = await expectProblem(response, 422, 'low_text_quality');
    expect(await api.db.extractions.get(problem.request_id)).toMatchObject({
      status: 'failed',
      error: { code: 'low_text_quality' },
    });
    const workflow = await api.temporal.workflow.getHandle(problem.request_id).describe();
    expect(workflow.typedSearchAttributes.get(SdsStatus)).toBe('failed');
  });

  it('answers 400 invalid_document for a PDF that is cut off, without retrying it', async () => {
    const response = await postExtraction(api.baseUrl, { key, file: { bytes: await buildTruncatedPdf() } });
    const problem = await expectProblem(response, 400, 'invalid_document');
    const history = await api.temporal.workflow.getHandle(problem.request_id).fetchHistory();
    const attempts = history.events?.filter((event) => event.activityTaskStartedEventAttributes) ?? [];
    // extractDocument (once: a bad document is not retried), recordFailure.
    expect(attempts.map((event) => event.activityTaskStartedEventAttributes?.attempt)).toEqual([1, 1]);
  });
});
