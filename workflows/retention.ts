/**
 * The retention purge, started daily by the `sds-retention` Temporal Schedule: files first (a record
 * is only deleted once its file is released), then records and envelopes, then website leads. Each
 * activity call is one bounded pass; the workflow repeats a kind until nothing of it is left.
 */
import { continueAsNew, proxyActivities, workflowInfo } from '@temporalio/workflow';
import type { RetentionActivities } from '../activities/retention.js';

// Activities run on the workflow's own task queue (the schedule puts it on the bulk lane).
const activities = proxyActivities<RetentionActivities>({
  startToCloseTimeout: '10 minutes',
  retry: { initialInterval: '10 seconds', backoffCoefficient: 2, maximumInterval: '10 minutes' },
});

const PURGE_ORDER = ['purgeExpiredFiles', 'purgeExpiredRecords', 'purgeExpiredLeads'] as const;
type PurgeKind = (typeof PURGE_ORDER)[number];

export interface RetentionInput {
  /** The instant the cutoffs are computed from; fixed by the first run so a continued run agrees. */
  asOf?: string;
  /** Totals so far, carried across continue-as-new. */
  deleted?: Partial<Record<PurgeKind, number>>;
}

export type RetentionReport = Record<PurgeKind, number>;

export async function retentionWorkflow(input: RetentionInput = {}): Promise<RetentionReport> {
  const asOf = input.asOf ?? new Date().toISOString();
  const deleted: RetentionReport = {
    purgeExpiredFiles: input.deleted?.purgeExpiredFiles ?? 0,
    purgeExpiredRecords: input.deleted?.purgeExpiredRecords ?? 0,
    purgeExpiredLeads: input.deleted?.purgeExpiredLeads ?? 0,
  };
  for (const kind of PURGE_ORDER) {
    for (;;) {
      const pass = await activities[kind](asOf);
      deleted[kind] += pass.deleted;
      if (!pass.more) break;
      // A large backlog (first run after a long pause) must not grow one history without bound.
      if (workflowInfo().continueAsNewSuggested) {
        await continueAsNew<typeof retentionWorkflow>({ asOf, deleted });
      }
    }
  }
  return deleted;
}
