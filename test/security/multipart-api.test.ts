/**
 * Malicious multipart requests against the production API (POST /v1/extract-sds): every one gets
 * a clean 4xx problem document with a request id, and nothing is stored (no record, no blob).
 * File names are metadata only: path-like and non-UTF-8 names never become paths.
 */
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { buildTextSdsPdf } from '../fixtures/sds-pdf.js';
import { startApiHarness, type ApiHarness } from '../integration/api/harness.js';
import {
  fillerStream,
  multipartBody,
  MULTIPART_TYPE,
  sendRaw,
  type RawPart,
  type RawResponse,
} from './raw-multipart.js';

const MAX_FILE_BYTES = 1_000_000;

describe('malicious multipart against POST /v1/extract-sds', () => {
  let api: ApiHarness;
  let key: string;
  let pdf: Uint8Array;

  beforeAll(async () => {
    // No workers and a 1 ms sync budget: an accepted upload answers 202 without any extraction.
    api = await startApiHarness({
      database: 'postgres',
      startWorkers: false,
      environment: { MAX_FILE_BYTES: String(MAX_FILE_BYTES), SYNC_TIMEOUT_MS: '1' },
    });
    key = (await api.createKey('enterprise')).plaintext;
    pdf = await buildTextSdsPdf();
  });

  afterAll(async () => {
    await api?.close();
  });

  const headers = (extra: Record<string, string> = {}): Record<string, string> => ({
    Authorization: `Bearer ${key}`,
    'Content-Type': MULTIPART_TYPE,
    ...extra,
  });
  const post = (parts: RawPart[], options: { closed?: boolean; headers?: Record<string, string> } = {}) =>
    sendRaw(`${api.baseUrl}/v1/extract-sds`, {
      headers: headers(options.headers),
      body: multipartBody(parts, { closed: options.closed }),
    });
  const filePart = (fileName: Uint8Array | string = 'sds.pdf', body: Uint8Array = pdf): RawPart => ({
    name: 'file',
    fileName,
    contentType: 'application/pdf',
    body,
  });

  async function storedRecords(): Promise<number> {
    const { rows } = await sql<{ count: string }>`select count(*) as count from extractions`.execute(
      api.db.kysely,
    );
    return Number(rows[0]?.count);
  }

  async function storedBlobs(): Promise<string[]> {
    const files = await readdir(api.config.dataDir, { recursive: true, withFileTypes: true });
    return files.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
  }

  function expectProblem(response: RawResponse, status: number, code: string): void {
    expect({ status: response.status, code: response.body.code }).toEqual({ status, code });
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(response.body.request_id).toBe(response.headers['x-request-id']);
  }

  const refusals: [string, () => Promise<RawResponse>, number, string][] = [
    [
      'a 500 KB text field',
      () => post([{ name: 'language_hint', body: 'e'.repeat(500_000) }, filePart()]),
      400,
      'invalid_request',
    ],
    [
      '5,000 parts',
      () => post([...Array.from({ length: 5_000 }, (_, i) => ({ name: `f${i}`, body: 'x' })), filePart()]),
      400,
      'invalid_request',
    ],
    ['a raw NUL byte in a part header', () => post([filePart('nul\u0000byte.pdf')]), 400, 'invalid_request'],
    ['two file parts', () => post([filePart(), filePart('second.pdf')]), 400, 'invalid_request'],
    [
      'the file under another field name',
      () => post([{ ...filePart(), name: 'document' }]),
      400,
      'invalid_request',
    ],
    [
      'a body cut off before its closing boundary',
      () => post([filePart()], { closed: false }),
      400,
      'invalid_request',
    ],
    [
      'a text/plain body',
      () =>
        sendRaw(`${api.baseUrl}/v1/extract-sds`, {
          headers: { ...headers(), 'Content-Type': 'text/plain' },
          body: Buffer.from(pdf),
        }),
      415,
      'unsupported_media_type',
    ],
    [
      'a raw application/pdf body',
      () =>
        sendRaw(`${api.baseUrl}/v1/extract-sds`, {
          headers: { ...headers(), 'Content-Type': 'application/pdf' },
          body: Buffer.from(pdf),
        }),
      415,
      'unsupported_media_type',
    ],
    [
      'multipart without a boundary',
      () =>
        sendRaw(`${api.baseUrl}/v1/extract-sds`, {
          headers: { ...headers(), 'Content-Type': 'multipart/form-data' },
          body: multipartBody([filePart()]),
        }),
      400,
      'invalid_request',
    ],
    [
      'an image labelled application/pdf',
      () => post([filePart('sds.pdf', Buffer.from('\x89PNG\r\n\x1a\n' + 'x'.repeat(100), 'latin1'))]),
      400,
      'invalid_document',
    ],
    [
      'a declared 10 GB body',
      () =>
        sendRaw(`${api.baseUrl}/v1/extract-sds`, {
          headers: headers({ 'Content-Length': String(10 * 1024 ** 3) }),
          body: multipartBody([filePart()]),
        }),
      413,
      'file_too_large',
    ],
    [
      'a chunked body that streams past the limit',
      () =>
        sendRaw(`${api.baseUrl}/v1/extract-sds`, {
          headers: headers({ 'Transfer-Encoding': 'chunked' }),
          body: fillerStream(
            Buffer.from(
              `--hostile-boundary-7f3a\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n`,
            ),
            MAX_FILE_BYTES * 20,
          ),
        }),
      413,
      'file_too_large',
    ],
  ];

  it.each(refusals)('refuses %s cleanly, storing nothing', async (_, send, status, code) => {
    expectProblem(await send(), status, code);
    expect(await storedRecords()).toBe(0);
    expect(await storedBlobs()).toEqual([]);
  });

  it('keeps path-like and non-UTF-8 file names as data: stored under the content hash, never as a path', async () => {
    const traversal = `../../../../../../tmp/sds-traversal-${process.pid}.pdf`;
    const names: (string | Uint8Array)[] = [
      traversal,
      'C:\\Windows\\System32\\drivers\\etc\\hosts',
      Buffer.from([0x53, 0x44, 0x53, 0xe9, 0xff, 0xfe, 0x2e, 0x70, 0x64, 0x66]),
    ];
    const parts = names.map((name) => filePart(name));
    const answers: { status: number; body: Record<string, unknown> }[] = [];
    for (const [index, part] of parts.entries()) {
      // A different file each time, so every upload is a new record and blob.
      const body = new Uint8Array([...pdf, ...Buffer.from(`\n%${index}\n`)]);
      const { status, body: answer } = await post([{ ...part, body }]);
      answers.push({ status, body: status === 202 ? { status: answer.status } : answer });
    }
    expect(answers).toEqual(parts.map(() => ({ status: 202, body: { status: 'queued' } })));
    expect(existsSync(path.resolve('/tmp', `sds-traversal-${process.pid}.pdf`))).toBe(false);
    expect(await storedRecords()).toBe(parts.length);
    const blobs = await storedBlobs();
    expect(blobs).toHaveLength(parts.length);
    for (const blob of blobs)
      expect(path.relative(api.config.dataDir, blob)).not.toMatch(/^\.\.|sds|hosts|nul/);
  });
});
