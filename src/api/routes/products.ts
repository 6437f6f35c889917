/**
 * GET /v1/products (filter by supplier, name, code; cursor pagination), GET /v1/products/{id} with
 * its revisions, and GET /v1/extractions/{id}/changes (`?against=` another extraction of the key),
 * as JSON and, under /changes/view, as the HTML record view with the page images of both sides.
 */
import { Router } from '@koa/router';
import { notFoundForKey } from '../../bulk/not-found.js';
import { ServiceError } from '../../errors.js';
import { lettersAndDigits } from '../../revisions/comparable.js';
import { CHANGES_PAGE_CSP } from '../../revisions/changes-page.js';
import { changesView } from '../../revisions/changes-view.js';
import { extractionChanges } from '../../revisions/extraction-changes.js';
import { regulatoryCount } from '../../revisions/record-diff.js';
import { supplierKeyOf } from '../../revisions/product-identity.js';
import { compareRevisions } from '../../revisions/revision-order.js';
import type { LinkedDocument, ProductRecord } from '../../storage/repositories/products.js';
import type { ApiState } from '../context.js';
import type { ApiDependencies } from '../dependencies.js';
import { decodeCursor, pageOf, pageSize } from '../paging.js';

function productBody(product: ProductRecord) {
  return {
    id: product.id,
    supplier_name: product.supplierName,
    product_name: product.productName,
    product_code: product.productCode,
    created_at: product.createdAt,
    updated_at: product.updatedAt,
  };
}

function documentBody(document: LinkedDocument) {
  return {
    extraction_id: document.extractionId,
    revision_date: document.revisionDate,
    version: document.version,
    language: document.language,
    uploaded_at: document.uploadedAt,
  };
}

/** The product's revisions, earliest first, each with its language variants and re-sent copies. */
function revisionsBody(documents: readonly LinkedDocument[]) {
  const joining = (revision: LinkedDocument, role: LinkedDocument['role']) =>
    documents.filter(
      (document) => document.role === role && document.relatedExtractionId === revision.extractionId,
    );
  return documents
    .filter((document) => document.role === 'revision')
    .sort(compareRevisions)
    .map((revision) => {
      const variants = joining(revision, 'variant');
      return {
        ...documentBody(revision),
        revision_of: revision.revisionOf,
        regulatory_changes: revision.regulatoryChanges,
        variants: variants.map(documentBody),
        duplicates: [revision, ...variants]
          .flatMap((original) => joining(original, 'duplicate'))
          .map(documentBody),
      };
    });
}

/** A filter value normalised like the stored keys; absent or empty is no filter. */
function filterKey(raw: unknown, normalise: (value: string) => string): string | undefined {
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string') throw new ServiceError('invalid_request', 'Each filter may be given once.');
  return normalise(raw) || undefined;
}

function againstParameter(raw: unknown): string | undefined {
  if (raw !== undefined && typeof raw !== 'string') {
    throw new ServiceError('invalid_request', 'against may be given once.');
  }
  return raw;
}

export function productRoutes(deps: ApiDependencies): Router<ApiState> {
  const router = new Router<ApiState>();

  router.get('/products', async (ctx) => {
    const limit = pageSize(ctx.query.limit);
    const products = await deps.db.products.listForKey(ctx.state.apiKey.id, {
      limit: limit + 1,
      before: decodeCursor(ctx.query.cursor),
      supplierKey: filterKey(ctx.query.supplier, (value) => supplierKeyOf(value)),
      productNameKey: filterKey(ctx.query.name, lettersAndDigits),
      productCodeKey: filterKey(ctx.query.code, lettersAndDigits),
    });
    ctx.body = pageOf(products, limit, productBody);
  });

  router.get('/products/:productId', async (ctx) => {
    const id = ctx.params.productId ?? '';
    const product = await deps.db.products.getForKey(id, ctx.state.apiKey.id);
    if (!product) throw notFoundForKey('product', id);
    ctx.body = { ...productBody(product), revisions: revisionsBody(await deps.db.products.documents(id)) };
  });

  router.get('/extractions/:requestId/changes', async (ctx) => {
    const changes = await extractionChanges(
      deps.db,
      ctx.state.apiKey.id,
      ctx.params.requestId ?? '',
      againstParameter(ctx.query.against),
    );
    ctx.body = {
      extraction_id: changes.extractionId,
      against: changes.againstId,
      regulatory_changes: regulatoryCount(changes.changes),
      changes: changes.changes,
    };
  });

  router.get('/extractions/:requestId/changes/view', async (ctx) => {
    const page = await changesView(
      deps,
      ctx.state.apiKey.id,
      ctx.params.requestId ?? '',
      againstParameter(ctx.query.against),
    );
    ctx.set('Content-Security-Policy', CHANGES_PAGE_CSP);
    ctx.set('Cache-Control', 'private, no-store');
    ctx.type = 'text/html';
    ctx.body = page;
  });

  return router;
}
