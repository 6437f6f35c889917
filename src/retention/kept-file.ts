/** The uploaded PDF of an extraction, while retention keeps it (see purge-files.ts). */
import { ServiceError } from '../errors.js';
import type { BlobStore } from '../storage/blob/index.js';
import type { ExtractionRecord } from '../storage/repositories/extractions.js';

/** The file's bytes, or null once retention has released it for this extraction. */
export async function keptFileOf(
  blobStore: BlobStore,
  extraction: ExtractionRecord,
): Promise<Uint8Array | null> {
  if (extraction.filePurgedAt !== null) return null;
  try {
    return await blobStore.get(extraction.blobRef);
  } catch (error) {
    // The purge deletes a blob before it marks its records: a record read in between has lost its file too.
    if (error instanceof ServiceError && error.code === 'not_found') return null;
    throw error;
  }
}
