/**
 * Products and their documents (issue 26): each API key's extractions linked to the product they
 * describe (supplier and product code or name), with the role of each document (a revision, a
 * variant of one, a duplicate) and, for a newer revision, the earlier document it revises.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('products')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('api_key_id', 'text', (column) => column.notNull().references('api_keys.id'))
    .addColumn('supplier_key', 'text', (column) => column.notNull())
    .addColumn('product_key', 'text', (column) => column.notNull())
    .addColumn('name_key', 'text', (column) => column.notNull())
    .addColumn('supplier_name', 'text')
    .addColumn('product_name', 'text')
    .addColumn('product_code', 'text')
    .addColumn('first_extraction_id', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .addUniqueConstraint('products_identity', ['api_key_id', 'supplier_key', 'product_key'])
    .execute();
  await db.schema
    .createIndex('products_key_created')
    .on('products')
    .columns(['api_key_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('product_documents')
    .addColumn('extraction_id', 'text', (column) => column.primaryKey().references('extractions.request_id'))
    .addColumn('product_id', 'text', (column) => column.notNull().references('products.id'))
    .addColumn('api_key_id', 'text', (column) => column.notNull())
    .addColumn('batch_id', 'text')
    .addColumn('content_hash', 'text', (column) => column.notNull())
    .addColumn('role', 'text', (column) => column.notNull())
    .addColumn('related_extraction_id', 'text')
    .addColumn('revision_of', 'text')
    .addColumn('regulatory_changes', 'integer')
    .addColumn('revision_date', 'text')
    .addColumn('version', 'text')
    .addColumn('language', 'text')
    .addColumn('uploaded_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('product_documents_product')
    .on('product_documents')
    .column('product_id')
    .execute();
  await db.schema
    .createIndex('product_documents_content')
    .on('product_documents')
    .columns(['api_key_id', 'content_hash'])
    .execute();
  await db.schema.createIndex('product_documents_batch').on('product_documents').column('batch_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('product_documents').execute();
  await db.schema.dropTable('products').execute();
}
