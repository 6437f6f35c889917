import type { PositionedText, TextFragment } from '../../../src/extraction/pdf/fragments.js';
import { buildLines } from '../../../src/extraction/pdf/reading-order.js';

const SIZE = 9.7;
const CHAR_WIDTH = 5.16;
const LEFT = 88;
const RIGHT = 303;

/** One fragment per cell: [x, baseline, text, width?]; widths as a proportional font draws them. */
function page(cells: [number, number, string, number?][]): PositionedText {
  const fragments: TextFragment[] = cells.map(([x, baseline, text, width]) => ({
    text,
    x,
    baseline,
    width: width ?? text.length * CHAR_WIDTH,
    size: SIZE,
  }));
  return { fragments, width: 595, height: 842, rotation: 0, turn: 0 };
}

/**
 * A section 1 laid out as two blocks side by side: a contact form on the left (labels with values
 * indented after them) and the product block on the right, then the next section at full width.
 */
function sideBySideSection(): PositionedText {
  const row = (index: number): number => 174 + index * 11.2;
  return page([
    [LEFT, 162, '1 - Identification of the product and of the company supplying it'],
    // Ends 0.6 pt right of the gutter midway between the NSW row's cells.
    [LEFT, row(0), 'Manufacturer: Examplar Chemical Works', 190.6],
    [RIGHT, row(0), 'Product Name: Sample Degreaser'],
    [158, row(1), 'Pty Ltd'],
    [RIGHT, row(2), 'Chemical Name: Mixture of solvents'],
    [LEFT, row(3), 'Address:'],
    [158, row(3), '12 Harbour Street'],
    [158, row(4), '(Level 4, Suite 7)'],
    [RIGHT, row(4), 'Product Use: Cleaning of machine parts'],
    [158, row(5), 'Northgate'],
    [RIGHT, row(5), 'and removal of grease from surfaces, metal'],
    [158, row(6), 'NSW, 2000, Australia', 95],
    [RIGHT, row(6), 'Not for use on food contact'],
    [LEFT, row(7), 'Telephone:'],
    [LEFT, row(8), 'Information: +61 2 5550 0100, 8am-5pm'],
    [RIGHT, row(8), 'Restriction on Use: None Identified'],
    [LEFT, row(9), 'Emergency only: 1800 555 010 (24 h)'],
    [RIGHT, row(10), 'SDS Date of Preparation: 3 May 2024'],
    [LEFT, row(11), 'Poisons Information Centres, 24 h:'],
    [LEFT, row(12), 'Australia: 13 11 26'],
    [RIGHT, row(12), 'This SDS applies to unit codes: 100,'],
    [LEFT, row(13), 'New Zealand: 0800 555 010 (24 h)'],
    [RIGHT, row(13), '101, 102, 103, 104, 105, 106, 107, 108,'],
    [288, row(14), '* 109, 110, 111, 112, 113, 114, 115, 116,'],
    [LEFT, row(15), 'Overseas Contact Details:'],
    [RIGHT, row(15), '117, 118, 119, 120'],
    [LEFT, row(16), 'Name:'],
    [158, row(16), 'Examplar Overseas'],
    [158, row(17), 'Limited'],
    [LEFT, row(18), 'Address:'],
    [158, row(18), '7 Orbit Drive'],
    [158, row(19), 'Albany Overseas'],
    [LEFT, row(20), 'Telephone:'],
    [LEFT, row(21), 'Information: 09 555 0100, 8am-5pm'],
    [LEFT, row(22), 'Emergency only: 0800 555 011 (24 h)'],
    [LEFT, row(24), '2 - Hazards Identification'],
    [LEFT, row(26), 'Classification of the Hazardous Chemical (in accordance with the regulation)'],
  ]);
}

describe('reading order of two blocks side by side', () => {
  const lines = buildLines(sideBySideSection()).map((line) => line.text.trim());
  const at = (text: string): number => lines.findIndex((line) => line.startsWith(text));

  it('keeps a first row whose left cell ends close to the gutter, each cell in its column', () => {
    expect(lines).toContain('Manufacturer: Examplar Chemical Works');
    expect(lines).toContain('Product Name: Sample Degreaser');
    expect(at('Manufacturer:')).toBeLessThan(at('Pty Ltd'));
  });

  it('reads the left block, then the right block, each top to bottom', () => {
    expect(at('Emergency only: 0800')).toBeLessThan(at('Product Name:'));
    expect(at('Product Name:')).toBeLessThan(at('Chemical Name:'));
    expect(at('Chemical Name:')).toBeLessThan(at('SDS Date of Preparation:'));
  });

  it('reads the heading below both blocks after the right block, not inside the left one', () => {
    expect(at('117, 118, 119, 120')).toBeLessThan(at('2 - Hazards Identification'));
    expect(at('2 - Hazards Identification')).toBeLessThan(at('Classification of the Hazardous'));
  });
});

describe('word spaces and cell gaps', () => {
  /** Words typed at a typewriter's 6 pt pitch from `x`, as OCR boxes them (ink 1 pt short of the pitch). */
  function typed(x: number, baseline: number, text: string): TextFragment[] {
    const words: TextFragment[] = [];
    let at = 0;
    for (const word of text.split(' ')) {
      if (word) words.push({ text: word, x: x + at * 6, baseline, width: word.length * 6 - 1, size: 4.6 });
      at += word.length + 1;
    }
    return words;
  }
  const cellsOf = (fragments: TextFragment[]): string[] =>
    buildLines({ fragments, width: 612, height: 792, rotation: 0, turn: 0 }).map((line) =>
      line.text.trim().split(/\s{2,}/),
    )[0] ?? [];

  it("keeps a typewriter's words one cell though the OCR'd capitals' size makes the space wider than an em", () => {
    expect(
      cellsOf([...typed(52, 100, 'NORTHFIELD SOLVENTS CO.'), ...typed(306, 100, '1-800-555-0199')]),
    ).toEqual(['NORTHFIELD SOLVENTS CO.', '1-800-555-0199']);
  });

  it('keeps a logo read as a short, wide word apart from the text before it', () => {
    const logo: TextFragment = { text: 'Ju', x: 225, baseline: 100, width: 80, size: 4.6 };
    expect(cellsOf([...typed(52, 100, 'NORTHFIELD SOLVENTS CO.'), logo])).toEqual([
      'NORTHFIELD SOLVENTS CO.',
      'Ju',
    ]);
  });

  it('splits cells typed two spaces apart', () => {
    expect(cellsOf(typed(52, 100, 'ACETONE  CAS 67-64-1'))).toEqual(['ACETONE', 'CAS 67-64-1']);
  });

  it('splits proportional type at a gap just over an em, as before', () => {
    expect(
      cellsOf([
        { text: 'Flash point', x: 50, baseline: 100, width: 43, size: 9 },
        { text: '23 °C', x: 104, baseline: 100, width: 20, size: 9 },
      ]),
    ).toEqual(['Flash point', '23 °C']);
  });
});
