/**
 * One key's window in the bulk lane is shared by its batches that still have items to run: each gets
 * an equal part, the oldest ones the remainder, and every batch at least one item in flight so none
 * stalls. A key that splits a backfill into many concurrent batches so gets no more than one window.
 */
export function batchWindow(keyShare: number, activeBatchIds: readonly string[], batchId: string): number {
  const batches = activeBatchIds.includes(batchId) ? activeBatchIds : [...activeBatchIds, batchId];
  const rank = batches.indexOf(batchId);
  const base = Math.floor(keyShare / batches.length);
  return Math.max(1, base + (rank < keyShare % batches.length ? 1 : 0));
}
