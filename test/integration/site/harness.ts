/**
 * A real website stack for integration and browser tests: the site's Koa app on a free port, a
 * database (SQLite in a temporary directory or a scratch PostgreSQL database), the blob store, and
 * an evaluation-lane worker running the real activities against the run's Temporal server.
 */
import { readFile } from 'node:fs/promises';
import type http from 'node:http';
import { NativeConnection, type Worker } from '@temporalio/worker';
import { createActivities } from '../../../activities/index.js';
import { listen } from '../../../src/main/http-server.js';
import { createSiteApp } from '../../../src/site/app.js';
import { composeSite } from '../../../src/site/compose.js';
import { ExtractionClient } from '../../../src/temporal/extraction-client.js';
import { createLaneWorkers } from '../../../src/temporal/workers.js';
import { startBackingServices, type RunningApp } from '../backing-services.js';

export const OPENAPI_PATH = new URL('../../../openapi.yaml', import.meta.url);

export interface SiteHarnessOptions {
  database?: 'sqlite' | 'postgres';
  /** Extra environment for loadConfig (site limits, bot check, generative provider, admin key). */
  environment?: Record<string, string>;
}

export type SiteHarness = RunningApp;

export async function startSiteHarness(options: SiteHarnessOptions = {}): Promise<SiteHarness> {
  const services = await startBackingServices({
    name: 'site-test',
    database: options.database,
    environment: options.environment,
  });
  const { address, namespace, config, logger, db, blobStore, temporal } = services;
  const app = createSiteApp(
    composeSite({
      config,
      db,
      blobStore,
      logger,
      workflows: new ExtractionClient(temporal),
      openApiYaml: await readFile(OPENAPI_PATH, 'utf8'),
    }),
  );
  const server: http.Server = await listen(app.callback(), '127.0.0.1', 0);
  const { port } = server.address() as { port: number };

  const workerConnection = await NativeConnection.connect({ address });
  const workers: Worker[] = await createLaneWorkers({
    connection: workerConnection,
    namespace,
    lanes: ['evaluation'],
    slots: config.worker.slots,
    activities: createActivities({ db, blobStore, config }),
    logger,
    shutdownGraceTime: '1 second',
  });
  const runs = workers.map((worker) => worker.run());

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    config,
    db,
    temporal,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      for (const worker of workers) worker.shutdown();
      await Promise.all(runs);
      await workerConnection.close();
      await services.close();
    },
  };
}
