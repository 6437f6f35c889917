/** Counts a PDF's pages before anything runs, so page limits are enforced up front (API and trial). */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { ServiceError } from '../../errors.js';
import { pageLimitExceeded } from './page-limit.js';
import { assertStreamsWithinBudget } from './stream-budget.js';

export async function countPdfPages(bytes: Uint8Array): Promise<number> {
  // pdf.js runs in this process here, outside the extraction pool's budgets: refuse bombs first.
  await assertStreamsWithinBudget(bytes);
  // pdf.js takes ownership of (detaches) the buffer it is given: hand it a copy.
  const task = getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, verbosity: 0 });
  try {
    const document = await task.promise;
    return document.numPages;
  } catch (error) {
    const name = (error as Error).name;
    if (name === 'PasswordException') {
      throw new ServiceError('invalid_document', 'The PDF is protected by a password.');
    }
    throw new ServiceError('invalid_document', 'The file could not be read as a PDF.');
  } finally {
    await task.destroy();
  }
}

/**
 * Refuses a document over the limit before it is stored or its workflow started. A document that
 * cannot be counted here goes on to the engine, which refuses it with the reason.
 */
export async function assertWithinPageLimit(bytes: Uint8Array, maxPages: number): Promise<void> {
  const pageCount = await countPdfPages(bytes).catch(() => undefined);
  if (pageCount !== undefined && pageCount > maxPages) throw pageLimitExceeded(pageCount, maxPages);
}
