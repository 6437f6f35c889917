/**
 * The two database backends every storage test runs against: a SQLite file in a temporary data
 * directory, and a scratch database in the test run's PostgreSQL cluster (TEST_DATABASE_URL).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from '../../../src/storage/database.js';
import { createScratchPostgresDatabase } from '../../setup/postgres.js';

export interface TestDatabase {
  database: Database;
  /** Every connection opened at the start, concurrently, on the fresh database. */
  databases: Database[];
  /** DATA_DIR and, for PostgreSQL, DATABASE_URL: how a child process reaches the same database. */
  environment: Record<string, string>;
  /** Opens another connection to the same database, as a second process would. */
  reopen(): Promise<Database>;
  dispose(): Promise<void>;
}

export interface DatabaseBackend {
  name: 'SQLite' | 'PostgreSQL';
  open(concurrentOpens?: number): Promise<TestDatabase>;
}

function testPostgresUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set: the Jest global set-up starts PostgreSQL');
  return url;
}

async function openBackend(
  databaseUrl: string | undefined,
  cleanUp: () => Promise<void>,
  concurrentOpens = 1,
): Promise<TestDatabase> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'sds-storage-test-'));
  const opened: Database[] = [];
  const reopen = async () => {
    const database = await openDatabase({ databaseUrl, dataDir });
    opened.push(database);
    return database;
  };
  const databases = await Promise.all(Array.from({ length: concurrentOpens }, reopen));
  return {
    database: databases[0]!,
    databases,
    environment: databaseUrl ? { DATA_DIR: dataDir, DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir },
    reopen,
    dispose: async () => {
      await Promise.all(opened.map((database) => database.close()));
      await cleanUp();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export const DATABASE_BACKENDS: DatabaseBackend[] = [
  {
    name: 'SQLite',
    open: (concurrentOpens) => openBackend(undefined, async () => undefined, concurrentOpens),
  },
  {
    name: 'PostgreSQL',
    open: async (concurrentOpens) => {
      const scratch = await createScratchPostgresDatabase(testPostgresUrl());
      return openBackend(scratch.url, scratch.drop, concurrentOpens);
    },
  },
];
