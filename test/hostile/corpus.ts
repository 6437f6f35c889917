/**
 * The hostile corpus, generated: every document a hostile or broken uploader might send, each
 * built from scratch at test time (nothing copied from third parties).
 */
import zlib from 'node:zlib';
import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { buildRandomBytesWithPdfHeader, buildTruncatedPdf } from '../fixtures/special-pdfs.js';
import { buildTextSdsPdf } from '../fixtures/sds-pdf.js';
import { sharedPageTree, zerosZlibStream } from './bombs.js';
import { encryptedOnePagePdf } from './encrypt.js';
import { concatBytes, onePagePdf, onePagePdfObjects, rawPdf, streamObject, textContent } from './raw-pdf.js';

const LETTER_LINES = [
  'SAFETY DATA SHEET',
  'SECTION 1: Identification of the substance and of the company',
  'Product identifier: Hostile test product',
];

export const emptyFile = (): Uint8Array => new Uint8Array(0);

export const truncatedPdf = buildTruncatedPdf;

export const randomBytesWithPdfHeader = (): Uint8Array => buildRandomBytesWithPdfHeader(64 * 1024, 11);

/** A sound one-page text document: the baseline the damaged variants below start from. */
export const plainTextPdf = (): Uint8Array => onePagePdf(textContent(LETTER_LINES));

/**
 * Broken cross-reference data that cannot be repaired: the xref table and startxref point into the
 * middle of nowhere, and the object headers a reader would find by scanning are damaged too.
 */
export function brokenXrefPdf(): Uint8Array {
  const text = Buffer.from(plainTextPdf()).toString('latin1');
  return Buffer.from(
    text
      .replace(/startxref\n\d+/, 'startxref\n999999999')
      .replace(/(\d{10}) 00000 n/g, '4294967295 00000 n')
      .replace(/ 0 obj/g, ' 0 0bj'),
    'latin1',
  );
}

/** A wrong startxref over intact objects: readers repair it by scanning, so it must still read. */
export function repairableXrefPdf(): Uint8Array {
  const text = Buffer.from(plainTextPdf()).toString('latin1');
  return Buffer.from(text.replace(/startxref\n\d+/, 'startxref\n12'), 'latin1');
}

export const USER_PASSWORD = 'Tr0ub4dor&3';

export const passwordProtectedPdf = (): Uint8Array =>
  encryptedOnePagePdf(textContent(LETTER_LINES), USER_PASSWORD, 'owner-secret');

/**
 * A real SDS with an OpenAction running JavaScript and a Launch action on a link annotation; both
 * would create `markerPath` if anything executed them.
 */
export async function activeContentSdsPdf(markerPath: string): Promise<Uint8Array> {
  const doc = await PDFDocument.load(await buildTextSdsPdf(), { updateMetadata: false });
  const context = doc.context;
  const script = `var f = this.exportDataObject; app.launchURL("file://${markerPath}"); eval("require('fs').writeFileSync('${markerPath}', 'ran')");`;
  const javaScript = context.obj({ Type: 'Action', S: 'JavaScript', JS: PDFString.of(script) });
  doc.catalog.set(PDFName.of('OpenAction'), context.register(javaScript));
  const launch = context.obj({
    Type: 'Action',
    S: 'Launch',
    F: PDFString.of('/usr/bin/touch'),
    Unix: context.obj({ F: PDFString.of('/usr/bin/touch'), P: PDFString.of(markerPath) }),
    NewWindow: true,
  });
  const link = context.obj({
    Type: 'Annot',
    Subtype: 'Link',
    Rect: [0, 0, 595, 842],
    A: context.register(launch),
  });
  const page = doc.getPage(0);
  page.node.set(PDFName.of('Annots'), context.obj([context.register(link)]));
  page.node.set(PDFName.of('AA'), context.obj({ O: context.register(javaScript) }));
  return doc.save();
}

/** One page whose content stream inflates to `inflatedBytes` of zeros (whitespace to a parser). */
export function decompressionBombPdf(inflatedBytes: number): Uint8Array {
  const objects = onePagePdfObjects('');
  objects[3] = streamObject('/Filter /FlateDecode', zerosZlibStream(inflatedBytes));
  return rawPdf({ objects });
}

export const PAGE_BOMB_PAGES = 100_000;

/** 100,000 pages from eight objects: five levels of ten kids, all sharing one page. */
export function pageCountBombPdf(): Uint8Array {
  const treeRoot = 2;
  const depth = 5;
  const contentObject = treeRoot + depth + 1;
  const page = `<< /Type /Page /MediaBox [0 0 595 842] /Contents ${contentObject} 0 R /Resources << /Font << /F1 ${contentObject + 1} 0 R >> >> >>`;
  return rawPdf({
    objects: [
      `<< /Type /Catalog /Pages ${treeRoot} 0 R >>`,
      ...sharedPageTree(10, depth, treeRoot, page),
      streamObject('', Buffer.from(textContent(LETTER_LINES), 'latin1')),
      '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    ],
  });
}

/** A page that draws one 100,000 x 100,000 pixel image (its pixels a small Flate bomb). */
export function enormousImagePdf(): Uint8Array {
  const side = 100_000;
  const objects = onePagePdfObjects('q 595 0 0 842 0 0 cm /Im1 Do Q');
  objects[2] =
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /XObject << /Im1 6 0 R >> >> >>';
  objects.push(
    streamObject(
      `/Type /XObject /Subtype /Image /Width ${side} /Height ${side} /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode`,
      zerosZlibStream(64 * 1024 * 1024),
    ),
  );
  return rawPdf({ objects });
}

/** Arrays nested `depth` deep inside the page's resources, which a recursive parser descends. */
export function deeplyNestedPdf(depth = 200_000): Uint8Array {
  const nested = `${'['.repeat(depth)}${']'.repeat(depth)}`;
  return onePagePdfWithPageExtras(`/Nested ${nested}`);
}

function onePagePdfWithPageExtras(extras: string): Uint8Array {
  return rawPdf({ objects: onePagePdfObjects(textContent(LETTER_LINES), extras) });
}

/** A page tree whose only page node lists its own parent as a kid: a naive walk never ends. */
export function cyclicPageTreePdf(): Uint8Array {
  return rawPdf({
    objects: [
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 2 >>',
      '<< /Type /Pages /Parent 2 0 R /Kids [2 0 R 3 0 R] /Count 2 >>',
    ],
  });
}

/** Incremental-update sections whose /Prev pointers form a loop (and whose objects are missing). */
export function xrefPrevLoopPdf(): Uint8Array {
  const header = '%PDF-1.7\n';
  const first = header.length;
  const sectionA = `xref\n0 1\n0000000000 65535 f\r\ntrailer\n<< /Size 1 /Root 1 0 R /Prev ${first} >>\n`;
  const second = first + sectionA.length;
  const sectionB = `xref\n0 1\n0000000000 65535 f\r\ntrailer\n<< /Size 1 /Root 1 0 R /Prev ${first} >>\n`;
  const text = `${header}${sectionA}${sectionB}startxref\n${second}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(text, 'latin1'));
}

/**
 * One page showing `runs` separately positioned words (a Flate stream of a few megabytes): far
 * more text objects than any SDS, to exhaust a thread's memory or time budget.
 */
export function textFloodPdf(runs: number): Uint8Array {
  const operations = Array.from(
    { length: runs },
    (_, index) => `1 0 0 1 ${(index * 7) % 560} ${(index * 13) % 820} Tm (w${index % 1000}) Tj`,
  );
  const content = zlib.deflateSync(Buffer.from(['BT /F1 4 Tf', ...operations, 'ET'].join('\n'), 'latin1'));
  const objects = onePagePdfObjects('');
  objects[3] = streamObject('/Filter /FlateDecode', content);
  return rawPdf({ objects });
}

/**
 * A cross-reference stream (PDF 1.5) whose declared /Size covers `inflatedBytes` of zero entries:
 * a reader decodes it just to open the file, before any page is looked at.
 */
export function xrefStreamBombPdf(inflatedBytes: number): Uint8Array {
  const header = '%PDF-1.7\n';
  const catalog = '1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n';
  const pages = '2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n';
  const xrefOffset = header.length + catalog.length + pages.length;
  const entryWidth = 7;
  const xref = streamObject(
    `/Type /XRef /Size ${Math.floor(inflatedBytes / entryWidth)} /W [1 4 2] /Root 1 0 R /Filter /FlateDecode`,
    zerosZlibStream(inflatedBytes),
  );
  return concatBytes([
    Buffer.from(`${header}${catalog}${pages}3 0 obj\n`, 'latin1'),
    xref,
    Buffer.from(`\nendobj\nstartxref\n${xrefOffset}\n%%EOF\n`, 'latin1'),
  ]);
}
