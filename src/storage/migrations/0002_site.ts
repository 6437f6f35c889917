/** The public website's own records: leads, trial samples and their output accesses, contact inquiries, CTA events. */
import type { Kysely } from 'kysely';

// Migrations are frozen history: they use Kysely<unknown>, never today's schema types.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('site_leads')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('source', 'text', (column) => column.notNull())
    .addColumn('full_name', 'text', (column) => column.notNull())
    .addColumn('work_email', 'text', (column) => column.notNull())
    .addColumn('company', 'text', (column) => column.notNull())
    .addColumn('sample_id', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('site_leads_created_at').on('site_leads').column('created_at').execute();

  await db.schema
    .createTable('site_samples')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('request_id', 'text', (column) => column.notNull().unique())
    .addColumn('lead_id', 'text', (column) => column.notNull().references('site_leads.id'))
    .addColumn('file_name', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('engine', 'text')
    .addColumn('engine_note', 'text')
    .addColumn('envelope_json', 'text')
    .addColumn('error_code', 'text')
    .addColumn('error_message', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('finished_at', 'text')
    .execute();
  await db.schema.createIndex('site_samples_created_at').on('site_samples').column('created_at').execute();

  await db.schema
    .createTable('site_sample_accesses')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('sample_id', 'text', (column) => column.notNull().references('site_samples.id'))
    .addColumn('lead_id', 'text', (column) => column.notNull().references('site_leads.id'))
    .addColumn('action', 'text', (column) => column.notNull())
    .addColumn('format', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('site_sample_accesses_sample')
    .on('site_sample_accesses')
    .column('sample_id')
    .execute();

  await db.schema
    .createTable('site_contacts')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('lead_id', 'text', (column) => column.notNull().references('site_leads.id'))
    .addColumn('message', 'text', (column) => column.notNull())
    .addColumn('phone', 'text')
    .addColumn('expected_volume', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('site_analytics_events')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('event', 'text', (column) => column.notNull())
    .addColumn('cta_id', 'text', (column) => column.notNull())
    .addColumn('page', 'text', (column) => column.notNull())
    .addColumn('session_id', 'text')
    .addColumn('referrer', 'text')
    .addColumn('utm_source', 'text')
    .addColumn('utm_medium', 'text')
    .addColumn('utm_campaign', 'text')
    .addColumn('utm_term', 'text')
    .addColumn('utm_content', 'text')
    // Keyed hash of the client address, never the address itself (see src/site/visitor-hash.ts).
    .addColumn('visitor_hash', 'text', (column) => column.notNull())
    .addColumn('day', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('site_analytics_events_day')
    .on('site_analytics_events')
    .columns(['day', 'event'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('site_analytics_events').execute();
  await db.schema.dropTable('site_contacts').execute();
  await db.schema.dropTable('site_sample_accesses').execute();
  await db.schema.dropTable('site_samples').execute();
  await db.schema.dropTable('site_leads').execute();
}
