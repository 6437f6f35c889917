/**
 * Page images of trial samples (the evidence viewer's background), one row per page. They live and
 * die with their sample: the leads purge deletes them with it. The image is base64 text so that the
 * column type is the same in SQLite and PostgreSQL.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('site_sample_pages')
    .addColumn('sample_id', 'text', (column) => column.notNull().references('site_samples.id'))
    .addColumn('page', 'integer', (column) => column.notNull())
    .addColumn('width', 'integer', (column) => column.notNull())
    .addColumn('height', 'integer', (column) => column.notNull())
    .addColumn('media_type', 'text', (column) => column.notNull())
    .addColumn('image_base64', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('site_sample_pages_pk', ['sample_id', 'page'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('site_sample_pages').execute();
}
