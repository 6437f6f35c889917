/** Calls the website the way its pages do: multipart trial uploads and small JSON bodies. */
import { specFetch } from '../../support/openapi.js';
export interface TrialFields {
  full_name?: string;
  work_email?: string;
  company?: string;
  'bot-check-response'?: string;
  [extra: string]: string | undefined;
}

export const VALID_LEAD = {
  full_name: 'Ada Lovelace',
  work_email: 'ada@analytical.example',
  company: 'Analytical Engines Ltd',
};

export async function postTrial(
  baseUrl: string,
  options: {
    file?: { bytes: Uint8Array; name?: string };
    fields?: TrialFields;
    headers?: Record<string, string>;
  },
): Promise<Response> {
  const form = new FormData();
  if (options.file)
    form.append(
      'file',
      new Blob([Buffer.from(options.file.bytes)], { type: 'application/pdf' }),
      options.file.name ?? 'trial.pdf',
    );
  for (const [name, value] of Object.entries(options.fields ?? VALID_LEAD)) {
    if (value !== undefined) form.append(name, value);
  }
  return specFetch(`${baseUrl}/api/sample-upload`, { method: 'POST', body: form, headers: options.headers });
}

export async function postJson(
  baseUrl: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return specFetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** The body of a 201 from /api/sample-upload and of GET /api/samples/{id}. */
export interface SampleBody {
  sample_id: string;
  viewer_url?: string;
  status: 'running' | 'succeeded' | 'failed';
  engine: 'built-in' | 'generative' | null;
  engine_note: string | null;
  file_name: string;
  confidence_score: number;
  warnings: { code: string; severity: string; message: string }[];
  previews: Record<'json' | 'xml' | 'csv', { text: string; truncated: boolean }>;
  outputs?: unknown;
}
