import { ExtractionContext } from '../../../src/extraction/context.js';
import { extractIdentification } from '../../../src/extraction/fields/identification.js';
import type { LineBox } from '../../../src/extraction/pdf/types.js';
import { findSections } from '../../../src/extraction/sections/index.js';
import { documentLines } from '../../../src/extraction/text.js';
import { textDocument } from './text-document.js';

/** A one-page document whose lines stand where the reader put them ([text, x, y, width]). */
function placedDocument(rows: Array<[string, number, number, number]>): ExtractionContext {
  const doc = textDocument(rows.map(([text]) => text));
  const page = doc.pages[0];
  if (!page) throw new Error('no page');
  page.size = { width: 612, height: 792 };
  page.boxes = rows.map(([, x, y, width]): LineBox => ({ x, y, width, height: 11.7 }));
  return new ExtractionContext(findSections(documentLines(doc)), 'en');
}

describe('the product name beside its label', () => {
  it('takes the value printed a little higher than a label standing alone, not the next row’s value', () => {
    const ctx = placedDocument([
      ['1. Identification', 47, 193, 60],
      ['Product identifier', 47, 212.7, 67],
      ['Clearwash Universal PURE', 173, 221.3, 103],
      ['Product name', 47, 230.3, 56],
      ['CW100ML, CW1L', 173, 243.7, 80],
      ['Product number', 47, 249.9, 64],
      ['2. Hazard(s) identification', 47, 300, 120],
    ]);
    expect(extractIdentification(ctx).product_name).toBe('Clearwash Universal PURE');
  });

  it('keeps the value on the row below a label when the line above is not in the value column', () => {
    const ctx = placedDocument([
      ['1. Identification', 47, 193, 60],
      ['Product name', 47, 212, 56],
      ['Clearwash 5', 60, 226, 50],
      ['2. Hazard(s) identification', 47, 300, 120],
    ]);
    expect(extractIdentification(ctx).product_name).toBe('Clearwash 5');
  });
});
