/**
 * Deletes website lead data older than the leads cutoff: each lead with its samples (and their
 * stored envelopes and page images), sample accesses and contact messages; and analytics events of that age.
 */
import type { Database } from '../storage/database.js';
import { combinePasses, deleteBatch, PURGE_BATCH_SIZE, type PurgePass } from './purge-result.js';

export async function purgeExpiredLeads(db: Database, cutoff: string): Promise<PurgePass> {
  return combinePasses([await purgeLeads(db, cutoff), await purgeAnalyticsEvents(db, cutoff)]);
}

/** The oldest batch of ids in a website table whose rows are older than the cutoff. */
async function idsCreatedBefore(
  db: Database,
  table: 'site_leads' | 'site_analytics_events',
  cutoff: string,
): Promise<string[]> {
  const rows = await db.kysely
    .selectFrom(table)
    .select('id')
    .where('created_at', '<', cutoff)
    .limit(PURGE_BATCH_SIZE)
    .execute();
  return rows.map((row) => row.id);
}

async function purgeLeads(db: Database, cutoff: string): Promise<PurgePass> {
  const ids = await idsCreatedBefore(db, 'site_leads', cutoff);
  return deleteBatch(ids, (ids) =>
    db.kysely.transaction().execute(async (trx) => {
      const samples = trx.selectFrom('site_samples').select('id').where('lead_id', 'in', ids);
      await trx
        .deleteFrom('site_sample_accesses')
        .where((where) => where.or([where('lead_id', 'in', ids), where('sample_id', 'in', samples)]))
        .execute();
      await trx.deleteFrom('site_sample_pages').where('sample_id', 'in', samples).execute();
      await trx.deleteFrom('site_contacts').where('lead_id', 'in', ids).execute();
      await trx.deleteFrom('site_samples').where('lead_id', 'in', ids).execute();
      await trx.deleteFrom('site_leads').where('id', 'in', ids).execute();
    }),
  );
}

async function purgeAnalyticsEvents(db: Database, cutoff: string): Promise<PurgePass> {
  const ids = await idsCreatedBefore(db, 'site_analytics_events', cutoff);
  return deleteBatch(ids, (ids) =>
    db.kysely.deleteFrom('site_analytics_events').where('id', 'in', ids).execute(),
  );
}
