/**
 * A real API stack for integration tests: the Koa app on a free port, a database (SQLite in a
 * temporary data directory, or a scratch PostgreSQL database), the blob store, and production-lane
 * workers running the real activities against the run's Temporal server in a namespace of its own.
 */
import type http from 'node:http';
import { DefaultLogger, NativeConnection, Runtime, type Worker } from '@temporalio/worker';
import { createActivities } from '../../../activities/index.js';
import { createApiApp } from '../../../src/api/app.js';
import { BatchClient } from '../../../src/bulk/batch-client.js';
import type { WorkerLane } from '../../../src/config.js';
import type { TierName } from '../../../src/keys/tiers.js';
import { listen } from '../../../src/main/http-server.js';
import type { BlobStore } from '../../../src/storage/blob/index.js';
import { ExtractionClient } from '../../../src/temporal/extraction-client.js';
import { createLaneWorkers } from '../../../src/temporal/workers.js';
import { startBackingServices, type RunningApp } from '../backing-services.js';

export interface HarnessOptions {
  database?: 'sqlite' | 'postgres';
  /** Extra environment for loadConfig (limits, time-outs, TEMPORAL_ADDRESS). */
  environment?: Record<string, string>;
  /** Start the production-lane workers right away (default true). */
  startWorkers?: boolean;
  /** Lanes the workers poll (default: production only). */
  lanes?: WorkerLane[];
}

export interface ApiHarness extends RunningApp {
  /** The blob store the app and the workers keep uploaded files in. */
  blobStore: BlobStore;
  /** Creates an API key and returns its plaintext and id. */
  createKey(tier?: TierName): Promise<{ plaintext: string; id: string }>;
  startWorkers(): Promise<void>;
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
  const services = await startBackingServices({
    name: 'api-test',
    database: options.database,
    environment: options.environment,
  });
  const { address, namespace, config, logger, db, blobStore, temporal } = services;
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
    blobStore,
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
      await services.close();
    },
  };
}
