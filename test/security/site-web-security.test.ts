/**
 * Website and API security from a browser's and an abuser's point of view: per-IP limits hold under a
 * concurrent burst from a second process, every response carries the hardening headers and no CORS
 * grant, other origins cannot post to the site, and lead data is reachable only with the operator key.
 */
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import { expectProblem } from '../integration/api/http.js';
import { startApiHarness, type ApiHarness } from '../integration/api/harness.js';
import { startSiteHarness, type SiteHarness } from '../integration/site/harness.js';
import { specFetch, specProblems } from '../support/openapi.js';

const run = promisify(execFile);
const ADMIN_KEY = 'operator-key-burst-0123456789';
const EVENTS_PER_MINUTE = 20;
const FORMS_PER_HOUR = 5;
const EVENT = { event: 'cta_click', cta_id: 'burst', page: '/' };

let site: SiteHarness;
let api: ApiHarness;

beforeAll(async () => {
  [site, api] = await Promise.all([
    startSiteHarness({
      environment: {
        ANALYTICS_ADMIN_KEY: ADMIN_KEY,
        SITE_EVENTS_PER_MINUTE: String(EVENTS_PER_MINUTE),
        SITE_FORMS_PER_HOUR: String(FORMS_PER_HOUR),
      },
    }),
    startApiHarness({ startWorkers: false }),
  ]);
});
afterAll(async () => {
  await Promise.all([site?.close(), api?.close()]);
});

interface BurstAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

interface BurstResult {
  statuses: Record<string, number>;
  limitedWithoutRetryAfter: number;
  /** Distinct ways in which answers departed from openapi.yaml. */
  specProblems: string[];
}

async function burstFromAnotherProcess(url: string, count: number, body: unknown): Promise<BurstResult> {
  const script = path.join(import.meta.dirname, 'burst-client.mjs');
  const { stdout } = await run(process.execPath, [script, url, String(count), JSON.stringify(body)], {
    timeout: 30_000,
  });
  const answers = JSON.parse(stdout) as BurstAnswer[];
  const statuses: Record<string, number> = {};
  for (const { status } of answers) statuses[status] = (statuses[status] ?? 0) + 1;
  const problems = answers.flatMap((answer) =>
    specProblems({
      method: 'POST',
      url,
      status: answer.status,
      headers: new Headers(answer.headers),
      body: answer.body,
    }),
  );
  return {
    statuses,
    limitedWithoutRetryAfter: answers.filter(
      (answer) => answer.status === 429 && !(Number(answer.headers['retry-after']) > 0),
    ).length,
    specProblems: [...new Set(problems)],
  };
}

async function storedEvents(): Promise<number> {
  const [all] = await site.db.analyticsEvents.aggregate({
    range: { from: '2000-01-01', to: '2999-12-31' },
    groupBy: [],
  });
  return all?.count ?? 0;
}

describe('per-IP rate limits under a burst from a second process on loopback', () => {
  it('the CTA collector accepts exactly its allowance of 120 concurrent events and refuses the rest with 429', async () => {
    const before = await storedEvents();
    const result = await burstFromAnotherProcess(`${site.baseUrl}/api/analytics-event`, 120, EVENT);
    expect(result).toEqual({
      statuses: { '202': EVENTS_PER_MINUTE, '429': 120 - EVENTS_PER_MINUTE },
      limitedWithoutRetryAfter: 0,
      specProblems: [],
    });
    expect((await storedEvents()) - before).toBe(EVENTS_PER_MINUTE);
  });

  it('the contact form lets at most its hourly allowance through a burst of 30', async () => {
    const result = await burstFromAnotherProcess(`${site.baseUrl}/api/contact`, 30, { full_name: 'x' });
    // The bodies are incomplete, so the requests inside the allowance answer 400, never 201.
    expect(result).toEqual({
      statuses: { '400': FORMS_PER_HOUR, '429': 30 - FORMS_PER_HOUR },
      limitedWithoutRetryAfter: 0,
      specProblems: [],
    });
  });
});

const HARDENING = ['content-security-policy', 'x-content-type-options', 'referrer-policy'] as const;

function hardeningOf(response: Response): Record<string, string | null> {
  return Object.fromEntries(
    [...HARDENING, 'cross-origin-resource-policy', 'access-control-allow-origin'].map((name) => [
      name,
      response.headers.get(name),
    ]),
  );
}

describe('security headers and CORS', () => {
  const FOREIGN = { origin: 'https://attacker.example' };

  it('every site response, pages and errors alike, forbids framing and sniffing and grants no CORS', async () => {
    const responses = await Promise.all([
      // HTML pages are not API operations, so openapi.yaml does not describe them.
      fetch(`${site.baseUrl}/`, { headers: FOREIGN }),
      fetch(`${site.baseUrl}/operator/analytics`, { headers: FOREIGN }),
      specFetch(`${site.baseUrl}/api/samples/smp_doesnotexist`, { headers: FOREIGN }),
      specFetch(`${site.baseUrl}/api/admin/analytics`, { headers: FOREIGN }),
    ]);
    expect(responses.map((response) => response.status)).toEqual([200, 200, 404, 401]);
    for (const response of responses) {
      const headers = hardeningOf(response);
      expect(headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'strict-origin-when-cross-origin',
        'cross-origin-resource-policy': 'same-origin',
        'access-control-allow-origin': null,
      });
      expect(headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
      expect(headers['content-security-policy']).toMatch(/script-src 'self'/);
    }
  });

  it('every API response carries a deny-all policy and no CORS grant, whatever the Origin', async () => {
    const responses = await Promise.all([
      specFetch(`${api.baseUrl}/healthz`, { headers: FOREIGN }),
      specFetch(`${api.baseUrl}/v1/extractions/x`, { headers: FOREIGN }),
      // An unknown path is by definition outside openapi.yaml.
      fetch(`${api.baseUrl}/nowhere`, { headers: FOREIGN }),
    ]);
    expect(responses.map((response) => response.status)).toEqual([200, 401, 404]);
    for (const response of responses) {
      expect(hardeningOf(response)).toEqual({
        'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'no-referrer',
        'cross-origin-resource-policy': 'same-origin',
        'access-control-allow-origin': null,
      });
    }
  });

  it('a CORS preflight from another origin is granted nothing on either server', async () => {
    const preflight = {
      method: 'OPTIONS',
      headers: {
        ...FOREIGN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type',
      },
    };
    for (const url of [`${site.baseUrl}/api/analytics-event`, `${api.baseUrl}/v1/extract-sds`]) {
      // OPTIONS is not an operation of openapi.yaml: only the absence of a grant is checked.
      const response = await fetch(url, preflight);
      expect({
        url,
        origin: response.headers.get('access-control-allow-origin'),
        methods: response.headers.get('access-control-allow-methods'),
        headers: response.headers.get('access-control-allow-headers'),
      }).toEqual({ url, origin: null, methods: null, headers: null });
    }
  });

  it('the site refuses a POST that another origin sent, and stores nothing', async () => {
    const before = await storedEvents();
    for (const origin of ['https://attacker.example', 'null', `${site.baseUrl}.attacker.example`]) {
      const response = await specFetch(`${site.baseUrl}/api/analytics-event`, {
        method: 'POST',
        headers: { origin, 'content-type': 'application/json' },
        body: JSON.stringify(EVENT),
      });
      expect(await expectProblem(response, 403, 'forbidden')).toMatchObject({ origin });
    }
    const contact = await specFetch(`${site.baseUrl}/api/contact`, {
      method: 'POST',
      headers: { ...FOREIGN, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'full_name=Mallory&work_email=m%40attacker.example&company=Evil',
    });
    await expectProblem(contact, 403, 'forbidden');
    expect(await storedEvents()).toBe(before);
  });

  it('the site accepts a POST from its own origin', async () => {
    // The allowance was spent by the burst, so 429 proves the request got past the origin check.
    const response = await specFetch(`${site.baseUrl}/api/analytics-event`, {
      method: 'POST',
      headers: { origin: site.baseUrl, 'content-type': 'application/json' },
      body: JSON.stringify(EVENT),
    });
    await expectProblem(response, 429, 'rate_limited');
  });
});

describe('lead data needs the operator key', () => {
  const email = `lead-${randomUUID()}@customer.example`;

  beforeAll(async () => {
    await site.db.leads.create({
      source: 'contact',
      fullName: 'Grace Hopper',
      workEmail: email,
      company: 'Compilers Inc',
    });
  });

  it('the only lead-bearing endpoint answers 401 without the key or with a wrong one, and 200 with it', async () => {
    const url = `${site.baseUrl}/api/admin/analytics`;
    for (const authorization of [
      undefined,
      'Bearer wrong-key',
      `Basic ${ADMIN_KEY}`,
      `Bearer ${ADMIN_KEY}x`,
    ]) {
      const response = await specFetch(url, { headers: authorization ? { authorization } : {} });
      expect(response.headers.get('www-authenticate')).toMatch(/^Bearer/);
      await expectProblem(response, 401, 'unauthorized');
    }
    const granted = await specFetch(url, { headers: { authorization: `Bearer ${ADMIN_KEY}` } });
    expect(granted.status).toBe(200);
    expect(((await granted.json()) as { funnel: { leads: number } }).funnel.leads).toBeGreaterThanOrEqual(1);
  });

  it('no public route of the site or the API reveals a lead', async () => {
    // Pages, the spec file itself and paths the API does not serve are outside openapi.yaml.
    const pagesAndUnknownPaths = [
      ...['/', '/trial', '/contact', '/docs', '/operator/analytics', '/openapi.yaml'].map(
        (p) => site.baseUrl + p,
      ),
      `${api.baseUrl}/api/admin/analytics`,
      `${api.baseUrl}/v1/extractions`,
    ];
    const contractRoutes = [
      `${site.baseUrl}/api/samples/smp_${randomUUID().replaceAll('-', '')}`,
      `${site.baseUrl}/api/sample-downloads/forged.token`,
      `${api.baseUrl}/readyz`,
    ];
    const answers = [
      ...(await Promise.all(pagesAndUnknownPaths.map((url) => fetch(url)))),
      ...(await Promise.all(contractRoutes.map((url) => specFetch(url)))),
    ];
    for (const answer of answers) {
      const url = answer.url;
      const body = await answer.text();
      expect({ url, leaks: body.includes(email) || body.includes('Grace Hopper') }).toEqual({
        url,
        leaks: false,
      });
    }
  });
});
