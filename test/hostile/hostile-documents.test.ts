/**
 * The hostile corpus through the isolation pool (extractIsolated): every document gets a clear
 * error within the configured budgets, the process's memory stays bounded, and the pool reads a
 * good PDF right after each one.
 */
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_SCHEMA_VERSION, type ExtractionResult } from '../../src/extraction/contract.js';
import {
  closeExtractionPool,
  configureExtractionPool,
  extractIsolated,
} from '../../src/extraction/isolated.js';
import { loadPdfjs } from '../../src/extraction/pdf/pdfjs.js';
import { ServiceError } from '../../src/errors.js';
import * as corpus from './corpus.js';

const MAX_PAGES = 200;
/** Growth of this process's resident memory allowed while one hostile document is read. */
const MEMORY_HEADROOM_BYTES = 768 * 1024 * 1024;
const FOUR_GIB = 4 * 1024 * 1024 * 1024;

const extract = (bytes: Uint8Array): Promise<ExtractionResult> =>
  extractIsolated(bytes, { schemaVersion: DEFAULT_SCHEMA_VERSION, maxPages: MAX_PAGES });

/** Runs `work` while sampling this process's resident memory; returns the peak growth. */
async function peakMemoryGrowth(work: () => Promise<unknown>): Promise<number> {
  const baseline = process.memoryUsage.rss();
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 20);
  try {
    await work();
  } finally {
    clearInterval(sampler);
  }
  return Math.max(peak, process.memoryUsage.rss()) - baseline;
}

async function expectRefusal(bytes: Uint8Array, code: string, message: RegExp): Promise<void> {
  let failure: unknown;
  const growth = await peakMemoryGrowth(() => extract(bytes).catch((error: unknown) => (failure = error)));
  expect(failure).toBeInstanceOf(ServiceError);
  expect({ code: (failure as ServiceError).code, message: (failure as ServiceError).message }).toEqual({
    code,
    message: expect.stringMatching(message),
  });
  expect(growth).toBeLessThan(MEMORY_HEADROOM_BYTES);
}

async function expectGoodPdfReads(): Promise<void> {
  const result = await extract(corpus.plainTextPdf());
  expect(result.pageCount).toBe(1);
}

describe('hostile documents through the isolation pool', () => {
  beforeAll(() => {
    configureExtractionPool({ threads: 1, memoryLimitMb: 512, timeLimitMs: 60_000 });
  });

  afterAll(async () => {
    await closeExtractionPool();
  });

  const refusals: [string, () => Uint8Array | Promise<Uint8Array>, string, RegExp][] = [
    ['a zero-byte file', corpus.emptyFile, 'invalid_document', /empty \(0 bytes\)/],
    ['a truncated PDF', corpus.truncatedPdf, 'invalid_document', /corrupt or unreadable/],
    ['random bytes behind a %PDF header', corpus.randomBytesWithPdfHeader, 'invalid_document', /corrupt/],
    ['a broken xref table over damaged objects', corpus.brokenXrefPdf, 'invalid_document', /corrupt/],
    [
      'a PDF encrypted with a user password',
      corpus.passwordProtectedPdf,
      'invalid_document',
      /user password/,
    ],
    [
      'a 4 MB FlateDecode stream inflating to 4 GiB',
      () => corpus.decompressionBombPdf(FOUR_GIB),
      'invalid_document',
      /decompression bomb/,
    ],
    [
      'a 1 MB cross-reference stream inflating to 1 GiB',
      () => corpus.xrefStreamBombPdf(1024 * 1024 * 1024),
      'invalid_document',
      /cross-reference stream inflates/,
    ],
    [
      'a page tree claiming 100,000 pages',
      corpus.pageCountBombPdf,
      'invalid_document',
      /100000 pages, more than the limit of 200/,
    ],
    [
      'one 100,000 x 100,000 pixel image and no text',
      corpus.enormousImagePdf,
      'low_text_quality',
      /readable text is too poor/,
    ],
    [
      'arrays nested 200,000 deep',
      () => corpus.deeplyNestedPdf(200_000),
      'invalid_document',
      /Page 1 cannot be read/,
    ],
    ['a page tree that contains itself', corpus.cyclicPageTreePdf, 'invalid_document', /circular reference/],
    ['xref sections whose /Prev pointers loop', corpus.xrefPrevLoopPdf, 'invalid_document', /corrupt/],
  ];

  it.each(refusals)(
    '%s is refused with a clear error, and the next good PDF reads',
    async (_, build, code, message) => {
      await expectRefusal(await build(), code, message);
      await expectGoodPdfReads();
    },
  );

  it('reads a PDF whose startxref is wrong but whose objects are intact (repaired by scanning)', async () => {
    const result = await extract(corpus.repairableXrefPdf());
    expect(result.outputs.json).toMatchObject({ document: { sections_found: [{ number: 1, page: 1 }] } });
  });

  it('never runs JavaScript or Launch actions, and reads the SDS around them', async () => {
    const marker = path.join(os.tmpdir(), `sds-hostile-marker-${process.pid}`);
    await rm(marker, { force: true });
    const result = await extract(await corpus.activeContentSdsPdf(marker));
    expect(result.outputs.json).toMatchObject({ document: { format: 'ghs_sds' } });
    expect(existsSync(marker)).toBe(false);
  });

  it('the password-protected fixture is real: it opens only with its user password', async () => {
    const pdfjs = await loadPdfjs();
    const document = await pdfjs.getDocument({
      data: corpus.passwordProtectedPdf(),
      password: corpus.USER_PASSWORD,
      verbosity: pdfjs.VerbosityLevel.ERRORS,
    }).promise;
    const page = await document.getPage(1);
    const text = await page.getTextContent();
    expect(text.items.map((item) => ('str' in item ? item.str : '')).join(' ')).toMatch(/SAFETY DATA SHEET/);
    await document.destroy();
  });
});

describe('the per-document memory and time budgets of the pool', () => {
  afterEach(async () => {
    await closeExtractionPool();
  });

  it('a document that needs more heap than the budget fails alone; the replaced thread reads the next', async () => {
    configureExtractionPool({ threads: 1, memoryLimitMb: 96, timeLimitMs: 120_000 });
    await expectRefusal(corpus.textFloodPdf(300_000), 'invalid_document', /memory limit exceeded.*96 MB/);
    await expectGoodPdfReads();
  });

  it('a document that takes longer than the time budget is stopped at the budget', async () => {
    configureExtractionPool({ threads: 1, memoryLimitMb: 1024, timeLimitMs: 1_500 });
    const startedAt = Date.now();
    await expectRefusal(corpus.textFloodPdf(400_000), 'invalid_document', /time limit exceeded.*1500 ms/);
    expect(Date.now() - startedAt).toBeLessThan(15_000);
    configureExtractionPool({ timeLimitMs: 60_000 });
    await closeExtractionPool();
    await expectGoodPdfReads();
  });
});
