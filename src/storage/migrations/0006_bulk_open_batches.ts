/**
 * A batch the caller holds open for further chunks (`more_files`): until `open_until` passes, or a
 * request without `more_files` or a close releases it, the batch does not close even when every item
 * has settled.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('batches').addColumn('open_until', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('batches').dropColumn('open_until').execute();
}
