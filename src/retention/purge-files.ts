/**
 * Releases the uploaded files of extraction records older than the files cutoff. Files are
 * content-addressed, so one blob may serve several records: it is deleted only when no record that
 * is still open or still inside the retention period refers to it.
 */
import type { BlobStore } from '../storage/blob/index.js';
import type { Database } from '../storage/database.js';
import { OPEN_STATUSES } from '../storage/repositories/extractions.js';
import { PURGE_BATCH_SIZE, type PurgePass } from './purge-result.js';

export async function purgeExpiredFiles(
  db: Database,
  blobStore: BlobStore,
  cutoff: string,
  now: string,
): Promise<PurgePass> {
  const expired = await db.kysely
    .selectFrom('extractions')
    .select('blob_ref')
    .distinct()
    .where('created_at', '<', cutoff)
    .where('file_purged_at', 'is', null)
    .where('status', 'not in', OPEN_STATUSES)
    .limit(PURGE_BATCH_SIZE)
    .execute();
  const refs = expired.map((row) => row.blob_ref);
  if (refs.length === 0) return { deleted: 0, more: false };

  const stillNeeded = await db.kysely
    .selectFrom('extractions')
    .select('blob_ref')
    .distinct()
    .where('blob_ref', 'in', refs)
    .where((where) => where.or([where('created_at', '>=', cutoff), where('status', 'in', OPEN_STATUSES)]))
    .execute();
  const needed = new Set(stillNeeded.map((row) => row.blob_ref));
  const releasable = refs.filter((ref) => !needed.has(ref));
  for (const ref of releasable) await blobStore.delete(ref);

  await db.kysely
    .updateTable('extractions')
    .set({ file_purged_at: now })
    .where('blob_ref', 'in', refs)
    .where('created_at', '<', cutoff)
    .where('file_purged_at', 'is', null)
    .where('status', 'not in', OPEN_STATUSES)
    .execute();
  return { deleted: releasable.length, more: refs.length === PURGE_BATCH_SIZE };
}
