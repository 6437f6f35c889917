/**
 * GET /v1/extractions/{request_id}/pages/{page}: a page of a succeeded extraction's uploaded PDF,
 * rendered as the evidence boxes expect it (the page as a PDF viewer displays it), while retention
 * keeps the file.
 */
import { ServiceError } from '../errors.js';
import { renderSelectedPageImages, type PageImage } from '../extraction/page-images.js';
import { succeededExtractionForKey } from '../extraction/succeeded-for-key.js';
import { keptFileOf } from '../retention/kept-file.js';
import type { BlobStore } from '../storage/blob/index.js';
import type { Database } from '../storage/database.js';

function pageNumberOf(raw: string | undefined): number {
  if (!/^[1-9][0-9]{0,5}$/.test(raw ?? '')) {
    throw new ServiceError('invalid_request', 'page must be a page number (1 or more).', { field: 'page' });
  }
  return Number(raw);
}

export async function extractionPageImage(
  deps: { db: Database; blobStore: BlobStore },
  apiKeyId: string,
  extractionId: string,
  rawPage: string | undefined,
): Promise<PageImage> {
  const number = pageNumberOf(rawPage);
  const extraction = await succeededExtractionForKey(deps.db, extractionId, apiKeyId);
  const file = await keptFileOf(deps.blobStore, extraction);
  if (!file) {
    throw new ServiceError(
      'not_found',
      `The file of extraction ${extractionId} is no longer kept: retention released it, so its pages cannot be shown.`,
      { id: extractionId, file_purged_at: extraction.filePurgedAt },
    );
  }
  const { pageCount, images } = await renderSelectedPageImages(file, [number]);
  const [image] = images;
  if (!image) {
    throw new ServiceError(
      'not_found',
      `Extraction ${extractionId} has no page ${number}: its document has ${pageCount} pages.`,
      { id: extractionId, page_count: pageCount },
    );
  }
  return image;
}
