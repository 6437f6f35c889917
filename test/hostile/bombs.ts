/**
 * Resource bombs built cheaply: a FlateDecode stream that inflates to gigabytes of zeros from a
 * couple of megabytes, and page trees that claim 100,000 pages with a handful of objects.
 */
import zlib from 'node:zlib';
import { concatBytes } from './raw-pdf.js';

const CHUNK_BYTES = 1024 * 1024;
const WINDOW_BYTES = 32 * 1024;
/** A final fixed-Huffman block holding only its end-of-block code. */
const EMPTY_FINAL_BLOCK = Uint8Array.of(0x03, 0x00);
const ADLER_MODULUS = 65521;

/**
 * A zlib stream of `totalBytes` zeros. The first megabyte is compressed normally and flushed to a
 * byte boundary; every further megabyte is one and the same compressed block (compressed against a
 * window of zeros, which is what precedes it), repeated, so building a gigabyte costs nothing.
 */
export function zerosZlibStream(totalBytes: number): Uint8Array {
  const chunks = Math.max(1, Math.ceil(totalBytes / CHUNK_BYTES));
  const zeros = Buffer.alloc(CHUNK_BYTES);
  const flush = { finishFlush: zlib.constants.Z_SYNC_FLUSH };
  const first = zlib.deflateSync(zeros, flush);
  const repeated = zlib.deflateRawSync(zeros, { ...flush, dictionary: Buffer.alloc(WINDOW_BYTES) });
  const length = chunks * CHUNK_BYTES;
  // Adler-32 of n zeros: a stays 1, b adds a once per byte.
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE((length % ADLER_MODULUS) * 0x10000 + 1);
  return concatBytes([
    first,
    ...Array.from({ length: chunks - 1 }, () => repeated),
    EMPTY_FINAL_BLOCK,
    checksum,
  ]);
}

/**
 * Page tree objects claiming `fanOut ** depth` pages: each level's node lists the next level's
 * single node `fanOut` times, and the leaf level lists one shared page object. Objects are numbered
 * from `firstObject`; the root node comes first, the shared page last.
 */
export function sharedPageTree(
  fanOut: number,
  depth: number,
  firstObject: number,
  pageBody: string,
): string[] {
  const nodes: string[] = [];
  for (let level = 0; level < depth; level += 1) {
    const child = firstObject + level + 1;
    const parent = level === 0 ? '' : `/Parent ${firstObject + level - 1} 0 R `;
    const kids = Array.from({ length: fanOut }, () => `${child} 0 R`).join(' ');
    nodes.push(`<< /Type /Pages ${parent}/Kids [${kids}] /Count ${fanOut ** (depth - level)} >>`);
  }
  nodes.push(pageBody.replace('/Type /Page', `/Type /Page /Parent ${firstObject + depth - 1} 0 R`));
  return nodes;
}
