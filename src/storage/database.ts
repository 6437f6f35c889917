/**
 * The service's own records: SQLite under the data directory by default, PostgreSQL when a URL is
 * given. Both get the same schema through the same migrations, run on open.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import { migrateToLatest } from './migrate.js';
import { databaseUnavailable, outageAware } from './outage.js';
import { createRepositories, type Repositories } from './repositories/index.js';
import type { DatabaseSchema } from './schema.js';

export interface OpenDatabaseOptions {
  /** postgres:// or postgresql:// URL; without it the SQLite file `<dataDir>/sds.sqlite` is used. */
  databaseUrl?: string;
  dataDir: string;
  /** How long to wait for a connection or a lock before failing, so callers fail fast. Default 5 s. */
  busyTimeoutMs?: number;
  /** PostgreSQL only: a query unanswered for this long fails (a hung server must not hang callers). Default 30 s. */
  queryTimeoutMs?: number;
}

export type DatabaseDialect = 'sqlite' | 'postgres';

export interface Database extends Repositories {
  readonly kysely: Kysely<DatabaseSchema>;
  readonly dialect: DatabaseDialect;
  /** Resolves when the database answers a query within the busy timeout; rejects with service_unavailable otherwise. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

const DEFAULT_BUSY_TIMEOUT_MS = 5_000;
const DEFAULT_QUERY_TIMEOUT_MS = 30_000;
export const SQLITE_FILE_NAME = 'sds.sqlite';
const SQLITE_LOCK_POLL_MS = 20;

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  const busyTimeoutMs = options.busyTimeoutMs ?? DEFAULT_BUSY_TIMEOUT_MS;
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, busyTimeoutMs, options.queryTimeoutMs ?? DEFAULT_QUERY_TIMEOUT_MS)
    : openSqlite(options.dataDir, busyTimeoutMs);
}

async function openPostgres(
  databaseUrl: string,
  busyTimeoutMs: number,
  queryTimeoutMs: number,
): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    connectionTimeoutMillis: busyTimeoutMs,
    query_timeout: queryTimeoutMs,
  });
  // An idle client losing its connection (server restart) must not crash the process; the pool
  // replaces it and the next query reports the outage to its caller.
  pool.on('error', () => undefined);
  const kysely = new Kysely<DatabaseSchema>({ dialect: outageAware(new PostgresDialect({ pool })) });
  try {
    await migrateToLatest(kysely as Kysely<unknown>);
  } catch (error) {
    await kysely.destroy();
    throw error;
  }
  return assemble(kysely, 'postgres', busyTimeoutMs);
}

async function openSqlite(dataDir: string, busyTimeoutMs: number): Promise<Database> {
  mkdirSync(dataDir, { recursive: true });
  const connection = new BetterSqlite3(path.join(dataDir, SQLITE_FILE_NAME), { timeout: busyTimeoutMs });
  connection.pragma('journal_mode = WAL');
  connection.pragma('synchronous = NORMAL');
  connection.pragma('foreign_keys = ON');
  const kysely = new Kysely<DatabaseSchema>({
    dialect: outageAware(new SqliteDialect({ database: connection })),
  });
  try {
    await migrateSqliteExclusively(connection, kysely, busyTimeoutMs);
  } catch (error) {
    await kysely.destroy();
    throw error;
  }
  return assemble(kysely, 'sqlite', busyTimeoutMs);
}

/**
 * Kysely runs SQLite migrations without a transaction or a lock. The API and the worker may open
 * the same file at once, so the whole run goes inside one IMMEDIATE transaction: it holds the write
 * lock, and a failure leaves no half-applied schema behind.
 */
async function migrateSqliteExclusively(
  connection: BetterSqlite3.Database,
  kysely: Kysely<DatabaseSchema>,
  busyTimeoutMs: number,
): Promise<void> {
  await beginImmediateWithoutBlocking(connection, busyTimeoutMs);
  try {
    await migrateToLatest(kysely as Kysely<unknown>);
    connection.exec('COMMIT');
  } catch (error) {
    connection.exec('ROLLBACK');
    throw error;
  }
}

/**
 * better-sqlite3 waits for a lock synchronously, which would freeze this process's event loop, so
 * a holder in the same process (another open Database mid-migration) could never finish. Poll
 * instead, yielding between attempts.
 */
async function beginImmediateWithoutBlocking(
  connection: BetterSqlite3.Database,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  connection.pragma('busy_timeout = 0');
  try {
    for (;;) {
      try {
        connection.exec('BEGIN IMMEDIATE');
        return;
      } catch (error) {
        if ((error as { code?: unknown }).code !== 'SQLITE_BUSY' || Date.now() >= deadline) throw error;
        await delay(SQLITE_LOCK_POLL_MS);
      }
    }
  } finally {
    connection.pragma(`busy_timeout = ${timeoutMs}`);
  }
}

function assemble(kysely: Kysely<DatabaseSchema>, dialect: DatabaseDialect, pingTimeoutMs: number): Database {
  return {
    kysely,
    dialect,
    ...createRepositories(kysely),
    ping: () => answerWithin(sql`select 1`.execute(kysely), pingTimeoutMs),
    close: () => kysely.destroy(),
  };
}

async function answerWithin(query: Promise<unknown>, timeoutMs: number): Promise<void> {
  const timeout = new AbortController();
  try {
    await Promise.race([
      query,
      delay(timeoutMs, undefined, { signal: timeout.signal }).then(() => {
        throw databaseUnavailable(new Error(`The database did not answer within ${timeoutMs} ms.`));
      }),
    ]);
  } finally {
    timeout.abort();
  }
}
