/** Small helpers to call the API the way a customer does: multipart uploads with a bearer key. */
import type { Problem } from '../../../src/api/problem.js';
import { specFetch } from '../../support/openapi.js';
export interface UploadOptions {
  key?: string;
  file?: { bytes: Uint8Array; name?: string; type?: string };
  fields?: Record<string, string>;
  headers?: Record<string, string>;
}

export async function postExtraction(baseUrl: string, options: UploadOptions): Promise<Response> {
  const form = new FormData();
  if (options.file) {
    const { bytes, name = 'sample.pdf', type = 'application/pdf' } = options.file;
    form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  }
  for (const [name, value] of Object.entries(options.fields ?? {})) form.append(name, value);
  return specFetch(`${baseUrl}/v1/extract-sds`, {
    method: 'POST',
    body: form,
    headers: { ...(options.key ? { Authorization: `Bearer ${options.key}` } : {}), ...options.headers },
  });
}

export async function getExtraction(baseUrl: string, requestId: string, key: string): Promise<Response> {
  return specFetch(`${baseUrl}/v1/extractions/${requestId}`, { headers: { Authorization: `Bearer ${key}` } });
}

/** Asserts a problem+json answer and returns its body. */
export async function expectProblem(response: Response, status: number, code: string): Promise<Problem> {
  const body = (await response.json()) as Problem;
  expect({ status: response.status, code: body.code }).toEqual({ status, code });
  expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  expect(body.status).toBe(status);
  expect(body.request_id).toBe(response.headers.get('x-request-id'));
  expect(body.request_id).toMatch(/^req_[0-9a-f]{32}$/);
  return body;
}
