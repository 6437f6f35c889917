/** The SQLite side of the database: one WAL-mode file under the data directory, migrated on open. */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { migrateToLatest } from './migrate.js';
import { outageAware } from './outage.js';
import type { DatabaseSchema } from './schema.js';

export const SQLITE_FILE_NAME = 'sds.sqlite';
const LOCK_POLL_MS = 20;

export async function openSqlite(dataDir: string, busyTimeoutMs: number): Promise<Kysely<DatabaseSchema>> {
  mkdirSync(dataDir, { recursive: true });
  const connection = new BetterSqlite3(path.join(dataDir, SQLITE_FILE_NAME), { timeout: busyTimeoutMs });
  connection.pragma('journal_mode = WAL');
  connection.pragma('synchronous = NORMAL');
  connection.pragma('foreign_keys = ON');
  const kysely = new Kysely<DatabaseSchema>({
    dialect: outageAware(new SqliteDialect({ database: connection })),
  });
  try {
    await migrateExclusively(connection, kysely, busyTimeoutMs);
  } catch (error) {
    await kysely.destroy();
    throw error;
  }
  return kysely;
}

/**
 * Kysely runs SQLite migrations without a transaction or a lock. The API and the worker may open
 * the same file at once, so the whole run goes inside one IMMEDIATE transaction: it holds the write
 * lock, and a failure leaves no half-applied schema behind.
 */
async function migrateExclusively(
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
        await delay(LOCK_POLL_MS);
      }
    }
  } finally {
    connection.pragma(`busy_timeout = ${timeoutMs}`);
  }
}
