/** The decompression budget that runs before pdf.js: per stream and per document. */
import { assertStreamsWithinBudget } from '../../src/extraction/pdf/stream-budget.js';
import { buildScannedSdsPdf } from '../fixtures/special-pdfs.js';
import { zerosZlibStream } from './bombs.js';
import { decompressionBombPdf, xrefStreamBombPdf } from './corpus.js';
import { onePagePdfObjects, rawPdf, streamObject } from './raw-pdf.js';

const MIB = 1024 * 1024;
const budget = { maxStreamBytes: 10 * MIB, maxXrefStreamBytes: 2 * MIB, maxDocumentBytes: 15 * MIB };

function pdfWithZeroStreams(sizes: number[]): Uint8Array {
  const objects = onePagePdfObjects('');
  for (const size of sizes) objects.push(streamObject('/Filter /FlateDecode', zerosZlibStream(size)));
  return rawPdf({ objects });
}

describe('the decompression budget', () => {
  it('lets streams through that inflate within the budget', async () => {
    await expect(assertStreamsWithinBudget(pdfWithZeroStreams([8 * MIB]), budget)).resolves.toBeUndefined();
  });

  it('refuses one stream that inflates past the per-stream budget', async () => {
    await expect(assertStreamsWithinBudget(decompressionBombPdf(11 * MIB), budget)).rejects.toMatchObject({
      code: 'invalid_document',
      message: `The PDF is a decompression bomb: a compressed stream inflates to more than ${10 * MIB} bytes.`,
    });
  });

  it('refuses streams that each fit but together pass the per-document budget', async () => {
    await expect(
      assertStreamsWithinBudget(pdfWithZeroStreams([8 * MIB, 8 * MIB]), budget),
    ).rejects.toMatchObject({
      code: 'invalid_document',
      message: `The PDF is a decompression bomb: its compressed streams inflate to more than ${15 * MIB} bytes.`,
    });
  });

  it('holds cross-reference streams to their own, smaller budget', async () => {
    await expect(assertStreamsWithinBudget(xrefStreamBombPdf(3 * MIB), budget)).rejects.toMatchObject({
      code: 'invalid_document',
      message: `The PDF is a decompression bomb: a cross-reference stream inflates to more than ${2 * MIB} bytes.`,
    });
  });

  it('passes a scanned SDS (large compressed page images) under the default budget', async () => {
    await expect(assertStreamsWithinBudget(await buildScannedSdsPdf())).resolves.toBeUndefined();
  });
});
