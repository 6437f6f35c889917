/**
 * Request metrics of the real API (every answer checked against openapi.yaml) and the operator
 * /metrics endpoint that serves them.
 */
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { UNMATCHED_ROUTE } from '../../../src/observability/http-metrics.js';
import { startMetricsServer } from '../../../src/observability/metrics-server.js';
import { metrics as apiMetrics, ServiceMetrics } from '../../../src/observability/metrics.js';
import { buildTextSdsPdf } from '../../fixtures/sds-pdf.js';
import { freePort } from '../../setup/temporal.js';
import { specFetch } from '../../support/openapi.js';
import { startApiHarness, type ApiHarness } from '../api/harness.js';
import { expectProblem, getExtraction, postExtraction } from '../api/http.js';

const silentLogger = pino({ level: 'silent' });

type RequestLabels = Partial<Record<'app' | 'method' | 'route' | 'status', string>>;

async function requestCount(labels: RequestLabels): Promise<number> {
  const { values } = await apiMetrics.httpRequests.get();
  return values
    .filter((value) =>
      (Object.keys(labels) as (keyof RequestLabels)[]).every((key) => value.labels[key] === labels[key]),
    )
    .reduce((sum, value) => sum + value.value, 0);
}

async function durationCount(route: string): Promise<number> {
  const { values } = await apiMetrics.httpRequestDuration.get();
  return values
    .filter(
      (value) =>
        value.metricName === 'sds_http_request_duration_seconds_count' && value.labels.route === route,
    )
    .reduce((sum, value) => sum + value.value, 0);
}

/** How much a count grew while `action` ran (the registry is the process's, shared by every app here). */
async function growth(count: () => Promise<number>, action: () => Promise<void>): Promise<number> {
  const before = await count();
  await action();
  return (await count()) - before;
}

const EXTRACTION_ROUTE = '/v1/extractions/:requestId';

describe('request metrics of the API', () => {
  let api: ApiHarness;
  let key: string;

  beforeAll(async () => {
    api = await startApiHarness({ startWorkers: false });
    key = (await api.createKey('enterprise')).plaintext;
  });

  afterAll(async () => {
    await api?.close();
  });

  it('counts requests by route template, never by raw path, with their status', async () => {
    const ids = ['a', 'b', 'c'].map((letter) => `req_${letter.repeat(32)}`);
    const counted = await growth(
      () => requestCount({ app: 'api', method: 'GET', route: EXTRACTION_ROUTE, status: '404' }),
      async () => {
        for (const id of ids)
          await expectProblem(await getExtraction(api.baseUrl, id, key), 404, 'not_found');
      },
    );
    expect(counted).toBe(3);
    const { values } = await apiMetrics.httpRequests.get();
    expect(values.some((value) => ids.some((id) => String(value.labels.route).includes(id)))).toBe(false);
  });

  it('counts refusals under their route and unknown paths under one label', async () => {
    const refused = await growth(
      () => requestCount({ app: 'api', route: EXTRACTION_ROUTE, status: '401' }),
      async () => {
        await expectProblem(await specFetch(`${api.baseUrl}/v1/extractions/req_x`), 401, 'unauthorized');
      },
    );
    const unmatched = await growth(
      () => requestCount({ app: 'api', route: UNMATCHED_ROUTE, status: '404' }),
      async () => {
        // An unknown path is by definition outside openapi.yaml; only its problem shape is checked.
        await expectProblem(await fetch(`${api.baseUrl}/no/such/${Math.random()}`), 404, 'not_found');
      },
    );
    expect({ refused, unmatched }).toEqual({ refused: 1, unmatched: 1 });
  });

  it('times every request under the same labels', async () => {
    const timed = await growth(
      () => durationCount('/healthz'),
      async () => {
        expect((await specFetch(`${api.baseUrl}/healthz`)).status).toBe(200);
        expect((await specFetch(`${api.baseUrl}/healthz`)).status).toBe(200);
      },
    );
    expect(timed).toBe(2);
  });
});

describe('request metrics of the API when Temporal is unreachable', () => {
  let api: ApiHarness;

  beforeAll(async () => {
    api = await startApiHarness({
      startWorkers: false,
      environment: { TEMPORAL_ADDRESS: `127.0.0.1:${await freePort()}` },
    });
  });

  afterAll(async () => {
    await api?.close();
  });

  it('counts server-side failures with their 5xx status', async () => {
    const key = (await api.createKey()).plaintext;
    const pdf = await buildTextSdsPdf();
    const failed = await growth(
      () => requestCount({ app: 'api', method: 'POST', route: '/v1/extract-sds', status: '503' }),
      async () => {
        await expectProblem(
          await postExtraction(api.baseUrl, { key, file: { bytes: pdf } }),
          503,
          'service_unavailable',
        );
      },
    );
    expect(failed).toBe(1);
  });
});

describe('the operator /metrics endpoint', () => {
  it('serves the Prometheus text format with the service metrics and appended sources', async () => {
    const metrics = new ServiceMetrics();
    metrics.webhookAttempts.inc({ outcome: 'succeeded' });
    metrics.recordExtraction(
      {
        outputs: { json: {}, xml: '', csv: '' },
        confidenceScore: 0.82,
        warnings: [
          { code: 'missing_field', message: 'm', severity: 'warning' },
          { code: 'missing_field', message: 'm', severity: 'warning' },
        ],
        pageCount: 7,
        textSource: 'mixed',
        ocrPages: 3,
      },
      4.2,
    );
    const server = await startMetricsServer({
      metrics,
      host: '127.0.0.1',
      port: 0,
      logger: silentLogger,
      extraSources: [
        async () => '# TYPE temporal_probe_total counter\ntemporal_probe_total 5\n',
        async () => {
          throw new Error('exporter down');
        },
      ],
    });
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      // The operator port is not part of the public contract (openapi.yaml): Prometheus text format.
      const response = await fetch(`${base}/metrics`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      const text = await response.text();
      expect(text).toContain('sds_webhook_attempts_total{outcome="succeeded"} 1');
      expect(text).toContain('sds_ocr_pages_total 3');
      expect(text).toContain('sds_extraction_warnings_total{code="missing_field"} 2');
      expect(text).toContain('sds_extraction_pages_bucket{le="8"} 1');
      expect(text).toContain('sds_extraction_confidence_bucket{le="0.8"} 0');
      expect(text).toContain('sds_extraction_confidence_bucket{le="0.85"} 1');
      expect(text).toContain('sds_extraction_duration_seconds_count{outcome="ok"} 1');
      expect(text).toContain('sds_process_resident_memory_bytes');
      expect(text).toContain('sds_nodejs_eventloop_lag_seconds');
      expect(text).toContain('temporal_probe_total 5');
      expect((await fetch(`${base}/other`)).status).toBe(404);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
