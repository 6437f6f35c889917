import { understandSds } from '../../../src/extraction/engine.js';
import type { LayoutA } from '../../../src/extraction/schema/index.js';
import { displayedBox } from '../../../src/extraction/pdf/line-box.js';
import { readPdf, terminateOcr, type DocumentText } from '../../../src/extraction/pdf/index.js';
import type { LineBox } from '../../../src/extraction/pdf/types.js';
import { buildTextSdsPdf } from '../../fixtures/sds-pdf.js';
import { buildPageRotatedSdsPdf, buildScannedSdsPdf } from '../../fixtures/special-pdfs.js';

const A4 = { width: 595, height: 842 };

async function boxOfLine(pdf: Uint8Array, needle: string): Promise<{ page: number; box: LineBox }> {
  const doc: DocumentText = await readPdf(pdf, { maxPages: 20 });
  for (const page of doc.pages) {
    const index = page.lines.findIndex((line) => line.includes(needle));
    const box = page.boxes?.[index];
    if (index >= 0 && box) return { page: page.number, box };
  }
  throw new Error(`no line with ${needle}`);
}

/** The box as a PDF viewer shows it once the page is turned 90 degrees clockwise. */
function turnedClockwise(box: LineBox, pageHeight: number): LineBox {
  return { x: pageHeight - box.y - box.height, y: box.x, width: box.height, height: box.width };
}

function expectNear(actual: LineBox, expected: LineBox, tolerance: number): void {
  for (const key of ['x', 'y', 'width', 'height'] as const) {
    expect(Math.abs(actual[key] - expected[key])).toBeLessThanOrEqual(tolerance);
  }
}

afterAll(() => terminateOcr());

describe('evidence boxes', () => {
  it('maps a box on a page turned for reading back to the page as displayed, for every turn', () => {
    const box = { x: 10, y: 20, width: 100, height: 12 };
    expect(displayedBox(box, A4, 0)).toEqual(box);
    expect(displayedBox(box, A4, 180)).toEqual({ x: 485, y: 810, width: 100, height: 12 });
    // Upright page 595 x 842 read after a clockwise quarter turn: displayed it is 842 x 595.
    expect(displayedBox(box, A4, 90)).toEqual({ x: 20, y: 485, width: 12, height: 100 });
    expect(displayedBox(box, A4, 270)).toEqual({ x: 810, y: 10, width: 12, height: 100 });
  });

  it('clips a box that reaches past the page edge', () => {
    expect(displayedBox({ x: -5, y: 830, width: 20, height: 20 }, A4, 0)).toEqual({
      x: 0,
      y: 830,
      width: 15,
      height: 12,
    });
  });

  it('leaves the box out where a damaged text matrix gives a position that is not a number', () => {
    const lines = [
      'SECTION 1: Identification',
      'Product name: Clearwash 5',
      'Supplier: Northbridge Chemicals Ltd., 12 Harbour Road, Exampletown',
      'SECTION 2: Hazards identification',
      'Not classified as hazardous according to Regulation (EC) No 1272/2008.',
    ];
    const doc: DocumentText = {
      pageCount: 1,
      encrypted: false,
      ocrPages: [],
      unreadPages: [],
      pages: [
        {
          number: 1,
          lines,
          source: 'native',
          rotation: 0,
          size: A4,
          boxes: lines.map((_, i) => ({ x: Number.NaN, y: 100 + 12 * i, width: Number.NaN, height: 10 })),
        },
      ],
    };
    const record = understandSds(doc, { schemaVersion: '2026-12' }).outputs.json as LayoutA;
    expect(record.product_identification.product_name).toBe('Clearwash 5');
    expect(record.evidence['product_identification.product_name']?.bbox).toBeUndefined();
  });

  it('gives each value of a native SDS the box of the line it was read from', async () => {
    const pdf = await buildTextSdsPdf();
    const doc = await readPdf(pdf, { maxPages: 20 });
    const record = understandSds(doc, { schemaVersion: '2026-12' }).outputs.json as LayoutA;
    const evidence = record.evidence['transport_information.un_number'];
    const line = await boxOfLine(pdf, 'UN1993');
    expect(evidence?.page).toBe(line.page);
    expect(evidence?.bbox).toEqual({ ...line.box, page_width: 595.3, page_height: 841.9 });
    expect(line.box.height).toBeGreaterThan(5);
    expect(line.box.height).toBeLessThan(30);
  });

  it('reports boxes of a page stored with /Rotate on the page as displayed', async () => {
    const upright = await boxOfLine(await buildTextSdsPdf(), 'UN1993');
    const rotated = await boxOfLine(await buildPageRotatedSdsPdf(90), 'UN1993');
    expect(rotated.page).toBe(upright.page);
    expectNear(rotated.box, turnedClockwise(upright.box, 841.9), 0.2);
  });

  it('maps the OCR word boxes of a sideways scan back to the page as scanned', async () => {
    const upright = await boxOfLine(await buildTextSdsPdf(), 'UN1993');
    const scanned = await boxOfLine(await buildScannedSdsPdf({ contentRotation: 90 }), 'UN1993');
    expect(scanned.page).toBe(upright.page);
    // OCR measures the ink, the text layer the font's em box: a few points apart.
    expectNear(scanned.box, turnedClockwise(upright.box, 841.9), 6);
  }, 120_000);
});
