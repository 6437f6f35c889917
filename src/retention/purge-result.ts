/** What one bounded purge pass did; `more` asks the caller for another pass. */
export interface PurgePass {
  deleted: number;
  more: boolean;
}

/** Rows or objects handled per pass: small enough for one short transaction and one heartbeat. */
export const PURGE_BATCH_SIZE = 500;
