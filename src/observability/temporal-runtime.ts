/**
 * Installs the Temporal Core runtime of a worker process with its Prometheus exporter on a private
 * loopback port; the service's /metrics appends that exposition, so operators scrape one endpoint
 * per process for both the service's and the SDK's metrics (temporal_* names).
 */
import net from 'node:net';
import { Runtime } from '@temporalio/worker';
import type { Logger } from '../logging.js';
import { temporalLogger } from '../temporal/logger.js';
import type { MetricsSource } from './metrics-server.js';

async function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Installs the runtime (once per process, before any worker) and returns its metrics as a source. */
export async function installTemporalRuntime(logger: Logger): Promise<MetricsSource> {
  const port = await freeLoopbackPort();
  Runtime.install({
    logger: temporalLogger(logger),
    telemetryOptions: {
      metrics: {
        prometheus: {
          bindAddress: `127.0.0.1:${port}`,
          countersTotalSuffix: true,
          unitSuffix: true,
          useSecondsForDurations: true,
        },
      },
    },
  });
  return async () => {
    const response = await fetch(`http://127.0.0.1:${port}/metrics`, { signal: AbortSignal.timeout(5_000) });
    if (!response.ok) throw new Error(`Temporal SDK metrics answered ${response.status}`);
    return response.text();
  };
}
