import type { AddressInfo } from 'node:net';
import http from 'node:http';
import { Router } from '@koa/router';
import Koa from 'koa';
import { pino } from 'pino';
import { httpMetrics, UNMATCHED_ROUTE } from '../../../src/observability/http-metrics.js';
import { startMetricsServer } from '../../../src/observability/metrics-server.js';
import { ServiceMetrics } from '../../../src/observability/metrics.js';

const silentLogger = pino({ level: 'silent' });

async function serve(handler: http.RequestListener): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

type RequestLabels = Partial<Record<'app' | 'method' | 'route' | 'status', string>>;

async function counterValue(metrics: ServiceMetrics, labels: RequestLabels): Promise<number> {
  const { values } = await metrics.httpRequests.get();
  return values
    .filter((value) =>
      (Object.keys(labels) as (keyof RequestLabels)[]).every((key) => value.labels[key] === labels[key]),
    )
    .reduce((sum, value) => sum + value.value, 0);
}

describe('request metrics', () => {
  const metrics = new ServiceMetrics();
  let app: { url: string; close(): Promise<void> };

  beforeAll(async () => {
    const koa = new Koa();
    koa.use(httpMetrics(metrics, 'api'));
    koa.use(async (ctx, next) => {
      try {
        await next();
      } catch {
        ctx.status = 500;
        ctx.body = 'failed';
      }
    });
    const v1 = new Router({ prefix: '/v1' });
    v1.get('/extractions/:requestId', (ctx) => {
      ctx.body = { request_id: ctx.params.requestId };
    });
    v1.get('/broken', () => {
      throw new Error('boom');
    });
    koa.use(v1.routes());
    app = await serve(koa.callback());
  });

  afterAll(async () => {
    await app.close();
  });

  it('counts requests by route template, never by raw path, with their status', async () => {
    for (const id of ['req_a', 'req_b', 'req_c']) {
      expect((await fetch(`${app.url}/v1/extractions/${id}`)).status).toBe(200);
    }
    expect(
      await counterValue(metrics, {
        app: 'api',
        route: '/v1/extractions/:requestId',
        status: '200',
        method: 'GET',
      }),
    ).toBe(3);
    const { values } = await metrics.httpRequests.get();
    expect(values.some((value) => String(value.labels.route).includes('req_a'))).toBe(false);
  });

  it('counts failures and unknown paths, the latter under one label', async () => {
    expect((await fetch(`${app.url}/v1/broken`)).status).toBe(500);
    expect((await fetch(`${app.url}/no/such/${Math.random()}`)).status).toBe(404);
    expect(await counterValue(metrics, { route: '/v1/broken', status: '500' })).toBe(1);
    expect(await counterValue(metrics, { route: UNMATCHED_ROUTE, status: '404' })).toBe(1);
  });

  it('times every request under the same labels', async () => {
    const { values } = await metrics.httpRequestDuration.get();
    const count = values.find(
      (value) =>
        value.metricName === 'sds_http_request_duration_seconds_count' &&
        value.labels.route === '/v1/extractions/:requestId',
    );
    expect(count?.value).toBe(3);
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
