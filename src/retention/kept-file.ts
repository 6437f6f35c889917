/** The uploaded PDF of an extraction, while retention keeps it (see purge-files.ts). */
import type { BlobStore } from '../storage/blob/index.js';
import type { ExtractionRecord } from '../storage/repositories/extractions.js';

/** The file's bytes, or null once retention has released it for this extraction. */
export async function keptFileOf(
  blobStore: BlobStore,
  extraction: ExtractionRecord,
): Promise<Uint8Array | null> {
  if (extraction.filePurgedAt !== null) return null;
  return blobStore.get(extraction.blobRef);
}
