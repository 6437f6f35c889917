/**
 * Deletes website lead data older than the leads cutoff: each lead with its samples (and their
 * stored envelopes), sample accesses and contact messages; and analytics events of that age.
 */
import type { Database } from '../storage/database.js';
import { PURGE_BATCH_SIZE, type PurgePass } from './purge-result.js';

export async function purgeExpiredLeads(db: Database, cutoff: string): Promise<PurgePass> {
  const leads = await purgeLeads(db, cutoff);
  const events = await purgeAnalyticsEvents(db, cutoff);
  return { deleted: leads.deleted + events.deleted, more: leads.more || events.more };
}

async function purgeLeads(db: Database, cutoff: string): Promise<PurgePass> {
  const ids = (
    await db.kysely
      .selectFrom('site_leads')
      .select('id')
      .where('created_at', '<', cutoff)
      .limit(PURGE_BATCH_SIZE)
      .execute()
  ).map((row) => row.id);
  if (ids.length === 0) return { deleted: 0, more: false };
  await db.kysely.transaction().execute(async (trx) => {
    const samples = trx.selectFrom('site_samples').select('id').where('lead_id', 'in', ids);
    await trx
      .deleteFrom('site_sample_accesses')
      .where((where) => where.or([where('lead_id', 'in', ids), where('sample_id', 'in', samples)]))
      .execute();
    await trx.deleteFrom('site_contacts').where('lead_id', 'in', ids).execute();
    await trx.deleteFrom('site_samples').where('lead_id', 'in', ids).execute();
    await trx.deleteFrom('site_leads').where('id', 'in', ids).execute();
  });
  return { deleted: ids.length, more: ids.length === PURGE_BATCH_SIZE };
}

async function purgeAnalyticsEvents(db: Database, cutoff: string): Promise<PurgePass> {
  const ids = (
    await db.kysely
      .selectFrom('site_analytics_events')
      .select('id')
      .where('created_at', '<', cutoff)
      .limit(PURGE_BATCH_SIZE)
      .execute()
  ).map((row) => row.id);
  if (ids.length === 0) return { deleted: 0, more: false };
  await db.kysely.deleteFrom('site_analytics_events').where('id', 'in', ids).execute();
  return { deleted: ids.length, more: ids.length === PURGE_BATCH_SIZE };
}
