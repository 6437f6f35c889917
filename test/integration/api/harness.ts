/**
 * A real API stack for integration tests: the Koa app on a free port, a database (SQLite in a
 * temporary data directory, or a scratch PostgreSQL database), the blob store, and production-lane
 * workers running the real activities against the run's Temporal server in a namespace of its own.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import type http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { Client } from '@temporalio/client';
import { DefaultLogger, NativeConnection, Runtime, type Worker } from '@temporalio/worker';
import { createActivities } from '../../../activities/index.js';
import { createApiApp } from '../../../src/api/app.js';
import { BatchClient } from '../../../src/bulk/batch-client.js';
import { loadConfig, type AppConfig, type WorkerLane } from '../../../src/config.js';
import type { TierName } from '../../../src/keys/tiers.js';
import { createLogger } from '../../../src/logging.js';
import { listen } from '../../../src/main/http-server.js';
import { createBlobStore } from '../../../src/storage/blob/index.js';
import { openDatabase, type Database } from '../../../src/storage/database.js';
import { createClient } from '../../../src/temporal/connection.js';
import { ExtractionClient } from '../../../src/temporal/extraction-client.js';
import { createLaneWorkers } from '../../../src/temporal/workers.js';
import { createScratchPostgresDatabase, type ScratchDatabase } from '../../setup/postgres.js';
import { createTestNamespace } from '../../setup/temporal.js';

export interface HarnessOptions {
  database?: 'sqlite' | 'postgres';
  /** Extra environment for loadConfig (limits, time-outs, TEMPORAL_ADDRESS). */
  environment?: Record<string, string>;
  /** Start the production-lane workers right away (default true). */
  startWorkers?: boolean;
  /** Lanes the workers poll (default: production only). */
  lanes?: WorkerLane[];
}

export interface ApiHarness {
  baseUrl: string;
  config: AppConfig;
  db: Database;
  temporal: Client;
  /** Creates an API key and returns its plaintext and id. */
  createKey(tier?: TierName): Promise<{ plaintext: string; id: string }>;
  startWorkers(): Promise<void>;
  close(): Promise<void>;
}

const LANES: WorkerLane[] = ['production'];

// The SDK logs every worker state change and every failed activity (expected in these tests).
let runtimeInstalled = false;
function installQuietRuntime(): void {
  if (runtimeInstalled) return;
  Runtime.install({ logger: new DefaultLogger('ERROR') });
  runtimeInstalled = true;
}

export async function startApiHarness(options: HarnessOptions = {}): Promise<ApiHarness> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'sds-api-test-'));
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
  const logger = createLogger({ level: config.logLevel, name: 'api-test' });
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir });
  const blobStore = createBlobStore({ dataDir });
  const temporal = await createClient(config.temporal, { maxAttempts: 3 });
  const app = createApiApp({
    config,
    db,
    blobStore,
    workflows: new ExtractionClient(temporal),
    bulk: new BatchClient(temporal),
    logger,
  });
  const server: http.Server = await listen(app.callback(), '127.0.0.1', 0);
  const { port } = server.address() as { port: number };

  let workerConnection: NativeConnection | undefined;
  const running: { worker: Worker; run: Promise<void> }[] = [];
  const startWorkers = async (): Promise<void> => {
    installQuietRuntime();
    // Workers always reach the run's server, even when a test points the API elsewhere.
    workerConnection = await NativeConnection.connect({ address });
    const workers = await createLaneWorkers({
      connection: workerConnection,
      namespace,
      lanes: options.lanes ?? LANES,
      slots: config.worker.slots,
      activities: createActivities({ db, blobStore, config }),
      logger,
      shutdownGraceTime: '1 second',
    });
    running.push(...workers.map((worker) => ({ worker, run: worker.run() })));
  };
  if (options.startWorkers ?? true) await startWorkers();

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    config,
    db,
    temporal,
    createKey: async (tier = 'standard') => {
      const created = await db.apiKeys.create({ environment: 'test', tier, deployment: 'cloud' });
      return { plaintext: created.plaintext, id: created.key.id };
    },
    startWorkers,
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      for (const { worker } of running) worker.shutdown();
      await Promise.all(running.map(({ run }) => run));
      await workerConnection?.close();
      await temporal.connection.close();
      await db.close();
      await scratch?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
