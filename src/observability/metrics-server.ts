/**
 * The operator endpoint: GET /metrics in the Prometheus text format on METRICS_PORT, apart from the
 * public ports so it is never exposed with the API. Extra sources (the Temporal Core SDK's own
 * exporter) are appended to the service's registry.
 */
import http from 'node:http';
import type { Logger } from '../logging.js';
import type { ServiceMetrics } from './metrics.js';

/** Another exposition in the Prometheus text format, e.g. scraped from a local exporter. */
export type MetricsSource = () => Promise<string>;

export interface MetricsServerOptions {
  metrics: ServiceMetrics;
  host: string;
  port: number;
  logger: Logger;
  extraSources?: MetricsSource[];
}

export async function startMetricsServer(options: MetricsServerOptions): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
      return;
    }
    exposition(options)
      .then((body) => {
        response.writeHead(200, { 'content-type': options.metrics.registry.contentType }).end(body);
      })
      .catch((error: unknown) => {
        options.logger.error({ err: error }, 'metrics collection failed');
        response.writeHead(500, { 'content-type': 'text/plain' }).end('metrics collection failed\n');
      });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return server;
}

async function exposition(options: MetricsServerOptions): Promise<string> {
  const own = await options.metrics.registry.metrics();
  const extra = await Promise.all(
    (options.extraSources ?? []).map((source) =>
      source().catch((error: unknown) => {
        // One failing source must not hide the others; the gap shows in the log.
        options.logger.warn({ err: error }, 'a metrics source failed');
        return '';
      }),
    ),
  );
  return [own, ...extra].filter((text) => text.trim() !== '').join('\n');
}
