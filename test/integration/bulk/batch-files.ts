/**
 * The files of a test batch: small generated text SDSs, each with its own product name and code, and
 * at chosen positions a file that fails its item on its own (not a PDF, cut off, random bytes behind a
 * PDF header, an HTML page, an empty PDF body).
 */
import { buildRandomBytesWithPdfHeader, buildTruncatedPdf } from '../../fixtures/special-pdfs.js';
import { buildTextSdsPdf } from '../../fixtures/sds-pdf.js';
import type { NamedFile } from './bulk-calls.js';

const encode = (text: string): Uint8Array => new TextEncoder().encode(text);

const BROKEN_FILES: ReadonlyArray<(index: number) => Promise<Uint8Array> | Uint8Array> = [
  () => encode('Product list, not a PDF at all.\n'),
  () => buildTruncatedPdf(),
  (index) => buildRandomBytesWithPdfHeader(4096, index + 1),
  () => encode('<!doctype html><title>404</title><p>Not found</p>'),
  () => encode('%PDF-1.7\n%%EOF\n'),
];

export interface BatchFiles {
  files: NamedFile[];
  /** Positions of the files that must fail with invalid_document. */
  brokenAt: Set<number>;
}

export async function buildBatchFiles(count: number, brokenAt: readonly number[] = []): Promise<BatchFiles> {
  const broken = new Set(brokenAt);
  const files: NamedFile[] = [];
  let kind = 0;
  for (let index = 0; index < count; index += 1) {
    if (broken.has(index)) {
      const build = BROKEN_FILES[kind++ % BROKEN_FILES.length]!;
      files.push({ name: `broken-${index}.pdf`, bytes: await build(index) });
      continue;
    }
    const bytes = await buildTextSdsPdf({
      productName: `Solvex Degreasing Solvent SD-${200 + index}`,
      productCode: `SD-${200 + index}-25L`,
      pageCount: 2,
    });
    files.push({ name: `sds-${index}.pdf`, bytes });
  }
  return { files, brokenAt: broken };
}
