/**
 * The website's per-client rate-limit windows, shared by every site instance on the database. The
 * client is a keyed hash of its address (src/site/rate-limit.ts), never the address itself.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('site_rate_limits')
    .addColumn('policy', 'text', (column) => column.notNull())
    .addColumn('client_hash', 'text', (column) => column.notNull())
    .addColumn('window_started_at', 'text', (column) => column.notNull())
    .addColumn('count', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('site_rate_limits_pkey', ['policy', 'client_hash'])
    .execute();
  await db.schema
    .createIndex('site_rate_limits_window')
    .on('site_rate_limits')
    .columns(['policy', 'window_started_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('site_rate_limits').execute();
}
