/** Retention bookkeeping: when an extraction's uploaded file was released by the retention purge. */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('extractions').addColumn('file_purged_at', 'text').execute();
  await db.schema.createIndex('extractions_blob_ref').on('extractions').column('blob_ref').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('extractions_blob_ref').execute();
  await db.schema.alterTable('extractions').dropColumn('file_purged_at').execute();
}
