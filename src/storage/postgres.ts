/** The PostgreSQL side of the database: a connection pool with bounded waits, migrated on open. */
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { migrateToLatest } from './migrate.js';
import { outageAware } from './outage.js';
import type { DatabaseSchema } from './schema.js';

export interface PostgresTimeouts {
  connectTimeoutMs: number;
  queryTimeoutMs: number;
}

export async function openPostgres(
  databaseUrl: string,
  timeouts: PostgresTimeouts,
): Promise<Kysely<DatabaseSchema>> {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    connectionTimeoutMillis: timeouts.connectTimeoutMs,
    query_timeout: timeouts.queryTimeoutMs,
  });
  // An idle client losing its connection (server restart) must not crash the process; the pool
  // replaces it and the next query reports the outage to its caller.
  pool.on('error', () => undefined);
  const kysely = new Kysely<DatabaseSchema>({ dialect: outageAware(new PostgresDialect({ pool })) });
  try {
    // The migrator serializes concurrent openers with a PostgreSQL advisory lock.
    await migrateToLatest(kysely as Kysely<unknown>);
  } catch (error) {
    await kysely.destroy();
    throw error;
  }
  return kysely;
}
