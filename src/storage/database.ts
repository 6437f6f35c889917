/**
 * The service's own records: SQLite under the data directory by default, PostgreSQL when a URL is
 * given. Both get the same schema through the same migrations, run on open.
 */
import { setTimeout as delay } from 'node:timers/promises';
import { sql, type Kysely } from 'kysely';
import { databaseUnavailable } from './outage.js';
import { openPostgres } from './postgres.js';
import { createRepositories, type Repositories } from './repositories/index.js';
import type { DatabaseSchema } from './schema.js';
import { openSqlite } from './sqlite.js';

export { SQLITE_FILE_NAME } from './sqlite.js';

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
  /** Resolves when the database answers within the busy timeout; rejects with service_unavailable otherwise. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

const DEFAULT_BUSY_TIMEOUT_MS = 5_000;
const DEFAULT_QUERY_TIMEOUT_MS = 30_000;

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  const busyTimeoutMs = options.busyTimeoutMs ?? DEFAULT_BUSY_TIMEOUT_MS;
  if (options.databaseUrl) {
    const kysely = await openPostgres(options.databaseUrl, {
      connectTimeoutMs: busyTimeoutMs,
      queryTimeoutMs: options.queryTimeoutMs ?? DEFAULT_QUERY_TIMEOUT_MS,
    });
    return assemble(kysely, 'postgres', busyTimeoutMs);
  }
  return assemble(await openSqlite(options.dataDir, busyTimeoutMs), 'sqlite', busyTimeoutMs);
}

function assemble(kysely: Kysely<DatabaseSchema>, dialect: DatabaseDialect, pingTimeoutMs: number): Database {
  return {
    kysely,
    dialect,
    ...createRepositories(kysely, dialect),
    ping: () => answerWithin(sql`select 1`.execute(kysely), pingTimeoutMs),
    close: () => kysely.destroy(),
  };
}

async function answerWithin(query: Promise<unknown>, timeoutMs: number): Promise<void> {
  const timer = new AbortController();
  try {
    await Promise.race([
      query,
      delay(timeoutMs, undefined, { signal: timer.signal }).then(() => {
        throw databaseUnavailable(new Error(`The database did not answer within ${timeoutMs} ms.`));
      }),
    ]);
  } finally {
    timer.abort();
  }
}
