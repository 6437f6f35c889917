/** A key's succeeded extraction: another key's, an unknown or an unfinished one is not found. */
import { notFoundForKey } from '../bulk/not-found.js';
import type { ExtractionEnvelope } from './contract.js';
import type { Database } from '../storage/database.js';
import type { ExtractionRecord } from '../storage/repositories/extractions.js';

export type SucceededExtraction = ExtractionRecord & { envelope: ExtractionEnvelope };

export async function succeededExtractionForKey(
  db: Database,
  extractionId: string,
  apiKeyId: string,
): Promise<SucceededExtraction> {
  const extraction = await db.extractions.getForKey(extractionId, apiKeyId);
  if (extraction?.status !== 'succeeded' || !extraction.envelope) {
    throw notFoundForKey('succeeded extraction', extractionId);
  }
  return { ...extraction, envelope: extraction.envelope };
}
