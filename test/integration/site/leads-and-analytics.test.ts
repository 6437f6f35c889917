/**
 * Output access (the lead gate and download links), contact inquiries, the CTA collector, the
 * operator aggregates, per-IP rate limits and the site-only routes, on PostgreSQL.
 */
import { buildTextSdsPdf } from '../../fixtures/sds-pdf.js';
import { specFetch } from '../../support/openapi.js';
import { expectProblem } from '../api/http.js';
import { startApiHarness, type ApiHarness } from '../api/harness.js';
import { startSiteHarness, type SiteHarness } from './harness.js';
import { postJson, postTrial, VALID_LEAD, type SampleBody } from './site-http.js';

const ADMIN_KEY = 'operator-key-0123456789abcdef';

let site: SiteHarness;
let sampleId: string;

beforeAll(async () => {
  site = await startSiteHarness({
    database: 'postgres',
    environment: {
      ANALYTICS_ADMIN_KEY: ADMIN_KEY,
      SITE_FORMS_PER_HOUR: '12',
      SITE_EVENTS_PER_MINUTE: '20',
      SITE_DOWNLOAD_TTL_SECONDS: '60',
    },
  });
  const created = await postTrial(site.baseUrl, {
    file: { bytes: await buildTextSdsPdf(), name: 'solvent.pdf' },
  });
  sampleId = ((await created.json()) as SampleBody).sample_id;
});
afterAll(async () => {
  await site?.close();
});

const today = (): string => new Date().toISOString().slice(0, 10);

function access(body: Record<string, unknown>): Promise<Response> {
  return postJson(site.baseUrl, '/api/sample-output-access', { sample_id: sampleId, ...VALID_LEAD, ...body });
}

describe('copying and downloading a sample output', () => {
  it('refuses without lead details, naming the missing field', async () => {
    const response = await postJson(site.baseUrl, '/api/sample-output-access', {
      sample_id: sampleId,
      action: 'copy',
      format: 'json',
    });
    expect(await expectProblem(response, 400, 'invalid_request')).toMatchObject({ field: 'full_name' });
  });

  it.each([
    ['action', { action: 'print', format: 'json' }],
    ['format', { action: 'copy', format: 'pdf' }],
    ['sample_id', { action: 'copy', format: 'json', sample_id: '../../etc' }],
  ])('names an invalid %s', async (field, body) => {
    expect(await expectProblem(await access(body), 400, 'invalid_request')).toMatchObject({ field });
  });

  it('answers 404 for an unknown sample', async () => {
    await expectProblem(
      await access({ action: 'copy', format: 'json', sample_id: 'smp_AAAAAAAAAAAAAAAAAAAAAA' }),
      404,
      'not_found',
    );
  });

  it('returns the full output for copy and records the access and the lead', async () => {
    const response = await access({ action: 'copy', format: 'csv' });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { output: string; format: string };
    const sample = await site.db.samples.get(sampleId);
    expect(body.output).toBe(JSON.parse(sample?.envelope_json as string).outputs.csv);
    expect(body.output).toContain('Solvex Degreasing Solvent SD-200');
    const accesses = await site.db.samples.listAccesses(sampleId);
    expect(accesses.at(-1)).toMatchObject({ action: 'copy', format: 'csv' });
    const lead = await site.db.leads.get(accesses.at(-1)?.lead_id as string);
    expect(lead).toMatchObject({
      source: 'sample_output_access',
      sample_id: sampleId,
      company: VALID_LEAD.company,
    });
  });

  it('hands out a short-lived download link that serves the full output as an attachment', async () => {
    const response = await access({ action: 'download', format: 'xml' });
    const body = (await response.json()) as { download_url: string; expires_at: string };
    expect(body.download_url).toMatch(/^\/api\/sample-downloads\//);
    expect(Date.parse(body.expires_at) - Date.now()).toBeLessThanOrEqual(60_000);
    const download = await specFetch(`${site.baseUrl}${body.download_url}`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toBe('attachment; filename="solvent.sds.xml"');
    expect(download.headers.get('content-type')).toMatch(/^application\/xml/);
    expect(await download.text()).toContain('Solvex Degreasing Solvent SD-200');
  });

  it('refuses a forged download link', async () => {
    const body = (await (await access({ action: 'download', format: 'json' })).json()) as {
      download_url: string;
    };
    const [payload] = body.download_url.split('/').at(-1)?.split('.') ?? [];
    const forged = `${payload}.${'A'.repeat(43)}`;
    await expectProblem(await specFetch(`${site.baseUrl}/api/sample-downloads/${forged}`), 404, 'not_found');
  });
});

describe('contact inquiries', () => {
  const inquiry = {
    ...VALID_LEAD,
    message: 'We need 50,000 extractions a month on premises.',
    phone: '+44 20 7946 0000',
    expected_volume: '50000/month',
  };

  it('stores a JSON inquiry with its lead', async () => {
    const response = await postJson(site.baseUrl, '/api/contact', inquiry);
    expect(response.status).toBe(201);
    const body = (await response.json()) as { inquiry_id: string };
    const contact = await site.db.contacts.get(body.inquiry_id);
    expect(contact).toMatchObject({
      message: inquiry.message,
      phone: inquiry.phone,
      expected_volume: inquiry.expected_volume,
    });
    expect(await site.db.leads.get(contact?.lead_id as string)).toMatchObject({
      source: 'contact',
      work_email: VALID_LEAD.work_email,
    });
  });

  it('accepts a URL-encoded form too', async () => {
    const response = await specFetch(`${site.baseUrl}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...VALID_LEAD, message: 'Please send pricing for the enterprise tier.' }),
    });
    expect(response.status).toBe(201);
  });

  it.each([
    ['message', { ...inquiry, message: 'short' }],
    ['phone', { ...inquiry, phone: 'call me maybe' }],
    ['work_email', { ...inquiry, work_email: 'ada@' }],
  ])('names an invalid %s', async (field, body) => {
    expect(
      await expectProblem(await postJson(site.baseUrl, '/api/contact', body), 400, 'invalid_request'),
    ).toMatchObject({ field });
  });

  it('refuses a body that is not JSON', async () => {
    await expectProblem(
      await postJson(site.baseUrl, '/api/contact', '{"full_name":'),
      400,
      'invalid_request',
    );
  });
});

describe('the CTA collector', () => {
  const event = {
    event: 'cta_click',
    cta_id: 'hero-trial',
    page: '/',
    session_id: 'sess_0123456789',
    utm_source: 'newsletter',
  };

  it('accepts an event with 202 and stores no client address', async () => {
    const response = await postJson(site.baseUrl, '/api/analytics-event', event);
    expect(response.status).toBe(202);
    const rows = await site.db.kysely
      .selectFrom('site_analytics_events')
      .selectAll()
      .where('cta_id', '=', 'hero-trial')
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      event: 'cta_click',
      page: '/',
      session_id: 'sess_0123456789',
      utm_source: 'newsletter',
    });
    expect(JSON.stringify(rows[0])).not.toMatch(/127\.0\.0\.1|::1/);
    expect(rows[0]?.visitor_hash).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it.each([
    ['ip_address', { ...event, ip_address: '10.0.0.1' }],
    ['event', { ...event, event: 'Drop Table' }],
    ['page', { ...event, page: 'https://evil.example/' }],
    ['cta_id', { ...event, cta_id: undefined }],
  ])('refuses a schema violation in %s', async (field, body) => {
    expect(
      await expectProblem(await postJson(site.baseUrl, '/api/analytics-event', body), 400, 'invalid_request'),
    ).toMatchObject({ field });
  });

  it('refuses an oversized event with 413', async () => {
    await expectProblem(
      await postJson(site.baseUrl, '/api/analytics-event', { ...event, referrer: 'x'.repeat(4000) }),
      413,
      'file_too_large',
    );
  });
});

describe('the operator aggregates', () => {
  const get = (query: string, key?: string): Promise<Response> =>
    specFetch(`${site.baseUrl}/api/admin/analytics${query}`, {
      headers: key ? { authorization: `Bearer ${key}` } : {},
    });

  it('answers 401 without the key or with a wrong one', async () => {
    await expectProblem(await get(''), 401, 'unauthorized');
    await expectProblem(await get('', `${ADMIN_KEY}x`), 401, 'unauthorized');
  });

  it('counts events per day and CTA, and the upload funnel', async () => {
    expect((await access({ action: 'copy', format: 'json' })).status).toBe(200);
    for (const ctaId of ['pricing', 'pricing', 'docs']) {
      await postJson(site.baseUrl, '/api/analytics-event', {
        event: 'cta_click',
        cta_id: ctaId,
        page: '/agg',
      });
    }
    const response = await get(
      `?from=${today()}&to=${today()}&group_by=day,cta,page&event=cta_click`,
      ADMIN_KEY,
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      buckets: Record<string, unknown>[];
      funnel: Record<string, number>;
    };
    expect(body.buckets).toEqual(
      expect.arrayContaining([
        { day: today(), cta: 'pricing', page: '/agg', count: 2 },
        { day: today(), cta: 'docs', page: '/agg', count: 1 },
      ]),
    );
    expect(body.funnel.uploads).toBe(1);
    expect(body.funnel.samples_with_output_access).toBe(1);
    expect(body.funnel.conversion_rate).toBe(1);
    expect(body.funnel.leads).toBeGreaterThanOrEqual(1);
  });

  it.each([
    ['group_by', '?group_by=weekday'],
    ['from', '?from=2026-13-01'],
    ['from', '?from=2026-02-02&to=2026-02-01'],
  ])('names an invalid %s', async (field, query) => {
    expect(await expectProblem(await get(query, ADMIN_KEY), 400, 'invalid_request')).toMatchObject({ field });
  });
});

describe('per-IP rate limits', () => {
  it('answers 429 rate_limited with Retry-After once the collector allowance is spent', async () => {
    let limited: Response | undefined;
    for (let attempt = 0; attempt < 25 && limited === undefined; attempt += 1) {
      const response = await postJson(site.baseUrl, '/api/analytics-event', {
        event: 'cta_click',
        cta_id: 'flood',
        page: '/',
      });
      if (response.status === 429) limited = response;
    }
    expect(limited).toBeDefined();
    const retryAfter = Number(limited?.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await expectProblem(limited as Response, 429, 'rate_limited')).toMatchObject({
      retry_after: retryAfter,
    });
  });

  it('limits the forms too', async () => {
    let status = 0;
    for (let attempt = 0; attempt < 14 && status !== 429; attempt += 1) {
      status = (await postJson(site.baseUrl, '/api/contact', { full_name: 'x' })).status;
    }
    expect(status).toBe(429);
  });
});

describe('routes that exist only on the site', () => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await startApiHarness({ startWorkers: false });
  });
  afterAll(async () => {
    await api?.close();
  });

  it('the production API answers 404 for every website endpoint', async () => {
    for (const path of [
      '/api/sample-upload',
      '/api/sample-output-access',
      '/api/contact',
      '/api/analytics-event',
    ]) {
      // openapi.yaml places these paths on the website's server only, so no spec check here.
      const response = await fetch(`${api.baseUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      await expectProblem(response, 404, 'not_found');
    }
    await expectProblem(await fetch(`${api.baseUrl}/api/admin/analytics`), 404, 'not_found');
  });

  it('the site serves its pages and the OpenAPI contract, and no /v1 route', async () => {
    for (const path of ['/', '/trial', '/contact', '/docs', '/operator/analytics', `/samples/${sampleId}`]) {
      const response = await fetch(`${site.baseUrl}${path}`);
      expect({ path, status: response.status, type: response.headers.get('content-type') }).toEqual({
        path,
        status: 200,
        type: 'text/html; charset=utf-8',
      });
    }
    const openapi = await fetch(`${site.baseUrl}/openapi.yaml`);
    expect(await openapi.text()).toMatch(/^openapi: 3\.1/m);
    await expectProblem(await fetch(`${site.baseUrl}/v1/extractions/x`), 404, 'not_found');
  });
});
