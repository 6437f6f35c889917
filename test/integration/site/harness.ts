/**
 * A real website stack for integration and browser tests: the site's Koa app on a free port, a
 * database (SQLite in a temporary directory or a scratch PostgreSQL database), the blob store, and
 * an evaluation-lane worker running the real activities against the run's Temporal server.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import type http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { Client } from '@temporalio/client';
import { NativeConnection, type Worker } from '@temporalio/worker';
import { createActivities } from '../../../activities/index.js';
import { loadConfig, type AppConfig } from '../../../src/config.js';
import { createLogger } from '../../../src/logging.js';
import { listen } from '../../../src/main/http-server.js';
import { createSiteApp } from '../../../src/site/app.js';
import { composeSite } from '../../../src/site/compose.js';
import { createBlobStore } from '../../../src/storage/blob/index.js';
import { openDatabase, type Database } from '../../../src/storage/database.js';
import { createClient } from '../../../src/temporal/connection.js';
import { ExtractionClient } from '../../../src/temporal/extraction-client.js';
import { createLaneWorkers } from '../../../src/temporal/workers.js';
import { createScratchPostgresDatabase, type ScratchDatabase } from '../../setup/postgres.js';
import { createTestNamespace } from '../../setup/temporal.js';

export const OPENAPI_PATH = new URL('../../../openapi.yaml', import.meta.url);

export interface SiteHarnessOptions {
  database?: 'sqlite' | 'postgres';
  /** Extra environment for loadConfig (site limits, bot check, generative provider, admin key). */
  environment?: Record<string, string>;
}

export interface SiteHarness {
  baseUrl: string;
  config: AppConfig;
  db: Database;
  temporal: Client;
  close(): Promise<void>;
}

export async function startSiteHarness(options: SiteHarnessOptions = {}): Promise<SiteHarness> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'sds-site-test-'));
  let scratch: ScratchDatabase | undefined;
  if (options.database === 'postgres') {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set: the Jest global set-up starts PostgreSQL');
    scratch = await createScratchPostgresDatabase(serverUrl);
  }
  const { address, namespace } = await createTestNamespace();
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    TEMPORAL_ADDRESS: address,
    TEMPORAL_NAMESPACE: namespace,
    ...(scratch ? { DATABASE_URL: scratch.url } : {}),
    ...options.environment,
  });
  const logger = createLogger({ level: config.logLevel, name: 'site-test' });
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir });
  const blobStore = createBlobStore({ dataDir });
  const temporal = await createClient(config.temporal, { maxAttempts: 3 });
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
      await temporal.connection.close();
      await db.close();
      await scratch?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
