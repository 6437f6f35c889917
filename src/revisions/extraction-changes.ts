/**
 * What GET /v1/extractions/{id}/changes answers: the changes of a succeeded extraction since the
 * previous revision of its product, or since any other extraction of the same API key.
 */
import type { LayoutA } from '../extraction/schema/index.js';
import { currentRecordOf } from '../extraction/schema/index.js';
import { succeededExtractionForKey } from '../extraction/succeeded-for-key.js';
import type { Database } from '../storage/database.js';
import type { RecordChange } from './change.js';
import { diffRecords } from './record-diff.js';
import { previousRevisionDocument } from './revision-order.js';

export interface ExtractionChanges {
  extractionId: string;
  /** The extraction compared against; null when the extraction has no earlier revision. */
  againstId: string | null;
  changes: RecordChange[];
}

/** The record of the key's succeeded extraction; another key's or an unfinished one is not found. */
export async function recordForKey(db: Database, extractionId: string, apiKeyId: string): Promise<LayoutA> {
  const { envelope } = await succeededExtractionForKey(db, extractionId, apiKeyId);
  return currentRecordOf(envelope.outputs.json, envelope.schema_version);
}

/** The extraction of the previous revision of the extraction's product, if the product has one. */
async function previousRevisionId(db: Database, extractionId: string): Promise<string | undefined> {
  const document = await db.products.documentOf(extractionId);
  if (!document) return undefined;
  return previousRevisionDocument(document, await db.products.documents(document.productId))?.extractionId;
}

export async function extractionChanges(
  db: Database,
  apiKeyId: string,
  extractionId: string,
  againstId?: string,
): Promise<ExtractionChanges> {
  const record = await recordForKey(db, extractionId, apiKeyId);
  const earlierId = againstId ?? (await previousRevisionId(db, extractionId));
  if (earlierId === undefined) return { extractionId, againstId: null, changes: [] };
  const earlier = await recordForKey(db, earlierId, apiKeyId);
  return { extractionId, againstId: earlierId, changes: diffRecords(earlier, record) };
}
