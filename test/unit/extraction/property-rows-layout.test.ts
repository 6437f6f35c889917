import { ExtractionContext } from '../../../src/extraction/context.js';
import { extractProperties } from '../../../src/extraction/fields/properties.js';
import type { DocumentText } from '../../../src/extraction/pdf/types.js';
import { findSections } from '../../../src/extraction/sections/index.js';
import { documentLines } from '../../../src/extraction/text.js';
import { textDocument } from './text-document.js';

/** A one-page section 9 whose lines stand where the reader found them: [text, x, y] in points. */
function placedProperties(...rows: Array<[string, number, number]>) {
  const lines: Array<[string, number, number]> = [
    ['SECTION 9: Physical and chemical properties', 30, 80],
    ...rows,
    ['SECTION 10: Stability and reactivity', 30, 400],
  ];
  const text = textDocument(lines.map(([line]) => line));
  const doc: DocumentText = {
    ...text,
    pages: text.pages.map((page) => ({
      ...page,
      boxes: lines.map(([line, x, y]) => ({ x, y, width: 5 * line.length, height: 12 })),
      size: { width: 595, height: 842 },
    })),
  };
  const ctx = new ExtractionContext(findSections(documentLines(doc)), 'en');
  return { properties: extractProperties(ctx), ctx };
}

describe('a property value wrapped above and below its one-line label', () => {
  it('reads the flash point from the lines around a label centred in its row', () => {
    const { properties, ctx } = placedProperties(
      [' Boiling Point        170 - 390 °C         Decomposition Temperature   Not available', 30, 100],
      ['Typical 71 °C (ASTM D-93 /', 165, 120],
      [' Flash Point                               Flammability                Combustible', 30, 126],
      ['PMCC)', 165, 132],
      [' Auto-Ignition Temperature  > 220 °C      Flammable Limits - Lower    1 %(V)', 30, 150],
    );
    expect(properties.flash_point_c).toBe(71);
    // Pieced together from around the label: less sure than a value on the label's own row.
    expect(ctx.evidence['physical_chemical_properties.flash_point_c']?.confidence).toBeLessThan(0.9);
  });

  it('takes nothing from a previous row when the label is not at the middle of the lines around it', () => {
    const { properties } = placedProperties(
      [' Boiling Point        170 - 390 °C', 30, 100],
      ['at 1013 hPa, 20 °C', 165, 112],
      [' Flash Point          Flammability', 30, 126],
      ['not determined', 165, 160],
    );
    expect(properties.flash_point_c).toBeNull();
  });

  it('needs the lines around the label in one column right of it', () => {
    const { properties } = placedProperties(
      ['Typical 71 °C', 30, 120],
      [' Flash Point', 30, 126],
      ['PMCC', 30, 132],
    );
    expect(properties.flash_point_c).toBeNull();
  });
});

/** A section 9 printed as lines of text, read in the given language. */
function printedProperties(language: string, ...rows: string[]) {
  const doc = textDocument(['SECTION 9: Physical and chemical properties', ...rows, 'SECTION 10: Stability']);
  return extractProperties(new ExtractionContext(findSections(documentLines(doc)), language));
}

describe('item numbering of the national formats before a property label', () => {
  it('reads rows that start with a Korean item letter', () => {
    const properties = printedProperties(
      'ko',
      '마. 녹는점/어는점 : -48 ℃',
      '바. 초기 끓는점과 끓는점 범위 : 138~146 ℃',
      '사. 인화점 : 27 ℃',
      '하. 비중 : 0.87 (20 ℃)',
    );
    expect(properties.melting_point_c).toBe(-48);
    expect(properties.boiling_point_c).toBe(138);
    expect(properties.flash_point_c).toBe(27);
    expect(properties.density.value).toBe(0.87);
  });

  it('reads rows numbered (1), ① and 一、', () => {
    expect(printedProperties('ja', '(7) 引火点 : 12 ℃').flash_point_c).toBe(12);
    expect(printedProperties('ja', '⑦引火点：13 ℃').flash_point_c).toBe(13);
    expect(printedProperties('zh', '七、闪点：14 ℃').flash_point_c).toBe(14);
  });
});

describe('a long label before its colon', () => {
  it('ends at the colon however long the label, so the value is what follows it', () => {
    const properties = printedProperties(
      'da',
      'Kogepunkt eller initialt kogepunkt og kogepunktsinterval: 56 - 82 °C',
    );
    expect(properties.boiling_point_c).toBe(56);
    expect(properties.boiling_point_text).toBe('56 - 82 °C');
  });

  it('keeps a remark with a colon in the value when a sentence ends before it', () => {
    const properties = printedProperties(
      'en',
      'Boiling point Not determined, the product decomposes. Decomposition: 180 °C',
    );
    expect(properties.boiling_point_text).toContain('Not determined');
  });
});

describe('a row at the foot of a page', () => {
  it('does not take the next page’s running header for a value the row says is not available', () => {
    const ctx = new ExtractionContext(
      findSections(
        documentLines(
          textDocument(
            ['SECTION 9: Physical and chemical properties', '     pH                :  No data available'],
            ['4.1         01/08/2024            1000000001', '     Melting point     :  Not applicable'],
          ),
        ),
      ),
      'en',
    );
    expect(extractProperties(ctx).ph?.value ?? null).toBeNull();
  });
});
