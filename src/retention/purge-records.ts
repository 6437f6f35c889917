/**
 * Deletes what the service keeps about finished work older than the envelopes cutoff: webhook
 * deliveries with their attempts, finished batches with their items and submissions, and extraction
 * records with their envelopes. Children go before parents, so foreign keys hold at every step, and
 * an extraction record goes only after its file was released (see purge-files.ts).
 */
import type { Database } from '../storage/database.js';
import { OPEN_STATUSES } from '../storage/repositories/extractions.js';
import { combinePasses, deleteBatch, PURGE_BATCH_SIZE, type PurgePass } from './purge-result.js';

export async function purgeExpiredRecords(db: Database, cutoff: string): Promise<PurgePass> {
  return combinePasses([
    await purgeWebhookDeliveries(db, cutoff),
    await purgeFinishedBatches(db, cutoff),
    await purgeExtractions(db, cutoff),
  ]);
}

async function purgeWebhookDeliveries(db: Database, cutoff: string): Promise<PurgePass> {
  const ids = (
    await db.kysely
      .selectFrom('webhook_deliveries')
      .select('id')
      .where('finished_at', 'is not', null)
      .where('created_at', '<', cutoff)
      .limit(PURGE_BATCH_SIZE)
      .execute()
  ).map((row) => row.id);
  return deleteBatch(ids, (ids) =>
    db.kysely.transaction().execute(async (trx) => {
      await trx.deleteFrom('webhook_delivery_attempts').where('delivery_id', 'in', ids).execute();
      await trx.deleteFrom('webhook_deliveries').where('id', 'in', ids).execute();
    }),
  );
}

async function purgeFinishedBatches(db: Database, cutoff: string): Promise<PurgePass> {
  const ids = (
    await db.kysely
      .selectFrom('batches')
      .select('id')
      .where('finished_at', 'is not', null)
      .where('finished_at', '<', cutoff)
      .limit(PURGE_BATCH_SIZE)
      .execute()
  ).map((row) => row.id);
  return deleteBatch(ids, (ids) =>
    db.kysely.transaction().execute(async (trx) => {
      await trx.deleteFrom('batch_items').where('batch_id', 'in', ids).execute();
      await trx.deleteFrom('bulk_submissions').where('batch_id', 'in', ids).execute();
      await trx.deleteFrom('batches').where('id', 'in', ids).execute();
      // An endpoint registered for one batch only (webhook_url on submission) ends with its batch,
      // once no delivery to it is left.
      await trx
        .deleteFrom('webhook_endpoints')
        .where('batch_id', 'in', ids)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('webhook_deliveries')
                .select('webhook_deliveries.id')
                .whereRef('webhook_deliveries.endpoint_id', '=', 'webhook_endpoints.id'),
            ),
          ),
        )
        .execute();
    }),
  );
}

async function purgeExtractions(db: Database, cutoff: string): Promise<PurgePass> {
  const ids = (
    await db.kysely
      .selectFrom('extractions')
      .select('request_id')
      .where('created_at', '<', cutoff)
      .where('file_purged_at', 'is not', null)
      .where('status', 'not in', OPEN_STATUSES)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('batch_items')
              .select('batch_items.request_id')
              .whereRef('batch_items.request_id', '=', 'extractions.request_id'),
          ),
        ),
      )
      .limit(PURGE_BATCH_SIZE)
      .execute()
  ).map((row) => row.request_id);
  return deleteBatch(ids, (ids) =>
    db.kysely.transaction().execute(async (trx) => {
      // The product keeps its other documents; a product left without any goes with its last one.
      const products = await trx
        .selectFrom('product_documents')
        .select('product_id')
        .distinct()
        .where('extraction_id', 'in', ids)
        .execute();
      await trx.deleteFrom('product_documents').where('extraction_id', 'in', ids).execute();
      await trx.deleteFrom('extractions').where('request_id', 'in', ids).execute();
      if (products.length === 0) return;
      await trx
        .deleteFrom('products')
        .where(
          'id',
          'in',
          products.map((row) => row.product_id),
        )
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('product_documents')
                .select('product_documents.extraction_id')
                .whereRef('product_documents.product_id', '=', 'products.id'),
            ),
          ),
        )
        .execute();
    }),
  );
}
