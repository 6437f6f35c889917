import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { openDatabase, SQLITE_FILE_NAME, type Database } from '../../../src/storage/database.js';
import { startTestPostgres, type TestPostgres } from '../../setup/postgres.js';

const BLOB_REF = `sha256:${'cd'.repeat(32)}`;

describe('PostgreSQL going away and coming back', () => {
  let server: TestPostgres;
  let dataDir: string;
  let database: Database;

  beforeAll(async () => {
    server = await startTestPostgres();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'sds-outage-test-'));
    database = await openDatabase({ databaseUrl: server.url, dataDir, busyTimeoutMs: 2_000 });
  });

  afterAll(async () => {
    await database.close();
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('fails fast with service_unavailable while down, writes nothing, and recovers by itself', async () => {
    const { key, plaintext } = await database.apiKeys.create({
      environment: 'live',
      tier: 'standard',
      deployment: 'cloud',
    });
    await server.stopServer();

    await expect(database.ping()).rejects.toMatchObject({ code: 'service_unavailable', status: 503 });
    await expect(database.apiKeys.verify(plaintext)).rejects.toMatchObject({ code: 'service_unavailable' });
    await expect(
      database.extractions.create({
        requestId: 'req_during_outage',
        apiKeyId: key.id,
        traffic: 'production',
        fileName: 'a.pdf',
        blobRef: BLOB_REF,
        byteSize: 10,
        schemaVersion: '2025-06',
      }),
    ).rejects.toMatchObject({ code: 'service_unavailable' });

    await server.startServer();
    await expect(database.ping()).resolves.toBeUndefined();
    await expect(database.apiKeys.verify(plaintext)).resolves.toEqual(key);
    await expect(database.extractions.get('req_during_outage')).resolves.toBeNull();
  });

  it('leaves errors about the query itself as they are', async () => {
    const attempt = database.extractions.create({
      requestId: 'req_unknown_key',
      apiKeyId: 'key_missing',
      traffic: 'production',
      fileName: 'a.pdf',
      blobRef: BLOB_REF,
      byteSize: 10,
      schemaVersion: '2025-06',
    });
    await expect(attempt).rejects.toThrow(/foreign key/);
    await expect(attempt).rejects.not.toMatchObject({ code: 'service_unavailable' });
  });
});

describe('SQLite locked by another writer', () => {
  it('answers service_unavailable once the busy timeout runs out, instead of waiting forever', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'sds-outage-test-'));
    const database = await openDatabase({ dataDir, busyTimeoutMs: 200 });
    const otherWriter = new BetterSqlite3(path.join(dataDir, SQLITE_FILE_NAME));
    try {
      otherWriter.exec('BEGIN EXCLUSIVE');
      await expect(
        database.apiKeys.create({ environment: 'test', tier: 'free', deployment: 'cloud' }),
      ).rejects.toMatchObject({ code: 'service_unavailable' });
      otherWriter.exec('ROLLBACK');
      await expect(
        database.apiKeys.create({ environment: 'test', tier: 'free', deployment: 'cloud' }),
      ).resolves.toMatchObject({ key: { tier: 'free' } });
    } finally {
      otherWriter.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
