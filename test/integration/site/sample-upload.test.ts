/**
 * POST /api/sample-upload against the real site app, database, blob store and an evaluation-lane
 * worker on the run's Temporal server.
 */
import { PDFDocument } from 'pdf-lib';
import { specFetch } from '../../support/openapi.js';
import { SdsTraffic } from '../../../src/temporal/search-attributes.js';
import { buildTextSdsPdf } from '../../fixtures/sds-pdf.js';
import { expectProblem } from '../api/http.js';
import { startSiteHarness, type SiteHarness } from './harness.js';
import { postTrial, VALID_LEAD, type SampleBody } from './site-http.js';

let sds: Uint8Array;
let site: SiteHarness;

beforeAll(async () => {
  sds = await buildTextSdsPdf();
  site = await startSiteHarness({
    environment: {
      SITE_MAX_PAGES: '3',
      SITE_MAX_FILE_BYTES: String(400 * 1024),
      SITE_UPLOADS_PER_HOUR: '1000',
      LOG_LEVEL: 'error',
    },
  });
});
afterAll(async () => {
  await site?.close();
});

async function blankPdf(pages: number): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  for (let index = 0; index < pages; index += 1) pdf.addPage();
  return pdf.save();
}

describe('a site without a bot check', () => {
  it('loads no third-party script and keeps the CSP to its own origin', async () => {
    const response = await fetch(`${site.baseUrl}/trial`);
    const page = await response.text();
    expect(page).not.toContain('bot-check');
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("script-src 'self';");
    expect(policy).not.toContain('frame-src');
    expect(policy).not.toMatch(/https?:/);
  });
});

describe('a trial upload', () => {
  it('extracts a generated SDS on the evaluation task queue and answers 201 with the viewer and a preview', async () => {
    const response = await postTrial(site.baseUrl, { file: { bytes: sds, name: 'solvent.pdf' } });
    expect(response.status).toBe(201);
    const body = (await response.json()) as SampleBody;
    expect(body.sample_id).toMatch(/^smp_/);
    expect(body.viewer_url).toBe(`/samples/${body.sample_id}`);
    expect(body).toMatchObject({
      status: 'succeeded',
      engine: 'built-in',
      engine_note: null,
      file_name: 'solvent.pdf',
    });
    expect(body.confidence_score).toBeGreaterThan(0);
    expect(body.previews.json.text).toMatch(/^\{\n {2}"schema_version": "2027-01"/);
    expect(body.previews.xml.text).toMatch(/^<\?xml/);

    const requestId = response.headers.get('x-request-id') as string;
    const handle = site.temporal.workflow.getHandle(requestId);
    const description = await handle.describe();
    expect(description.taskQueue).toBe('sds-evaluation');
    expect(description.typedSearchAttributes.get(SdsTraffic)).toBe('evaluation');
    const record = await site.db.extractions.get(requestId);
    expect(record).toMatchObject({ traffic: 'evaluation', apiKeyId: null, status: 'succeeded' });

    const sample = await site.db.samples.get(body.sample_id);
    expect(sample?.envelope_json).toContain('Solvex Degreasing Solvent SD-200');
    const lead = await site.db.leads.get(sample?.lead_id as string);
    expect(lead).toMatchObject({
      source: 'sample_upload',
      full_name: VALID_LEAD.full_name,
      work_email: VALID_LEAD.work_email,
    });
  });

  it('never appears on the production task queue', async () => {
    const response = await postTrial(site.baseUrl, { file: { bytes: sds } });
    expect(response.status).toBe(201);
    const production = [];
    for await (const workflow of site.temporal.workflow.list({ query: `TaskQueue = 'sds-production'` })) {
      production.push(workflow.workflowId);
    }
    expect(production).toEqual([]);
    const evaluation = [];
    for await (const workflow of site.temporal.workflow.list({ query: `SdsTraffic = 'evaluation'` })) {
      evaluation.push(workflow.workflowId);
    }
    expect(evaluation).toContain(response.headers.get('x-request-id'));
  });

  it('is served by GET /api/samples/{id} as previews, never the full output', async () => {
    const created = (await (await postTrial(site.baseUrl, { file: { bytes: sds } })).json()) as {
      sample_id: string;
    };
    const response = await specFetch(`${site.baseUrl}/api/samples/${created.sample_id}`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as SampleBody;
    expect(body.status).toBe('succeeded');
    expect(Object.keys(body.previews)).toEqual(['json', 'xml', 'csv']);
    expect(body.outputs).toBeUndefined();
    const full = await site.db.samples.get(created.sample_id);
    const fullJson = JSON.stringify(JSON.parse(full?.envelope_json as string).outputs.json, null, 2);
    expect(body.previews.json.truncated).toBe(fullJson.split('\n').length > 30);
  });

  it('renders the pages for the record view and serves them with the sample', async () => {
    const created = (await (await postTrial(site.baseUrl, { file: { bytes: sds } })).json()) as {
      sample_id: string;
    };
    const body = (await (await specFetch(`${site.baseUrl}/api/samples/${created.sample_id}`)).json()) as {
      record: { product_identification: { product_name: string } };
      label_texts: { statements: Record<string, string> };
      pages: { number: number; width: number; height: number; url: string }[];
    };
    expect(body.record.product_identification.product_name).toBe('Solvex Degreasing Solvent SD-200');
    expect(body.label_texts.statements.H225).toBe('Highly flammable liquid and vapour.');
    expect(body.pages.map((page) => page.number)).toEqual([1, 2]);
    // A4 at screen resolution, upright.
    expect(body.pages[0]?.width).toBeGreaterThan(800);
    expect(body.pages[0]?.height).toBeGreaterThan(body.pages[0]?.width ?? 0);
    const image = await fetch(`${site.baseUrl}${body.pages[0]?.url}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    expect(
      Buffer.from(await image.arrayBuffer())
        .subarray(0, 3)
        .toString('hex'),
    ).toBe('ffd8ff');
    const missing = await fetch(`${site.baseUrl}/api/samples/${created.sample_id}/pages/9`);
    expect(missing.status).toBe(404);
  });
});

describe('trial validation', () => {
  it.each([
    ['full_name', { ...VALID_LEAD, full_name: undefined }],
    ['full_name', { ...VALID_LEAD, full_name: 'A' }],
    ['work_email', { ...VALID_LEAD, work_email: 'not-an-address' }],
    ['work_email', { ...VALID_LEAD, work_email: undefined }],
    ['company', { ...VALID_LEAD, company: '' }],
    ['surname', { ...VALID_LEAD, surname: 'extra' }],
  ])('names %s when it is missing, malformed or unknown', async (field, fields) => {
    const response = await postTrial(site.baseUrl, { file: { bytes: sds }, fields });
    const problem = await expectProblem(response, 400, 'invalid_request');
    expect(problem).toMatchObject({ field });
    expect(problem.detail).toContain(field);
  });

  it('requires the file', async () => {
    const problem = await expectProblem(await postTrial(site.baseUrl, {}), 400, 'invalid_request');
    expect(problem).toMatchObject({ field: 'file' });
  });

  it('refuses a file that is not a PDF', async () => {
    const response = await postTrial(site.baseUrl, {
      file: { bytes: new TextEncoder().encode('hello, not a pdf') },
    });
    expect(await expectProblem(response, 400, 'invalid_document')).toMatchObject({ field: 'file' });
  });

  it('applies the stricter trial page limit', async () => {
    const response = await postTrial(site.baseUrl, { file: { bytes: await blankPdf(4) } });
    expect(await expectProblem(response, 400, 'invalid_document')).toMatchObject({
      max_pages: 3,
      page_count: 4,
    });
  });

  it('applies the stricter trial size limit', async () => {
    const response = await postTrial(site.baseUrl, { file: { bytes: new Uint8Array(500 * 1024).fill(32) } });
    expect(await expectProblem(response, 413, 'file_too_large')).toMatchObject({ max_bytes: 400 * 1024 });
  });

  it('refuses a body that is not multipart', async () => {
    const response = await specFetch(`${site.baseUrl}/api/sample-upload`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(VALID_LEAD),
    });
    await expectProblem(response, 415, 'unsupported_media_type');
  });
});
