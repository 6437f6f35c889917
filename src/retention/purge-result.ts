/** What one bounded purge pass did; `more` asks the caller for another pass. */
export interface PurgePass {
  deleted: number;
  more: boolean;
}

/** Rows or objects handled per pass: small enough for one short transaction and one heartbeat. */
export const PURGE_BATCH_SIZE = 500;

/** Deletes one selected batch (at most PURGE_BATCH_SIZE ids); a full batch means more may be left. */
export async function deleteBatch<Id>(
  ids: Id[],
  deleteRows: (ids: Id[]) => Promise<unknown>,
): Promise<PurgePass> {
  if (ids.length === 0) return { deleted: 0, more: false };
  await deleteRows(ids);
  return { deleted: ids.length, more: ids.length === PURGE_BATCH_SIZE };
}

/** One pass over several kinds of data: everything each deleted, and more if any has more left. */
export function combinePasses(passes: PurgePass[]): PurgePass {
  return {
    deleted: passes.reduce((sum, pass) => sum + pass.deleted, 0),
    more: passes.some((pass) => pass.more),
  };
}
