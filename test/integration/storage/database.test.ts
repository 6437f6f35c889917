import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { openDatabase } from '../../../src/storage/database.js';
import { freePort } from '../../setup/temporal.js';
import { DATABASE_BACKENDS, type TestDatabase } from './backends.js';

const run = promisify(execFile);

describe.each(DATABASE_BACKENDS)('the database on $name', (backend) => {
  let test: TestDatabase;

  beforeEach(async () => {
    test = await backend.open();
  });

  afterEach(async () => {
    await test.dispose();
  });

  it('applies every migration on open and records it', async () => {
    const applied = await test.database.kysely
      .selectFrom('kysely_migration' as never)
      .select(sql<string>`name`.as('name'))
      .execute();
    expect(applied.map((row) => row.name)).toContain('0001_core');
    await expect(test.database.kysely.selectFrom('api_keys').selectAll().execute()).resolves.toEqual([]);
    await expect(test.database.kysely.selectFrom('extractions').selectAll().execute()).resolves.toEqual([]);
  });

  it('opens again without re-running migrations and keeps the data', async () => {
    const { key } = await test.database.apiKeys.create({
      environment: 'test',
      tier: 'free',
      deployment: 'cloud',
    });
    const second = await test.reopen();
    await expect(second.apiKeys.get(key.id)).resolves.toEqual(key);
  });

  it('lets several connections migrate a fresh database at the same time', async () => {
    const fresh = await backend.open(3);
    try {
      for (const database of fresh.databases) await expect(database.ping()).resolves.toBeUndefined();
      const applied = await fresh.database.kysely
        .selectFrom('kysely_migration' as never)
        .select(sql<string>`name`.as('name'))
        .execute();
      expect(applied.filter((row) => row.name === '0001_core')).toHaveLength(1);
    } finally {
      await fresh.dispose();
    }
  });

  it('answers ping while open and rejects once closed', async () => {
    await expect(test.database.ping()).resolves.toBeUndefined();
    const other = await test.reopen();
    await other.close();
    await expect(other.ping()).rejects.toThrow();
  });
});

describe('opening PostgreSQL that is not there', () => {
  it('fails within the connection timeout instead of hanging', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'sds-storage-test-'));
    const port = await freePort();
    try {
      await expect(
        openDatabase({
          databaseUrl: `postgresql://postgres@127.0.0.1:${port}/postgres`,
          dataDir,
          busyTimeoutMs: 1_000,
        }),
      ).rejects.toThrow();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('SQLite shared by several processes', () => {
  it('is migrated once when the API and the worker start together on a fresh data directory', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'sds-storage-test-'));
    const child = path.join(import.meta.dirname, 'open-database-process.ts');
    try {
      const outputs = await Promise.all(
        [1, 2, 3].map(() =>
          run(process.execPath, ['--import', 'tsx', child], { env: { ...process.env, DATA_DIR: dataDir } }),
        ),
      );
      expect(outputs.map((output) => output.stdout.trim())).toEqual(['opened', 'opened', 'opened']);
      const database = await openDatabase({ dataDir });
      await expect(database.apiKeys.list()).resolves.toEqual([]);
      await database.close();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
