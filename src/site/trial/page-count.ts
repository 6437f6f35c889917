/** Counts a PDF's pages before anything runs, so the trial's stricter page limit is enforced up front. */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { ServiceError } from '../../errors.js';
import { assertStreamsWithinBudget } from '../../extraction/pdf/stream-budget.js';

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
