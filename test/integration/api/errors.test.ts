/**
 * The API's refusals, each with a real request against a real stack: problem+json with code and
 * request_id, the right status, and X-Request-Id on every answer.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Problem } from '../../../src/api/problem.js';
import { problemTypeUri } from '../../../src/errors.js';
import { buildTextSdsPdf } from '../../fixtures/sds-pdf.js';
import { freePort } from '../../setup/temporal.js';
import { startApiHarness, type ApiHarness } from './harness.js';
import { expectProblem, getExtraction, postExtraction } from './http.js';
import { specFetch } from '../../support/openapi.js';

const MAX_FILE_BYTES = 300_000;
const projectRoot = path.resolve(import.meta.dirname, '../../..');

/** Runs `sds-extract FILE` as a user would and returns the problem JSON it prints for the failed file. */
async function runCliExpectingFailure(file: string): Promise<Problem> {
  const run = promisify(execFile);
  const failure = await run(process.execPath, ['--import', 'tsx', 'src/cli/sds-extract.ts', file], {
    cwd: projectRoot,
  }).then(
    () => {
      throw new Error(`sds-extract accepted ${file}`);
    },
    (error: { code: number; stdout: string }) => error,
  );
  expect(failure.code).toBe(1);
  return JSON.parse(failure.stdout) as Problem;
}

describe('POST /v1/extract-sds refusals', () => {
  let api: ApiHarness;
  let key: string;
  let pdf: Uint8Array;

  beforeAll(async () => {
    // No workers: every request here is refused before a workflow would run.
    api = await startApiHarness({
      startWorkers: false,
      environment: { MAX_FILE_BYTES: String(MAX_FILE_BYTES) },
    });
    key = (await api.createKey('enterprise')).plaintext;
    pdf = await buildTextSdsPdf();
  });

  afterAll(async () => {
    await api?.close();
  });

  it('answers 401 unauthorized without a key, with a challenge', async () => {
    const response = await postExtraction(api.baseUrl, { file: { bytes: pdf } });
    await expectProblem(response, 401, 'unauthorized');
    expect(response.headers.get('www-authenticate')).toMatch(/^Bearer/);
  });

  it('answers 401 unauthorized for a key that does not exist or was revoked', async () => {
    await expectProblem(
      await postExtraction(api.baseUrl, { key: 'sds_test_notarealkey', file: { bytes: pdf } }),
      401,
      'unauthorized',
    );
    const revoked = await api.createKey();
    await api.db.apiKeys.revoke(revoked.id);
    await expectProblem(
      await postExtraction(api.baseUrl, { key: revoked.plaintext, file: { bytes: pdf } }),
      401,
      'unauthorized',
    );
  });

  it('answers 400 invalid_request when the file part is missing', async () => {
    const problem = await expectProblem(
      await postExtraction(api.baseUrl, { key, fields: { language_hint: 'en' } }),
      400,
      'invalid_request',
    );
    expect(problem.detail).toMatch(/'file'/);
  });

  it('answers 400 invalid_request for a language_hint that is not ISO 639-1', async () => {
    for (const hint of ['english', 'xx', 'e1']) {
      await expectProblem(
        await postExtraction(api.baseUrl, { key, file: { bytes: pdf }, fields: { language_hint: hint } }),
        400,
        'invalid_request',
      );
    }
  });

  it('answers 400 invalid_request for unknown form fields', async () => {
    const problem = await expectProblem(
      await postExtraction(api.baseUrl, { key, file: { bytes: pdf }, fields: { format: 'xml' } }),
      400,
      'invalid_request',
    );
    expect(problem.detail).toMatch(/format/);
  });

  it('answers 400 invalid_document for a file that is not a PDF, or empty', async () => {
    const text = new TextEncoder().encode('Safety data sheet\nSection 1: Identification\n');
    await expectProblem(
      await postExtraction(api.baseUrl, { key, file: { bytes: text, name: 'sds.pdf' } }),
      400,
      'invalid_document',
    );
    await expectProblem(
      await postExtraction(api.baseUrl, { key, file: { bytes: new Uint8Array(0) } }),
      400,
      'invalid_document',
    );
  });

  it('names a refused document with the same problem type from the API and from the sds-extract CLI', async () => {
    const empty = new Uint8Array(0);
    const fromApi = await expectProblem(
      await postExtraction(api.baseUrl, { key, file: { bytes: empty } }),
      400,
      'invalid_document',
    );
    const directory = await mkdtemp(path.join(tmpdir(), 'sds-cli-'));
    try {
      const file = path.join(directory, 'empty.pdf');
      await writeFile(file, empty);
      const fromCli = await runCliExpectingFailure(file);
      const comparable = ({ type, title, status, code }: Problem): Partial<Problem> => ({
        type,
        title,
        status,
        code,
      });
      expect(comparable(fromCli)).toEqual(comparable(fromApi));
      expect(fromCli.type).toBe(problemTypeUri('invalid_document'));
      expect(fromCli.request_id).toMatch(/^req_[0-9a-f]{32}$/);
      expect(fromCli.instance).toBe(file);
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });

  it('answers 400 unsupported_schema_version for an unknown schema_version', async () => {
    const problem = await expectProblem(
      await postExtraction(api.baseUrl, { key, file: { bytes: pdf }, fields: { schema_version: '1999-01' } }),
      400,
      'unsupported_schema_version',
    );
    expect(problem.detail).toMatch(/1999-01/);
  });

  it('answers 413 file_too_large above MAX_FILE_BYTES', async () => {
    const oversized = new Uint8Array(MAX_FILE_BYTES + 1);
    oversized.set(pdf.subarray(0, Math.min(pdf.length, oversized.length)));
    const problem = await expectProblem(
      await postExtraction(api.baseUrl, { key, file: { bytes: oversized } }),
      413,
      'file_too_large',
    );
    expect(problem.detail).toContain(String(MAX_FILE_BYTES));
  });

  it('answers 415 unsupported_media_type for a body that is not multipart', async () => {
    const response = await specFetch(`${api.baseUrl}/v1/extract-sds`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/pdf' },
      body: new Uint8Array(pdf),
    });
    await expectProblem(response, 415, 'unsupported_media_type');
  });

  it('answers 404 not_found for an unknown extraction and an unknown route', async () => {
    await expectProblem(
      await getExtraction(api.baseUrl, 'req_00000000000000000000000000000000', key),
      404,
      'not_found',
    );
    // An unknown route is by definition outside openapi.yaml; only its problem shape is checked.
    await expectProblem(await fetch(`${api.baseUrl}/v2/nothing`), 404, 'not_found');
  });

  it('answers 429 rate_limited with Retry-After and RateLimit headers once a key exceeds its tier', async () => {
    const free = await api.createKey('free');
    const answers: Response[] = [];
    // The free tier allows a burst of 5.
    for (let attempt = 0; attempt < 6; attempt += 1) {
      answers.push(await getExtraction(api.baseUrl, 'req_00000000000000000000000000000000', free.plaintext));
    }
    expect(answers.map((response) => response.status)).toEqual([404, 404, 404, 404, 404, 429]);
    expect(answers[0]!.headers.get('ratelimit-limit')).toBe('5');
    expect(answers[0]!.headers.get('ratelimit-remaining')).toBe('4');
    expect(answers[0]!.headers.get('ratelimit-policy')).toBe('10;w=60;burst=5');
    const refused = answers[5]!;
    await expectProblem(refused, 429, 'rate_limited');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(refused.headers.get('ratelimit-remaining')).toBe('0');
    // Another key is not affected.
    expect((await getExtraction(api.baseUrl, 'req_00000000000000000000000000000000', key)).status).toBe(404);
  });

  it('reports healthy, but not ready while no worker polls (readiness.test.ts: ready once one does)', async () => {
    const health = await specFetch(`${api.baseUrl}/healthz`);
    expect(health.status).toBe(200);
    expect(health.headers.get('x-request-id')).toMatch(/^req_/);
    const ready = await specFetch(`${api.baseUrl}/readyz`);
    const problem = (await expectProblem(ready, 503, 'service_unavailable')) as unknown as {
      checks: Record<string, string>;
    };
    expect(problem.checks).toEqual({ temporal: 'ok', database: 'ok', workers: 'unavailable' });
  });
});

describe('when Temporal is unreachable', () => {
  let api: ApiHarness;
  let key: string;

  beforeAll(async () => {
    const nobodyListens = await freePort();
    api = await startApiHarness({
      startWorkers: false,
      environment: { TEMPORAL_ADDRESS: `127.0.0.1:${nobodyListens}` },
    });
    key = (await api.createKey()).plaintext;
  });

  afterAll(async () => {
    await api?.close();
  });

  it('answers 503 service_unavailable to an extraction and records it as failed', async () => {
    const response = await postExtraction(api.baseUrl, { key, file: { bytes: await buildTextSdsPdf() } });
    const problem = await expectProblem(response, 503, 'service_unavailable');
    const record = await api.db.extractions.get(problem.request_id);
    expect(record).toMatchObject({ status: 'failed', error: { code: 'service_unavailable' } });
  });

  it('is healthy but not ready', async () => {
    expect((await specFetch(`${api.baseUrl}/healthz`)).status).toBe(200);
    const ready = await specFetch(`${api.baseUrl}/readyz`);
    const problem = (await expectProblem(ready, 503, 'service_unavailable')) as unknown as {
      checks: Record<string, string>;
    };
    expect(problem.checks).toEqual({ temporal: 'unavailable', database: 'ok', workers: 'unavailable' });
  });
});
