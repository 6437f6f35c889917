/**
 * What every app harness stands on: a temporary data directory, a database (SQLite there, or a
 * scratch PostgreSQL database), the blob store, a Temporal namespace of its own on the run's server,
 * the configuration pointing at all of them, a logger and a Temporal client.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Client } from '@temporalio/client';
import { loadConfig, type AppConfig } from '../../src/config.js';
import { createLogger, type Logger } from '../../src/logging.js';
import { createBlobStore, type BlobStore } from '../../src/storage/blob/index.js';
import { openDatabase, type Database } from '../../src/storage/database.js';
import { createClient } from '../../src/temporal/connection.js';
import { createScratchPostgresDatabase, type ScratchDatabase } from '../setup/postgres.js';
import { createTestNamespace } from '../setup/temporal.js';

export interface BackingServicesOptions {
  /** Names the temporary directory and the logger ('api-test', 'site-test'). */
  name: string;
  database?: 'sqlite' | 'postgres';
  /** Extra environment for loadConfig. */
  environment?: Record<string, string>;
}

export interface BackingServices {
  dataDir: string;
  /** The run's Temporal server and the namespace made for this harness. */
  address: string;
  namespace: string;
  config: AppConfig;
  logger: Logger;
  db: Database;
  blobStore: BlobStore;
  temporal: Client;
  /** Closes the Temporal client and the database, drops the scratch database, removes the data. */
  close(): Promise<void>;
}

/** An app under test, listening on `baseUrl`, with what it runs on. */
export interface RunningApp {
  baseUrl: string;
  config: AppConfig;
  db: Database;
  temporal: Client;
  close(): Promise<void>;
}

export async function startBackingServices(options: BackingServicesOptions): Promise<BackingServices> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `sds-${options.name}-`));
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
  const logger = createLogger({ level: config.logLevel, name: options.name });
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir });
  const blobStore = createBlobStore({ dataDir });
  const temporal = await createClient(config.temporal, { maxAttempts: 3 });
  return {
    dataDir,
    address,
    namespace,
    config,
    logger,
    db,
    blobStore,
    temporal,
    close: async () => {
      await temporal.connection.close();
      await db.close();
      await scratch?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
