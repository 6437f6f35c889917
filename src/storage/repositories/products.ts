/**
 * Products and their documents, per API key. Linking a document reads the product's documents and
 * then writes, so it runs in one transaction holding its key's lock: two documents of one key are
 * linked one after the other, whatever worker links them.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ProductIdentity } from '../../revisions/product-identity.js';
import type { DocumentRole, ProductDocument } from '../../revisions/revision-order.js';
import { nowIso } from '../clock.js';
import type { DatabaseSchema } from '../schema.js';
import { ExtractionRepository } from './extractions.js';
import type { ProductDocumentsTable, ProductsTable } from './product-tables.js';

export interface ProductRecord {
  id: string;
  apiKeyId: string;
  supplierName: string | null;
  productName: string | null;
  productCode: string | null;
  firstExtractionId: string;
  createdAt: string;
  updatedAt: string;
}

export interface LinkedDocument extends ProductDocument {
  productId: string;
  apiKeyId: string;
  batchId: string | null;
  contentHash: string;
  revisionOf: string | null;
  regulatoryChanges: number | null;
}

export interface ProductFilter {
  /** Parts of the normalised keys: see src/revisions/product-identity.ts. */
  supplierKey?: string;
  productNameKey?: string;
  productCodeKey?: string;
  limit: number;
  before?: { createdAt: string; id: string };
}

/** What a batch's documents brought: the numbers of its batch.completed event. */
export interface BatchProductCounts {
  newProducts: number;
  newRevisions: number;
  revisionsWithRegulatoryChanges: number;
  duplicates: number;
}

/** The repositories a linking transaction works with. */
export interface LinkingScope {
  products: ProductRepository;
  extractions: ExtractionRepository;
}

export class ProductRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  /**
   * Runs `work` in one transaction that first takes the key's lock: a no-op update of its api_keys
   * row (a row lock in PostgreSQL, the write lock in SQLite, so no read is upgraded to a write later).
   */
  async exclusively<T>(apiKeyId: string, work: (scope: LinkingScope) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('api_keys')
        .set((eb) => ({ revoked_at: eb.ref('revoked_at') }))
        .where('id', '=', apiKeyId)
        .execute();
      return work({ products: new ProductRepository(trx), extractions: new ExtractionRepository(trx) });
    });
  }

  /** The product of this identity, created (with `extractionId` as its first document) when new. */
  async ensure(apiKeyId: string, identity: ProductIdentity, extractionId: string): Promise<ProductRecord> {
    const now = nowIso();
    await this.db
      .insertInto('products')
      .values({
        id: `prd_${randomBytes(10).toString('hex')}`,
        api_key_id: apiKeyId,
        supplier_key: identity.supplierKey,
        product_key: identity.productKey,
        name_key: identity.nameKey,
        supplier_name: identity.supplierName,
        product_name: identity.productName,
        product_code: identity.productCode,
        first_extraction_id: extractionId,
        created_at: now,
        updated_at: now,
      })
      .onConflict((conflict) => conflict.columns(['api_key_id', 'supplier_key', 'product_key']).doNothing())
      .execute();
    const row = await this.db
      .selectFrom('products')
      .selectAll()
      .where('api_key_id', '=', apiKeyId)
      .where('supplier_key', '=', identity.supplierKey)
      .where('product_key', '=', identity.productKey)
      .executeTakeFirstOrThrow();
    return toProduct(row);
  }

  async insertDocument(document: LinkedDocument): Promise<void> {
    await this.db
      .insertInto('product_documents')
      .values({
        extraction_id: document.extractionId,
        product_id: document.productId,
        api_key_id: document.apiKeyId,
        batch_id: document.batchId,
        content_hash: document.contentHash,
        role: document.role,
        related_extraction_id: document.relatedExtractionId,
        revision_of: document.revisionOf,
        regulatory_changes: document.regulatoryChanges,
        revision_date: document.revisionDate,
        version: document.version,
        language: document.language,
        uploaded_at: document.uploadedAt,
      })
      .execute();
    await this.db
      .updateTable('products')
      .set({ updated_at: nowIso() })
      .where('id', '=', document.productId)
      .execute();
  }

  async documentOf(extractionId: string): Promise<LinkedDocument | undefined> {
    const row = await this.db
      .selectFrom('product_documents')
      .selectAll()
      .where('extraction_id', '=', extractionId)
      .executeTakeFirst();
    return row ? toDocument(row) : undefined;
  }

  /** The key's first linked document of this file, if it was sent before. */
  async firstWithContent(apiKeyId: string, contentHash: string): Promise<LinkedDocument | undefined> {
    const row = await this.db
      .selectFrom('product_documents')
      .selectAll()
      .where('api_key_id', '=', apiKeyId)
      .where('content_hash', '=', contentHash)
      .where('role', '!=', 'duplicate')
      .orderBy('uploaded_at')
      .executeTakeFirst();
    return row ? toDocument(row) : undefined;
  }

  async documents(productId: string): Promise<LinkedDocument[]> {
    const rows = await this.db
      .selectFrom('product_documents')
      .selectAll()
      .where('product_id', '=', productId)
      .orderBy('uploaded_at')
      .orderBy('extraction_id')
      .execute();
    return rows.map(toDocument);
  }

  /** The product only if it belongs to this API key: a key never sees another key's products. */
  async getForKey(productId: string, apiKeyId: string): Promise<ProductRecord | undefined> {
    const row = await this.db
      .selectFrom('products')
      .selectAll()
      .where('id', '=', productId)
      .where('api_key_id', '=', apiKeyId)
      .executeTakeFirst();
    return row ? toProduct(row) : undefined;
  }

  /** The key's products, newest first, `limit` at a time after the cursor, filtered by parts of their keys. */
  async listForKey(apiKeyId: string, filter: ProductFilter): Promise<ProductRecord[]> {
    let query = this.db
      .selectFrom('products')
      .selectAll()
      .where('api_key_id', '=', apiKeyId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(filter.limit);
    if (filter.supplierKey) query = query.where('supplier_key', 'like', `%${filter.supplierKey}%`);
    if (filter.productCodeKey) query = query.where('product_key', 'like', `code:%${filter.productCodeKey}%`);
    if (filter.productNameKey) query = query.where('name_key', 'like', `%${filter.productNameKey}%`);
    const { before } = filter;
    if (before) {
      query = query.where((eb) =>
        eb.or([
          eb('created_at', '<', before.createdAt),
          eb.and([eb('created_at', '=', before.createdAt), eb('id', '<', before.id)]),
        ]),
      );
    }
    return (await query.execute()).map(toProduct);
  }

  async batchCounts(batchId: string): Promise<BatchProductCounts> {
    const rows = await this.db
      .selectFrom('product_documents')
      .leftJoin('products', 'products.first_extraction_id', 'product_documents.extraction_id')
      .select([
        'product_documents.role',
        'product_documents.revision_of',
        'product_documents.regulatory_changes',
      ])
      .select('products.id as created_product')
      .where('product_documents.batch_id', '=', batchId)
      .execute();
    const revisions = rows.filter((row) => row.role === 'revision' && row.revision_of !== null);
    return {
      newProducts: rows.filter((row) => row.created_product !== null).length,
      newRevisions: revisions.length,
      revisionsWithRegulatoryChanges: revisions.filter((row) => Number(row.regulatory_changes ?? 0) > 0)
        .length,
      duplicates: rows.filter((row) => row.role === 'duplicate').length,
    };
  }
}

function toProduct(row: ProductsTable): ProductRecord {
  return {
    id: row.id,
    apiKeyId: row.api_key_id,
    supplierName: row.supplier_name,
    productName: row.product_name,
    productCode: row.product_code,
    firstExtractionId: row.first_extraction_id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function toDocument(row: ProductDocumentsTable): LinkedDocument {
  return {
    extractionId: row.extraction_id,
    productId: row.product_id,
    apiKeyId: row.api_key_id,
    batchId: row.batch_id,
    contentHash: row.content_hash,
    // Written only from the typed role of a linked document.
    role: row.role as DocumentRole,
    relatedExtractionId: row.related_extraction_id,
    revisionOf: row.revision_of,
    regulatoryChanges: row.regulatory_changes === null ? null : Number(row.regulatory_changes),
    revisionDate: row.revision_date,
    version: row.version,
    language: row.language,
    uploadedAt: row.uploaded_at,
  };
}
