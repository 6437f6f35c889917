/** Bulk batches, their items and submissions, webhook endpoints, deliveries and delivery attempts. */
import type { Kysely } from 'kysely';

// Migrations are frozen history: they use Kysely<unknown>, never today's schema types.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('webhook_endpoints')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('api_key_id', 'text', (column) => column.notNull().references('api_keys.id'))
    .addColumn('url', 'text', (column) => column.notNull())
    .addColumn('secret', 'text', (column) => column.notNull())
    .addColumn('description', 'text')
    .addColumn('batch_id', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('deleted_at', 'text')
    .execute();
  await db.schema
    .createIndex('webhook_endpoints_key')
    .on('webhook_endpoints')
    .columns(['api_key_id', 'batch_id'])
    .execute();

  await db.schema
    .createTable('batches')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('api_key_id', 'text', (column) => column.notNull().references('api_keys.id'))
    .addColumn('state', 'text', (column) => column.notNull())
    .addColumn('schema_version', 'text', (column) => column.notNull())
    .addColumn('language_hint', 'text')
    .addColumn('webhook_endpoint_id', 'text', (column) => column.references('webhook_endpoints.id'))
    .addColumn('metadata_json', 'text')
    .addColumn('item_count', 'integer', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .addColumn('finished_at', 'text')
    .execute();
  await db.schema.createIndex('batches_key').on('batches').columns(['api_key_id', 'created_at']).execute();

  await db.schema
    .createTable('bulk_submissions')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('api_key_id', 'text', (column) => column.notNull().references('api_keys.id'))
    .addColumn('batch_id', 'text', (column) => column.notNull().references('batches.id'))
    .addColumn('idempotency_key', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('bulk_submissions_idempotency')
    .on('bulk_submissions')
    .columns(['api_key_id', 'idempotency_key'])
    .unique()
    .execute();

  await db.schema
    .createTable('batch_items')
    .addColumn('batch_id', 'text', (column) => column.notNull().references('batches.id'))
    .addColumn('seq', 'integer', (column) => column.notNull())
    .addColumn('request_id', 'text', (column) =>
      column.notNull().unique().references('extractions.request_id'),
    )
    .addColumn('submission_id', 'text', (column) => column.notNull().references('bulk_submissions.id'))
    .addPrimaryKeyConstraint('batch_items_pk', ['batch_id', 'seq'])
    .execute();
  await db.schema.createIndex('batch_items_submission').on('batch_items').column('submission_id').execute();

  await db.schema
    .createTable('webhook_deliveries')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('message_id', 'text', (column) => column.notNull())
    .addColumn('api_key_id', 'text', (column) => column.notNull().references('api_keys.id'))
    .addColumn('endpoint_id', 'text', (column) => column.notNull().references('webhook_endpoints.id'))
    .addColumn('event_type', 'text', (column) => column.notNull())
    .addColumn('event_key', 'text', (column) => column.notNull())
    .addColumn('payload_json', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('attempt_count', 'integer', (column) => column.notNull())
    .addColumn('last_status_code', 'integer')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .addColumn('finished_at', 'text')
    .execute();
  // One delivery per event and endpoint, whatever retries or replays of the workflow that raised it.
  await db.schema
    .createIndex('webhook_deliveries_event')
    .on('webhook_deliveries')
    .columns(['endpoint_id', 'event_key'])
    .unique()
    .execute();
  await db.schema
    .createIndex('webhook_deliveries_key')
    .on('webhook_deliveries')
    .columns(['api_key_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('webhook_delivery_attempts')
    .addColumn('delivery_id', 'text', (column) => column.notNull().references('webhook_deliveries.id'))
    .addColumn('attempt', 'integer', (column) => column.notNull())
    .addColumn('attempted_at', 'text', (column) => column.notNull())
    .addColumn('status_code', 'integer')
    .addColumn('latency_ms', 'integer', (column) => column.notNull())
    .addColumn('error', 'text')
    .addColumn('outcome', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('webhook_delivery_attempts_pk', ['delivery_id', 'attempt'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'webhook_delivery_attempts',
    'webhook_deliveries',
    'batch_items',
    'bulk_submissions',
    'batches',
    'webhook_endpoints',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
