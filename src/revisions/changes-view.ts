/**
 * GET /v1/extractions/{id}/changes/view: the changes of an extraction (see extraction-changes.ts)
 * with the images of the pages each side printed its changed values on.
 */
import { renderSelectedPageImages } from '../extraction/page-images.js';
import { succeededExtractionForKey } from '../extraction/succeeded-for-key.js';
import { keptFileOf } from '../retention/kept-file.js';
import type { BlobStore } from '../storage/blob/index.js';
import type { Database } from '../storage/database.js';
import type { RecordChange } from './change.js';
import { changesPage, type ComparedDocument } from './changes-page.js';
import { extractionChanges } from './extraction-changes.js';

interface ViewDependencies {
  db: Database;
  blobStore: BlobStore;
}

async function comparedDocument(
  deps: ViewDependencies,
  apiKeyId: string,
  extractionId: string,
  side: 'before' | 'after',
  changes: readonly RecordChange[],
): Promise<ComparedDocument> {
  const extraction = await succeededExtractionForKey(deps.db, extractionId, apiKeyId);
  const numbers = changes.flatMap((change) => change.evidence[side]?.page ?? []);
  if (numbers.length === 0) return { extractionId, pages: [] };
  const file = await keptFileOf(deps.blobStore, extraction);
  if (!file) return { extractionId, pages: null };
  return { extractionId, pages: (await renderSelectedPageImages(file, numbers)).images };
}

export async function changesView(
  deps: ViewDependencies,
  apiKeyId: string,
  extractionId: string,
  againstId?: string,
): Promise<string> {
  const changes = await extractionChanges(deps.db, apiKeyId, extractionId, againstId);
  const after = await comparedDocument(deps, apiKeyId, extractionId, 'after', changes.changes);
  const before =
    changes.againstId === null
      ? null
      : await comparedDocument(deps, apiKeyId, changes.againstId, 'before', changes.changes);
  return changesPage(changes, { before, after });
}
