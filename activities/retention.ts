/**
 * Retention activities: each is one bounded purge pass as of the instant the workflow gives, so a
 * retried or replayed pass deletes the same kind of data against the same cutoff.
 */
import type { ActivityDependencies } from './dependencies.js';
import { retentionCutoffs } from '../src/retention/cutoffs.js';
import { purgeExpiredFiles } from '../src/retention/purge-files.js';
import { purgeExpiredLeads } from '../src/retention/purge-leads.js';
import { purgeExpiredRecords } from '../src/retention/purge-records.js';
import type { PurgePass } from '../src/retention/purge-result.js';

export function createRetentionActivities({ db, blobStore, config }: ActivityDependencies) {
  const cutoffsAsOf = (asOf: string) => retentionCutoffs(config.retention, new Date(asOf));
  return {
    async purgeExpiredFiles(asOf: string): Promise<PurgePass> {
      return purgeExpiredFiles(db, blobStore, cutoffsAsOf(asOf).files, new Date().toISOString());
    },
    async purgeExpiredRecords(asOf: string): Promise<PurgePass> {
      return purgeExpiredRecords(db, cutoffsAsOf(asOf).envelopes);
    },
    async purgeExpiredLeads(asOf: string): Promise<PurgePass> {
      return purgeExpiredLeads(db, cutoffsAsOf(asOf).leads);
    },
  };
}

export type RetentionActivities = ReturnType<typeof createRetentionActivities>;
