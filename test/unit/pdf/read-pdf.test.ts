import { ServiceError } from '../../../src/errors.js';
import { readPdf } from '../../../src/extraction/pdf/index.js';
import type { DocumentText } from '../../../src/extraction/pdf/types.js';
import { encryptPdf } from '../../fixtures/encrypt.js';
import { buildNonSdsPdf, buildTextSdsPdf, DEFAULT_SDS_FACTS } from '../../fixtures/sds-pdf.js';
import {
  buildPageRotatedSdsPdf,
  buildRandomBytesWithPdfHeader,
  buildTruncatedPdf,
  buildTwoColumnSdsPdf,
} from '../../fixtures/special-pdfs.js';

const read = (bytes: Uint8Array, maxPages = 50): Promise<DocumentText> => readPdf(bytes, { maxPages });
const allLines = (document: DocumentText): string[] => document.pages.flatMap((page) => page.lines);
const cells = (line: string | undefined): string[] => (line ?? '').trim().split(/\s{2,}/);

async function expectInvalidDocument(bytes: Uint8Array, message: RegExp, maxPages = 50): Promise<void> {
  const failure = await read(bytes, maxPages).catch((error: unknown) => error);
  expect(failure).toBeInstanceOf(ServiceError);
  expect(failure).toMatchObject({ code: 'invalid_document' });
  expect((failure as ServiceError).message).toMatch(message);
}

describe('reading a native text SDS', () => {
  let document: DocumentText;
  beforeAll(async () => {
    document = await read(await buildTextSdsPdf({ pageCount: 3 }));
  });

  it('reads every page from the text layer, in order', () => {
    expect(document.pageCount).toBe(3);
    expect(document.pages.map((page) => [page.number, page.source, page.rotation])).toEqual([
      [1, 'native', 0],
      [2, 'native', 0],
      [3, 'native', 0],
    ]);
    expect(document.encrypted).toBe(false);
    expect(document.ocrPages).toEqual([]);
    const headings = allLines(document).filter((line) => line.startsWith('SECTION '));
    expect(headings.map((line) => Number(/^SECTION (\d+)/.exec(line)?.[1]))).toEqual(
      Array.from({ length: 16 }, (_, index) => index + 1),
    );
  });

  it('keeps the cells of a composition table row on one line, two or more spaces apart', () => {
    const lines = allLines(document);
    const acetone = lines.find((line) => line.startsWith('Acetone') && line.includes('200-662-2'));
    expect(cells(acetone)).toEqual([
      'Acetone',
      '67-64-1',
      '200-662-2',
      '50 - 70',
      'Flam. Liq. 2; Eye Irrit. 2; STOT SE 3',
    ]);
  });

  it('keeps property and transport table rows together and aligns the transport columns', () => {
    const lines = allLines(document);
    expect(cells(lines.find((line) => line.startsWith('Flash point')))).toEqual([
      'Flash point',
      '-18 °C (closed cup)',
    ]);
    const header = lines.find((line) => line.includes('ADR/RID')) ?? '';
    const unRow = lines.find((line) => line.startsWith('14.1 UN number')) ?? '';
    expect(cells(unRow)).toEqual(['14.1 UN number', 'UN1993', 'UN1993', 'UN1993']);
    expect(header.indexOf('IMDG')).toBe(unRow.indexOf('UN1993', unRow.indexOf('UN1993') + 1));
  });

  it('keeps a printed P-statement combination on one line', () => {
    expect(allLines(document).some((line) => line.startsWith('P305+P351+P338 IF IN EYES'))).toBe(true);
  });

  it('removes repeated page headers and footers after their first occurrence', () => {
    const header = `SAFETY DATA SHEET - ${DEFAULT_SDS_FACTS.productName}`;
    expect(document.pages[0]?.lines[0]).toContain(header);
    for (const page of document.pages.slice(1)) {
      expect(page.lines.some((line) => line.includes(header))).toBe(false);
      expect(page.lines.some((line) => /^Page \d of 3/.test(line))).toBe(false);
    }
  });
});

describe('reading order of special layouts', () => {
  it('reads a two-column page column by column', async () => {
    const lines = allLines(await read(await buildTwoColumnSdsPdf()));
    const order = (prefix: string): number => lines.findIndex((line) => line.startsWith(prefix));
    expect(lines.filter((line) => /\S {2,}\S/.test(line))).toEqual([]);
    expect(order('SECTION 1:')).toBeLessThan(order('1.1 Product identifier'));
    expect(order('1.4 Emergency telephone')).toBeLessThan(order('SECTION 2:'));
    expect(order('SECTION 2:')).toBeLessThan(order('SECTION 3:'));
    expect(order('SECTION 3:')).toBeLessThan(order('SECTION 4:'));
    expect(order('SECTION 4:')).toBeLessThan(order('SECTION 5:'));
  });

  it('turns pages stored with /Rotate so their text reads left to right', async () => {
    const upright = await read(await buildTextSdsPdf());
    for (const rotation of [90, 180, 270] as const) {
      const rotated = await read(await buildPageRotatedSdsPdf(rotation));
      expect(rotated.pages.map((page) => page.lines)).toEqual(upright.pages.map((page) => page.lines));
      expect(rotated.ocrPages).toEqual([]);
    }
  });

  it('reads a PDF encrypted with an owner password only, and says it was encrypted', async () => {
    const document = await read(
      await encryptPdf(await buildTextSdsPdf(), { user: '', owner: 'owner-secret' }),
    );
    expect(document.encrypted).toBe(true);
    expect(allLines(document)).toContain(`1.1 Product identifier: ${DEFAULT_SDS_FACTS.productName}`);
  });

  it('accepts a Node Buffer as well as a Uint8Array', async () => {
    const document = await read(Buffer.from(await buildNonSdsPdf()));
    expect(document.pageCount).toBe(1);
  });

  it('reads a document that is not an SDS like any other text', async () => {
    const lines = allLines(await read(await buildNonSdsPdf()));
    expect(lines).toContain('Dear Ms Okafor,');
  });
});

describe('documents that cannot be read are invalid_document', () => {
  it('an empty file', async () => {
    await expectInvalidDocument(new Uint8Array(), /empty/);
  });

  it('a file that is not a PDF', async () => {
    await expectInvalidDocument(new TextEncoder().encode('hello, this is plain text'), /not a PDF/);
  });

  it('random bytes behind a PDF header', async () => {
    await expectInvalidDocument(buildRandomBytesWithPdfHeader(), /corrupt or unreadable/);
  });

  it('a truncated PDF', async () => {
    await expectInvalidDocument(await buildTruncatedPdf(), /corrupt or unreadable/);
  });

  it('a PDF encrypted with a user password', async () => {
    const encrypted = await encryptPdf(await buildTextSdsPdf(), {
      user: 'open-sesame',
      owner: 'owner-secret',
    });
    await expectInvalidDocument(encrypted, /encrypted with a user password/);
  });

  it('more pages than the limit', async () => {
    await expectInvalidDocument(
      await buildTextSdsPdf({ pageCount: 5 }),
      /5 pages, more than the limit of 3/,
      3,
    );
  });

  it('an aborted read stops with the abort reason', async () => {
    const controller = new AbortController();
    controller.abort(new Error('time budget spent'));
    await expect(
      readPdf(await buildTextSdsPdf(), { maxPages: 10, signal: controller.signal }),
    ).rejects.toThrow('time budget spent');
  });
});
