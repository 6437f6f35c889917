/**
 * Bulk items look up whether interactive extractions (synchronous calls, website trials: the rows
 * without a batch) are open, several times a second while they wait: this index answers that from
 * the few open rows, however many finished or batch rows the table holds.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('extractions_batch_status')
    .on('extractions')
    .columns(['batch_id', 'status'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('extractions_batch_status').execute();
}
