/**
 * GET /v1/extractions/{id}/changes/view: the changes of an extraction (see extraction-changes.ts)
 * with the images of the pages each side printed its changed values on.
 */
import { keptFileOf } from '../retention/kept-file.js';
import { renderSelectedPageImages } from '../extraction/page-images.js';
import type { Evidence } from '../extraction/schema/index.js';
import type { BlobStore } from '../storage/blob/index.js';
import type { Database } from '../storage/database.js';
import { changesPage, type ComparedDocument } from './changes-page.js';
import { extractionChanges } from './extraction-changes.js';

async function comparedDocument(
  deps: { db: Database; blobStore: BlobStore },
  apiKeyId: string,
  extractionId: string,
  evidence: readonly (Evidence | null)[],
): Promise<ComparedDocument> {
  const extraction = await deps.db.extractions.getForKey(extractionId, apiKeyId);
  const file = extraction ? await keptFileOf(deps.blobStore, extraction) : null;
  const pages = evidence.flatMap((each) => (each?.page ? [each.page] : []));
  return { extractionId, pages: file ? await renderSelectedPageImages(file, pages) : [] };
}

export async function changesView(
  deps: { db: Database; blobStore: BlobStore },
  apiKeyId: string,
  extractionId: string,
  againstId?: string,
): Promise<string> {
  const changes = await extractionChanges(deps.db, apiKeyId, extractionId, againstId);
  const evidenceOf = (side: 'before' | 'after') => changes.changes.map((change) => change.evidence[side]);
  const after = await comparedDocument(deps, apiKeyId, extractionId, evidenceOf('after'));
  const before =
    changes.againstId === null
      ? null
      : await comparedDocument(deps, apiKeyId, changes.againstId, evidenceOf('before'));
  return changesPage(changes, { before, after });
}
