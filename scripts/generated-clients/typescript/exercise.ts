/**
 * Runs the client openapi-typescript + openapi-fetch make of openapi.yaml against a live stack: every
 * request and answer goes through the generated types (`schema.d.ts`, written next to this file by
 * scripts/generated-clients.sh, which type-checks both with tsc before running them).
 * Environment: SDS_API_URL, SDS_API_KEY, SDS_FREE_API_KEY (a free-tier key, for the rate limit) and
 * SDS_DOCUMENTS (the directory scripts/generated-clients/documents.ts wrote).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import createClient from 'openapi-fetch';
import type { components, paths } from './schema.js';

type Schemas = components['schemas'];
type Problem = Schemas['Problem'];

function env(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

const API_URL = env('SDS_API_URL');
const DOCUMENTS = env('SDS_DOCUMENTS');
const PRODUCT_NAME = readFileSync(path.join(DOCUMENTS, 'product-name.txt'), 'utf8').trim();
const UNKNOWN_REQUEST_ID = `req_${'0'.repeat(32)}`;

const clientWith = (key: string) =>
  createClient<paths>({ baseUrl: API_URL, headers: { Authorization: `Bearer ${key}` } });
const client = clientWith(env('SDS_API_KEY'));

function ok(step: string): void {
  console.log(`typescript ok  ${step}`);
}

function document(name: string, type = 'application/pdf'): File {
  return new File([readFileSync(path.join(DOCUMENTS, name))], name, { type });
}

/** openapi-fetch sends JSON unless told otherwise: multipart bodies go through this serializer. */
function formData(body: object): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) {
    for (const part of [value].flat()) form.append(name, part instanceof Blob ? part : String(part));
  }
  return form;
}

interface Answer<T> {
  data?: T;
  error?: Problem;
  response: Response;
}

function expectData<T>({ data, response }: Answer<T>, status: number): T {
  if (response.status !== status || data === undefined) {
    throw new Error(`expected ${status} with a body, got ${response.status}`);
  }
  return data;
}

function expectProblem({ error, response }: Answer<unknown>, status: number, code: Problem['code']): Problem {
  if (response.status !== status || error?.code !== code) {
    throw new Error(`expected ${status} ${code}, got ${response.status} ${JSON.stringify(error)}`);
  }
  return error;
}

async function until<T>(
  what: string,
  attempt: () => Promise<T | undefined>,
  timeoutMs = 180_000,
): Promise<T> {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline;) {
    const result = await attempt();
    if (result !== undefined) return result;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** The extraction's envelope, polling while it is queued or running. */
function envelopeOf(requestId: string): Promise<Schemas['ExtractionEnvelope']> {
  return until(`extraction ${requestId}`, async () => {
    const answer = expectData(
      await client.GET('/v1/extractions/{request_id}', { params: { path: { request_id: requestId } } }),
      200,
    );
    if ('outputs' in answer) return answer;
    if (answer.error) throw new Error(`${requestId} failed: ${answer.error.message}`);
    return undefined;
  });
}

function extract(name: string, idempotencyKey?: string) {
  return client.POST('/v1/extract-sds', {
    params: { header: { 'Idempotency-Key': idempotencyKey } },
    body: { file: document(name) },
    bodySerializer: formData,
  });
}

function checkOutputs(envelope: Schemas['ExtractionEnvelope']): void {
  if (envelope.output_formats.join() !== 'JSON,XML,CSV')
    throw new Error(`output_formats ${envelope.output_formats}`);
  const readings = {
    JSON: JSON.stringify(envelope.outputs.json).includes(PRODUCT_NAME),
    XML: envelope.outputs.xml.startsWith('<?xml') && envelope.outputs.xml.includes(PRODUCT_NAME),
    CSV: envelope.outputs.csv.split('\n').length >= 2 && envelope.outputs.csv.includes(PRODUCT_NAME),
  };
  if (!Object.values(readings).every(Boolean)) {
    throw new Error(`product name not read back in every output: ${JSON.stringify(readings)}`);
  }
}

async function extractions(idempotencyKey: string): Promise<void> {
  const answer = await extract('sds-a.pdf', idempotencyKey);
  const first = expectData(answer, answer.response.status === 202 ? 202 : 200);
  const envelope = 'outputs' in first ? first : await envelopeOf(first.request_id);
  checkOutputs(envelope);
  ok(`extract ${envelope.request_id}: JSON, XML and CSV read back`);

  const sdscom = expectData(
    await client.GET('/v1/extractions/{request_id}/sdscom', {
      params: { path: { request_id: envelope.request_id } },
      parseAs: 'text',
    }),
    200,
  );
  if (!/<(\w+:)?DatasheetFeed[\s>]/.test(sdscom))
    throw new Error('the eSDScom document has no DatasheetFeed root');
  ok('eSDScom download: a DatasheetFeed document');
}

async function bulk(): Promise<void> {
  const batch = expectData(
    await client.POST('/v1/extract-sds/bulk', {
      body: { files: [document('sds-a.pdf'), document('sds-b.pdf')] },
      bodySerializer: formData,
    }),
    202,
  );
  ok(`bulk submit: batch ${batch.batch_id} with ${batch.request_ids.length} items`);

  const status = await until(`batch ${batch.batch_id}`, async () => {
    const current = expectData(
      await client.GET('/v1/extract-sds/bulk/{batch_id}', { params: { path: { batch_id: batch.batch_id } } }),
      200,
    );
    return current.state === 'completed' || current.state === 'completed_with_errors' ? current : undefined;
  });
  ok(`batch status: ${status.state}, ${status.counts.succeeded}/${status.counts.total} succeeded`);
  for (const item of status.items) {
    if (!item.request_id) throw new Error('a batch item without request_id');
    await envelopeOf(item.request_id);
  }
  ok(`batch results: ${status.items.length} envelopes`);
}

async function webhookEndpoints(): Promise<void> {
  const endpoint = expectData(
    await client.POST('/v1/webhook-endpoints', {
      body: { url: 'http://127.0.0.1:9/sds-events', description: 'generated client' },
    }),
    201,
  );
  const listed = expectData(await client.GET('/v1/webhook-endpoints'), 200);
  if (!endpoint.secret.startsWith('whsec_') || !listed.data?.some(({ id }) => id === endpoint.id)) {
    throw new Error('the registered endpoint is not listed, or its secret is not whsec_');
  }
  ok(`webhook endpoint registered and listed: ${endpoint.id}`);
}

async function errors(idempotencyKey: string): Promise<void> {
  const checks: [number, Problem['code'], () => Promise<Answer<unknown>>][] = [
    [
      400,
      'invalid_document',
      () =>
        client.POST('/v1/extract-sds', {
          body: { file: document('not-a-pdf.txt', 'text/plain') },
          bodySerializer: formData,
        }),
    ],
    [
      401,
      'unauthorized',
      () =>
        clientWith('sds_test_not_a_key').GET('/v1/extractions/{request_id}', {
          params: { path: { request_id: UNKNOWN_REQUEST_ID } },
        }),
    ],
    [
      404,
      'not_found',
      () =>
        client.GET('/v1/extractions/{request_id}', { params: { path: { request_id: UNKNOWN_REQUEST_ID } } }),
    ],
    [409, 'conflict', () => extract('sds-b.pdf', idempotencyKey)],
    [413, 'file_too_large', () => extract('large.pdf')],
    [422, 'low_text_quality', () => extract('blank.pdf')],
  ];
  for (const [status, code, request] of checks) {
    expectProblem(await request(), status, code);
    ok(`error ${status} ${code}`);
  }

  const refused = expectProblem(
    await client.POST('/v1/webhook-endpoints', { body: { url: 'http://10.0.0.1/sds-events' } }),
    400,
    'invalid_request',
  );
  if (refused.field !== 'url') throw new Error(`the refusal names field ${String(refused.field)}, not url`);
  ok('error 400 invalid_request names field url');

  // The free tier's burst is 5 requests: a few more answer 429.
  const free = clientWith(env('SDS_FREE_API_KEY'));
  let answer = await free.GET('/v1/webhook-endpoints');
  for (let attempt = 0; attempt < 20 && answer.response.status === 200; attempt++) {
    answer = await free.GET('/v1/webhook-endpoints');
  }
  expectProblem(answer, 429, 'rate_limited');
  ok('error 429 rate_limited');
}

const idempotencyKey = `generated-typescript-${Date.now()}`;
await extractions(idempotencyKey);
await bulk();
await webhookEndpoints();
await errors(idempotencyKey);
