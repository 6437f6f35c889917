/** Starts a process's /metrics endpoint from configuration (METRICS_HOST, METRICS_PORT; 0 = off). */
import type http from 'node:http';
import type { AppConfig } from '../config.js';
import type { Logger } from '../logging.js';
import { startMetricsServer, type MetricsSource } from './metrics-server.js';
import { metrics } from './metrics.js';

export interface OperatorEndpoint {
  close(): Promise<void>;
}

export async function startOperatorEndpoint(
  config: Pick<AppConfig, 'metrics'>,
  logger: Logger,
  extraSources: MetricsSource[] = [],
): Promise<OperatorEndpoint> {
  if (config.metrics.port === 0) return { close: async () => {} };
  const server = await startMetricsServer({
    metrics,
    host: config.metrics.host,
    port: config.metrics.port,
    logger,
    extraSources,
  });
  logger.info({ url: `http://${config.metrics.host}:${config.metrics.port}/metrics` }, 'metrics listening');
  return { close: () => closeServer(server) };
}

function closeServer(server: http.Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    // Prometheus keeps its scrape connection alive; nothing on this port is worth waiting for.
    server.closeAllConnections();
  });
}
