/** The page limit's refusal, shared by the engine and the up-front check (no pdf.js here). */
import { ServiceError } from '../../errors.js';

/** The refusal of a document over a page limit, with both numbers as problem members. */
export function pageLimitExceeded(pageCount: number, maxPages: number): ServiceError {
  return new ServiceError(
    'invalid_document',
    `The document has ${pageCount} pages, more than the limit of ${maxPages}.`,
    { page_count: pageCount, max_pages: maxPages },
  );
}
