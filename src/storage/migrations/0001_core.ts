/** API keys and the record of every extraction request. */
import type { Kysely } from 'kysely';

// Migrations are frozen history: they use Kysely<unknown>, never today's schema types.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('api_keys')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('environment', 'text', (column) => column.notNull())
    .addColumn('tier', 'text', (column) => column.notNull())
    .addColumn('deployment', 'text', (column) => column.notNull())
    .addColumn('label', 'text')
    .addColumn('display_prefix', 'text', (column) => column.notNull())
    .addColumn('secret_hash', 'text', (column) => column.notNull().unique())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('revoked_at', 'text')
    .execute();

  await db.schema
    .createTable('extractions')
    .addColumn('request_id', 'text', (column) => column.primaryKey())
    .addColumn('api_key_id', 'text', (column) => column.references('api_keys.id'))
    .addColumn('traffic', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('file_name', 'text', (column) => column.notNull())
    .addColumn('blob_ref', 'text', (column) => column.notNull())
    .addColumn('byte_size', 'integer', (column) => column.notNull())
    .addColumn('schema_version', 'text', (column) => column.notNull())
    .addColumn('language_hint', 'text')
    .addColumn('idempotency_key', 'text')
    .addColumn('batch_id', 'text')
    .addColumn('envelope_json', 'text')
    .addColumn('confidence_score', 'double precision')
    .addColumn('warning_count', 'integer')
    .addColumn('error_code', 'text')
    .addColumn('error_message', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .addColumn('started_at', 'text')
    .addColumn('finished_at', 'text')
    .execute();

  // NULLs are distinct in unique indexes on both engines, so rows without a key never collide.
  await db.schema
    .createIndex('extractions_idempotency')
    .on('extractions')
    .columns(['api_key_id', 'idempotency_key'])
    .unique()
    .execute();
  await db.schema.createIndex('extractions_batch').on('extractions').column('batch_id').execute();
  await db.schema.createIndex('extractions_created_at').on('extractions').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('extractions').execute();
  await db.schema.dropTable('api_keys').execute();
}
