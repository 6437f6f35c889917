/**
 * Closing a batch for further chunks: the caller no longer holds it open, so it completes (and sends
 * its one batch.completed) once the items it has settle. Sealing a batch that is not held open, or
 * has finished, changes nothing.
 */
import type { Database } from '../storage/database.js';
import type { ApiKeyRecord } from '../storage/repositories/api-keys.js';
import { isFinished, type BatchRecord } from '../storage/repositories/batches.js';
import type { BatchClient } from './batch-client.js';
import { notFoundForKey } from './not-found.js';

export async function sealBatch(
  deps: { db: Database; batches: BatchClient },
  apiKey: ApiKeyRecord,
  batchId: string,
): Promise<BatchRecord> {
  const batch = await deps.db.batches.getForKey(batchId, apiKey.id);
  if (!batch) throw notFoundForKey('batch', batchId);
  const sealed = (await deps.db.batches.seal(batchId)) ?? batch;
  // The workflow may be waiting on the hold: it looks again now rather than when the hold would end.
  if (!isFinished(sealed)) await deps.batches.sealed(batchId);
  return sealed;
}
