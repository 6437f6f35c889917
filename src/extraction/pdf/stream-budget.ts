/**
 * Refuses decompression bombs before pdf.js sees them. pdf.js keeps a stream's whole decoded form
 * in one growing buffer outside the V8 heap, so the extraction thread's heap limit does not bound
 * it: a 2 MB FlateDecode stream of zeros becomes gigabytes of process memory. Here every Flate
 * stream is inflated once, counting and discarding the output, and the document is refused as
 * soon as one stream or all of them together pass the budget. (Streams of encrypted documents are
 * ciphertext here and are not measured; the time budget still bounds them.)
 */
import zlib from 'node:zlib';
import { ServiceError } from '../../errors.js';

export interface StreamBudget {
  maxStreamBytes: number;
  /**
   * Cross-reference streams are read just to open a file, and pdf.js keeps one object per entry
   * on the heap: 16 MB is two million objects, far more than any real document has.
   */
  maxXrefStreamBytes: number;
  maxDocumentBytes: number;
}

/** Far above any real page content or image (an A3 page at 300 dpi in RGB is 52 MB). */
export const DEFAULT_STREAM_BUDGET: StreamBudget = {
  maxStreamBytes: 256 * 1024 * 1024,
  maxXrefStreamBytes: 16 * 1024 * 1024,
  maxDocumentBytes: 1024 * 1024 * 1024,
};

/** How far back from a `stream` keyword its dictionary (and the filter name) may start. */
const DICTIONARY_LOOKBACK = 4096;
const STREAM_START = /(?<!end)stream(?:\r\n|\n|\r)/g;

export async function assertStreamsWithinBudget(
  bytes: Uint8Array,
  budget: StreamBudget = DEFAULT_STREAM_BUDGET,
): Promise<void> {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  let documentTotal = 0;
  for (const match of text.matchAll(STREAM_START)) {
    const dataStart = match.index + match[0].length;
    const dictionary = ownDictionary(text.slice(Math.max(0, match.index - DICTIONARY_LOOKBACK), match.index));
    if (!dictionary.includes('/FlateDecode')) continue;
    const endstream = text.indexOf('endstream', dataStart);
    const data = bytes.subarray(dataStart, endstream === -1 ? bytes.length : endstream);
    const isXref = /\/Type\s*\/XRef\b/.test(dictionary);
    const streamLimit = isXref ? budget.maxXrefStreamBytes : budget.maxStreamBytes;
    const inflated = await inflatedSize(data, Math.min(streamLimit, budget.maxDocumentBytes - documentTotal));
    if (inflated > streamLimit) {
      const kind = isXref ? 'a cross-reference stream' : 'a compressed stream';
      throw bomb(`${kind} inflates to more than ${streamLimit} bytes`);
    }
    documentTotal += inflated;
    if (documentTotal > budget.maxDocumentBytes) {
      throw bomb(`its compressed streams inflate to more than ${budget.maxDocumentBytes} bytes`);
    }
  }
}

/** The stream's own dictionary, roughly: the text between its object header and the keyword. */
function ownDictionary(before: string): string {
  const objectHeader = before.lastIndexOf(' obj');
  return objectHeader === -1 ? before : before.slice(objectHeader);
}

function bomb(reason: string): ServiceError {
  return new ServiceError('invalid_document', `The PDF is a decompression bomb: ${reason}.`);
}

/**
 * Inflated size of a zlib stream, counted up to just past `limit`. Damaged data counts as far as
 * it inflates (pdf.js reads damaged streams the same way).
 */
function inflatedSize(data: Uint8Array, limit: number): Promise<number> {
  return new Promise((resolve) => {
    const inflate = zlib.createInflate();
    let total = 0;
    const finish = (): void => {
      inflate.removeAllListeners('data');
      inflate.destroy();
      resolve(total);
    };
    inflate.on('data', (chunk: Buffer) => {
      total += chunk.length;
      if (total > limit) finish();
    });
    inflate.once('end', finish);
    inflate.once('error', finish);
    inflate.end(data);
  });
}
